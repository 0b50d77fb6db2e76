// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/analyser_capture.h"

#include <QString>

#include <optional>

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
// keepEdgesOf: nullopt keeps every channel's edges; otherwise only the channel it names
// (AnalyserCapture::channel) keeps them and the others are counted only (a fast clock channel
// of a long capture would hold hundreds of millions of edges); "" counts them all.
SigrokSessionResult loadSigrokSession(const QString &path,
                                      const std::optional<QString> &keepEdgesOf = std::nullopt);

// "libsigrok 0.5.2" (the library the import ran with).
QString sigrokVersion();

} // namespace rb
