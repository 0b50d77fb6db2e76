// SPDX-License-Identifier: GPL-3.0-or-later
// A database from someone else is checked against the schema this build would have made at the
// same version before it is used (issue 19): the same tables with the same columns, and no
// triggers or views at all (ours have none). A trigger could rewrite samples as they are
// stored; a view could stand in for a table.
#include "core/store/schema_check.h"

#include "core/store/schema_migrator.h"
#include "core/store/sql_dialect.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QMutex>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>

#include <atomic>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::RunStore)
};

using Shape = QMap<QString, QStringList>; // table -> its columns, in order

Shape shapeOf(QSqlDatabase &db)
{
    Shape shape;
    QSqlQuery q(db);
    q.exec(sqldialect::columnsQuery(sqldialect::of(db)));
    while (q.next())
        shape[q.value(0).toString()] << q.value(1).toString();
    return shape;
}

// The shape our own schema files give at `version`, built once per version in memory.
Shape expectedShape(int version, QString *error)
{
    static QMutex mutex;
    static QHash<int, Shape> cache;
    const QMutexLocker lock(&mutex);
    const auto it = cache.constFind(version);
    if (it != cache.constEnd())
        return *it;
    static std::atomic<int> counter{0};
    const QString name = QStringLiteral("rtosbench-schema-check-%1").arg(++counter);
    Shape shape;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QStringLiteral(":memory:"));
        if (db.open() && SchemaMigrator::applyUpTo(db, version, error))
            shape = shapeOf(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!shape.isEmpty())
        cache.insert(version, shape);
    return shape;
}

} // namespace

std::optional<QString> schemaProblems(QSqlDatabase &db, int version)
{
    QStringList problems;
    QSqlQuery q(db);
    q.exec(sqldialect::triggersAndViewsQuery(sqldialect::of(db)));
    while (q.next()) {
        problems << (q.value(0).toString() == QLatin1String("trigger")
                         ? Tr::tr("trigger %1").arg(q.value(1).toString())
                         : Tr::tr("view %1").arg(q.value(1).toString()));
    }
    QString error;
    const Shape expected = expectedShape(version, &error);
    if (expected.isEmpty())
        return Tr::tr("cannot build the schema %1 to compare with: %2").arg(version).arg(error);
    const Shape actual = shapeOf(db);
    for (auto it = actual.cbegin(); it != actual.cend(); ++it) {
        if (!expected.contains(it.key())) {
            problems << Tr::tr("unknown table %1").arg(it.key());
            continue;
        }
        const QStringList want = expected.value(it.key());
        for (const QString &c : it.value())
            if (!want.contains(c))
                problems << Tr::tr("unknown column %1.%2").arg(it.key(), c);
        for (const QString &c : want)
            if (!it.value().contains(c))
                problems << Tr::tr("missing column %1.%2").arg(it.key(), c);
    }
    for (auto it = expected.cbegin(); it != expected.cend(); ++it)
        if (!actual.contains(it.key()))
            problems << Tr::tr("missing table %1").arg(it.key());
    if (problems.isEmpty())
        return std::nullopt;
    return problems.join(QStringLiteral(", "));
}

} // namespace rb
