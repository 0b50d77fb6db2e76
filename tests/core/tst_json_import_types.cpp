// SPDX-License-Identifier: GPL-3.0-or-later
// JSON import refuses wrong types (issue 13 item 14) and says what is wrong in the user's terms,
// never with the database's SQL text (item 18). A refused file imports nothing.
#include "core/io/json_export.h"
#include "core/store/run_store.h"
#include "core/store/store_sql.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace rb;

namespace {

Run sampleRun(const QString &kernel)
{
    Run r;
    r.config.board = "qemu";
    r.config.toolchain = "gcc";
    r.config.optLevel = "-Os";
    r.config.clockHz = 72'000'000;
    r.config.kernel = kernel;
    r.config.timingMethod = "icount";
    r.source = "measured";
    r.status = RunStatus::Complete;
    r.rawLog = QByteArray("HELLO 0 proto=1\n");
    for (const char *metric : {"yield_round_trip", "sem_ping_pong"}) {
        CaseResult c;
        c.metric = metric;
        c.unit = "ticks";
        c.overhead = 1;
        c.samples = {10, 11, 12};
        r.cases.push_back(c);
    }
    return r;
}

QJsonObject exported()
{
    return QJsonDocument::fromJson(
               JsonExport::exportDocument({sampleRun("freertos"), sampleRun("zephyr")}))
        .object();
}

void put(QJsonObject &o, const QString &key, const QJsonValue &value)
{
    if (value.isUndefined())
        o.remove(key);
    else
        o.insert(key, value);
}

// Sets doc.runs[run].<path...> = value (an undefined value removes the key).
QByteArray with(QJsonObject doc, int run, const QStringList &path, const QJsonValue &value)
{
    QJsonArray runs = doc.value("runs").toArray();
    QJsonObject r = runs[run].toObject();
    if (path.size() == 2 && path[0] == "configuration") {
        QJsonObject c = r.value("configuration").toObject();
        put(c, path[1], value);
        r.insert("configuration", c);
    } else if (path.size() == 3 && path[0] == "cases") {
        QJsonArray cases = r.value("cases").toArray();
        QJsonObject c = cases[path[1].toInt()].toObject();
        put(c, path[2], value);
        cases[path[1].toInt()] = c;
        r.insert("cases", cases);
    } else {
        put(r, path[0], value);
    }
    runs[run] = r;
    doc.insert("runs", runs);
    return QJsonDocument(doc).toJson();
}

// runs[1].cases[0]: no samples, a summary of 3 (marked summary_only: an imported suite's).
QByteArray withSummaryOnly(const QJsonObject &doc, bool summaryOnly)
{
    QJsonObject summary{{"n", 3}, {"median", 11}, {"summary_only", summaryOnly}};
    const QJsonObject d =
        QJsonDocument::fromJson(with(doc, 1, {"cases", "0", "samples"}, QJsonArray())).object();
    QJsonObject d2 =
        QJsonDocument::fromJson(with(d, 1, {"cases", "0", "sample_count"}, 0)).object();
    return with(d2, 1, {"cases", "0", "summary"}, summary);
}

} // namespace

