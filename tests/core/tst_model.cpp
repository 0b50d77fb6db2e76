// SPDX-License-Identifier: GPL-3.0-or-later
// Configuration: canonical JSON and hash stability; run model helpers.
#include "core/model/configuration.h"
#include "core/model/run.h"

#include <QJsonDocument>
#include <QTest>

using namespace rb;

namespace {

Configuration fixedConfig()
{
    Configuration c;
    c.board = "gd32f103";
    c.mcu = "GD32F103VET6";
    c.core = "cortex-m3";
    c.toolchain = "gcc";
    c.toolchainVersion = "12.2.1 20221205";
    c.cflags = "-Os -mcpu=cortex-m3 -mthumb";
    c.optLevel = "-Os";
    c.clockHz = 72'000'000;
    c.flashWaitStates = 2;
    c.kernel = "freertos";
    c.kernelVersion = "V11.1.0";
    c.kernelProfile = "minimal";
    c.kernelConfig = {{"configUSE_PREEMPTION", "1"}, {"configUSE_TRACE_FACILITY", "0"}};
    c.timingMethod = "dwt";
    c.timerHz = 72'000'000;
    c.timerEmulated = false;
    c.debugger = "detached";
    c.extra = {{"cpuid", "0x412fc231"}};
    return c;
}

} // namespace

class TstModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Configuration::value reads the field directly; it must say exactly what the JSON form
    // says (it used to be toJson().value(key)), for every key, set or not.
    void valueAgreesWithJson()
    {
        rb::Configuration full;
        full.board = "gd32f103";
        full.mcu = "GD32F103VET6";
        full.core = "cortex-m3";
        full.toolchain = "gcc";
        full.toolchainVersion = "12.2.1";
        full.cflags = "-Os -g";
        full.optLevel = "-Os";
        full.clockHz = 72000000;
        full.flashWaitStates = 2;
        full.kernel = "freertos";
        full.kernelVersion = "V11.1.0";
        full.kernelProfile = "default";
        full.kernelConfig = {{"configB", "2"}, {"configA", "1"}};
        full.timingMethod = "dwt";
        full.timerHz = 72000000;
        full.timerEmulated = false;
        full.debugger = "detached";
        full.extra = {{"mech.join", "adapter_sem"}, {"cpuid", "0x410FC231"}};
        QStringList keys = rb::Configuration::conditionKeys();
        keys << "extra"
             << "no_such_key";
        for (const rb::Configuration &c : {full, rb::Configuration()}) {
            const QJsonObject o = c.toJson();
            for (const QString &k : keys) {
                const QJsonValue v = o.value(k);
                QString want;
                if (v.isObject()) {
                    QStringList parts;
                    const QJsonObject m = v.toObject();
                    for (auto it = m.begin(); it != m.end(); ++it)
                        parts << it.key() + '=' + it.value().toString();
                    want = parts.join(' ');
                } else if (v.isBool()) {
                    want = v.toBool() ? "1" : "0";
                } else if (v.isDouble()) {
                    want = QString::number(v.toInteger());
                } else {
                    want = v.toString();
                }
                QCOMPARE(c.value(k), want);
            }
        }
        QCOMPARE(full.value("kernel_config"), QString("configA=1 configB=2"));
        QCOMPARE(full.value("timer_emulated"), QString("0"));
    }
    void hashIsStable();
    void hashIsPinned();
    void jsonRoundTrip();
    void unknownStaysUnknown();
    void everyFieldChangesTheHash();
    void insertionOrderDoesNotMatter();
    void conditionValues();
    void statusNames();
    void corrected();
};

void TstModel::hashIsStable()
{
    const Configuration c = fixedConfig();
    const QString h = c.hash();
    QCOMPARE(h.size(), 64);
    QCOMPARE(c.hash(), h);
    QCOMPARE(fixedConfig().hash(), h);
    const Configuration back = Configuration::fromJson(c.toJson());
    QCOMPARE(back.hash(), h);
    // Through text, as in an export file.
    const QByteArray text = QJsonDocument(c.toJson()).toJson(QJsonDocument::Indented);
    QCOMPARE(Configuration::fromJson(QJsonDocument::fromJson(text).object()).hash(), h);
}

void TstModel::hashIsPinned()
{
    // Pinned so that an accidental change of the canonical form (key names, null handling,
    // number formatting) is caught: stored configurations would no longer de-duplicate.
    // Reproducible outside Qt: sha256 of json.dumps(obj, sort_keys=True, separators=(",", ":"),
    // ensure_ascii=False) in Python gives the same digests.
    QCOMPARE(fixedConfig().hash(),
             QStringLiteral("26f999686f44a45c741e2a745b07ac24a79dd7e074182982d1bb3a76ba5e3e3f"));
    QCOMPARE(Configuration().hash(),
             QStringLiteral("f94f8353b8df2792d9b4833b8a1027de0b3c61439a80637109b337a7e1aa4aef"));
}

void TstModel::jsonRoundTrip()
{
    const Configuration c = fixedConfig();
    const Configuration back = Configuration::fromJson(c.toJson());
    QVERIFY(back == c);
    QCOMPARE(back.clockHz, c.clockHz);
    QCOMPARE(back.timerEmulated, std::optional<bool>(false));
    QCOMPARE(back.kernelConfig, c.kernelConfig);
    QCOMPARE(back.extra, c.extra);
}

