// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/protocol/line_parser.h"

#include "core/protocol/crc32.h"

#include <cstring>

namespace rb::proto {
namespace {

constexpr std::size_t kTrailer = 10; // " *XXXXXXXX"

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

// The CRC of " *XXXXXXXX" at the end of line, or -1 when there is no well-formed trailer.
std::int64_t trailerCrc(std::string_view line)
{
    const std::size_t n = line.size();
    if (n < kTrailer || line[n - kTrailer] != ' ' || line[n - kTrailer + 1] != '*')
        return -1;
    std::uint32_t v = 0;
    for (std::size_t i = n - 8; i < n; ++i) {
        const int d = hexDigit(line[i]);
        if (d < 0)
            return -1;
        v = v << 4 | static_cast<std::uint32_t>(d);
    }
    return v;
}

std::string hex8(std::uint32_t v)
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string s(8, '0');
    for (int i = 7; i >= 0; --i, v >>= 4)
        s[static_cast<std::size_t>(i)] = kHex[v & 0xFu];
    return s;
}

// True when s starts with a v1 TYPE followed by a space (constant time).
bool startsWithType(std::string_view s)
{
    for (std::string_view t : {"HELLO", "COND", "CASE", "S", "END", "FOOT", "DONE", "ERR"})
        if (s.size() > t.size() && s[t.size()] == ' ' && s.substr(0, t.size()) == t)
            return true;
    return false;
}

class Collector : public LineParser::Sink {
public:
    explicit Collector(LineParser::Output &out) : m_out(out) {}
    void onRecord(const Record &r) override { m_out.records.push_back(r); }
    void onDiagnostic(const Diagnostic &d) override { m_out.diagnostics.push_back(d); }

private:
    LineParser::Output &m_out;
};

} // namespace

std::string_view diagnosticKindName(DiagnosticKind k)
{
    switch (k) {
    case DiagnosticKind::BadCrc:
        return "bad_crc";
    case DiagnosticKind::Overlong:
        return "overlong";
    case DiagnosticKind::Garbage:
        return "garbage";
    case DiagnosticKind::SeqGap:
        return "seq_gap";
    case DiagnosticKind::Duplicate:
        return "duplicate";
    case DiagnosticKind::BadField:
        return "bad_field";
    case DiagnosticKind::UnknownType:
        return "unknown_type";
    case DiagnosticKind::WrongVersion:
        return "wrong_version";
    case DiagnosticKind::Truncated:
        return "truncated";
    }
    return "garbage";
}

void LineParser::reset()
{
    *this = LineParser();
}

LineParser::Output LineParser::feed(std::string_view bytes)
{
    Output out;
    Collector c(out);
    feed(bytes, c);
    return out;
}

LineParser::Output LineParser::finish()
{
    Output out;
    Collector c(out);
    finish(c);
    return out;
}

void LineParser::feed(std::string_view bytes, Sink &sink)
{
    const char *data = bytes.data();
    const std::size_t n = bytes.size();
    const std::uint64_t base = m_offset;
    std::size_t pos = 0;
    while (pos < n) {
        const auto *nl = static_cast<const char *>(std::memchr(data + pos, '\n', n - pos));
        if (m_skipping) {
            if (!nl) {
                m_skipped += n - pos;
                break;
            }
            const std::size_t end = static_cast<std::size_t>(nl - data);
            m_skipped += end - pos + 1;
            report(sink, DiagnosticKind::Overlong, m_lineStart, m_lineNo, m_skipped,
                   "line of " + std::to_string(m_skipped) + " bytes, the limit is 512");
            m_skipping = false;
            pos = end + 1;
            ++m_lineNo;
            m_lineStart = base + pos;
            continue;
        }
        if (!nl) {
            const std::size_t rest = n - pos;
            if (m_partial.size() + rest >= kMaxLineBytes) {
                // Even with its '\n' this line exceeds the limit: drop it, keep no bytes.
                flushGarbage(sink);
                m_skipping = true;
                m_skipped = m_partial.size() + rest;
                m_partial.clear();
            } else {
                m_partial.append(data + pos, rest);
            }
            break;
        }
        const std::size_t end = static_cast<std::size_t>(nl - data);
        const std::size_t len = end - pos;
        const std::uint64_t total = m_partial.size() + len + 1;
        if (total > kMaxLineBytes) {
            report(sink, DiagnosticKind::Overlong, m_lineStart, m_lineNo, total,
                   "line of " + std::to_string(total) + " bytes, the limit is 512");
            m_partial.clear();
        } else if (m_partial.empty()) {
            processLine(std::string_view(data + pos, len), m_lineStart, m_lineNo, total, sink);
        } else {
            m_partial.append(data + pos, len);
            processLine(m_partial, m_lineStart, m_lineNo, total, sink);
            m_partial.clear();
        }
        pos = end + 1;
        ++m_lineNo;
        m_lineStart = base + pos;
    }
    m_offset = base + n;
}

