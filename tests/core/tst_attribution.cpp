// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 24: kernel_config in experiments (parse, vary, checks, cache key, expected COND), the
// options declared by the adapters, the attribution plan and its arithmetic.
#include "core/analysis/attribution.h"
#include "core/experiment/experiment.h"
#include "core/kernels/kernel_options.h"

#include <QJsonDocument>
#include <QtTest>

using namespace rb;

namespace {
std::optional<Experiment> load(const char *json, QString *error)
{
    return Experiment::fromJson(QJsonDocument::fromJson(json).object(), error);
}

Run runWith(qint64 id, const QMap<QString, QString> &kcfg, qint64 yield, qint64 sem)
{
    Run r;
    r.id = id;
    r.status = RunStatus::Complete;
    r.config.kernel = QStringLiteral("freertos");
    r.config.kernelConfig = kcfg;
    for (const auto &[metric, v] : {std::pair{QStringLiteral("yield_round_trip"), yield},
                                    std::pair{QStringLiteral("sem_ping_pong"), sem}}) {
        CaseResult c;
        c.metric = metric;
        c.unit = QStringLiteral("ticks");
        c.overhead = 0;
        c.samples = {v, v, v + 1, v, v}; // median v
        r.cases.push_back(c);
    }
    return r;
}
} // namespace

