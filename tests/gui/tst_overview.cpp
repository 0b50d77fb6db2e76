// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 16 item 4, the GUI click-through at full size: the Overview (kernels × metrics, median and
// rank per configuration of the varied condition, rank changes framed on a switch, a click opens
// the distribution), Rank shift opening on the varied condition with bare metal in the set,
// Compare grouped by kernel or by configuration, and each run's own unit.
#include "core/analysis/comparison.h"
#include "core/analysis/footprint_metric.h"
#include "core/analysis/varied_condition.h"
#include "core/store/run_store.h"
#include "gui/compare_view.h"
#include "gui/distribution_view.h"
#include "gui/main_window.h"
#include "gui/overview_view.h"
#include "gui/rank_shift_series.h"
#include "gui/rank_shift_view.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"
#include "report/plot_style.h"

#include <QComboBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace rb;

namespace {
const QStringList kKernels{"baremetal", "freertos", "threadx",  "zephyr",
                           "rtx5",      "ucos3",    "rtthread", "nuttx"};
// Inserted out of their natural order (-O0, -O2, -Os).
const QStringList kOpts{"-O2", "-O0", "-Os"};

// The median of kernel k at optimisation level o for metric yield_round_trip: -O0 and -Os rank
// the kernels in list order (except that -Os swaps freertos and threadx), -O2 reverses it.
qint64 expectedMedian(int k, const QString &opt)
{
    if (opt == QLatin1String("-O2"))
        return 100 + 10 * (7 - k);
    if (opt == QLatin1String("-Os") && (k == 1 || k == 2))
        return 100 + 10 * (3 - k); // freertos 120, threadx 110
    return 100 + 10 * k;
}

Run makeRun(int k, const QString &opt, const QString &unit = QStringLiteral("cycles"))
{
    Run run;
    run.config.board = QStringLiteral("qemu");
    run.config.kernel = kKernels[k];
    // Bare metal states profile "none", every RTOS "default": the kernel's own attribute.
    run.config.kernelProfile = k == 0 ? QStringLiteral("none") : QStringLiteral("default");
    run.config.optLevel = opt;
    run.config.clockHz = 72000000;
    run.config.timerHz = 72000000;
    run.config.timingMethod = QStringLiteral("dwt");
    run.status = RunStatus::Complete;
    run.startedAt = QDateTime::currentDateTimeUtc();
    for (const QString &metric : {QStringLiteral("yield_round_trip"), QStringLiteral("preempt")}) {
        CaseResult c;
        c.metric = metric;
        c.unit = unit;
        const qint64 m = metric == QLatin1String("preempt") ? 500 + k : expectedMedian(k, opt);
        for (qint64 v : {m - 2, m - 1, m, m, m + 1, m + 3, m - 1})
            c.samples.push_back(v);
        c.sampleCount = qint64(c.samples.size());
        // zephyr's preempt failed a scenario check at -O0: shown, never ranked.
        if (k == 3 && opt == QLatin1String("-O0") && metric == QLatin1String("preempt"))
            c.status = QStringLiteral("fail");
        run.cases.push_back(c);
    }
    return run;
}

struct Fixture {
    QTemporaryDir dir;
    MainWindow window;
    QMap<QString, qint64> runOf; // "kernel opt" -> run id
    bool open(const std::vector<Run> &runs)
    {
        if (!window.openDatabase(dir.filePath(QStringLiteral("o.db"))))
            return false;
        for (Run run : runs) {
            QString error;
            if (!rb::parts::state(window)->store()->saveRun(run, &error))
                return false;
        }
        rb::parts::state(window)->reloadRuns();
        for (const RunRow &r : rb::parts::state(window)->runs())
            runOf.insert(r.config.kernel + QLatin1Char(' ') + r.config.optLevel, r.id);
        window.resize(1280, 800);
        window.show();
        return QTest::qWaitForWindowExposed(&window);
    }
    OverviewView *showOverview()
    {
        rb::parts::tabs(window)->setCurrentIndex(MainWindow::OverviewTab);
        QTest::qWait(20);
        rb::parts::overviewView(window)->refresh();
        return rb::parts::overviewView(window);
    }
};

std::vector<Run> fullSet()
{
    std::vector<Run> runs;
    for (const QString &opt : kOpts)
        for (int k = 0; k < kKernels.size(); ++k)
            runs.push_back(makeRun(k, opt));
    return runs;
}
} // namespace

