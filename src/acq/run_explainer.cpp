// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/run_explainer.h"
#include "acq/board_registry.h"

#include "acq/elf_inspector.h"
#include "acq/firmware_builder.h"
#include "acq/firmware_manifest.h"
#include "acq/trace_runner.h"
#include "core/trace/cycle_samples.h"
#include "core/trace/cycle_target.h"
#include "core/trace/stamp_sites.h"
#include "core/trace/window_attributor_set.h"
#include "core/util/set_error.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

namespace rb {

QString RunExplainer::sha256Of(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return QString::fromLatin1(h.result().toHex());
}

QString RunExplainer::findElf(const QString &cacheDir, const QString &sha256,
                              QStringList *runCommand)
{
    const QDir dir(cacheDir);
    const QStringList subdirs = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &sub : subdirs) {
        const QString d = dir.filePath(sub);
        if (!QFileInfo::exists(d + QStringLiteral("/manifest.json")))
            continue;
        QString why;
        const auto m = FirmwareManifest::load(d, &why);
        if (!m || m->elfSha256.compare(sha256, Qt::CaseInsensitive) != 0)
            continue;
        // The manifest says so; the file must still be that ELF (a later build replaces it).
        if (sha256Of(m->elfPath).compare(sha256, Qt::CaseInsensitive) != 0)
            continue;
        if (runCommand)
            *runCommand = m->runCommand;
        return m->elfPath;
    }
    return {};
}

bool RunExplainer::canExplain(const Configuration &config)
{
    return BoardRegistry::info(config.board).isVirtual &&
           (config.timingMethod == QLatin1String("icount") ||
            config.timingMethod == CycleSamples::method());
}

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::RunExplainer)
};

bool isCycleModelRun(const Run &run)
{
    return run.config.timingMethod == CycleSamples::method();
}

// The run's exact ELF and its QEMU command; "" with *error when it cannot be found.
QString runElf(const Run &run, const ExplainRequest &request, QStringList *command, QString *error)
{
    if (!RunExplainer::canExplain(run.config)) {
        setError(error,
                 Tr::tr("only runs on the virtual board with the icount timer or the cycle model "
                        "can be explained (run %1: board %2, timer %3)")
                     .arg(run.id)
                     .arg(run.config.board, run.config.timingMethod));
        return {};
    }
    if (run.firmwareSha256.isEmpty()) {
        setError(error,
                 Tr::tr("run %1 does not record its firmware's SHA-256: its exact ELF cannot be "
                        "found")
                     .arg(run.id));
        return {};
    }
    // Absolute from here on: a file name such as "--plugin=x.so" is never read as an option by
    // the programs it is given to (ElfInspector puts "--" before it too; issue 31).
    QString elf = request.elf.isEmpty() ? QString() : QFileInfo(request.elf).absoluteFilePath();
    if (!elf.isEmpty()) {
        const QString sha = RunExplainer::sha256Of(elf);
        if (sha.compare(run.firmwareSha256, Qt::CaseInsensitive) != 0) {
            setError(error,
                     Tr::tr("%1 is not the firmware of run %2 (SHA-256 %3, the run's is %4)")
                         .arg(elf)
                         .arg(run.id)
                         .arg(sha.isEmpty() ? Tr::tr("unreadable") : sha, run.firmwareSha256));
            return {};
        }
        return elf;
    }
    const QString cache =
        request.buildCache.isEmpty() ? FirmwareBuilder::defaultCacheDir() : request.buildCache;
    elf = RunExplainer::findElf(cache, run.firmwareSha256, command);
    if (elf.isEmpty())
        setError(error,
                 Tr::tr("the firmware of run %1 (ELF SHA-256 %2) is no longer in the build "
                        "cache %3: rebuild it with the run's experiment (the same sources and "
                        "compiler give the same ELF) or give it with --elf")
                     .arg(run.id)
                     .arg(run.firmwareSha256, cache));
    return elf;
}

