// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/kernels/installed_kernel.h"
#include "core/kernels/kernel_catalogue.h"

#include <QString>

#include <optional>
#include <vector>

namespace rb {

// The kernel trees rtosbench can build from (docs/kernels.md, "The kernel registry"). Trees
// unpacked or fetched by rtosbench live in the cache, CACHE/ID/VERSION; a directory the user
// registers stays where it is. The index is CACHE/registry.json. CACHE is
// $RTOSBENCH_KERNEL_CACHE, else ~/.cache/rtosbench/kernels.
class KernelRegistry {
public:
    explicit KernelRegistry(QString cacheDir = defaultCacheDir(),
                            const KernelCatalogue &catalogue = KernelCatalogue::builtIn());
    static QString defaultCacheDir();
    QString cacheDir() const { return m_cacheDir; }
    QString indexPath() const;
    const KernelCatalogue &catalogue() const { return *m_catalogue; }

    // Reads the index (a missing index is an empty registry). False with *error when unreadable.
    bool load(QString *error);
    const std::vector<InstalledKernel> &entries() const { return m_entries; }
    // The tree of id at version; without a version the highest version installed.
    const InstalledKernel *find(const QString &id, const QString &version = {}) const;

    // Registers a directory in place, or unpacks an archive into CACHE/ID/VERSION. The tree
    // must pass the catalogue's check (the error names the missing files). The version is the
    // tree's own (FreeRTOS: tskKERNEL_VERSION_NUMBER), else a catalogue version named in the
    // archive's or directory's name, else `version`; a given `version` must start with what the
    // tree states ("V11.1.0-patched" is accepted for a V11.1.0 tree). Adding the same tree again
    // is a no-op (*already set); another tree under the same id and version is refused.
    // Trees from others are data (issue 31): a tree with a symbolic link that leads outside it
    // is refused, naming the link; an archive's .git is removed (*notes says so); a directory
    // is registered as it is (its .git kept, git only ever run through SafeGit).
    std::optional<InstalledKernel> add(const QString &id, const QString &source,
                                       const QString &version, QString *error,
                                       bool *already = nullptr, QStringList *notes = nullptr);
    // Registers a tree already moved to CACHE/ID/VERSION by the fetcher.
    std::optional<InstalledKernel> addFetched(const QString &id, const QString &version,
                                              const QString &url, QString *error);
    // Unregisters id (at version, or its only version); trees inside the cache are deleted.
    bool remove(const QString &id, const QString &version, QString *error,
                InstalledKernel *removed = nullptr);

    // The catalogue entry of id, or *error naming the known ids.
    const KernelInfo *kernelInfo(const QString &id, QString *error) const;
    // Whether a string can name a version directory ("V11.1.0", "6.1.9", "v3.08.01-patched").
    static bool isValidVersion(const QString &version);
    // Where id at version lives in the cache.
    QString cachePathOf(const QString &id, const QString &version) const;
    bool isInCache(const QString &path) const;

private:
    bool save(QString *error) const;
    QString versionFor(const KernelInfo &k, const QString &root, const QString &sourceName,
                       const QString &given, QString *error) const;
    std::optional<InstalledKernel> registerTree(InstalledKernel entry, QString *error,
                                                bool *already);

    QString m_cacheDir;
    const KernelCatalogue *m_catalogue;
    std::vector<InstalledKernel> m_entries;
};

} // namespace rb
