// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"

#include <QByteArray>
#include <QStringList>

#include <vector>

namespace rb {

// Tidy CSV exports of runs (see docs/database.md). UTF-8, LF line ends, RFC 4180 quoting.
// With bom (the default for files) the text starts with a UTF-8 byte order mark so that
// spreadsheet programs (Excel) read non-ASCII text such as Chinese notes correctly; scripts
// reading the file should strip it (Python: encoding="utf-8-sig"; pandas does it by itself).
namespace CsvExport {

// One row per case: the run's id, status and conditions as columns, then the case summary
// over the corrected samples (raw - overhead). Runs need their samples loaded.
QStringList caseSummaryHeader();
QByteArray caseSummaries(const std::vector<Run> &runs, bool bom = true);

// One row per sample: run_id,metric,index,value,unit,corrected (index from 0; value = raw
// sample; corrected = raw - overhead, overhead 0 when unknown). The first five columns are fixed.
QStringList sampleHeader();
QByteArray samples(const std::vector<Run> &runs, bool bom = true);

QString field(const QString &s); // RFC 4180 quoting of one field

} // namespace CsvExport
} // namespace rb
