// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/openocd_flasher.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <optional>

namespace rb {

// One configuration of a plan as a LAVA job definition (docs/board-farm.md). The job deploys the
// ELF the build cache made (file:// URL, LAVA checks its SHA-256 before it boots it), boots it
// with the same command rtosbench's own board classes use, and reads the console with a
// `monitors` test action until the firmware's DONE line or the timeout. Its metadata carries
// the configuration's identity; `lava collect` reads it back (LavaJobMetadata).
struct LavaJobSpec {
    QString board; // qemu | gd32f103 (BoardIds)
    QString planId;
    int planIndex = 0; // 0-based position in the plan
    int planSize = 0;
    QString label;      // BuildRequest::label()
    QString experiment; // the experiment's name
    QString buildId;    // the firmware's build id (COND build_id, manifest conditions)
    QString firmwareSha256;
    QString elfPath;          // absolute
    QString openOcdScriptUrl; // gd32f103: the job's OpenOCD set-up script (file:// URL)
    int timeoutSeconds = 600;
};

// The identity a job carries in its metadata.
struct LavaJobMetadata {
    QString planId;
    int planIndex = -1;
    QString board;
    QString label;
    QString buildId;
    QString firmwareSha256;
};

class LavaJob {
public:
    // The LAVA device type a board's jobs ask for (installer/lava/device-types/).
    static QString deviceType(const QString &board); // "" for a board LAVA does not run
    // The job's file name: job-001.yaml for plan position 0.
    static QString fileName(int planIndex);
    // The job definition (YAML). nullopt with *error when a field cannot be written safely.
    static std::optional<QByteArray> definition(const LavaJobSpec &spec, QString *error);
    // QEMU's options for the virtual board: QemuBoard::defaultCommand without the program and
    // the -kernel ELF, as the device type passes them (one "option value" per entry).
    static QStringList qemuOptions();
    // The gd32f103 OpenOCD set-up as a Tcl script: Gd32Board's -f/-c arguments before its
    // "program" command, in their order (LAVA's own openocd options would put every -f first,
    // and CPUTAPID must be set before the target file).
    static QByteArray openOcdScript(const OpenOcdOptions &o);
    // The command LAVA runs after the script (device dictionary), {BINARY} = the ELF.
    static QString openOcdProgramCommand();
    // Reads the metadata back from a job definition this class wrote. nullopt with *error when
    // a key is missing or malformed.
    static std::optional<LavaJobMetadata> readMetadata(const QByteArray &yaml, QString *error);

    // A collected job's identity, from which its runs' identities (Run::uid) derive, so that a
    // job collected again is recognised (docs/board-farm.md): a server's job is the server
    // (LavaServer::identity) and its job id; a log read from a directory is its bytes (SHA-256:
    // the same log once, a log that differs, e.g. one that has grown since, is another).
    static QString serverJobIdentity(const QString &server, qint64 jobId);
    static QString logIdentity(QByteArrayView log);
    // The uid of the k-th run (0-based) of a job's capture: a name-based UUID (version 5).
    static QString runUid(const QString &jobIdentity, int k);
};

} // namespace rb
