// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/experiment/experiment.h"

#include <QJsonArray>
#include <QString>

#include <optional>
#include <vector>

namespace rb {

// A plan split across machines (issue 38, `run --shard K/N`, docs/scale.md). The plan is an
// experiment's expand(): its configurations in the experiment's own order (and seed). Shard K of
// N holds the positions i with i % N == K, so N machines (or N jobs of a CI matrix, or a
// cluster array) that each run one shard run every configuration exactly once, and the split
// never depends on the machine, the time or what is stored already.
class PlanShard {
public:
    struct Shard {
        int index = 0;        // K, 0 <= K < count
        int count = 1;        // N >= 1
        QString text() const; // "K/N"
        bool operator==(const Shard &) const = default;
    };

    // "K/N" with decimal digits only, 0 <= K < N, 1 <= N <= 100000. nullopt with *error (naming
    // the text and the rule) otherwise.
    static std::optional<Shard> parse(const QString &text, QString *error);
    // The plan positions of a shard, ascending: i in [0, planSize) with i % count == index.
    static std::vector<int> positions(int planSize, const Shard &shard);

    // A stable digest of the expanded plan (16 hex digits of a SHA-256): the experiment's name
    // and every configuration in plan order, with the board override applied and without what
    // is local to a machine (kernel tree and extra tree directories, the experiment file's
    // directory). The same experiment file gives the same id on every machine.
    static QString planId(const QString &experimentName, const std::vector<BuildRequest> &plan,
                          const QString &boardOverride = {});
    // What the store keeps of a plan (run_plan.plan_json): per position {"label", "request"},
    // the request as planId() digests it.
    static QJsonArray describe(const std::vector<BuildRequest> &plan,
                               const QString &boardOverride = {});
};

} // namespace rb
