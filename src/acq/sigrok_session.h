// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/analyser_capture.h"

#include <QString>

namespace rb {

// A logic-analyser session file (.sr, sigrok's srzip) read through libsigrok: the samplerate,
// the logic channels and, per channel, its edges. The only unit that includes libsigrok.
struct SigrokSessionResult {
    AnalyserCapture capture;
    QString error; // translated; empty on success
    bool ok() const { return error.isEmpty(); }
};

// Loads `path` with sr_session_load and walks every logic sample (SR_DF_LOGIC packets). Errors:
// unreadable file, not a session, a session without a samplerate, without logic channels or
// without samples. Thread-safe (calls are serialised: libsigrok's log hook is global).
SigrokSessionResult loadSigrokSession(const QString &path);

// "libsigrok 0.5.2" (the library the import ran with).
QString sigrokVersion();

} // namespace rb
