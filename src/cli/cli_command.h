// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <vector>

namespace rb {
class RunStore;

// What every sub-command gets: the global options and the output streams.
// Errors go to err with a non-zero return code; results go to out.
struct CliContext {
    QString dbPath; // --db, or RunStore::defaultPath()
    QTextStream &out;
    QTextStream &err;
    // Opens the database at dbPath for writing (creating and migrating it, importing the
    // references on a new one). Prints the error and returns false on failure.
    bool openStore(RunStore &store);
    // Opens an existing database for reading only: never creates or migrates it (issue 11).
    bool openStoreForReading(RunStore &store);
};

struct CliCommand {
    QString name;    // "runs"
    QString summary; // one line for --help (translated at print time)
    // args[0] is the command name; the rest are its own options and arguments.
    std::function<int(CliContext &, const QStringList &args)> run;
    // True when the command draws through widgets (QCustomPlot): main() then creates a
    // QApplication (offscreen when there is no display) instead of a QCoreApplication.
    bool needsGuiApplication = false;
};

// Sub-commands register themselves from their own .cpp file:
//   static const bool registered = rb::registerCliCommand({"runs", "...", &runsCommand});
bool registerCliCommand(CliCommand cmd);
const std::vector<CliCommand> &cliCommands();

} // namespace rb
