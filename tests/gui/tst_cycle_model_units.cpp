// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 36 item 4: runs of the virtual board's cycle-model timing method (samples in estimated
// cycles of a Cortex-M3 model, timer_hz = clock_hz = 72 MHz) convert to cycles and µs in the
// Units box, stand beside the GD32F103 article's published numbers in one unit in Compare, and
// are labelled "estimated cycles (model)" wherever their numbers are shown (axis, table, tooltip,
// run details, Overview, the report), never plain "cycles"; icount runs still say that their
// ticks are not converted.
#include "core/model/run.h"
#include "core/stats/summary.h"
#include "core/store/run_store.h"
#include "gui/compare_view.h"
#include "gui/condition_text.h"
#include "gui/display_unit.h"
#include "gui/main_window.h"
#include "gui/overview_data.h"
#include "gui/qcustomplot_include.h"
#include "gui/run_details_widget.h"
#include "gui/run_table_model.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"
#include "report/report.h"

#include <QProcess>
#include <QSettings>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

namespace {
const QString kEstimated = QStringLiteral("estimated cycles (model)");
const QString kEstimatedMicros = QStringLiteral("µs from estimated cycles (model)");

// A run as helper cyctm's timing method stores it (the contract of issue 36 item 4).
rb::Run cycleModelRun(const QString &kernel, const std::vector<qint64> &samples)
{
    rb::Run run;
    run.config.board = QStringLiteral("qemu");
    run.config.core = QStringLiteral("cortex-m3");
    run.config.toolchain = QStringLiteral("gcc");
    run.config.optLevel = QStringLiteral("-Os");
    run.config.kernel = kernel;
    run.config.timingMethod = QStringLiteral("cycle-model");
    run.config.extra.insert(QStringLiteral("cycle_model"), QStringLiteral("cm3-trm-1"));
    run.config.extra.insert(QStringLiteral("cycle_target"), QStringLiteral("gd32f103"));
    run.config.clockHz = 72000000;
    run.config.timerHz = 72000000;
    run.config.timerEmulated = true;
    run.startedAt = QDateTime::currentDateTimeUtc();
    run.status = rb::RunStatus::Complete;
    rb::CaseResult c;
    c.metric = QStringLiteral("yield_round_trip");
    c.unit = QStringLiteral("cycles");
    c.iterations = int(samples.size());
    c.overhead = 0;
    c.switches = 2;
    c.samples = samples;
    c.sampleCount = qint64(samples.size());
    run.cases.push_back(c);
    return run;
}

// The same firmware measured with icount: ticks of an unknown timer rate.
rb::Run icountRun(const QString &kernel)
{
    rb::Run run = cycleModelRun(kernel, {159, 159, 159, 159});
    run.config.timingMethod = QStringLiteral("icount");
    run.config.extra.clear();
    run.config.clockHz.reset();
    run.config.timerHz.reset();
    run.cases[0].unit = QStringLiteral("ticks");
    return run;
}

const rb::CompareItem *findItem(const rb::CompareData &d, const QString &kernel, bool published)
{
    for (const rb::CompareItem &i : d.items)
        if (i.kernel == kernel && i.published == published)
            return &i;
    return nullptr;
}

QString statsRow(QStandardItemModel *m, const QString &label)
{
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->item(r, 0)->text() == label) {
            QStringList cells;
            for (int c = 0; c < m->columnCount(); ++c)
                cells << m->item(r, c)->text();
            return cells.join(QStringLiteral(" | "));
        }
    return QString();
}
} // namespace

