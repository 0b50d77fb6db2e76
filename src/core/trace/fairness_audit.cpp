// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/fairness_audit.h"

#include <QJsonArray>

namespace rb {

bool FairnessAudit::isWindowCase(const QString &metric)
{
    return metric != QLatin1String("tick_jitter");
}

QStringList FairnessAudit::auditedCases(const std::vector<CaseResult> &cases)
{
    QStringList out;
    for (const CaseResult &c : cases)
        if (!c.samples.empty() && isWindowCase(c.metric))
            out << c.metric;
    return out;
}

QStringList FairnessAudit::caseOperations(const QString &metric)
{
    static const QMap<QString, QStringList> ops{
        {"yield_round_trip", {"yield"}},
        {"context_switch", {"yield"}},
        {"preempt", {"suspend", "resume"}},
        {"preempt_resume", {"suspend", "resume"}},
        {"sem_give_wake", {"sem_give", "sem_take"}},
        {"sem_ping_pong", {"sem_give", "sem_take"}},
        {"queue_post_1", {"queue_send", "queue_recv"}},
        {"queue_post_16", {"queue_send", "queue_recv"}},
        {"mutex_lock_unlock", {"mutex_lock", "mutex_unlock"}},
        {"mutex_pi", {"mutex_lock", "mutex_unlock"}},
        {"irq_to_task", {"sem_give_from_isr", "sem_take"}},
        {"thread_create", {"create"}},
        {"thread_join", {"join"}},
        {"heap_alloc", {"heap_alloc"}},
        {"heap_free", {"heap_free"}},
        {"pool_alloc", {"heap_alloc"}},
        {"pool_free", {"heap_free"}},
        {"tick_jitter", {"delay_until"}},
    };
    return ops.value(metric);
}

qint64 FairnessAudit::statedCost(const QString &metric, const QMap<QString, QString> &cond,
                                 QStringList *keys)
{
    const auto costOf = [&cond](const QString &op, qint64 *v) {
        const QString key = QStringLiteral("mech.%1.cost").arg(op);
        if (!cond.contains(key))
            return QString();
        bool ok = false;
        *v = cond.value(key).trimmed().toLongLong(&ok);
        return ok ? key : QString();
    };
    qint64 v = 0;
    if (const QString key = costOf(metric, &v); !key.isEmpty()) {
        if (keys)
            *keys = QStringList{key};
        return v;
    }
    qint64 sum = 0;
    QStringList used;
    for (const QString &op : caseOperations(metric))
        if (const QString key = costOf(op, &v); !key.isEmpty()) {
            sum += v;
            used << key;
        }
    if (keys)
        *keys = used;
    return sum;
}

std::optional<double> FairnessAudit::kernelOnlyMedian(std::optional<double> median,
                                                      const QString &metric,
                                                      const QMap<QString, QString> &cond)
{
    if (!median || cond.contains(QStringLiteral("cycle_model")))
        return std::nullopt;
    return *median - double(statedCost(metric, cond));
}

AuditCase FairnessAudit::assess(const QString &metric, const ExplainResult *result,
                                const QString &error, const QMap<QString, QString> &cond)
{
    AuditCase a;
    a.metric = metric;
    a.stated = statedCost(metric, cond, &a.statedKeys);
    if (!result || result->windows.empty()) {
        a.error = error.isEmpty() ? tr("no window was attributed") : error;
        a.flags << QStringLiteral("error");
        return a;
    }
    const ExplainedWindow &w = result->windows.front();
    a.total = w.total;
    a.layers = w.layers;
    if (result->cycleSamples) {
        a.cycles = w.cycles;
        a.adapterCycles = w.layerCycles.value(QStringLiteral("adapter"), 0);
    }
    for (const ExplainedFunction &f : w.functions)
        if (f.layer == QLatin1String("adapter"))
            a.adapterFunctions << QStringLiteral("%1 %2").arg(f.name).arg(f.instructions);
    if (a.unstated() > kAdapterLimit)
        a.flags << QStringLiteral("unstated_adapter");
    // A stated cost is a claim about this very code: more than the adapter ran, or a
    // case-level (exact) cost that is not what the trace counts, is a wrong statement.
    const bool caseLevel = a.statedKeys == QStringList{QStringLiteral("mech.%1.cost").arg(metric)};
    if (a.unstated() < 0 || (caseLevel && a.unstated() != 0))
        a.flags << QStringLiteral("misstated_cost");
    if (a.layer(QStringLiteral("unknown")) > 0 || !result->debugInfo)
        a.flags << QStringLiteral("unknown_layer");
    return a;
}

QString FairnessAudit::statedCostsNote(const Configuration &config)
{
    for (auto it = config.extra.begin(); it != config.extra.end(); ++it)
        if (it.key().startsWith(QLatin1String("mech.")) &&
            it.key().endsWith(QLatin1String(".cost")))
            return {};
    if (!config.toolchain.isEmpty() && config.toolchain != QLatin1String("gcc"))
        return tr("the run states no mech.*.cost: the firmware states the adapters' costs only "
                  "for the build they were counted on (GCC, docs/cases.md \"Stated costs\"), "
                  "and this run was built by %1 (%2), so its adapter shares are unstated, not "
                  "misstated")
            .arg(config.toolchain, config.toolchainVersion);
    return tr("the run states no mech.*.cost: the firmware states the adapters' costs only for "
              "the build they were counted on (docs/cases.md \"Stated costs\": compiler version, "
              "C flags, board and timer), so its adapter shares are unstated, not misstated");
}

QString FairnessAudit::flagTitle(const QString &flag)
{
    if (flag == QLatin1String("unstated_adapter"))
        return tr("adapter share above %1 not stated as mech.*.cost").arg(kAdapterLimit);
    if (flag == QLatin1String("misstated_cost"))
        return tr("stated mech.*.cost differs from the traced adapter share");
    if (flag == QLatin1String("unknown_layer"))
        return tr("instructions in no known layer");
    return tr("not explained");
}

QJsonObject FairnessAudit::toJson(const AuditCase &c)
{
    QJsonObject layers;
    for (auto it = c.layers.begin(); it != c.layers.end(); ++it)
        layers.insert(it.key(), it.value());
    QJsonObject o{{"metric", c.metric},
                  {"total", c.total},
                  {"layers", layers},
                  {"adapter", c.layer(QStringLiteral("adapter"))},
                  {"stated", c.stated},
                  {"stated_keys", QJsonArray::fromStringList(c.statedKeys)},
                  {"unstated", c.error.isEmpty() ? QJsonValue(c.unstated()) : QJsonValue()},
                  {"adapter_functions", QJsonArray::fromStringList(c.adapterFunctions)},
                  {"flags", QJsonArray::fromStringList(c.flags)},
                  {"error", c.error}};
    if (c.cycles) {
        o.insert("estimated_cycles", *c.cycles);
        o.insert("adapter_estimated_cycles", c.adapterCycles.value_or(0));
    }
    return o;
}

} // namespace rb
