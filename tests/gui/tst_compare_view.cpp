// SPDX-License-Identifier: GPL-3.0-or-later
// Compare view: one box per selected run with the right median (read back from the plottable),
// published numbers overlaid, unit conversion, the statistics table, the analysis panels.
#include "core/stats/summary.h"
#include "core/store/run_store.h"
#include "gui/compare_view.h"
#include "gui/comparison_analyzer.h"
#include "gui/conditions_panel.h"
#include "gui/main_window.h"
#include "gui/qcustomplot_include.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"

#include <QLabel>
#include <QSettings>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

namespace {
rb::Run makeRun(const QString &kernel, qint64 clockHz, qint64 base, int n, quint32 seed,
                bool clockKnown = true)
{
    rb::Run run;
    run.config.board = QStringLiteral("qemu");
    run.config.core = QStringLiteral("cortex-m3");
    run.config.toolchain = QStringLiteral("gcc");
    run.config.optLevel = QStringLiteral("-Os");
    if (clockKnown) {
        run.config.clockHz = clockHz;
        run.config.timerHz = clockHz;
    }
    run.config.kernel = kernel;
    run.config.timingMethod = QStringLiteral("dwt");
    run.startedAt = QDateTime::currentDateTimeUtc();
    run.status = rb::RunStatus::Complete;
    rb::CaseResult c;
    c.metric = QStringLiteral("yield_round_trip");
    c.unit = QStringLiteral("cycles");
    c.iterations = n;
    c.coldSample = base * 4;
    c.overhead = 12;
    c.switches = 2;
    std::mt19937 rng(seed);
    std::normal_distribution<double> noise(0, 6);
    for (int i = 0; i < n; ++i)
        c.samples.push_back(base + qint64(std::abs(noise(rng))));
    c.sampleCount = qint64(c.samples.size());
    run.cases.push_back(c);
    return run;
}

QList<QCPStatisticalBox *> boxes(QCustomPlot *plot)
{
    QList<QCPStatisticalBox *> out;
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (auto *b = qobject_cast<QCPStatisticalBox *>(plot->plottable(i)))
            out << b;
    return out;
}
} // namespace

