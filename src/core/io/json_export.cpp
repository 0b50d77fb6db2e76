// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/json_export.h"

#include "store/run_store.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace rb::JsonExport {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::JsonExport)
};

QJsonValue str(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

template <typename T> QJsonValue opt(const std::optional<T> &v)
{
    return v ? QJsonValue(static_cast<qint64>(*v)) : QJsonValue(QJsonValue::Null);
}

QJsonValue time(const QDateTime &t)
{
    return t.isValid() ? QJsonValue(t.toUTC().toString(Qt::ISODateWithMs))
                       : QJsonValue(QJsonValue::Null);
}

// An exact integer from JSON: integers are kept exactly by Qt's parser; an integral double
// within range is accepted too. Anything else fails.
bool toInt64(const QJsonValue &v, qint64 *out)
{
    if (!v.isDouble())
        return false;
    const QVariant var = v.toVariant();
    if (var.typeId() == QMetaType::LongLong || var.typeId() == QMetaType::Int) {
        *out = var.toLongLong();
        return true;
    }
    const double d = v.toDouble();
    if (std::isfinite(d) && std::trunc(d) == d && std::fabs(d) < 9.2e18) {
        *out = static_cast<qint64>(d);
        return true;
    }
    return false;
}

template <typename T>
bool optFrom(const QJsonObject &o, const char *key, std::optional<T> *out, QString *error)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isNull() || v.isUndefined()) {
        out->reset();
        return true;
    }
    qint64 i = 0;
    if (!toInt64(v, &i)) {
        if (error)
            *error = Tr::tr("'%1' is not an integer").arg(QLatin1String(key));
        return false;
    }
    *out = static_cast<T>(i);
    return true;
}

QDateTime timeFrom(const QJsonValue &v)
{
    if (!v.isString())
        return {};
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    return t.isValid() ? t.toUTC() : QDateTime();
}

QMap<QString, QString> stringMap(const QJsonValue &v)
{
    QMap<QString, QString> m;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        m.insert(it.key(),
                 it.value().isString() ? it.value().toString() : it.value().toVariant().toString());
    return m;
}

QJsonObject stringMapJson(const QMap<QString, QString> &m)
{
    QJsonObject o;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QJsonObject caseToJson(const CaseResult &c)
{
    QJsonObject o;
    o.insert("metric", c.metric);
    o.insert("unit", c.unit);
    o.insert("status", c.status);
    o.insert("iterations", opt(c.iterations));
    o.insert("warmup", opt(c.warmup));
    o.insert("cold_sample", opt(c.coldSample));
    o.insert("overhead", opt(c.overhead));
    o.insert("switches", opt(c.switches));
    QJsonObject checks;
    for (auto it = c.checks.cbegin(); it != c.checks.cend(); ++it)
        checks.insert(it.key(), it.value());
    o.insert("checks", checks);
    o.insert("sample_count", static_cast<qint64>(c.samples.size()));
    QJsonArray samples;
    for (qint64 s : c.samples)
        samples.append(s);
    o.insert("samples", samples);
    const QJsonDocument summary = QJsonDocument::fromJson(c.summaryJson.toUtf8());
    o.insert("summary",
             summary.isObject() ? QJsonValue(summary.object()) : QJsonValue(QJsonValue::Null));
    return o;
}

std::optional<CaseResult> caseFromJson(const QJsonObject &o, QString *error)
{
    CaseResult c;
    c.metric = o.value("metric").toString();
    c.unit = o.value("unit").toString();
    c.status = o.value("status").toString(QStringLiteral("ok"));
    if (c.metric.isEmpty()) {
        if (error)
            *error = Tr::tr("a case has no metric");
        return std::nullopt;
    }
    if (!optFrom(o, "iterations", &c.iterations, error) ||
        !optFrom(o, "warmup", &c.warmup, error) ||
        !optFrom(o, "cold_sample", &c.coldSample, error) ||
        !optFrom(o, "overhead", &c.overhead, error) || !optFrom(o, "switches", &c.switches, error))
        return std::nullopt;
    const QJsonObject checks = o.value("checks").toObject();
    for (auto it = checks.begin(); it != checks.end(); ++it) {
        qint64 v = 0;
        if (!toInt64(it.value(), &v)) {
            if (error)
                *error = Tr::tr("check '%1' is not an integer").arg(it.key());
            return std::nullopt;
        }
        c.checks.insert(it.key(), v);
    }
    const QJsonArray samples = o.value("samples").toArray();
    c.samples.reserve(static_cast<size_t>(samples.size()));
    for (const QJsonValue &v : samples) {
        qint64 s = 0;
        if (!toInt64(v, &s)) {
            if (error)
                *error = Tr::tr("case %1: a sample is not an integer").arg(c.metric);
            return std::nullopt;
        }
        c.samples.push_back(s);
    }
    c.sampleCount = static_cast<qint64>(c.samples.size());
    const QJsonValue summary = o.value("summary");
    if (summary.isObject())
        c.summaryJson =
            QString::fromUtf8(QJsonDocument(summary.toObject()).toJson(QJsonDocument::Compact));
    return c;
}

} // namespace

