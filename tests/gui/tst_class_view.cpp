// SPDX-License-Identifier: GPL-3.0-or-later
// The Class tab (issue 39, docs/classroom.md "The GUI"): 30 students x 2 labs in a SQLite store,
// three deviations (a build at -O0, a run on the host, a missing run) flagged by the real
// ClassReport and named; the 2 s poll picks up a run stored afterwards by another connection; a
// double-click opens the student's run in Compare beside the class's runs of that configuration.
#include "core/lab/class_session.h"
#include "core/lab/lab.h"
#include "core/store/run_store.h"
#include "gui/main_window.h"
#include "gui/window_parts.h"

#include <QElapsedTimer>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace rb;

namespace {

const QString className = QStringLiteral("2026-embedded-A");

// A run of lab configuration `config` as the firmware states it, every lab metric at `value`
// (the values a deterministic virtual board gives every student for the same firmware).
Run labRun(const Lab &lab, int config, const QString &student, double value)
{
    const BuildRequest req = lab.experiment.expand().at(std::size_t(config));
    Run r;
    r.status = RunStatus::Complete;
    r.config = req.expectedConfiguration();
    r.config.cflags = QStringLiteral("-Os -mthumb ") + req.cflags;
    r.tags = ClassSession{student, className}.runTags(lab.id);
    for (const QString &m : lab.metrics) {
        CaseResult c;
        c.metric = m;
        c.unit = QStringLiteral("ticks");
        c.iterations = req.iterations;
        c.warmup = req.warmup;
        c.overhead = 0;
        c.samples = std::vector<qint64>(9, qint64(value + config));
        c.sampleCount = 9;
        r.cases.push_back(c);
    }
    return r;
}

QString studentName(int i)
{
    return QStringLiteral("student%1").arg(i, 2, 10, QLatin1Char('0'));
}

} // namespace

class TestClassView : public QObject {
    Q_OBJECT
    // RB_CLASS_SHOT_DIR=DIR: writes DIR/class_<lang>.png (RB_CLASS_SHOT_LANG, en by default) of
    // the window at 1400x900 on the class of 30, to look at.
    static void shoot(QWidget &window, ClassView *view)
    {
        const QString dir = qEnvironmentVariable("RB_CLASS_SHOT_DIR");
        if (dir.isEmpty())
            return;
        const QString lang = qEnvironmentVariable("RB_CLASS_SHOT_LANG", QStringLiteral("en"));
        view->refresh();
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        QVERIFY(
            window.grab().save(dir + QStringLiteral("/class_") + lang + QStringLiteral(".png")));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_class_view"));
        QSettings s;
        s.clear();
        const QString lang = qEnvironmentVariable("RB_CLASS_SHOT_LANG", QStringLiteral("en"));
        s.setValue(QStringLiteral("language"), lang);
        if (lang != QLatin1String("en") &&
            m_translator.load(QLocale(lang), QStringLiteral("rtosbench"), QStringLiteral("_"),
                              QStringLiteral(":/i18n")))
            QCoreApplication::installTranslator(&m_translator);
        s.setValue(QStringLiteral("classroom/class"), className);
    }
    void cleanupTestCase() { QSettings().clear(); }

