// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rb {

// Which kernel tree a run was built from (docs/kernels.md, "Tree identity"): beside the version
// string the firmware reports, the git commit of the tree (when it is a git checkout) and a
// SHA-256 digest of the kernel files that were actually compiled (the sources and the headers
// they included, every file's path relative to the tree and its bytes).
struct KernelTreeIdentity {
    QString path;   // the tree's root as built from (absolute)
    QString commit; // `git rev-parse HEAD` when the root is a git checkout, else ""
    QString digest; // sha256 hex of the compiled kernel files, "" = unknown
    int files = 0;  // how many files the digest covers
    bool isKnown() const { return !digest.isEmpty() || !commit.isEmpty() || !path.isEmpty(); }
};

} // namespace rb
