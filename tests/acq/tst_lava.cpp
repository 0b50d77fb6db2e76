// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 40: a configuration as a LAVA job (LavaJob) and a LAVA job log read back
// (LavaLogParser). cli_test_lava runs the same through lava-run for real.
#include "acq/lava_job.h"
#include "acq/lava_server.h"
#include "acq/qemu_board.h"
#include "core/io/lava_log.h"

#include <QTest>

using namespace rb;

class TstLava : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void qemuOptionsAreQemuBoards();
    void definitionCarriesIdentity();
    void definitionRefusesUnsafeFields();
    void openOcdScriptKeepsGd32BoardsOrder();
    void logCaptureUpToDone();
    void logServerFormatAndTags();
    void logStopsAtLavaInput();
    void logWithoutRecordsIsRefused();
    void jobIdentityNamesTheRuns();
};

namespace {
LavaJobSpec spec()
{
    LavaJobSpec s;
    s.board = QStringLiteral("qemu");
    s.planId = QStringLiteral("1d44a3ed07d0e391");
    s.planIndex = 1;
    s.planSize = 2;
    s.label = QStringLiteral("baremetal qemu -Os icount 'quoted'");
    s.experiment = QStringLiteral("lava");
    s.buildId = QStringLiteral("17d3515696624d45");
    s.firmwareSha256 = QString(64, QLatin1Char('a'));
    s.elfPath = QStringLiteral("/tmp/a b/rtosbench-fw.elf");
    return s;
}

QByteArray rec(const char *lvl, const QByteArray &msgJson)
{
    return QByteArray("{\"dt\": \"2026-12-03T11:25:42.295079\", \"lvl\": \"") + lvl +
           "\", \"msg\": " + msgJson + "}\n";
}
QByteArray target(const QByteArray &line)
{
    return rec("target", '"' + line + '"');
}
} // namespace

void TstLava::qemuOptionsAreQemuBoards()
{
    const QStringList opts = LavaJob::qemuOptions();
    QStringList cmd = QemuBoard::defaultCommand(QStringLiteral("X.elf"));
    cmd.removeFirst();
    cmd.removeLast();
    cmd.removeLast(); // -kernel X.elf
    QCOMPARE(opts.join(QLatin1Char(' ')), cmd.join(QLatin1Char(' ')));
    QVERIFY(opts.contains(QStringLiteral("-icount shift=0")));
    QVERIFY(opts.contains(QStringLiteral("-M netduino2")));
}

void TstLava::definitionCarriesIdentity()
{
    QString error;
    const auto yaml = LavaJob::definition(spec(), &error);
    QVERIFY2(yaml, qPrintable(error));
    QVERIFY(yaml->contains("device_type: rtosbench-qemu-netduino2\n"));
    QVERIFY(yaml->contains("url: 'file:///tmp/a%20b/rtosbench-fw.elf'"));
    const auto meta = LavaJob::readMetadata(*yaml, &error);
    QVERIFY2(meta, qPrintable(error));
    QCOMPARE(meta->planId, spec().planId);
    QCOMPARE(meta->planIndex, 1);
    QCOMPARE(meta->label, spec().label); // '' unquoted back to '
    QCOMPARE(meta->buildId, spec().buildId);
    QCOMPARE(meta->firmwareSha256, spec().firmwareSha256);
    QCOMPARE(LavaJob::fileName(0), QStringLiteral("job-001.yaml"));
}

void TstLava::definitionRefusesUnsafeFields()
{
    QString error;
    LavaJobSpec s = spec();
    s.label += QStringLiteral("\nactions: []");
    QVERIFY(!LavaJob::definition(s, &error));
    s = spec();
    s.board = QStringLiteral("host");
    QVERIFY(!LavaJob::definition(s, &error));
    s = spec();
    s.firmwareSha256 = QStringLiteral("zz");
    QVERIFY(!LavaJob::definition(s, &error));
    QVERIFY(!LavaJob::readMetadata("metadata:\n  rtosbench.plan_id: 'x'\n", &error));
}

void TstLava::openOcdScriptKeepsGd32BoardsOrder()
{
    OpenOcdOptions o;
    o.probe = QStringLiteral("jlink");
    o.adapterKhz = 4000;
    QCOMPARE(
        LavaJob::openOcdScript(o),
        QByteArray("# rtosbench: the GD32F103 set-up of Gd32Board (src/acq/openocd_flasher.cpp)\n"
                   "source [find interface/jlink.cfg]\ntransport select swd\nset CPUTAPID 0\n"
                   "source [find target/stm32f1x.cfg]\nadapter speed 4000\n"));
}

