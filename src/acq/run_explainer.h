// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"
#include "core/trace/explain_result.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <functional>
#include <optional>

namespace rb {

struct ExplainRequest {
    int windows = 5;
    QString elf;         // an explicit ELF (must have the run's SHA-256); "" = search the cache
    QString buildCache;  // "" = FirmwareBuilder::defaultCacheDir()
    QString qemuProgram; // "" = qemu-system-arm
    const std::atomic_bool *cancel = nullptr;
    std::function<void(const QString &)> status;
    std::function<void(qint64 instructions, int windows)> progress;
};

// rtosbench-cli explain: re-runs a virtual-board run's exact firmware (the ELF with the SHA-256
// stored with the run) under QEMU's execution trace and attributes each instruction of the
// metric's first measured windows to a function and a layer (docs/explain.md). The attributed
// total of every window must equal the run's raw sample: a mismatch is an error.
// One case of explainCases: its attribution, or why there is none.
struct ExplainOutcome {
    QString metric;
    std::optional<ExplainResult> result;
    QString error;
};

class RunExplainer {
    Q_DECLARE_TR_FUNCTIONS(rb::RunExplainer)
public:
    // Whether runs of this configuration can be traced: the virtual board with the icount timer
    // or the cycle model (whose samples are the model's estimated cycles of the same trace).
    static bool canExplain(const Configuration &config);
    static std::optional<ExplainResult> explain(const Run &run, const QString &metric,
                                                const ExplainRequest &request, QString *error);
    // Several cases of a run from one trace (rtosbench-cli audit): request.windows windows of
    // each. false with *error when nothing can be traced (no ELF, not a virtual-board run, QEMU
    // missing, cancelled); a case that cannot be explained has its own error in its outcome.
    static bool explainCases(const Run &run, const QStringList &metrics,
                             const ExplainRequest &request, std::vector<ExplainOutcome> *out,
                             QString *error);
    // The ELF with that SHA-256 in a firmware build cache (DIR/*/manifest.json), "" if none.
    static QString findElf(const QString &cacheDir, const QString &sha256,
                           QStringList *runCommand = nullptr);
    static QString sha256Of(const QString &path);
};

} // namespace rb
