// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/kernel_tree_identity.h"

#include <QString>
#include <QStringList>

namespace rb {

// The identity of the kernel tree a firmware build compiled (docs/kernels.md, "Tree identity"):
// the files of the tree that went into the build are the sources and headers the compiler
// recorded as dependencies (`ninja -t deps` of a Ninja build, else the build's *.d files), plus
// the sources of compile_commands.json when present; the digest covers those under the tree's
// root, each by its path relative to the root and its bytes.
class KernelBuildIdentity {
public:
    static KernelTreeIdentity of(const QString &buildDir, const QString &kernelDir);
    // The absolute paths of every file the build recorded as compiled or included.
    static QStringList compiledFiles(const QString &buildDir);
};

} // namespace rb