    void emptyStates()
    {
        QTemporaryDir dir;
        MainWindow window;
        auto *view = parts::find<ClassView>(window, parts::names::classView);
        auto *empty = view->findChild<QLabel *>(QStringLiteral("classEmpty"));
        QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("empty.db"))));
        view->refresh();
        QVERIFY(!empty->text().isEmpty());
        if (qEnvironmentVariable("RB_CLASS_SHOT_LANG", QStringLiteral("en")) == "en")
            QVERIFY(empty->text().contains(QStringLiteral("class tag")));
        QVERIFY(!view->report());
    }

    void classOfThirty()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("class.db"));
        const Lab floor = *Lab::findBuiltIn(QStringLiteral("measurement_floor"));
        const Lab cold = *Lab::findBuiltIn(QStringLiteral("cold_vs_warm"));
        {
            RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            std::vector<Run> runs;
            for (int i = 1; i <= 30; ++i) {
                const QString s = studentName(i);
                for (const Lab *lab : {&floor, &cold})
                    for (int k = 0; k < int(lab->experiment.expand().size()); ++k) {
                        if (lab == &floor && i == 15 && k == 1)
                            continue; // student15: a missing run
                        Run r = labRun(*lab, k, s, 100);
                        if (lab == &floor && i == 5) { // student05: built at -O0
                            r.config.optLevel = QStringLiteral("-O0");
                            r.config.cflags.replace(QStringLiteral("-Os"), QStringLiteral("-O0"));
                        }
                        if (lab == &floor && i == 10 && k == 0) // student10: on the host
                            r.config.board = QStringLiteral("host");
                        runs.push_back(std::move(r));
                    }
            }
            QVERIFY2(store.saveRuns(runs, &error), qPrintable(error));
        }

        MainWindow window;
        window.resize(1400, 900);
        QVERIFY(window.openDatabase(path));
        auto *tabs = parts::find<QTabWidget>(window, parts::names::tabs);
        auto *view = parts::find<ClassView>(window, parts::names::classView);
        auto *state = parts::find<WorkbenchState>(window, parts::names::state);
        auto *table = view->findChild<QTableWidget *>(QStringLiteral("classTable"));
        auto *labs = view->findChild<QComboBox *>(QStringLiteral("classLabCombo"));
        if (qEnvironmentVariable("RB_CLASS_SHOT_LANG", QStringLiteral("en")) == "en")
            QCOMPARE(tabs->tabText(MainWindow::ClassTab), QStringLiteral("Class"));
        window.show();
        tabs->setCurrentWidget(view);
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const int floorIndex = labs->findData(floor.id);
        QVERIFY(floorIndex >= 0);
        labs->setCurrentIndex(floorIndex);
        QElapsedTimer timer;
        timer.start();
        view->refresh();
        qInfo("refresh at 30 students, lab %s: %lld ms (ClassReport::fromStore: %s)",
              qPrintable(floor.id), timer.elapsed(),
              qPrintable(view->findChild<QLabel *>(QStringLiteral("classSummary"))->toolTip()));
        QVERIFY(view->report());
        QCOMPARE(table->rowCount(), 30);
        shoot(window, view);
        if (qEnvironmentVariable("RB_CLASS_SHOT_LANG", QStringLiteral("en")) != "en")
            QSKIP("a screenshot in another language: the checks read English texts");

        const QSet<QString> deviating{studentName(5), studentName(10), studentName(15)};
        for (int row = 0; row < table->rowCount(); ++row) {
            const QString name = table->item(row, ClassView::StudentColumn)->text();
            const QString flag = table->item(row, ClassView::FlagColumn)->text();
            QVERIFY2(flag.contains(QStringLiteral("flagged")) == deviating.contains(name),
                     qPrintable(name + QStringLiteral(": ") + flag));
        }
        const auto rowOf = [&](const QString &name) {
            for (int row = 0; row < table->rowCount(); ++row)
                if (table->item(row, ClassView::StudentColumn)->text() == name)
                    return row;
            return -1;
        };
        QVERIFY(table->item(rowOf(studentName(5)), ClassView::ConditionsColumn)
                    ->text()
                    .contains(QStringLiteral("opt_level -O0 (lab: -Os)")));
        QVERIFY(table->item(rowOf(studentName(10)), ClassView::ConditionsColumn)
                    ->text()
                    .contains(QStringLiteral("board host (lab: qemu)")));
        QVERIFY(table->item(rowOf(studentName(15)), ClassView::MissingColumn)->text() !=
                QStringLiteral("none"));
        QCOMPARE(table->item(rowOf(studentName(1)), ClassView::ConditionsColumn)->text(),
                 QStringLiteral("as the lab asks"));

        // The other lab: every student matches.
        labs->setCurrentIndex(labs->findData(cold.id));
        timer.restart();
        view->refresh();
        qInfo("refresh at 30 students, lab %s: %lld ms", qPrintable(cold.id), timer.elapsed());
        QCOMPARE(table->rowCount(), 30);
        QCOMPARE(view->report()->flaggedCount(), 0);

        // A student who ran late: student31 stores a run from another connection; the window's
        // poll (every 2 s) sees the database change and the tab shows the new row.
        labs->setCurrentIndex(floorIndex);
        view->refresh();
        qint64 lateId = 0;
        {
            RunStore other;
            QString error;
            QVERIFY2(other.open(path, &error), qPrintable(error));
            Run late = labRun(floor, 0, studentName(31), 100);
            QVERIFY2(other.saveRun(late, &error), qPrintable(error));
            lateId = late.id;
        }
        QVERIFY(lateId > 0);
        QTRY_COMPARE_WITH_TIMEOUT(table->rowCount(), 31, 6000);
        const int lateRow = rowOf(studentName(31));
        QVERIFY(lateRow >= 0);
        QVERIFY(table->item(lateRow, ClassView::RunsColumn)
                    ->text()
                    .contains(QStringLiteral("#%1").arg(lateId)));
        QVERIFY(table->item(lateRow, ClassView::FlagColumn)->text().contains("flagged")); // missing

        // Double-click on the late run: Compare shows it beside the class's runs of configuration
        // 0.
        const QModelIndex cell = table->model()->index(lateRow, ClassView::RunsColumn);
        table->scrollTo(cell);
        const QPoint at = table->visualRect(cell).center();
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, at);
        QTRY_COMPARE(tabs->currentIndex(), int(MainWindow::CompareTab));
        const QList<qint64> selected = state->selectedRuns();
        QCOMPARE(selected.value(0), lateId);
        QCOMPARE(selected, view->compareRunsForRow(lateRow));
        // Its own run + the 28 students whose configuration-0 run matches the lab (not 05, 10).
        QCOMPARE(selected.size(), 29);

        // Enter does the same.
        tabs->setCurrentWidget(view);
        state->setSelectedRuns({});
        table->setCurrentCell(rowOf(studentName(1)), ClassView::RunsColumn);
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Return);
        QTRY_COMPARE(tabs->currentIndex(), int(MainWindow::CompareTab));
        QCOMPARE(state->selectedRuns().size(), 29);
    }

private:
    QTranslator m_translator;
};

QTEST_MAIN(TestClassView)
#include "tst_class_view.moc"
