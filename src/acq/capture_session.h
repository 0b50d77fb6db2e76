// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/board.h"
#include "acq/live_sample_tap.h"
#include "core/model/configuration.h"
#include "core/model/run.h"
#include "core/protocol/capture_assembler.h"

#include <QString>
#include <QVector>

#include <functional>

namespace rb {

// Steps 2 to 4 of a run (RunController): start the firmware on its board (flashing it first
// where the board needs that), capture what it sends into a CaptureAssembler while giving live
// samples and case progress, then validate the capture into a Run.
class CaptureSession {
public:
    struct Callbacks {
        // The board's status lines ("flashing" ...), percent -1 when unknown.
        std::function<void(int percent, const QString &line)> onStatus;
        // The first bytes of the capture arrived.
        std::function<void()> onFirstBytes;
        // New raw samples of a case (at most ~25 times a second).
        std::function<void(const QString &metric, const QString &unit,
                           const QVector<qint64> &values)>
            onSamples;
        std::function<void(const QString &metric, qint64 received, qint64 announced)>
            onCaseProgress;
    };

    // requested: the configuration the firmware was built for (what the capture must report).
    explicit CaptureSession(const Configuration &requested);

    // Runs the firmware on the board; the capture goes into the assembler as it arrives.
    BoardResult capture(Board &board, const FirmwareManifest &firmware,
                        const BoardRunOptions &options, const Callbacks &callbacks);

    // The captured run, validated (by the assembler) and completed from the attempt's record
    // (experiment, times, tool versions, firmware); the board's own error (timeout, crash, exit
    // code) joins the capture's problems. A cancelled capture is kept as an incomplete run.
    Run validate(const BoardResult &result, const Run &attempt, const FirmwareManifest &firmware);

    // Milliseconds from the start of capture() to the first bytes (QEMU's start and the socket
    // connection), -1 when none arrived.
    double firstBytesMs() const { return m_firstBytesMs; }

private:
    void flushLive(const Callbacks &callbacks);

    CaptureAssembler m_assembler;
    LiveSampleTap m_tap;
    double m_firstBytesMs = -1;
};

} // namespace rb
