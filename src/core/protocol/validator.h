// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/configuration.h"
#include "core/model/run.h"

#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace rb {

struct ValidationIssue {
    enum class Kind {
        Mismatch,     // the firmware reports another value than the one asked for
        Unverified,   // asked for, but the firmware does not say (unknown)
        Missing,      // a CASE or END line of a case never arrived (the run is incomplete)
        Inconsistent, // the capture contradicts itself (sample counts, DONE's counts, ...)
        CheckFailed,  // a calibration or scenario check failed (the case is marked "fail")
    };
    Kind kind = Kind::Mismatch;
    QString field; // condition key (Configuration::conditionKeys(), kcfg.KEY, extra key) or case id
    QString expected; // what was asked for / announced
    QString actual;   // what the firmware says / what arrived
    QString message;  // translated, names the field and both values
    // What each kind does to the run (failed, incomplete, a note): capturevalidation::judge.
};

// What the capture said about a case beyond what CaseResult stores.
struct CaseFacts {
    QString metric;
    bool caseSeen = false;            // its CASE line arrived
    bool endSeen = false;             // its END line arrived
    std::optional<qint64> announcedN; // n= of CASE
    std::optional<qint64> endN;       // n= of END
    std::optional<qint64> expect;     // expect= of CASE (cal_known_seq)
};

struct CaptureFacts {
    std::vector<CaseFacts> cases; // same order as Run::cases
    bool doneSeen = false;
    std::optional<qint64> doneCases;  // cases= of DONE
    std::optional<qint64> doneFailed; // failed= of DONE
};

class Validator {
public:
    // Compares what the firmware reports with what was requested. In `requested`, an empty
    // string / nullopt / absent map key means "not requested". Messages read e.g.
    // "optimisation level: firmware says -O0, experiment asked -Os".
    static QList<ValidationIssue> compareConditions(const Configuration &reported,
                                                    const Configuration &requested);

    // Internal consistency: every CASE has an END; samples received == n announced == n sent;
    // DONE's counts match; for cal_known_seq, median(raw) - overhead == expect (else the case
    // gets checks["overhead_exact"] = 0 and status "fail"; 1 when exact).
    static QList<ValidationIssue> checkConsistency(Run &run, const CaptureFacts &facts);

    // Median of raw values (mean of the two middle values for an even count).
    static double median(std::vector<qint64> values);
};

} // namespace rb
