// SPDX-License-Identifier: GPL-3.0-or-later
// Traps about how the firmware was built and run: 3 (-O0 / debug build), 4 (default kernel
// profile with debug options), 8 (debugger or trace attached).
#include "core/analysis/traps.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <map>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Traps)
};

// One warning per configuration (all its series' runs/references listed).
void collect(std::map<QString, TrapWarning> &byConfig, const Series &s, const TrapWarning &w)
{
    const QString key = s.config.hash() + QLatin1Char('|') + w.explanation;
    auto it = byConfig.find(key);
    if (it == byConfig.end()) {
        TrapWarning first = w;
        first.metric = s.metric;
        it = byConfig.emplace(key, first).first;
    } else if (it->second.metric != s.metric) {
        it->second.metric.clear(); // several metrics of the configuration
    }
    traps::addSeries(it->second, s);
}

std::vector<TrapWarning> values(std::map<QString, TrapWarning> &m)
{
    std::vector<TrapWarning> out;
    for (auto &[k, w] : m)
        out.push_back(w);
    return out;
}

bool defined(const QMap<QString, QString> &cfg, const char *key)
{
    if (!cfg.contains(QLatin1String(key)))
        return false;
    const QString v = cfg.value(QLatin1String(key)).trimmed().toLower();
    return v != QLatin1String("0") && v != QLatin1String("n") && v != QLatin1String("off") &&
           v != QLatin1String("undefined") && v != QLatin1String("false");
}

qint64 intValue(const QMap<QString, QString> &cfg, const char *key, qint64 fallback)
{
    bool ok = false;
    const qint64 v = cfg.value(QLatin1String(key)).trimmed().toLongLong(&ok, 0);
    return ok ? v : fallback;
}

} // namespace

std::vector<TrapWarning> detectDebugBuild(const SeriesList &list)
{
    static const QRegularExpression optRe(QStringLiteral("(?:^|\\s)(-O\\S*)"));
    static const QRegularExpression g3Re(QStringLiteral("(?:^|\\s)-g3(?:\\s|$)"));
    static const QRegularExpression debugDefRe(QStringLiteral("(?:^|\\s)-D_?DEBUG(?:[=\\s]|$)"));
    std::map<QString, TrapWarning> byConfig;
    for (const Series &s : list) {
        const Configuration &c = s.config;
        QString lastO;
        auto it = optRe.globalMatch(c.cflags);
        while (it.hasNext())
            lastO = it.next().captured(1);
        const QString level = !lastO.isEmpty() ? lastO : c.optLevel.trimmed();
        QString why;
        if (level == QLatin1String("-O0") || level == QLatin1String("-Og"))
            why = Tr::tr("built with %1: inlining is off, so both the kernel and the measurement "
                         "code are slower than in any product build")
                      .arg(level);
        else if (level.isEmpty() && !s.isReference && !c.cflags.trimmed().isEmpty() &&
                 c.toolchain.contains(QLatin1String("gcc"), Qt::CaseInsensitive))
            why = Tr::tr("the flags \"%1\" carry no -O option: GCC then builds with -O0")
                      .arg(c.cflags);
        else if (g3Re.match(c.cflags).hasMatch() && debugDefRe.match(c.cflags).hasMatch())
            why = Tr::tr("a debug build (-g3 with a DEBUG define): asserts and debug paths are in");
        if (why.isEmpty())
            continue;
        TrapWarning w = traps::makeWarning(3, "debug_build", TrapSeverity::Critical);
        w.explanation = why;
        w.details.insert("opt_level", level);
        collect(byConfig, s, w);
    }
    return values(byConfig);
}