class TstOverview : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
    }
    void init()
    {
        QSettings().remove(QStringLiteral("units"));
        QSettings().remove(QStringLiteral("window/tab"));
    }

    void variedConditionRule();
    void matrixOfMediansAndRanks();
    void rankChangesAreFramed();
    void clickOpensTheDistribution();
    void rankShiftOpensOnTheVariedCondition();
    void compareGroupsByKernelOrConfiguration();
    void eachRunsOwnUnit();
    void footprintIsAMetric();
};

// The report's rule: bare metal's profile "none" belongs to the kernel; a clock carries its wait
// states with it; two independent conditions give none.
void TstOverview::variedConditionRule()
{
    std::vector<Configuration> configs;
    for (int k = 0; k < 3; ++k)
        for (const QString &clock : {QStringLiteral("24000000"), QStringLiteral("72000000")}) {
            Configuration c;
            c.kernel = kKernels[k];
            c.kernelProfile = k == 0 ? QStringLiteral("none") : QStringLiteral("default");
            c.clockHz = clock.toLongLong();
            c.flashWaitStates = clock.startsWith('2') ? 0 : 2;
            configs.push_back(c);
        }
    VariedCondition v = findVariedCondition(configs);
    QCOMPARE(v.key, QStringLiteral("clock_hz"));
    QVERIFY(!v.candidates.contains(QStringLiteral("kernel_profile")));
    // A second, independent condition: no single varied one, both named.
    for (size_t i = 0; i < configs.size(); ++i)
        configs[i].optLevel = i % 3 == 0 ? QStringLiteral("-O0") : QStringLiteral("-Os");
    v = findVariedCondition(configs);
    QVERIFY(v.key.isEmpty());
    QVERIFY(v.candidates.contains(QStringLiteral("opt_level")));
    QVERIFY(v.candidates.contains(QStringLiteral("clock_hz")));
}

void TstOverview::matrixOfMediansAndRanks()
{
    Fixture f;
    QVERIFY(f.open(fullSet()));
    OverviewView *view = f.showOverview();
    const OverviewData &d = view->data();
    // The varied condition, not bare metal's profile, in the natural order.
    QCOMPARE(d.condition, QStringLiteral("opt_level"));
    QCOMPARE(d.values, (QStringList{"-O0", "-O2", "-Os"}));
    QCOMPARE(d.kernels.size(), 8);
    QCOMPARE(d.metrics, (QStringList{"yield_round_trip", "preempt"}));
    QCOMPARE(view->model()->rowCount(), 8);
    QCOMPARE(view->model()->columnCount(), 2);
    QCOMPARE(view->configurationCombo()->count(), 4); // three configurations, all side by side

    // Every median, and every rank equal to core's ranking of the same series.
    std::vector<Series> series;
    for (const QString &opt : kOpts)
        for (int k = 0; k < kKernels.size(); ++k) {
            const Run run = makeRun(k, opt);
            for (Series &s : seriesFromRun(run, QStringLiteral("yield_round_trip")))
                series.push_back(s);
        }
    RankOptions options;
    options.bootstrapIterations = 20;
    const RankReport core = rankByCondition(series, QStringLiteral("opt_level"), options);
    QCOMPARE(int(core.ranking.groups.size()), 3);
    const int metric = int(d.metrics.indexOf("yield_round_trip"));
    for (int v = 0; v < 3; ++v)
        for (int k = 0; k < 8; ++k) {
            const OverviewCell &cell = d.cell(v, k, metric);
            const int kernel = int(kKernels.indexOf(d.kernels[k]));
            QCOMPARE(cell.runId, f.runOf.value(d.kernels[k] + QLatin1Char(' ') + d.values[v]));
            QCOMPARE(cell.center, double(expectedMedian(kernel, d.values[v])));
            QCOMPARE(cell.unit, QStringLiteral("cycles"));
            const RankEntry *e = core.ranking.groups[size_t(v)].find(d.kernelKeys[k]);
            QVERIFY(e);
            QCOMPARE(cell.rank, e->rank);
            QCOMPARE(cell.ranked, 8);
        }
    // The failed case is shown without a rank; the seven others are ranked among themselves.
    const int preempt = int(d.metrics.indexOf("preempt"));
    const OverviewCell &failed = d.cell(0, int(d.kernels.indexOf("zephyr")), preempt);
    QCOMPARE(failed.rank, 0);
    QVERIFY(!failed.hasValue());
    QCOMPARE(d.cell(0, int(d.kernels.indexOf("nuttx")), preempt).ranked, 7);
    // The row headers carry the kernels' names (with their colour swatch).
    QCOMPARE(view->model()->verticalHeaderItem(0)->text(), d.kernels[0]);
    QVERIFY(!view->model()->verticalHeaderItem(0)->icon().isNull());
}

