// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/run.h"

#include "core/model/corrected.h"

#include <limits>

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
    // Exact integer subtraction (core/model/corrected.h); a value that does not fit in 64 bits is
    // unknown (NaN, left out of every summary), never wrapped or rounded.
    const qint64 ov = overhead.value_or(0);
    std::vector<double> out;
    out.reserve(samples.size());
    for (qint64 s : samples) {
        const auto v = correctedValue(s, ov);
        out.push_back(v ? static_cast<double>(*v) : std::numeric_limits<double>::quiet_NaN());
    }
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
