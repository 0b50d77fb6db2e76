// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace rb {
class RunStore;

// What goes into a PDF report (docs/report.md).
struct ReportOptions {
    std::vector<qint64> runIds;              // empty: every run of the database
    QStringList metrics;                     // empty: every metric of the runs
    QString language = QStringLiteral("en"); // "en" | "zh_CN"
    QString title;                           // empty: a default title
    bool includeReference = false;           // add the published reference rows of the metrics
};

// What was written (for benchmarks and the GUI's status line).
struct ReportOutcome {
    int pages = 0;               // the whole PDF
    int pagesBeforeAppendix = 0; // summary, rank shifts, warnings, conditions, plots
};

// Progress callback: percent 0..100 and a translated step name; return false to cancel.
using ReportProgress = std::function<bool(int percent, const QString &step)>;

// Writes the report as a vector PDF to outPath and the raw samples next to it
// (<outPath>.samples.csv). Needs a QApplication (QCustomPlot draws through widgets). May run on
// a worker thread: the plots are then drawn on the GUI thread (report/gui_thread.h), whose event
// loop must keep running meanwhile; progress is called on the calling thread.
// Returns false with *error on failure or cancellation (no partial PDF is left behind).
bool writeReportPdf(const RunStore &store, const ReportOptions &options, const QString &outPath,
                    const ReportProgress &progress, QString *error,
                    ReportOutcome *outcome = nullptr);
// Same, opening the database at dbPath.
bool writeReportPdf(const QString &dbPath, const ReportOptions &options, const QString &outPath,
                    const ReportProgress &progress, QString *error,
                    ReportOutcome *outcome = nullptr);

} // namespace rb
