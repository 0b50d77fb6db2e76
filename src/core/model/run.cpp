// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/run.h"

namespace rb {

QString runStatusName(RunStatus s)
{
    switch (s) {
    case RunStatus::Complete:
        return QStringLiteral("complete");
    case RunStatus::Incomplete:
        return QStringLiteral("incomplete");
    case RunStatus::Failed:
        return QStringLiteral("failed");
    }
    return QStringLiteral("incomplete");
}

std::optional<RunStatus> runStatusFromName(const QString &name)
{
    if (name == QLatin1String("complete"))
        return RunStatus::Complete;
    if (name == QLatin1String("incomplete"))
        return RunStatus::Incomplete;
    if (name == QLatin1String("failed"))
        return RunStatus::Failed;
    return std::nullopt;
}

std::vector<double> CaseResult::corrected() const
{
    const double ov = overhead ? static_cast<double>(*overhead) : 0.0;
    std::vector<double> out;
    out.reserve(samples.size());
    for (qint64 s : samples)
        out.push_back(static_cast<double>(s) - ov);
    return out;
}

const CaseResult *Run::findCase(const QString &metric) const
{
    for (const CaseResult &c : cases)
        if (c.metric == metric)
            return &c;
    return nullptr;
}

} // namespace rb
