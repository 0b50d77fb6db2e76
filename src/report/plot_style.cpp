// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/plot_style.h"

#include "core/analysis/series.h"
#include "core/kernels/kernel_catalogue.h"

#include <QList>

namespace rb::plotstyle {

namespace {

// Okabe–Ito-like palette, readable for colour-blind users; extended with a few more.
const QList<QColor> &palette()
{
    static const QList<QColor> p{QColor(0, 114, 178),   QColor(230, 159, 0),  QColor(0, 158, 115),
                                 QColor(204, 121, 167), QColor(86, 180, 233), QColor(213, 94, 0),
                                 QColor(120, 94, 240),  QColor(100, 143, 0),  QColor(160, 160, 160),
                                 QColor(140, 86, 75),   QColor(23, 150, 160), QColor(170, 51, 68),
                                 QColor(68, 119, 34)};
    return p;
}

// The palette index of a kernel the catalogue names with a palette slot (resources/kernels/
// catalogue.json "palette", by id, name or alias), -1 for another one.
int knownIndex(const QString &kernel)
{
    const KernelInfo *k = KernelCatalogue::builtIn().findByName(kernel);
    return k && k->palette >= 0 ? int(k->palette % palette().size()) : -1;
}

int hashIndex(const QString &kernel)
{
    uint h = 0;
    for (QChar c : canonicalKernel(kernel))
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
