// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/attribution_plan.h"
#include "core/kernels/kernel_options.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::AttributionPlan)
};
const QLatin1String kStepPrefix("attribution-step:");
} // namespace

QString AttributionStep::roleName(Role r)
{
    switch (r) {
    case Role::From:
        return QStringLiteral("from");
    case Role::To:
        return QStringLiteral("to");
    case Role::Single:
        return QStringLiteral("single");
    case Role::Cumulative:
        return QStringLiteral("cumulative");
    }
    return {};
}

QString AttributionStep::tag() const
{
    QString t = kStepPrefix + roleName(role);
    if (role == Role::Cumulative)
        t += ':' + QString::number(position);
    if (!key.isEmpty())
        t += ':' + key + '=' + QString::number(value);
    return t;
}

std::optional<AttributionStep> AttributionStep::fromTag(const QString &tag)
{
    if (!tag.startsWith(kStepPrefix))
        return std::nullopt;
    const QStringList parts = tag.mid(kStepPrefix.size()).split(':');
    AttributionStep s;
    const QString role = parts.value(0);
    auto keyValue = [&s](const QString &kv) {
        const qsizetype eq = kv.indexOf('=');
        if (eq <= 0)
            return false;
        bool ok = false;
        s.key = kv.left(eq);
        s.value = kv.mid(eq + 1).toLongLong(&ok);
        return ok;
    };
    if (role == QLatin1String("from") && parts.size() == 1)
        s.role = Role::From;
    else if (role == QLatin1String("to") && parts.size() == 1)
        s.role = Role::To;
    else if (role == QLatin1String("single") && parts.size() == 2 && keyValue(parts[1]))
        s.role = Role::Single;
    else if (role == QLatin1String("cumulative") && parts.size() == 3 && keyValue(parts[2])) {
        s.role = Role::Cumulative;
        bool ok = false;
        s.position = parts[1].toInt(&ok);
        if (!ok || s.position < 1)
            return std::nullopt;
    } else
        return std::nullopt;
    return s;
}

std::optional<AttributionPlan> AttributionPlan::make(const BuildRequest &base, const QString &from,
                                                     const QString &to, QString *error)
{
    const std::optional<KernelOptions> options = KernelOptions::forKernel(base.kernel);
    if (!options) {
        setError(error,
                 Tr::tr("%1 declares no configuration options to attribute").arg(base.kernel));
        return std::nullopt;
    }
    for (const QString &p : {from, to}) {
        bool known = false;
        for (const KernelOption &o : options->options())
            known = known || o.profiles.contains(p);
        if (!known) {
            setError(error, Tr::tr("%1 has no profile \"%2\" in its options").arg(base.kernel, p));
            return std::nullopt;
        }
    }
    const auto diff = options->profileDifference(from, to);
    if (diff.empty()) {
        setError(error, Tr::tr("the %1 profiles %2 and %3 do not differ in any declared option")
                            .arg(base.kernel, from, to));
        return std::nullopt;
    }
    AttributionPlan plan;
    BuildRequest start = base;
    start.profile = from;
    start.kernelConfig.clear();
    AttributionStep s;
    s.role = AttributionStep::Role::From;
    s.request = start;
    plan.m_steps.push_back(s);
    s.role = AttributionStep::Role::To;
    s.request = start;
    s.request.profile = to;
    plan.m_steps.push_back(s);
    for (const auto &[key, value] : diff) {
        plan.m_keys << key;
        AttributionStep single;
        single.role = AttributionStep::Role::Single;
        single.key = key;
        single.value = value;
        single.request = start;
        single.request.kernelConfig.insert(key, QString::number(value));
        plan.m_steps.push_back(single);
    }
    BuildRequest path = start;
    int position = 0;
    for (const auto &[key, value] : diff) {
        path.kernelConfig.insert(key, QString::number(value));
        if (++position == 1)
            continue; // the first single step
        AttributionStep c;
        c.role = AttributionStep::Role::Cumulative;
        c.key = key;
        c.value = value;
        c.position = position;
        c.request = path;
        plan.m_steps.push_back(c);
    }
    QCryptographicHash h(QCryptographicHash::Sha256);
    for (const AttributionStep &st : plan.m_steps)
        h.addData(st.request.cacheKey().toLatin1());
    h.addData(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toLatin1());
    plan.m_id = QStringLiteral("attribution:%1:%2->%3:%4")
                    .arg(base.kernel, from, to, QString::fromLatin1(h.result().toHex().left(12)));
    return plan;
}

std::vector<BuildRequest> AttributionPlan::requests() const
{
    std::vector<BuildRequest> out;
    for (const AttributionStep &s : m_steps)
        out.push_back(s.request);
    return out;
}

} // namespace rb
