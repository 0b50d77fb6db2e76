// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {

// One configuration key a kernel adapter accepts in an experiment's "kernel_config".
struct KernelOption {
    QString key;                    // configUSE_TRACE_FACILITY
    QString type;                   // bool | enum
    std::vector<qint64> values;     // the allowed values
    QMap<QString, qint64> profiles; // profile -> its value (default, minimal)
    QString description;
};

// The configuration keys of one kernel, as its adapter declares them:
// firmware/adapters/<id>/options.json, embedded as :/kernels/options/<id>.json. The firmware
// build (firmware/cmake/rb_kernel_config.cmake) reads the same file. See docs/kernels.md.
class KernelOptions {
public:
    // The options of a kernel; nullopt when it declares none (baremetal, posix, ...).
    static std::optional<KernelOptions> forKernel(const QString &kernelId);
    // Parses an options file; nullopt with a message naming the problem.
    static std::optional<KernelOptions> fromJson(const QByteArray &json, QString *error);

    const QString &header() const { return m_header; }
    const std::vector<KernelOption> &options() const { return m_options; }
    const KernelOption *find(const QString &key) const;
    QStringList keys() const;
    // Why key=value is refused ("" when it is accepted).
    QString problem(const QString &key, const QString &value) const;
    // The keys whose value differs between two profiles, in the file's order, with the value of
    // the second profile.
    std::vector<std::pair<QString, qint64>> profileDifference(const QString &from,
                                                              const QString &to) const;

private:
    QString m_kernel;
    QString m_header;
    std::vector<KernelOption> m_options;
};

} // namespace rb
