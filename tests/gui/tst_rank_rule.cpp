// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 13 item 8: one rule for what is ranked (core isRankable), in the GUI's rank-shift view
// as in the CLI and the report. A case whose status is fail is never ranked (the GUI used to
// rank it; the CLI did not), and an imported summary-only case is ranked by its printed value
// (the GUI and the CLI used to leave it out for want of samples).
#include "core/analysis/comparison.h"
#include "core/analysis/series.h"
#include "core/protocol/capture_assembler.h"
#include "core/store/run_store.h"
#include "gui/main_window.h"
#include "gui/rank_shift_view.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"

#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace rb;

namespace {
Run captured(const QString &kernel, const QString &opt, bool knownTimer = true)
{
    QFile f(QStringLiteral(RB_TEST_DATA "/captures/qemu-netduino2-baremetal.cap"));
    f.open(QIODevice::ReadOnly);
    CaptureAssembler a;
    a.feed(f.readAll());
    Run r = a.finish();
    r.config.kernel = kernel;
    r.config.optLevel = opt;
    // A known timer and clock, so the view can show the ticks (in cycles, factor 1).
    if (knownTimer) {
        r.config.clockHz = 72000000;
        r.config.timerHz = 72000000;
    }
    return r;
}

Series measured(const QString &status, bool samples)
{
    Series s;
    s.status = status;
    if (samples)
        s.samples = {1, 2, 3};
    return s;
}
} // namespace

class TstRankRule : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theRule()
    {
        QVERIFY(isRankable(measured("ok", true)));
        QVERIFY(!isRankable(measured("fail", true)));
        QVERIFY(!isRankable(measured("unsupported", false)));
        QVERIFY(!isRankable(measured("ok", false))); // no samples, no printed summary
        Series imported = measured("ok", false);
        imported.summaryOnly = true;
        imported.value = 1.05;
        QVERIFY(isRankable(imported));
        imported.status = QStringLiteral("fail");
        QVERIFY(!isRankable(imported));
        Series ref;
        ref.isReference = true;
        ref.value = 3.0;
        QVERIFY(isRankable(ref));
    }

    void ticksOfAnUnknownTimerRankOnTheVariedCondition();
    void conditionValuesInTheirOwnOrder();
    void experimentOrderKept();
    void rankShiftViewFollowsIt()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath("r.db")));
        std::vector<Run> runs{captured("alpha", "-O0"), captured("beta", "-O0"),
                              captured("alpha", "-Os"), captured("beta", "-Os"),
                              captured("gamma", "-Os")};
        const QString metric = QStringLiteral("cal_known_seq");
        // beta at -Os: its case failed a scenario check.
        for (CaseResult &c : runs[3].cases)
            if (c.metric == metric)
                c.status = QStringLiteral("fail");
        // gamma at -Os: an imported suite's printed summary, no samples.
        for (CaseResult &c : runs[4].cases)
            if (c.metric == metric) {
                c.samples.clear();
                c.sampleCount = 0;
                c.summaryJson =
                    QString::fromUtf8(QJsonDocument(QJsonObject{{"summary_only", true},
                                                                {"median", 99.0},
                                                                {"n", 1000},
                                                                {"statistic", "median (printed)"}})
                                          .toJson(QJsonDocument::Compact));
            }
        QString err;
        QVERIFY2(rb::parts::state(window)->store()->saveRuns(runs, &err), qPrintable(err));
        rb::parts::state(window)->reloadRuns();
        window.show();
        RankShiftView *view = rb::parts::rankShiftView(window);
        rb::parts::tabs(window)->setCurrentWidget(view);
        QTest::qWait(50);
        view->setVaried(QStringLiteral("opt_level"));
        view->setMetric(metric);
        view->refresh();
        QVERIFY(view->waitForResult());
        QVERIFY(view->result());
        const RankedGroup *os = nullptr;
        QStringList values;
        for (const RankedGroup &g : view->result()->groups) {
            values << g.value;
            if (g.value == QLatin1String("-Os"))
                os = &g;
        }
        QString combos;
        for (QComboBox *c : view->findChildren<QComboBox *>()) {
            combos += c->currentText() + "[";
            for (int i = 0; i < c->count(); ++i)
                combos += c->itemText(i) + "=" + c->itemData(i).toString() + ";";
            combos += "] ";
        }
        QVERIFY2(os, qPrintable(values.join(',') + " | " + combos));
        QStringList kernels;
        for (const RankEntry &e : os->entries)
            kernels << e.kernelKey;
        QVERIFY2(kernels.contains("alpha"), qPrintable(kernels.join(',')));
        QVERIFY2(!kernels.contains("beta"), qPrintable(kernels.join(','))); // failed: not ranked
        QVERIFY2(kernels.contains("gamma"), qPrintable(kernels.join(','))); // summary-only
        const RankEntry *g = os->find(QStringLiteral("gamma"));
        QVERIFY(g);
        QCOMPARE(g->center, 99.0);
    }
};

