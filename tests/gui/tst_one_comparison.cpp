// SPDX-License-Identifier: GPL-3.0-or-later
// One comparison pipeline (issue 22 item 1): for the same stored runs, the GUI (the Compare
// view's ComparisonAnalyzer and the Rank shift view), `rtosbench-cli compare` / `ranks` and the
// report's data give the same comparison and the same ranks: studied, pairwise p-values and
// shifts per pair, differing conditions, confounds, traps; ranks, rank intervals, flips, tau.
#include "core/analysis/comparison.h"
#include "core/store/run_store.h"
#include "gui/compare_view.h"
#include "gui/comparison_analyzer.h"
#include "gui/conditions_panel.h"
#include "gui/main_window.h"
#include "gui/rank_shift_view.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"
#include "report/report_data.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSettings>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

namespace {

const QString kMetric = QStringLiteral("yield_round_trip");

rb::Run makeRun(const QString &kernel, const QString &opt, qint64 base, quint32 seed)
{
    rb::Run run;
    run.config.board = QStringLiteral("qemu");
    run.config.core = QStringLiteral("cortex-m3");
    run.config.toolchain = QStringLiteral("gcc");
    // One kernel built with another compiler version: a confound besides kernel and opt_level.
    run.config.toolchainVersion =
        kernel == QLatin1String("zephyr") ? QStringLiteral("13.2") : QStringLiteral("12.2");
    run.config.optLevel = opt;
    run.config.clockHz = 72000000;
    run.config.timerHz = 72000000;
    run.config.kernel = kernel;
    run.config.timingMethod = QStringLiteral("dwt");
    run.startedAt = QDateTime::currentDateTimeUtc();
    run.status = rb::RunStatus::Complete;
    rb::CaseResult c;
    c.metric = kMetric;
    c.unit = QStringLiteral("cycles");
    c.iterations = 400;
    c.coldSample = base * 4;
    c.overhead = 12;
    c.switches = 2;
    std::mt19937 rng(seed);
    std::normal_distribution<double> noise(0, 8);
    for (int i = 0; i < 400; ++i)
        c.samples.push_back(base + qint64(std::abs(noise(rng))));
    c.sampleCount = qint64(c.samples.size());
    run.cases.push_back(c);
    return run;
}

QJsonObject cliJson(const QString &db, const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(RB_BINARY_DIR "/src/cli/rtosbench-cli"),
            QStringList{QStringLiteral("--db"), db} + args);
    if (!p.waitForFinished(120000) || p.exitCode() != 0) {
        qWarning() << "rtosbench-cli" << args << p.readAllStandardError();
        return {};
    }
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

// The first differing key between two JSON values, for a readable failure ("" when equal).
QString firstDifference(const QJsonValue &a, const QJsonValue &b, const QString &at)
{
    if (a.type() != b.type())
        return at;
    if (a.isObject()) {
        const QJsonObject x = a.toObject(), y = b.toObject();
        if (x.keys() != y.keys())
            return at + QStringLiteral(" (keys)");
        for (const QString &k : x.keys())
            if (const QString d = firstDifference(x.value(k), y.value(k), at + '.' + k);
                !d.isEmpty())
                return d;
        return {};
    }
    if (a.isArray()) {
        const QJsonArray x = a.toArray(), y = b.toArray();
        if (x.size() != y.size())
            return at + QStringLiteral(" (size %1 vs %2)").arg(x.size()).arg(y.size());
        for (qsizetype i = 0; i < x.size(); ++i)
            if (const QString d = firstDifference(x[i], y[i], at + QStringLiteral("[%1]").arg(i));
                !d.isEmpty())
                return d;
        return {};
    }
    return a == b ? QString()
                  : at + QStringLiteral(": %1 vs %2")
                             .arg(a.toVariant().toString(), b.toVariant().toString());
}

} // namespace

