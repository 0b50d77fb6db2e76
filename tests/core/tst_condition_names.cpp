// SPDX-License-Identifier: GPL-3.0-or-later
// One name per condition (issue 13): experiment files and the protocol say `profile`, `timer`,
// `opt`, the analysis says `kernel_profile`, `timing_method`, `opt_level`. Every entry point of
// the analysis accepts both and answers with the configuration's own name.
#include "core/analysis/comparison.h"
#include "core/analysis/confounds.h"
#include "core/analysis/series.h"

#include <QTest>

using namespace rb;

namespace {

Series series(qint64 runId, const QString &kernel, const QString &profile)
{
    Series s;
    s.id = QStringLiteral("run:%1/yield_round_trip").arg(runId);
    s.runId = runId;
    s.kernel = kernel;
    s.config.kernel = kernel;
    s.config.kernelProfile = profile;
    s.config.optLevel = QStringLiteral("-Os");
    s.metric = QStringLiteral("yield_round_trip");
    s.unit = QStringLiteral("cycles");
    s.samples = {100.0 + static_cast<double>(runId), 101, 102, 103, 104};
    s.summary = summarize(s.samples);
    s.value = s.summary.median;
    return s;
}

} // namespace

class TstConditionNames : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aliasesAreCanonical()
    {
        QCOMPARE(Configuration::canonicalConditionKey("profile"), QString("kernel_profile"));
        QCOMPARE(Configuration::canonicalConditionKey("timer"), QString("timing_method"));
        QCOMPARE(Configuration::canonicalConditionKey("opt"), QString("opt_level"));
        QCOMPARE(Configuration::canonicalConditionKey("compiler"), QString("toolchain"));
        QCOMPARE(Configuration::canonicalConditionKey("flash_ws"), QString("flash_wait_states"));
        QCOMPARE(Configuration::canonicalConditionKey("kcfg.configUSE_PREEMPTION"),
                 QString("kernel_config.configUSE_PREEMPTION"));
        QCOMPARE(Configuration::canonicalConditionKey("kernel"), QString("kernel"));
        QCOMPARE(Configuration::canonicalConditionKey("extra.machine"), QString("extra.machine"));
        QVERIFY(isKnownCondition("profile"));
        QVERIFY(isKnownCondition("kernel_profile"));
        QVERIFY(!isKnownCondition("profil"));
    }

    void compareByProfile()
    {
        const std::vector<Series> s = {series(1, "freertos", "default"),
                                       series(2, "freertos", "minimal")};
        const Comparison c = compareSeries(s, {QStringLiteral("profile")});
        QCOMPARE(c.studied, QStringList{"kernel_profile"});
        QVERIFY2(c.confounds.empty(), "the studied profile was reported as a confound");
        std::vector<Configuration> configs{s[0].config, s[1].config};
        QVERIFY(confounds(configs, {QStringLiteral("profile")}).empty());
        QCOMPARE(confounds(configs, {QStringLiteral("kernel")}).size(), std::size_t(1));
    }

    void ranksByProfile()
    {
        const std::vector<Series> s = {
            series(1, "freertos", "default"), series(2, "freertos", "minimal"),
            series(3, "zephyr", "default"), series(4, "zephyr", "minimal")};
        const RankReport r = rankByCondition(s, QStringLiteral("profile"), RankOptions());
        QCOMPARE(r.condition, QString("kernel_profile"));
        QCOMPARE(r.ranking.groups.size(), std::size_t(2)); // default and minimal
    }
};

QTEST_GUILESS_MAIN(TstConditionNames)
#include "tst_condition_names.moc"
