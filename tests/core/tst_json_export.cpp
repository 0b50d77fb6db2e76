// SPDX-License-Identifier: GPL-3.0-or-later
// JSON export -> import reproduces runs exactly; CSV exports are tidy and exact.
#include "core/io/csv_export.h"
#include "core/io/json_export.h"
#include "core/store/reference_csv.h"
#include "core/store/run_store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace rb;

namespace {

Run sampleRun(const QString &kernel, RunStatus status)
{
    Run r;
    r.config.board = "qemu";
    r.config.core = "cortex-m3";
    r.config.toolchain = "gcc";
    r.config.cflags = "-O2";
    r.config.optLevel = "-O2";
    r.config.clockHz = 120'000'000;
    r.config.kernel = kernel;
    r.config.kernelConfig = {{"configUSE_PREEMPTION", "1"}};
    r.config.timingMethod = "icount";
    r.config.timerEmulated = true;
    r.config.extra = {{"machine", "netduino2"}, {"note", QString::fromUtf8("中文, \"x\"")}};
    r.source = "measured";
    r.startedAt = QDateTime(QDate(2025, 1, 2), QTime(3, 4, 5, 678), Qt::UTC);
    r.finishedAt = r.startedAt.addMSecs(1500);
    r.status = status;
    r.statusReason = status == RunStatus::Complete ? QString() : QString("no END line");
    r.footprint.text = 4096;
    r.footprint.data = 12;
    r.toolVersions = {{"qemu", "7.2.0"}};
    r.rawLog = QByteArray("HELLO\r\n\x00\x01\xfe\xff binary", 17);
    r.notes = QString::fromUtf8("第一次 run,\nline two");
    r.tags = {"b", "a"};
    r.experiment = "e1";
    CaseResult c;
    c.metric = "yield_round_trip";
    c.unit = "ticks";
    c.iterations = 6;
    c.warmup = 100;
    c.coldSample = 1000;
    c.overhead = 10;
    c.switches = 2;
    c.checks = {{"alternated", 1}};
    c.samples = {500, 502, 499, 510, 501, 600};
    r.cases.push_back(c);
    CaseResult e;
    e.metric = "cal_extremes";
    e.unit = "ticks";
    e.status = "fail";
    e.samples = {std::numeric_limits<qint64>::min(), -1, 0, std::numeric_limits<qint64>::max()};
    r.cases.push_back(e);
    CaseResult empty;
    empty.metric = "irq_response";
    empty.unit = "cycles";
    empty.status = "unsupported";
    r.cases.push_back(empty);
    return r;
}

void compareRuns(const Run &a, const Run &b)
{
    QVERIFY(a.config == b.config);
    QCOMPARE(a.source, b.source);
    QCOMPARE(a.startedAt, b.startedAt);
    QCOMPARE(a.finishedAt, b.finishedAt);
    QCOMPARE(a.status, b.status);
    QCOMPARE(a.statusReason, b.statusReason);
    QCOMPARE(a.firmwareSha256, b.firmwareSha256);
    QCOMPARE(a.footprint.text, b.footprint.text);
    QCOMPARE(a.footprint.rodata, b.footprint.rodata);
    QCOMPARE(a.footprint.data, b.footprint.data);
    QCOMPARE(a.footprint.bss, b.footprint.bss);
    QCOMPARE(a.toolVersions, b.toolVersions);
    QCOMPARE(a.rawLog, b.rawLog);
    QCOMPARE(a.notes, b.notes);
    QCOMPARE(a.tags, b.tags);
    QCOMPARE(a.experiment, b.experiment);
    QCOMPARE(a.workbenchVersion, b.workbenchVersion);
    QCOMPARE(a.cases.size(), b.cases.size());
    for (size_t i = 0; i < a.cases.size(); ++i) {
        const CaseResult &x = a.cases[i];
        const CaseResult &y = b.cases[i];
        QCOMPARE(x.metric, y.metric);
        QCOMPARE(x.unit, y.unit);
        QCOMPARE(x.status, y.status);
        QCOMPARE(x.iterations, y.iterations);
        QCOMPARE(x.warmup, y.warmup);
        QCOMPARE(x.coldSample, y.coldSample);
        QCOMPARE(x.overhead, y.overhead);
        QCOMPARE(x.switches, y.switches);
        QCOMPARE(x.checks, y.checks);
        QVERIFY(x.samples == y.samples);
        QCOMPARE(x.summaryJson, y.summaryJson);
    }
}

} // namespace

