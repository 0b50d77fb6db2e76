// SPDX-License-Identifier: GPL-3.0-or-later
// RunStore: import of published reference results (resources/reference/published_results.csv).
#include "core/store/run_store.h"

#include "core/io/reference_csv.h"
#include "core/store/store_sql.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>

namespace rb {

using namespace storesql;

int RunStore::importReferenceCsv(const QString &csvPath, QString *error)
{
    if (!isOpen()) {
        if (error)
            *error = QCoreApplication::translate("RunStore", "the database is not open");
        return -1;
    }
    QFile f(csvPath);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("RunStore", "cannot read %1: %2")
                         .arg(csvPath, f.errorString());
        return -1;
    }
    return insertReferences(f.readAll(), csvPath, error);
}

// Parses and inserts the references in ONE transaction, and records the import in app_meta
// ("references_imported" = origin, count and time). An empty csv only records the decision.
int RunStore::insertReferences(const QByteArray &csv, const QString &origin, QString *error,
                               bool ownTransaction)
{
    std::vector<ReferenceResult> refs;
    if (!csv.isEmpty()) {
        QString parseError;
        auto parsed = ReferenceCsv::parseReferences(csv, &parseError);
        if (!parsed) {
            if (error)
                *error = QCoreApplication::translate("RunStore", "reference data %1: %2")
                             .arg(origin, parseError);
            return -1;
        }
        refs = std::move(*parsed);
    }
    QSqlDatabase db = database();
    if (ownTransaction && !beginWrite(db, error))
        return -1;
    auto fail = [&] {
        if (ownTransaction)
            db.rollback();
        return -1;
    };
    QSqlQuery q(db);
    for (const ReferenceResult &r : refs) {
        const qint64 configId = storesql::upsertConfiguration(db, r.config, error);
        if (configId == 0)
            return fail();
        q.prepare(QStringLiteral(
            "INSERT INTO reference_result (configuration_id, source, statistic, metric, value, "
            "unit, note) VALUES (?, ?, ?, ?, ?, ?, ?)"));
        q.addBindValue(configId);
        q.addBindValue(notNull(r.source));
        q.addBindValue(text(r.statistic));
        q.addBindValue(notNull(r.metric));
        q.addBindValue(r.value);
        q.addBindValue(notNull(r.unit));
        q.addBindValue(notNull(r.note));
        if (!exec(q, QStringLiteral("reference insert"), error))
            return fail();
    }
    q.prepare(QStringLiteral("INSERT INTO app_meta (key, value) VALUES (?, ?) "
                             "ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    q.addBindValue(QStringLiteral("references_imported"));
    q.addBindValue(QStringLiteral("%1; %2 rows; %3")
                       .arg(origin)
                       .arg(refs.size())
                       .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate)));
    if (!exec(q, QStringLiteral("app_meta"), error))
        return fail();
    if (ownTransaction && !db.commit()) {
        if (error)
            *error = storesql::userMessage(db.lastError());
        return fail();
    }
    return static_cast<int>(refs.size());
}

} // namespace rb
