// SPDX-License-Identifier: GPL-3.0-or-later
// Run-overhead benchmark (issue 6 §9): the wall time of one virtual-board configuration through
// the workbench (RunController: cached build check, QEMU over the socket chardev, parse,
// validate, store in SQLite) against the bare manifest.json "run" command.
//   bench_run_overhead [REPEATS]     (default 3; medians are reported)
// Then the parallel figure (issue 16): 12 virtual-board configurations (bare metal, -O0/-Os/-O2,
// 4 repetitions, builds cached) through the workbench with jobs = 2, against the sum of their
// 12 bare runs: "parallel: N.NNx of the serial bare sum (target <= 0.65x on an idle 2-core
// machine)", with where each configuration's time went (RunController::stepTimes()), the CPU
// seconds of this process and of its children (QEMU, cmake) and the load average beside every
// figure (issue 38 item 1: the machine is shared, wall time alone says little).
#include "acq/firmware_builder.h"
#include "acq/run_controller.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {
double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double seconds(const timeval &t)
{
    return double(t.tv_sec) + double(t.tv_usec) / 1e6;
}

// CPU seconds (user + system) of this process and of its waited-for children so far.
struct Cpu {
    double self = 0, children = 0;
    static Cpu now()
    {
        rusage s{}, c{};
        getrusage(RUSAGE_SELF, &s);
        getrusage(RUSAGE_CHILDREN, &c);
        return {seconds(s.ru_utime) + seconds(s.ru_stime),
                seconds(c.ru_utime) + seconds(c.ru_stime)};
    }
    Cpu operator-(const Cpu &o) const { return {self - o.self, children - o.children}; }
};

double load1()
{
    double l[1] = {-1};
    return getloadavg(l, 1) == 1 ? l[0] : -1;
}

// Per configuration: build check, QEMU start to first byte, capture, validate, wait for the
// writer, store; then the sums over the plan.
void printSteps(const rb::RunController &c)
{
    double build = 0, start = 0, capture = 0, validate = 0, queued = 0, store = 0;
    std::printf("  idx worker  start  build  qemu-start  capture  validate  queued  store (ms)\n");
    const auto &times = c.stepTimes();
    for (size_t i = 0; i < times.size(); ++i) {
        const auto &t = times[i];
        const double b = t.built - t.start;
        const double q = t.firstBytes >= 0 ? t.firstBytes - t.built : 0;
        const double cap = t.captured - (t.firstBytes >= 0 ? t.firstBytes : t.built);
        const double v = t.validated - t.captured, w = t.storeStart - t.validated;
        const double st = t.stored - t.storeStart;
        build += b;
        start += q;
        capture += cap;
        validate += v;
        queued += w;
        store += st;
        std::printf("  %3zu %6d %6.0f %6.0f %11.0f %8.0f %9.1f %7.0f %6.1f\n", i, t.worker, t.start,
                    b, q, cap, v, w, st);
    }
    std::printf("  sums: build check %.0f, QEMU start %.0f, capture %.0f, validate %.1f, queued "
                "for the writer %.0f, store %.0f ms\n",
                build, start, capture, validate, queued, store);
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
    std::vector<double> bareCpu, wbSelf, wbChildren;
    const double loadBefore = load1();
    for (int i = 0; i < repeats; ++i) {
        Cpu cpu0 = Cpu::now();
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
        Cpu cpu1 = Cpu::now();
        bareCpu.push_back((cpu1 - cpu0).children);

        rb::RunControllerOptions o;
        o.dbPath = dir.filePath(QStringLiteral("bench.db"));
        o.cacheDir = cache;
        rb::RunController c(o, {req});
        t.restart();
        c.run();
        workbench.push_back(double(t.nsecsElapsed()) / 1e6);
        const Cpu d = Cpu::now() - cpu1;
        wbSelf.push_back(d.self);
        wbChildren.push_back(d.children);
        if (c.failedCount() != 0 || c.storedRunIds().size() != 1) {
            std::fprintf(stderr, "the workbench run failed\n");
            return 1;
        }
        std::printf("repeat %d: bare %.0f ms (QEMU cpu %.2f s), workbench %.0f ms (cpu: "
                    "workbench %.2f s, QEMU %.2f s)\n",
                    i + 1, bare.back(), bareCpu.back(), workbench.back(), wbSelf.back(),
                    wbChildren.back());
        if (i == 0)
            printSteps(c);
    }
    const double b = median(bare), w = median(workbench);
    std::printf("bare manifest command: %.0f ms (median of %d)\n", b, repeats);
    std::printf("through the workbench: %.0f ms (median of %d)\n", w, repeats);
    std::printf("cpu (median): bare QEMU %.2f s; workbench %.2f s + its QEMU %.2f s\n",
                median(bareCpu), median(wbSelf), median(wbChildren));
    std::printf("jobs = 1: %.2fx of the bare run (target <= 1.02x; load average %.1f -> %.1f)\n",
                w / b, loadBefore, load1());

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
    double bareSumCpu = 0;
    const double loadPar = load1();
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
        const Cpu c0 = Cpu::now();
        t.start();
        p.start(cmd.takeFirst(), cmd);
        if (!p.waitForFinished(600000) || p.exitCode() != 0) {
            std::fprintf(stderr, "the bare run failed\n");
            return 1;
        }
        bareSum += double(t.nsecsElapsed()) / 1e6;
        bareSumCpu += (Cpu::now() - c0).children;
    }
    rb::RunControllerOptions o;
    o.dbPath = dir.filePath(QStringLiteral("parallel.db"));
    o.cacheDir = cache;
    o.jobs = 2;
    rb::RunController c(o, plan);
    QElapsedTimer t;
    const Cpu c0 = Cpu::now();
    t.start();
    c.run();
    const double par = double(t.nsecsElapsed()) / 1e6;
    const Cpu pc = Cpu::now() - c0;
    if (c.failedCount() != 0 || c.storedRunIds().size() != plan.size()) {
        std::fprintf(stderr, "the parallel workbench run failed\n");
        return 1;
    }
    std::printf("12 configurations: bare runs one after another %.0f ms, workbench with "
                "jobs = 2: %.0f ms\n",
                bareSum, par);
    printSteps(c);
    std::printf("cpu: bare QEMUs %.2f s; jobs = 2: workbench %.2f s + its QEMUs %.2f s\n",
                bareSumCpu, pc.self, pc.children);
    std::printf("jobs = 2: %.2fx of the serial bare sum (target <= 0.65x on an idle 2-core "
                "machine; load average %.1f -> %.1f)\n",
                par / bareSum, loadPar, load1());
    return 0;
}
