// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QMap>
#include <QString>

#include <optional>

namespace rb {

// What a LAVA job's log says about one benchmark run (docs/board-farm.md). The log is the one
// lava-run prints (one JSON record a line: {"dt", "lvl", "msg"}) or the one lava-server keeps
// and serves (output.yaml: the same records as a YAML list, "- {...}"). Pure function of the
// text: it runs nothing and opens nothing.
struct LavaLog {
    // The protocol lines the firmware printed: the console ("target") records from the first
    // HELLO line after the job booted the firmware, up to the DONE line or to where the console
    // stopped (LAVA wrote to it, the test action ended, the log ends), each with its "\n".
    QByteArray capture;
    bool doneSeen = false;
    // SHA-256 of the firmware LAVA downloaded and booted (its "file-download" result), "" when
    // the log has none.
    QString firmwareSha256;
    QString bootCommand;  // "Boot command: ..." of the qemu boot method, without the prefix
    QString jobResult;    // "pass" | "fail" | "" (no job result: a cut log)
    QString jobError;     // the job's error_msg, if any
    QString monitorError; // "lava test monitoring has timed out", "... reached end of file"
    QMap<QString, QString> toolVersions; // lava-dispatcher, qemu, openocd
    int records = 0;                     // records read
};

class LavaLogParser {
public:
    // firmwareLabel: the deploy image label of the firmware ("kernel" for qemu, "binary" for
    // openocd). nullopt with *error when not one line of text is a LAVA log record.
    static std::optional<LavaLog> parse(QByteArrayView text, const QString &firmwareLabel,
                                        QString *error);
};

} // namespace rb
