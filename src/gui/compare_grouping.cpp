// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/compare_grouping.h"

#include "core/analysis/comparison.h"
#include "core/analysis/series.h"
#include "core/analysis/varied_condition.h"
#include "gui/condition_text.h"
#include "report/plot_style.h"

#include <QCoreApplication>
#include <QMap>

#include <algorithm>

namespace rb {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::CompareView)
};
} // namespace

QColor configurationColor(int index, int alpha)
{
    // Blue, orange, teal, purple, olive, brown: apart from each other at a glance.
    static const QColor colors[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
                                    QColor(0x17, 0xbe, 0xcf), QColor(0x94, 0x67, 0xbd),
                                    QColor(0xbc, 0xbd, 0x22), QColor(0x8c, 0x56, 0x4b)};
    QColor c = colors[size_t(index) % std::size(colors)];
    c.setAlpha(alpha);
    return c;
}

CompareLayout layoutCompareItems(const std::vector<CompareItem> &items, CompareGrouping grouping)
{
    CompareLayout out;
    std::vector<Configuration> configs;
    for (const CompareItem &item : items)
        for (const Configuration &c : item.configs)
            configs.push_back(c);
    out.condition = findVariedCondition(configs).key;
    // Each item's kernel and configuration (a pooled item spanning several: "all").
    QStringList kernels, values, itemKernel, itemValue;
    QMap<QString, QString> valueLabel;
    for (const CompareItem &item : items) {
        const QString kernel = item.kernel.isEmpty() ? Tr::tr("unknown") : item.kernel;
        QString value, label;
        if (!out.condition.isEmpty() && !item.configs.isEmpty()) {
            value = conditionValue(item.configs.front(), out.condition);
            label = value.isEmpty() ? Tr::tr("unknown")
                                    : conditionDisplayValue(item.configs.front(), out.condition);
            for (const Configuration &c : item.configs)
                if (conditionValue(c, out.condition) != value)
                    value = label = Tr::tr("all");
        }
        if (item.published)
            label = value.isEmpty() ? Tr::tr("published") : Tr::tr("%1 published").arg(label);
        value = (item.published ? QStringLiteral("~pub:") : QString()) + value;
        itemKernel << kernel;
        itemValue << value;
        valueLabel.insert(value, label);
        if (!kernels.contains(kernel))
            kernels << kernel;
        if (!values.contains(value))
            values << value;
    }
    // Measured configurations in the order of the rest of the workbench (the Rank shift view,
    // `ranks`, the report: orderedConditionValues, the experiment's own order when every run is
    // of one experiment), published ones after them; a pooled "all" last.
    QStringList measured, published;
    for (const QString &v : std::as_const(values))
        (v.startsWith(QLatin1String("~pub:")) ? published : measured) << v;
    sortConditionValues(measured);
    if (!out.condition.isEmpty()) {
        std::vector<Series> runs; // what the order needs of each run: id, experiment, conditions
        for (const CompareItem &item : items)
            for (qsizetype r = 0; !item.published && r < item.runIds.size(); ++r) {
                Series s;
                s.runId = item.runIds[r];
                s.experiment = item.experiments.value(r);
                s.config = item.configs.value(r);
                runs.push_back(std::move(s));
            }
        const QStringList planned = orderedConditionValues(runs, out.condition);
        const auto rank = [&planned](const QString &v) {
            const qsizetype i = planned.indexOf(v);
            return i < 0 ? planned.size() : i;
        };
        std::stable_sort(measured.begin(), measured.end(),
                         [&](const QString &a, const QString &b) { return rank(a) < rank(b); });
    }
    values = measured + published;
    // Kernels by name within a group, whatever order the runs were checked in.
    std::stable_sort(kernels.begin(), kernels.end(), [](const QString &a, const QString &b) {
        return a.compare(b, Qt::CaseInsensitive) < 0;
    });
    const auto kernelColor = plotstyle::kernelColors(kernels);

    for (size_t i = 0; i < items.size(); ++i)
        out.order.push_back(i);
    if (grouping != CompareGrouping::None) {
        const bool byKernel = grouping == CompareGrouping::ByKernel;
        std::stable_sort(out.order.begin(), out.order.end(), [&](size_t a, size_t b) {
            const auto ka = kernels.indexOf(itemKernel[int(a)]);
            const auto kb = kernels.indexOf(itemKernel[int(b)]);
            const auto va = values.indexOf(itemValue[int(a)]);
            const auto vb = values.indexOf(itemValue[int(b)]);
            return byKernel ? std::tie(ka, va) < std::tie(kb, vb)
                            : std::tie(va, ka) < std::tie(vb, kb);
        });
    }
    double x = 0;
    QString lastGroup;
    for (size_t n = 0; n < out.order.size(); ++n) {
        const int i = int(out.order[n]);
        const CompareItem &item = items[size_t(i)];
        const QString vLabel = valueLabel.value(itemValue[i]);
        QString group;
        if (grouping == CompareGrouping::ByKernel)
            group = itemKernel[i];
        else if (grouping == CompareGrouping::ByConfiguration)
            group = vLabel.isEmpty() ? Tr::tr("all runs") : vLabel;
        const bool newGroup = grouping != CompareGrouping::None && (n == 0 || group != lastGroup);
        x += (newGroup && n > 0) ? 1.6 : 1.0;
        if (newGroup) {
            out.groups << group;
            out.groupLeft.push_back(x - 0.5);
            out.groupRight.push_back(x + 0.5);
        } else if (!out.groups.isEmpty()) {
            out.groupRight.back() = x + 0.5;
        }
        lastGroup = group;
        out.x.push_back(x);
        if (grouping == CompareGrouping::ByKernel) {
            const int vi = int(measured.indexOf(itemValue[i]));
            out.color.push_back(vi >= 0 ? configurationColor(vi) : plotstyle::publishedColor());
            out.colorNames << (vLabel.isEmpty() ? Tr::tr("all runs") : vLabel);
            out.tickLabels << (vLabel.isEmpty() ? item.label : vLabel);
        } else {
            out.color.push_back(kernelColor.value(itemKernel[i]));
            out.colorNames << itemKernel[i];
            out.tickLabels << (grouping == CompareGrouping::ByConfiguration ? itemKernel[i]
                                                                            : item.label);
        }
    }
    for (size_t g = 0; g < out.groupLeft.size(); ++g)
        out.groupCenter.push_back((out.groupLeft[g] + out.groupRight[g]) / 2);
    return out;
}

} // namespace rb
