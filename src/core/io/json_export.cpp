// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/json_export.h"

#include "core/io/json_field_reader.h"
#include "core/model/corrected.h"
#include "core/store/run_store.h"
#include "core/util/set_error.h"

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

template <typename T> void assign(std::optional<T> *out, const std::optional<qint64> &v)
{
    *out = v ? std::optional<T>(static_cast<T>(*v)) : std::nullopt;
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

// A time as written by the export (ISO 8601), or null/absent.
bool timeFrom(JsonFieldReader &rd, const QJsonObject &o, const QString &key, const QString &path,
              QDateTime *out)
{
    QString text;
    if (!rd.string(o, key, path, &text))
        return false;
    *out = QDateTime();
    if (text.isEmpty())
        return true;
    const QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!t.isValid())
        return rd.fail(JsonFieldReader::child(path, key),
                       Tr::tr("\"%1\" is not a date and time (ISO 8601, e.g. "
                              "2025-01-02T03:04:05.678Z)")
                           .arg(text));
    *out = t.toUTC();
    return true;
}

// The configuration object: every field of Configuration::toJson() with its type checked.
bool configurationFrom(JsonFieldReader &rd, const QJsonObject &o, const QString &path,
                       Configuration *out)
{
    for (const char *key :
         {"board", "mcu", "core", "toolchain", "toolchain_version", "cflags", "opt_level", "kernel",
          "kernel_version", "kernel_profile", "timing_method", "debugger"})
        if (!rd.string(o, QLatin1String(key), path, nullptr))
            return false;
    for (const char *key : {"clock_hz", "flash_wait_states", "timer_hz"})
        if (!rd.integer(o, QLatin1String(key), path, nullptr))
            return false;
    if (!rd.boolean(o, QStringLiteral("timer_emulated"), path) ||
        !rd.stringMap(o, QStringLiteral("kernel_config"), path) ||
        !rd.stringMap(o, QStringLiteral("extra"), path))
        return false;
    *out = Configuration::fromJson(o); // the types are right: nothing is converted
    return true;
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

std::optional<CaseResult> caseFromJson(JsonFieldReader &rd, const QJsonObject &o,
                                       const QString &path)
{
    CaseResult c;
    std::optional<qint64> v[6];
    if (!rd.string(o, QStringLiteral("metric"), path, &c.metric, true) ||
        !rd.string(o, QStringLiteral("unit"), path, &c.unit) ||
        !rd.string(o, QStringLiteral("status"), path, &c.status) ||
        !rd.integer(o, QStringLiteral("iterations"), path, &v[0]) ||
        !rd.integer(o, QStringLiteral("warmup"), path, &v[1]) ||
        !rd.integer(o, QStringLiteral("cold_sample"), path, &v[2]) ||
        !rd.integer(o, QStringLiteral("overhead"), path, &v[3]) ||
        !rd.integer(o, QStringLiteral("switches"), path, &v[4]) ||
        !rd.integer(o, QStringLiteral("sample_count"), path, &v[5]))
        return std::nullopt;
    if (c.metric.isEmpty()) {
        rd.fail(JsonFieldReader::child(path, QStringLiteral("metric")), Tr::tr("is empty"));
        return std::nullopt;
    }
    if (c.status.isEmpty())
        c.status = QStringLiteral("ok");
    if (c.status != QLatin1String("ok") && c.status != QLatin1String("fail") &&
        c.status != QLatin1String("unsupported")) {
        rd.fail(JsonFieldReader::child(path, QStringLiteral("status")),
                Tr::tr("unknown case status \"%1\" (ok, fail or unsupported)").arg(c.status));
        return std::nullopt;
    }
    assign(&c.iterations, v[0]);
    assign(&c.warmup, v[1]);
    assign(&c.coldSample, v[2]);
    assign(&c.overhead, v[3]);
    assign(&c.switches, v[4]);
    QJsonObject checks;
    if (!rd.object(o, QStringLiteral("checks"), path, &checks))
        return std::nullopt;
    for (auto it = checks.begin(); it != checks.end(); ++it) {
        qint64 value = 0;
        if (!JsonFieldReader::toInt64(it.value(), &value)) {
            rd.expected(JsonFieldReader::child(JsonFieldReader::child(path, "checks"), it.key()),
                        Tr::tr("an integer"), it.value());
            return std::nullopt;
        }
        c.checks.insert(it.key(), value);
    }
    // Samples are required (an empty array for a summary-only case): a summary without them is
    // never stored as if it had samples.
    QJsonArray samples;
    const QString samplesPath = JsonFieldReader::child(path, QStringLiteral("samples"));
    const QJsonValue raw = o.value(QStringLiteral("samples"));
    if (!raw.isArray()) {
        rd.expected(samplesPath, Tr::tr("an array of integers"), raw);
        return std::nullopt;
    }
    samples = raw.toArray();
    c.samples.reserve(static_cast<size_t>(samples.size()));
    for (qsizetype i = 0; i < samples.size(); ++i) {
        qint64 sample = 0;
        if (!JsonFieldReader::toInt64(samples.at(i), &sample)) {
            rd.expected(JsonFieldReader::item(samplesPath, i), Tr::tr("an integer sample"),
                        samples.at(i));
            return std::nullopt;
        }
        c.samples.push_back(sample);
    }
    c.sampleCount = static_cast<qint64>(c.samples.size());
    if (v[5] && *v[5] != c.sampleCount) {
        rd.fail(JsonFieldReader::child(path, QStringLiteral("sample_count")),
                Tr::tr("says %1 samples, but samples holds %2").arg(*v[5]).arg(c.sampleCount));
        return std::nullopt;
    }
    QJsonObject summary;
    if (!rd.object(o, QStringLiteral("summary"), path, &summary))
        return std::nullopt;
    // Only an imported suite's printed summary (summary_only) stands without samples; any other
    // summary is recomputed from the samples, so one over samples that are not there is refused.
    qint64 summarised = 0;
    if (c.samples.empty() && !summary.value(QStringLiteral("summary_only")).toBool() &&
        JsonFieldReader::toInt64(summary.value(QStringLiteral("n")), &summarised) &&
        summarised > 0) {
        rd.fail(JsonFieldReader::child(path, QStringLiteral("summary")),
                Tr::tr("a summary of %1 samples, but samples is empty (only an imported suite's "
                       "printed summary stands without samples)")
                    .arg(summarised));
        return std::nullopt;
    }
    if (!summary.isEmpty())
        c.summaryJson = QString::fromUtf8(QJsonDocument(summary).toJson(QJsonDocument::Compact));
    return c;
}

std::optional<Run> runAt(JsonFieldReader &rd, const QJsonObject &o, const QString &path)
{
    Run run;
    QJsonObject config;
    if (!rd.object(o, QStringLiteral("configuration"), path, &config, true) ||
        !configurationFrom(rd, config, JsonFieldReader::child(path, "configuration"), &run.config))
        return std::nullopt;
    QString status;
    if (!rd.string(o, QStringLiteral("source"), path, &run.source) ||
        !timeFrom(rd, o, QStringLiteral("started_at"), path, &run.startedAt) ||
        !timeFrom(rd, o, QStringLiteral("finished_at"), path, &run.finishedAt) ||
        !rd.string(o, QStringLiteral("status"), path, &status, true) ||
        !rd.string(o, QStringLiteral("status_reason"), path, &run.statusReason) ||
        !rd.string(o, QStringLiteral("firmware_sha256"), path, &run.firmwareSha256) ||
        !rd.string(o, QStringLiteral("notes"), path, &run.notes) ||
        !rd.string(o, QStringLiteral("experiment"), path, &run.experiment) ||
        !rd.string(o, QStringLiteral("workbench_version"), path, &run.workbenchVersion) ||
        !rd.stringMap(o, QStringLiteral("tool_versions"), path))
        return std::nullopt;
    if (run.source.isEmpty())
        run.source = QStringLiteral("measured");
    const auto st = runStatusFromName(status);
    if (!st) {
        rd.fail(JsonFieldReader::child(path, QStringLiteral("status")),
                Tr::tr("unknown run status \"%1\" (complete, incomplete or failed)").arg(status));
        return std::nullopt;
    }
    run.status = *st;
    QJsonObject fp;
    std::optional<qint64> f[4];
    const QString fpPath = JsonFieldReader::child(path, QStringLiteral("footprint"));
    if (!rd.object(o, QStringLiteral("footprint"), path, &fp) ||
        !rd.integer(fp, QStringLiteral("text"), fpPath, &f[0]) ||
        !rd.integer(fp, QStringLiteral("rodata"), fpPath, &f[1]) ||
        !rd.integer(fp, QStringLiteral("data"), fpPath, &f[2]) ||
        !rd.integer(fp, QStringLiteral("bss"), fpPath, &f[3]))
        return std::nullopt;
    run.footprint.text = f[0];
    run.footprint.rodata = f[1];
    run.footprint.data = f[2];
    run.footprint.bss = f[3];
    run.toolVersions = stringMap(o.value(QStringLiteral("tool_versions")));
    QString log;
    if (!rd.string(o, QStringLiteral("raw_log_base64"), path, &log))
        return std::nullopt;
    if (o.value(QStringLiteral("raw_log_base64")).isString()) {
        auto decoded =
            QByteArray::fromBase64Encoding(log.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded) {
            rd.fail(JsonFieldReader::child(path, QStringLiteral("raw_log_base64")),
                    Tr::tr("is not valid base64"));
            return std::nullopt;
        }
        run.rawLog = *decoded;
        if (run.rawLog.isNull())
            run.rawLog = QByteArray("");
    }
    QJsonArray tags;
    if (!rd.array(o, QStringLiteral("tags"), path, &tags))
        return std::nullopt;
    for (qsizetype i = 0; i < tags.size(); ++i) {
        if (!tags.at(i).isString()) {
            rd.expected(JsonFieldReader::item(JsonFieldReader::child(path, "tags"), i),
                        Tr::tr("a string"), tags.at(i));
            return std::nullopt;
        }
        run.tags << tags.at(i).toString();
    }
    QJsonObject kt;
    std::optional<qint64> ktFiles;
    const QString ktPath = JsonFieldReader::child(path, QStringLiteral("kernel_tree"));
    if (!rd.object(o, QStringLiteral("kernel_tree"), path, &kt) ||
        !rd.string(kt, QStringLiteral("path"), ktPath, &run.kernelTree.path) ||
        !rd.string(kt, QStringLiteral("commit"), ktPath, &run.kernelTree.commit) ||
        !rd.string(kt, QStringLiteral("digest"), ktPath, &run.kernelTree.digest) ||
        !rd.integer(kt, QStringLiteral("files"), ktPath, &ktFiles))
        return std::nullopt;
    run.kernelTree.files = static_cast<decltype(run.kernelTree.files)>(ktFiles.value_or(0));
    QJsonArray cases;
    if (!rd.array(o, QStringLiteral("cases"), path, &cases, true))
        return std::nullopt;
    const QString casesPath = JsonFieldReader::child(path, QStringLiteral("cases"));
    QMap<QString, qsizetype> seen; // metric -> index of its case
    for (qsizetype i = 0; i < cases.size(); ++i) {
        const QString cp = JsonFieldReader::item(casesPath, i);
        if (!cases.at(i).isObject()) {
            rd.expected(cp, Tr::tr("an object"), cases.at(i));
            return std::nullopt;
        }
        auto cr = caseFromJson(rd, cases.at(i).toObject(), cp);
        if (!cr)
            return std::nullopt;
        if (seen.contains(cr->metric)) {
            // The store keeps one case per metric and run: say so before the database does.
            rd.fail(JsonFieldReader::child(cp, QStringLiteral("metric")),
                    Tr::tr("the metric %1 appears twice in this run (also %2); a run holds "
                           "one case per metric")
                        .arg(cr->metric, JsonFieldReader::item(casesPath, seen.value(cr->metric))));
            return std::nullopt;
        }
        seen.insert(cr->metric, i);
        run.cases.push_back(std::move(*cr));
    }
    // A case whose corrected values (raw - overhead) do not fit in 64 bits: stored, but never
    // as complete (issue 31), with the case and the sample named in the reason.
    checkCorrected(run);
    return run;
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
    JsonFieldReader rd;
    auto run = runAt(rd, o, QStringLiteral("run"));
    if (!run && error)
        *error = rd.error();
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
        setError(error,
                 pe.error != QJsonParseError::NoError
                     ? Tr::tr("not valid JSON (offset %1: %2)").arg(pe.offset).arg(pe.errorString())
                     : Tr::tr("not an rtosbench export (no top-level object)"));
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    if (o.value("format").toString() != QLatin1String(kFormat)) {
        setError(error, Tr::tr("not an rtosbench export (format is '%1', expected '%2')")
                            .arg(o.value("format").toString(), QLatin1String(kFormat)));
        return std::nullopt;
    }
    const int version = o.value("version").toInt(-1);
    if (version < 1 || version > kVersion) {
        setError(error, Tr::tr("export version %1 is not supported by this rtosbench (version %2)")
                            .arg(version)
                            .arg(kVersion));
        return std::nullopt;
    }
    if (!o.value("runs").isArray()) {
        setError(error, Tr::tr("the export has no runs array"));
        return std::nullopt;
    }
    std::vector<Run> runs;
    const QJsonArray arr = o.value("runs").toArray();
    JsonFieldReader rd;
    for (qsizetype i = 0; i < arr.size(); ++i) {
        // Errors name the JSON path of the bad value, e.g. runs[1].cases[0].samples.
        const QString path = JsonFieldReader::item(QStringLiteral("runs"), i);
        std::optional<Run> r;
        if (arr.at(i).isObject())
            r = runAt(rd, arr.at(i).toObject(), path);
        else
            rd.expected(path, Tr::tr("an object"), arr.at(i));
        if (!r) {
            setError(error, rd.error());
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