class TestCycleModelUnits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
        QSettings().remove(QStringLiteral("units"));
    }

    // The Units box's rules: a cycle-model run converts (µs = cycles / clock), its labels say
    // it is the model's estimate; an icount run is not converted and says why.
    void unitRules()
    {
        const rb::Run model = cycleModelRun(QStringLiteral("freertos"), {376});
        const rb::Run icount = icountRun(QStringLiteral("freertos"));
        const rb::UnitScale toMicros =
            rb::unitScale(model.config, QStringLiteral("cycles"), rb::DisplayUnit::Micros);
        QVERIFY(toMicros.factor);
        QCOMPARE(*toMicros.factor, 1e6 / 72e6);
        QCOMPARE(
            *rb::unitScale(model.config, QStringLiteral("cycles"), rb::DisplayUnit::Cycles).factor,
            1.0);
        for (rb::DisplayUnit u : {rb::DisplayUnit::Cycles, rb::DisplayUnit::Micros}) {
            const rb::UnitScale s = rb::unitScale(icount.config, QStringLiteral("ticks"), u);
            QVERIFY(!s.factor);
            QCOMPARE(s.whyNot,
                     QStringLiteral("The timer frequency is unknown: ticks cannot be converted."));
        }
        QCOMPARE(
            rb::displayUnitLabel(rb::DisplayUnit::Cycles, QStringLiteral("cycles"), model.config),
            kEstimated);
        QCOMPARE(
            rb::displayUnitLabel(rb::DisplayUnit::Micros, QStringLiteral("cycles"), model.config),
            kEstimatedMicros);
        QCOMPARE(
            rb::displayUnitLabel(rb::DisplayUnit::Native, QStringLiteral("cycles"), model.config),
            kEstimated);
        // Measured cycles (a DWT run) and icount ticks keep their plain names.
        rb::Configuration dwt = model.config;
        dwt.timingMethod = QStringLiteral("dwt");
        QCOMPARE(rb::displayUnitLabel(rb::DisplayUnit::Cycles, QStringLiteral("cycles"), dwt),
                 QStringLiteral("cycles"));
        QCOMPARE(
            rb::displayUnitLabel(rb::DisplayUnit::Native, QStringLiteral("ticks"), icount.config),
            QStringLiteral("ticks"));
        // A model run without its clock cannot be shown in µs, and says whose clock is missing.
        rb::Configuration noClock = model.config;
        noClock.clockHz.reset();
        noClock.timerHz.reset();
        const rb::UnitScale none =
            rb::unitScale(noClock, QStringLiteral("cycles"), rb::DisplayUnit::Micros);
        QVERIFY(!none.factor);
        QVERIFY2(none.whyNot.contains(kEstimated), qPrintable(none.whyNot));
        // The tooltip's "Emulated timer" line does not call the estimate an instruction count.
        const QString tip = rb::conditionsTooltip(model.config);
        QVERIFY2(tip.contains(QStringLiteral("estimated cycles (model): cm3-trm-1, gd32f103")),
                 qPrintable(tip));
        QVERIFY2(!tip.contains(QStringLiteral("instruction count")), qPrintable(tip));
    }

    // Compare: the cycle-model run beside the GD32F103 article's published numbers, in cycles
    // and in µs, every number of the run labelled as estimated; the icount run of the same
    // firmware left out (its ticks cannot be converted), saying why.
    void compareBesidePublished()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("cycles.db"));
        // FreeRTOS V11.1.0 -Os, yield_round_trip: 376 estimated cycles a window (explain's
        // model on the icount run); a spread so that the median is not every sample.
        const std::vector<qint64> samples{380, 376, 376, 377, 376, 390, 376, 378, 376};
        const double median = 376.0;
        qint64 modelId = 0, icountId = 0;
        {
            rb::RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            rb::Run m = cycleModelRun(QStringLiteral("freertos"), samples);
            rb::Run i = icountRun(QStringLiteral("freertos"));
            QVERIFY2(store.saveRun(m, &error), qPrintable(error));
            QVERIFY2(store.saveRun(i, &error), qPrintable(error));
            modelId = m.id;
            icountId = i.id;
        }
        rb::MainWindow window;
        QVERIFY(window.openDatabase(path));
        rb::WorkbenchState *state = rb::parts::state(window);
        rb::CompareView *view = rb::parts::compareView(window);
        QStringList gd32;
        for (const QString &src : state->referenceSources())
            if (src.contains(QStringLiteral("GD32F103")))
                gd32 << src;
        QCOMPARE(gd32.size(), 1);
        state->setSelectedRuns({modelId, icountId});
        state->setSelectedReferenceSources(gd32);
        state->setUnit(rb::DisplayUnit::Cycles);
        view->setMetric(QStringLiteral("yield_round_trip"));

        // Cycles: the run's median as stored, the article's 3.64 µs at 72 MHz = 262.08 cycles.
        const rb::CompareData *d = &view->data();
        const rb::CompareItem *run = findItem(*d, QStringLiteral("freertos"), false);
        QVERIFY(run);
        QCOMPARE(run->runIds, QList<qint64>{modelId});
        QVERIFY(run->estimated);
        QCOMPARE(run->summary.median, median);
        QCOMPARE(run->summary.min, 376.0);
        QCOMPARE(run->summary.max, 390.0);
        QCOMPARE(run->unit, kEstimated);
        const rb::CompareItem *pub = findItem(*d, QStringLiteral("FreeRTOS"), true);
        QVERIFY(pub);
        QVERIFY2(qAbs(pub->publishedValue - 3.64 * 72) < 1e-9,
                 qPrintable(QString::number(pub->publishedValue, 'g', 12)));
        QCOMPARE(pub->unit, QStringLiteral("cycles"));
        const rb::CompareItem *bare = findItem(*d, QStringLiteral("bare-metal"), true);
        QVERIFY(bare); // stated in cycles by the article: 30, kept as stated
        QCOMPARE(bare->publishedValue, 30.0);
        QCOMPARE(d->unitLabel, QStringLiteral("cycles"));
        QVERIFY2(d->problems.join('\n').contains(
                     QStringLiteral("Run %1 left out: The timer frequency is unknown: ticks "
                                    "cannot be converted.")
                         .arg(icountId)),
                 qPrintable(d->problems.join('\n')));
        QVERIFY(d->estimateNote.startsWith(kEstimated + QStringLiteral(": ")));
        QVERIFY(view->plot()->yAxis->label().contains(kEstimated));
        QString row = statsRow(view->statsModel(), run->label);
        QVERIFY2(row.contains(QStringLiteral("| ") + kEstimated), qPrintable(row));
        QVERIFY2(row.contains(QStringLiteral("376 [")), qPrintable(row));
        QVERIFY2(statsRow(view->statsModel(), pub->label).contains(QStringLiteral("262.1")),
                 qPrintable(statsRow(view->statsModel(), pub->label)));
        QVERIFY(view->statsAsCsv().contains(QStringLiteral(",") + kEstimated));
        // The box drawn is the run's, in cycles.
        int boxes = 0;
        for (int i = 0; i < view->plot()->plottableCount(); ++i)
            if (auto *b = qobject_cast<QCPStatisticalBox *>(view->plot()->plottable(i))) {
                ++boxes;
                QCOMPARE(b->data()->constBegin()->median, median);
            }
        QCOMPARE(boxes, 1);

        // µs: the run's median / 72, the article's 3.64 µs as published.
        state->setUnit(rb::DisplayUnit::Micros);
        view->refresh();
        d = &view->data();
        QVERIFY(d->microsAvailable);
        run = findItem(*d, QStringLiteral("freertos"), false);
        pub = findItem(*d, QStringLiteral("FreeRTOS"), true);
        QVERIFY(run && pub);
        QVERIFY(qAbs(run->summary.median - median / 72.0) < 1e-12);
        QVERIFY(qAbs(run->summary.max - 390.0 / 72.0) < 1e-12);
        QVERIFY(qAbs(pub->publishedValue - 3.64) < 1e-12);
        QCOMPARE(run->unit, kEstimatedMicros);
        QCOMPARE(d->unitLabel, QStringLiteral("µs"));
        row = statsRow(view->statsModel(), run->label);
        QVERIFY2(row.contains(QStringLiteral("5.222 [")), qPrintable(row)); // 376 / 72
        QVERIFY2(row.contains(kEstimatedMicros), qPrintable(row));
        QVERIFY(view->plot()->yAxis->label().contains(kEstimatedMicros));

        // A look at it (offscreen): saved for the reviewer when RB_SCREENSHOT_DIR is set.
        state->setUnit(rb::DisplayUnit::Cycles);
        view->refresh();
        window.resize(1280, 800);
        window.show();
        rb::parts::tabs(window)->setCurrentWidget(view);
        QCoreApplication::processEvents();
        const QString shots = qEnvironmentVariable("RB_SCREENSHOT_DIR", dir.path());
        QVERIFY(window.grab().save(shots + QStringLiteral("/cycle_model_compare.png")));
    }

    // Run details, the Overview and the report name the unit of a cycle-model run as estimated.
    void detailsOverviewReport()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("details.db"));
        rb::Run m = cycleModelRun(QStringLiteral("rtx5"), {502, 502, 503, 502});
        m.source = QStringLiteral("measured"); // as the run controller stores a run made here
        {
            rb::RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            QVERIFY2(store.saveRun(m, &error), qPrintable(error));
        }
        rb::RunDetailsWidget details;
        details.showRun(&m);
        QTableWidget *cases = nullptr;
        for (QTableWidget *t : details.findChildren<QTableWidget *>())
            if (t->columnCount() > 1 && t->horizontalHeaderItem(1) &&
                t->horizontalHeaderItem(1)->text() == QLatin1String("Unit"))
                cases = t;
        QVERIFY(cases);
        QCOMPARE(cases->item(0, 1)->text(), kEstimated);
        QString text;
        for (QTextBrowser *b : details.findChildren<QTextBrowser *>())
            if (b->toPlainText().startsWith(QStringLiteral("Run ")))
                text = b->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("cm3-trm-1 for gd32f103")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("µs = cycles / 72 MHz")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("run here, estimated by the cycle model")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("measured\n")), qPrintable(text));

        rb::MainWindow window;
        QVERIFY(window.openDatabase(path));
        { // the Runs tab's Source column says the same, never "measured"
            rb::RunTableModel runs(rb::parts::state(window));
            QVERIFY(runs.rowCount() >= 1);
            QCOMPARE(runs.data(runs.index(runs.rowOfRun(m.id), rb::RunTableModel::SourceColumn))
                         .toString(),
                     QStringLiteral("run here, estimated by the cycle model"));
        }
        rb::parts::state(window)->setSelectedRuns({m.id});
        for (rb::DisplayUnit u : {rb::DisplayUnit::Cycles, rb::DisplayUnit::Micros}) {
            const rb::OverviewData o = rb::buildOverviewData(*rb::parts::state(window), u);
            const int mi = int(o.metrics.indexOf(QStringLiteral("yield_round_trip")));
            QVERIFY(mi >= 0);
            const rb::OverviewCell &cell = o.cell(0, 0, mi);
            QCOMPARE(cell.unit, u == rb::DisplayUnit::Cycles ? kEstimated : kEstimatedMicros);
            QCOMPARE(cell.center, u == rb::DisplayUnit::Cycles ? 502.0 : 502.0 / 72.0);
        }

        // The report's summary table and plot axis: its text layer holds the label.
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext is not installed");
        rb::RunStore store;
        QString error;
        QVERIFY2(store.open(path, &error), qPrintable(error));
        rb::ReportOptions options;
        options.runIds = {m.id};
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        QVERIFY2(rb::writeReportPdf(
                     store, options, pdf, [](int, const QString &) { return true; }, &error),
                 qPrintable(error));
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        // Table cells wrap: compare with the whitespace folded.
        const QString pdfText = QString::fromUtf8(p.readAllStandardOutput()).simplified();
        QVERIFY2(pdfText.contains(kEstimated), qPrintable(pdfText.left(2000)));
    }
};

QTEST_MAIN(TestCycleModelUnits)
#include "tst_cycle_model_units.moc"
