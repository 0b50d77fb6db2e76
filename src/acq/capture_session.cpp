// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/capture_session.h"

#include <QCoreApplication>
#include <QElapsedTimer>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::RunController)
};
} // namespace

CaptureSession::CaptureSession(const Configuration &requested)
{
    m_assembler.setRequested(requested);
}

void CaptureSession::flushLive(const Callbacks &cb)
{
    for (auto &s : m_tap.take(m_assembler))
        if (cb.onSamples)
            cb.onSamples(s.metric, s.unit, s.values);
    const QString current = m_assembler.currentCase();
    if (!current.isEmpty() && cb.onCaseProgress)
        cb.onCaseProgress(current, m_assembler.currentSampleCount(),
                          m_assembler.currentAnnouncedCount().value_or(0));
}

BoardResult CaptureSession::capture(Board &board, const FirmwareManifest &firmware,
                                    const BoardRunOptions &options, const Callbacks &cb)
{
    BoardRunOptions bo = options;
    bo.onStatus = cb.onStatus;
    QElapsedTimer throttle; // also the clock of the first bytes (restarted only after them)
    throttle.start();
    bool firstBytes = true;
    bo.onBytes = [&](const QByteArray &bytes) {
        if (firstBytes) {
            firstBytes = false;
            m_firstBytesMs = double(throttle.nsecsElapsed()) / 1e6;
            if (cb.onFirstBytes)
                cb.onFirstBytes();
        }
        m_assembler.feed(bytes);
        if (throttle.elapsed() >= 40) { // at most ~25 updates a second
            throttle.restart();
            flushLive(cb);
        }
        return true;
    };
    const BoardResult result = board.run(firmware, bo);
    flushLive(cb);
    return result;
}

Run CaptureSession::validate(const BoardResult &br, const Run &attempt,
                             const FirmwareManifest &firmware)
{
    Run captured = m_assembler.finish();
    captured.experiment = attempt.experiment;
    captured.startedAt = attempt.startedAt;
    captured.finishedAt = QDateTime::currentDateTimeUtc();
    captured.toolVersions = attempt.toolVersions;
    captured.firmwareSha256 = attempt.firmwareSha256;
    captured.kernelTree = attempt.kernelTree;
    if (firmware.footprint.isKnown())
        captured.footprint = firmware.footprint;
    if (!m_assembler.helloSeen())
        captured.config = attempt.config; // nothing reported: keep what was asked, marked failed
    if (br.cancelled) {
        // Keep what arrived: a cancelled capture is an incomplete run, never silently dropped.
        captured.status = RunStatus::Incomplete;
    }
    if (!br.error.isEmpty()) {
        // The board's own word (timeout, crash, exit code) joins the capture's problems.
        if (captured.status == RunStatus::Complete)
            captured.status = br.exitCode > 0 ? RunStatus::Failed : RunStatus::Incomplete;
        if (!m_assembler.helloSeen())
            captured.status = RunStatus::Failed;
        captured.statusReason = captured.statusReason.isEmpty()
                                    ? br.error
                                    : br.error + QStringLiteral("; ") + captured.statusReason;
    }
    if (!br.diagnostics.trimmed().isEmpty())
        captured.notes = Tr::tr("board output: %1").arg(br.diagnostics.trimmed().left(2000));
    return captured;
}

} // namespace rb
