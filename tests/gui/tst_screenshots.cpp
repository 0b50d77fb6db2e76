// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots mode writes one non-empty 1280x800 PNG per view, on a database with runs and on a
// new one (published numbers only); the rank-shift view ranks the published numbers.
#include "core/store/run_store.h"
#include "gui/main_window.h"
#include "gui/rank_shift_view.h"
#include "gui/screenshot_runner.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"
#include "report/plot_style.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QImage>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

namespace {
// Pixels within a small distance of colour c drawn with alpha a over white (a box's fill).
int pixelsOf(const QImage &image, const QColor &c, int alpha)
{
    const auto blend = [alpha](int v) { return (v * alpha + 255 * (255 - alpha)) / 255; };
    const int r = blend(c.red()), g = blend(c.green()), b = blend(c.blue());
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = image.pixel(x, y);
            if (std::abs(qRed(p) - r) <= 6 && std::abs(qGreen(p) - g) <= 6 &&
                std::abs(qBlue(p) - b) <= 6)
                ++n;
        }
    return n;
}

int distinctColours(const QImage &image)
{
    QSet<QRgb> seen;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            seen.insert(image.pixel(x, y));
    return int(seen.size());
}
} // namespace

class TestScreenshots : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
    }

    void screenshotsOnReferenceData()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        rb::MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("new.db"))));
        rb::ScreenshotRunner runner(window);
        QString error;
        const QString out = dir.filePath(QStringLiteral("shots"));
        QVERIFY2(runner.run(out, &error), qPrintable(error));
        for (const QString &name : rb::ScreenshotRunner::fileNames()) {
            const QFileInfo info(out + QLatin1Char('/') + name);
            QVERIFY2(info.exists() && info.size() > 1000, qPrintable(name));
            const QImage image(info.filePath());
            QVERIFY(!image.isNull());
            if (name != QLatin1String("settings.png") &&
                name != QLatin1String("new_experiment.png")) // dialogs: their own size
                QCOMPARE(image.size(), QSize(1280, 800));
        }
        // The rank-shift view ranked the GD32F103 published numbers across metrics.
        const auto result = rb::parts::rankShiftView(window)->result();
        QVERIFY(result);
        QVERIFY(result->groups.size() >= 2);
        QVERIFY(result->groups.front().entries.size() >= 2);
    }

    void screenshotsWithRuns()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("runs.db"));
        {
            rb::RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            const QStringList kernels{"freertos", "threadx", "zephyr"};
            std::mt19937 rng(5);
            std::uniform_int_distribution<int> noise(0, 30);
            // Two optimisation levels, so that Overview's two modes differ.
            for (int i = 0; i < 2 * kernels.size(); ++i) {
                rb::Run run;
                run.config.board = QStringLiteral("qemu");
                run.config.kernel = kernels[i % 3];
                run.config.clockHz = 72000000;
                run.config.timerHz = 72000000;
                run.config.timingMethod = QStringLiteral("dwt");
                run.config.optLevel = i < 3 ? QStringLiteral("-Os") : QStringLiteral("-O0");
                run.status = rb::RunStatus::Complete;
                run.startedAt = QDateTime::currentDateTimeUtc();
                for (const QString &metric :
                     {QStringLiteral("yield_round_trip"), QStringLiteral("sem_ping_pong")}) {
                    rb::CaseResult c;
                    c.metric = metric;
                    c.unit = QStringLiteral("cycles");
                    c.coldSample = 900;
                    for (int k = 0; k < 1000; ++k)
                        c.samples.push_back(200 + 60 * (i % 3) + (i < 3 ? 0 : 90) + noise(rng));
                    c.sampleCount = qint64(c.samples.size());
                    run.cases.push_back(c);
                }
                QVERIFY2(store.saveRun(run, &error), qPrintable(error));
            }
        }
        rb::MainWindow window;
        QVERIFY(window.openDatabase(path));
        rb::ScreenshotRunner runner(window);
        QString error;
        const QString out = dir.filePath(QStringLiteral("shots"));
        QVERIFY2(runner.run(out, &error), qPrintable(error));
        // Each picture shows something of its own (issue 13: the test only checked sizes): not
        // a blank or single-colour image, and no two views the same picture.
        QSet<QByteArray> digests;
        for (const QString &name : rb::ScreenshotRunner::fileNames()) {
            const QString file = out + QLatin1Char('/') + name;
            QVERIFY2(QFileInfo(file).size() > 1000, qPrintable(name));
            const QImage image(file);
            QVERIFY2(distinctColours(image) > 20, qPrintable(name));
            QByteArray bits(reinterpret_cast<const char *>(image.constBits()),
                            qsizetype(image.sizeInBytes()));
            const QByteArray digest = QCryptographicHash::hash(bits, QCryptographicHash::Sha256);
            // main.png is the window as it opens, on Compare: the same picture as compare.png.
            if (name == QLatin1String("main.png"))
                continue;
            QVERIFY2(!digests.contains(digest), qPrintable(name + " repeats another view"));
            digests.insert(digest);
        }
        QCOMPARE(rb::parts::state(window)->selectedRuns().size(), 6);
        // Compare's picture holds a box of each kernel's colour, so the runs were drawn.
        const QImage compare(out + QStringLiteral("/compare.png"));
        for (const QString &kernel :
             {QStringLiteral("freertos"), QStringLiteral("threadx"), QStringLiteral("zephyr")}) {
            const QColor c = rb::plotstyle::kernelColor(kernel);
            const int n = std::max(pixelsOf(compare, c, 90), pixelsOf(compare, c, 150));
            QVERIFY2(n > 100,
                     qPrintable(QStringLiteral("%1: %2 pixels of its colour").arg(kernel).arg(n)));
        }
    }
};

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
