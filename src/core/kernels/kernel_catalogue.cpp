// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/kernels/kernel_catalogue.h"

#include "core/util/set_error.h"

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
    auto fail = [error](const QString &msg) -> std::optional<KernelCatalogue> {
        setError(error, msg);
        return std::nullopt;
    };
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (!doc.isObject())
        return fail(Tr::tr("the kernel catalogue is not valid JSON: %1").arg(pe.errorString()));
    static const QRegularExpression idRe(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
    static const QRegularExpression commitRe(QStringLiteral("^[0-9a-f]{40}$"));
    static const QStringList builds{QStringLiteral("ours"), QStringLiteral("own"),
                                    QStringLiteral("recipe"), QStringLiteral("external")};
    KernelCatalogue cat;
    QSet<QString> seen;
    // What every entry has (kernels and others): id, name, aliases, palette slot.
    auto common = [&](const QJsonObject &o, KernelInfo &k) {
        k.id = o.value(QStringLiteral("id")).toString();
        if (!idRe.match(k.id).hasMatch() || seen.contains(k.id))
            return Tr::tr("kernel catalogue: bad or repeated id \"%1\"").arg(k.id);
        seen.insert(k.id);
        k.name = o.value(QStringLiteral("name")).toString();
        k.aliases = strings(o.value(QStringLiteral("aliases")));
        const QJsonValue slot = o.value(QStringLiteral("palette"));
        if (!slot.isUndefined() && (!slot.isDouble() || slot.toInt(-1) < 0))
            return Tr::tr("kernel catalogue: entry \"%1\" has a palette slot that is not a "
                          "number from 0")
                .arg(k.id);
        k.palette = slot.toInt(-1);
        for (const QString &n : QStringList{k.id, k.name} + k.aliases) {
            const QString f = foldName(n);
            if (f.isEmpty())
                continue;
            const QString other = cat.m_byName.value(f);
            if (!other.isEmpty() && other != k.id)
                return Tr::tr("kernel catalogue: the name \"%1\" is claimed by \"%2\" and "
                              "\"%3\"")
                    .arg(n, other, k.id);
            cat.m_byName.insert(f, k.id);
        }
        return QString();
    };
    for (const QJsonValue &v : doc.object().value(QStringLiteral("kernels")).toArray()) {
        const QJsonObject o = v.toObject();
        KernelInfo k;
        if (const QString why = common(o, k); !why.isEmpty())
            return fail(why);
        k.kind = o.value(QStringLiteral("kind")).toString(QStringLiteral("kernel"));
        k.status = o.value(QStringLiteral("status")).toString();
        k.repository = o.value(QStringLiteral("repository")).toString();
        k.licence = o.value(QStringLiteral("licence")).toString();
        k.build = o.value(QStringLiteral("build")).toString();
        k.buildNote = o.value(QStringLiteral("build_note")).toString();
        k.needsTree = o.value(QStringLiteral("needs_tree")).toBool();
        k.hasOptions = o.value(QStringLiteral("options")).toBool();
        k.boards = strings(o.value(QStringLiteral("boards")));
        k.check = strings(o.value(QStringLiteral("check")));
        const QJsonObject ver = o.value(QStringLiteral("version")).toObject();
        k.versionFile = ver.value(QStringLiteral("file")).toString();
        k.versionMacros = strings(ver.value(QStringLiteral("macros")));
        k.extraTrees = strings(o.value(QStringLiteral("extra_trees")));
        k.extraTreesNote = o.value(QStringLiteral("extra_trees_note")).toString();
        for (const QJsonValue &l : o.value(QStringLiteral("outside_links")).toArray()) {
            const QJsonObject lo = l.toObject();
            const QString path = lo.value(QStringLiteral("path")).toString();
            const QString target = lo.value(QStringLiteral("target")).toString();
            if (path.isEmpty() || target.isEmpty() || target.startsWith('/'))
                return fail(Tr::tr("kernel catalogue: entry \"%1\" has an outside link without "
                                   "a path or with an absolute target")
                                .arg(k.id));
            k.outsideLinks << path + QStringLiteral(" -> ") + target;
        }
        if (k.name.isEmpty() || !builds.contains(k.build) ||
            (k.needsTree && (k.check.isEmpty() || k.repository.isEmpty())))
            return fail(Tr::tr("kernel catalogue: entry \"%1\" lacks a name, a build route "
                               "(ours, own, recipe, external), or the repository and files "
                               "of its tree")
                            .arg(k.id));
        for (const QJsonValue &tv : o.value(QStringLiteral("tags")).toArray()) {
            const QJsonObject t = tv.toObject();
            KernelTag tag;
            tag.tag = t.value(QStringLiteral("tag")).toString();
            tag.version = t.value(QStringLiteral("version")).toString(tag.tag);
            tag.commit = t.value(QStringLiteral("commit")).toString();
            tag.build = t.value(QStringLiteral("build")).toString(k.build);
            tag.note = t.value(QStringLiteral("note")).toString();
            if (tag.tag.isEmpty() ||
                (!tag.commit.isEmpty() && !commitRe.match(tag.commit).hasMatch()))
                return fail(Tr::tr("kernel catalogue: entry \"%1\" has a tag without a name or "
                                   "with a commit that is not 40 hex digits")
                                .arg(k.id));
            k.tags.push_back(tag);
        }
        cat.m_kernels.push_back(std::move(k));
    }
    for (const QJsonValue &v : doc.object().value(QStringLiteral("other_kernels")).toArray()) {
        KernelInfo k;
        if (const QString why = common(v.toObject(), k); !why.isEmpty())
            return fail(why);
        k.kind = QStringLiteral("other");
        if (k.name.isEmpty())
            k.name = k.id;
        cat.m_others.push_back(std::move(k));
    }
    for (const KernelInfo &k : cat.m_kernels)
        for (const QString &extra : k.extraTrees)
            if (!cat.find(extra))
                return fail(Tr::tr("kernel catalogue: \"%1\" needs the extra tree \"%2\", "
                                   "which has no entry")
                                .arg(k.id, extra));
    if (cat.m_kernels.empty())
        return fail(Tr::tr("the kernel catalogue lists no kernel"));
    return cat;
}

