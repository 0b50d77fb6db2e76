// SPDX-License-Identifier: GPL-3.0-or-later
// RFC 4180 parsing, the published reference table and its import into a new database.
#include "core/store/reference_csv.h"
#include "core/store/run_store.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace rb;

namespace {

QByteArray publishedCsv()
{
    QFile f(RTOSBENCH_SOURCE_DIR "/resources/reference/published_results.csv");
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const char *kHeader = "source,board,mcu,core,clock_mhz,compiler,cflags,timing_method,"
                      "kernel_profile,statistic,rtos,rtos_version,metric,value,unit,note\n";

} // namespace

class TstReferenceCsv : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rfc4180();
    void rfc4180Errors_data();
    void rfc4180Errors();
    void optLevel_data();
    void optLevel();
    void publishedTable();
    void unknownConditionsStayUnknown();
    void importedOnceIntoNewDatabase();
    void importFileIsAtomic();
};

void TstReferenceCsv::rfc4180()
{
    QString err;
    const auto r = ReferenceCsv::parseCsv(
        "\xEF\xBB\xBF"
        "a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\r\n\"multi\nline\",中文,\"\"\n"
        "last,,\"q\"",
        &err);
    QVERIFY2(r.has_value(), qPrintable(err));
    QCOMPARE(r->size(), size_t(4));
    QCOMPARE((*r)[0], QStringList({"a", "b", "c"}));
    QCOMPARE((*r)[1], QStringList({"x, y", "say \"hi\"", ""}));
    QCOMPARE((*r)[2], QStringList({"multi\nline", QString::fromUtf8("中文"), ""}));
    QCOMPARE((*r)[3], QStringList({"last", "", "q"}));
    // A trailing newline does not make an empty record.
    QCOMPARE(ReferenceCsv::parseCsv("a,b\n1,2\n", &err)->size(), size_t(2));
}

void TstReferenceCsv::rfc4180Errors_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::newRow("unterminated") << QByteArray("a,\"b\n1,2\n");
    QTest::newRow("quote inside") << QByteArray("a,b\"c\n");
    QTest::newRow("text after quote") << QByteArray("\"a\"b,c\n");
}

void TstReferenceCsv::rfc4180Errors()
{
    QFETCH(QByteArray, csv);
    QString err;
    QVERIFY(!ReferenceCsv::parseCsv(csv, &err).has_value());
    QVERIFY(err.contains("line"));
}

void TstReferenceCsv::optLevel_data()
{
    QTest::addColumn<QString>("cflags");
    QTest::addColumn<QString>("opt");
    QTest::newRow("Os") << "-Os"
                        << "-Os";
    QTest::newRow("last wins") << "-O0 -g -O2 -mthumb"
                               << "-O2";
    QTest::newRow("O") << "-mcpu=cortex-m3 -O"
                       << "-O";
    QTest::newRow("Ofast") << "-Ofast"
                           << "-Ofast";
    QTest::newRow("Oz") << "-Oz -flto"
                        << "-Oz";
    QTest::newRow("none") << "-mcpu=cortex-m3 -DFOO_O2"
                          << "";
    QTest::newRow("empty") << ""
                           << "";
}

void TstReferenceCsv::optLevel()
{
    QFETCH(QString, cflags);
    QFETCH(QString, opt);
    QCOMPARE(ReferenceCsv::optLevelFromCflags(cflags), opt);
}

void TstReferenceCsv::publishedTable()
{
    QString err;
    const auto refs = ReferenceCsv::parseReferences(publishedCsv(), &err);
    QVERIFY2(refs.has_value(), qPrintable(err));
    QCOMPARE(refs->size(), size_t(136));
    const ReferenceResult &first = refs->front();
    QCOMPARE(first.source,
             QString("Eight RTOSes on one GD32F103VET6 (article, GPIO + logic analyser)"));
    QCOMPARE(first.config.kernel, QString("bare-metal"));
    QVERIFY(first.config.kernelVersion.isEmpty()); // not stated
    QCOMPARE(first.config.clockHz, std::optional<qint64>(72'000'000));
    QCOMPARE(first.config.toolchain, QString("Arm Compiler 6 (AC6)"));
    QCOMPARE(first.config.optLevel, QString("-Os"));
    QCOMPARE(first.config.kernelProfile, QString("measured config, debug/assert off"));
    QCOMPARE(first.metric, QString("yield_round_trip"));
    QCOMPARE(first.value, 0.42);
    QCOMPARE(first.unit, QString("us"));
    QCOMPARE(first.note, QString("measurement chain floor: two GPIO writes, two calls, loop"));
    for (const ReferenceResult &r : *refs) {
        QCOMPARE(r.config.extra.value("provenance"),
                 QString("reference: published summary, not measured here"));
        // Conditions never stated stay unknown, never a default.
        QVERIFY(!r.config.timerEmulated.has_value());
        QVERIFY(!r.config.flashWaitStates.has_value());
        QVERIFY(r.config.debugger.isEmpty());
        if (r.config.cflags.isEmpty())
            QVERIFY(r.config.optLevel.isEmpty());
    }
    // Rows without a stated compiler keep it unknown.
    const auto noCompiler = std::find_if(refs->begin(), refs->end(), [](const ReferenceResult &r) {
        return r.config.toolchain.isEmpty();
    });
    QVERIFY(noCompiler != refs->end());
    QVERIFY(noCompiler->config.toolchain.isNull() || noCompiler->config.toolchain.isEmpty());
}