// Where case c's first measured windows are (docs/explain.md, "The windows").
std::optional<WindowPlan> casePlan(const Run &run, const CaseResult &c, ElfInspector &inspector,
                                   const QSet<quint32> &stampSites, int windows, QString *error)
{
    if (c.samples.empty()) {
        setError(error, Tr::tr("metric %1 of run %2 has no samples").arg(c.metric).arg(run.id));
        return std::nullopt;
    }
    const auto runEntry = inspector.caseRunFunction(c.metric, error);
    if (!runEntry)
        return std::nullopt;
    WindowPlan plan;
    plan.runEntry = *runEntry;
    plan.setupEntry = inspector.caseSetupFunction();
    plan.timerSites = stampSites;
    plan.coldSample = c.coldSample;
    plan.windows = int(std::min<std::size_t>(std::size_t(std::max(windows, 1)), c.samples.size()));
    // The case driver calls run() once for the cold sample, then once per buffer of warm-up.
    const qint64 warm = c.warmup.value_or(0);
    const qint64 cap =
        run.config.extra.value(QStringLiteral("sample_cap"), QStringLiteral("10000")).toLongLong();
    plan.skipRunEntries = 1 + int(cap > 0 ? (warm + cap - 1) / cap : 0);
    return plan;
}

// The Cortex-M3 cycle model's target for explain: a cycle-model run's own (COND cycle_target at
// its clock), so the windows' estimated cycles are its samples; else the GD32F103 at 72 MHz
// (its first 256 KiB of flash have no wait states at any clock, so the clock does not change the
// cycles). The model knows the functions named as handlers before it sees them taken.
std::optional<CycleTarget> cycleTargetOf(const Run &run, QString *error)
{
    if (!isCycleModelRun(run))
        return CycleTarget::byName(QStringLiteral("gd32f103"), 72e6, error);
    const QString name = run.config.extra.value(QStringLiteral("cycle_target"));
    const auto t = CycleTarget::byName(name, double(run.config.clockHz.value_or(0)), error);
    if (!t)
        setError(error, Tr::tr("run %1's cycle model target %2 at %3 Hz: %4")
                            .arg(run.id)
                            .arg(name)
                            .arg(run.config.clockHz.value_or(0))
                            .arg(error ? *error : QString()));
    return t;
}

ExplainResult makeResult(const Run &run, const CaseResult &c, const ElfInspector &inspector,
                         const WindowAttributor &attributor, const CortexM3CycleModel *model,
                         const CycleTarget &target, const QString &elf, double seconds)
{
    ExplainResult r;
    r.runId = run.id;
    r.metric = c.metric;
    r.elfPath = elf;
    r.elfSha256 = run.firmwareSha256.toLower();
    r.debugInfo = inspector.hasDebugInfo();
    r.tracedInstructions = attributor.instructions();
    r.seconds = seconds;
    r.windows = ExplainResult::makeWindows(inspector.symbols(), attributor.windows(), c.samples);
    if (const CortexM3CycleModel *m = model) {
        r.cycleModel = CortexM3CycleModel::version();
        r.cycleTarget = target.label();
        r.unknownCode = m->unknownCode();
    }
    r.cycleSamples = isCycleModelRun(run);
    return r;
}

QString mismatchError(const ExplainResult &r)
{
    const QString mismatch = r.sumMismatch();
    if (mismatch.isEmpty())
        return {};
    return Tr::tr("the attribution does not add up to the run's raw samples (%1): not the same "
                  "build or not the same -icount, nothing is reported")
        .arg(mismatch);
}

TraceRunOptions traceOptions(const ExplainRequest &request, const QStringList &command,
                             const QString &elf)
{
    TraceRunOptions options;
    options.command = command;
    options.elf = elf;
    options.qemuProgram = request.qemuProgram;
    options.cancel = request.cancel;
    options.progress = request.progress;
    return options;
}

} // namespace

