// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/trace_symbol_map.h"
#include "core/trace/window_attributor.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <vector>

namespace rb {

struct ExplainedFunction {
    QString name; // "?" for instructions outside every symbol
    QString file;
    QString layer;
    qint64 instructions = 0;
    qint64 calls = 0;
    qint64 cycles = 0; // estimated cycles (model); 0 without a cycle model
};

struct ExplainedWindow {
    int index = 0;     // 0-based index of the measured sample
    qint64 sample = 0; // the run's raw sample of that window
    qint64 total = 0;  // attributed instructions
    qint64 cycles = 0; // estimated cycles (model) of those instructions; 0 without a model
    QMap<QString, qint64> layers;      // instructions per layer
    QMap<QString, qint64> layerCycles; // estimated cycles (model) per layer; empty without one
    std::vector<ExplainedFunction> functions; // most instructions first
};

// Where the instructions of a run's first measured windows of one metric go (rtosbench-cli
// explain): emulated instruction counts, attributed by an execution trace on the virtual board.
struct ExplainResult {
    Q_DECLARE_TR_FUNCTIONS(rb::ExplainResult)
public:
    qint64 runId = 0;
    QString metric;
    QString elfPath;
    QString elfSha256;
    bool debugInfo = true; // false: no source files, every layer is "unknown"
    qint64 tracedInstructions = 0;
    double seconds = 0;
    // The Cortex-M3 cycle model beside the instruction counts (docs/cycle-model.md): its
    // version and target ("" = none ran). Its figures are estimated cycles (model), never
    // measured.
    QString cycleModel;
    QString cycleTarget;
    qint64 unknownCode = 0; // instructions the model had no code for (charged 1 cycle)
    // The run's samples are the model's estimated cycles (timing method cycle-model): each
    // window's cycles, not its instructions, must equal its raw sample, and the stored medians
    // (total, kernel) are in cycles.
    bool cycleSamples = false;
    std::vector<ExplainedWindow> windows;
    bool hasCycles() const { return !cycleModel.isEmpty(); }
    // "estimated cycles (model)": the one label of the model's figures (translated).
    static QString cyclesLabel();

    // kernel, adapter, harness, port, libc, unknown
    static QStringList layerOrder();
    static QString layerTitle(const QString &layer); // translated
    // Builds the windows from the attributor's costs and the run's raw samples (same order).
    static std::vector<ExplainedWindow> makeWindows(const TraceSymbolMap &map,
                                                    const std::vector<WindowCost> &costs,
                                                    const std::vector<qint64> &samples);
    // "" when every window's attributed total (its estimated cycles with cycleSamples) equals
    // its raw sample, else the mismatches.
    QString sumMismatch() const;
    // Per layer over the windows: min, median and max (layers of no window are absent), in
    // instructions, or in estimated cycles (model) with cycles = true.
    struct Spread {
        qint64 min = 0;
        double median = 0;
        qint64 max = 0;
    };
    QMap<QString, Spread> layerSpread(bool cycles = false) const;
    Spread totalSpread(bool cycles = false) const;
    QJsonObject toJson() const;
    QJsonObject spreadJson(bool cycles) const; // toJson's "spread" (cycles: in the model's)
    static ExplainResult fromJson(const QJsonObject &o);
};

} // namespace rb
