// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {

// RFC 4180 CSV and the published reference data (resources/reference/published_results.csv).
namespace ReferenceCsv {

// Parses RFC 4180 CSV (UTF-8, optional BOM; quoted fields may hold commas, doubled quotes and
// line breaks; CRLF or LF). Returns the records, or nullopt and *error on an unterminated quote
// or a quote in the middle of an unquoted field. A final empty line is not a record.
std::optional<std::vector<QStringList>> parseCsv(const QByteArray &utf8, QString *error);

// The -O flag of a cflags string (the last one wins, as in GCC), or an empty string.
QString optLevelFromCflags(const QString &cflags);

// Parses the published-results table (header: source,board,mcu,core,clock_mhz,compiler,cflags,
// timing_method,kernel_profile,statistic,rtos,rtos_version,metric,value,unit,note; column order
// free, extra columns go to config.extra). Empty conditions stay unknown. Each result carries
// extra["provenance"] = "reference: published summary, not measured here".
std::optional<std::vector<ReferenceResult>> parseReferences(const QByteArray &utf8, QString *error);

inline constexpr const char *kProvenance = "reference: published summary, not measured here";

} // namespace ReferenceCsv
} // namespace rb
