// SPDX-License-Identifier: GPL-3.0-or-later
// Kernel colours: every kernel rtosbench measures has its own colour, and a kernel keeps it
// whether it comes from our runs (catalogue id) or an imported published table (its name).
#include "gui/plot_style.h"
#include "kernels/kernel_catalogue.h"

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
};

QTEST_GUILESS_MAIN(TstPlotStyle)
#include "tst_plot_style.moc"