class TstJsonExport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void exportImportRoundTrip();
    void documentShape();
    void refusesForeignDocuments_data();
    void refusesForeignDocuments();
    void failedImportStoresNothing();
    void csvSamples();
    void csvSummaries();
};

void TstJsonExport::exportImportRoundTrip()
{
    QTemporaryDir dir;
    RunStore a, b;
    QString err;
    QVERIFY2(a.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    QVERIFY2(b.open(dir.filePath("b.db"), &err, false), qPrintable(err));
    Run filler = sampleRun("dummy", RunStatus::Complete); // so that ids differ between dbs
    QVERIFY(b.saveRun(filler, &err));
    Run r1 = sampleRun("freertos", RunStatus::Complete);
    Run r2 = sampleRun("zephyr", RunStatus::Incomplete);
    r2.rawLog = QByteArray(); // no log at all
    r2.config.clockHz.reset();
    Run r3 = sampleRun("threadx", RunStatus::Failed);
    for (Run *r : {&r1, &r2, &r3})
        QVERIFY2(a.saveRun(*r, &err), qPrintable(err));
    std::vector<Run> originals;
    for (qint64 id : {r1.id, r2.id, r3.id})
        originals.push_back(*a.loadRun(id));

    const QByteArray doc = JsonExport::exportDocument(originals);
    const auto ids = JsonExport::importDocument(b, doc, &err);
    QVERIFY2(ids.has_value(), qPrintable(err));
    QCOMPARE(ids->size(), size_t(3));
    for (size_t i = 0; i < ids->size(); ++i) {
        QVERIFY((*ids)[i] != originals[i].id); // new ids
        QString why;
        const auto imported = b.loadRun((*ids)[i], true, true, &why);
        QVERIFY2(imported.has_value(), qPrintable(why));
        compareRuns(originals[i], *imported);
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(!b.loadRun((*ids)[1])->config.clockHz.has_value());
    // Exporting the imported runs gives the same document apart from ids and the time.
    std::vector<Run> again;
    for (qint64 id : *ids)
        again.push_back(*b.loadRun(id));
    const QDateTime t = QDateTime::currentDateTimeUtc();
    auto strip = [](QByteArray json) {
        QJsonObject o = QJsonDocument::fromJson(json).object();
        QJsonArray runs = o.value("runs").toArray();
        for (qsizetype i = 0; i < runs.size(); ++i) {
            QJsonObject r = runs[i].toObject();
            r.remove("id");
            runs[i] = r;
        }
        o.insert("runs", runs);
        return QJsonDocument(o).toJson();
    };
    QCOMPARE(strip(JsonExport::exportDocument(again, t)),
             strip(JsonExport::exportDocument(originals, t)));
}

void TstJsonExport::documentShape()
{
    Run r = sampleRun("freertos", RunStatus::Complete);
    r.id = 7;
    const QDateTime t(QDate(2025, 6, 1), QTime(12, 0), Qt::UTC);
    const QJsonObject o = QJsonDocument::fromJson(JsonExport::exportDocument({r}, t)).object();
    QCOMPARE(o.value("format").toString(), QString("rtosbench-export"));
    QCOMPARE(o.value("version").toInt(), 1);
    QCOMPARE(o.value("exported_at").toString(), QString("2025-06-01T12:00:00.000Z"));
    const QJsonObject run = o.value("runs").toArray().at(0).toObject();
    QCOMPARE(run.value("id").toInteger(), 7);
    QCOMPARE(run.value("status").toString(), QString("complete"));
    QCOMPARE(run.value("configuration").toObject(), r.config.toJson());
    QCOMPARE(run.value("configuration_hash").toString(), r.config.hash());
    QCOMPARE(QByteArray::fromBase64(run.value("raw_log_base64").toString().toLatin1()), r.rawLog);
    const QJsonArray cases = run.value("cases").toArray();
    QCOMPARE(cases.size(), 3);
    QCOMPARE(cases.at(0).toObject().value("samples").toArray().size(), 6);
    // Extreme int64 samples are written as exact integers.
    const QByteArray text = JsonExport::exportDocument({r}, t);
    QVERIFY(text.contains("-9223372036854775808"));
    QVERIFY(text.contains("9223372036854775807"));
}

void TstJsonExport::refusesForeignDocuments_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("not json") << QByteArray("{oops") << "not valid JSON";
    QTest::newRow("array") << QByteArray("[]") << "not an rtosbench export";
    QTest::newRow("other format") << QByteArray(R"({"format":"x","version":1,"runs":[]})")
                                  << "not an rtosbench export";
    QTest::newRow("newer") << QByteArray(R"({"format":"rtosbench-export","version":9,"runs":[]})")
                           << "version 9";
    QTest::newRow("bad status") << QByteArray(R"({"format":"rtosbench-export","version":1,
        "runs":[{"configuration":{},"status":"done","cases":[]}]})")
                                << "unknown run status";
    QTest::newRow("fractional sample") << QByteArray(R"({"format":"rtosbench-export","version":1,
        "runs":[{"configuration":{},"status":"complete","cases":[{"metric":"m","unit":"ticks",
        "samples":[1,2.5]}]}]})") << "runs[0].cases[0].samples[1]";
    QTest::newRow("bad base64") << QByteArray(R"({"format":"rtosbench-export","version":1,
        "runs":[{"configuration":{},"status":"complete","raw_log_base64":"@@@","cases":[]}]})")
                                << "base64";
}

