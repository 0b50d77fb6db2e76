// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/store/reference_import.h"

#include "core/store/reference_csv.h"
#include "core/store/store_sql.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlQuery>

namespace rb::storesql {

int insertReferences(QSqlDatabase &db, const QByteArray &csv, const QString &origin, QString *error)
{
    std::vector<ReferenceResult> refs;
    if (!csv.isEmpty()) {
        QString parseError;
        auto parsed = ReferenceCsv::parseReferences(csv, &parseError);
        if (!parsed) {
            setError(error, QCoreApplication::translate("RunStore", "reference data %1: %2")
                                .arg(origin, parseError));
            return -1;
        }
        refs = std::move(*parsed);
    }
    QSqlQuery q(db);
    for (const ReferenceResult &r : refs) {
        const qint64 configId = upsertConfiguration(db, r.config, error);
        if (configId == 0)
            return -1;
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
            return -1;
    }
    q.prepare(QStringLiteral("INSERT INTO app_meta (key, value) VALUES (?, ?) "
                             "ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    q.addBindValue(QStringLiteral("references_imported"));
    q.addBindValue(QStringLiteral("%1; %2 rows; %3")
                       .arg(origin)
                       .arg(refs.size())
                       .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate)));
    if (!exec(q, QStringLiteral("app_meta"), error))
        return -1;
    return static_cast<int>(refs.size());
}

} // namespace rb::storesql
