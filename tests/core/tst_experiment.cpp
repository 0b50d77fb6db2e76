// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/experiment/experiment.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QtTest>

using namespace rb;

namespace {
QJsonObject parse(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}
} // namespace

class TstExperiment : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Issue 17 item 3: what the firmware build would refuse is found before a run, with the
    // reason; nothing of it reaches a board or the database (the CLI and the GUI both ask).
    void problemsBeforeARun()
    {
        QString error;
        const auto load = [&error](const char *json) {
            return Experiment::fromJson(QJsonDocument::fromJson(json).object(), &error);
        };
        auto ok = load(R"({"name":"a","board":"qemu","kernels":["baremetal","freertos"],
                           "vary":{"opt_level":["-O0","-Os"]}})");
        QVERIFY2(ok, qPrintable(error));
        QVERIFY2(ok->problems().isEmpty(), qPrintable(ok->problems().join('|')));
        // The host runs POSIX threads only: bare metal there is refused, by name.
        QVERIFY(ok->problems(QStringLiteral("host"))
                    .join('|')
                    .contains(QStringLiteral("baremetal does not run on host")));
        auto bad = load(R"({"name":"b","board":"qemu","kernels":["nosuchkernel"],
                            "base":{"opt_level":"-O9"}})");
        QVERIFY2(bad, qPrintable(error));
        QVERIFY(
            bad->problems().join('|').contains(QStringLiteral("unknown kernel \"nosuchkernel\"")));
        auto opt = load(R"({"name":"c","board":"qemu","kernels":["baremetal"],
                            "base":{"opt_level":"-O9"}})");
        QVERIFY(opt->problems().join('|').contains(
            QStringLiteral("\"-O9\" is not an optimisation level")));
        auto clock = load(R"({"name":"d","board":"gd32f103","kernels":["baremetal"],
                              "vary":{"clock_hz":[72000000, 50000000]}})");
        QCOMPARE(clock->problems().size(), 1);
        QVERIFY(clock->problems().first().contains(QStringLiteral("50000000")));
        auto timer = load(R"({"name":"e","board":"qemu","kernels":["freertos"],
                              "base":{"timer":"dwt"}})");
        QVERIFY(timer->problems().join('|').contains(QStringLiteral("not available on qemu")));
        // Every bundled example is runnable as written.
        const QDir dir(QStringLiteral(RTOSBENCH_SOURCE_DIR "/examples/experiments"));
        for (const QString &f : dir.entryList({QStringLiteral("*.json")})) {
            const auto e = Experiment::load(dir.filePath(f), &error);
            QVERIFY2(e, qPrintable(f + ": " + error));
            QVERIFY2(e->problems().isEmpty(), qPrintable(f + ": " + e->problems().join('|')));
        }
    }
    void expandsKernelsTimesValues()
    {
        QString error;
        auto e = Experiment::fromJson(
            parse(R"({"name":"x","board":"qemu","kernels":["baremetal","freertos"],
                      "base":{"opt_level":"-Os","iterations":500},
                      "vary":{"opt_level":["-O0","-Os","-O2"]},"repetitions":2})"),
            &error);
        QVERIFY2(e, qPrintable(error));
        const auto reqs = e->expand();
        QCOMPARE(reqs.size(), size_t(2 * 3 * 2));
        QCOMPARE(reqs[0].kernel, QString("baremetal"));
        QCOMPARE(reqs[0].opt, QString("-O0"));
        QCOMPARE(reqs[1].opt, QString("-O0")); // repetition
        QCOMPARE(reqs[2].opt, QString("-Os"));
        QCOMPARE(*reqs[0].iterations, 500);
        QCOMPARE(reqs[6].kernel, QString("freertos"));
        QVERIFY(reqs[0].cmakeArguments().contains("-DRB_OPT=-O0"));
        QVERIFY(reqs[0].cacheKey() == reqs[1].cacheKey());
        QVERIFY(reqs[0].cacheKey() != reqs[2].cacheKey());
    }

    void flashWaitStatesAreACondition()
    {
        // Issue 18: wait states are asked for, built with -DRB_FLASH_WS and expected back.
        QString error;
        auto e = Experiment::fromJson(
            parse(R"({"board":"gd32f103","kernels":["baremetal"],"base":{"clock_hz":72000000},
                      "vary":{"flash_wait_states":[0,2]}})"),
            &error);
        QVERIFY2(e, qPrintable(error));
        const auto reqs = e->expand();
        QCOMPARE(reqs.size(), size_t(2));
        QVERIFY(reqs[0].cmakeArguments().contains("-DRB_FLASH_WS=0"));
        QVERIFY(reqs[1].cmakeArguments().contains("-DRB_FLASH_WS=2"));
        QCOMPARE(reqs[1].expectedConfiguration().flashWaitStates, std::optional<int>(2));
        QCOMPARE(reqs[0].expectedConfiguration().flashWaitStates, std::optional<int>(0));
        QVERIFY(reqs[0].cacheKey() != reqs[1].cacheKey());
        QVERIFY(reqs[1].label().contains("ws=2"));
        // Not asked: no -DRB_FLASH_WS (the firmware's default 0), nothing expected.
        BuildRequest plain;
        plain.board = "gd32f103";
        plain.kernel = "baremetal";
        QVERIFY(!plain.cmakeArguments().join(' ').contains("RB_FLASH_WS"));
        QVERIFY(!plain.expectedConfiguration().flashWaitStates);
        QVERIFY(!plain.toJson().contains("flash_wait_states"));
    }

    void ownImageKernelsRefuseClangAndLto()
    {
        // Issue 37: Zephyr builds its own image with Zephyr's toolchain variants: clang (its
        // llvm variant) is accepted, LTO (Zephyr 3.4.99 has no CONFIG_LTO) refused with the
        // reason, with either compiler.
        QString error;
        const QString tpl = QStringLiteral(R"({"board":"qemu","kernels":["%1"],"base":%2})");
        const QString zclang = tpl.arg(QStringLiteral("zephyr"),
                                       QStringLiteral(R"({"toolchain":"clang","lto":"off"})"));
        auto zc = Experiment::fromJson(parse(zclang.toUtf8().constData()), &error);
        QVERIFY2(zc, qPrintable(error));
        QVERIFY2(zc->problems().isEmpty(), qPrintable(zc->problems().join('|')));
        for (const QString &tc : {QStringLiteral("gcc"), QStringLiteral("clang")}) {
            const QString cond = QStringLiteral(R"({"toolchain":"%1","lto":"on"})").arg(tc);
            auto e = Experiment::fromJson(
                parse(tpl.arg(QStringLiteral("zephyr"), cond).toUtf8().constData()), &error);
            QVERIFY2(e, qPrintable(error));
            const QString p = e->problems().join('|');
            QVERIFY2(p.contains(QStringLiteral(
                         "lto on is refused, the Zephyr tested here (3.4.99) has no CONFIG_LTO")),
                     qPrintable(cond + ": " + p));
        }
        // NuttX builds with gcc or clang (its CONFIG_ARM_TOOLCHAIN_CLANG), LTO with gcc
        // (CONFIG_LTO_FULL); clang with LTO stays refused, with the firmware's reason
        // (firmware/kernels/nuttx.cmake).
        for (const QString &cond : {QStringLiteral(R"({"toolchain":"gcc","lto":"off"})"),
                                    QStringLiteral(R"({"toolchain":"clang","lto":"off"})"),
                                    QStringLiteral(R"({"toolchain":"gcc","lto":"on"})")}) {
            auto e = Experiment::fromJson(
                parse(tpl.arg(QStringLiteral("nuttx"), cond).toUtf8().constData()), &error);
            QVERIFY2(e, qPrintable(error));
            QVERIFY2(e->problems().isEmpty(), qPrintable(cond + ": " + e->problems().join('|')));
        }
        {
            const QString cond = QStringLiteral(R"({"toolchain":"clang","lto":"on"})");
            auto e = Experiment::fromJson(
                parse(tpl.arg(QStringLiteral("nuttx"), cond).toUtf8().constData()), &error);
            QVERIFY2(e, qPrintable(error));
            const QString p = e->problems().join('|');
            QVERIFY2(p.contains(QStringLiteral("nuttx refuses toolchain clang with lto on: ")),
                     qPrintable(cond + ": " + p));
        }
    }

    void toolchainAndLtoAreConditions()
    {
        // Issue 37: the compiler and LTO vary like opt_level: built with -DRB_TOOLCHAIN and
        // -DRB_LTO, in the cache key and the label, expected back in COND.
        QString error;
        auto e = Experiment::fromJson(parse(R"({"board":"qemu","kernels":["baremetal"],
                      "vary":{"toolchain":["gcc","clang"],"lto":[false,"on"]}})"),
                                      &error);
        QVERIFY2(e, qPrintable(error));
        QVERIFY2(e->problems().isEmpty(), qPrintable(e->problems().join('|')));
        const auto reqs = e->expand();
        QCOMPARE(reqs.size(), size_t(4));
        QStringList keys, labels;
        for (const BuildRequest &r : reqs) {
            const QStringList a = r.cmakeArguments(&error);
            QVERIFY2(a.contains("-DRB_TOOLCHAIN=" + r.toolchain), qPrintable(a.join(' ')));
            QVERIFY2(a.contains("-DRB_LTO=" + r.lto), qPrintable(a.join(' ')));
            QCOMPARE(r.expectedConfiguration().toolchain, r.toolchain);
            QCOMPARE(r.expectedConfiguration().extra.value("lto"), r.lto);
            keys << r.cacheKey();
            labels << r.label();
        }
        QCOMPARE(QSet<QString>(keys.begin(), keys.end()).size(), 4);
        QVERIFY(labels.join('|').contains("clang lto=on"));
        // gcc with LTO off is the firmware's default: the same build (cache key) as unstated.
        BuildRequest plain = reqs[0];
        QCOMPARE(plain.toolchain, QString("gcc"));
        QCOMPARE(plain.lto, QString("off"));
        plain.toolchain.clear();
        plain.lto.clear();
        QCOMPARE(plain.cacheKey(), reqs[0].cacheKey());
        QVERIFY(!plain.cmakeArguments().join(' ').contains("RB_TOOLCHAIN"));
        // Unknown values are refused when the file is read, before a build.
        auto icc = Experiment::fromJson(
            parse(R"({"board":"qemu","kernels":["baremetal"],"vary":{"toolchain":["gcc","icc"]}})"),
            &error);
        QVERIFY(!icc);
        QVERIFY2(error.contains("vary.toolchain[1]: unknown toolchain \"icc\" (known: gcc, clang"),
                 qPrintable(error));
        auto lto = Experiment::fromJson(
            parse(R"({"board":"qemu","kernels":["baremetal"],"base":{"lto":"thin"}})"), &error);
        QVERIFY(!lto);
        QVERIFY2(error.contains("base.lto: lto must be"), qPrintable(error));
        // A request built by hand is refused before CMake too.
        BuildRequest hand = reqs[0];
        hand.toolchain = "gcc;-DX=1";
        QVERIFY(hand.cmakeArguments(&error).isEmpty());
        QVERIFY2(error.contains("unknown toolchain"), qPrintable(error));
        // What a kernel cannot do with a compiler is refused before the build, with why: Zephyr
        // takes both compilers (its own toolchain variants), not LTO.
        auto zephyr = Experiment::fromJson(
            parse(R"({"board":"qemu","kernels":["zephyr"],"vary":{"toolchain":["gcc","clang"]}})"),
            &error);
        QVERIFY2(zephyr, qPrintable(error));
        QVERIFY2(zephyr->problems().isEmpty(), qPrintable(zephyr->problems().join('|')));
        auto zlto = Experiment::fromJson(
            parse(R"({"board":"qemu","kernels":["zephyr"],"vary":{"lto":["off","on"]}})"), &error);
        QVERIFY2(zlto, qPrintable(error));
        QVERIFY2(zlto->problems().join('|').contains("zephyr builds its own image"),
                 qPrintable(zlto->problems().join('|')));
    }

    void interleavedAndRandomOrders()
    {
        QString error;
        auto e = Experiment::fromJson(
            parse(R"({"board":"host","kernels":["a","b"],"vary":{"opt_level":["-O0","-O2"]},
                      "order":"interleaved","repetitions":2})"),
            &error);
        QVERIFY2(e, qPrintable(error));
        auto reqs = e->expand();
        QCOMPARE(reqs.size(), size_t(8));
        QCOMPARE(reqs[0].kernel + reqs[0].opt, QString("a-O0"));
        QCOMPARE(reqs[1].kernel + reqs[1].opt, QString("b-O0"));
        QCOMPARE(reqs[2].kernel + reqs[2].opt, QString("a-O2"));
        QCOMPARE(reqs[4].kernel + reqs[4].opt, QString("a-O0")); // second repetition

        e->order = Experiment::Order::Randomized;
        e->seed = 42;
        const auto r1 = e->expand();
        const auto r2 = e->expand();
        QStringList l1, l2, sorted;
        for (size_t i = 0; i < r1.size(); ++i) {
            l1 << r1[i].label();
            l2 << r2[i].label();
        }
        QCOMPARE(l1, l2); // same seed, same order
        e->seed = 7;
        const auto r3 = e->expand();
        QStringList l3;
        for (const auto &r : r3)
            l3 << r.label();
        QVERIFY(l3 != l1 || r3.size() < 3); // a different seed shuffles differently here
        std::sort(l1.begin(), l1.end());
        std::sort(l3.begin(), l3.end());
        QCOMPARE(l1, l3); // a permutation of the same runs
    }

    void badDefinitionsSayWhy_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no board") << R"({"kernels":["a"]})"
                                  << "no board";
        QTest::newRow("no kernels") << R"({"board":"qemu"})"
                                    << "no kernels";
        QTest::newRow("unknown base") << R"({"board":"qemu","kernels":["a"],"base":{"colour":1}})"
                                      << "unknown condition \"colour\"";
        QTest::newRow("empty vary") << R"({"board":"qemu","kernels":["a"],"vary":{"opt_level":[]}})"
                                    << "no values";
        QTest::newRow("bad order") << R"({"board":"qemu","kernels":["a"],"order":"sideways"})"
                                   << "sideways";
        QTest::newRow("bad external")
            << R"({"board":"qemu","kernels":["a"],"external_builds":{"a":{"command":[]}}})"
            << "external build";
        // Issue 6: a misspelt placeholder would reach the user's build as literal text.
        QTest::newRow("unknown placeholder")
            << R"({"board":"qemu","kernels":["a"],"external_builds":{"a":{"command":["make",
                  "OPT={optimization}"],"elf":"{out}/fw.elf"}}})"
            << "unknown placeholder {optimization}";
        QTest::newRow("placeholder in elf")
            << R"({"board":"qemu","kernels":["a"],"external_builds":{"a":{"command":["make"],
                  "elf":"{output}/fw.elf"}}})"
            << "unknown placeholder {output}";
        QTest::newRow("shell string") << R"({"board":"qemu","kernels":["a"],"external_builds":{"a":{
                  "command":"make OPT={opt}","elf":"fw.elf"}}})"
                                      << "not a shell string";
        QTest::newRow("non-string argument")
            << R"({"board":"qemu","kernels":["a"],"external_builds":{"a":{
                  "command":["make",3],"elf":"fw.elf"}}})"
            << "must be a string";
        QTest::newRow("unknown external key")
            << R"({"board":"qemu","kernels":["a"],"external_builds":{"a":{
                  "command":["make"],"elf":"fw.elf","cwd":"x"}}})"
            << "unknown key \"cwd\"";
    }
    void badDefinitionsSayWhy()
    {
        QFETCH(QString, json);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!Experiment::fromJson(QJsonDocument::fromJson(json.toUtf8()).object(), &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void shippedExamplesParse()
    {
        const QDir dir(QStringLiteral(RTOSBENCH_SOURCE_DIR "/examples/experiments"));
        const QStringList files = dir.entryList({"*.json"});
        QVERIFY(files.contains("qemu-opt-levels.json"));
        QVERIFY(files.contains("host-posix.json"));
        for (const QString &f : files) {
            QString error;
            auto e = Experiment::load(dir.filePath(f), &error);
            QVERIFY2(e, qPrintable(error));
            QVERIFY(!e->expand().empty());
        }
        QString error;
        auto e = Experiment::load(dir.filePath("qemu-opt-levels.json"), &error);
        QCOMPARE(e->expand().size(), size_t(3));
    }

    void externalPlaceholders()
    {
        QString error;
        auto e = Experiment::fromJson(
            parse(R"({"board":"qemu","kernels":["freertos"],"base":{"opt_level":"-Os",
                      "clock_hz":72000000,"profile":"minimal"},
                      "external_builds":{"freertos":{"command":["make","OPT={opt}",
                      "CLOCK={clock_hz}","OUT={out}"],"elf":"{out}/fw.elf"}}})"),
            &error);
        QVERIFY2(e, qPrintable(error));
        const BuildRequest r = e->expand().front();
        QVERIFY(r.external.isValid());
        QCOMPARE(r.external.command.at(1), QString("OPT={opt}"));
        QCOMPARE(r.profile, QString("minimal"));
        QCOMPARE(*r.clockHz, qint64(72000000));
        // toJson keeps the external builds (it used to drop them).
        auto again = Experiment::fromJson(e->toJson(), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->externalBuilds.value("freertos").command, r.external.command);
        QCOMPARE(again->externalBuilds.value("freertos").elf, QString("{out}/fw.elf"));
    }

    void externalExampleKnowsItsDirectory()
    {
        // {experiment_dir} is the directory of the experiment file (issue 6).
        const QString path =
            QStringLiteral(RTOSBENCH_SOURCE_DIR "/examples/experiments/qemu-external-build.json");
        QString error;
        auto e = Experiment::load(path, &error);
        QVERIFY2(e, qPrintable(error));
        const std::vector<BuildRequest> plan = e->expand();
        QCOMPARE(plan.size(), size_t(2));
        for (const BuildRequest &r : plan) {
            QVERIFY(r.external.isValid());
            QCOMPARE(r.external.experimentDir, QFileInfo(path).absolutePath());
            QVERIFY(r.external.command.contains("opt={opt}"));
        }
        QVERIFY(plan[0].cacheKey() != plan[1].cacheKey());
        QVERIFY(QFileInfo::exists(plan[0].external.experimentDir + "/../external-build/build.sh"));
    }
};

QTEST_GUILESS_MAIN(TstExperiment)
#include "tst_experiment.moc"
