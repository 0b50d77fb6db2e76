// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "protocol/line_parser.h"

#include <QByteArray>
#include <QString>
#include <QVector>

#include <utility>
#include <vector>

namespace rb {

// Picks the raw sample values out of a capture as it streams, for live plots. The stored run
// comes from CaptureAssembler; this only feeds the views (a second, cheap parse).
class LiveSampleTap : private proto::LineParser::Sink {
public:
    void feed(const QByteArray &bytes) { m_parser.feed(QByteArrayView(bytes), *this); }
    // The samples since the last call, per case, in arrival order.
    std::vector<std::pair<QString, QVector<qint64>>> take();

private:
    void onRecord(const proto::Record &r) override;
    void onDiagnostic(const proto::Diagnostic &) override {}

    proto::LineParser m_parser;
    std::vector<std::pair<QString, QVector<qint64>>> m_pending;
    std::vector<std::int64_t> m_values;
};

} // namespace rb