void TstJsonExport::refusesForeignDocuments()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QString err;
    QVERIFY(!JsonExport::parseDocument(json, &err).has_value());
    QVERIFY2(err.contains(message), qPrintable(err));
}

void TstJsonExport::failedImportStoresNothing()
{
    QTemporaryDir dir;
    RunStore s;
    QString err;
    QVERIFY2(s.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    Run good = sampleRun("freertos", RunStatus::Complete);
    Run bad = sampleRun("zephyr", RunStatus::Complete);
    bad.cases[1].metric = bad.cases[0].metric; // violates UNIQUE(run_id, metric)
    const QByteArray doc = JsonExport::exportDocument({good, good, bad});
    QVERIFY(!JsonExport::importDocument(s, doc, &err).has_value());
    QVERIFY(!err.isEmpty());
    QCOMPARE(s.listRuns().size(), size_t(0));
}

void TstJsonExport::csvSamples()
{
    Run r = sampleRun("freertos", RunStatus::Complete);
    r.id = 3;
    const QByteArray csv = CsvExport::samples({r}, true);
    QVERIFY(csv.startsWith("\xEF\xBB\xBF"
                           "run_id,metric,index,value,unit,corrected\n"));
    QVERIFY(!CsvExport::samples({r}, false).startsWith("\xEF\xBB\xBF"));
    QString err;
    const auto rows = ReferenceCsv::parseCsv(csv, &err);
    QVERIFY(rows.has_value());
    QCOMPARE(rows->size(), size_t(1 + 6 + 4));
    QCOMPARE((*rows)[1], QStringList({"3", "yield_round_trip", "0", "500", "ticks", "490"}));
    QCOMPARE((*rows)[6], QStringList({"3", "yield_round_trip", "5", "600", "ticks", "590"}));
    QCOMPARE((*rows)[7][3], QString("-9223372036854775808"));
    QCOMPARE((*rows)[10][3], QString("9223372036854775807"));
    QCOMPARE((*rows)[10][5], QString("9223372036854775807")); // no overhead: corrected = raw
}

void TstJsonExport::csvSummaries()
{
    Run r = sampleRun("freertos", RunStatus::Complete);
    r.id = 3;
    QString err;
    const auto rows = ReferenceCsv::parseCsv(CsvExport::caseSummaries({r}, true), &err);
    QVERIFY(rows.has_value());
    QCOMPARE(rows->size(), size_t(1 + 3));
    const QStringList header = (*rows)[0];
    QCOMPARE(header, CsvExport::caseSummaryHeader());
    auto col = [&](int row, const char *key) {
        const qsizetype i = header.indexOf(QLatin1String(key));
        return i < 0 ? QStringLiteral("<missing>") : (*rows)[row].at(i);
    };
    QCOMPARE(col(1, "run_id"), QString("3"));
    QCOMPARE(col(1, "kernel"), QString("freertos"));
    QCOMPARE(col(1, "clock_hz"), QString("120000000"));
    QCOMPARE(col(1, "metric"), QString("yield_round_trip"));
    QCOMPARE(col(1, "n"), QString("6"));
    QCOMPARE(col(1, "min"), QString("489")); // 499 - 10
    QCOMPARE(col(1, "max"), QString("590")); // 600 - 10
    QCOMPARE(col(1, "overhead"), QString("10"));
    QCOMPARE(col(1, "tags"), QString("b;a"));
    QCOMPARE(col(3, "n"), QString("0"));
    QCOMPARE(col(3, "median"), QString());
    QCOMPARE(col(3, "status"), QString("unsupported"));
}

QTEST_GUILESS_MAIN(TstJsonExport)
#include "tst_json_export.moc"