class TestOneComparison : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
        QSettings().remove(QStringLiteral("units"));
    }

    void guiCliAndReportAgree()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("one.db"));
        // Three kernels at two optimisation levels; threadx overtakes freertos at -Os, where
        // freertos and zephyr are close (their bootstrap ranks vary: the rank probabilities are
        // compared).
        const QStringList kernels{"freertos", "threadx", "zephyr"};
        const QMap<QString, QList<qint64>> base{{"-O0", {300, 330, 420}}, {"-Os", {250, 205, 251}}};
        QList<qint64> ids;
        QStringList idText;
        {
            rb::RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            quint32 seed = 11;
            // Runs of one experiment, -Os planned first: every path orders the configurations
            // as the experiment ran them (-Os, -O0), not as GCC numbers them (the Rank shift
            // view sorted them: its series did not carry the experiment).
            for (const QString &opt : {QStringLiteral("-Os"), QStringLiteral("-O0")})
                for (int k = 0; k < kernels.size(); ++k) {
                    rb::Run run = makeRun(kernels[k], opt, base[opt][k], seed++);
                    run.experiment = QStringLiteral("one-comparison");
                    QVERIFY2(store.saveRun(run, &error), qPrintable(error));
                    ids << run.id;
                    idText << QString::number(run.id);
                }
        }

        // The report's data.
        std::optional<rb::report::ReportData> report;
        {
            rb::RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            report = rb::report::collectReportData(
                store, std::vector<qint64>(ids.begin(), ids.end()), {kMetric}, false, &error);
            QVERIFY2(report, qPrintable(error));
        }
        const QJsonObject fromReport = report->comparison.toJson();

        // The CLI.
        const QJsonObject fromCli =
            cliJson(path, {QStringLiteral("compare"), QStringLiteral("--runs"),
                           idText.join(QLatin1Char(',')), QStringLiteral("--metric"), kMetric,
                           QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY(!fromCli.isEmpty());

        // The GUI.
        rb::MainWindow window;
        QVERIFY(window.openDatabase(path));
        rb::parts::state(window)->setSelectedRuns(ids);
        rb::parts::compareView(window)->setMetric(kMetric);
        rb::parts::analyzer(window)->setMetric(kMetric);
        QVERIFY(rb::parts::analyzer(window)->waitForResult());
        const std::shared_ptr<const rb::Comparison> gui = rb::parts::analyzer(window)->result();
        QVERIFY(gui);
        const QJsonObject fromGui = gui->toJson();

        // What is compared is not trivial: kernel and opt_level studied, one-step pairs only
        // (3 kernel pairs at each level + 3 kernels across levels = 9 of the 15), a confound.
        QCOMPARE(gui->studied, (QStringList{"kernel", "opt_level"}));
        QCOMPARE(int(gui->pairwise.size()), 9);
        QVERIFY(std::any_of(gui->confounds.begin(), gui->confounds.end(),
                            [](const rb::ConditionDifference &d) {
                                return d.condition == QLatin1String("toolchain_version");
                            }));
        for (const QString &key :
             QStringList{"studied", "runs", "pairwise", "differing", "confounds", "traps"}) {
            QVERIFY2(fromGui.contains(key), qPrintable(key));
            const QString cli = firstDifference(fromGui.value(key), fromCli.value(key), key);
            QVERIFY2(cli.isEmpty(), qPrintable(QStringLiteral("GUI vs CLI: ") + cli));
            const QString rep = firstDifference(fromGui.value(key), fromReport.value(key), key);
            QVERIFY2(rep.isEmpty(), qPrintable(QStringLiteral("GUI vs report: ") + rep));
        }
        // The GUI shows that comparison: a row per pair, the confound in the conditions panel.
        rb::parts::compareView(window)->refresh();
        QCOMPARE(rb::parts::compareView(window)->pairwiseModel()->rowCount(),
                 int(gui->pairwise.size()));
        QVERIFY2(
            rb::parts::conditionsPanel(window)->plainText().contains(QStringLiteral("Confounds")),
            qPrintable(rb::parts::conditionsPanel(window)->plainText()));

        // Ranks: the Rank shift view, `rtosbench-cli ranks` and the report's rank-shift chart.
        QCOMPARE(report->shiftCondition, QStringLiteral("opt_level"));
        QCOMPARE(int(report->ranks.size()), 1);
        const QJsonObject ranksReport = report->ranks.front().toJson();
        const QJsonObject ranksCli = cliJson(
            path, {QStringLiteral("ranks"), QStringLiteral("--runs"), idText.join(QLatin1Char(',')),
                   QStringLiteral("--by"), QStringLiteral("opt_level"), QStringLiteral("--metric"),
                   kMetric, QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY(!ranksCli.isEmpty());
        window.show();
        rb::RankShiftView *view = rb::parts::rankShiftView(window);
        rb::parts::tabs(window)->setCurrentWidget(view);
        QTest::qWait(50);
        view->setDataSource(rb::RankShiftView::DataSource::Runs);
        view->setVaried(QStringLiteral("opt_level"));
        view->setMetric(kMetric);
        view->refresh();
        QVERIFY(view->waitForResult());
        QVERIFY(view->result());
        rb::RankReport shown; // the view's ranking in the CLI's JSON form
        shown.ranking = *view->result();
        const QJsonObject ranksGui = shown.toJson();
        QCOMPARE(ranksGui.value("configurations").toArray().size(), 2);
        QVERIFY(!ranksGui.value("flips").toArray().isEmpty()); // threadx overtakes freertos
        bool uncertain = false; // a rank the bootstrap is unsure of: its seed and count matter
        // In the experiment's order, -Os first (sorted as GCC numbers them, -O0 would be first).
        QCOMPARE(ranksGui.value("configurations")[0]["value"].toString(), QStringLiteral("-Os"));
        for (const QJsonValue &e : ranksGui.value("configurations")[0]["ranks"].toArray())
            for (const QJsonValue &p : e["rank_probability"].toArray())
                uncertain = uncertain || (p.toDouble() > 0.01 && p.toDouble() < 0.99);
        QVERIFY(uncertain);
        for (const QString &key : QStringList{"configurations", "flips", "kendall_tau"}) {
            const QString cli = firstDifference(ranksGui.value(key), ranksCli.value(key), key);
            QVERIFY2(cli.isEmpty(), qPrintable(QStringLiteral("Rank shift vs CLI: ") + cli));
            const QString rep = firstDifference(ranksGui.value(key), ranksReport.value(key), key);
            QVERIFY2(rep.isEmpty(), qPrintable(QStringLiteral("Rank shift vs report: ") + rep));
        }
        QVERIFY(firstDifference(ranksCli, ranksReport, QStringLiteral("ranks")).isEmpty());
    }

    // The Rank shift view and `ranks` choose the same series and unit (issue 33 item 5): the
    // metric in ticks of an unknown timer (not convertible to the display unit, cycles) and
    // another metric in cycles. The view chose the unit over every metric (cycles) and ranked
    // nothing; the CLI ranks the ticks.
    void rankShiftSelectsAsRanks()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("units.db"));
        QStringList idText;
        {
            rb::RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            quint32 seed = 5;
            const QStringList kernels{"freertos", "threadx"};
            for (const QString &opt : {QStringLiteral("-O0"), QStringLiteral("-Os")})
                for (int k = 0; k < kernels.size(); ++k) {
                    rb::Run run = makeRun(kernels[k], opt, 300 + 40 * k, seed++);
                    run.config.timerHz = 0; // ticks of an unknown timer
                    run.cases[0].unit = QStringLiteral("ticks");
                    QVERIFY2(store.saveRun(run, &error), qPrintable(error));
                    idText << QString::number(run.id);
                }
            rb::Run other = makeRun(QStringLiteral("zephyr"), QStringLiteral("-O0"), 200, seed);
            other.cases[0].metric = QStringLiteral("sem_ping_pong");
            QVERIFY2(store.saveRun(other, &error), qPrintable(error));
            idText << QString::number(other.id);
        }
        const QJsonObject ranksCli = cliJson(
            path, {QStringLiteral("ranks"), QStringLiteral("--runs"), idText.join(QLatin1Char(',')),
                   QStringLiteral("--by"), QStringLiteral("opt_level"), QStringLiteral("--metric"),
                   kMetric, QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY(!ranksCli.isEmpty());
        QCOMPARE(ranksCli.value("unit").toString(), QStringLiteral("ticks"));
        QCOMPARE(ranksCli.value("configurations").toArray().size(), 2);

        rb::MainWindow window;
        QVERIFY(window.openDatabase(path));
        window.show();
        rb::RankShiftView *view = rb::parts::rankShiftView(window);
        rb::parts::tabs(window)->setCurrentWidget(view);
        QTest::qWait(50);
        view->setDataSource(rb::RankShiftView::DataSource::Runs);
        view->setVaried(QStringLiteral("opt_level"));
        view->setMetric(kMetric);
        view->refresh();
        QVERIFY(view->waitForResult());
        QVERIFY(view->result());
        rb::RankReport shown;
        shown.ranking = *view->result();
        const QJsonObject ranksGui = shown.toJson();
        for (const QString &key : QStringList{"configurations", "flips", "kendall_tau"}) {
            const QString d = firstDifference(ranksGui.value(key), ranksCli.value(key), key);
            QVERIFY2(d.isEmpty(), qPrintable(QStringLiteral("Rank shift vs CLI: ") + d));
        }
    }
};

QTEST_MAIN(TestOneComparison)
#include "tst_one_comparison.moc"