void TstOverview::rankChangesAreFramed()
{
    Fixture f;
    QVERIFY(f.open(fullSet()));
    OverviewView *view = f.showOverview();
    const OverviewData &d = view->data();
    const int metric = int(d.metrics.indexOf("yield_round_trip"));
    const int freertos = int(d.kernels.indexOf("freertos"));
    const int rtx5 = int(d.kernels.indexOf("rtx5"));
    view->setConfiguration(0); // -O0
    QVERIFY(!view->isRankChanged(freertos, metric));
    view->setConfiguration(2); // -Os: freertos and threadx swap, the others keep their rank
    QCOMPARE(view->previousConfiguration(), 0);
    QVERIFY(view->isRankChanged(freertos, metric));
    QVERIFY(view->isRankChanged(int(d.kernels.indexOf("threadx")), metric));
    QVERIFY(!view->isRankChanged(rtx5, metric));
    const QString text = view->model()->item(freertos, metric)->text();
    QVERIFY2(text.contains(QStringLiteral("was 2")) && text.contains(QStringLiteral("rank 3")),
             qPrintable(text));
    QVERIFY(!view->model()->item(rtx5, metric)->text().contains(QStringLiteral("was")));
    // -Os to -O2: the order reverses, rtx5 (5th) becomes 4th.
    view->setConfiguration(1);
    QVERIFY(view->isRankChanged(rtx5, metric));
    // All side by side: each configuration's value in order in one cell.
    view->setConfiguration(-1);
    const QString all = view->model()->item(rtx5, metric)->text();
    const qsizetype o0 = all.indexOf("-O0"), o2 = all.indexOf("-O2"), os = all.indexOf("-Os");
    QVERIFY2(o0 >= 0 && o0 < o2 && o2 < os, qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("-O0: 140")) && all.contains(QStringLiteral("-O2: 130")),
             qPrintable(all));
}

void TstOverview::clickOpensTheDistribution()
{
    Fixture f;
    QVERIFY(f.open(fullSet()));
    OverviewView *view = f.showOverview();
    view->setConfiguration(2); // -Os
    const OverviewData &d = view->data();
    const int row = int(d.kernels.indexOf("threadx"));
    const int column = int(d.metrics.indexOf("preempt"));
    QTableView *table = view->table();
    const QRect rect = table->visualRect(view->model()->index(row, column));
    QVERIFY(rect.isValid());
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(rb::parts::tabs(f.window)->currentWidget(), rb::parts::distributionView(f.window));
    QCOMPARE(rb::parts::distributionView(f.window)->run(), f.runOf.value("threadx -Os"));
    QCOMPARE(rb::parts::distributionView(f.window)->metric(), QStringLiteral("preempt"));

    // Enter on a cell of the -O2 configuration.
    rb::parts::tabs(f.window)->setCurrentIndex(MainWindow::OverviewTab);
    view->setConfiguration(1);
    const int nuttx = int(d.kernels.indexOf("nuttx"));
    const int yield = int(d.metrics.indexOf("yield_round_trip"));
    table->setFocus();
    table->setCurrentIndex(view->model()->index(nuttx, yield));
    QTest::keyClick(table, Qt::Key_Return);
    QCOMPARE(rb::parts::tabs(f.window)->currentWidget(), rb::parts::distributionView(f.window));
    QCOMPARE(rb::parts::distributionView(f.window)->run(), f.runOf.value("nuttx -O2"));
    QCOMPARE(rb::parts::distributionView(f.window)->metric(), QStringLiteral("yield_round_trip"));

    // Side by side, the band clicked picks the configuration (the third: -Os).
    rb::parts::tabs(f.window)->setCurrentIndex(MainWindow::OverviewTab);
    view->setConfiguration(-1);
    const QRect cell = table->visualRect(view->model()->index(nuttx, yield));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                      QPoint(cell.center().x(), cell.bottom() - 3));
    QCOMPARE(rb::parts::distributionView(f.window)->run(), f.runOf.value("nuttx -Os"));
}

