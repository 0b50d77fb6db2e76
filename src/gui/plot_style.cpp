// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/plot_style.h"

#include <QList>

namespace rb::plotstyle {

QColor kernelColor(const QString &kernel, int alpha)
{
    // Okabe–Ito-like palette, readable for colour-blind users; extended with a few more.
    static const QList<QColor> palette{
        QColor(0, 114, 178),   QColor(230, 159, 0), QColor(0, 158, 115),  QColor(204, 121, 167),
        QColor(86, 180, 233),  QColor(213, 94, 0),  QColor(120, 94, 240), QColor(100, 143, 0),
        QColor(160, 160, 160), QColor(140, 86, 75), QColor(23, 150, 160)};
    static const QStringList known{QStringLiteral("freertos"),  QStringLiteral("threadx"),
                                   QStringLiteral("rt-thread"), QStringLiteral("rt-thread nano"),
                                   QStringLiteral("zephyr"),    QStringLiteral("uc/os-iii"),
                                   QStringLiteral("liteos-m"),  QStringLiteral("tencentos tiny"),
                                   QStringLiteral("baremetal"), QStringLiteral("posix"),
                                   QStringLiteral("rtx5")};
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
    if (const qsizetype i = known.indexOf(key); i >= 0) {
        QColor color = palette[int(i % palette.size())];
        color.setAlpha(alpha);
        return color;
    }
    uint h = 0;
    for (QChar c : key)
        h = h * 31 + c.unicode();
    QColor color = palette[int(h % uint(palette.size()))];
    color.setAlpha(alpha);
    return color;
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
