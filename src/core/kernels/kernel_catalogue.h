// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/kernels/kernel_info.h"

#include <QByteArray>
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

    const std::vector<KernelInfo> &kernels() const { return m_kernels; }
    const KernelInfo *find(const QString &id) const;
    QStringList ids() const;

private:
    std::vector<KernelInfo> m_kernels;
};

} // namespace rb
