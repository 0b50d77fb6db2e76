// SPDX-License-Identifier: GPL-3.0-or-later
// Kernel colours: every kernel rtosbench measures has its own colour, and a kernel keeps it
// whether it comes from our runs (catalogue id) or an imported published table (its name).
#include "core/kernels/kernel_catalogue.h"
#include "report/plot_style.h"

#include <QSet>
#include <QTest>

using namespace rb;

class TstPlotStyle : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyKernelItsOwnColour()
    {
        QSet<QRgb> seen;
        for (const KernelInfo &k : KernelCatalogue::builtIn().kernels()) {
            if (k.kind != QLatin1String("kernel"))
                continue;
            const QRgb c = plotstyle::kernelColor(k.id).rgb();
            QVERIFY2(!seen.contains(c), qPrintable(k.id + " shares a colour"));
            seen.insert(c);
        }
        QVERIFY(seen.size() >= 9);
    }
    void idAndPublishedNameAgree()
    {
        const auto same = [](const char *a, const char *b) {
            return plotstyle::kernelColor(QString::fromUtf8(a)) ==
                   plotstyle::kernelColor(QString::fromUtf8(b));
        };
        QVERIFY(same("ucos3", "µC/OS-III"));
        QVERIFY(same("rtthread", "RT-Thread"));
        QVERIFY(same("rtthread-nano", "RT-Thread Nano"));
        QVERIFY(same("tencentos-tiny", "TencentOS tiny"));
        QVERIFY(same("threadx", "ThreadX"));
        QVERIFY(!same("rtthread", "rtthread-nano"));
    }
    // A chart's kernels are told apart even when rtosbench does not know them (the synthetic
    // 8-kernel set: kernel-a .. kernel-h), and a known kernel keeps its own colour.
    void oneChartDistinctColours()
    {
        QStringList kernels{QStringLiteral("freertos")};
        for (char c = 'a'; c <= 'h'; ++c)
            kernels << QStringLiteral("kernel-%1").arg(QLatin1Char(c));
        const QMap<QString, QColor> colours = plotstyle::kernelColors(kernels);
        QSet<QRgb> seen;
        for (const QString &k : kernels)
            seen.insert(colours.value(k).rgb());
        QCOMPARE(int(seen.size()), int(kernels.size()));
        QCOMPARE(colours.value("freertos"), plotstyle::kernelColor("freertos"));
        QCOMPARE(plotstyle::kernelColors(kernels), colours); // the same set, the same colours
    }
};

QTEST_GUILESS_MAIN(TstPlotStyle)
#include "tst_plot_style.moc"