class TstAttribution : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void kernelConfigInExperiments()
    {
        QString error;
        auto e = load(R"({"name":"k","board":"qemu","kernels":["freertos"],
            "base":{"profile":"default"},
            "kernel_config":{"configASSERT":0},
            "vary":{"kernel_config.configCHECK_FOR_STACK_OVERFLOW":[0,2]}})",
                      &error);
        QVERIFY2(e, qPrintable(error));
        const auto plan = e->expand();
        QCOMPARE(plan.size(), size_t(2));
        QCOMPARE(plan[0].kernelConfig.value("configASSERT"), QStringLiteral("0"));
        QCOMPARE(plan[0].kernelConfig.value("configCHECK_FOR_STACK_OVERFLOW"), QStringLiteral("0"));
        QCOMPARE(plan[1].kernelConfig.value("configCHECK_FOR_STACK_OVERFLOW"), QStringLiteral("2"));
        QVERIFY(plan[0].cacheKey() != plan[1].cacheKey());
        QVERIFY(plan[0].cmakeArguments().contains(
            "-DRB_KERNEL_CONFIG=configASSERT=0;configCHECK_FOR_STACK_OVERFLOW=0"));
        // What the firmware must report back: every override as kcfg.<key>.
        QCOMPARE(plan[1].expectedConfiguration().kernelConfig, plan[1].kernelConfig);
        QVERIFY(e->problems().isEmpty());
        // A request without overrides keeps the cache key it had (no "kernel_config" in it).
        BuildRequest plain = plan[0];
        plain.kernelConfig.clear();
        QVERIFY(!plain.toJson().contains("kernel_config"));

        // vary "kernel_config": objects merged on top of the base.
        e = load(R"({"name":"k","board":"qemu","kernels":["freertos"],
            "base":{"kernel_config":{"configASSERT":0}},
            "vary":{"kernel_config":[{},{"configUSE_TRACE_FACILITY":0}]}})",
                 &error);
        QVERIFY2(e, qPrintable(error));
        QCOMPARE(e->expand()[1].kernelConfig.size(), 2);
        QVERIFY(!load(R"({"name":"k","board":"qemu","kernels":["freertos"],
                         "vary":{"kernel_config":[0,1]}})",
                      &error));
        QVERIFY(error.contains("object"));

        // Unknown key, refused value, a kernel without options: found before building.
        e = load(R"({"name":"k","board":"qemu","kernels":["freertos","baremetal"],
            "kernel_config":{"configFOO":1}})",
                 &error);
        QVERIFY(e);
        const QStringList p = e->problems();
        QCOMPARE(p.size(), 2);
        QVERIFY2(p[0].contains("no configuration option \"configFOO\""), qPrintable(p[0]));
        QVERIFY2(p[1].contains("baremetal has no configuration options"), qPrintable(p[1]));
        e = load(R"({"name":"k","board":"qemu","kernels":["threadx"],
            "kernel_config":{"TX_DISABLE_ERROR_CHECKING":2}})",
                 &error);
        QVERIFY(e);
        QCOMPARE(e->problems(),
                 QStringList{"TX_DISABLE_ERROR_CHECKING of threadx cannot be 2 (allowed: 0, 1)"});
    }

    void optionsDeclaredByTheAdapters()
    {
        const auto fr = KernelOptions::forKernel("freertos");
        QVERIFY(fr);
        const auto diff = fr->profileDifference("default", "minimal");
        QStringList keys;
        for (const auto &[k, v] : diff)
            keys << k;
        // The template (default) has the trace facility and run-time statistics off already.
        QCOMPARE(keys, (QStringList{"configASSERT", "configUSE_PORT_OPTIMISED_TASK_SELECTION",
                                    "configCHECK_FOR_STACK_OVERFLOW",
                                    "configHEAP_CLEAR_MEMORY_ON_FREE"}));
        const auto tx = KernelOptions::forKernel("threadx");
        QVERIFY(tx);
        QCOMPARE(tx->profileDifference("default", "minimal").size(), size_t(10));
        // Issue 32: every kernel with profiles declares its options; the difference is the rule's.
        auto diffKeys = [](const char *kernel) {
            QStringList k;
            if (const auto o = KernelOptions::forKernel(kernel))
                for (const auto &[key, v] : o->profileDifference("default", "minimal"))
                    k << key;
            return k;
        };
        for (const char *k : {"rtthread-nano", "rtthread", "ucos3", "rtx5", "tencentos-tiny"})
            QVERIFY2(KernelOptions::forKernel(k), k);
        QCOMPARE(diffKeys("rtthread-nano"), QStringList{"RT_USING_CPU_FFS"});
        QCOMPARE(diffKeys("rtthread"),
                 (QStringList{"RT_DEBUG", "RT_USING_OVERFLOW_CHECK", "RT_USING_HOOK",
                              "RT_USING_IDLE_HOOK", "RT_USING_TIMER_SOFT"}));
        QCOMPARE(diffKeys("rtx5").size(), 11); // the OS_EVR_* groups; round robin stays on
        QVERIFY(!diffKeys("rtx5").contains("OS_ROBIN_ENABLE"));
        QCOMPARE(diffKeys("ucos3").size(), 11); // OBJ_CREATED_CHK follows OBJ_TYPE_CHK
        QVERIFY(
            diffKeys("tencentos-tiny").isEmpty()); // its documented defaults are minimal already
        // Issue 34: Zephyr's minimal turns off the asserts and the run-time argument checks.
        QCOMPARE(diffKeys("zephyr"), (QStringList{"CONFIG_ASSERT", "CONFIG_RUNTIME_ERROR_CHECKS"}));
        QVERIFY(!KernelOptions::forKernel("baremetal"));
        QString error;
        QVERIFY(!KernelOptions::fromJson(
            R"({"kernel":"x","options":[{"key":"A","values":[0,1],"profiles":{"default":3}}]})",
            &error));
        QVERIFY(error.contains("default"));
    }

    void planAndArithmetic()
    {
        BuildRequest base;
        base.board = "qemu";
        base.kernel = "freertos";
        base.opt = "-Os";
        QString error;
        const auto plan = AttributionPlan::make(base, "default", "minimal", &error);
        QVERIFY2(plan, qPrintable(error));
        QCOMPARE(plan->steps().size(), size_t(2 + 4 + 3));
        QCOMPARE(plan->steps()[1].request.profile, QStringLiteral("minimal"));
        QCOMPARE(plan->steps().back().request.kernelConfig.size(), 4);
        for (const AttributionStep &s : plan->steps()) {
            const auto back = AttributionStep::fromTag(s.tag());
            QVERIFY2(back, qPrintable(s.tag()));
            QCOMPARE(back->role, s.role);
            QCOMPARE(back->key, s.key);
            QCOMPARE(back->value, s.value);
            QCOMPARE(back->position, s.position);
        }
        QVERIFY(!AttributionStep::fromTag("attribution-step:single:noequals"));
        QVERIFY(!AttributionPlan::make(base, "default", "default", &error));
        base.kernel = "baremetal";
        QVERIFY(!AttributionPlan::make(base, "default", "minimal", &error));

        // Two keys A, B: from 100, A alone -10, B alone -20, both -40 (interaction -10).
        const QMap<QString, QString> start{{"A", "1"}, {"B", "1"}};
        const QMap<QString, QString> end{{"A", "0"}, {"B", "0"}};
        auto step = [](AttributionStep::Role r, const QString &k, int pos) {
            AttributionStep s;
            s.role = r;
            s.key = k;
            s.position = pos;
            return s;
        };
        using R = AttributionStep::Role;
        std::vector<Attribution::StepRun> runs{
            {step(R::From, {}, 0), runWith(1, start, 100, 500)},
            {step(R::To, {}, 0), runWith(2, end, 60, 470)},
            {step(R::Single, "A", 0), runWith(3, {{"A", "0"}, {"B", "1"}}, 90, 490)},
            {step(R::Single, "B", 0), runWith(4, {{"A", "1"}, {"B", "0"}}, 80, 480)},
            {step(R::Cumulative, "B", 2), runWith(5, end, 60, 470)}};
        auto a = Attribution::compute(runs, {"yield_round_trip", "sem_ping_pong"}, &error);
        QVERIFY2(a, qPrintable(error));
        QCOMPARE(a->keys, (QStringList{"A", "B"}));
        const AttributionMetric *y = a->find("yield_round_trip");
        QVERIFY(y);
        QCOMPARE(y->total, -40.0);
        QCOMPARE(y->sumOfSingles, -30.0);
        QCOMPARE(y->interaction, -10.0);
        QCOMPARE(y->cumulative.size(), size_t(2));
        QCOMPARE(y->cumulative[1].deltaMedian, -30.0);
        QCOMPARE(y->totalShift.shift, -40.0);
        QCOMPARE(a->find("sem_ping_pong")->interaction, 0.0);
        QVERIFY(a->notes.isEmpty());
        QVERIFY(a->toTsv().contains("yield_round_trip\tticks\tsingle\tA\t0\t90\t-10\t-10"));
        // A path whose end is not the "to" configuration (an undeclared difference) is said.
        runs[4].run = runWith(5, {{"A", "0"}, {"B", "1"}}, 70, 470);
        a = Attribution::compute(runs, {"yield_round_trip"}, &error);
        QVERIFY(a);
        QCOMPARE(a->notes.size(), 2);
        QVERIFY2(a->notes[0].contains("B (1 vs 0)"), qPrintable(a->notes[0]));
        // A failed step is an error, not a number.
        runs[2].run.status = RunStatus::Failed;
        QVERIFY(!Attribution::compute(runs, {}, &error));
        QVERIFY(error.contains("failed"));
    }
};

QTEST_GUILESS_MAIN(TstAttribution)
#include "tst_attribution.moc"
