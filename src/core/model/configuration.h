// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QMap>
#include <QString>

#include <optional>

namespace rb {

// Every condition an RTOS number depends on. An empty string or an empty optional means
// "unknown": it is never filled with a default (a published number that does not state its
// clock has an unknown clock, not ours).
struct Configuration {
    QString board;            // qemu | gd32f103 | host | free text for references
    QString mcu;              // GD32F103VET6
    QString core;             // cortex-m3
    QString toolchain;        // gcc, "Arm Compiler 6 (AC6)"
    QString toolchainVersion; // __VERSION__
    QString cflags;           // the exact flags
    QString optLevel;         // -Os
    std::optional<qint64> clockHz;
    std::optional<int> flashWaitStates;
    QString kernel;                      // baremetal | posix | freertos | "RT-Thread Nano" ...
    QString kernelVersion;               // V11.1.0
    QString kernelProfile;               // default | minimal | free text
    QMap<QString, QString> kernelConfig; // configUSE_PREEMPTION -> 1
    QString timingMethod;                // dwt | systick | gpio | icount | clock | free text
    std::optional<qint64> timerHz;       // counts per second of the timer
    std::optional<bool> timerEmulated;   // true: emulated instruction-count time, not cycles
    QString debugger;                    // attached | detached | unknown
    QMap<QString, QString> extra;        // other stated conditions (machine, cpuid, baud, ...)

    // Canonical JSON: every field, fixed key names, unknown as null. Stable across runs.
    QJsonObject toJson() const;
    static Configuration fromJson(const QJsonObject &o);
    // Stable hash (sha256 hex of the compact canonical JSON with sorted keys).
    QString hash() const;

    // Condition names and their display values, in a fixed order (for "what differs" lists,
    // table columns and tooltips). Unknown values are returned as an empty string.
    static QStringList conditionKeys();
    // The one name of a condition: the protocol's and the experiment files' names are accepted
    // too ("profile" -> "kernel_profile", "timer" -> "timing_method", "opt" -> "opt_level",
    // "compiler" -> "toolchain", "compiler_version" -> "toolchain_version", "flash_ws" ->
    // "flash_wait_states", "kcfg.KEY" -> "kernel_config.KEY"); any other key is returned as is.
    static QString canonicalConditionKey(const QString &key);
    static QStringList canonicalConditionKeys(const QStringList &keys);
    QString value(const QString &key) const;
    bool operator==(const Configuration &o) const { return toJson() == o.toJson(); }
};

} // namespace rb
