// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/kernels/kernel_registry.h"
#include "core/kernels/kernel_archive.h"
#include "core/kernels/kernel_tree.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QVersionNumber>

#include <algorithm>

namespace rb {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::KernelRegistry)
};

// Orders versions: "V11.1.0" > "V10.6.2"; the numeric part first, then the text.
bool versionLess(const QString &a, const QString &b)
{
    auto strip = [](const QString &v) {
        qsizetype i = 0;
        while (i < v.size() && !v.at(i).isDigit())
            ++i;
        return v.mid(i);
    };
    qsizetype ia = 0, ib = 0;
    const QVersionNumber va = QVersionNumber::fromString(strip(a), &ia);
    const QVersionNumber vb = QVersionNumber::fromString(strip(b), &ib);
    const int c = QVersionNumber::compare(va, vb);
    return c != 0 ? c < 0 : a < b;
}

// False with *error naming the links of root that lead outside it (KernelTree::escapingLinks).
// The kernel's declared outside links (catalogue "outside_links") pass and are named in *notes.
bool linksStayInside(const KernelInfo &k, const QString &root, const QString &what, QString *error,
                     QStringList *notes)
{
    QStringList accepted;
    const QStringList bad = KernelTree::escapingLinks(root, k.outsideLinks, &accepted);
    if (notes)
        for (const QString &l : accepted)
            *notes << Tr::tr("%1: a symbolic link that leads outside the tree, accepted because "
                             "the catalogue lists it for %2; rtosbench never follows it")
                          .arg(l, k.id);
    if (bad.isEmpty())
        return true;
    return setError(error,
                    Tr::tr("refusing %1: %2%3")
                        .arg(what, bad.mid(0, 5).join(QStringLiteral("; ")),
                             bad.size() > 5 ? Tr::tr(" (and %n more)", nullptr, int(bad.size() - 5))
                                            : QString()));
}

} // namespace

KernelRegistry::KernelRegistry(QString cacheDir, const KernelCatalogue &catalogue)
    : m_cacheDir(QDir::cleanPath(QDir(cacheDir).absolutePath())), m_catalogue(&catalogue)
{}

QString KernelRegistry::defaultCacheDir()
{
    const QString env = qEnvironmentVariable("RTOSBENCH_KERNEL_CACHE");
    if (!env.isEmpty())
        return env;
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/rtosbench/kernels");
}

QString KernelRegistry::indexPath() const
{
    return m_cacheDir + QStringLiteral("/registry.json");
}

bool KernelRegistry::load(QString *error)
{
    m_entries.clear();
    QFile f(indexPath());
    if (!f.exists())
        return true;
    if (!f.open(QIODevice::ReadOnly)) {
        return setError(
            error,
            Tr::tr("cannot read the kernel registry %1: %2").arg(f.fileName(), f.errorString()));
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (!doc.isObject()) {
        return setError(error, Tr::tr("the kernel registry %1 is not valid JSON: %2")
                                   .arg(f.fileName(), pe.errorString()));
    }
    for (const QJsonValue &v : doc.object().value("kernels").toArray())
        m_entries.push_back(InstalledKernel::fromJson(v.toObject()));
    return true;
}

bool KernelRegistry::save(QString *error) const
{
    QDir().mkpath(m_cacheDir);
    QJsonArray a;
    for (const InstalledKernel &k : m_entries)
        a.append(k.toJson());
    QJsonObject o;
    o.insert("format", 1);
    o.insert("kernels", a);
    QSaveFile f(indexPath());
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(o).toJson()) < 0 || !f.commit()) {
        return setError(
            error,
            Tr::tr("cannot write the kernel registry %1: %2").arg(f.fileName(), f.errorString()));
    }
    return true;
}

const InstalledKernel *KernelRegistry::find(const QString &id, const QString &version) const
{
    const InstalledKernel *best = nullptr;
    for (const InstalledKernel &k : m_entries) {
        if (k.id != id)
            continue;
        if (!version.isEmpty()) {
            if (k.version == version)
                return &k;
            continue;
        }
        if (!best || versionLess(best->version, k.version))
            best = &k;
    }
    return best;
}

const KernelInfo *KernelRegistry::kernelInfo(const QString &id, QString *error) const
{
    const KernelInfo *k = m_catalogue->find(id);
    if (!k) {
        setError(error, Tr::tr("unknown kernel \"%1\": the known kernels are %2")
                            .arg(id, m_catalogue->ids().join(QStringLiteral(", "))));
        return nullptr;
    }
    if (!k->needsTree) {
        setError(error, Tr::tr("kernel \"%1\" needs no source tree").arg(id));
        return nullptr;
    }
    return k;
}