class TstJsonImportTypes : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    RunStore m_store;

    int storedRuns()
    {
        QSqlQuery q(m_store.database());
        if (!q.exec("SELECT COUNT(*) FROM run") || !q.next())
            return -1;
        return q.value(0).toInt();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_store.open(m_dir.filePath("types.db"), &error, false), qPrintable(error));
    }

    void goodDocumentImports()
    {
        QString error;
        const auto ids =
            JsonExport::importDocument(m_store, QJsonDocument(exported()).toJson(), &error);
        QVERIFY2(ids.has_value(), qPrintable(error));
        QCOMPARE(ids->size(), std::size_t(2));
        const auto run = m_store.loadRun(ids->at(1));
        QVERIFY(run);
        QCOMPARE(run->config.clockHz, std::optional<qint64>(72'000'000));
        QCOMPARE(run->cases.size(), std::size_t(2));
        QVERIFY(m_store.deleteRun(ids->at(0), &error));
        QVERIFY(m_store.deleteRun(ids->at(1), &error));
    }

    void importedSummaryStandsWithoutSamples()
    {
        QString error;
        const auto ids =
            JsonExport::importDocument(m_store, withSummaryOnly(exported(), true), &error);
        QVERIFY2(ids.has_value(), qPrintable(error));
        const auto run = m_store.loadRun(ids->at(1));
        QVERIFY(run && run->cases[0].samples.empty());
        QVERIFY(run->cases[0].summaryJson.contains("summary_only"));
        QVERIFY(m_store.deleteRun(ids->at(0), &error));
        QVERIFY(m_store.deleteRun(ids->at(1), &error));
    }

    void wrongTypesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        const QJsonObject doc = exported();
        QTest::newRow("clock_hz string") << with(doc, 1, {"configuration", "clock_hz"}, "72000000")
                                         << "runs[1].configuration.clock_hz";
        QTest::newRow("clock_hz word") << with(doc, 1, {"configuration", "clock_hz"}, "fast")
                                       << "runs[1].configuration.clock_hz";
        QTest::newRow("clock_hz fraction")
            << with(doc, 1, {"configuration", "clock_hz"}, 72000000.5)
            << "runs[1].configuration.clock_hz";
        QTest::newRow("kernel number")
            << with(doc, 0, {"configuration", "kernel"}, 7) << "runs[0].configuration.kernel";
        QTest::newRow("timer_emulated string")
            << with(doc, 0, {"configuration", "timer_emulated"}, "yes")
            << "runs[0].configuration.timer_emulated";
        QTest::newRow("samples string")
            << with(doc, 1, {"cases", "0", "samples"}, "oops") << "runs[1].cases[0].samples";
        QTest::newRow("samples object")
            << with(doc, 1, {"cases", "0", "samples"}, QJsonObject{{"a", 1}})
            << "runs[1].cases[0].samples";
        QTest::newRow("samples missing")
            << with(doc, 1, {"cases", "0", "samples"}, QJsonValue(QJsonValue::Undefined))
            << "runs[1].cases[0].samples";
        QTest::newRow("sample not an integer")
            << with(doc, 1, {"cases", "1", "samples"}, QJsonArray{1, "2", 3})
            << "runs[1].cases[1].samples[1]";
        QTest::newRow("summary without samples")
            << withSummaryOnly(doc, false) << "runs[1].cases[0].summary";
        QTest::newRow("sample_count disagrees")
            << with(doc, 0, {"cases", "1", "sample_count"}, 7) << "runs[0].cases[1].sample_count";
        QTest::newRow("overhead fraction")
            << with(doc, 0, {"cases", "0", "overhead"}, 1.5) << "runs[0].cases[0].overhead";
        QTest::newRow("metric number")
            << with(doc, 0, {"cases", "0", "metric"}, 3) << "runs[0].cases[0].metric";
        QTest::newRow("cases object") << with(doc, 0, {"cases"}, QJsonObject()) << "runs[0].cases";
        QTest::newRow("tags string") << with(doc, 1, {"tags"}, "a,b") << "runs[1].tags";
        QTest::newRow("notes number") << with(doc, 1, {"notes"}, 1) << "runs[1].notes";
        QTest::newRow("started_at not a time")
            << with(doc, 1, {"started_at"}, "yesterday") << "runs[1].started_at";
    }
    void wrongTypesAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        QString error;
        const auto ids = JsonExport::importDocument(m_store, json, &error);
        QVERIFY2(!ids.has_value(), "a document with a wrong type was imported");
        QVERIFY2(error.startsWith(path + ": "), qPrintable(error));
        QCOMPARE(storedRuns(), 0); // nothing from that file
    }

    // Item 18: a duplicate metric is said in the user's terms, with its JSON path.
    void duplicateMetricInUserTerms()
    {
        const QByteArray json =
            with(exported(), 1, {"cases", "1", "metric"}, QStringLiteral("yield_round_trip"));
        QString error;
        QVERIFY(!JsonExport::importDocument(m_store, json, &error).has_value());
        QVERIFY2(error.contains("runs[1].cases[1].metric"), qPrintable(error));
        QVERIFY2(error.contains("yield_round_trip"), qPrintable(error));
        for (const char *sql : {"UNIQUE", "constraint", "fetch row", "INSERT", "case_result"})
            QVERIFY2(!error.contains(QLatin1String(sql), Qt::CaseInsensitive), qPrintable(error));
        QCOMPARE(storedRuns(), 0);
    }

    void storeSaysDuplicateMetricInUserTerms()
    {
        Run r = sampleRun("freertos");
        r.cases[1].metric = r.cases[0].metric;
        QString error;
        QVERIFY(!m_store.saveRun(r, &error));
        QVERIFY2(error.contains("yield_round_trip"), qPrintable(error));
        for (const char *sql : {"UNIQUE", "constraint", "fetch row", "INSERT", "case_result"})
            QVERIFY2(!error.contains(QLatin1String(sql), Qt::CaseInsensitive), qPrintable(error));
        QCOMPARE(storedRuns(), 0);
    }

    void databaseErrorsInUserTerms()
    {
        // What SQLite says (primary and extended codes) becomes plain words, never its SQL text.
        const struct {
            const char *code;
            const char *says;
        } cases[] = {{"2067", "must be unique"},
                     {"19", "must be unique"},
                     {"5", "busy"},
                     {"517", "busy"},
                     {"8", "read-only"},
                     {"13", "disk is full"},
                     {"11", "damaged"},
                     {"1", "SQLite code 1"}};
        for (const auto &c : cases) {
            const QSqlError e("UNIQUE constraint failed: case_result.run_id, case_result.metric",
                              "Unable to fetch row", QSqlError::StatementError, c.code);
            const QString m = storesql::userMessage(e);
            QVERIFY2(m.contains(QLatin1String(c.says)), qPrintable(m));
            QVERIFY2(!m.contains("UNIQUE") && !m.contains("fetch row") &&
                         !m.contains("case_result"),
                     qPrintable(m));
        }
    }

    void cleanupTestCase()
    {
        QSqlQuery q(m_store.database());
        QVERIFY(q.exec("PRAGMA integrity_check"));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QString("ok"));
    }
};

QTEST_GUILESS_MAIN(TstJsonImportTypes)
#include "tst_json_import_types.moc"
