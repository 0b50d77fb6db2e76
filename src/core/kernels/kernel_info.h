// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace rb {

// A tested upstream tag of a kernel (resources/kernels/catalogue.json).
struct KernelTag {
    QString tag;     // the git tag: "V11.1.0", "v6.1.9_rel"
    QString version; // the version it is registered as: "V11.1.0", "6.1.9"
    QString commit;  // the commit the tag must resolve to; empty = not pinned (fetch refuses)
    QString build;   // own | recipe | external (this tag's build route)
    QString note;
};

// One catalogue entry: a kernel rtosbench supports or plans to, or an extra tree a kernel needs
// (kind "extra": µC/CPU and µC/LIB for µC/OS-III), or a kernel rtosbench does not build but
// meets in published tables and imports (kind "other": Zephyr, LiteOS-M; only id, name,
// aliases and palette).
struct KernelInfo {
    QString id;         // "freertos"
    QString name;       // "FreeRTOS-Kernel": the display name, also a name the kernel is known by
    QString kind;       // kernel | extra | other
    QString status;     // supported | planned
    QString repository; // official repository URL ("" for baremetal/posix)
    QString licence;
    QString build; // ours | own | recipe | external
    QString buildNote;
    bool needsTree = false;
    QStringList boards;
    QStringList check;         // files a tree must contain, relative to its root
    QString versionFile;       // where the version is read ("" = not readable from the tree)
    QStringList versionMacros; // one macro: a string literal; several: numbers joined by '.'
    QStringList extraTrees;    // ids of the extra trees this kernel needs
    QString extraTreesNote;
    // Links of the tree that lead outside it by design, "path -> target" exactly as written
    // (catalogue "outside_links": NuttX's fs/zipfs/zlib -> ../../../apps/system/zlib): kernel
    // add and fetch accept them, report them and never follow them (KernelTree::escapingLinks).
    QStringList outsideLinks;
    std::vector<KernelTag> tags;
    // Other names of the kernel (published tables, imports, older spellings): canonicalId()
    // folds each, as it folds the id and the name, to the id.
    QStringList aliases;
    int palette = -1;        // its slot in the plot palette (report/plot_style), -1: by its name
    bool hasOptions = false; // firmware/adapters/<id>/options.json declares its kernel options

    const KernelTag *findTag(const QString &tagOrVersion) const;
    // The repository's name: the last URL segment without ".git" ("FreeRTOS-Kernel").
    QString repositoryName() const;
};

} // namespace rb
