// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/series.h"
#include "core/model/run.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace rb {

// A cycle-model run beside a published number of the same kernel and case (issue 36,
// docs/cycle-model.md "Beside the GD32F103 article"): the model's median (corrected: raw -
// overhead, estimated cycles) over the published cycles, never tuned to them.
struct ModelBesidePublished {
    Q_DECLARE_TR_FUNCTIONS(rb::ModelBesidePublished)
public:
    qint64 runId = 0;
    QString kernel;          // the run's
    QString metric;          // ours
    QString publishedMetric; // the publication's name of it
    double model = 0;        // estimated cycles (model)
    double published = 0;    // cycles
    QString publishedAs;     // "262 cycles" or "3.64 µs × 72 MHz"
    bool fromUs = false;     // published in µs, converted at the publication's clock
    QString source;
    double ratio() const { return published != 0 ? model / published : 0; }

    // Our case a publication's metric name means: itself, or the article's names of ours
    // (context_switch_single -> context_switch, queue_post_1byte -> queue_post_1,
    // irq_to_task_wake -> irq_to_task).
    static QString ourMetric(const QString &publishedMetric);
    // Every pair of a measured cycle-model series (status ok, samples) and a published number
    // of the same kernel (canonicalKernel) and case, in cycles or in µs at a stated clock (µs ×
    // the publication's clock); a publication's cycles row is taken over its µs row of the same
    // case. In the series' order, then the references'.
    static std::vector<ModelBesidePublished> pairs(const std::vector<Series> &series,
                                                   const std::vector<ReferenceResult> &refs);
    // The geometric mean of the ratios (0 for none).
    static double geometricMean(const std::vector<ModelBesidePublished> &rows);
};

} // namespace rb
