// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <vector>

namespace rb {
class ClassReport;
class Lab;
} // namespace rb

namespace rb::report {

// The class report as a PDF (`rtosbench-cli class report --out`, docs/classroom.md): one
// landscape page per lab (reports[i] of labs[i]: a row per student, flagged rows shaded) and
// an appendix (the configurations, the class's medians, every run and what differs), in
// language (en or zh_CN). False with *error when the file cannot be written.
bool writeClassReportPdf(const std::vector<ClassReport> &reports, const std::vector<Lab> &labs,
                         const QString &path, const QString &language, QString *error);

} // namespace rb::report
