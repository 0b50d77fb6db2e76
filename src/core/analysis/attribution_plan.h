// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/experiment/experiment.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {

// One configuration an attribution builds and runs.
struct AttributionStep {
    enum class Role { From, To, Single, Cumulative };
    Role role = Role::From;
    QString key;      // Single, Cumulative: the option this step changes ("" for From, To)
    qint64 value = 0; // ... to this value (the "to" profile's)
    int position = 0; // Cumulative: 1..n along the path (1 is the first single step)
    BuildRequest request;

    // The run tag naming the step: "attribution-step:from", "attribution-step:single:KEY",
    // "attribution-step:cumulative:3:KEY" (stored in run_tag, read back by fromTag()).
    QString tag() const;
    static std::optional<AttributionStep> fromTag(const QString &tag);
    static QString roleName(Role r);
};

// What "attribute --kernel K --from A --to B" builds and runs (issue 24): the two end points
// (profile A, profile B), every single-key change from A ("one at a time": profile A with one
// option set to B's value) and one cumulative path that adds B's values in the order of the
// kernel's options.json until every option differing between A and B is B's. The first
// cumulative position is the first single step, so it is not built twice. The keys come from the
// kernel adapter's declaration (KernelOptions::profileDifference).
class AttributionPlan {
public:
    // base: board, kernel, kernel tree, opt level, iterations ... (its profile and kernelConfig
    // are replaced). nullopt with *error when the kernel declares no options or the profiles do
    // not differ in any declared option.
    static std::optional<AttributionPlan> make(const BuildRequest &base, const QString &from,
                                               const QString &to, QString *error);

    // The keys of the profile difference, in the cumulative path's order.
    const QStringList &keys() const { return m_keys; }
    const std::vector<AttributionStep> &steps() const { return m_steps; }
    std::vector<BuildRequest> requests() const;
    // A name for the runs' tag: "attribution:freertos:default->minimal:<12 hex>" (the digest of
    // the plan's requests and the time it was made: each attribution's runs are told apart).
    const QString &id() const { return m_id; }

private:
    QString m_id;
    QStringList m_keys;
    std::vector<AttributionStep> m_steps;
};

} // namespace rb
