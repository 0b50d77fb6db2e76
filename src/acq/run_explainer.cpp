// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/run_explainer.h"
#include "acq/board_registry.h"

#include "acq/elf_inspector.h"
#include "acq/firmware_builder.h"
#include "acq/firmware_manifest.h"
#include "acq/trace_runner.h"

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

std::optional<ExplainResult> RunExplainer::explain(const Run &run, const QString &metric,
                                                   const ExplainRequest &request, QString *error)
{
    const CaseResult *c = run.findCase(metric);
    if (!c) {
        *error = tr("run %1 has no metric %2").arg(run.id).arg(metric);
        return std::nullopt;
    }
    if (!BoardRegistry::info(run.config.board).isVirtual ||
        run.config.timingMethod != QLatin1String("icount")) {
        *error = tr("only runs on the virtual board with the icount timer can be explained (run "
                    "%1: board %2, timer %3)")
                     .arg(run.id)
                     .arg(run.config.board, run.config.timingMethod);
        return std::nullopt;
    }
    if (c->samples.empty()) {
        *error = tr("metric %1 of run %2 has no samples").arg(metric).arg(run.id);
        return std::nullopt;
    }
    if (run.firmwareSha256.isEmpty()) {
        *error = tr("run %1 does not record its firmware's SHA-256: its exact ELF cannot be "
                    "found")
                     .arg(run.id);
        return std::nullopt;
    }
    // Absolute from here on: a file name such as "--plugin=x.so" is never read as an option by
    // the programs it is given to (ElfInspector puts "--" before it too; issue 31).
    QString elf = request.elf.isEmpty() ? QString() : QFileInfo(request.elf).absoluteFilePath();
    QStringList command;
    if (!elf.isEmpty()) {
        const QString sha = sha256Of(elf);
        if (sha.compare(run.firmwareSha256, Qt::CaseInsensitive) != 0) {
            *error = tr("%1 is not the firmware of run %2 (SHA-256 %3, the run's is %4)")
                         .arg(elf)
                         .arg(run.id)
                         .arg(sha.isEmpty() ? tr("unreadable") : sha, run.firmwareSha256);
            return std::nullopt;
        }
    } else {
        const QString cache =
            request.buildCache.isEmpty() ? FirmwareBuilder::defaultCacheDir() : request.buildCache;
        elf = findElf(cache, run.firmwareSha256, &command);
        if (elf.isEmpty()) {
            *error = tr("the firmware of run %1 (ELF SHA-256 %2) is no longer in the build cache "
                        "%3: rebuild it with the run's experiment (the same sources and "
                        "compiler give the same ELF) or give it with --elf")
                         .arg(run.id)
                         .arg(run.firmwareSha256, cache);
            return std::nullopt;
        }
    }
    if (request.status)
        request.status(tr("reading %1").arg(elf));
    ElfInspector inspector;
    if (!inspector.inspect(elf)) {
        *error = inspector.error();
        return std::nullopt;
    }
    const auto runEntry = inspector.caseRunFunction(metric);
    if (!runEntry) {
        *error = inspector.error();
        return std::nullopt;
    }
    WindowPlan plan;
    plan.runEntry = *runEntry;
    plan.setupEntry = inspector.caseSetupFunction();
    plan.timerSites = inspector.timerSites();
    plan.coldSample = c->coldSample;
    plan.windows =
        int(std::min<std::size_t>(std::size_t(std::max(request.windows, 1)), c->samples.size()));
    // The case driver calls run() once for the cold sample, then once per buffer of warm-up.
    const qint64 warm = c->warmup.value_or(0);
    const qint64 cap =
        run.config.extra.value(QStringLiteral("sample_cap"), QStringLiteral("10000")).toLongLong();
    plan.skipRunEntries = 1 + int(cap > 0 ? (warm + cap - 1) / cap : 0);
    WindowAttributor attributor(inspector.symbols(), plan);
    TraceRunOptions options;
    options.command = command;
    options.elf = QFileInfo(elf).absoluteFilePath();
    options.qemuProgram = request.qemuProgram;
    options.cancel = request.cancel;
    options.progress = request.progress;
    if (request.status)
        request.status(
            tr("tracing %1 window(s) of %2 on the virtual board").arg(plan.windows).arg(metric));
    QElapsedTimer clock;
    clock.start();
    if (!TraceRunner::run(options, attributor, error))
        return std::nullopt;
    ExplainResult r;
    r.runId = run.id;
    r.metric = metric;
    r.elfPath = options.elf;
    r.elfSha256 = run.firmwareSha256.toLower();
    r.debugInfo = inspector.hasDebugInfo();
    r.tracedInstructions = attributor.instructions();
    r.seconds = double(clock.elapsed()) / 1000.0;
    r.windows = ExplainResult::makeWindows(inspector.symbols(), attributor.windows(), c->samples);
    const QString mismatch = r.sumMismatch();
    if (!mismatch.isEmpty()) {
        *error = tr("the attribution does not add up to the run's raw samples (%1): not the same "
                    "build or not the same -icount, nothing is reported")
                     .arg(mismatch);
        return std::nullopt;
    }
    return r;
}

} // namespace rb
