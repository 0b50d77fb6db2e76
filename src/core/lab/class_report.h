// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {
class Lab;
class RunStore;

// A teacher's view of one lab in one class (issue 39 item 3, docs/classroom.md): one row per
// student of the class, from the runs tagged lab:<id>, class:<name> and student:<name>
// (ClassSession). The CLI's `class report` and the GUI's Class tab show it.
//  - Each run is matched to the lab's configuration it is closest to (its conditions against
//    each configuration's requested board, kernel, opt_level, toolchain, timing_method,
//    kernel_profile, clock_hz, flash_wait_states, kernel_config, cflags tokens and each lab
//    metric's iterations and warmup); the conditions that still differ are named.
//  - The verdict of each run is the lab's own (LabTrapReport over the student's runs).
//  - Per configuration and metric: the student's median (the median of their matching runs'
//    corrected medians, each case with samples counted whatever the run's status) beside the class
//    median (the median of the students' medians). Runs whose conditions differ are named for that
//    and left out of the class figures.
//  - Outliers: on the virtual board (deterministic) any median different from the class's modal
//    value (the most frequent; the smaller on a tie); on a physical board (host, gd32f103) more
//    than 3 MAD from the class median (MAD of the students' medians; with MAD 0, any difference).
//  - Missing: a student of the class (a run tagged class:<name> of any lab, or named in the
//    roster) with no run of a configuration of the lab.
class ClassReport {
public:
    struct RunLine {
        qint64 runId = 0;
        int configuration = -1; // index in the lab's plan (-1: none near)
        RunStatus status = RunStatus::Incomplete;
        bool fired = false;      // the lab's trap fired on this run
        QStringList differences; // "opt_level -O0 (lab: -Os)", empty when it matches
    };
    struct Cell { // one configuration x metric
        int configuration = 0;
        QString metric;
        QString unit;
        std::optional<double> median; // the student's (nullopt: no matching run measured it)
        bool outlier = false;
    };
    struct Student {
        QString name;
        std::vector<RunLine> runs;
        QStringList differences;   // every differing condition of their runs, once
        QStringList missing;       // configuration labels without a run
        std::vector<Cell> cells;   // in configuration then metric order
        bool flagged() const;      // differences, missing or an outlier
        QStringList flags() const; // what is flagged, in words (for tables)
    };
    struct ClassCell {
        int configuration = 0;
        QString metric;
        QString unit;
        std::optional<double> median; // class median
        std::optional<double> mode;   // virtual board: the modal value
        double mad = 0;               // physical board
        int students = 0;             // students with a median in it
    };

    QString className;
    QString labId;
    int trap = 0;
    bool deterministic = false; // the lab's board is the virtual board
    QStringList configurations; // labels, in plan order
    std::vector<ClassCell> classCells;
    std::vector<Student> students; // by name

    // roster: students named besides those found in the class's runs.
    static ClassReport build(const Lab &lab, const QString &className,
                             const std::vector<Run> &classRuns, const QStringList &roster = {});
    // Loads the runs tagged class:<className> (with samples) and builds the report.
    static std::optional<ClassReport> fromStore(const RunStore &store, const Lab &lab,
                                                const QString &className, const QStringList &roster,
                                                QString *error);
    // The outlier rule in words (translated).
    QString outlierRule() const;
    QJsonObject toJson() const;
    const ClassCell *classCell(int configuration, const QString &metric) const;
    int flaggedCount() const;
};

} // namespace rb
