// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/kernels/kernel_options.h"

#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::KernelOptions)
};
} // namespace

std::optional<KernelOptions> KernelOptions::forKernel(const QString &kernelId)
{
    QFile f(QStringLiteral(":/kernels/options/%1.json").arg(kernelId));
    if (kernelId.isEmpty() || !f.open(QIODevice::ReadOnly))
        return std::nullopt;
    QString error;
    std::optional<KernelOptions> o = fromJson(f.readAll(), &error);
    if (!o)
        qWarning("kernel options of %s: %s", qPrintable(kernelId), qPrintable(error));
    return o;
}

std::optional<KernelOptions> KernelOptions::fromJson(const QByteArray &json, QString *error)
{
    auto fail = [error](const QString &msg) -> std::optional<KernelOptions> {
        setError(error, msg);
        return std::nullopt;
    };
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (!doc.isObject())
        return fail(Tr::tr("not a JSON object: %1").arg(pe.errorString()));
    const QJsonObject o = doc.object();
    KernelOptions k;
    k.m_kernel = o.value("kernel").toString();
    k.m_header = o.value("header").toString();
    if (k.m_kernel.isEmpty())
        return fail(Tr::tr("no \"kernel\""));
    for (const QJsonValue &v : o.value("options").toArray()) {
        const QJsonObject e = v.toObject();
        KernelOption opt;
        opt.key = e.value("key").toString();
        opt.type = e.value("type").toString();
        opt.description = e.value("description").toString();
        for (const QJsonValue &x : e.value("values").toArray())
            opt.values.push_back(x.toInteger());
        const QJsonObject prof = e.value("profiles").toObject();
        for (auto it = prof.begin(); it != prof.end(); ++it)
            opt.profiles.insert(it.key(), it.value().toInteger());
        if (opt.key.isEmpty() || opt.values.empty())
            return fail(Tr::tr("an option without \"key\" or \"values\""));
        if (k.find(opt.key))
            return fail(Tr::tr("the option %1 is declared twice").arg(opt.key));
        for (auto it = opt.profiles.cbegin(); it != opt.profiles.cend(); ++it)
            if (std::find(opt.values.begin(), opt.values.end(), it.value()) == opt.values.end())
                return fail(Tr::tr("the %1 profile's value of %2 is not one of its values")
                                .arg(it.key(), opt.key));
        k.m_options.push_back(opt);
    }
    return k;
}

const KernelOption *KernelOptions::find(const QString &key) const
{
    for (const KernelOption &o : m_options)
        if (o.key == key)
            return &o;
    return nullptr;
}

QStringList KernelOptions::keys() const
{
    QStringList out;
    for (const KernelOption &o : m_options)
        out << o.key;
    return out;
}

QString KernelOptions::problem(const QString &key, const QString &value) const
{
    const KernelOption *o = find(key);
    if (!o)
        return Tr::tr("%1 has no configuration option \"%2\" (options: %3)")
            .arg(m_kernel, key, keys().join(QStringLiteral(", ")));
    bool ok = false;
    const qint64 v = value.toLongLong(&ok);
    QStringList allowed;
    for (qint64 a : o->values)
        allowed << QString::number(a);
    if (!ok || std::find(o->values.begin(), o->values.end(), v) == o->values.end())
        return Tr::tr("%1 of %2 cannot be %3 (allowed: %4)")
            .arg(key, m_kernel, value, allowed.join(QStringLiteral(", ")));
    return {};
}

std::vector<std::pair<QString, qint64>> KernelOptions::profileDifference(const QString &from,
                                                                         const QString &to) const
{
    std::vector<std::pair<QString, qint64>> out;
    for (const KernelOption &o : m_options)
        if (o.profiles.contains(from) && o.profiles.contains(to) &&
            o.profiles.value(from) != o.profiles.value(to))
            out.emplace_back(o.key, o.profiles.value(to));
    return out;
}

} // namespace rb