std::vector<TrapWarning> detectDebugKernelProfile(const SeriesList &list)
{
    std::map<QString, TrapWarning> byConfig;
    for (const Series &s : list) {
        // Bare metal has no kernel, so no kernel profile to be in debug mode (the firmware
        // states profile "none" for it; older firmware said "default").
        if (traps::withoutKernel(s.config))
            continue;
        const QMap<QString, QString> &k = s.config.kernelConfig;
        QStringList on;
        if (defined(k, "configASSERT"))
            on << QStringLiteral("configASSERT");
        if (traps::truthy(k.value(QStringLiteral("configUSE_TRACE_FACILITY"))))
            on << QStringLiteral("configUSE_TRACE_FACILITY=1");
        if (traps::truthy(k.value(QStringLiteral("configGENERATE_RUN_TIME_STATS"))))
            on << QStringLiteral("configGENERATE_RUN_TIME_STATS=1");
        if (intValue(k, "configCHECK_FOR_STACK_OVERFLOW", 0) > 0)
            on << QStringLiteral("configCHECK_FOR_STACK_OVERFLOW=%1")
                      .arg(intValue(k, "configCHECK_FOR_STACK_OVERFLOW", 0));
        if (k.contains(QStringLiteral("configUSE_PORT_OPTIMISED_TASK_SELECTION")) &&
            intValue(k, "configUSE_PORT_OPTIMISED_TASK_SELECTION", 1) == 0)
            on << QStringLiteral("configUSE_PORT_OPTIMISED_TASK_SELECTION=0");
        if (defined(k, "RT_DEBUG"))
            on << QStringLiteral("RT_DEBUG");
        if (defined(k, "RT_USING_FINSH"))
            on << QStringLiteral("RT_USING_FINSH");
        if (traps::truthy(k.value(QStringLiteral("OS_CFG_STAT_TASK_EN"))))
            on << QStringLiteral("OS_CFG_STAT_TASK_EN=1");
        if (traps::truthy(k.value(QStringLiteral("CONFIG_ASSERT"))))
            on << QStringLiteral("CONFIG_ASSERT=y");
        // The keys of the kernels rtosbench builds (their kcfg.* in COND, docs/kernels/).
        if (k.contains(QStringLiteral("TX_DISABLE_ERROR_CHECKING")) &&
            !defined(k, "TX_DISABLE_ERROR_CHECKING"))
            on << QStringLiteral("TX_DISABLE_ERROR_CHECKING=0");
        for (const char *key :
             {"TX_ENABLE_STACK_CHECKING", "TX_ENABLE_EVENT_TRACE", "RT_DEBUG_CONTEXT_CHECK",
              "RT_USING_OVERFLOW_CHECK", "RT_USING_HOOK", "OS_CFG_ARG_CHK_EN",
              "OS_CFG_OBJ_TYPE_CHK_EN", "OS_CFG_CALLED_FROM_ISR_CHK_EN", "OS_CFG_TASK_PROFILE_EN",
              "OS_CFG_APP_HOOKS_EN", "OS_STACK_CHECK", "TOS_CFG_OBJECT_VERIFY_EN",
              "TOS_CFG_TASK_STACK_DRAUGHT_DEPTH_DETACT_EN"})
            if (traps::truthy(k.value(QLatin1String(key))))
                on << QLatin1String(key) + QStringLiteral("=1");
        QStringList evr; // RTX5's event recorder hooks, one key per object kind
        for (auto it = k.cbegin(); it != k.cend(); ++it)
            if (it.key().startsWith(QLatin1String("OS_EVR_")) && traps::truthy(it.value()))
                evr << it.key();
        if (!evr.isEmpty())
            on << QStringLiteral("OS_EVR_*=1 (%1)").arg(evr.size());
        // "default" names a kernel's own default configuration only where the kernel has
        // profiles (POSIX threads have none: older firmware stated "default" for them). When
        // the run states its kernel configuration (kcfg.*) that configuration decides: a
        // default profile whose stated keys show no debug option (RT-Thread Nano's template)
        // is not warned about; a run that states nothing is.
        if (on.isEmpty() && k.isEmpty() && !traps::withoutKernelProfiles(s.config) &&
            s.config.kernelProfile.trimmed().compare(QLatin1String("default"),
                                                     Qt::CaseInsensitive) == 0)
            on << QStringLiteral("kernel_profile=default");
        else if (!on.isEmpty() && s.config.kernelProfile.trimmed().compare(
                                      QLatin1String("default"), Qt::CaseInsensitive) == 0)
            on.prepend(QStringLiteral("kernel_profile=default"));
        if (on.isEmpty())
            continue;
        TrapWarning w = traps::makeWarning(4, "debug_kernel_profile", TrapSeverity::Warning);
        w.explanation = Tr::tr("%1 runs with debug options on (%2): asserts, statistics, trace "
                               "hooks or a shell cost time in every switch.")
                            .arg(s.kernel.isEmpty() ? Tr::tr("the kernel") : s.kernel,
                                 on.join(QStringLiteral(", ")));
        collect(byConfig, s, w);
    }
    return values(byConfig);
}

std::vector<TrapWarning> detectDebuggerAttached(const SeriesList &list)
{
    static const QRegularExpression traceKey(
        QStringLiteral("ITM|RTT|SYSVIEW|SEGGER|TRACING|TRACE_RECORDER|TRACEALYZER|^trace$|"
                       "live_?watch|semihost"),
        QRegularExpression::CaseInsensitiveOption);
    std::map<QString, TrapWarning> byConfig;
    for (const Series &s : list) {
        QStringList why;
        const bool connected = s.config.debugger.trimmed().compare(QLatin1String("attached"),
                                                                   Qt::CaseInsensitive) == 0;
        if (connected) // a GD32 run states the bit it read (c_debugen), older runs "debugger"
            why << (s.config.extra.contains(QStringLiteral("c_debugen"))
                        ? QStringLiteral("c_debugen=") + s.config.extra.value("c_debugen")
                        : QStringLiteral("debugger=attached"));
        for (const QMap<QString, QString> *m : {&s.config.kernelConfig, &s.config.extra}) {
            for (auto it = m->cbegin(); it != m->cend(); ++it) {
                if (it.key() == QLatin1String("configUSE_TRACE_FACILITY"))
                    continue; // a kernel option: trap 4
                if (traceKey.match(it.key()).hasMatch() && traps::truthy(it.value()))
                    why << it.key() + QLatin1Char('=') + it.value();
            }
        }
        if (why.isEmpty())
            continue;
        TrapWarning w = traps::makeWarning(8, "debugger_attached", TrapSeverity::Warning);
        w.explanation =
            connected ? Tr::tr("stated as running with %1: a debugger was connected since power-on "
                               "(DHCSR.C_DEBUGEN stays set after flashing until a power cycle). A "
                               "debugger halting the core, ITM/RTT output or live watch steals bus "
                               "cycles and adds interrupts; power-cycle the board for a clean run.")
                            .arg(why.join(QStringLiteral(", ")))
                      : Tr::tr("stated as running with %1: a debugger halting the core, ITM/RTT "
                               "output or live watch steals bus cycles and adds interrupts.")
                            .arg(why.join(QStringLiteral(", ")));
        collect(byConfig, s, w);
    }
    return values(byConfig);
}

} // namespace rb