void TstModel::unknownStaysUnknown()
{
    Configuration c;
    c.kernel = "zephyr";
    const QJsonObject o = c.toJson();
    QVERIFY(o.value("clock_hz").isNull());
    QVERIFY(o.value("board").isNull());
    QVERIFY(o.value("timer_emulated").isNull());
    const Configuration back = Configuration::fromJson(o);
    QVERIFY(!back.clockHz.has_value());
    QVERIFY(!back.timerEmulated.has_value());
    QVERIFY(!back.flashWaitStates.has_value());
    QVERIFY(back.board.isEmpty());
    QCOMPARE(back.value("clock_hz"), QString());
    // A known zero is not an unknown.
    Configuration zero = c;
    zero.flashWaitStates = 0;
    QVERIFY(zero.hash() != c.hash());
}

void TstModel::everyFieldChangesTheHash()
{
    const Configuration base = fixedConfig();
    const QString h = base.hash();
    std::vector<std::pair<const char *, std::function<void(Configuration &)>>> changes = {
        {"board", [](Configuration &c) { c.board = "qemu"; }},
        {"mcu", [](Configuration &c) { c.mcu = "STM32F103"; }},
        {"core", [](Configuration &c) { c.core = "cortex-m4"; }},
        {"toolchain", [](Configuration &c) { c.toolchain = "clang"; }},
        {"toolchainVersion", [](Configuration &c) { c.toolchainVersion = "13"; }},
        {"cflags", [](Configuration &c) { c.cflags = "-O2"; }},
        {"optLevel", [](Configuration &c) { c.optLevel = "-O2"; }},
        {"clockHz", [](Configuration &c) { c.clockHz = 108'000'000; }},
        {"clockHz unknown", [](Configuration &c) { c.clockHz.reset(); }},
        {"flashWaitStates", [](Configuration &c) { c.flashWaitStates = 3; }},
        {"kernel", [](Configuration &c) { c.kernel = "threadx"; }},
        {"kernelVersion", [](Configuration &c) { c.kernelVersion = "V10.4.6"; }},
        {"kernelProfile", [](Configuration &c) { c.kernelProfile = "default"; }},
        {"kernelConfig", [](Configuration &c) { c.kernelConfig["configUSE_PREEMPTION"] = "0"; }},
        {"kernelConfig key", [](Configuration &c) { c.kernelConfig["configX"] = "1"; }},
        {"timingMethod", [](Configuration &c) { c.timingMethod = "systick"; }},
        {"timerHz", [](Configuration &c) { c.timerHz = 1'000'000; }},
        {"timerEmulated", [](Configuration &c) { c.timerEmulated = true; }},
        {"debugger", [](Configuration &c) { c.debugger = "attached"; }},
        {"extra", [](Configuration &c) { c.extra["baud"] = "115200"; }},
    };
    for (auto &[name, change] : changes) {
        Configuration c = base;
        change(c);
        QVERIFY2(c.hash() != h, name);
        QVERIFY2(!(c == base), name);
    }
}

void TstModel::insertionOrderDoesNotMatter()
{
    Configuration a = fixedConfig();
    Configuration b = fixedConfig();
    a.kernelConfig.clear();
    b.kernelConfig.clear();
    a.kernelConfig.insert("z", "1");
    a.kernelConfig.insert("a", "2");
    b.kernelConfig.insert("a", "2");
    b.kernelConfig.insert("z", "1");
    QCOMPARE(a.hash(), b.hash());
}

void TstModel::conditionValues()
{
    const Configuration c = fixedConfig();
    QCOMPARE(c.value("clock_hz"), QString("72000000"));
    QCOMPARE(c.value("timer_emulated"), QString("0"));
    QCOMPARE(c.value("opt_level"), QString("-Os"));
    QCOMPARE(c.value("kernel_config"),
             QString("configUSE_PREEMPTION=1 configUSE_TRACE_FACILITY=0"));
    QVERIFY(Configuration::conditionKeys().contains("timing_method"));
}

void TstModel::statusNames()
{
    for (RunStatus s : {RunStatus::Complete, RunStatus::Incomplete, RunStatus::Failed})
        QCOMPARE(runStatusFromName(runStatusName(s)), std::optional<RunStatus>(s));
    QCOMPARE(runStatusName(RunStatus::Complete), QString("complete"));
    QVERIFY(!runStatusFromName("done").has_value());
}

void TstModel::corrected()
{
    CaseResult c;
    c.samples = {10, 12, -3};
    QCOMPARE(c.corrected(), (std::vector<double>{10, 12, -3}));
    c.overhead = 4;
    QCOMPARE(c.corrected(), (std::vector<double>{6, 8, -7}));
    Run r;
    c.metric = "preempt";
    r.cases.push_back(c);
    QVERIFY(r.findCase("preempt"));
    QVERIFY(!r.findCase("other"));
}

QTEST_GUILESS_MAIN(TstModel)
#include "tst_model.moc"
