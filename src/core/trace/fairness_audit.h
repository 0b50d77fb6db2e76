// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"
#include "core/trace/explain_result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace rb {

// The fairness audit of one case (rtosbench-cli audit, docs/explain.md "Fairness audit"):
// one traced window split into layers, the adapter's instructions against the emulation cost
// the run states (COND mech.<case>.cost or mech.<op>.cost), and what is flagged.
struct AuditCase {
    QString metric;
    QString error;    // the case could not be explained (flagged "error")
    qint64 total = 0; // the window's instructions (== its raw sample on an icount run)
    QMap<QString, qint64> layers;
    // A cycle-model run's window (== its raw sample) and the adapter's share of it, in
    // estimated cycles (model); nullopt for an icount run. The flags stay on instructions: the
    // stated costs are the icount image's.
    std::optional<qint64> cycles;
    std::optional<qint64> adapterCycles;
    qint64 stated = 0;            // the stated emulation cost of one window
    QStringList statedKeys;       // the COND keys it comes from
    QStringList adapterFunctions; // "rb_sem_give 14" (most instructions first)
    QStringList flags;            // "unstated_adapter", "misstated_cost", "unknown_layer", "error"

    qint64 layer(const QString &name) const { return layers.value(name, 0); }
    // adapter - stated: the adapter's instructions no COND key accounts for.
    qint64 unstated() const { return layer(QStringLiteral("adapter")) - stated; }
};

class FairnessAudit {
    Q_DECLARE_TR_FUNCTIONS(rb::FairnessAudit)
public:
    // An adapter share above this many instructions that no mech.*.cost states is flagged.
    static constexpr qint64 kAdapterLimit = 10;

    // Whether a case's samples are timed windows (the difference of two stamps) that explain
    // can trace: not tick_jitter, whose samples are a period's deviation from the nominal tick.
    static bool isWindowCase(const QString &metric);
    // The cases of a run an audit traces by default: those with samples that are windows.
    static QStringList auditedCases(const std::vector<CaseResult> &cases);

    // The adapter operations one window of a case calls (the harness's rb_* calls inside the
    // window, by the adapter function's name without rb_ / rb_task_): yield_round_trip ->
    // {yield}, sem_ping_pong -> {sem_give, sem_take}, ...; empty for a case not listed.
    static QStringList caseOperations(const QString &metric);
    // The emulation cost a run states for one window of a case: mech.<case>.cost when COND has
    // it, else the sum of mech.<op>.cost of the case's operations; 0 when none. keys (if not
    // null) gets the keys used.
    static qint64 statedCost(const QString &metric, const QMap<QString, QString> &cond,
                             QStringList *keys = nullptr);
    // The kernel-only median of a case: the median minus its stated cost (the report's and the
    // Overview's "Kernel-only" column); nullopt without a median, and for a cycle-model run
    // (COND cycle_model): its samples are estimated cycles, its stated costs the icount
    // image's instructions, which cannot be subtracted from them.
    static std::optional<double> kernelOnlyMedian(std::optional<double> median,
                                                  const QString &metric,
                                                  const QMap<QString, QString> &cond);

    // The audit of one case from its explain (the first window), or its error. Flags
    // "unstated_adapter" (adapter - stated > kAdapterLimit), "misstated_cost" (the stated cost
    // exceeds the traced adapter share, or a case-level mech.<case>.cost, which states one
    // window exactly, differs from it: the kernel-only median would be wrong), "unknown_layer",
    // "error".
    static AuditCase assess(const QString &metric, const ExplainResult *result,
                            const QString &error, const QMap<QString, QString> &cond);
    // Why a run states no emulation cost at all (no mech.*.cost key in its COND), empty when it
    // states one. The firmware states the costs only for the build they were counted on
    // (docs/cases.md "Stated costs": GCC's version and C flags, virtual board, icount): a run
    // built by another compiler (toolchain=clang) or with other flags states none, so its
    // adapter share is unstated (unstated_adapter), never misstated (misstated_cost).
    static QString statedCostsNote(const Configuration &config); // translated
    static QString flagTitle(const QString &flag);               // translated
    static QJsonObject toJson(const AuditCase &c);
};

} // namespace rb
