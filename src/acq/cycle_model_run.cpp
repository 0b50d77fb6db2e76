// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/cycle_model_run.h"

#include "acq/elf_inspector.h"
#include "acq/trace_runner.h"
#include "core/trace/cycle_samples.h"
#include "core/trace/cycle_target.h"
#include "core/trace/stamp_sites.h"
#include "core/trace/window_attributor_set.h"
#include "core/util/set_error.h"

#include <QFileInfo>

namespace rb {

bool CycleModelRun::isCycleModel(const BuildRequest &r)
{
    return r.timer == CycleSamples::method();
}

BuildRequest CycleModelRun::firmwareRequest(const BuildRequest &r)
{
    if (!isCycleModel(r))
        return r;
    BuildRequest f = r;
    f.timer = QStringLiteral("icount");
    f.clockHz.reset();
    return f;
}

qint64 CycleModelRun::clockHz(const BuildRequest &r)
{
    return r.clockHz && *r.clockHz > 0 ? *r.clockHz : CycleSamples::kDefaultClockHz;
}

namespace {

// Every measured window of case c (docs/explain.md, "The windows"), as explain plans them.
std::optional<WindowPlan> plan(const Run &run, const CaseResult &c, ElfInspector &inspector,
                               const QSet<quint32> &sites, QString *error)
{
    const auto runEntry = inspector.caseRunFunction(c.metric, error);
    if (!runEntry)
        return std::nullopt;
    WindowPlan p;
    p.runEntry = *runEntry;
    p.setupEntry = inspector.caseSetupFunction();
    p.timerSites = sites;
    p.coldSample = c.coldSample;
    p.windows = int(c.samples.size());
    const qint64 warm = c.warmup.value_or(0);
    const qint64 cap =
        run.config.extra.value(QStringLiteral("sample_cap"), QStringLiteral("10000")).toLongLong();
    p.skipRunEntries = 1 + int(cap > 0 ? (warm + cap - 1) / cap : 0);
    return p;
}

} // namespace

bool CycleModelRun::apply(Run &run, const FirmwareManifest &firmware, const BuildRequest &request,
                          const CycleModelRunOptions &options, QString *error)
{
    const qint64 clock = clockHz(request);
    QString why;
    const auto cycleTarget = CycleTarget::byName(target(), double(clock), &why);
    if (!cycleTarget)
        return setError(error, why);
    ElfInspector inspector;
    if (!inspector.inspect(QFileInfo(firmware.elfPath).absoluteFilePath(), error))
        return false;
    const StampSites stamps =
        StampSites::find(inspector.symbols(), inspector.timerSites(), inspector.hasDebugInfo());
    if (!stamps.usable(error))
        return false;
    WindowAttributorSet set;
    // One model for every case; it knows the functions named as handlers before they are taken.
    set.enableCycleModel(*cycleTarget, inspector.symbols().handlerEntries());
    std::vector<int> slot(run.cases.size(), -1);
    int wanted = 0;
    for (std::size_t i = 0; i < run.cases.size(); ++i) {
        const CaseResult &c = run.cases[i];
        if (c.samples.empty())
            continue; // unsupported, or nothing measured: nothing to convert
        const auto p = plan(run, c, inspector, stamps.sites, &why);
        if (!p)
            return setError(error, tr("case %1: %2").arg(c.metric, why));
        slot[i] = set.add(inspector.symbols(), *p);
        set.at(slot[i]).setTotalsOnly(true);
        wanted += p->windows;
    }
    if (set.size() > 0) {
        TraceRunOptions t;
        t.command = firmware.runCommand;
        t.elf = QFileInfo(firmware.elfPath).absoluteFilePath();
        t.qemuProgram = options.qemuProgram;
        t.cancel = options.cancel;
        t.timeoutMs = options.timeoutMs;
        if (options.progress)
            t.progress = [&](qint64 n, int w) { options.progress(n, w, wanted); };
        if (!TraceRunner::run(t, set, &why))
            return setError(error, tr("the cycle-model trace failed: %1").arg(why));
    }
    // The timer-read overhead in both units: cal_timer_read's median (rb_overhead).
    std::optional<qint64> icountOverhead, cyclesOverhead;
    for (std::size_t i = 0; i < run.cases.size(); ++i) {
        if (run.cases[i].metric != QLatin1String("cal_timer_read") || slot[i] < 0)
            continue;
        icountOverhead = CycleSamples::lowerMedian(run.cases[i].samples);
        std::vector<qint64> cycles;
        for (const WindowCost &w : set.at(slot[i]).windows())
            cycles.push_back(w.cycles);
        cyclesOverhead = CycleSamples::lowerMedian(cycles);
    }
    std::vector<CaseResult> converted = run.cases;
    if (const CortexM3CycleModel *m = set.cycleModel(); m && m->unknownCode() > 0)
        return setError(error, tr("%1 executed instruction(s) without their code: their cycles "
                                  "are unknown")
                                   .arg(m->unknownCode()));
    QStringList notes;
    for (std::size_t i = 0; i < converted.size(); ++i) {
        if (slot[i] < 0)
            continue;
        const WindowAttributor &a = set.at(slot[i]);
        if (!a.complete(&why)) {
            // Windows that are not a stamp pair per sample (tick_jitter measures between ticks):
            // the case has no cycles; never its icount samples in a cycles run.
            CaseResult &c = converted[i];
            c.status = QStringLiteral("unsupported");
            c.samples.clear();
            c.sampleCount = 0;
            c.coldSample.reset();
            c.overhead.reset();
            c.summaryJson.clear();
            notes << tr("%1 not converted to cycles (%2)").arg(c.metric, why);
            continue;
        }
        if (!CycleSamples::replace(converted[i], a.windows(), icountOverhead, cyclesOverhead,
                                   error))
            return false;
    }
    run.cases = std::move(converted);
    if (!notes.isEmpty()) {
        const QString line = tr("cycle model: %1").arg(notes.join(QStringLiteral("; ")));
        run.notes = run.notes.isEmpty() ? line : run.notes + QLatin1Char('\n') + line;
    }
    CycleSamples::relabel(run.config, cycleTarget->name, clock);
    return true;
}

} // namespace rb
