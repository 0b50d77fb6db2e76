// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/experiment/experiment.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace rb {

// An experiment file whose external builds make rtosbench start programs of its own is a
// program, not data (issue 19): it runs only once trusted. Trust is given to the file's exact
// content (SHA-256), so any change asks again. Kept in a small JSON file shared by the GUI and
// the CLI: $RTOSBENCH_TRUST_FILE, else ~/.config/rtosbench/trusted_experiments.json.
// The compiler, QEMU and OpenOCD of the settings are not "other programs"; built-in labs and
// experiments written by the GUI's form on this machine are trusted by their callers.
class ExperimentTrust {
    Q_DECLARE_TR_FUNCTIONS(rb::ExperimentTrust)
public:
    explicit ExperimentTrust(QString storePath = defaultStorePath());
    static QString defaultStorePath();

    static QString digestOf(const QByteArray &fileContent); // lower-case hex SHA-256
    // True when running the experiment starts a program the settings did not name.
    static bool runsCommands(const Experiment &e);
    // What it would run, one line per item, for the user to review: the argument lists as
    // written (placeholders unsubstituted), working directories and ELF paths.
    static QStringList describeCommands(const Experiment &e);

    bool isTrusted(const QString &digest) const;
    // Records the digest as trusted (file is remembered for the user's information only).
    bool trust(const QString &digest, const QString &file, QString *error);

private:
    QString m_path;
};

} // namespace rb
