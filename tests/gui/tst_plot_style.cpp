// SPDX-License-Identifier: GPL-3.0-or-later
// Kernel colours: every kernel rtosbench measures has its own colour, and a kernel keeps it
// whether it comes from our runs (catalogue id) or an imported published table (its name).
#include "core/analysis/series.h"
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
    // Issue 33: the colours come from the catalogue's palette slots and are the ones the
    // hard-coded list gave (a chart or a PDF of before looks the same).
    void paletteSlotsAsBefore()
    {
        const QList<QPair<const char *, QColor>> expected{
            {"freertos", QColor(0, 114, 178)},       {"threadx", QColor(230, 159, 0)},
            {"RT-Thread", QColor(0, 158, 115)},      {"rtthread-nano", QColor(204, 121, 167)},
            {"Zephyr", QColor(86, 180, 233)},        {"ucos3", QColor(213, 94, 0)},
            {"LiteOS-M", QColor(120, 94, 240)},      {"LiteOS", QColor(120, 94, 240)},
            {"tencentos-tiny", QColor(100, 143, 0)}, {"bare-metal", QColor(160, 160, 160)},
            {"posix", QColor(140, 86, 75)},          {"rtx5", QColor(23, 150, 160)}};
        for (const auto &[name, colour] : expected)
            QVERIFY2(plotstyle::kernelColor(QString::fromUtf8(name)) == colour, name);
    }
    // One canonicaliser (core's canonicalKernel, KernelCatalogue::canonicalId): every name the
    // catalogue gives a kernel (id, display name, aliases) has the kernel's colour and folds to
    // its id in core, so a chart and a ranking agree on which names are one kernel.
    void coloursFollowTheCanonicaliser()
    {
        const KernelCatalogue &c = KernelCatalogue::builtIn();
        std::vector<KernelInfo> all = c.kernels();
        all.insert(all.end(), c.otherKernels().begin(), c.otherKernels().end());
        int names = 0;
        for (const KernelInfo &k : all) {
            for (const QString &n : QStringList{k.id, k.name, k.name.toUpper()} + k.aliases) {
                QVERIFY2(canonicalKernel(n) == k.id, qPrintable(n + " -> " + canonicalKernel(n)));
                QVERIFY2(plotstyle::kernelColor(n) == plotstyle::kernelColor(k.id), qPrintable(n));
                ++names;
            }
        }
        QVERIFY(names > 30);
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
