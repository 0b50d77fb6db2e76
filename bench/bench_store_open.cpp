// SPDX-License-Identifier: GPL-3.0-or-later
// Creates a database with 1,000 runs x 20 cases x 1,000 samples in a temporary directory,
// then times opening it and listing the runs (what the run browser does at start-up).
// Prints: "open+list 1000 runs: N ms".
#include "core/store/run_store.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    constexpr int kRuns = 1000, kCases = 20, kSamples = 1000;
    QTemporaryDir dir;
    const QString path = dir.filePath("bench.db");
    QRandomGenerator rng(42);
    QElapsedTimer fill;
    fill.start();
    {
        rb::RunStore store;
        QString err;
        if (!store.open(path, &err)) {
            std::fprintf(stderr, "open failed: %s\n", qPrintable(err));
            return 1;
        }
        const QStringList kernels = {"freertos", "rt-thread", "zephyr", "threadx",
                                     "ucos3",    "nuttx",     "liteos", "baremetal"};
        std::vector<rb::Run> batch;
        for (int i = 0; i < kRuns; ++i) {
            rb::Run r;
            r.config.board = "qemu";
            r.config.kernel = kernels[i % kernels.size()];
            r.config.optLevel = i % 2 ? "-Os" : "-O2";
            r.config.clockHz = (i % 3 + 1) * 36'000'000;
            r.config.timingMethod = "icount";
            r.startedAt = QDateTime::currentDateTimeUtc().addSecs(-i * 60);
            r.status = rb::RunStatus::Complete;
            r.tags = {"bench"};
            r.rawLog = QByteArray(2000, 'x');
            for (int c = 0; c < kCases; ++c) {
                rb::CaseResult cr;
                cr.metric = QStringLiteral("metric_%1").arg(c);
                cr.unit = "cycles";
                cr.overhead = 12;
                cr.samples.reserve(kSamples);
                for (int s = 0; s < kSamples; ++s)
                    cr.samples.push_back(300 + c * 10 + rng.bounded(20));
                r.cases.push_back(std::move(cr));
            }
            batch.push_back(std::move(r));
            if (batch.size() == 50) {
                if (!store.saveRuns(batch, &err)) {
                    std::fprintf(stderr, "save failed: %s\n", qPrintable(err));
                    return 1;
                }
                batch.clear();
            }
        }
    }
    std::printf("filled %d runs x %d cases x %d samples in %lld ms (%.1f MiB)\n", kRuns, kCases,
                kSamples, static_cast<long long>(fill.elapsed()),
                QFileInfo(path).size() / 1048576.0);

    QElapsedTimer t;
    t.start();
    rb::RunStore store;
    QString err;
    if (!store.open(path, &err)) {
        std::fprintf(stderr, "open failed: %s\n", qPrintable(err));
        return 1;
    }
    const auto rows = store.listRuns();
    const qint64 ms = t.elapsed();
    if (rows.size() != static_cast<size_t>(kRuns) || rows.front().caseCount != kCases) {
        std::fprintf(stderr, "unexpected list: %zu runs\n", rows.size());
        return 1;
    }
    std::printf("open+list %d runs: %lld ms\n", kRuns, static_cast<long long>(ms));
    QElapsedTimer l;
    l.start();
    const auto run = store.loadRun(rows[500].id);
    std::printf("load one run with %d x %d samples: %.2f ms\n", kCases, kSamples,
                l.nsecsElapsed() / 1e6);
    return run ? 0 : 1;
}
