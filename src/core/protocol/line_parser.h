// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Std-only core (no Qt I/O): an incremental parser of protocol v1 (docs/protocol.md) over
// bytes. Feed it any chunking of a stream; it yields validated Records and Diagnostics in
// stream order. Memory stays bounded (one line of at most 512 bytes) whatever the input.
#include "core/protocol/diagnostic.h"
#include "core/protocol/record.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#ifdef QT_CORE_LIB
#include <QByteArray>
#include <QByteArrayView>

#include <type_traits>
#endif

namespace rb::proto {

inline constexpr std::size_t kMaxLineBytes = 512; // including the terminating '\n'
inline constexpr std::int64_t kProtocolVersion = 1;
// The most values one S line may carry (docs/protocol.md): more makes the run incomplete.
inline constexpr std::size_t kMaxSampleValues = 32;

class LineParser {
public:
    // Receives events in stream order. The Record reference is only valid during the call.
    class Sink {
    public:
        virtual ~Sink() = default;
        virtual void onRecord(const Record &record) = 0;
        virtual void onDiagnostic(const Diagnostic &diagnostic) = 0;
    };
    struct Output {
        std::vector<Record> records;
        std::vector<Diagnostic> diagnostics;
    };

    void feed(std::string_view bytes, Sink &sink);
    // End of stream: a pending partial line is reported as `truncated` (unless it is a whole
    // record that only lacks its '\n'); merged garbage is flushed. The parser can then be
    // reused for a new stream after reset().
    void finish(Sink &sink);
    Output feed(std::string_view bytes);
    Output finish();
#ifdef QT_CORE_LIB
    // Qt byte containers (a constrained template, so std::string still picks string_view).
    template <typename T>
    requires std::is_same_v<T, QByteArrayView> || std::is_same_v<T, QByteArray>
    void feed(const T &bytes, Sink &sink)
    {
        feed(std::string_view(bytes.data(), static_cast<std::size_t>(bytes.size())), sink);
    }
    template <typename T>
    requires std::is_same_v<T, QByteArrayView> || std::is_same_v<T, QByteArray>
        Output feed(const T &bytes)
    {
        return feed(std::string_view(bytes.data(), static_cast<std::size_t>(bytes.size())));
    }
#endif
    void reset();

    std::uint64_t bytesSeen() const
    {
        return m_offset;
    }
    std::uint64_t recordsAccepted() const
    {
        return m_records;
    }

private:
    void processLine(std::string_view line, std::uint64_t offset, std::uint64_t lineNo,
                     std::uint64_t rawLength, Sink &sink);
    enum class LineResult { Ok, Garbage, BadCrc, BadField, UnknownType };
    LineResult parseLine(std::string_view line, std::string *why);
    void acceptRecord(Sink &sink);
    void consumeSequence(std::string_view line, std::uint64_t offset, std::uint64_t lineNo,
                         Sink &sink);
    void report(Sink &sink, DiagnosticKind kind, std::uint64_t offset, std::uint64_t lineNo,
                std::uint64_t length, std::string detail);
    void addGarbage(Sink &sink, std::uint64_t offset, std::uint64_t lineNo, std::uint64_t length);
    void flushGarbage(Sink &sink);

    std::string m_partial;         // bytes of the current line not yet terminated
    std::uint64_t m_offset = 0;    // stream bytes seen
    std::uint64_t m_lineStart = 0; // offset of the current line's first byte
    std::uint64_t m_lineNo = 1;    // current line number
    bool m_skipping = false;       // inside an overlong line
    std::uint64_t m_skipped = 0;   // bytes of the overlong line so far
    bool m_garbageOpen = false;    // merged garbage run not yet reported
    Diagnostic m_garbage;          // the merged garbage run
    bool m_haveSeq = false;        // a sequence number has been seen
    std::uint64_t m_lastSeq = 0;   // the last accepted sequence number
    bool m_rejected = false;       // wrong protocol version seen
    std::uint64_t m_records = 0;   // records accepted
    Record m_record;               // reused for every line
};

} // namespace rb::proto