class TestCompareView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
        QSettings().remove(QStringLiteral("units")); // a failed run of a test may have left it
    }

    void boxesMediansReferencesUnits()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("cmp.db"));
        std::vector<rb::Run> runs;
        {
            rb::RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            const QStringList kernels{"freertos", "threadx", "zephyr"};
            for (int i = 0; i < kernels.size(); ++i) {
                rb::Run run = makeRun(kernels[i], 72000000, 200 + 50 * i, 3001, quint32(7 + i));
                QVERIFY2(store.saveRun(run, &error), qPrintable(error));
                runs.push_back(run);
            }
        }
        rb::MainWindow window;
        QVERIFY(window.openDatabase(path));
        rb::CompareView *view = rb::parts::compareView(window);
        QList<qint64> ids;
        for (const rb::Run &r : runs)
            ids << r.id;
        rb::parts::state(window)->setSelectedRuns(ids);
        view->setMetric(QStringLiteral("yield_round_trip"));
        QCOMPARE(view->metric(), QStringLiteral("yield_round_trip"));

        QList<QCPStatisticalBox *> b = boxes(view->plot());
        QCOMPARE(b.size(), 3);
        for (int i = 0; i < 3; ++i) {
            const rb::Summary s = rb::summarize(runs[size_t(i)].cases[0].corrected());
            QCOMPARE(b[i]->data()->size(), 1);
            const QCPStatisticalBoxData &d = *b[i]->data()->constBegin();
            QCOMPARE(d.median, s.median);
            QCOMPARE(d.minimum, s.min); // whiskers at min and max, not Tukey
            QCOMPARE(d.maximum, s.max);
            QCOMPARE(d.lowerQuartile, s.p25);
            QCOMPARE(d.upperQuartile, s.p75);
        }
        QCOMPARE(view->statsModel()->rowCount(), 3);
        QVERIFY(view->statsAsMarkdown().startsWith(QStringLiteral("| ")));
        QVERIFY(view->statsAsCsv().count(QLatin1Char('\n')) == 4);
        // Issue 17: the CSV copy is data, not display text: C-locale numbers at full precision,
        // never a locale's "3,001" (which a spreadsheet reads as two cells or a string).
        {
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
            view->refresh();
            const QString csv = view->statsAsCsv();
            QVERIFY2(!csv.contains(QStringLiteral("3,001")), qPrintable(csv));
            QVERIFY2(csv.contains(QStringLiteral(",3001,")), qPrintable(csv));
            const rb::Summary s0 = rb::summarize(runs[0].cases[0].corrected());
            QVERIFY2(csv.contains(QString::number(s0.mean, 'g', 12)), qPrintable(csv));
            // The table shown keeps the reader's locale.
            QVERIFY(view->statsAsMarkdown().contains(QStringLiteral("3,001")));
            QLocale::setDefault(QLocale::c());
            view->refresh();
        }

        // Two runs selected: two boxes.
        rb::parts::state(window)->setSelectedRuns({ids[0], ids[2]});
        view->refresh();
        QCOMPARE(boxes(view->plot()).size(), 2);

        // µs: the medians scale by 1e6 / 72 MHz.
        rb::parts::state(window)->setUnit(rb::DisplayUnit::Micros);
        view->refresh();
        b = boxes(view->plot());
        QCOMPARE(b.size(), 2);
        const rb::Summary s0 = rb::summarize(runs[0].cases[0].corrected());
        QVERIFY(qAbs(b[0]->data()->constBegin()->median - s0.median / 72.0) < 1e-9);
        rb::parts::state(window)->setUnit(rb::DisplayUnit::Cycles);

        // Published numbers overlaid (GD32F103 article): not boxes, but a graph named "published".
        QStringList gd32;
        for (const QString &src : rb::parts::state(window)->referenceSources())
            if (src.contains(QStringLiteral("GD32F103")))
                gd32 << src;
        QCOMPARE(gd32.size(), 1);
        rb::parts::state(window)->setSelectedReferenceSources(gd32);
        view->refresh();
        QCOMPARE(boxes(view->plot()).size(), 2);
        bool published = false;
        for (int i = 0; i < view->plot()->graphCount(); ++i)
            if (view->plot()->graph(i)->name().contains(QStringLiteral("published")))
                published = view->plot()->graph(i)->data()->size() > 0;
        QVERIFY(published);

        // The analysis engine fills the pairwise table and the conditions panel.
        QVERIFY(rb::parts::analyzer(window)->waitForResult());
        QVERIFY(rb::parts::analyzer(window)->result());
        QVERIFY(view->pairwiseModel()->rowCount() >= 1);
        QVERIFY(!rb::parts::conditionsPanel(window)->plainText().isEmpty());
    }

    // Issue 17 item 7: the GUI and the PDF study the same conditions. Two kernels at -O0 and
    // -Os: the optimisation level is the varied condition, not a confound, and trap 9
    // (several factors) stays quiet, as in the report (it fired here before).
    void studiedLikeTheReport()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("opt.db"));
        QList<qint64> ids;
        {
            rb::RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            quint32 seed = 40;
            for (const QString &k : {QStringLiteral("freertos"), QStringLiteral("threadx")})
                for (const QString &o : {QStringLiteral("-O0"), QStringLiteral("-Os")}) {
                    rb::Run run = makeRun(k, 72000000, k == QLatin1String("threadx") ? 250 : 300,
                                          300, ++seed);
                    run.config.optLevel = o;
                    QVERIFY2(store.saveRun(run, &error), qPrintable(error));
                    ids << run.id;
                }
        }
        rb::MainWindow window;
        QVERIFY(window.openDatabase(path));
        rb::parts::state(window)->setSelectedRuns(ids);
        rb::parts::compareView(window)->refresh();
        QVERIFY(rb::parts::analyzer(window)->waitForResult());
        const auto result = rb::parts::analyzer(window)->result();
        QVERIFY(result);
        for (const rb::ConditionDifference &d : result->confounds)
            QVERIFY2(d.condition != QLatin1String("opt_level"), "opt_level is a confound");
        for (const rb::TrapWarning &w : result->traps)
            QVERIFY2(w.number != 9, qPrintable(w.explanation));
        QVERIFY(rb::parts::conditionsPanel(window)->plainText().contains(QStringLiteral("-O0")));

        // Issue 17 item 5: every item, table row and pairwise row names the kernel plus what
        // differs ("#3 freertos -O0"), not "#3 freertos".
        const rb::CompareData &data = rb::parts::compareView(window)->data();
        QCOMPARE(data.items.size(), size_t(4));
        QStringList labels;
        for (const rb::CompareItem &item : data.items)
            labels << item.label;
        int i = 0;
        for (const QString &k : {QStringLiteral("freertos"), QStringLiteral("threadx")})
            for (const QString &o : {QStringLiteral("-O0"), QStringLiteral("-Os")}) {
                const QString want = QStringLiteral("#%1 %2 %3").arg(ids[i++]).arg(k, o);
                QVERIFY2(labels.contains(want), qPrintable(labels.join(" | ") + " lacks " + want));
            }
        QStringList rows;
        for (int r = 0; r < rb::parts::compareView(window)->statsModel()->rowCount(); ++r)
            rows << rb::parts::compareView(window)->statsModel()->item(r, 0)->text();
        for (const QString &l : labels)
            QVERIFY2(rows.contains(l), qPrintable(rows.join(" | ")));
        QVERIFY(rb::parts::compareView(window)->pairwiseModel()->rowCount() > 0);
        for (int r = 0; r < rb::parts::compareView(window)->pairwiseModel()->rowCount(); ++r)
            QVERIFY(labels.contains(
                rb::parts::compareView(window)->pairwiseModel()->item(r, 0)->text()));
    }

    void unknownClockDisablesMicros()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("noclock.db"));
        qint64 id = 0;
        {
            rb::RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            rb::Run run = makeRun(QStringLiteral("freertos"), 0, 300, 500, 3, false);
            QVERIFY2(store.saveRun(run, &error), qPrintable(error));
            id = run.id;
        }
        rb::MainWindow window;
        QVERIFY(window.openDatabase(path));
        rb::parts::state(window)->setSelectedRuns({id});
        rb::parts::compareView(window)->refresh();
        QCOMPARE(boxes(rb::parts::compareView(window)->plot()).size(), 1);
        QVERIFY(!rb::parts::compareView(window)->data().microsAvailable);
        auto *units = qobject_cast<QStandardItemModel *>(rb::parts::unitCombo(window)->model());
        QVERIFY(units);
        QVERIFY(!units->item(1)->isEnabled());
        QVERIFY(!units->item(1)->toolTip().isEmpty());
    }

    // Issue 17 item 8: the toolbar shows the unit actually plotted (ticks, not "cycles"), and
    // µs that these runs cannot show falls back to cycles visibly, keeping the user's choice,
    // which comes back with runs that allow it.
    void unitShownIsTheUnitPlotted()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("ticks.db"));
        qint64 ticksId = 0, cyclesId = 0;
        {
            rb::RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            rb::Run ticks = makeRun(QStringLiteral("freertos"), 0, 300, 200, 3, false);
            ticks.cases[0].unit = QStringLiteral("ticks");
            QVERIFY2(store.saveRun(ticks, &error), qPrintable(error));
            ticksId = ticks.id;
            rb::Run cycles = makeRun(QStringLiteral("freertos"), 72000000, 300, 200, 4);
            QVERIFY2(store.saveRun(cycles, &error), qPrintable(error));
            cyclesId = cycles.id;
        }
        QSettings().setValue(QStringLiteral("units"), QStringLiteral("us"));
        rb::MainWindow window;
        QVERIFY(window.openDatabase(path));
        QCOMPARE(rb::parts::unitCombo(window)->currentData().toString(), QStringLiteral("us"));
        rb::parts::state(window)->setSelectedRuns({ticksId});
        rb::parts::compareView(window)->refresh();
        QCOMPARE(rb::parts::unitCombo(window)->currentData().toString(), QStringLiteral("cycles"));
        QCOMPARE(QSettings().value(QStringLiteral("units")).toString(), QStringLiteral("us"));
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("µs")),
                 qPrintable(window.statusBar()->currentMessage()));
        QVERIFY2(rb::parts::shownUnitLabel(window)->text().contains(QStringLiteral("ticks")),
                 qPrintable(rb::parts::shownUnitLabel(window)->text()));
        // A run in cycles with a known clock: µs is back, and nothing to point out.
        rb::parts::state(window)->setSelectedRuns({cyclesId});
        rb::parts::compareView(window)->refresh();
        QCOMPARE(rb::parts::unitCombo(window)->currentData().toString(), QStringLiteral("us"));
        QVERIFY2(rb::parts::shownUnitLabel(window)->text().isEmpty(),
                 qPrintable(rb::parts::shownUnitLabel(window)->text()));
        QSettings().remove(QStringLiteral("units"));
    }

    // Issue 20: a run that rtosbench-cli explain attributed shows its kernel-only median beside
    // the raw figures in Compare's table (it was only in the CLI and the run details).
    void kernelOnlyBesideRaw()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("explained.db"));
        qint64 explained = 0, plain = 0;
        {
            rb::RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            rb::Run a = makeRun(QStringLiteral("freertos"), 0, 125, 100, 7, false);
            a.cases[0].unit = QStringLiteral("ticks");
            a.cases[0].overhead = 0;
            rb::Run b = makeRun(QStringLiteral("threadx"), 0, 150, 100, 8, false);
            b.cases[0].unit = QStringLiteral("ticks");
            QVERIFY2(store.saveRun(a, &error), qPrintable(error));
            QVERIFY2(store.saveRun(b, &error), qPrintable(error));
            explained = a.id;
            plain = b.id;
            QSqlQuery q(store.database());
            QVERIFY(q.exec(
                QStringLiteral(
                    "INSERT INTO case_attribution (case_result_id, windows, total_median, "
                    "kernel_median, elf_sha256, created_at, result_json) SELECT id, 5, 125, 102, "
                    "'00', '2026-11-30T00:00:00Z', '{}' FROM case_result WHERE run_id = %1")
                    .arg(explained)));
        }
        rb::MainWindow window;
        QVERIFY(window.openDatabase(path));
        rb::parts::state(window)->setSelectedRuns({explained, plain});
        rb::parts::compareView(window)->refresh();
        QStandardItemModel *stats = rb::parts::compareView(window)->statsModel();
        const int last = stats->columnCount() - 1;
        QCOMPARE(stats->horizontalHeaderItem(last)->text(), QStringLiteral("Kernel-only"));
        QMap<QString, QString> byLabel;
        for (int r = 0; r < stats->rowCount(); ++r)
            byLabel.insert(stats->item(r, 0)->text(), stats->item(r, last)->text());
        QCOMPARE(byLabel.value(QStringLiteral("#%1 freertos").arg(explained)),
                 QStringLiteral("102"));
        QCOMPARE(byLabel.value(QStringLiteral("#%1 threadx").arg(plain)), QString());
    }

    // A metric one run reports as unsupported (status "unsupported", no samples): its row says
    // so, no cell and no copy of the table says "nan", and the measured row next to it keeps
    // its numbers. Also when the runs are pooled into one box per kernel.
    void unsupportedMetricShowsNoNan()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("unsupported.db"));
        qint64 measuredId = 0, unsupportedId = 0;
        {
            rb::RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            rb::Run measured = makeRun(QStringLiteral("freertos"), 72000000, 300, 500, 5);
            rb::Run unsupported = makeRun(QStringLiteral("baremetal"), 72000000, 100, 500, 6);
            rb::CaseResult &c = unsupported.cases[0];
            c.status = QStringLiteral("unsupported");
            c.samples.clear();
            c.sampleCount = 0;
            c.coldSample.reset();
            c.overhead.reset();
            QVERIFY2(store.saveRun(measured, &error), qPrintable(error));
            QVERIFY2(store.saveRun(unsupported, &error), qPrintable(error));
            measuredId = measured.id;
            unsupportedId = unsupported.id;
        }
        rb::MainWindow window;
        QVERIFY(window.openDatabase(path));
        rb::CompareView *view = rb::parts::compareView(window);
        rb::parts::state(window)->setSelectedRuns({measuredId, unsupportedId});
        view->setMetric(QStringLiteral("yield_round_trip"));
        for (bool grouped : {false, true}) {
            view->setGroupByKernel(grouped);
            QStandardItemModel *m = view->statsModel();
            QCOMPARE(m->rowCount(), 2);
            int unsupportedRow = -1;
            for (int r = 0; r < m->rowCount(); ++r) {
                for (int c = 0; c < m->columnCount(); ++c) {
                    const QString text = m->item(r, c)->text();
                    QVERIFY2(
                        !text.contains(QStringLiteral("nan"), Qt::CaseInsensitive),
                        qPrintable(QStringLiteral("row %1 column %2: %3").arg(r).arg(c).arg(text)));
                }
                if (m->item(r, 0)->text().contains(QStringLiteral("baremetal")))
                    unsupportedRow = r;
            }
            QVERIFY(unsupportedRow >= 0);
            QCOMPARE(m->item(unsupportedRow, 1)->text(), QStringLiteral("0"));
            QCOMPARE(m->item(unsupportedRow, 3)->text(), QStringLiteral("unsupported"));
            QCOMPARE(m->item(unsupportedRow, 2)->text(), QStringLiteral("—"));
            // The measured run keeps its median.
            const int measuredRow = 1 - unsupportedRow;
            QVERIFY(m->item(measuredRow, 3)->text().contains(QLatin1Char('[')));
            // Only the measured run has a box.
            QCOMPARE(boxes(view->plot()).size(), 1);
            const QString md = view->statsAsMarkdown();
            const QString csv = view->statsAsCsv();
            QVERIFY2(!md.contains(QStringLiteral("nan"), Qt::CaseInsensitive), qPrintable(md));
            QVERIFY2(!csv.contains(QStringLiteral("nan"), Qt::CaseInsensitive), qPrintable(csv));
            QVERIFY(md.contains(QStringLiteral("| unsupported |")));
            QVERIFY(csv.contains(QStringLiteral(",unsupported,")));
        }
    }
};

QTEST_MAIN(TestCompareView)
#include "tst_compare_view.moc"
