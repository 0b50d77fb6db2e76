// SPDX-License-Identifier: GPL-3.0-or-later
// Ingest benchmark (issue 6 §4, issue 38 item 4): generates a large protocol v1 capture (valid
// S lines with correct CRCs, over 16 cases) and streams it, 64 KiB at a time as a link would
// deliver it, into a CaptureAssembler (the generator never holds the whole capture), then
// stores the run with RunStore::saveRunReleasingSamples into a temporary database.
//   bench_ingest [MEGABYTES]          (default 50)
//   bench_ingest --samples COUNT      (e.g. 40000000: the 40 M-sample capture)
// Prints "ingest: N MB/s" (capture bytes over parse + assemble + store time) and "peak RSS: ...
// (target <= 2x)": getrusage's ru_maxrss against the samples' binary size (8 bytes each).
#include "core/protocol/capture_assembler.h"
#include "core/protocol/crc32.h"
#include "core/store/run_store.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <cstdio>
#include <cstring>
#include <ctime>
#include <functional>
#include <random>
#include <string>

namespace {

double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) / 1e9;
}

void appendLine(std::string &out, const std::string &body)
{
    char crc[16];
    std::snprintf(crc, sizeof crc, " *%08X\n", rb::proto::crc32(body));
    out += body;
    out += crc;
}

// Streams the capture to sink in pieces of about 64 KiB; returns its size in bytes.
std::size_t generate(std::size_t linesPerCase, qint64 *samples,
                     const std::function<void(std::string_view)> &sink)
{
    static const char *const kCases[] = {
        "cal_timer_read",   "cal_loop",       "tick_jitter",       "call_switch_floor",
        "yield_round_trip", "context_switch", "preempt",           "sem_ping_pong",
        "queue_post_1",     "queue_post_16",  "mutex_lock_unlock", "mutex_pi",
        "irq_response",     "irq_to_task",    "thread_create",     "heap_alloc"};
    constexpr int kCaseCount = 16;
    constexpr int kPerLine = 32;
    const std::size_t n = linesPerCase * kPerLine;
    std::mt19937_64 rng(42);
    std::uniform_int_distribution<int> value(700, 1900);

    std::string out;
    std::size_t total = 0;
    constexpr std::size_t kChunk = 64 * 1024;
    out.reserve(kChunk + 1024);
    auto flush = [&](bool force) {
        if (out.size() >= kChunk || (force && !out.empty())) {
            sink(out);
            total += out.size();
            out.clear();
        }
    };
    std::uint64_t seq = 0;
    auto line = [&](const std::string &type, const std::string &fields) {
        appendLine(out, type + ' ' + std::to_string(seq++) + ' ' + fields);
        flush(false);
    };
    line("HELLO", "proto=1 fw=rtosbench fwver=0.1.0");
    line("COND", "board=gd32f103 mcu=GD32F103VET6 core=cortex-m3 cpuid=0x412FC231 "
                 "clock_hz=72000000 flash_ws=2 compiler=gcc compiler_version=12.2.1%2020221205 "
                 "cflags=-Os%20-mcpu%3Dcortex-m3%20-mthumb opt=-Os kernel=freertos "
                 "kernel_version=V11.1.0 profile=default timer=dwt timer_hz=72000000");
    line("COND", "timer_bits=32 timer_emulated=0 unit=cycles iterations=" + std::to_string(n) +
                     " warmup=1000 build_id=0123456789abcdef kcfg.configUSE_PREEMPTION=1");
    std::string body;
    for (int c = 0; c < kCaseCount; ++c) {
        const std::string id = kCases[c];
        line("CASE", "id=" + id + " unit=cycles n=" + std::to_string(n) + " warmup=1000");
        for (std::size_t l = 0; l < linesPerCase; ++l) {
            body = "S " + std::to_string(seq++) + " case=" + id +
                   " i=" + std::to_string(l * kPerLine) + " v=";
            for (int k = 0; k < kPerLine; ++k) {
                if (k)
                    body += ',';
                body += std::to_string(value(rng));
            }
            appendLine(out, body);
            flush(false);
        }
        line("END", "case=" + id + " status=ok n=" + std::to_string(n) +
                        " cold=2400 overhead=12 chk.alternated=1");
    }
    line("FOOT", "text=5120 rodata=312 data=8 bss=42000");
    line("DONE", "status=ok cases=16 failed=0");
    flush(true);
    *samples = static_cast<qint64>(n) * kCaseCount;
    return total;
}

