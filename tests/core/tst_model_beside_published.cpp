// SPDX-License-Identifier: GPL-3.0-or-later
// A cycle-model run beside a published number (issue 36): the same kernel and case, the
// article's names of our cases, µs times the publication's clock, its cycles row first, and
// nothing for a run that is not the model's.
#include "core/analysis/model_beside_published.h"

#include <QTest>

#include <cmath>

using namespace rb;

namespace {

Series modelSeries(const QString &kernel, const QString &metric, double median,
                   const QString &timing = QStringLiteral("cycle-model"))
{
    Series s;
    s.runId = 7;
    s.kernel = kernel;
    s.metric = metric;
    s.unit = QStringLiteral("cycles");
    s.config.kernel = kernel;
    s.config.timingMethod = timing;
    s.samples = {median};
    s.summary.median = median;
    return s;
}

ReferenceResult published(const QString &rtos, const QString &metric, double value,
                          const QString &unit, const QString &source = QStringLiteral("article"))
{
    ReferenceResult r;
    r.config.kernel = rtos;
    r.config.clockHz = 72000000;
    r.metric = metric;
    r.value = value;
    r.unit = unit;
    r.source = source;
    return r;
}

} // namespace

class TstModelBesidePublished : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void pairsByKernelAndCase()
    {
        const std::vector<Series> series{
            modelSeries("freertos", "yield_round_trip", 371),
            modelSeries("threadx", "context_switch", 300),
            modelSeries("freertos", "queue_post_1", 650, "icount"), // not the model's: none
            modelSeries("zephyr", "mutex_lock_unlock", 100)};       // nothing published: none
        const std::vector<ReferenceResult> refs{
            published("FreeRTOS", "yield_round_trip", 3.64, "us"),
            published("ThreadX", "context_switch_single", 1.19, "us"),
            published("ThreadX", "context_switch_single", 86, "cycles"),
            published("FreeRTOS", "queue_post_1byte", 5.63, "us"),
            published("RT-Thread", "yield_round_trip", 3.0, "us")};
        const auto rows = ModelBesidePublished::pairs(series, refs);
        QCOMPARE(rows.size(), std::size_t(2));
        QCOMPARE(rows[0].kernel, QStringLiteral("freertos"));
        QCOMPARE(rows[0].publishedMetric, QStringLiteral("yield_round_trip"));
        QCOMPARE(rows[0].published, 3.64 * 72); // 262.08 cycles
        QVERIFY(rows[0].fromUs);
        QVERIFY(std::abs(rows[0].ratio() - 371 / 262.08) < 1e-12);
        // The article's name of our case, and its cycles row over its µs row.
        QCOMPARE(rows[1].metric, QStringLiteral("context_switch"));
        QCOMPARE(rows[1].publishedMetric, QStringLiteral("context_switch_single"));
        QCOMPARE(rows[1].published, 86.0);
        QVERIFY(!rows[1].fromUs);
        const double gm = ModelBesidePublished::geometricMean(rows);
        QVERIFY(std::abs(gm - std::sqrt((371 / 262.08) * (300 / 86.0))) < 1e-12);
    }

    void usWithoutAClockIsNotConverted()
    {
        ReferenceResult r = published("FreeRTOS", "yield_round_trip", 3.64, "us");
        r.config.clockHz.reset();
        QVERIFY(ModelBesidePublished::pairs({modelSeries("freertos", "yield_round_trip", 371)}, {r})
                    .empty());
        QCOMPARE(ModelBesidePublished::geometricMean({}), 0.0);
    }
};

QTEST_GUILESS_MAIN(TstModelBesidePublished)
#include "tst_model_beside_published.moc"
