// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/explain_result.h"

#include <QJsonArray>

#include <algorithm>

namespace rb {
namespace {

ExplainResult::Spread spreadOf(std::vector<qint64> v)
{
    ExplainResult::Spread s;
    if (v.empty())
        return s;
    std::sort(v.begin(), v.end());
    s.min = v.front();
    s.max = v.back();
    const std::size_t n = v.size();
    s.median = n % 2 ? double(v[n / 2]) : (double(v[n / 2 - 1]) + double(v[n / 2])) / 2.0;
    return s;
}

} // namespace

QStringList ExplainResult::layerOrder()
{
    return {QStringLiteral("kernel"), QStringLiteral("adapter"), QStringLiteral("harness"),
            QStringLiteral("port"),   QStringLiteral("libc"),    QStringLiteral("unknown")};
}

QString ExplainResult::layerTitle(const QString &layer)
{
    if (layer == QLatin1String("kernel"))
        return tr("kernel");
    if (layer == QLatin1String("adapter"))
        return tr("adapter");
    if (layer == QLatin1String("harness"))
        return tr("harness");
    if (layer == QLatin1String("port"))
        return tr("port");
    if (layer == QLatin1String("libc"))
        return tr("C library");
    return tr("unknown");
}

QString ExplainResult::cyclesLabel()
{
    return tr("estimated cycles (model)");
}

std::vector<ExplainedWindow> ExplainResult::makeWindows(const TraceSymbolMap &map,
                                                        const std::vector<WindowCost> &costs,
                                                        const std::vector<qint64> &samples)
{
    std::vector<ExplainedWindow> out;
    for (std::size_t i = 0; i < costs.size(); ++i) {
        ExplainedWindow w;
        w.index = int(i);
        w.sample = i < samples.size() ? samples[i] : -1;
        w.total = costs[i].total;
        w.cycles = costs[i].cycles;
        for (const auto &[index, cost] : costs[i].functions) {
            ExplainedFunction f;
            if (index >= 0) {
                const TraceFunction &tf = map.function(index);
                f.name = tf.name;
                f.file = tf.file;
                f.layer = tf.layer;
            } else {
                f.name = QStringLiteral("?");
                f.layer = QStringLiteral("unknown");
            }
            f.instructions = cost.instructions;
            f.calls = cost.calls;
            f.cycles = cost.cycles;
            w.layers[f.layer] += f.instructions;
            if (costs[i].cycles != 0)
                w.layerCycles[f.layer] += f.cycles;
            w.functions.push_back(f);
        }
        std::stable_sort(w.functions.begin(), w.functions.end(),
                         [](const ExplainedFunction &a, const ExplainedFunction &b) {
                             return a.instructions > b.instructions;
                         });
        out.push_back(std::move(w));
    }
    return out;
}

QString ExplainResult::sumMismatch() const
{
    QStringList bad;
    for (const ExplainedWindow &w : windows) {
        if (cycleSamples && w.cycles != w.sample)
            bad << tr("window %1: %2 estimated cycles (model) attributed, raw sample %3")
                       .arg(w.index + 1)
                       .arg(w.cycles)
                       .arg(w.sample);
        else if (!cycleSamples && w.total != w.sample)
            bad << tr("window %1: %2 instructions attributed, raw sample %3")
                       .arg(w.index + 1)
                       .arg(w.total)
                       .arg(w.sample);
    }
    return bad.join(QStringLiteral("; "));
}

QMap<QString, ExplainResult::Spread> ExplainResult::layerSpread(bool cycles) const
{
    QMap<QString, Spread> out;
    for (const QString &layer : layerOrder()) {
        std::vector<qint64> v;
        bool any = false;
        for (const ExplainedWindow &w : windows) {
            const QMap<QString, qint64> &of = cycles ? w.layerCycles : w.layers;
            v.push_back(of.value(layer, 0));
            any = any || of.contains(layer);
        }
        if (any)
            out.insert(layer, spreadOf(v));
    }
    return out;
}

ExplainResult::Spread ExplainResult::totalSpread(bool cycles) const
{
    std::vector<qint64> v;
    for (const ExplainedWindow &w : windows)
        v.push_back(cycles ? w.cycles : w.total);
    return spreadOf(v);
}

QJsonObject ExplainResult::toJson() const
{
    QJsonObject o;
    o.insert("run_id", runId);
    o.insert("metric", metric);
    o.insert("unit", QStringLiteral("emulated instructions"));
    // What the run's samples (each window's "sample") are in.
    o.insert("sample_unit", cycleSamples ? QStringLiteral("estimated cycles (model)")
                                         : QStringLiteral("emulated instructions"));
    o.insert("elf", elfPath);
    o.insert("elf_sha256", elfSha256);
    o.insert("debug_info", debugInfo);
    o.insert("traced_instructions", tracedInstructions);
    o.insert("seconds", seconds);
    if (hasCycles())
        o.insert("cycle_model", QJsonObject{{"version", cycleModel},
                                            {"target", cycleTarget},
                                            {"unit", QStringLiteral("estimated cycles (model)")},
                                            {"unknown_code", unknownCode}});
    QJsonArray ws;
    for (const ExplainedWindow &w : windows) {
        QJsonObject wo;
        wo.insert("index", w.index);
        wo.insert("sample", w.sample);
        wo.insert("total", w.total);
        if (hasCycles())
            wo.insert("estimated_cycles", w.cycles);
        QJsonObject layers;
        for (auto it = w.layers.begin(); it != w.layers.end(); ++it)
            layers.insert(it.key(), it.value());
        wo.insert("layers", layers);
        if (hasCycles()) {
            QJsonObject lc;
            for (auto it = w.layerCycles.begin(); it != w.layerCycles.end(); ++it)
                lc.insert(it.key(), it.value());
            wo.insert("layer_estimated_cycles", lc);
        }
        QJsonArray fs;
        for (const ExplainedFunction &f : w.functions) {
            QJsonObject fo{{"name", f.name},
                           {"file", f.file},
                           {"layer", f.layer},
                           {"instructions", f.instructions},
                           {"calls", f.calls}};
            if (hasCycles())
                fo.insert("estimated_cycles", f.cycles);
            fs.append(fo);
        }
        wo.insert("functions", fs);
        ws.append(wo);
    }
    o.insert("windows", ws);
    o.insert("spread", spreadJson(false));
    if (hasCycles())
        o.insert("spread_estimated_cycles", spreadJson(true));
    return o;
}

QJsonObject ExplainResult::spreadJson(bool cycles) const
{
    QJsonObject spread;
    const auto ls = layerSpread(cycles);
    for (auto it = ls.begin(); it != ls.end(); ++it)
        spread.insert(it.key(),
                      QJsonObject{{"min", it->min}, {"median", it->median}, {"max", it->max}});
    const Spread t = totalSpread(cycles);
    spread.insert("total", QJsonObject{{"min", t.min}, {"median", t.median}, {"max", t.max}});
    return spread;
}

ExplainResult ExplainResult::fromJson(const QJsonObject &o)
{
    ExplainResult r;
    r.runId = o.value("run_id").toInteger();
    r.metric = o.value("metric").toString();
    r.elfPath = o.value("elf").toString();
    r.elfSha256 = o.value("elf_sha256").toString();
    r.debugInfo = o.value("debug_info").toBool(true);
    r.tracedInstructions = o.value("traced_instructions").toInteger();
    r.seconds = o.value("seconds").toDouble();
    const QJsonObject model = o.value("cycle_model").toObject();
    r.cycleModel = model.value("version").toString();
    r.cycleTarget = model.value("target").toString();
    r.unknownCode = model.value("unknown_code").toInteger();
    r.cycleSamples = o.value("sample_unit").toString() == QLatin1String("estimated cycles (model)");
    for (const QJsonValue &wv : o.value("windows").toArray()) {
        const QJsonObject wo = wv.toObject();
        ExplainedWindow w;
        w.index = wo.value("index").toInt();
        w.sample = wo.value("sample").toInteger();
        w.total = wo.value("total").toInteger();
        w.cycles = wo.value("estimated_cycles").toInteger();
        const QJsonObject layers = wo.value("layers").toObject();
        for (auto it = layers.begin(); it != layers.end(); ++it)
            w.layers.insert(it.key(), it.value().toInteger());
        const QJsonObject lc = wo.value("layer_estimated_cycles").toObject();
        for (auto it = lc.begin(); it != lc.end(); ++it)
            w.layerCycles.insert(it.key(), it.value().toInteger());
        for (const QJsonValue &fv : wo.value("functions").toArray()) {
            const QJsonObject fo = fv.toObject();
            w.functions.push_back(
                {fo.value("name").toString(), fo.value("file").toString(),
                 fo.value("layer").toString(), fo.value("instructions").toInteger(),
                 fo.value("calls").toInteger(), fo.value("estimated_cycles").toInteger()});
        }
        r.windows.push_back(std::move(w));
    }
    return r;
}

} // namespace rb
