// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/kernels/kernel_info.h"

#include <QString>
#include <QStringList>

namespace rb {

// Looks at a kernel tree on disk: is it that kernel (the catalogue's check files), which version,
// which git commit, and the SHA-256 digests that identify it.
class KernelTree {
public:
    // The catalogue's check files missing under dir (empty: the tree is that kernel).
    static QStringList missingFiles(const KernelInfo &kernel, const QString &dir);
    // The version the tree states (the catalogue's version file and macros); "" when the
    // catalogue names none or the tree does not state it.
    static QString detectVersion(const KernelInfo &kernel, const QString &dir);
    // `git rev-parse HEAD` when dir is the top of a git checkout, else "".
    static QString gitCommit(const QString &dir);
    // SHA-256 (hex) over the sorted relative paths and the contents of the given files under
    // root (paths relative to root, '/'-separated). Empty when a file cannot be read.
    static QString filesDigest(const QString &root, QStringList relativeFiles);
    // Every regular file under dir (relative paths, sorted), .git excluded.
    static QStringList allFiles(const QString &dir);
    // The root of a kernel tree at or below dir (dir itself, else the first directory at most
    // two levels down that passes the check, e.g. an archive's "rt-thread-5.0.1/rt-thread");
    // "" when there is none.
    static QString findRoot(const KernelInfo &kernel, const QString &dir);
};

} // namespace rb
