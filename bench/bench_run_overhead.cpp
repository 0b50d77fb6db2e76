// SPDX-License-Identifier: GPL-3.0-or-later
// Run-overhead benchmark (issue 6 §9): the wall time of one virtual-board configuration through
// the workbench (RunController: cached build check, QEMU over the socket chardev, parse,
// validate, store in SQLite) against the bare manifest.json "run" command.
//   bench_run_overhead [REPEATS]     (default 3; medians are reported)
// The last line is "run overhead: N.NNx (target <= 1.5x)".
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
    return 0;
}
