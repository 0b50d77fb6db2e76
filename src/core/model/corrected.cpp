// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/corrected.h"

#include <QCoreApplication>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Run)
};

QString overflowText(const QString &what, qint64 raw, qint64 overhead)
{
    return Tr::tr("%1 (raw %2) - overhead %3 does not fit in a 64-bit integer, its corrected "
                  "value is unknown")
        .arg(what, QString::number(raw), QString::number(overhead));
}

} // namespace

std::optional<qint64> correctedValue(qint64 raw, qint64 overhead)
{
    qint64 out = 0;
    if (__builtin_sub_overflow(raw, overhead, &out))
        return std::nullopt;
    return out;
}

std::optional<qint64> correctedValue(qint64 raw, const std::optional<qint64> &overhead)
{
    return correctedValue(raw, overhead.value_or(0));
}

std::optional<qint64> correctedCold(const CaseResult &c)
{
    if (!c.coldSample)
        return std::nullopt;
    return correctedValue(*c.coldSample, c.overhead);
}

QString correctedProblem(const CaseResult &c)
{
    if (!c.overhead || *c.overhead == 0)
        return {};
    const qint64 ov = *c.overhead;
    if (c.coldSample && !correctedValue(*c.coldSample, ov))
        return overflowText(Tr::tr("the cold sample"), *c.coldSample, ov);
    for (std::size_t i = 0; i < c.samples.size(); ++i)
        if (!correctedValue(c.samples[i], ov))
            return overflowText(Tr::tr("sample %1").arg(i), c.samples[i], ov);
    return {};
}

bool checkCorrected(Run &run)
{
    QStringList problems;
    for (const CaseResult &c : run.cases) {
        const QString p = correctedProblem(c);
        if (!p.isEmpty())
            problems << Tr::tr("case %1: %2").arg(c.metric, p);
    }
    if (problems.isEmpty())
        return true;
    if (run.status == RunStatus::Complete)
        run.status = RunStatus::Incomplete;
    const QString joined = problems.join(QStringLiteral("; "));
    if (!run.statusReason.contains(joined))
        run.statusReason =
            run.statusReason.isEmpty() ? joined : run.statusReason + QStringLiteral("; ") + joined;
    return false;
}

} // namespace rb