namespace {
// The catalogue's text in use, read once: $RTOSBENCH_KERNEL_CATALOGUE's file, else the shipped one.
const QByteArray &inUseJson(QString *fileName, QString *openError)
{
    static QString name;
    static QString why;
    static const QByteArray bytes = [] {
        rbInitKernelResources();
        const QString file = qEnvironmentVariable("RTOSBENCH_KERNEL_CATALOGUE");
        QFile f(file.isEmpty() ? QStringLiteral(":/kernels/catalogue.json") : file);
        name = f.fileName();
        if (!f.open(QIODevice::ReadOnly)) {
            why = f.errorString();
            return QByteArray();
        }
        return f.readAll();
    }();
    if (fileName)
        *fileName = name;
    if (openError)
        *openError = why;
    return bytes;
}
} // namespace

bool KernelCatalogue::writeInUse(const QString &path, QString *error)
{
    QString name, why;
    const QByteArray &bytes = inUseJson(&name, &why);
    if (bytes.isEmpty()) {
        return setError(error, Tr::tr("cannot read the kernel catalogue %1: %2").arg(name, why));
    }
    QFile out(path);
    if (out.open(QIODevice::ReadOnly) && out.readAll() == bytes)
        return true; // unchanged: CMake sees no new file
    out.close();
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(bytes) != bytes.size()) {
        return setError(error, Tr::tr("cannot write %1: %2").arg(path, out.errorString()));
    }
    return true;
}

const KernelCatalogue &KernelCatalogue::builtIn()
{
    static const KernelCatalogue cat = [] {
        QString file, why;
        const QByteArray &bytes = inUseJson(&file, &why);
        QString error;
        std::optional<KernelCatalogue> c;
        if (!bytes.isEmpty())
            c = fromJson(bytes, &error);
        if (!c)
            qWarning("rtosbench: the kernel catalogue %s is broken: %s", qPrintable(file),
                     qPrintable(error.isEmpty() ? why : error));
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

const KernelInfo *KernelCatalogue::findAny(const QString &id) const
{
    if (const KernelInfo *k = find(id))
        return k;
    for (const KernelInfo &k : m_others)
        if (k.id == id)
            return &k;
    return nullptr;
}

QString KernelCatalogue::foldName(const QString &name)
{
    QString f = name.trimmed().toLower();
    f.replace(QChar(0x00B5), QLatin1Char('u')); // µ
    f.replace(QChar(0x03BC), QLatin1Char('u')); // μ
    return f;
}

QString KernelCatalogue::canonicalId(const QString &name) const
{
    const QString f = foldName(name);
    const auto it = m_byName.constFind(f);
    return it == m_byName.constEnd() ? f : *it;
}

const KernelInfo *KernelCatalogue::findByName(const QString &name) const
{
    const auto it = m_byName.constFind(foldName(name));
    return it == m_byName.constEnd() ? nullptr : findAny(*it);
}

QStringList KernelCatalogue::ids() const
{
    QStringList out;
    for (const KernelInfo &k : m_kernels)
        out << k.id;
    return out;
}

} // namespace rb
