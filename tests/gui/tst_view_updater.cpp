// SPDX-License-Identifier: GPL-3.0-or-later
// The views' one refresh mechanism (issue 33 item 6): a burst of changes gives one update, a
// hidden view updates when shown, and a worker's result computed for an older generation is
// dropped while the current one is shown.
#include "gui/view_updater.h"

#include <QSemaphore>
#include <QWidget>
#include <QtTest>

#include <atomic>

class TestViewUpdater : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void burstOfChangesGivesOneUpdate()
    {
        int updates = 0;
        rb::ViewUpdater updater(nullptr, nullptr, [&updates] { ++updates; });
        for (int i = 0; i < 5; ++i)
            updater.markDirty();
        QCOMPARE(updates, 0); // deferred: nothing runs inside the burst
        QVERIFY(updater.isBusy());
        QVERIFY(updater.waitUntilIdle(5000));
        QCOMPARE(updates, 1);
        QVERIFY(!updater.isDirty());
        // A later change gives a second update.
        updater.markDirty();
        updater.markDirty();
        QVERIFY(updater.waitUntilIdle(5000));
        QCOMPARE(updates, 2);
    }

    void hiddenViewUpdatesWhenShown()
    {
        QWidget view;
        int updates = 0;
        rb::ViewUpdater updater(&view, &view, [&updates] { ++updates; });
        updater.markDirty();
        updater.markDirty();
        QVERIFY(updater.waitUntilIdle(5000));
        QCOMPARE(updates, 0); // hidden: the view stays dirty
        QVERIFY(updater.isDirty());
        view.show();
        QVERIFY(QTest::qWaitFor([&updates] { return updates == 1; }, 5000));
        QVERIFY(updater.waitUntilIdle(5000));
        QCOMPARE(updates, 1);
        QVERIFY(!updater.isDirty());
    }

    void staleWorkerResultIsDropped()
    {
        QSemaphore firstMayFinish;
        std::atomic<int> started{0};
        QList<int> shown; // the requests whose results were delivered
        int request = 0;
        rb::ViewUpdater *updater = nullptr;
        rb::ViewUpdater u(nullptr, nullptr, [&] {
            const int mine = ++request;
            updater->runInBackground<int>(
                [&firstMayFinish, &started, mine] {
                    ++started;
                    if (mine == 1)
                        firstMayFinish.acquire(); // the first request is slow
                    return mine;
                },
                [&shown](int result) { shown << result; });
        });
        updater = &u;
        u.markDirty();
        QVERIFY(QTest::qWaitFor([&started] { return started == 1; }, 5000));
        // The user changes something while the first result is being computed.
        u.markDirty();
        QVERIFY(QTest::qWaitFor([&shown] { return !shown.isEmpty(); }, 5000));
        QCOMPARE(shown, QList<int>{2});
        // Now the stale first result arrives: it must not replace the current one.
        firstMayFinish.release();
        QVERIFY(u.waitUntilIdle(5000));
        QCOMPARE(shown, QList<int>{2});
        QCOMPARE(u.droppedResults(), 1);
        QCOMPARE(request, 2);
    }

    void updateNowInvalidatesRunningWork()
    {
        QSemaphore mayFinish;
        QList<quint64> shown;
        rb::ViewUpdater *updater = nullptr;
        bool slow = true;
        rb::ViewUpdater u(nullptr, nullptr, [&] {
            const bool thisIsSlow = slow;
            slow = false;
            const quint64 generation = updater->generation();
            updater->runInBackground<quint64>(
                [&mayFinish, thisIsSlow, generation] {
                    if (thisIsSlow)
                        mayFinish.acquire();
                    return generation;
                },
                [&shown](quint64 g) { shown << g; });
        });
        updater = &u;
        u.updateNow();
        const quint64 first = u.generation();
        u.updateNow();
        QVERIFY(u.generation() > first);
        mayFinish.release();
        QVERIFY(u.waitUntilIdle(5000));
        QCOMPARE(shown, QList<quint64>{u.generation()});
    }
};

QTEST_MAIN(TestViewUpdater)
#include "tst_view_updater.moc"