void TstOverview::rankShiftOpensOnTheVariedCondition()
{
    Fixture f;
    QVERIFY(f.open(fullSet()));
    rb::parts::state(f.window)->setSelectedRuns(f.runOf.values());
    RankShiftView *view = rb::parts::rankShiftView(f.window);
    rb::parts::tabs(f.window)->setCurrentWidget(view);
    QTest::qWait(20);
    QVERIFY(view->waitForResult());
    QCOMPARE(view->variedKey(), QStringLiteral("opt_level"));
    QVERIFY(view->result());
    QStringList values;
    for (const RankedGroup &g : view->result()->groups)
        values << g.value;
    QCOMPARE(values, (QStringList{"-O0", "-O2", "-Os"}));
    QCOMPARE(int(view->result()->groups.front().entries.size()), 8);
    QVERIFY(view->leftOut().isEmpty());
}

void TstOverview::compareGroupsByKernelOrConfiguration()
{
    Fixture f;
    QVERIFY(f.open(fullSet()));
    QList<qint64> ids;
    for (const QString &k : {QStringLiteral("zephyr"), QStringLiteral("freertos")})
        for (const QString &o : kOpts)
            ids << f.runOf.value(k + QLatin1Char(' ') + o);
    rb::parts::state(f.window)->setSelectedRuns(ids);
    CompareView *compare = rb::parts::compareView(f.window);
    rb::parts::tabs(f.window)->setCurrentWidget(compare);
    compare->setMetric(QStringLiteral("yield_round_trip"));

    compare->setGrouping(CompareGrouping::ByKernel);
    const auto &items = compare->data().items;
    QCOMPARE(int(items.size()), 6);
    QStringList order;
    for (const CompareItem &item : items)
        order << item.kernel + QLatin1Char(' ') + item.configs.front().optLevel;
    QCOMPARE(order, (QStringList{"freertos -O0", "freertos -O2", "freertos -Os", "zephyr -O0",
                                 "zephyr -O2", "zephyr -Os"}));
    const CompareLayout &byKernel = compare->layout();
    QCOMPARE(byKernel.groups, (QStringList{"freertos", "zephyr"}));
    // Coloured by configuration: the same colour for one level across kernels, three colours.
    QCOMPARE(byKernel.color[0], byKernel.color[3]);
    QVERIFY(byKernel.color[0] != byKernel.color[1] && byKernel.color[1] != byKernel.color[2]);
    QVERIFY(byKernel.x[3] - byKernel.x[2] > byKernel.x[1] - byKernel.x[0]); // a gap

    compare->setGrouping(CompareGrouping::ByConfiguration);
    order.clear();
    for (const CompareItem &item : compare->data().items)
        order << item.kernel + QLatin1Char(' ') + item.configs.front().optLevel;
    QCOMPARE(order, (QStringList{"freertos -O0", "zephyr -O0", "freertos -O2", "zephyr -O2",
                                 "freertos -Os", "zephyr -Os"}));
    const CompareLayout &byConfig = compare->layout();
    QCOMPARE(byConfig.groups.size(), 3);
    QVERIFY(byConfig.groups[0].contains("-O0") && byConfig.groups[2].contains("-Os"));
    // Coloured by kernel with the report's palette.
    const auto palette = plotstyle::kernelColors({"freertos", "zephyr"});
    QCOMPARE(byConfig.color[0], palette.value("freertos"));
    QCOMPARE(byConfig.color[1], palette.value("zephyr"));
    QCOMPARE(byConfig.color[2], palette.value("freertos"));
    // The statistics table follows the boxes.
    QVERIFY(compare->statsModel()->item(1, 0)->text().contains("zephyr"));
}