void LineParser::finish(Sink &sink)
{
    if (m_skipping) {
        report(sink, DiagnosticKind::Overlong, m_lineStart, m_lineNo, m_skipped,
               "line of at least " + std::to_string(m_skipped) +
                   " bytes (the stream ended inside it), the limit is 512");
        m_skipping = false;
        m_skipped = 0;
    } else if (!m_partial.empty()) {
        std::string_view line(m_partial);
        if (line.back() == '\r')
            line.remove_suffix(1);
        if (!line.empty() && parseLine(line, nullptr) == LineResult::Ok) {
            // A whole record that only lacks its '\n': nothing was lost.
            m_record.line = m_lineNo;
            m_record.offset = m_lineStart;
            acceptRecord(sink);
        } else {
            report(sink, DiagnosticKind::Truncated, m_lineStart, m_lineNo, m_partial.size(),
                   "the stream ended inside a line (" + std::to_string(m_partial.size()) +
                       " bytes without '\\n')");
        }
        m_partial.clear();
    }
    flushGarbage(sink);
}

LineParser::LineResult LineParser::parseLine(std::string_view line, std::string *why)
{
    const std::size_t sp = line.find(' ');
    const std::string_view token = line.substr(0, sp);
    const auto type = recordTypeFromName(token);
    const std::int64_t stated = trailerCrc(line);
    if (!type) {
        bool word = !token.empty() && token.size() <= 16;
        for (char c : token)
            word = word && c >= 'A' && c <= 'Z';
        if (word && stated >= 0 &&
            crc32(line.substr(0, line.size() - kTrailer)) == static_cast<std::uint32_t>(stated)) {
            if (why)
                *why = "unknown record type '" + std::string(token) + "'";
            return LineResult::UnknownType;
        }
        return LineResult::Garbage;
    }
    if (sp == std::string_view::npos) {
        if (why)
            *why = "a record type alone";
        return LineResult::BadCrc;
    }
    if (stated < 0) {
        if (why)
            *why = "no ' *XXXXXXXX' CRC at the end of the line";
        return LineResult::BadCrc;
    }
    const std::string_view body = line.substr(0, line.size() - kTrailer);
    const std::uint32_t computed = crc32(body);
    if (computed != static_cast<std::uint32_t>(stated)) {
        if (why)
            *why = "CRC mismatch: the line says " + hex8(static_cast<std::uint32_t>(stated)) +
                   ", its bytes give " + hex8(computed);
        return LineResult::BadCrc;
    }
    if (!m_record.assign(body, *type, why))
        return LineResult::BadField;
    return LineResult::Ok;
}

void LineParser::processLine(std::string_view line, std::uint64_t offset, std::uint64_t lineNo,
                             std::uint64_t rawLength, Sink &sink)
{
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    if (line.empty()) {
        // A blank line carries nothing; inside a garbage run it joins the run.
        if (m_garbageOpen && m_garbage.offset + m_garbage.length == offset)
            m_garbage.length += rawLength;
        return;
    }
    std::string why;
    const LineResult r = parseLine(line, &why);
    if (r == LineResult::Ok) {
        m_record.line = lineNo;
        m_record.offset = offset;
        acceptRecord(sink);
        return;
    }
    // (Only when the line ends in a well-formed CRC trailer: without one no suffix can parse.)
    if ((r == LineResult::Garbage || r == LineResult::BadCrc) && trailerCrc(line) >= 0) {
        // Resynchronise inside the line: boot noise (or a line cut by a reset) may precede a
        // record without a '\n' in between. A CRC-valid record starting later is taken.
        for (std::size_t p = 1; p + kTrailer < line.size(); ++p) {
            const char c = line[p];
            if (c != 'H' && c != 'C' && c != 'S' && c != 'E' && c != 'F' && c != 'D')
                continue;
            const std::string_view rest = line.substr(p);
            if (!startsWithType(rest) || parseLine(rest, nullptr) != LineResult::Ok)
                continue;
            if (r == LineResult::BadCrc)
                report(sink, DiagnosticKind::BadCrc, offset, lineNo, p,
                       "a record cut short: another record starts inside its line");
            else
                addGarbage(sink, offset, lineNo, p);
            m_record.line = lineNo;
            m_record.offset = offset + p;
            acceptRecord(sink);
            return;
        }
    }
    switch (r) {
    case LineResult::Garbage:
        addGarbage(sink, offset, lineNo, rawLength);
        break;
    case LineResult::BadCrc:
        report(sink, DiagnosticKind::BadCrc, offset, lineNo, rawLength, why);
        break;
    case LineResult::BadField:
        report(sink, DiagnosticKind::BadField, offset, lineNo, rawLength, why);
        break;
    case LineResult::UnknownType:
        report(sink, DiagnosticKind::UnknownType, offset, lineNo, rawLength, why);
        consumeSequence(line, offset, lineNo, sink);
        break;
    case LineResult::Ok:
        break;
    }
}

