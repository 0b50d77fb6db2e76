// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/kernels/kernel_registry.h"

#include <QString>

#include <optional>

namespace rb {

// `kernel fetch ID [TAG]`: a shallow git clone of the kernel's official repository at a catalogue
// tag into the cache (CACHE/ID/VERSION). The clone's HEAD must be the catalogue's commit for that
// tag, otherwise the clone is deleted and refused. The repository URL can be redirected for tests
// and mirrors: $RTOSBENCH_KERNEL_MIRROR (or mirror) = DIR or URL base, and the URL becomes
// DIR/<repository name>.git (a local DIR is used as file://DIR/...).
class KernelFetcher {
public:
    explicit KernelFetcher(KernelRegistry &registry, QString mirror = defaultMirror());
    static QString defaultMirror() { return qEnvironmentVariable("RTOSBENCH_KERNEL_MIRROR"); }

    // The URL a kernel is fetched from (after the mirror).
    QString urlOf(const KernelInfo &kernel) const;
    // Fetches id at tag ("" = the catalogue's first tag with a commit). nullopt with a one-line
    // *error: unknown id or tag, unpinned tag, clone failed (offline: git's own reason), commit
    // differs, tree incomplete, already installed as another tree.
    std::optional<InstalledKernel> fetch(const QString &id, const QString &tag, QString *error,
                                         bool *already = nullptr);

private:
    KernelRegistry &m_registry;
    QString m_mirror;
};

} // namespace rb