double peakRssMb()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_maxrss) / 1024.0; // kilobytes on Linux
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    constexpr std::size_t kCases = 16, kPerLine = 32;
    std::size_t linesPerCase = 0;
    if (argc > 2 && std::strcmp(argv[1], "--samples") == 0) {
        const double want = std::atof(argv[2]);
        if (want < 1) {
            std::fprintf(stderr, "--samples takes a count of at least 1\n");
            return 2;
        }
        linesPerCase = static_cast<std::size_t>(want) / (kCases * kPerLine) + 1;
    } else {
        const double mb = argc > 1 ? std::atof(argv[1]) : 50.0;
        if (mb <= 0) {
            std::fprintf(stderr, "usage: bench_ingest [MEGABYTES] | --samples COUNT\n");
            return 2;
        }
        // About 215 bytes per S line.
        linesPerCase = static_cast<std::size_t>(mb * 1e6) / 215 / kCases + 1;
    }

    QTemporaryDir dir;
    rb::RunStore store;
    QString error;
    if (!dir.isValid() || !store.open(dir.filePath("bench.db"), &error, false)) {
        std::fprintf(stderr, "cannot open a database: %s\n", qPrintable(error));
        return 1;
    }
    const double rssStart = peakRssMb();

    QElapsedTimer timer;
    timer.start();
    const double cpu0 = cpuSeconds();
    rb::CaptureAssembler assembler;
    qint64 samples = 0;
    const std::size_t bytes = generate(linesPerCase, &samples, [&](std::string_view chunk) {
        assembler.feed(QByteArrayView(chunk.data(), static_cast<qsizetype>(chunk.size())));
    });
    rb::Run run = assembler.finish();
    const double parseS = timer.nsecsElapsed() / 1e9;
    const double cpu1 = cpuSeconds();
    const double size = static_cast<double>(bytes) / 1e6;
    std::printf("capture: %.1f MB, %lld samples in 16 cases\n", size,
                static_cast<long long>(samples));
    if (run.status != rb::RunStatus::Complete) {
        std::fprintf(stderr, "the generated capture did not assemble: %s\n",
                     qPrintable(run.statusReason));
        return 1;
    }
    const double rssAssembled = peakRssMb();
    timer.restart();
    if (!store.saveRunReleasingSamples(run, &error)) {
        std::fprintf(stderr, "saveRun failed: %s\n", qPrintable(error));
        return 1;
    }
    const double saveS = timer.nsecsElapsed() / 1e9;
    const double cpu2 = cpuSeconds();
    qint64 stored = 0;
    for (const rb::CaseResult &c : run.cases)
        stored += c.sampleCount;
    if (stored != samples) {
        std::fprintf(stderr, "stored %lld samples of %lld\n", static_cast<long long>(stored),
                     static_cast<long long>(samples));
        return 1;
    }
    std::printf("parse + assemble: %.3f s (%.0f MB/s)\n", parseS, size / parseS);
    std::printf("saveRun: %.3f s\n", saveS);
    // CPU time, for a machine shared with other work (wall time is the figure that counts).
    std::printf("cpu: parse + assemble %.3f s, saveRun %.3f s (%.0f MB/s on CPU time)\n",
                cpu1 - cpu0, cpu2 - cpu1, size / (cpu2 - cpu0));
    std::printf("ingest: %.0f MB/s\n", size / (parseS + saveS));
    const double binary = static_cast<double>(samples) * 8.0 / (1024.0 * 1024.0);
    const double peak = peakRssMb();
    std::printf("peak RSS: %.0f MiB at start, %.0f MiB after assembling, %.0f MiB after storing; "
                "%.2fx the samples' binary size of %.0f MiB (target <= 2x)\n",
                rssStart, rssAssembled, peak, peak / binary, binary);
    return 0;
}
