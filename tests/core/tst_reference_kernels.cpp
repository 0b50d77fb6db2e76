// SPDX-License-Identifier: GPL-3.0-or-later
// The reference mapping (issue 34): the published rows of resources/reference/
// published_results.csv meet the kernels rtosbench measures through the catalogue's ids, names
// and aliases (canonicalKernel), so Compare, the rankings and the report put a measured Zephyr,
// NuttX or LiteOS-M run beside its published numbers.
#include "core/analysis/series.h"
#include "core/model/run.h"
#include "core/store/reference_csv.h"

#include <QFile>
#include <QSet>
#include <QTest>

namespace {
std::vector<rb::Series> published()
{
    QFile f(QStringLiteral(RTOSBENCH_SOURCE_DIR "/resources/reference/published_results.csv"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QString error;
    const auto refs = rb::ReferenceCsv::parseReferences(f.readAll(), &error);
    std::vector<rb::Series> out;
    if (!refs)
        return out;
    qint64 id = 0;
    for (rb::ReferenceResult r : *refs) {
        r.id = ++id;
        out.push_back(rb::seriesFromReference(r));
    }
    return out;
}

// A measured run of kernel id `kernel` with one ok case `metric` (10 samples).
rb::Series measured(const QString &kernel, const QString &metric)
{
    rb::Run run;
    run.id = 1;
    run.config.kernel = kernel;
    rb::CaseResult c;
    c.metric = metric;
    c.status = QStringLiteral("ok");
    for (int i = 0; i < 10; ++i)
        c.samples.push_back(400 + i);
    c.sampleCount = 10;
    run.cases.push_back(c);
    const auto s = rb::seriesFromRun(run, metric);
    return s.empty() ? rb::Series() : s.front();
}
} // namespace

class TstReferenceKernels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void zephyrRowsMeetAMeasuredZephyr()
    {
        const auto all = published();
        QVERIFY(!all.empty());
        // The GD32F103 article's Zephyr 3.5.0 rows, under the cases rtosbench measures.
        QSet<QString> metrics;
        for (const rb::Series &s : all)
            if (s.source.startsWith(QLatin1String("Eight RTOSes")) &&
                s.config.kernelVersion == QLatin1String("3.5.0")) {
                QCOMPARE(s.kernelKey(), QString("zephyr"));
                metrics << s.metric;
            }
        for (const char *m :
             {"yield_round_trip", "sem_give_wake", "mutex_lock_unlock", "irq_response"})
            QVERIFY2(metrics.contains(QLatin1String(m)), m);
        // The same key as a measured run of catalogue id zephyr, case by case.
        const rb::Series z = measured(QStringLiteral("zephyr"), QStringLiteral("yield_round_trip"));
        QCOMPARE(z.metric, QString("yield_round_trip"));
        int beside = 0;
        for (const rb::Series &s : all)
            if (s.isReference && s.metric == z.metric && s.kernelKey() == z.kernelKey()) {
                QCOMPARE(s.config.kernelVersion, QString("3.5.0")); // the GD32F103 article's
                ++beside;
            }
        QCOMPARE(beside, 1);
        // The i.MX RT1050 article's Zephyr rows are Zephyr too.
        for (const rb::Series &s : all)
            if (s.config.kernel == QLatin1String("Zephyr"))
                QCOMPARE(s.kernelKey(), QString("zephyr"));
    }

    void liteosMAndNuttxHaveTheirIds()
    {
        const auto all = published();
        int liteosM = 0;
        for (const rb::Series &s : all)
            if (s.config.kernel == QLatin1String("LiteOS-M")) {
                QCOMPARE(s.kernelKey(), QString("liteos-m"));
                ++liteosM;
            }
        QVERIFY(liteosM > 0);
        QCOMPARE(
            measured(QStringLiteral("liteos-m"), QStringLiteral("yield_round_trip")).kernelKey(),
            QString("liteos-m"));
        // LiteOS (the R-Rhealstone table) is another kernel than LiteOS-M.
        QVERIFY(rb::canonicalKernel("LiteOS") != rb::canonicalKernel("LiteOS-M"));
        // NuttX: no published row yet; its names fold to the id a measured run carries.
        QCOMPARE(rb::canonicalKernel("NuttX"), QString("nuttx"));
        QCOMPARE(rb::canonicalKernel("Apache NuttX"), QString("nuttx"));
        QCOMPARE(measured(QStringLiteral("nuttx"), QStringLiteral("sem_give_wake")).kernelKey(),
                 rb::canonicalKernel("Apache NuttX"));
    }
};

QTEST_GUILESS_MAIN(TstReferenceKernels)
#include "tst_reference_kernels.moc"
