// SPDX-License-Identifier: GPL-3.0-or-later
// Ingest benchmark (issue 6 §4): generates a large protocol v1 capture (about 50 MB of valid
// S lines with correct CRCs, over 16 cases), assembles it in 64 KiB chunks as a link would
// deliver it, and stores the run with RunStore::saveRun into a temporary database.
//   bench_ingest [MEGABYTES]       (default 50)
// The last line is "ingest: N MB/s" (capture bytes over parse + assemble + store time).
#include "core/protocol/capture_assembler.h"
#include "core/protocol/crc32.h"
#include "core/store/run_store.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cstdio>
#include <ctime>
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

std::string generate(std::size_t targetBytes, qint64 *samples)
{
    static const char *const kCases[] = {
        "cal_timer_read",   "cal_loop",       "tick_jitter",       "call_switch_floor",
        "yield_round_trip", "context_switch", "preempt",           "sem_ping_pong",
        "queue_post_1",     "queue_post_16",  "mutex_lock_unlock", "mutex_pi",
        "irq_response",     "irq_to_task",    "thread_create",     "heap_alloc"};
    constexpr int kCaseCount = 16;
    constexpr int kPerLine = 32;
    // About 215 bytes per S line.
    const std::size_t linesPerCase = targetBytes / 215 / kCaseCount + 1;
    const std::size_t n = linesPerCase * kPerLine;
    std::mt19937_64 rng(42);
    std::uniform_int_distribution<int> value(700, 1900);

    std::string out;
    out.reserve(targetBytes + targetBytes / 8);
    std::uint64_t seq = 0;
    auto line = [&](const std::string &type, const std::string &fields) {
        appendLine(out, type + ' ' + std::to_string(seq++) + ' ' + fields);
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
        }
        line("END", "case=" + id + " status=ok n=" + std::to_string(n) +
                        " cold=2400 overhead=12 chk.alternated=1");
    }
    line("FOOT", "text=5120 rodata=312 data=8 bss=42000");
    line("DONE", "status=ok cases=16 failed=0");
    *samples = static_cast<qint64>(n) * kCaseCount;
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const double mb = argc > 1 ? std::atof(argv[1]) : 50.0;
    qint64 samples = 0;
    const std::string capture = generate(static_cast<std::size_t>(mb * 1e6), &samples);
    const double size = static_cast<double>(capture.size()) / 1e6;
    std::printf("capture: %.1f MB, %lld samples in 16 cases\n", size,
                static_cast<long long>(samples));

    QTemporaryDir dir;
    rb::RunStore store;
    QString error;
    if (!dir.isValid() || !store.open(dir.filePath("bench.db"), &error, false)) {
        std::fprintf(stderr, "cannot open a database: %s\n", qPrintable(error));
        return 1;
    }

    QElapsedTimer timer;
    timer.start();
    const double cpu0 = cpuSeconds();
    rb::CaptureAssembler assembler;
    constexpr std::size_t kChunk = 64 * 1024;
    for (std::size_t pos = 0; pos < capture.size(); pos += kChunk)
        assembler.feed(QByteArrayView(
            capture.data() + pos, static_cast<qsizetype>(std::min(kChunk, capture.size() - pos))));
    rb::Run run = assembler.finish();
    const double parseS = timer.nsecsElapsed() / 1e9;
    const double cpu1 = cpuSeconds();
    if (run.status != rb::RunStatus::Complete) {
        std::fprintf(stderr, "the generated capture did not assemble: %s\n",
                     qPrintable(run.statusReason));
        return 1;
    }
    timer.restart();
    if (!store.saveRun(run, &error)) {
        std::fprintf(stderr, "saveRun failed: %s\n", qPrintable(error));
        return 1;
    }
    const double saveS = timer.nsecsElapsed() / 1e9;
    const double cpu2 = cpuSeconds();
    std::printf("parse + assemble: %.3f s (%.0f MB/s)\n", parseS, size / parseS);
    std::printf("saveRun: %.3f s\n", saveS);
    // CPU time, for a machine shared with other work (wall time is the figure that counts).
    std::printf("cpu: parse + assemble %.3f s, saveRun %.3f s (%.0f MB/s on CPU time)\n",
                cpu1 - cpu0, cpu2 - cpu1, size / (cpu2 - cpu0));
    std::printf("ingest: %.0f MB/s\n", size / (parseS + saveS));
    return 0;
}
