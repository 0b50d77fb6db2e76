// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/configuration.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace rb {

// A condition whose value differs between the compared configurations.
struct ConditionDifference {
    QString condition;  // a Configuration::conditionKeys() key, "kernel_config.KEY" or "extra.KEY"
    QStringList values; // distinct values in first-seen order; "" = unknown (not stated)
    bool includesUnknown = false; // some configurations do not state it: differing-and-unknown
    QString kernel; // set when compared within one kernel only (kernel-specific conditions)
    // Set when the difference is a consequence of other differing condition(s) (the studied
    // one, usually): e.g. "opt_level" for cflags that differ only by their -O flag, or for a
    // build id (a hash over the build's conditions). Such a difference is not a confound.
    QStringList followsFrom;

    QString describe() const; // translated one-liner: "clock_hz: 24000000, 72000000"
    // {condition, values (unknown as null), includes_unknown, kernel, follows_from}
    QJsonObject toJson() const;
};

// Conditions that identify a build or a binary rather than state a condition: extra.build_id
// and extra keys named like a hash (…_hash, …_sha256, …_md5, …_digest). They differ whenever
// anything that goes into the build differs.
bool isDerivedIdentifier(const QString &condition);

// cflags without their -O options (whitespace normalised), and the last -O option of cflags.
QString cflagsWithoutOpt(const QString &cflags);
QString lastOptFlag(const QString &cflags);

// Every condition that differs between the configurations: the keys of
// Configuration::conditionKeys() (kernel_config expanded into kernel_config.KEY) plus
// extra.KEY. Unknown vs a stated value counts as differing (and includesUnknown is set).
// When kernelScoped is true, kernel_version and kernel_config.* are compared only among
// configurations of the same kernel (they describe a kernel, not the comparison).
std::vector<ConditionDifference> differingConditions(const std::vector<Configuration> &configs,
                                                     bool kernelScoped = false);

// differingConditions() (kernel-scoped when "kernel" is studied) with followsFrom set on the
// differences that are consequences of other differences (docs/analysis.md, Confounds):
// - flash_wait_states, and timer_hz when every timer counts core cycles, follow a studied
//   clock_hz;
// - cflags that differ only by their -O option, each config's last -O being its opt_level,
//   follow opt_level; opt_level follows a studied cflags when it is the last -O of each;
// - a derived identifier (isDerivedIdentifier) follows from the other conditions that differ
//   between every two configurations whose identifiers differ (the studied ones when they
//   explain every such pair); it stays a confound when some pair differs in nothing else.
std::vector<ConditionDifference> classifiedDifferences(const std::vector<Configuration> &configs,
                                                       const QStringList &studied);

// The differences other than the studied conditions and their consequences (the confounds):
// classifiedDifferences() without the studied conditions, the keys of a studied family
// ("kernel_config", "extra") and the differences with followsFrom set.
std::vector<ConditionDifference> confounds(const std::vector<Configuration> &configs,
                                           const QStringList &studied);

} // namespace rb