void TstOverview::eachRunsOwnUnit()
{
    // Virtual-board runs in emulated ticks with no stated timer rate, and one host run in ns.
    std::vector<Run> runs;
    for (int k = 1; k <= 3; ++k)
        for (const QString &o : {QStringLiteral("-O0"), QStringLiteral("-Os")}) {
            Run r = makeRun(k, o, QStringLiteral("ticks"));
            r.config.timerHz.reset();
            r.config.timingMethod = QStringLiteral("icount");
            runs.push_back(r);
        }
    Run host = makeRun(4, QStringLiteral("-O0"), QStringLiteral("ns"));
    host.config.board = QStringLiteral("host");
    host.config.clockHz.reset();
    runs.push_back(host);
    Fixture f;
    QVERIFY(f.open(runs));
    // The Units box offers each run's own unit.
    QComboBox *units = rb::parts::unitCombo(f.window);
    const int native = units->findData(QStringLiteral("native"));
    QVERIFY(native >= 0);
    units->setCurrentIndex(native);
    QCOMPARE(rb::parts::state(f.window)->unit(), DisplayUnit::Native);

    rb::parts::state(f.window)->setSelectedRuns(f.runOf.values());
    CompareView *compare = rb::parts::compareView(f.window);
    rb::parts::tabs(f.window)->setCurrentWidget(compare);
    compare->setMetric(QStringLiteral("yield_round_trip"));
    QCOMPARE(compare->data().unitLabel, QStringLiteral("ticks"));
    QCOMPARE(int(compare->data().items.size()), 6);
    // The host run is left out, by name and why.
    const QString problems = compare->data().problems.join('\n');
    QVERIFY2(problems.contains(QString::number(f.runOf.value("rtx5 -O0"))) &&
                 problems.contains("ns"),
             qPrintable(problems));

    OverviewView *view = f.showOverview();
    const OverviewData &d = view->data();
    const int yield = int(d.metrics.indexOf("yield_round_trip"));
    const int freertos = int(d.kernels.indexOf("freertos"));
    QCOMPARE(d.cell(0, freertos, yield).unit, QStringLiteral("ticks"));
    QCOMPARE(d.cell(0, freertos, yield).center, double(expectedMedian(1, "-O0")));
    QCOMPARE(d.cell(0, freertos, yield).ranked, 3); // three in ticks; the ns run is not ranked
    const OverviewCell &hostCell = d.cell(0, int(d.kernels.indexOf("rtx5")), yield);
    QCOMPARE(hostCell.unit, QStringLiteral("ns"));
    QCOMPARE(hostCell.rank, 0);
    QVERIFY(d.problems.join('\n').contains(QString::number(hostCell.runId)));

    RankShiftView *rank = rb::parts::rankShiftView(f.window);
    rb::parts::tabs(f.window)->setCurrentWidget(rank);
    QTest::qWait(20);
    rank->setMetric(QStringLiteral("yield_round_trip"));
    rank->refresh();
    QVERIFY(rank->waitForResult());
    QCOMPARE(rank->variedKey(), QStringLiteral("opt_level"));
    QCOMPARE(int(rank->result()->groups.size()), 2);
    for (const RankedGroup &g : rank->result()->groups)
        for (const Series &s : g.series)
            QCOMPARE(s.unit, QStringLiteral("ticks"));
    QVERIFY2(rank->leftOut().contains(QStringLiteral("ns")) && rank->leftOut().contains("rtx5"),
             qPrintable(rank->leftOut()));
}

