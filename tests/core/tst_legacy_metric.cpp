// SPDX-License-Identifier: GPL-3.0-or-later
// Stored metric names read under their current meaning (issue 32, docs/cases.md):
// a heap_alloc/heap_free that older firmware measured on a fixed-block pool (uC/OS-III OSMem,
// RTX5 osMemoryPool: COND mech.heap=fixed_block / memory_pool) is read back as
// pool_alloc/pool_free, so that no ranking puts a pool beside general allocators; an old
// `preempt` keeps its name.
#include "core/model/legacy_metric.h"
#include "core/store/run_store.h"

#include <QTemporaryDir>
#include <QTest>

using namespace rb;

class TstLegacyMetric : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void names();
    void storedPoolReadAsPool();
};

namespace {

Configuration withHeapMech(const QString &kernel, const QString &mech)
{
    Configuration c;
    c.board = "qemu";
    c.kernel = kernel;
    c.kernelProfile = "default";
    if (!mech.isEmpty())
        c.extra.insert("mech.heap", mech);
    return c;
}

CaseResult heapCase(const QString &metric)
{
    CaseResult c;
    c.metric = metric;
    c.unit = "ticks";
    c.samples = {52, 52, 53};
    c.sampleCount = 3;
    return c;
}

} // namespace

void TstLegacyMetric::names()
{
    const Configuration uc = withHeapMech("ucos3", "fixed_block");
    const Configuration rtx = withHeapMech("rtx5", "memory_pool");
    const Configuration tx = withHeapMech("threadx", "byte_pool");
    const Configuration fr = withHeapMech("freertos", QString());
    QCOMPARE(metricAsRead(uc, "heap_alloc"), QString("pool_alloc"));
    QCOMPARE(metricAsRead(uc, "heap_free"), QString("pool_free"));
    QCOMPARE(metricAsRead(rtx, "heap_alloc"), QString("pool_alloc"));
    QCOMPARE(metricAsRead(rtx, "heap_free"), QString("pool_free"));
    // General allocators keep their name, and so does everything else.
    QCOMPARE(metricAsRead(tx, "heap_alloc"), QString("heap_alloc"));
    QCOMPARE(metricAsRead(fr, "heap_free"), QString("heap_free"));
    QCOMPARE(metricAsRead(uc, "preempt"), QString("preempt"));
    QCOMPARE(metricAsRead(uc, "sem_ping_pong"), QString("sem_ping_pong"));
}

void TstLegacyMetric::storedPoolReadAsPool()
{
    QTemporaryDir dir;
    RunStore s;
    QString err;
    QVERIFY2(s.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    Run old;
    old.config = withHeapMech("ucos3", "fixed_block");
    old.status = RunStatus::Complete;
    old.cases = {heapCase("heap_alloc"), heapCase("heap_free"), heapCase("preempt")};
    Run general;
    general.config = withHeapMech("threadx", "byte_pool");
    general.status = RunStatus::Complete;
    general.cases = {heapCase("heap_alloc")};
    QVERIFY2(s.saveRun(old, &err), qPrintable(err));
    QVERIFY2(s.saveRun(general, &err), qPrintable(err));
    const auto a = s.loadRun(old.id, true, false, &err);
    QVERIFY2(a.has_value(), qPrintable(err));
    QVERIFY(a->findCase("pool_alloc"));
    QVERIFY(a->findCase("pool_free"));
    QVERIFY(!a->findCase("heap_alloc"));
    QVERIFY(a->findCase("preempt"));
    QCOMPARE(a->findCase("pool_alloc")->samples, (std::vector<qint64>{52, 52, 53}));
    const auto b = s.loadRun(general.id, true, false, &err);
    QVERIFY2(b.has_value(), qPrintable(err));
    QVERIFY(b->findCase("heap_alloc"));
}

QTEST_GUILESS_MAIN(TstLegacyMetric)
#include "tst_legacy_metric.moc"