void TstLava::logCaptureUpToDone()
{
    const QByteArray sha(64, 'b');
    QByteArray log;
    log += rec("info", "\"lava-dispatcher, installed at version: 2023.01\"");
    log += target("noise before the boot");
    log += rec("results", "{\"case\": \"file-download\", \"extra\": {\"label\": \"kernel\", "
                          "\"sha256sum\": \"" +
                              sha + "\"}, \"result\": \"pass\"}");
    log += rec("info", "\"start: 2 boot-image-retry (timeout 00:02:00) [common]\"");
    log += rec("info", "\"Boot command: /usr/bin/qemu-system-arm -M netduino2 -kernel /x.elf\"");
    log += target("boot noise");
    log += target("HELLO 0 proto=1 *E38145A1");
    log += target("COND 1 kernel_version=a%22b \\\"q\\\" *00000000");
    log += target("DONE 2 status=ok *00000000");
    log += target("after DONE");
    QString error;
    const auto l = LavaLogParser::parse(log, QStringLiteral("kernel"), &error);
    QVERIFY2(l, qPrintable(error));
    QCOMPARE(l->capture, QByteArray("HELLO 0 proto=1 *E38145A1\nCOND 1 kernel_version=a%22b "
                                    "\"q\" *00000000\nDONE 2 status=ok *00000000\n"));
    QVERIFY(l->doneSeen);
    QCOMPARE(l->firmwareSha256, QString::fromLatin1(sha));
    QCOMPARE(l->bootCommand,
             QStringLiteral("/usr/bin/qemu-system-arm -M netduino2 -kernel /x.elf"));
    QCOMPARE(l->toolVersions.value(QStringLiteral("lava-dispatcher")), QStringLiteral("2023.01"));
}

void TstLava::logServerFormatAndTags()
{
    // lava-server keeps "- {...}"; LAVA writes a non-specific tag before some values.
    QByteArray log;
    log += "- " + rec("results", "{\"case\": \"file-download\", \"extra\": {\"label\": \"binary\", "
                                 "\"size\": ! \"134844\", \"sha256sum\": \"cafe\"}}");
    log += "- " + rec("info", "\"start: 2 boot-openocd-image (timeout 00:02:00) [common]\"");
    log += "- " + target("HELLO 0 x=! \\\"y\\\" *1");
    log += "- " + rec("exception", "\"lava-test-monitor timed out after 2 seconds\"");
    log += "- " + rec("results", "{\"case\": \"job\", \"error_msg\": \"lava-test-monitor timed "
                                 "out after 2 seconds\", \"result\": \"fail\"}");
    QString error;
    const auto l = LavaLogParser::parse(log, QStringLiteral("binary"), &error);
    QVERIFY2(l, qPrintable(error));
    QCOMPARE(l->firmwareSha256, QStringLiteral("cafe"));
    QCOMPARE(l->capture, QByteArray("HELLO 0 x=! \"y\" *1\n")); // the console line untouched
    QVERIFY(!l->doneSeen);
    QCOMPARE(l->jobResult, QStringLiteral("fail"));
    QCOMPARE(l->jobError, QStringLiteral("lava-test-monitor timed out after 2 seconds"));
}

void TstLava::logStopsAtLavaInput()
{
    QByteArray log;
    log += rec("info", "\"start: 2 boot-qemu-image\"");
    log += target("HELLO 0 *1");
    log += target("CASE 1 id=x *2");
    log += rec("input", "\"poweroff\\n\"");
    log += target("poweroff");
    QString error;
    const auto l = LavaLogParser::parse(log, QStringLiteral("kernel"), &error);
    QVERIFY(l);
    QCOMPARE(l->capture, QByteArray("HELLO 0 *1\nCASE 1 id=x *2\n"));
}

void TstLava::logWithoutRecordsIsRefused()
{
    QString error;
    QVERIFY(!LavaLogParser::parse("HELLO 0 proto=1 *E38145A1\n", QStringLiteral("kernel"), &error));
    QVERIFY(error.contains(QLatin1String("not a LAVA job log")));
}

void TstLava::jobIdentityNamesTheRuns()
{
    // Issue 40: a job collected twice is recognised by its runs' uids, derived from the job.
    QString error;
    const auto server = LavaServer::make(QStringLiteral("HTTPS://Lava.Example:8443/lab"),
                                         QStringLiteral("t"), &error);
    QVERIFY2(server, qPrintable(error));
    QCOMPARE(server->identity(), QStringLiteral("https://lava.example:8443/lab/"));
    QCOMPARE(
        LavaServer::make(QStringLiteral("https://lava.example:443"), QStringLiteral("t"), &error)
            ->identity(),
        QStringLiteral("https://lava.example/"));
    const QString job = LavaJob::serverJobIdentity(server->identity(), 1201);
    QCOMPARE(job, QStringLiteral("lava-server https://lava.example:8443/lab/ job 1201"));
    const QString uid = LavaJob::runUid(job, 0);
    QCOMPARE(uid.size(), 36);
    QCOMPARE(uid.at(14), QLatin1Char('5')); // a name-based UUID (version 5)
    QCOMPARE(LavaJob::runUid(job, 0), uid);
    QVERIFY(LavaJob::runUid(job, 1) != uid);
    QVERIFY(LavaJob::runUid(LavaJob::serverJobIdentity(server->identity(), 1202), 0) != uid);
    const QByteArray log = target("HELLO 0 *1");
    QCOMPARE(LavaJob::logIdentity(log), LavaJob::logIdentity(QByteArray(log)));
    QVERIFY(LavaJob::logIdentity(log) != LavaJob::logIdentity(log + target("DONE 1 *2")));
    QVERIFY(LavaJob::logIdentity(log).startsWith(QLatin1String("lava-log sha256:")));
}

QTEST_GUILESS_MAIN(TstLava)
#include "tst_lava.moc"