void LineParser::consumeSequence(std::string_view line, std::uint64_t offset, std::uint64_t lineNo,
                                 Sink &sink)
{
    // An unknown record type with its own sequence number (a later protocol's record) uses
    // that number: the next record is no gap. A number above the expected one is still a gap
    // (lines were lost before it); one at or below the last is left alone.
    if (!m_haveSeq || m_rejected)
        return;
    const std::size_t sp = line.find(' ');
    if (sp == std::string_view::npos)
        return;
    const std::string_view rest = line.substr(sp + 1);
    const std::string_view token = rest.substr(0, rest.find(' '));
    if (token.empty() || token.size() > 19 || (token.size() > 1 && token[0] == '0'))
        return;
    std::uint64_t seq = 0;
    for (char c : token) {
        if (c < '0' || c > '9')
            return;
        seq = seq * 10 + static_cast<std::uint64_t>(c - '0');
    }
    if (seq <= m_lastSeq)
        return;
    const std::uint64_t expected = m_lastSeq + 1;
    if (seq != expected) {
        Diagnostic d;
        d.kind = DiagnosticKind::SeqGap;
        d.offset = offset;
        d.line = lineNo;
        d.lines = seq - expected;
        d.expectedSeq = expected;
        d.seq = seq;
        d.detail = "sequence jumps from " + std::to_string(expected) + " to " +
                   std::to_string(seq) + ": " + std::to_string(seq - expected) + " line(s) lost";
        sink.onDiagnostic(d);
    }
    m_lastSeq = seq;
}

void LineParser::acceptRecord(Sink &sink)
{
    Record &r = m_record;
    if (r.type == RecordType::Hello) {
        const auto proto = r.integer("proto");
        if (!proto || *proto != kProtocolVersion) {
            const std::string stated = r.raw("proto") ? std::string(*r.raw("proto")) : "none";
            report(sink, DiagnosticKind::WrongVersion, r.offset, r.line, r.text().size(),
                   "HELLO says proto=" + stated + ", this parser reads protocol 1");
            m_rejected = true;
            return;
        }
        m_rejected = false;
        flushGarbage(sink);
        m_haveSeq = true;
        m_lastSeq = r.seq;
        ++m_records;
        sink.onRecord(r);
        return;
    }
    if (m_rejected)
        return;
    if (m_haveSeq && r.seq <= m_lastSeq) {
        Diagnostic d;
        d.kind = DiagnosticKind::Duplicate;
        d.offset = r.offset;
        d.line = r.line;
        d.length = r.text().size();
        d.expectedSeq = m_lastSeq + 1;
        d.seq = r.seq;
        d.detail = "sequence number " + std::to_string(r.seq) + " already seen (expected " +
                   std::to_string(m_lastSeq + 1) + "); the record is dropped";
        flushGarbage(sink);
        sink.onDiagnostic(d);
        return;
    }
    const std::uint64_t expected = m_haveSeq ? m_lastSeq + 1 : 0;
    flushGarbage(sink);
    if (r.seq != expected) {
        Diagnostic d;
        d.kind = DiagnosticKind::SeqGap;
        d.offset = r.offset;
        d.line = r.line;
        d.lines = r.seq - expected;
        d.expectedSeq = expected;
        d.seq = r.seq;
        d.detail = "sequence jumps from " + std::to_string(expected) + " to " +
                   std::to_string(r.seq) + ": " + std::to_string(r.seq - expected) +
                   " line(s) lost";
        sink.onDiagnostic(d);
    }
    m_haveSeq = true;
    m_lastSeq = r.seq;
    ++m_records;
    sink.onRecord(r);
}

void LineParser::report(Sink &sink, DiagnosticKind kind, std::uint64_t offset, std::uint64_t lineNo,
                        std::uint64_t length, std::string detail)
{
    if (m_rejected && kind != DiagnosticKind::WrongVersion)
        return; // after a wrong version nothing is read as protocol
    flushGarbage(sink);
    Diagnostic d;
    d.kind = kind;
    d.offset = offset;
    d.line = lineNo;
    d.length = length;
    d.detail = std::move(detail);
    sink.onDiagnostic(d);
}

void LineParser::addGarbage(Sink &sink, std::uint64_t offset, std::uint64_t lineNo,
                            std::uint64_t length)
{
    if (m_rejected)
        return;
    if (m_garbageOpen && m_garbage.offset + m_garbage.length == offset) {
        m_garbage.length += length;
        ++m_garbage.lines;
        return;
    }
    flushGarbage(sink);
    m_garbageOpen = true;
    m_garbage = Diagnostic();
    m_garbage.kind = DiagnosticKind::Garbage;
    m_garbage.offset = offset;
    m_garbage.line = lineNo;
    m_garbage.length = length;
    m_garbage.lines = 1;
}

void LineParser::flushGarbage(Sink &sink)
{
    if (!m_garbageOpen)
        return;
    m_garbageOpen = false;
    m_garbage.detail = std::to_string(m_garbage.length) + " byte(s) of non-protocol text on " +
                       std::to_string(m_garbage.lines) + " line(s)";
    sink.onDiagnostic(m_garbage);
}

} // namespace rb::proto
