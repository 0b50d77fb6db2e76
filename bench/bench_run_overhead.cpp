// SPDX-License-Identifier: GPL-3.0-or-later
// Run-overhead benchmark (issue 6 §9): the wall time of one virtual-board configuration through
// the workbench (RunController: cached build check, QEMU over the socket chardev, parse,
// validate, store in SQLite) against the bare manifest.json "run" command.
//   bench_run_overhead [REPEATS]     (default 3; medians are reported)
// Then the parallel figure (issue 16): 12 virtual-board configurations (bare metal, -O0/-Os/-O2,
// 4 repetitions, builds cached) through the workbench with jobs = 2, against the sum of their
// 12 bare runs: "parallel: N.NNx of the serial bare sum (target <= 0.6x on 2 cores)".
#include "acq/firmware_builder.h"
#include "acq/run_controller.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {
double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int repeats = argc > 1 ? std::max(1, atoi(argv[1])) : 3;
    QTemporaryDir dir;
    rb::BuildRequest req;
    req.board = QStringLiteral("qemu");
    req.kernel = QStringLiteral("baremetal");
    req.opt = QStringLiteral("-Os");
    req.timer = QStringLiteral("icount");
    const QString cache = dir.filePath(QStringLiteral("cache"));
    const rb::FirmwareBuilder builder(rb::FirmwareBuilder::defaultFirmwareDir(), cache);
    const rb::BuildOutcome built = builder.build(req);
    if (!built.ok) {
        std::fprintf(stderr, "build failed: %s\n", qPrintable(built.error));
        return 1;
    }
    std::vector<double> bare, workbench;
    for (int i = 0; i < repeats; ++i) {
        QStringList cmd = built.manifest->runCommand;
        QProcess p;
        p.setWorkingDirectory(built.manifest->dir);
        p.setStandardOutputFile(QProcess::nullDevice());
        QElapsedTimer t;
        t.start();
        p.start(cmd.takeFirst(), cmd);
        if (!p.waitForFinished(600000) || p.exitCode() != 0) {
            std::fprintf(stderr, "the bare run failed\n");
            return 1;
        }
        bare.push_back(double(t.nsecsElapsed()) / 1e6);

        rb::RunControllerOptions o;
        o.dbPath = dir.filePath(QStringLiteral("bench.db"));
        o.cacheDir = cache;
        rb::RunController c(o, {req});
        t.restart();
        c.run();
        workbench.push_back(double(t.nsecsElapsed()) / 1e6);
        if (c.failedCount() != 0 || c.storedRunIds().size() != 1) {
            std::fprintf(stderr, "the workbench run failed\n");
            return 1;
        }
        std::printf("repeat %d: bare %.0f ms, workbench %.0f ms\n", i + 1, bare.back(),
                    workbench.back());
    }
    const double b = median(bare), w = median(workbench);
    std::printf("bare manifest command: %.0f ms (median of %d)\n", b, repeats);
    std::printf("through the workbench: %.0f ms (median of %d)\n", w, repeats);
    std::printf("run overhead: %.2fx (target <= 1.5x)\n", w / b);

    // Parallel: 12 configurations, every ELF built once first (not timed), then the sum of
    // the 12 bare runs against one workbench run of the 12 with jobs = 2.
    std::vector<rb::BuildRequest> plan;
    for (int rep = 0; rep < 4; ++rep)
        for (const char *opt : {"-O0", "-Os", "-O2"}) {
            rb::BuildRequest r = req;
            r.opt = QString::fromLatin1(opt);
            plan.push_back(r);
        }
    double bareSum = 0;
    for (const rb::BuildRequest &r : plan) {
        const rb::BuildOutcome b12 = builder.build(r);
        if (!b12.ok) {
            std::fprintf(stderr, "build failed: %s\n", qPrintable(b12.error));
            return 1;
        }
        QStringList cmd = b12.manifest->runCommand;
        QProcess p;
        p.setWorkingDirectory(b12.manifest->dir);
        p.setStandardOutputFile(QProcess::nullDevice());
        QElapsedTimer t;
        t.start();
        p.start(cmd.takeFirst(), cmd);
        if (!p.waitForFinished(600000) || p.exitCode() != 0) {
            std::fprintf(stderr, "the bare run failed\n");
            return 1;
        }
        bareSum += double(t.nsecsElapsed()) / 1e6;
    }
    rb::RunControllerOptions o;
    o.dbPath = dir.filePath(QStringLiteral("parallel.db"));
    o.cacheDir = cache;
    o.jobs = 2;
    rb::RunController c(o, plan);
    QElapsedTimer t;
    t.start();
    c.run();
    const double par = double(t.nsecsElapsed()) / 1e6;
    if (c.failedCount() != 0 || c.storedRunIds().size() != plan.size()) {
        std::fprintf(stderr, "the parallel workbench run failed\n");
        return 1;
    }
    std::printf("12 configurations: bare runs one after another %.0f ms, workbench with "
                "jobs = 2: %.0f ms\n",
                bareSum, par);
    std::printf("parallel: %.2fx of the serial bare sum (target <= 0.6x on 2 cores)\n",
                par / bareSum);
    return 0;
}
