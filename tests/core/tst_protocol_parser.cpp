// SPDX-License-Identifier: GPL-3.0-or-later
// Unit tests of the protocol v1 line parser (issue 6 §4): CRC, percent codec, field parsing,
// resynchronisation, sequence gaps, bounded lines.
#include "core/protocol/crc32.h"
#include "core/protocol/line_parser.h"
#include "core/protocol/percent_codec.h"

#include <QTest>

#include <string>

using namespace rb::proto;
using namespace std::string_literals;

namespace {

std::string hex8(std::uint32_t v)
{
    char buf[9];
    std::snprintf(buf, sizeof buf, "%08X", v);
    return buf;
}

// "TYPE SEQ fields *CRC\n"
std::string line(const std::string &type, std::uint64_t seq, const std::string &fields)
{
    std::string body = type + ' ' + std::to_string(seq);
    if (!fields.empty())
        body += ' ' + fields;
    return body + " *" + hex8(crc32(body)) + '\n';
}

std::string hello()
{
    return line("HELLO", 0, "proto=1 fw=rtosbench fwver=0.1.0");
}

QList<DiagnosticKind> kinds(const LineParser::Output &o)
{
    QList<DiagnosticKind> k;
    for (const Diagnostic &d : o.diagnostics)
        k << d.kind;
    return k;
}

LineParser::Output parseAll(const std::string &bytes)
{
    LineParser p;
    LineParser::Output out = p.feed(bytes);
    LineParser::Output tail = p.finish();
    out.records.insert(out.records.end(), tail.records.begin(), tail.records.end());
    out.diagnostics.insert(out.diagnostics.end(), tail.diagnostics.begin(), tail.diagnostics.end());
    return out;
}

} // namespace