// Issue 37 item 3: the footprint as a metric, compared like the timings. Three kernels, each
// built by gcc and clang; freertos's .text is the smallest with gcc and the largest with clang.
// The Overview shows core's exact values (bytes, one per run: no median, no distribution),
// ranks them smallest first, frames the changed ranks, and a click opens no distribution.
void TstOverview::footprintIsAMetric()
{
    const qint64 text[2][3] = {{6000, 7000, 8000}, {9000, 7100, 8100}}; // [gcc, clang][kernel]
    std::vector<Run> runs;
    for (int t = 0; t < 2; ++t)
        for (int k = 1; k <= 3; ++k) {
            Run r = makeRun(k, QStringLiteral("-Os"));
            r.config.toolchain = t == 0 ? QStringLiteral("gcc") : QStringLiteral("clang");
            r.footprint.text = text[t][k - 1];
            r.footprint.rodata = 400;
            r.footprint.data = 16 * k;
            r.footprint.bss = 20000 + k;
            runs.push_back(r);
        }
    runs.back().footprint = Footprint{}; // zephyr by clang: no FOOT
    Fixture f;
    QVERIFY(f.open(runs));
    OverviewView *view = f.showOverview();
    const OverviewData &d = view->data();
    QCOMPARE(d.condition, QStringLiteral("toolchain"));
    // After the timings, before calibration cases.
    QCOMPARE(d.metrics, (QStringList{"yield_round_trip", "preempt", "footprint_text",
                                     "footprint_flash", "footprint_ram"}));
    const int gcc = int(d.values.indexOf("gcc")), clang = int(d.values.indexOf("clang"));
    const int fr = int(d.kernels.indexOf("freertos")), tx = int(d.kernels.indexOf("threadx"));
    const int ze = int(d.kernels.indexOf("zephyr"));
    const int textCol = int(d.metrics.indexOf("footprint_text"));
    const int flashCol = int(d.metrics.indexOf("footprint_flash"));
    const int ramCol = int(d.metrics.indexOf("footprint_ram"));
    // core's values, in bytes, never converted.
    const OverviewCell &frGcc = d.cell(gcc, fr, textCol);
    QVERIFY(frGcc.hasValue());
    QVERIFY(frGcc.exact);
    QCOMPARE(frGcc.unit, QStringLiteral("bytes"));
    QCOMPARE(frGcc.center, 6000.0);
    QCOMPARE(d.cell(gcc, fr, flashCol).center, 6000.0 + 400 + 16);
    QCOMPARE(d.cell(gcc, tx, ramCol).center, 32.0 + 20002);
    // Ranked smallest first, like core's ranks over the same series.
    std::vector<Series> series;
    for (const Run &r : runs)
        for (Series &s : seriesFromRun(r, QStringLiteral("footprint_text")))
            series.push_back(s);
    const RankReport core = rankByCondition(series, QStringLiteral("toolchain"), RankOptions{});
    for (const RankedGroup &g : core.ranking.groups) {
        const int v = int(d.values.indexOf(g.value));
        for (const RankEntry &e : g.entries)
            QCOMPARE(d.cell(v, int(d.kernelKeys.indexOf(e.kernelKey)), textCol).rank, e.rank);
    }
    QCOMPARE(frGcc.rank, 1);
    QCOMPARE(d.cell(clang, fr, textCol).rank, 2);
    QCOMPARE(d.cell(clang, tx, textCol).rank, 1);
    // The run without a footprint is shown, not ranked.
    const OverviewCell &none = d.cell(clang, ze, textCol);
    QVERIFY(none.runId != 0 && !none.hasValue() && none.rank == 0);
    QCOMPARE(d.cell(clang, fr, textCol).ranked, 2);
    // Switching gcc -> clang frames freertos's and threadx's .text ranks.
    view->setConfiguration(gcc);
    view->setConfiguration(clang);
    QVERIFY(view->isRankChanged(fr, textCol));
    QVERIFY(view->isRankChanged(tx, textCol));
    QVERIFY(view->model()->horizontalHeaderItem(textCol)->text().contains("bytes"));
    QVERIFY(view->model()->item(fr, textCol)->toolTip().contains("exact value"));
    // A click on a footprint cell opens no distribution (there is none).
    QTableView *table = view->table();
    const QRect rect = table->visualRect(view->model()->index(fr, textCol));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(rb::parts::tabs(f.window)->currentWidget(), view);
    // The Rank shift view ranks the same exact series.
    int footprints = 0;
    for (const Series &s :
         collectRankSeries(*rb::parts::state(f.window), false, DisplayUnit::Native, true))
        footprints += footprint::isMetric(s.metric) && s.exact ? 1 : 0;
    QCOMPARE(footprints, 15); // five runs with a footprint, three metrics each
}

QTEST_MAIN(TstOverview)
#include "tst_overview.moc"