std::optional<ExplainResult> RunExplainer::explain(const Run &run, const QString &metric,
                                                   const ExplainRequest &request, QString *error)
{
    const CaseResult *c = run.findCase(metric);
    if (!c) {
        setError(error, tr("run %1 has no metric %2").arg(run.id).arg(metric));
        return std::nullopt;
    }
    QStringList command;
    const QString found = runElf(run, request, &command, error);
    if (found.isEmpty())
        return std::nullopt;
    if (c->samples.empty()) {
        setError(error, tr("metric %1 of run %2 has no samples").arg(metric).arg(run.id));
        return std::nullopt;
    }
    const QString elf = QFileInfo(found).absoluteFilePath();
    if (request.status)
        request.status(tr("reading %1").arg(found));
    ElfInspector inspector;
    if (!inspector.inspect(found, error))
        return std::nullopt;
    const StampSites stamps =
        StampSites::find(inspector.symbols(), inspector.timerSites(), inspector.hasDebugInfo());
    if (!stamps.usable(error))
        return std::nullopt;
    const auto plan = casePlan(run, *c, inspector, stamps.sites, request.windows, error);
    if (!plan)
        return std::nullopt;
    const auto target = cycleTargetOf(run, error);
    if (!target)
        return std::nullopt;
    WindowAttributor attributor(inspector.symbols(), *plan);
    attributor.enableCycleModel(*target, inspector.symbols().handlerEntries());
    if (request.status)
        request.status(
            tr("tracing %1 window(s) of %2 on the virtual board").arg(plan->windows).arg(metric));
    QElapsedTimer clock;
    clock.start();
    if (!TraceRunner::run(traceOptions(request, command, elf), attributor, error))
        return std::nullopt;
    ExplainResult r = makeResult(run, *c, inspector, attributor, attributor.cycleModel(), *target,
                                 elf, double(clock.elapsed()) / 1000.0);
    if (const QString why = mismatchError(r); !why.isEmpty()) {
        setError(error, why);
        return std::nullopt;
    }
    return r;
}

bool RunExplainer::explainCases(const Run &run, const QStringList &metrics,
                                const ExplainRequest &request, std::vector<ExplainOutcome> *out,
                                QString *error)
{
    out->clear();
    QStringList command;
    const QString found = runElf(run, request, &command, error);
    if (found.isEmpty())
        return false;
    const QString elf = QFileInfo(found).absoluteFilePath();
    if (request.status)
        request.status(tr("reading %1").arg(found));
    ElfInspector inspector;
    if (!inspector.inspect(found, error))
        return false;
    const StampSites stamps =
        StampSites::find(inspector.symbols(), inspector.timerSites(), inspector.hasDebugInfo());
    if (!stamps.usable(error))
        return false;
    // A cycle-model run's samples are the model's: its audit checks them with the same model.
    std::optional<CycleTarget> target;
    WindowAttributorSet set;
    if (isCycleModelRun(run)) {
        target = cycleTargetOf(run, error);
        if (!target)
            return false;
        set.enableCycleModel(*target, inspector.symbols().handlerEntries());
    }
    std::vector<int> slot; // the set's index of each outcome, -1 = none
    for (const QString &metric : metrics) {
        ExplainOutcome o;
        o.metric = metric;
        int index = -1;
        if (const CaseResult *c = run.findCase(metric); !c) {
            o.error = tr("run %1 has no metric %2").arg(run.id).arg(metric);
        } else if (const auto plan =
                       casePlan(run, *c, inspector, stamps.sites, request.windows, &o.error)) {
            index = set.add(inspector.symbols(), *plan);
        }
        out->push_back(o);
        slot.push_back(index);
    }
    if (set.size() == 0)
        return true;
    if (request.status)
        request.status(tr("tracing %1 case(s) on the virtual board").arg(set.size()));
    QElapsedTimer clock;
    clock.start();
    if (!TraceRunner::run(traceOptions(request, command, elf), set, error))
        return false;
    const double seconds = double(clock.elapsed()) / 1000.0;
    for (std::size_t i = 0; i < out->size(); ++i) {
        if (slot[i] < 0)
            continue;
        ExplainOutcome &o = (*out)[i];
        const WindowAttributor &a = set.at(slot[i]);
        if (!a.complete(&o.error))
            continue;
        ExplainResult r = makeResult(run, *run.findCase(o.metric), inspector, a, set.cycleModel(),
                                     target.value_or(CycleTarget()), elf, seconds);
        o.error = mismatchError(r);
        if (o.error.isEmpty())
            o.result = std::move(r);
    }
    return true;
}

} // namespace rb
