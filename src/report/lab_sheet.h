// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"

#include <QString>

#include <vector>

namespace rb {
class Lab;

// A lab sheet (docs/labs.md, "Lab sheets"): what a student follows and hands in.
struct LabSheetOptions {
    QString language = QStringLiteral("en"); // "en" | "zh_CN"
    QString student;                         // empty: a line to write the name on
    std::vector<Run> runs; // empty: an unfilled sheet; else the student's runs, samples loaded
};

struct LabSheetOutcome {
    int pages = 0;
};

// The sheet as HTML (QTextDocument's subset): the lab's goal, its trap in one paragraph, the
// steps (the exact commands and clicks), the questions with space for the answers, and the
// table of the lab's metrics x its configurations, empty or filled from options.runs (median
// of the corrected samples, the lab trap's verdict per run, the stated conditions).
QString labSheetHtml(const Lab &lab, const LabSheetOptions &options);

// Writes the sheet as an A4 PDF (needs a QGuiApplication). False with *error on failure; no
// partial file is left behind.
bool writeLabSheetPdf(const Lab &lab, const LabSheetOptions &options, const QString &outPath,
                      QString *error, LabSheetOutcome *outcome = nullptr);

} // namespace rb
