// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/kernels/kernel_catalogue.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSet>

// Q_INIT_RESOURCE must be used outside any namespace.
static void rbInitKernelResources()
{
    static const bool done = [] {
        Q_INIT_RESOURCE(kernels);
        return true;
    }();
    Q_UNUSED(done);
}

namespace rb {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::KernelCatalogue)
};

QStringList strings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &s : v.toArray())
        out << s.toString();
    return out;
}

} // namespace

std::optional<KernelCatalogue> KernelCatalogue::fromJson(const QByteArray &json, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (!doc.isObject()) {
        *error = Tr::tr("the kernel catalogue is not valid JSON: %1").arg(pe.errorString());
        return std::nullopt;
    }
    static const QRegularExpression idRe(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
    static const QRegularExpression commitRe(QStringLiteral("^[0-9a-f]{40}$"));
    static const QStringList builds{QStringLiteral("ours"), QStringLiteral("own"),
                                    QStringLiteral("recipe"), QStringLiteral("external")};
    KernelCatalogue cat;
    QSet<QString> seen;
    for (const QJsonValue &v : doc.object().value(QStringLiteral("kernels")).toArray()) {
        const QJsonObject o = v.toObject();
        KernelInfo k;
        k.id = o.value(QStringLiteral("id")).toString();
        if (!idRe.match(k.id).hasMatch() || seen.contains(k.id)) {
            *error = Tr::tr("kernel catalogue: bad or repeated id \"%1\"").arg(k.id);
            return std::nullopt;
        }
        seen.insert(k.id);
        k.name = o.value(QStringLiteral("name")).toString();
        k.kind = o.value(QStringLiteral("kind")).toString(QStringLiteral("kernel"));
        k.status = o.value(QStringLiteral("status")).toString();
        k.repository = o.value(QStringLiteral("repository")).toString();
        k.licence = o.value(QStringLiteral("licence")).toString();
        k.build = o.value(QStringLiteral("build")).toString();
        k.buildNote = o.value(QStringLiteral("build_note")).toString();
        k.needsTree = o.value(QStringLiteral("needs_tree")).toBool();
        k.boards = strings(o.value(QStringLiteral("boards")));
        k.check = strings(o.value(QStringLiteral("check")));
        const QJsonObject ver = o.value(QStringLiteral("version")).toObject();
        k.versionFile = ver.value(QStringLiteral("file")).toString();
        k.versionMacros = strings(ver.value(QStringLiteral("macros")));
        k.extraTrees = strings(o.value(QStringLiteral("extra_trees")));
        k.extraTreesNote = o.value(QStringLiteral("extra_trees_note")).toString();
        if (k.name.isEmpty() || !builds.contains(k.build) ||
            (k.needsTree && (k.check.isEmpty() || k.repository.isEmpty()))) {
            *error = Tr::tr("kernel catalogue: entry \"%1\" lacks a name, a build route "
                            "(ours, own, recipe, external), or the repository and files "
                            "of its tree")
                         .arg(k.id);
            return std::nullopt;
        }
        for (const QJsonValue &tv : o.value(QStringLiteral("tags")).toArray()) {
            const QJsonObject t = tv.toObject();
            KernelTag tag;
            tag.tag = t.value(QStringLiteral("tag")).toString();
            tag.version = t.value(QStringLiteral("version")).toString(tag.tag);
            tag.commit = t.value(QStringLiteral("commit")).toString();
            tag.build = t.value(QStringLiteral("build")).toString(k.build);
            tag.note = t.value(QStringLiteral("note")).toString();
            if (tag.tag.isEmpty() ||
                (!tag.commit.isEmpty() && !commitRe.match(tag.commit).hasMatch())) {
                *error = Tr::tr("kernel catalogue: entry \"%1\" has a tag without a name or "
                                "with a commit that is not 40 hex digits")
                             .arg(k.id);
                return std::nullopt;
            }
            k.tags.push_back(tag);
        }
        cat.m_kernels.push_back(std::move(k));
    }
    for (const KernelInfo &k : cat.m_kernels)
        for (const QString &extra : k.extraTrees)
            if (!seen.contains(extra)) {
                *error = Tr::tr("kernel catalogue: \"%1\" needs the extra tree \"%2\", which "
                                "has no entry")
                             .arg(k.id, extra);
                return std::nullopt;
            }
    if (cat.m_kernels.empty()) {
        *error = Tr::tr("the kernel catalogue lists no kernel");
        return std::nullopt;
    }
    return cat;
}

const KernelCatalogue &KernelCatalogue::builtIn()
{
    static const KernelCatalogue cat = [] {
        rbInitKernelResources();
        const QString file = qEnvironmentVariable("RTOSBENCH_KERNEL_CATALOGUE");
        QFile f(file.isEmpty() ? QStringLiteral(":/kernels/catalogue.json") : file);
        QString error;
        std::optional<KernelCatalogue> c;
        if (f.open(QIODevice::ReadOnly))
            c = fromJson(f.readAll(), &error);
        if (!c)
            qWarning("rtosbench: the kernel catalogue %s is broken: %s", qPrintable(f.fileName()),
                     qPrintable(error.isEmpty() ? f.errorString() : error));
        return c ? *c : KernelCatalogue();
    }();
    return cat;
}

const KernelInfo *KernelCatalogue::find(const QString &id) const
{
    for (const KernelInfo &k : m_kernels)
        if (k.id == id)
            return &k;
    return nullptr;
}

QStringList KernelCatalogue::ids() const
{
    QStringList out;
    for (const KernelInfo &k : m_kernels)
        out << k.id;
    return out;
}

} // namespace rb
