// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// corrected = raw - overhead, exactly, in one place (issue 31): every store, export, summary,
// analysis and view computes a case's corrected values through these functions, never through
// a bare subtraction that could wrap at the 64-bit limits. CaseResult::corrected() is built on
// correctedValue(): NaN where the difference does not fit (left out of every summary).

#include "core/model/run.h"

#include <QString>

#include <optional>
#include <span>

namespace rb {

// raw - overhead when the difference fits in a signed 64-bit integer, nullopt when it does not
// (raw 11 with overhead INT64_MIN): never a wrapped value.
std::optional<qint64> correctedValue(qint64 raw, qint64 overhead);
// The same with an unknown overhead taken as 0 (docs/statistics.md: corrected = raw then).
std::optional<qint64> correctedValue(qint64 raw, const std::optional<qint64> &overhead);

// The cold sample minus the overhead (0 when unknown): nullopt without a cold sample or when it
// does not fit.
std::optional<qint64> correctedCold(const CaseResult &c);

// The first corrected value of a case that cannot be represented (the cold sample, then the
// samples), in words ("sample 0 (raw 11) - overhead -9223372036854775808 does not fit in a
// 64-bit integer, ..."); empty when every one fits.
QString correctedProblem(const CaseResult &c);

// Ingest check (capture validation, JSON import, log import): a run with a case whose corrected
// values cannot all be represented is made incomplete (a complete run; a failed one stays
// failed) and the problem is added to its reason. Returns false when such a case was found.
bool checkCorrected(Run &run);

} // namespace rb