QJsonObject runToJson(const Run &run)
{
    QJsonObject o;
    o.insert("id", run.id);
    o.insert("configuration", run.config.toJson());
    o.insert("configuration_hash", run.config.hash());
    o.insert("source", run.source);
    o.insert("started_at", time(run.startedAt));
    o.insert("finished_at", time(run.finishedAt));
    o.insert("status", runStatusName(run.status));
    o.insert("status_reason", run.statusReason);
    o.insert("firmware_sha256", str(run.firmwareSha256));
    QJsonObject fp;
    fp.insert("text", opt(run.footprint.text));
    fp.insert("rodata", opt(run.footprint.rodata));
    fp.insert("data", opt(run.footprint.data));
    fp.insert("bss", opt(run.footprint.bss));
    o.insert("footprint", fp);
    o.insert("tool_versions", stringMapJson(run.toolVersions));
    o.insert("raw_log_base64", run.rawLog.isNull()
                                   ? QJsonValue(QJsonValue::Null)
                                   : QJsonValue(QString::fromLatin1(run.rawLog.toBase64())));
    o.insert("notes", run.notes);
    o.insert("tags", QJsonArray::fromStringList(run.tags));
    o.insert("experiment", run.experiment);
    o.insert("workbench_version", str(run.workbenchVersion));
    if (run.kernelTree.isKnown()) {
        QJsonObject kt;
        kt.insert("path", str(run.kernelTree.path));
        kt.insert("commit", str(run.kernelTree.commit));
        kt.insert("digest", str(run.kernelTree.digest));
        kt.insert("files", run.kernelTree.files);
        o.insert("kernel_tree", kt);
    } else {
        o.insert("kernel_tree", QJsonValue(QJsonValue::Null));
    }
    QJsonArray cases;
    for (const CaseResult &c : run.cases)
        cases.append(caseToJson(c));
    o.insert("cases", cases);
    return o;
}

