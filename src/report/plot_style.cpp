// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/plot_style.h"

#include <QList>

namespace rb::plotstyle {

namespace {

// Okabe–Ito-like palette, readable for colour-blind users; extended with a few more.
const QList<QColor> &palette()
{
    static const QList<QColor> p{QColor(0, 114, 178),   QColor(230, 159, 0),  QColor(0, 158, 115),
                                 QColor(204, 121, 167), QColor(86, 180, 233), QColor(213, 94, 0),
                                 QColor(120, 94, 240),  QColor(100, 143, 0),  QColor(160, 160, 160),
                                 QColor(140, 86, 75),   QColor(23, 150, 160)};
    return p;
}

QString canonicalKey(const QString &kernel)
{
    QString key = kernel.toLower().trimmed();
    key.replace(QStringLiteral("µc"), QStringLiteral("uc"));
    if (key == QLatin1String("bare-metal"))
        key = QStringLiteral("baremetal");
    if (key.startsWith(QLatin1String("tobudos")))
        key = QStringLiteral("tencentos tiny");
    if (key == QLatin1String("ucos-iii") || key == QLatin1String("ucos3"))
        key = QStringLiteral("uc/os-iii");
    // rtosbench's own catalogue ids name the same kernels as the published tables.
    if (key == QLatin1String("rtthread"))
        key = QStringLiteral("rt-thread");
    if (key == QLatin1String("tencentos-tiny"))
        key = QStringLiteral("tencentos tiny");
    if (key == QLatin1String("rt-thread-nano") || key == QLatin1String("rtthread-nano"))
        key = QStringLiteral("rt-thread nano");
    if (key == QLatin1String("liteos"))
        key = QStringLiteral("liteos-m");
    return key;
}

// The palette index of a known kernel, -1 for another one.
int knownIndex(const QString &kernel)
{
    static const QStringList known{QStringLiteral("freertos"),  QStringLiteral("threadx"),
                                   QStringLiteral("rt-thread"), QStringLiteral("rt-thread nano"),
                                   QStringLiteral("zephyr"),    QStringLiteral("uc/os-iii"),
                                   QStringLiteral("liteos-m"),  QStringLiteral("tencentos tiny"),
                                   QStringLiteral("baremetal"), QStringLiteral("posix"),
                                   QStringLiteral("rtx5")};
    const qsizetype i = known.indexOf(canonicalKey(kernel));
    return i < 0 ? -1 : int(i % palette().size());
}

int hashIndex(const QString &kernel)
{
    uint h = 0;
    for (QChar c : canonicalKey(kernel))
        h = h * 31 + c.unicode();
    return int(h % uint(palette().size()));
}

} // namespace

QColor kernelColor(const QString &kernel, int alpha)
{
    const int known = knownIndex(kernel);
    QColor color = palette()[known >= 0 ? known : hashIndex(kernel)];
    color.setAlpha(alpha);
    return color;
}

QMap<QString, QColor> kernelColors(const QStringList &kernels)
{
    QMap<QString, QColor> out;
    QList<int> used;
    QStringList unknown;
    for (const QString &k : kernels) {
        const int i = knownIndex(k);
        if (i >= 0) {
            out.insert(k, palette()[i]);
            used << i;
        } else if (!unknown.contains(k)) {
            unknown << k;
        }
    }
    const int n = int(palette().size());
    for (const QString &k : unknown) {
        int i = hashIndex(k);
        for (int step = 0; step < n && used.contains(i); ++step)
            i = (i + 1) % n;
        out.insert(k, palette()[i]); // more kernels than colours: the last ones share
        used << i;
    }
    return out;
}

QColor publishedColor()
{
    return QColor(140, 70, 0);
}

QPen publishedPen()
{
    QPen pen(publishedColor(), 1.8);
    pen.setStyle(Qt::DashLine);
    return pen;
}

QColor coldColor()
{
    return QColor(200, 0, 0);
}

} // namespace rb::plotstyle