// Issue 16: the virtual board's ticks have no known timer frequency, so they cannot be shown in
// cycles; the tab used to open on "Metric" and rank nothing ("Need at least two configurations
// with two kernels each") although the database had exactly that. Ranks need no conversion:
// they are ranked in their own unit, and the tab opens on the condition that varies.
void TstRankRule::ticksOfAnUnknownTimerRankOnTheVariedCondition()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath("t.db")));
    std::vector<Run> runs{captured("alpha", "-O0", false), captured("beta", "-O0", false),
                          captured("alpha", "-Os", false), captured("beta", "-Os", false)};
    QString err;
    QVERIFY2(rb::parts::state(window)->store()->saveRuns(runs, &err), qPrintable(err));
    rb::parts::state(window)->reloadRuns();
    window.show();
    RankShiftView *view = rb::parts::rankShiftView(window);
    rb::parts::tabs(window)->setCurrentWidget(view);
    QTest::qWait(50);
    QVERIFY(view->waitForResult());
    QVERIFY(view->result());
    QStringList values;
    for (const RankedGroup &g : view->result()->groups)
        values << g.value;
    QCOMPARE(values, (QStringList{"-O0", "-Os"}));
    for (const RankedGroup &g : view->result()->groups) {
        QCOMPARE(int(g.entries.size()), 2);
        for (const Series &s : g.series)
            QCOMPARE(s.unit, QStringLiteral("ticks"));
    }
}

// Issue 16: configurations in the order of the condition, not alphabetically (-O0 < -O1 < -O2 <
// -O3 < -Os < -Oz; alphabetically, "" and "-O" would sort around them):
// one rule for the CLI, the report and the GUI.
void TstRankRule::conditionValuesInTheirOwnOrder()
{
    QStringList opt{"-Oz", "-O2", "", "-Os", "-O0", "-O3", "-Og", "-O1"};
    sortConditionValues(opt);
    QCOMPARE(opt, (QStringList{"-O0", "-Og", "-O1", "-O2", "-O3", "-Os", "-Oz", ""}));
    QStringList clocks{"108000000", "24000000", "72000000"};
    sortConditionValues(clocks);
    QCOMPARE(clocks, (QStringList{"24000000", "72000000", "108000000"}));
    QStringList profiles{"minimal", "default"};
    sortConditionValues(profiles);
    QCOMPARE(profiles, (QStringList{"default", "minimal"}));
    // Through the rank report that ranks and the PDF use.
    std::vector<Series> series;
    for (const QString &o : {QStringLiteral("-O2"), QStringLiteral("-Os"), QStringLiteral("-O0")})
        for (const QString &k : {QStringLiteral("alpha"), QStringLiteral("beta")}) {
            Series s;
            s.kernel = k;
            s.config.kernel = k;
            s.config.optLevel = o;
            s.metric = QStringLiteral("m");
            s.unit = QStringLiteral("cycles");
            s.samples = {k == QLatin1String("alpha") ? 1.0 : 2.0, 3.0};
            series.push_back(s);
        }
    RankOptions options;
    options.bootstrapIterations = 10;
    const RankReport r = rankByCondition(series, QStringLiteral("opt_level"), options);
    QStringList order;
    for (const RankedGroup &g : r.ranking.groups)
        order << g.value;
    QCOMPARE(order, (QStringList{"-O0", "-O2", "-Os"}));
}

// Runs of one experiment keep its order (its runs are stored in plan order): an experiment that
// varies -O2 then -O0 is shown so; runs of several experiments fall back to the natural order.
void TstRankRule::experimentOrderKept()
{
    std::vector<Series> series;
    qint64 id = 0;
    for (const QString &o : {QStringLiteral("-O2"), QStringLiteral("-O0")})
        for (const QString &k : {QStringLiteral("alpha"), QStringLiteral("beta")}) {
            Series s;
            s.kernel = k;
            s.config.kernel = k;
            s.config.optLevel = o;
            s.metric = QStringLiteral("m");
            s.unit = QStringLiteral("cycles");
            s.samples = {k == QLatin1String("alpha") ? 1.0 : 2.0, 3.0};
            s.runId = ++id;
            s.experiment = QStringLiteral("lab-opt");
            series.push_back(s);
        }
    QCOMPARE(orderedConditionValues(series, QStringLiteral("opt_level")),
             (QStringList{"-O2", "-O0"}));
    RankOptions options;
    options.bootstrapIterations = 10;
    const RankReport r = rankByCondition(series, QStringLiteral("opt_level"), options);
    QCOMPARE(r.ranking.groups.front().value, QStringLiteral("-O2"));
    series.back().experiment = QStringLiteral("another");
    QCOMPARE(orderedConditionValues(series, QStringLiteral("opt_level")),
             (QStringList{"-O0", "-O2"}));
}

QTEST_MAIN(TstRankRule)
#include "tst_rank_rule.moc"