std::optional<Run> runFromJson(const QJsonObject &o, QString *error)
{
    Run run;
    if (!o.value("configuration").isObject()) {
        if (error)
            *error = Tr::tr("a run has no configuration object");
        return std::nullopt;
    }
    run.config = Configuration::fromJson(o.value("configuration").toObject());
    run.source = o.value("source").toString(QStringLiteral("measured"));
    run.startedAt = timeFrom(o.value("started_at"));
    run.finishedAt = timeFrom(o.value("finished_at"));
    const auto status = runStatusFromName(o.value("status").toString());
    if (!status) {
        if (error)
            *error = Tr::tr("unknown run status '%1'").arg(o.value("status").toString());
        return std::nullopt;
    }
    run.status = *status;
    run.statusReason = o.value("status_reason").toString();
    run.firmwareSha256 = o.value("firmware_sha256").toString();
    const QJsonObject fp = o.value("footprint").toObject();
    if (!optFrom(fp, "text", &run.footprint.text, error) ||
        !optFrom(fp, "rodata", &run.footprint.rodata, error) ||
        !optFrom(fp, "data", &run.footprint.data, error) ||
        !optFrom(fp, "bss", &run.footprint.bss, error))
        return std::nullopt;
    run.toolVersions = stringMap(o.value("tool_versions"));
    const QJsonValue log = o.value("raw_log_base64");
    if (log.isString()) {
        auto decoded = QByteArray::fromBase64Encoding(log.toString().toLatin1(),
                                                      QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded) {
            if (error)
                *error = Tr::tr("raw_log_base64 is not valid base64");
            return std::nullopt;
        }
        run.rawLog = *decoded;
        if (run.rawLog.isNull())
            run.rawLog = QByteArray("");
    }
    run.notes = o.value("notes").toString();
    for (const QJsonValue &t : o.value("tags").toArray())
        run.tags << t.toString();
    run.experiment = o.value("experiment").toString();
    run.workbenchVersion = o.value("workbench_version").toString();
    const QJsonObject kt = o.value("kernel_tree").toObject();
    run.kernelTree.path = kt.value("path").toString();
    run.kernelTree.commit = kt.value("commit").toString();
    run.kernelTree.digest = kt.value("digest").toString();
    run.kernelTree.files = kt.value("files").toInt();
    for (const QJsonValue &c : o.value("cases").toArray()) {
        auto cr = caseFromJson(c.toObject(), error);
        if (!cr)
            return std::nullopt;
        run.cases.push_back(std::move(*cr));
    }
    return run;
}

QByteArray exportDocument(const std::vector<Run> &runs, const QDateTime &exportedAt)
{
    QJsonObject doc;
    doc.insert("format", QLatin1String(kFormat));
    doc.insert("version", kVersion);
    doc.insert("exported_at", exportedAt.toUTC().toString(Qt::ISODateWithMs));
    doc.insert("generator", QStringLiteral("rtosbench " RTOSBENCH_VERSION));
    QJsonArray arr;
    for (const Run &r : runs)
        arr.append(runToJson(r));
    doc.insert("runs", arr);
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

std::optional<std::vector<Run>> parseDocument(const QByteArray &json, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error =
                pe.error != QJsonParseError::NoError
                    ? Tr::tr("not valid JSON (offset %1: %2)").arg(pe.offset).arg(pe.errorString())
                    : Tr::tr("not an rtosbench export (no top-level object)");
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    if (o.value("format").toString() != QLatin1String(kFormat)) {
        if (error)
            *error = Tr::tr("not an rtosbench export (format is '%1', expected '%2')")
                         .arg(o.value("format").toString(), QLatin1String(kFormat));
        return std::nullopt;
    }
    const int version = o.value("version").toInt(-1);
    if (version < 1 || version > kVersion) {
        if (error)
            *error = Tr::tr("export version %1 is not supported by this rtosbench (version %2)")
                         .arg(version)
                         .arg(kVersion);
        return std::nullopt;
    }
    if (!o.value("runs").isArray()) {
        if (error)
            *error = Tr::tr("the export has no runs array");
        return std::nullopt;
    }
    std::vector<Run> runs;
    const QJsonArray arr = o.value("runs").toArray();
    for (qsizetype i = 0; i < arr.size(); ++i) {
        QString err;
        auto r = runFromJson(arr.at(i).toObject(), &err);
        if (!r) {
            if (error)
                *error = Tr::tr("run %1 of the export: %2").arg(i + 1).arg(err);
            return std::nullopt;
        }
        runs.push_back(std::move(*r));
    }
    return runs;
}

std::optional<std::vector<qint64>> importDocument(RunStore &store, const QByteArray &json,
                                                  QString *error)
{
    auto runs = parseDocument(json, error);
    if (!runs)
        return std::nullopt;
    if (!store.saveRuns(*runs, error))
        return std::nullopt;
    std::vector<qint64> ids;
    for (const Run &r : *runs)
        ids.push_back(r.id);
    return ids;
}

} // namespace rb::JsonExport
