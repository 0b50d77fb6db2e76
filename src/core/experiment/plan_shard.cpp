// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/experiment/plan_shard.h"

#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Experiment)
};

constexpr int kMaxShards = 100000;

// A request as the plan id sees it: the board override applied, machine-local paths left out.
QJsonObject portableRequest(BuildRequest r, const QString &boardOverride)
{
    if (!boardOverride.isEmpty())
        r.board = boardOverride;
    QJsonObject o = r.toJson();
    o.remove(QStringLiteral("kernel_dir"));
    o.remove(QStringLiteral("extra_trees"));
    if (o.contains(QStringLiteral("external"))) {
        QJsonObject e = o.value(QStringLiteral("external")).toObject();
        e.remove(QStringLiteral("experiment_dir"));
        o.insert(QStringLiteral("external"), e);
    }
    return o;
}

} // namespace

QString PlanShard::Shard::text() const
{
    return QStringLiteral("%1/%2").arg(index).arg(count);
}

std::optional<PlanShard::Shard> PlanShard::parse(const QString &text, QString *error)
{
    static const QRegularExpression form(QStringLiteral("^([0-9]{1,6})/([0-9]{1,6})$"));
    const QRegularExpressionMatch m = form.match(text);
    const auto refuse = [&] {
        setError(error, Tr::tr("--shard takes K/N with 0 <= K < N <= %1 (e.g. 0/4), got \"%2\"")
                            .arg(kMaxShards)
                            .arg(text));
        return std::nullopt;
    };
    if (!m.hasMatch())
        return refuse();
    Shard s;
    s.index = m.captured(1).toInt();
    s.count = m.captured(2).toInt();
    if (s.count < 1 || s.count > kMaxShards || s.index >= s.count)
        return refuse();
    return s;
}

std::vector<int> PlanShard::positions(int planSize, const Shard &shard)
{
    std::vector<int> out;
    if (shard.count < 1 || shard.index < 0 || shard.index >= shard.count)
        return out;
    for (int i = shard.index; i < planSize; i += shard.count)
        out.push_back(i);
    return out;
}

QJsonArray PlanShard::describe(const std::vector<BuildRequest> &plan, const QString &boardOverride)
{
    QJsonArray out;
    for (const BuildRequest &r : plan) {
        BuildRequest shown = r;
        if (!boardOverride.isEmpty())
            shown.board = boardOverride;
        out.append(QJsonObject{{QStringLiteral("label"), shown.label()},
                               {QStringLiteral("request"), portableRequest(r, boardOverride)}});
    }
    return out;
}

QString PlanShard::planId(const QString &experimentName, const std::vector<BuildRequest> &plan,
                          const QString &boardOverride)
{
    QJsonArray requests;
    for (const BuildRequest &r : plan)
        requests.append(portableRequest(r, boardOverride));
    const QJsonObject canonical{{QStringLiteral("experiment"), experimentName},
                                {QStringLiteral("plan"), requests}};
    const QByteArray bytes = QJsonDocument(canonical).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(
        QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex().left(16));
}

} // namespace rb
