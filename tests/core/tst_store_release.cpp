// SPDX-License-Identifier: GPL-3.0-or-later
// Streaming ingest (issue 38 item 4): RunStore::saveRunReleasingSamples frees each case's
// samples once written and binds the raw log last. A large-ish capture (8 cases x 40,000
// samples, values over the whole int64 range in one case) stored that way reads back exactly
// as the assembled run, raw log included, and as the same run stored with saveRun.
#include "core/protocol/capture_assembler.h"
#include "core/protocol/crc32.h"
#include "core/store/run_store.h"

#include <QTemporaryDir>
#include <QTest>

#include <limits>
#include <random>
#include <string>

using namespace rb;

namespace {

void appendLine(std::string &out, const std::string &body)
{
    char crc[16];
    std::snprintf(crc, sizeof crc, " *%08X\n", proto::crc32(body));
    out += body;
    out += crc;
}

std::string capture(int cases, int linesPerCase)
{
    constexpr int kPerLine = 32;
    std::mt19937_64 rng(7);
    std::string out;
    std::uint64_t seq = 0;
    auto line = [&](const std::string &type, const std::string &fields) {
        appendLine(out, type + ' ' + std::to_string(seq++) + ' ' + fields);
    };
    const std::string n = std::to_string(linesPerCase * kPerLine);
    line("HELLO", "proto=1 fw=rtosbench fwver=0.1.0");
    line("COND", "board=qemu kernel=baremetal opt=-Os timer=icount unit=cycles");
    for (int c = 0; c < cases; ++c) {
        const std::string id = "case_" + std::to_string(c);
        line("CASE", "id=" + id + " unit=cycles n=" + n + " warmup=0");
        for (int l = 0; l < linesPerCase; ++l) {
            std::string body = "S " + std::to_string(seq++) + " case=" + id +
                               " i=" + std::to_string(l * kPerLine) + " v=";
            for (int k = 0; k < kPerLine; ++k) {
                qint64 v = 0;
                if (c == 0 && k % 4 == 0) // the extremes and big jumps: 10-byte varints (a line
                                          // holds at most 512 bytes: one value in four)
                    v = (k % 12 == 0)   ? std::numeric_limits<qint64>::min() + k
                        : (k % 12 == 4) ? std::numeric_limits<qint64>::max() - k
                                        : static_cast<qint64>(rng());
                else
                    v = 500 + static_cast<qint64>(rng() % 3000);
                body += (k ? "," : "") + std::to_string(v);
            }
            appendLine(out, body);
        }
        line("END", "case=" + id + " status=ok n=" + n + " cold=900 overhead=0");
    }
    line("DONE", "status=ok cases=" + std::to_string(cases) + " failed=0");
    return out;
}

} // namespace

class TestStoreRelease : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void releasedRunReadsBackExactly()
    {
        const std::string bytes = capture(8, 1250); // 8 x 40,000 samples
        CaptureAssembler a;
        constexpr std::size_t kChunk = 4096 + 17; // chunks that cut lines anywhere
        for (std::size_t pos = 0; pos < bytes.size(); pos += kChunk)
            a.feed(QByteArrayView(bytes.data() + pos,
                                  static_cast<qsizetype>(std::min(kChunk, bytes.size() - pos))));
        Run run = a.finish();
        QVERIFY2(run.status == RunStatus::Complete, qPrintable(run.statusReason));
        QCOMPARE(run.cases.size(), size_t(8));
        const Run expected = run; // a copy with its samples

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        RunStore store;
        QString error;
        QVERIFY2(store.open(dir.filePath("r.db"), &error, false), qPrintable(error));
        QVERIFY2(store.saveRunReleasingSamples(run, &error), qPrintable(error));
        QVERIFY(run.id > 0);
        for (size_t i = 0; i < run.cases.size(); ++i) {
            QVERIFY(run.cases[i].samples.empty()); // released
            QCOMPARE(run.cases[i].sampleCount, qint64(40000));
            QVERIFY(run.cases[i].id > 0);
            QVERIFY(!run.cases[i].summaryJson.isEmpty());
        }
        Run copy = expected;
        QVERIFY2(store.saveRun(copy, &error), qPrintable(error));

        const auto released = store.loadRun(run.id, true, true, &error);
        const auto kept = store.loadRun(copy.id, true, true, &error);
        QVERIFY2(released && kept, qPrintable(error));
        QCOMPARE(released->rawLog, QByteArray::fromStdString(bytes));
        QCOMPARE(released->rawLog, kept->rawLog);
        QCOMPARE(released->status, RunStatus::Complete);
        QCOMPARE(released->cases.size(), expected.cases.size());
        for (size_t i = 0; i < expected.cases.size(); ++i) {
            const CaseResult &r = released->cases[i];
            const CaseResult &e = expected.cases[i];
            QCOMPARE(r.metric, e.metric);
            QCOMPARE(r.samples.size(), e.samples.size());
            QVERIFY2(r.samples == e.samples, qPrintable(e.metric));
            QVERIFY(r.samples == kept->cases[i].samples);
            QCOMPARE(r.sampleCount, e.sampleCount);
            QCOMPARE(r.summaryJson, kept->cases[i].summaryJson);
            QCOMPARE(r.coldSample, e.coldSample);
        }
    }

    void closedStoreIsAnError()
    {
        RunStore store;
        Run run;
        QString error;
        QVERIFY(!store.saveRunReleasingSamples(run, &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestStoreRelease)
#include "tst_store_release.moc"
