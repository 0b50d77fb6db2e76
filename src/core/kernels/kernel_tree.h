// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/kernels/kernel_info.h"

#include <QString>
#include <QStringList>

#include <optional>

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
    // A symbolic link among them counts by its own text (the target as written), not by what it
    // points to (issue 31): a tree whose link changes has another digest. A list without links
    // hashes exactly as before.
    static QString filesDigest(const QString &root, QStringList relativeFiles);
    // Every regular file and every symbolic link under dir (relative paths, sorted; links to
    // directories are not followed), .git excluded.
    static QStringList allFiles(const QString &dir);
    // Every symbolic link under root that, resolved fully (every link on the way followed, as
    // realpath does; a missing end is taken as it is written), leads outside root or loops:
    // one line each naming the link, its text and where it leads (issue 31). .git excluded.
    // allowed: the kernel's catalogue "outside_links" ("path -> target", KernelInfo): a link
    // whose path and text are exactly one of them is no escape but is listed in *accepted
    // (when given), never followed; a link with any other text at that path still is one.
    static QStringList escapingLinks(const QString &root, const QStringList &allowed = {},
                                     QStringList *accepted = nullptr);
    // Where rel (relative to root) leads when every link on the way is followed: the path
    // relative to root ("" = root itself), or nullopt when it leaves root or loops.
    static std::optional<QString> resolveInside(const QString &root, const QString &rel);
    // The root of a kernel tree at or below dir (dir itself, else the first directory at most
    // two levels down that passes the check, e.g. an archive's "rt-thread-5.0.1/rt-thread");
    // "" when there is none.
    static QString findRoot(const KernelInfo &kernel, const QString &dir);
};

} // namespace rb
