// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/footprint_metric.h"

namespace rb {
namespace footprint {

QStringList metrics()
{
    return {QStringLiteral("footprint_text"), QStringLiteral("footprint_flash"),
            QStringLiteral("footprint_ram")};
}

bool isMetric(const QString &metric)
{
    return metrics().contains(metric);
}

QString sections(const QString &metric)
{
    if (metric == QLatin1String("footprint_text"))
        return QStringLiteral(".text");
    if (metric == QLatin1String("footprint_flash"))
        return QStringLiteral(".text + .rodata + .data");
    if (metric == QLatin1String("footprint_ram"))
        return QStringLiteral(".data + .bss");
    return QString();
}

std::optional<qint64> bytes(const Footprint &f, const QString &metric)
{
    if (!f.isKnown())
        return std::nullopt;
    const qint64 text = *f.text;
    const qint64 rodata = f.rodata.value_or(0);
    const qint64 data = f.data.value_or(0);
    const qint64 bss = f.bss.value_or(0);
    if (metric == QLatin1String("footprint_text"))
        return text;
    if (metric == QLatin1String("footprint_flash"))
        return text + rodata + data;
    if (metric == QLatin1String("footprint_ram")) {
        if (!f.data && !f.bss)
            return std::nullopt; // nothing stated about RAM
        return data + bss;
    }
    return std::nullopt;
}

} // namespace footprint

std::optional<Series> footprintSeries(const Run &run, const QString &metric)
{
    const std::optional<qint64> b = footprint::bytes(run.footprint, metric);
    if (!b)
        return std::nullopt;
    Series s;
    s.id = QStringLiteral("run:%1/%2").arg(run.id).arg(metric);
    s.runId = run.id;
    s.experiment = run.experiment;
    s.kernel = run.config.kernel;
    s.config = run.config;
    s.source = run.source;
    s.metric = metric;
    s.unit = QString::fromLatin1(footprint::kUnit);
    s.exact = true;
    s.value = double(*b);
    s.statistic = QStringLiteral("bytes (FOOT: %1)").arg(footprint::sections(metric));
    s.note = run.notes;
    return s;
}

std::vector<Series> footprintSeries(const Run &run)
{
    std::vector<Series> out;
    for (const QString &m : footprint::metrics())
        if (std::optional<Series> s = footprintSeries(run, m))
            out.push_back(std::move(*s));
    return out;
}

} // namespace rb
