// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <vector>

namespace rb {

// Compact, exact packing of raw int64 samples for case_result.samples (see docs/database.md).
//
// Format 1: byte 0x01, then the sample count as an unsigned LEB128 varint, then for each sample
// the difference to the previous one (the first to 0), computed modulo 2^64, zigzag-encoded and
// written as an unsigned LEB128 varint (1..10 bytes). Any int64 sequence round-trips exactly,
// including INT64_MIN/INT64_MAX neighbours; typical benchmark samples take 1-2 bytes each.
namespace SampleCodec {

constexpr quint8 kFormatDeltaZigzagVarint = 0x01;

QByteArray encode(const std::vector<qint64> &samples);
// Decodes a blob written by encode(). A corrupt blob (unknown format byte, truncated or
// over-long varint, count larger than the data, trailing bytes) returns false and sets *error;
// it never crashes or allocates more than the blob can hold. An empty blob decodes to no samples.
bool decode(const QByteArray &blob, std::vector<qint64> *samples, QString *error = nullptr);
// The count stored in the header (without decoding the samples), or -1 on a corrupt header.
qint64 peekCount(const QByteArray &blob);

} // namespace SampleCodec
} // namespace rb
