// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/firmware_manifest.h"
#include "core/experiment/experiment.h"
#include "core/model/run.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <functional>

namespace rb {

struct CycleModelRunOptions {
    QString qemuProgram; // overrides "qemu-system-arm" when not empty
    const std::atomic_bool *cancel = nullptr;
    // Progress of the trace: instructions traced, windows attributed of windowsWanted.
    std::function<void(qint64 instructions, int windows, int windowsWanted)> progress;
    int timeoutMs = 30 * 60 * 1000;
};

// The cycle-model timing method on the virtual board (docs/cycle-model.md, "The cycle-model
// timing method"): the firmware is the icount image (the same build, the same cache entry), run
// and captured as an icount run; then the same image runs again under our trace plugin
// (TraceRunner; -icount shift=0 makes both executions the same instruction for instruction),
// every window of every case is attributed with the Cortex-M3 cycle model, each window's traced
// instruction count is checked against the capture's icount sample, and the samples become the
// windows' estimated cycles. The raw log stays the icount capture.
class CycleModelRun {
    Q_DECLARE_TR_FUNCTIONS(rb::CycleModelRun)
public:
    static bool isCycleModel(const BuildRequest &r);
    // The request the firmware is built and its capture validated with: the icount image (timer
    // icount, no clock: the virtual board's clock is not ours to set, the model's is).
    static BuildRequest firmwareRequest(const BuildRequest &r);
    // The model's clock: the request's, else 72 MHz.
    static qint64 clockHz(const BuildRequest &r);
    static QString target() { return QStringLiteral("gd32f103"); }

    // Converts run (captured from firmware, Complete) to estimated cycles, in place; false with
    // *error when the trace fails or does not agree with the capture (run is then unchanged).
    static bool apply(Run &run, const FirmwareManifest &firmware, const BuildRequest &request,
                      const CycleModelRunOptions &options, QString *error);
};

} // namespace rb