class TestProtocolParser : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void crcCheckValue()
    {
        QCOMPARE(crc32("123456789"), 0xCBF43926u);
        QCOMPARE(crc32(""), 0u);
        QCOMPARE(crc32("a"), 0xE8B7BE43u);
        // Incremental over an odd split equals one pass (exercises the 4-byte and tail paths).
        const std::string s = "The quick brown fox jumps over the lazy dog";
        QCOMPARE(crc32(s), 0x414FA339u);
        for (std::size_t cut = 0; cut <= s.size(); ++cut)
            QCOMPARE(crc32Update(crc32Update(0, s.data(), cut), s.data() + cut, s.size() - cut),
                     0x414FA339u);
    }

    void percentCodec()
    {
        QCOMPARE(percentEncode("-Os -g"), std::string("-Os%20-g"));
        QCOMPARE(percentEncode("a%b*c=d,e"), std::string("a%25b%2Ac%3Dd%2Ce"));
        QCOMPARE(percentEncode(std::string("\x7F\x80\n", 3)), std::string("%7F%80%0A"));
        std::string all;
        for (int c = 0; c < 256; ++c)
            all.push_back(static_cast<char>(c));
        const std::string enc = percentEncode(all);
        for (char c : enc)
            QVERIFY(!percentNeedsEscape(static_cast<unsigned char>(c)) || c == '%');
        QCOMPARE(percentDecode(enc).value(), all);
        QCOMPARE(percentDecode("12.2.1%2020221205").value(), std::string("12.2.1 20221205"));
        QCOMPARE(percentDecode("%2a").value(), std::string("*")); // lower case read too
        QVERIFY(!percentDecode("50%").has_value());
        QVERIFY(!percentDecode("%G1").has_value());
        QVERIFY(!percentDecode("%4").has_value());
        QVERIFY(percentWellFormed("a%20b"));
        QVERIFY(!percentWellFormed("a%2"));
    }

    void integers()
    {
        QCOMPARE(parseInteger("0").value(), 0);
        QCOMPARE(parseInteger("-42").value(), -42);
        QCOMPARE(parseInteger("9223372036854775807").value(), INT64_MAX);
        QCOMPARE(parseInteger("-9223372036854775808").value(), INT64_MIN);
        QVERIFY(!parseInteger("9223372036854775808"));
        QVERIFY(!parseInteger("+1"));
        QVERIFY(!parseInteger("1a"));
        QVERIFY(!parseInteger(""));
        QVERIFY(!parseInteger("-"));
        std::vector<std::int64_t> v{7};
        QVERIFY(parseIntegerList("812,790,-1,0", v));
        QCOMPARE(v, (std::vector<std::int64_t>{7, 812, 790, -1, 0}));
        QVERIFY(!parseIntegerList("1,,2", v));
        QVERIFY(!parseIntegerList("1,2,", v));
        QVERIFY(!parseIntegerList("", v));
        QVERIFY(!parseIntegerList("1,x", v));
        QCOMPARE(v.size(), std::size_t(5)); // unchanged by failures
        // Issue 6: the short-number fast path and the std::from_chars fallback agree at the
        // 18/19-digit boundary, at the 64-bit limits, and on every malformed element.
        std::vector<std::int64_t> w;
        QVERIFY(parseIntegerList("999999999999999999,-999999999999999999,1000000000000000000,"
                                 "9223372036854775807,-9223372036854775808,007,-0",
                                 w));
        QCOMPARE(w, (std::vector<std::int64_t>{999999999999999999LL, -999999999999999999LL,
                                               1000000000000000000LL, INT64_MAX, INT64_MIN, 7, 0}));
        for (const char *bad :
             {"9223372036854775808", "-9223372036854775809", "-", "--1", "1-2", "+1", "1 ,2",
              "1,+2", "12a", "a12", "1,-", "1.5", "99999999999999999999999"})
            QVERIFY2(!parseIntegerList(bad, w), bad);
        QCOMPARE(w.size(), std::size_t(7));
        std::vector<qint64> q; // the assembler appends onto a case's qint64 samples directly
        QVERIFY(parseIntegerList("5,-6", q));
        QCOMPARE(q, (std::vector<qint64>{5, -6}));
    }

    void fields()
    {
        const auto out = parseAll(
            hello() + line("COND", 1, "board=qemu cflags=-Os%20-mthumb clock_hz=72000000") +
            line("END", 2, "case=x status=ok n=10 cold=-3 chk.alternated=1"));
        QVERIFY(out.diagnostics.empty());
        QCOMPARE(out.records.size(), std::size_t(3));
        const Record &h = out.records[0];
        QCOMPARE(h.type, RecordType::Hello);
        QCOMPARE(h.seq, 0u);
        QCOMPARE(h.line, 1u);
        QCOMPARE(h.offset, 0u);
        QCOMPARE(h.integer("proto").value(), 1);
        QCOMPARE(h.string("fw").value(), std::string("rtosbench"));
        const Record &c = out.records[1];
        QCOMPARE(c.type, RecordType::Cond);
        QCOMPARE(c.line, 2u);
        QCOMPARE(c.offset, hello().size());
        QCOMPARE(c.fieldCount(), std::size_t(3));
        QCOMPARE(c.key(0), std::string_view("board"));
        QCOMPARE(c.key(2), std::string_view("clock_hz"));
        QCOMPARE(c.raw("cflags").value(), std::string_view("-Os%20-mthumb"));
        QCOMPARE(c.string("cflags").value(), std::string("-Os -mthumb"));
        QCOMPARE(c.integer("clock_hz").value(), 72000000);
        QVERIFY(!c.integer("board"));
        QVERIFY(!c.raw("missing"));
        QVERIFY(!c.has("missing"));
        const Record &e = out.records[2];
        QCOMPARE(e.integer("cold").value(), -3);
        QCOMPARE(e.integer("chk.alternated").value(), 1);
        QCOMPARE(e.text(),
                 std::string_view("END 2 case=x status=ok n=10 cold=-3 chk.alternated=1"));
    }

    void chunkingDoesNotMatter()
    {
        std::string all = "boot noise\n" + hello() + line("COND", 1, "board=qemu");
        for (int i = 0; i < 40; ++i)
            all += line("S", 2 + static_cast<std::uint64_t>(i),
                        "case=x i=" + std::to_string(i) + " v=1,2,3");
        all += "junk\x01\x02\n" + line("DONE", 42, "status=ok cases=1 failed=0");
        const auto whole = parseAll(all);
        LineParser p;
        LineParser::Output byByte;
        for (char c : all) {
            auto o = p.feed(std::string_view(&c, 1));
            byByte.records.insert(byByte.records.end(), o.records.begin(), o.records.end());
            byByte.diagnostics.insert(byByte.diagnostics.end(), o.diagnostics.begin(),
                                      o.diagnostics.end());
        }
        auto tail = p.finish();
        byByte.diagnostics.insert(byByte.diagnostics.end(), tail.diagnostics.begin(),
                                  tail.diagnostics.end());
        QCOMPARE(whole.records.size(), std::size_t(43));
        QCOMPARE(byByte.records.size(), whole.records.size());
        for (std::size_t i = 0; i < whole.records.size(); ++i) {
            QCOMPARE(byByte.records[i].text(), whole.records[i].text());
            QCOMPARE(byByte.records[i].offset, whole.records[i].offset);
            QCOMPARE(byByte.records[i].line, whole.records[i].line);
        }
        QCOMPARE(kinds(whole),
                 (QList<DiagnosticKind>{DiagnosticKind::Garbage, DiagnosticKind::Garbage}));
        QCOMPARE(kinds(byByte), kinds(whole));
        QCOMPARE(whole.diagnostics[1].line, 44u);
        QCOMPARE(p.bytesSeen(), all.size());
    }

    void badCrcThenGap()
    {
        std::string l2 = line("S", 2, "case=x i=0 v=5");
        l2[l2.size() - 3] = l2[l2.size() - 3] == '0' ? '1' : '0'; // damage the CRC text
        std::string l3 = line("S", 3, "case=x i=1 v=5");
        l3[10] = 'X'; // damage the body: case=x -> X... keeps the CRC wrong
        const std::string all =
            hello() + line("COND", 1, "a=1") + l2 + l3 + line("S", 4, "case=x i=2 v=5");
        const auto out = parseAll(all);
        QCOMPARE(kinds(out), (QList<DiagnosticKind>{DiagnosticKind::BadCrc, DiagnosticKind::BadCrc,
                                                    DiagnosticKind::SeqGap}));
        QCOMPARE(out.diagnostics[0].line, 3u);
        QCOMPARE(out.diagnostics[0].offset, hello().size() + line("COND", 1, "a=1").size());
        QVERIFY(out.diagnostics[1].detail.find("CRC mismatch") != std::string::npos);
        QCOMPARE(out.diagnostics[2].expectedSeq, 2u);
        QCOMPARE(out.diagnostics[2].seq, 4u);
        QCOMPARE(out.diagnostics[2].lines, 2u);
        QCOMPARE(out.records.size(), std::size_t(3));
        QCOMPARE(out.records.back().seq, 4u);
        // No CRC at all.
        const auto noCrc = parseAll(hello() + "S 1 case=x i=0 v=1\n");
        QCOMPARE(kinds(noCrc), QList<DiagnosticKind>{DiagnosticKind::BadCrc});
    }

    void garbageMergedAndResync()
    {
        std::string noise = "U-Boot 2024\r\n\x00\xFF\xFE garbage\n\n more\n"s;
        noise += std::string("\x00\x13", 2) + hello(); // noise glued to HELLO, no '\n'
        noise += line("COND", 1, "a=1");
        const auto out = parseAll(noise);
        QCOMPARE(kinds(out), QList<DiagnosticKind>{DiagnosticKind::Garbage});
        QCOMPARE(out.diagnostics[0].line, 1u);
        QCOMPARE(out.diagnostics[0].offset, 0u);
        QCOMPARE(out.diagnostics[0].lines, 4u); // the blank line joins, uncounted
        QCOMPARE(out.records.size(), std::size_t(2));
        QCOMPARE(out.records[0].type, RecordType::Hello);
        QCOMPARE(out.records[0].line, 5u);
        QCOMPARE(out.records[0].offset, noise.find("HELLO"));
        // A record cut by another that starts inside its line: bad_crc + the second record.
        std::string cut = line("S", 2, "case=x i=0 v=1,2,3");
        cut.resize(12); // "S 2 case=x i"
        const auto out2 =
            parseAll(hello() + line("COND", 1, "a=1") + cut + line("S", 3, "case=x i=0 v=1"));
        QCOMPARE(kinds(out2),
                 (QList<DiagnosticKind>{DiagnosticKind::BadCrc, DiagnosticKind::SeqGap}));
        QCOMPARE(out2.diagnostics[0].length, 12u);
        QCOMPARE(out2.records.size(), std::size_t(3));
        QCOMPARE(out2.records[2].seq, 3u);
    }

    void overlongBounded()
    {
        const std::string big(600, 'A');
        const auto out = parseAll(hello() + big + "\n" + line("COND", 1, "a=1"));
        QCOMPARE(kinds(out), QList<DiagnosticKind>{DiagnosticKind::Overlong});
        QCOMPARE(out.diagnostics[0].length, 601u);
        QCOMPARE(out.diagnostics[0].line, 2u);
        QCOMPARE(out.records.size(), std::size_t(2));

        // 64 MiB without a newline, fed in 1 MiB chunks: one diagnostic, then resync.
        LineParser p;
        std::size_t records = 0;
        std::vector<Diagnostic> diags;
        auto take = [&](const LineParser::Output &o) {
            records += o.records.size();
            diags.insert(diags.end(), o.diagnostics.begin(), o.diagnostics.end());
        };
        take(p.feed(hello()));
        const std::string chunk(1 << 20, 'z');
        for (int i = 0; i < 64; ++i)
            take(p.feed(chunk));
        take(p.feed("\n" + line("COND", 1, "a=1")));
        take(p.finish());
        QCOMPARE(records, std::size_t(2));
        QCOMPARE(diags.size(), std::size_t(1));
        QCOMPARE(diags[0].kind, DiagnosticKind::Overlong);
        QCOMPARE(diags[0].length, 64u * (1u << 20) + 1u);
    }

    void lineLengthLimit()
    {
        // Exactly 512 bytes including '\n' is accepted; 513 is overlong.
        auto sized = [](std::size_t total, std::uint64_t seq) {
            std::string l = line("COND", seq, "x=");
            const std::size_t pad = total - l.size();
            return line("COND", seq, "x=" + std::string(pad, 'a'));
        };
        QCOMPARE(sized(512, 1).size(), std::size_t(512));
        const auto ok = parseAll(hello() + sized(512, 1));
        QVERIFY(ok.diagnostics.empty());
        QCOMPARE(ok.records.size(), std::size_t(2));
        const auto bad = parseAll(hello() + sized(513, 1));
        QCOMPARE(kinds(bad), QList<DiagnosticKind>{DiagnosticKind::Overlong});
    }

    void sequence()
    {
        const std::string all = hello() + line("COND", 1, "a=1") + line("COND", 1, "a=1") +
                                line("COND", 2, "b=1") + line("COND", 5, "c=1") +
                                line("COND", 3, "d=1");
        const auto out = parseAll(all);
        QCOMPARE(kinds(out),
                 (QList<DiagnosticKind>{DiagnosticKind::Duplicate, DiagnosticKind::SeqGap,
                                        DiagnosticKind::Duplicate}));
        QCOMPARE(out.records.size(), std::size_t(4));
        QCOMPARE(out.diagnostics[1].lines, 2u);
        QCOMPARE(out.diagnostics[1].line, 5u);
        // Attached in the middle of a run: the first record is not sequence 0.
        const auto late = parseAll(line("S", 7, "case=x i=0 v=1"));
        QCOMPARE(kinds(late), QList<DiagnosticKind>{DiagnosticKind::SeqGap});
        QCOMPARE(late.diagnostics[0].lines, 7u);
        // A second HELLO (reset of the board) restarts the sequence without a diagnostic.
        const auto restart =
            parseAll(hello() + line("COND", 1, "a=1") + hello() + line("COND", 1, "a=1"));
        QVERIFY(restart.diagnostics.empty());
        QCOMPARE(restart.records.size(), std::size_t(4));
    }

    void badFieldAndUnknownType()
    {
        const auto out =
            parseAll(hello() + line("COND", 1, "bo-ard=qemu") + line("COND", 2, "a=1  b=2") +
                     line("COND", 3, "a=%4") + line("COND", 4, "novalue") + line("FOO", 5, "a=1") +
                     line("COND", 6, "ok=1"));
        QCOMPARE(kinds(out),
                 (QList<DiagnosticKind>{DiagnosticKind::BadField, DiagnosticKind::BadField,
                                        DiagnosticKind::BadField, DiagnosticKind::BadField,
                                        DiagnosticKind::UnknownType, DiagnosticKind::SeqGap}));
        QCOMPARE(out.records.size(), std::size_t(2));
        QCOMPARE(out.records[1].raw("ok").value(), std::string_view("1"));
        // Kernel config keys keep the kernel's macro names (kcfg.configUSE_PREEMPTION).
        const auto kcfg = parseAll(hello() + line("COND", 1, "kcfg.configUSE_PREEMPTION=1"));
        QVERIFY(kcfg.diagnostics.empty());
        QCOMPARE(kcfg.records[1].integer("kcfg.configUSE_PREEMPTION").value(), 1);
        // A bad sequence number is a bad field too.
        const auto seq = parseAll(hello() + line("COND", 1, "a=1").replace(5, 1, "x"));
        QCOMPARE(kinds(seq), QList<DiagnosticKind>{DiagnosticKind::BadCrc});
    }

    void wrongVersion()
    {
        const std::string v2 = line("HELLO", 0, "proto=2 fw=rtosbench");
        const auto out = parseAll("noise\n" + v2 + line("COND", 1, "a=1") + "junk\n" +
                                  line("S", 2, "case=x i=0 v=1") + "partial");
        QCOMPARE(out.records.size(), std::size_t(0));
        QCOMPARE(kinds(out),
                 (QList<DiagnosticKind>{DiagnosticKind::Garbage, DiagnosticKind::WrongVersion}));
        QCOMPARE(out.diagnostics[1].line, 2u);
        QVERIFY(out.diagnostics[1].detail.find("proto=2") != std::string::npos);
        // A v1 HELLO afterwards is read again.
        const auto again = parseAll(v2 + line("COND", 1, "a=1") + hello() + line("COND", 1, "a=1"));
        QCOMPARE(again.records.size(), std::size_t(2));
        QCOMPARE(kinds(again), QList<DiagnosticKind>{DiagnosticKind::WrongVersion});
        // HELLO without proto.
        const auto none = parseAll(line("HELLO", 0, "fw=x"));
        QCOMPARE(kinds(none), QList<DiagnosticKind>{DiagnosticKind::WrongVersion});
    }

    void truncatedAndCrLf()
    {
        std::string crlf = hello();
        crlf.insert(crlf.size() - 1, "\r");
        const std::string last = line("DONE", 1, "status=ok cases=0 failed=0");
        // A final record without its '\n' is whole: accepted, no diagnostic.
        const auto whole = parseAll(crlf + last.substr(0, last.size() - 1));
        QVERIFY(whole.diagnostics.empty());
        QCOMPARE(whole.records.size(), std::size_t(2));
        // Cut inside the line: truncated, with its offset and length.
        const auto cut = parseAll(crlf + last.substr(0, 9));
        QCOMPARE(kinds(cut), QList<DiagnosticKind>{DiagnosticKind::Truncated});
        QCOMPARE(cut.diagnostics[0].offset, crlf.size());
        QCOMPARE(cut.diagnostics[0].length, 9u);
        QCOMPARE(cut.diagnostics[0].line, 2u);
        QCOMPARE(cut.records.size(), std::size_t(1));
    }

    void qtOverload()
    {
        LineParser p;
        const QByteArray bytes = QByteArray::fromStdString(hello());
        const auto out = p.feed(QByteArrayView(bytes));
        QCOMPARE(out.records.size(), std::size_t(1));
        QCOMPARE(QByteArray::fromStdString(std::string(recordTypeName(out.records[0].type))),
                 QByteArray("HELLO"));
        QCOMPARE(QByteArray::fromStdString(std::string(diagnosticKindName(DiagnosticKind::SeqGap))),
                 QByteArray("seq_gap"));
    }
};

QTEST_GUILESS_MAIN(TestProtocolParser)
#include "tst_protocol_parser.moc"
