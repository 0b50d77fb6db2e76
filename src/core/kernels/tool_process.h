// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace rb {

// A program run by the kernel registry (tar, unzip, git): never a shell.
struct ToolResult {
    int exitCode = -1; // -1: did not start, crashed or timed out (error says which)
    QByteArray out;    // standard output
    QString err;       // standard error (trimmed)
    QString error;     // why it did not run to an exit code
    bool ok() const { return exitCode == 0; }
    // One line for messages: the first "fatal:" or "error:" line of standard error, else its
    // last non-empty line, else the error.
    QString lastErrorLine() const;
};

class ToolProcess {
public:
    static ToolResult
    run(const QString &program, const QStringList &args, const QString &workingDir = {},
        int timeoutMs = 600000,
        const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
};

} // namespace rb