void TstReferenceCsv::unknownConditionsStayUnknown()
{
    // The shipped table states every clock: check an empty clock with our own row, through the
    // database (NULL, not 0 and not the 72 MHz of the reference board).
    QTemporaryDir dir;
    const QString csvPath = dir.filePath("refs.csv");
    QFile f(csvPath);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kHeader);
    f.write("\"Some article, 2020\",,,Cortex-M4,,,,,,mean,FreeRTOS,,sem_ping_pong,1.5,us,\n");
    f.write("\"Other, \"\"quoted\"\"\",b,m,c,108.5,gcc,-O2 -g,dwt,default,min,Zephyr,3.5.0,"
            "preempt,100,cycles,\"n, with comma\"\n");
    f.close();
    RunStore s;
    QString err;
    QVERIFY2(s.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    QCOMPARE(s.importReferenceCsv(csvPath, &err), 2);
    const auto refs = s.references();
    QCOMPARE(refs.size(), size_t(2));
    const ReferenceResult &a = refs[0];
    QVERIFY(!a.config.clockHz.has_value());
    QVERIFY(a.config.board.isEmpty());
    QVERIFY(a.config.toolchain.isEmpty());
    QVERIFY(a.config.optLevel.isEmpty());
    QVERIFY(a.config.kernelVersion.isEmpty());
    QCOMPARE(a.config.core, QString("Cortex-M4"));
    QCOMPARE(a.source, QString("Some article, 2020"));
    QVERIFY(a.config.toJson().value("clock_hz").isNull());
    QSqlQuery q(s.database());
    QVERIFY(q.exec("SELECT clock_hz IS NULL, board IS NULL, opt_level IS NULL FROM configuration "
                   "WHERE core = 'Cortex-M4'") &&
            q.next());
    QVERIFY(q.value(0).toBool() && q.value(1).toBool() && q.value(2).toBool());
    q.finish();
    const ReferenceResult &b = refs[1];
    QCOMPARE(b.source, QString("Other, \"quoted\""));
    QCOMPARE(b.config.clockHz, std::optional<qint64>(108'500'000));
    QCOMPARE(b.config.optLevel, QString("-O2"));
    QCOMPARE(b.note, QString("n, with comma"));
    QCOMPARE(b.value, 100.0);
}

void TstReferenceCsv::importedOnceIntoNewDatabase()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("new.db");
    RunStore s;
    QString err;
    QVERIFY2(s.open(path, &err), qPrintable(err));
    auto refs = s.references();
    QCOMPARE(refs.size(), size_t(136));
    QCOMPARE(refs.front().config.extra.value("provenance"),
             QString("reference: published summary, not measured here"));
    // Round trip through the database equals the parsed table.
    const auto parsed = ReferenceCsv::parseReferences(publishedCsv(), &err);
    for (size_t i = 0; i < refs.size(); ++i) {
        QVERIFY(refs[i].config == (*parsed)[i].config);
        QCOMPARE(refs[i].metric, (*parsed)[i].metric);
        QCOMPARE(refs[i].value, (*parsed)[i].value);
        QCOMPARE(refs[i].statistic, (*parsed)[i].statistic);
    }
    QSqlQuery q(s.database());
    QVERIFY(q.exec("SELECT value FROM app_meta WHERE key = 'references_imported'") && q.next());
    QVERIFY(q.value(0).toString().contains("136"));
    // A user deletes them: they do not come back on the next open.
    QVERIFY(q.exec("DELETE FROM reference_result"));
    q.finish();
    s.close();
    QVERIFY2(s.open(path, &err), qPrintable(err));
    QCOMPARE(s.references().size(), size_t(0));
}

void TstReferenceCsv::importFileIsAtomic()
{
    QTemporaryDir dir;
    const QString csvPath = dir.filePath("bad.csv");
    QFile f(csvPath);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kHeader);
    f.write("a,,,,,,,,,,k,,m,1,us,\n");
    f.write("b,,,,,,,,,,k,,m,not-a-number,us,\n");
    f.close();
    RunStore s;
    QString err;
    QVERIFY2(s.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    QCOMPARE(s.importReferenceCsv(csvPath, &err), -1);
    QVERIFY2(err.contains("record 3"), qPrintable(err));
    QCOMPARE(s.references().size(), size_t(0));
    QCOMPARE(s.importReferenceCsv(dir.filePath("missing.csv"), &err), -1);
}

QTEST_GUILESS_MAIN(TstReferenceCsv)
#include "tst_reference_csv.moc"
