// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lab/lab_trap_report.h"

#include "core/analysis/series.h"
#include "core/analysis/traps.h"
#include "core/lab/lab.h"

namespace rb {

namespace {

// The lab's trap in the lab's result: its number, warning or critical, and about one of the
// metrics the lab shows (or about the whole run: no metric named).
bool isLabTrap(const TrapWarning &w, int trap, const QStringList &metrics)
{
    return w.number == trap && w.severity != TrapSeverity::Info &&
           (w.metric.isEmpty() || metrics.contains(w.metric));
}

} // namespace

QStringList LabTrapReport::studiedConditions(const Lab &lab)
{
    const QStringList known = Configuration::conditionKeys();
    QStringList out{QStringLiteral("kernel")};
    for (const auto &[key, values] : lab.experiment.vary) {
        Q_UNUSED(values);
        QString c = Configuration::canonicalConditionKey(key);
        if (!known.contains(c) && !c.startsWith(QLatin1String("extra.")) &&
            !c.startsWith(QLatin1String("kernel_config.")))
            c = QStringLiteral("extra.") + c; // stated by the firmware as an extra key
        if (!out.contains(c))
            out << c;
    }
    return out;
}

LabTrapReport LabTrapReport::evaluate(const Lab &lab, const std::vector<Run> &runs)
{
    LabTrapReport r;
    r.trap = lab.trap;
    r.m_metrics = lab.metrics;
    SeriesList series;
    for (const Run &run : runs) {
        r.runIds << run.id;
        for (Series &s : seriesFromRun(run))
            series.push_back(std::move(s));
    }
    r.warnings = detectAllTraps(series, studiedConditions(lab));
    return r;
}

std::vector<TrapWarning> LabTrapReport::labTrapOn(qint64 runId) const
{
    std::vector<TrapWarning> out;
    for (const TrapWarning &w : warnings)
        if (isLabTrap(w, trap, m_metrics) && w.runIds.contains(runId))
            out.push_back(w);
    return mergeTrapWarnings(out);
}

std::vector<TrapWarning> LabTrapReport::others() const
{
    std::vector<TrapWarning> out;
    for (const TrapWarning &w : warnings)
        if (!isLabTrap(w, trap, m_metrics))
            out.push_back(w);
    return mergeTrapWarnings(out);
}

} // namespace rb
