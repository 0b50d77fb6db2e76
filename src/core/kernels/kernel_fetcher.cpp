// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/kernels/kernel_fetcher.h"
#include "core/kernels/kernel_tree.h"
#include "core/kernels/safe_git.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

namespace rb {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::KernelFetcher)
};
} // namespace

KernelFetcher::KernelFetcher(KernelRegistry &registry, QString mirror)
    : m_registry(registry), m_mirror(std::move(mirror))
{}

QString KernelFetcher::urlOf(const KernelInfo &kernel) const
{
    if (m_mirror.isEmpty())
        return kernel.repository;
    QString base = m_mirror;
    while (base.endsWith('/'))
        base.chop(1);
    if (!base.contains(QLatin1String("://")))
        base = QStringLiteral("file://") + QDir(base).absolutePath();
    return base + '/' + kernel.repositoryName() + QStringLiteral(".git");
}

std::optional<InstalledKernel> KernelFetcher::fetch(const QString &id, const QString &tagName,
                                                    QString *error, bool *already)
{
    if (already)
        *already = false;
    const KernelInfo *k = m_registry.kernelInfo(id, error);
    if (!k)
        return std::nullopt;
    const KernelTag *tag = nullptr;
    if (tagName.isEmpty()) {
        for (const KernelTag &t : k->tags)
            if (!t.commit.isEmpty()) {
                tag = &t;
                break;
            }
    } else {
        tag = k->findTag(tagName);
    }
    QStringList tested;
    for (const KernelTag &t : k->tags)
        tested << t.tag;
    if (!tag) {
        setError(error, tagName.isEmpty()
                            ? Tr::tr("%1 has no tested tag to fetch").arg(id)
                            : Tr::tr("%1 is not a tested tag of %2: the catalogue has %3")
                                  .arg(tagName, id, tested.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    if (tag->commit.isEmpty()) {
        setError(error, Tr::tr("the catalogue pins no commit for %1 %2, so it cannot be fetched "
                               "safely: add a tree with \"kernel add\"")
                            .arg(id, tag->tag));
        return std::nullopt;
    }
    if (!m_registry.load(error))
        return std::nullopt;
    if (const InstalledKernel *have = m_registry.find(id, tag->version)) {
        if (have->commit == tag->commit && QFileInfo::exists(have->path)) {
            if (already)
                *already = true;
            return *have;
        }
        setError(error, Tr::tr("%1 %2 is already installed (%3): remove it first with "
                               "\"kernel remove %1 %2\"")
                            .arg(id, tag->version, have->path));
        return std::nullopt;
    }
    const QString dest = m_registry.cachePathOf(id, tag->version);
    // A directory of the cache that the index does not know is what an interrupted fetch left.
    if (QFileInfo::exists(dest))
        QDir(dest).removeRecursively();
    if (QFileInfo::exists(dest)) {
        setError(error, Tr::tr("%1 already exists: remove it first with \"kernel remove %2 %3\"")
                            .arg(dest, id, tag->version));
        return std::nullopt;
    }
    const QString url = urlOf(*k);
    QDir().mkpath(m_registry.cacheDir());
    QTemporaryDir tmp(m_registry.cacheDir() + QStringLiteral("/.fetch-XXXXXX"));
    if (!tmp.isValid()) {
        setError(error, Tr::tr("cannot create a directory in %1").arg(m_registry.cacheDir()));
        return std::nullopt;
    }
    const QString clone = tmp.path() + QStringLiteral("/tree");
    // git may use this one transport for this one call, and no other (SafeGit: protocol.allow
    // is never otherwise); the objects it receives are checked (transfer.fsckObjects).
    const QString scheme = url.section(QStringLiteral("://"), 0, 0).toLower();
    if (!url.contains(QLatin1String("://")) ||
        !QStringList{QStringLiteral("https"), QStringLiteral("http"), QStringLiteral("file")}
             .contains(scheme)) {
        setError(error,
                 Tr::tr("refusing to fetch %1 %2 from %3: only https, http and file URLs (or a "
                        "directory) are fetched")
                     .arg(id, tag->tag, url));
        return std::nullopt;
    }
    SafeGit::Options o;
    o.timeoutMs = 1800000;
    o.allowProtocols << scheme;
    o.config << QStringLiteral("transfer.fsckObjects=true");
    const ToolResult r = SafeGit::run(
        {},
        {QStringLiteral("clone"), QStringLiteral("--quiet"), QStringLiteral("--template="),
         QStringLiteral("--no-recurse-submodules"), QStringLiteral("--depth=1"),
         QStringLiteral("--branch=") + tag->tag, QStringLiteral("--"), url, clone},
        o);
    if (!r.ok()) {
        setError(
            error,
            Tr::tr("cannot fetch %1 %2 from %3: %4").arg(id, tag->tag, url, r.lastErrorLine()));
        return std::nullopt;
    }
    const QString head = KernelTree::gitCommit(clone);
    if (head != tag->commit) {
        setError(
            error,
            Tr::tr("refusing %1 %2 from %3: the tag is commit %4, the catalogue says %5")
                .arg(id, tag->tag, url, head.isEmpty() ? Tr::tr("(unknown)") : head, tag->commit));
        return std::nullopt; // tmp (the clone) is deleted with it
    }
    if (const QStringList bad = KernelTree::escapingLinks(clone, k->outsideLinks); !bad.isEmpty()) {
        setError(error, Tr::tr("refusing %1 %2 from %3: %4")
                            .arg(id, tag->tag, url, bad.mid(0, 5).join(QStringLiteral("; "))));
        return std::nullopt;
    }
    const QStringList missing = KernelTree::missingFiles(*k, clone);
    if (!missing.isEmpty()) {
        setError(error, Tr::tr("%1 %2 from %3 is not a %4 tree: it lacks %5")
                            .arg(id, tag->tag, url, k->name, missing.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    QDir().mkpath(QFileInfo(dest).absolutePath());
    if (!QDir().rename(clone, dest)) {
        setError(error, Tr::tr("cannot move the clone to %1").arg(dest));
        return std::nullopt;
    }
    auto entry = m_registry.addFetched(id, tag->version, url, error);
    if (!entry)
        QDir(dest).removeRecursively();
    return entry;
}

} // namespace rb
