// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/kernels/kernel_info.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {

// The kernels rtosbench knows (supported and planned), as data: resources/kernels/catalogue.json,
// embedded as :/kernels/catalogue.json. See docs/kernels.md and docs/adding-a-kernel.md.
class KernelCatalogue {
public:
    // Parses a catalogue; nullopt with a message naming the problem.
    static std::optional<KernelCatalogue> fromJson(const QByteArray &json, QString *error);
    // The catalogue in use, parsed once: the file named by $RTOSBENCH_KERNEL_CATALOGUE when set
    // (same format; for tests, mirrors and local additions), else the shipped one.
    static const KernelCatalogue &builtIn();
    // Writes the catalogue in use (the bytes builtIn() parsed) to `path`: the firmware's CMake
    // reads its kernel list from it (-DRB_KERNEL_CATALOGUE, firmware/cmake/rb_validate.cmake).
    static bool writeInUse(const QString &path, QString *error);

    // The kernels and extra trees ("kernels"): what experiments, the registry and the firmware
    // know.
    const std::vector<KernelInfo> &kernels() const { return m_kernels; }
    // Kernels rtosbench does not build but meets in published tables ("other_kernels", kind
    // "other"): they have an id, aliases and a palette slot, nothing else.
    const std::vector<KernelInfo> &otherKernels() const { return m_others; }
    const KernelInfo *find(const QString &id) const; // kernels() only
    QStringList ids() const;                         // kernels() only

    // The one kernel-name canonicaliser (issue 33): the id of the entry (kernels or others)
    // whose id, name or alias `name` is once folded (foldName), else the folded name itself.
    // "RT-Thread" and "rtthread" -> "rtthread", "µC/OS-III" -> "ucos3", "Zephyr" -> "zephyr".
    QString canonicalId(const QString &name) const;
    // The entry `name` names (as canonicalId folds it), kernels or others; nullptr if none.
    const KernelInfo *findByName(const QString &name) const;
    // Trimmed, lower case, µ (U+00B5) and μ (U+03BC) as 'u'.
    static QString foldName(const QString &name);

private:
    const KernelInfo *findAny(const QString &id) const;

    std::vector<KernelInfo> m_kernels;
    std::vector<KernelInfo> m_others;
    QHash<QString, QString> m_byName; // folded id, name and aliases -> id
};

} // namespace rb
