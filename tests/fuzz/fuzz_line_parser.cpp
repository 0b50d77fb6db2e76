// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target (issue 6 §8): feeds arbitrary bytes to the protocol v1 line parser (whole,
// and split at a point taken from the input) and to the capture assembler. Traps when an
// invariant breaks: the result must not depend on chunking, no record exceeds a line, the raw
// log is kept byte for byte, the run has a status and a reason unless it is complete.
// Built and run by run_fuzz.sh (clang++ -fsanitize=fuzzer,address,undefined).
#include "core/protocol/capture_assembler.h"
#include "core/protocol/line_parser.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

void check(bool ok)
{
    if (!ok)
        __builtin_trap();
}

rb::proto::LineParser::Output parse(std::string_view bytes, std::size_t split)
{
    rb::proto::LineParser p;
    auto out = p.feed(bytes.substr(0, split));
    for (auto *part : {&bytes}) {
        auto rest = p.feed(part->substr(split));
        out.records.insert(out.records.end(), rest.records.begin(), rest.records.end());
        out.diagnostics.insert(out.diagnostics.end(), rest.diagnostics.begin(),
                               rest.diagnostics.end());
    }
    auto tail = p.finish();
    out.records.insert(out.records.end(), tail.records.begin(), tail.records.end());
    out.diagnostics.insert(out.diagnostics.end(), tail.diagnostics.begin(), tail.diagnostics.end());
    check(p.bytesSeen() == bytes.size());
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    const std::size_t split = size ? (data[0] * 257u + (size > 1 ? data[1] : 0u)) % (size + 1) : 0;

    const auto whole = parse(bytes, size);
    const auto parts = parse(bytes, split);
    check(whole.records.size() == parts.records.size());
    check(whole.diagnostics.size() == parts.diagnostics.size());
    for (std::size_t i = 0; i < whole.records.size(); ++i) {
        const auto &r = whole.records[i];
        check(r.text() == parts.records[i].text());
        check(r.offset == parts.records[i].offset && r.line == parts.records[i].line);
        check(r.text().size() < rb::proto::kMaxLineBytes);
        check(r.offset + r.text().size() <= size);
        for (std::size_t f = 0; f < r.fieldCount(); ++f) {
            check(!r.key(f).empty());
            (void)r.string(r.key(f)); // well-formed escapes: decodes
            (void)r.integer(r.key(f));
        }
    }
    for (std::size_t i = 0; i < whole.diagnostics.size(); ++i) {
        check(whole.diagnostics[i].kind == parts.diagnostics[i].kind);
        check(whole.diagnostics[i].offset <= size);
    }

    rb::CaptureAssembler assembler;
    rb::Configuration asked;
    if (size && (data[0] & 1))
        asked.optLevel = QStringLiteral("-Os");
    assembler.setRequested(asked);
    assembler.feed(QByteArrayView(bytes.data(), static_cast<qsizetype>(split)));
    assembler.feed(QByteArrayView(bytes.data() + split, static_cast<qsizetype>(size - split)));
    const rb::Run run = assembler.finish();
    check(run.rawLog.size() == static_cast<qsizetype>(size));
    check(std::string_view(run.rawLog.constData(), size) == bytes);
    check(run.status == rb::RunStatus::Complete || !run.statusReason.isEmpty());
    QSet<QString> ids;
    for (const rb::CaseResult &c : run.cases) {
        check(!ids.contains(c.metric)); // the store requires unique metrics per run
        ids.insert(c.metric);
        check(c.sampleCount == static_cast<qint64>(c.samples.size()));
    }
    return 0;
}