bool KernelRegistry::isValidVersion(const QString &version)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$"));
    return re.match(version).hasMatch() && !version.contains(QLatin1String(".."));
}

QString KernelRegistry::cachePathOf(const QString &id, const QString &version) const
{
    return m_cacheDir + '/' + id + '/' + version;
}

bool KernelRegistry::isInCache(const QString &path) const
{
    return QDir::cleanPath(path).startsWith(m_cacheDir + '/');
}

QString KernelRegistry::versionFor(const KernelInfo &k, const QString &root,
                                   const QString &sourceName, const QString &given,
                                   QString *error) const
{
    const QString stated = KernelTree::detectVersion(k, root);
    if (!given.isEmpty()) {
        if (!isValidVersion(given)) {
            setError(error,
                     Tr::tr("--version \"%1\" is not a usable version name (letters, digits, "
                            "'.', '_', '+', '-')")
                         .arg(given));
            return {};
        }
        if (!stated.isEmpty() && !given.startsWith(stated)) {
            setError(error, Tr::tr("the tree says it is %1 %2 (%3), not %4")
                                .arg(k.name, stated, k.versionFile, given));
            return {};
        }
        return given;
    }
    if (!stated.isEmpty()) {
        // It names a directory of the cache: nothing but a plain version name.
        if (!isValidVersion(stated)) {
            setError(error, Tr::tr("the tree states the version \"%1\" (%2), which cannot name a "
                                   "directory: give another with --version")
                                .arg(stated, k.versionFile));
            return {};
        }
        return stated;
    }
    // A catalogue version (or tag) named in the archive's or directory's name: the longest.
    QString best;
    for (const KernelTag &t : k.tags)
        for (const QString &v : {t.version, t.tag})
            if (sourceName.contains(v) && v.size() > best.size())
                best = t.version;
    if (!best.isEmpty())
        return best;
    setError(
        error,
        Tr::tr("cannot tell which version of %1 this tree is: give it with --version").arg(k.name));
    return {};
}

std::optional<InstalledKernel> KernelRegistry::registerTree(InstalledKernel entry, QString *error,
                                                            bool *already)
{
    if (!load(error))
        return std::nullopt;
    for (const InstalledKernel &k : m_entries) {
        if (k.id != entry.id || k.version != entry.version)
            continue;
        if (k.digest == entry.digest && QFileInfo::exists(k.path)) {
            if (already)
                *already = true;
            return k;
        }
        setError(error,
                 Tr::tr("%1 %2 is already installed (%3, another tree): remove it first with "
                        "\"kernel remove %1 %2\"")
                     .arg(entry.id, entry.version, k.path));
        return std::nullopt;
    }
    entry.addedAt = QDateTime::currentDateTimeUtc();
    m_entries.push_back(entry);
    if (!save(error))
        return std::nullopt;
    return entry;
}

std::optional<InstalledKernel> KernelRegistry::add(const QString &id, const QString &source,
                                                   const QString &version, QString *error,
                                                   bool *already, QStringList *notes)
{
    if (already)
        *already = false;
    const KernelInfo *k = kernelInfo(id, error);
    if (!k)
        return std::nullopt;
    if (source.isEmpty()) {
        setError(error, Tr::tr("no directory or archive given for %1").arg(id));
        return std::nullopt;
    }
    const QFileInfo fi(source);
    if (!fi.exists()) {
        setError(error, Tr::tr("%1 does not exist").arg(source));
        return std::nullopt;
    }
    InstalledKernel e;
    e.id = id;
    e.source = fi.absoluteFilePath();
    if (fi.isDir()) {
        const QString root = KernelTree::findRoot(*k, fi.absoluteFilePath());
        if (root.isEmpty()) {
            setError(error,
                     Tr::tr("%1 is not a %2 tree: it lacks %3")
                         .arg(source, k->name,
                              KernelTree::missingFiles(*k, source).join(QStringLiteral(", "))));
            return std::nullopt;
        }
        e.path = QFileInfo(root).canonicalFilePath();
        if (!linksStayInside(*k, e.path, source, error, notes))
            return std::nullopt;
        e.origin = QStringLiteral("dir");
        e.version = versionFor(*k, e.path, fi.fileName(), version, error);
        if (e.version.isEmpty())
            return std::nullopt;
        e.commit = KernelTree::gitCommit(e.path);
        const QStringList files = KernelTree::allFiles(e.path);
        e.files = int(files.size());
        e.digest = KernelTree::filesDigest(e.path, files);
        return registerTree(e, error, already);
    }
    if (!KernelArchive::isArchive(source)) {
        setError(error, Tr::tr("%1 is neither a directory nor an archive (.tar.gz, .tgz, .tar.xz, "
                               ".tar.bz2, .tar, .zip)")
                            .arg(source));
        return std::nullopt;
    }
    QDir().mkpath(m_cacheDir);
    QTemporaryDir tmp(m_cacheDir + QStringLiteral("/.unpack-XXXXXX"));
    if (!tmp.isValid()) {
        setError(error, Tr::tr("cannot create a directory in %1").arg(m_cacheDir));
        return std::nullopt;
    }
    const QString unpacked = tmp.path() + QStringLiteral("/tree");
    if (!KernelArchive::unpack(source, unpacked, error, notes))
        return std::nullopt;
    const QString root = KernelTree::findRoot(*k, unpacked);
    if (root.isEmpty()) {
        // Name what is missing from the archive's top directory (its only one, if so).
        QString top = unpacked;
        const QStringList entries =
            QDir(unpacked).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        if (entries.size() == 1 && QFileInfo(unpacked + '/' + entries.first()).isDir())
            top = unpacked + '/' + entries.first();
        setError(error, Tr::tr("%1 does not hold a %2 tree: it lacks %3")
                            .arg(fi.fileName(), k->name,
                                 KernelTree::missingFiles(*k, top).join(QStringLiteral(", "))));
        return std::nullopt;
    }
    if (!linksStayInside(*k, root, fi.fileName(), error, notes))
        return std::nullopt;
    e.origin = QStringLiteral("archive");
    e.version = versionFor(*k, root, fi.fileName(), version, error);
    if (e.version.isEmpty())
        return std::nullopt;
    const QStringList files = KernelTree::allFiles(root);
    e.files = int(files.size());
    e.digest = KernelTree::filesDigest(root, files);
    e.path = cachePathOf(id, e.version);
    if (!load(error))
        return std::nullopt;
    if (const InstalledKernel *old = find(id, e.version)) {
        if (old->digest == e.digest && QFileInfo::exists(old->path)) {
            if (already)
                *already = true;
            return *old;
        }
    }
    // A directory of the cache that the index does not know is what an interrupted add left.
    if (QFileInfo::exists(e.path) && !find(id, e.version))
        QDir(e.path).removeRecursively();
    if (QFileInfo::exists(e.path)) {
        setError(error, Tr::tr("%1 already exists: remove it first with \"kernel remove %2 %3\"")
                            .arg(e.path, id, e.version));
        return std::nullopt;
    }
    QDir().mkpath(QFileInfo(e.path).absolutePath());
    if (!QDir().rename(root, e.path)) {
        setError(error, Tr::tr("cannot move the unpacked tree to %1").arg(e.path));
        return std::nullopt;
    }
    auto r = registerTree(e, error, already);
    if (!r)
        QDir(e.path).removeRecursively();
    return r;
}

std::optional<InstalledKernel> KernelRegistry::addFetched(const QString &id, const QString &version,
                                                          const QString &url, QString *error)
{
    InstalledKernel e;
    e.id = id;
    e.version = version;
    e.path = cachePathOf(id, version);
    e.origin = QStringLiteral("fetch");
    e.source = url;
    e.commit = KernelTree::gitCommit(e.path);
    const QStringList files = KernelTree::allFiles(e.path);
    e.files = int(files.size());
    e.digest = KernelTree::filesDigest(e.path, files);
    return registerTree(e, error, nullptr);
}

bool KernelRegistry::remove(const QString &id, const QString &version, QString *error,
                            InstalledKernel *removed)
{
    if (!load(error))
        return false;
    std::vector<size_t> hits;
    QStringList versions;
    for (size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].id == id) {
            versions << m_entries[i].version;
            if (version.isEmpty() || m_entries[i].version == version)
                hits.push_back(i);
        }
    if (hits.empty()) {
        return setError(error, versions.isEmpty()
                                   ? Tr::tr("no tree of %1 is installed").arg(id)
                                   : Tr::tr("%1 %2 is not installed (installed: %3)")
                                         .arg(id, version, versions.join(QStringLiteral(", "))));
    }
    if (hits.size() > 1) {
        return setError(error, Tr::tr("several versions of %1 are installed (%2): name one")
                                   .arg(id, versions.join(QStringLiteral(", "))));
    }
    const InstalledKernel gone = m_entries[hits.front()];
    m_entries.erase(m_entries.begin() + qsizetype(hits.front()));
    if (!save(error))
        return false;
    if (gone.origin != QLatin1String("dir") && isInCache(gone.path))
        QDir(gone.path).removeRecursively();
    if (removed)
        *removed = gone;
    return true;
}

} // namespace rb
