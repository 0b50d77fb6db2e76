// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lab/lab.h"

#include "core/io/json_file.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>

// Q_INIT_RESOURCE must be used outside any namespace.
static void rbInitLabResources()
{
    static const bool done = [] {
        Q_INIT_RESOURCE(labs);
        return true;
    }();
    Q_UNUSED(done);
}

namespace rb {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Lab)
};

const QStringList kLanguages = {QStringLiteral("zh_CN"), QStringLiteral("en")};

// Reads {"zh_CN": "...", "en": "..."}; both languages must be non-empty.
bool readText(const QJsonObject &o, const QString &key, LabText *out, QString *error)
{
    const QJsonValue v = o.value(key);
    if (!v.isObject()) {
        return setError(error,
                        Tr::tr("\"%1\" must be an object {\"zh_CN\": ..., \"en\": ...}").arg(key));
    }
    const QJsonObject t = v.toObject();
    for (auto it = t.begin(); it != t.end(); ++it)
        out->byLang.insert(it.key(), it.value().toString());
    if (!out->isComplete()) {
        return setError(error, Tr::tr("\"%1\" needs non-empty zh_CN and en texts").arg(key));
    }
    return true;
}

} // namespace

QString LabText::text(const QString &lang) const
{
    QString l = lang;
    l = l.section('.', 0, 0).replace('-', '_');
    if (byLang.contains(l) && !byLang.value(l).isEmpty())
        return byLang.value(l);
    const QString base = l.section('_', 0, 0);
    for (auto it = byLang.begin(); it != byLang.end(); ++it)
        if (it.key().section('_', 0, 0) == base && !it.value().isEmpty())
            return it.value();
    if (!byLang.value(QStringLiteral("en")).isEmpty())
        return byLang.value(QStringLiteral("en"));
    return byLang.isEmpty() ? QString() : byLang.first();
}

bool LabText::isComplete() const
{
    return std::all_of(kLanguages.begin(), kLanguages.end(),
                       [this](const QString &l) { return !byLang.value(l).trimmed().isEmpty(); });
}

std::optional<Lab> Lab::fromJson(const QJsonObject &o, QString *error,
                                 const JsonNumberText &numbers)
{
    QString err;
    auto fail = [&](const QString &m) -> std::optional<Lab> {
        setError(error, m);
        return std::nullopt;
    };
    Lab lab;
    lab.id = o.value("id").toString();
    if (lab.id.isEmpty())
        return fail(Tr::tr("the lab has no \"id\""));
    const auto prefix = [&](const QString &m) { return lab.id + QStringLiteral(": ") + m; };
    lab.order = o.value("order").toInt(0);
    lab.trap = o.value("trap").toInt(0);
    if (!readText(o, QStringLiteral("title"), &lab.title, &err) ||
        !readText(o, QStringLiteral("explanation"), &lab.explanation, &err) ||
        !readText(o, QStringLiteral("observe"), &lab.observe, &err))
        return fail(prefix(err));
    const QJsonArray qs = o.value("questions").toArray();
    if (qs.isEmpty())
        return fail(prefix(Tr::tr("the lab has no \"questions\"")));
    for (const QJsonValue &q : qs) {
        LabText t;
        QJsonObject wrap;
        wrap.insert("q", q);
        if (!readText(wrap, QStringLiteral("q"), &t, &err))
            return fail(prefix(Tr::tr("a question needs non-empty zh_CN and en texts")));
        lab.questions.push_back(t);
    }
    for (const QJsonValue &m : o.value("metrics").toArray())
        if (!m.toString().isEmpty())
            lab.metrics << m.toString();
    if (lab.metrics.isEmpty())
        return fail(prefix(Tr::tr("the lab names no \"metrics\" to show")));
    for (const QJsonValue &k : o.value("requires_kernel_dir").toArray())
        lab.requiresKernelDir << k.toString();
    if (!o.value("experiment").isObject())
        return fail(prefix(Tr::tr("the lab has no \"experiment\" object")));
    auto exp = Experiment::fromJson(o.value("experiment").toObject(), &err,
                                    numbers.under(QStringLiteral("experiment")));
    if (!exp)
        return fail(prefix(Tr::tr("experiment: %1").arg(err)));
    for (const QString &k : lab.requiresKernelDir)
        if (!exp->kernels.contains(k))
            return fail(prefix(Tr::tr("\"requires_kernel_dir\" names \"%1\", which the experiment "
                                      "does not run")
                                   .arg(k)));
    lab.experiment = *exp;
    return lab;
}

std::optional<Lab> Lab::load(const QString &path, QString *error)
{
    QByteArray text;
    const std::optional<QJsonObject> obj = readJsonObjectFile(path, error, &text);
    if (!obj)
        return std::nullopt;
    return fromJson(*obj, error, JsonNumberText::of(text));
}

std::vector<Lab> Lab::builtIn(QStringList *errors)
{
    rbInitLabResources();
    std::vector<Lab> labs;
    const QDir dir(QStringLiteral(":/labs"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QString err;
        auto lab = load(dir.filePath(name), &err);
        if (lab)
            labs.push_back(*lab);
        else if (errors)
            *errors << err;
    }
    std::sort(labs.begin(), labs.end(), [](const Lab &a, const Lab &b) {
        return a.order != b.order ? a.order < b.order : a.id < b.id;
    });
    return labs;
}

std::optional<Lab> Lab::findBuiltIn(const QString &id)
{
    for (const Lab &l : builtIn())
        if (l.id == id)
            return l;
    return std::nullopt;
}

namespace {

// The value one varied condition takes in a request (the names of Experiment::vary).
QString conditionValue(const BuildRequest &r, const QString &key)
{
    if (key == QLatin1String("opt_level"))
        return r.opt;
    if (key == QLatin1String("cflags"))
        return r.cflags;
    if (key == QLatin1String("clock_hz"))
        return r.clockHz ? QString::number(*r.clockHz) : QString();
    if (key == QLatin1String("timer") || key == QLatin1String("timing_method"))
        return r.timer;
    if (key == QLatin1String("profile") || key == QLatin1String("kernel_profile"))
        return r.profile;
    if (key == QLatin1String("iterations"))
        return r.iterations ? QString::number(*r.iterations) : QString();
    if (key == QLatin1String("warmup"))
        return r.warmup ? QString::number(*r.warmup) : QString();
    if (key == QLatin1String("inject_print_every"))
        return r.defines.value(QStringLiteral("RB_INJECT_PRINT_EVERY"));
    // The compiler conditions (issue 37) and one kernel option (kernel_config.KEY).
    if (key == QLatin1String("lto"))
        return r.lto;
    if (key == QLatin1String("toolchain"))
        return r.toolchain;
    if (key.startsWith(QLatin1String("kernel_config.")))
        return r.kernelConfig.value(key.mid(int(qstrlen("kernel_config."))));
    return QString();
}

} // namespace

QString Lab::configurationLabel(const Experiment &experiment, const BuildRequest &request)
{
    QStringList parts;
    if (experiment.kernels.size() > 1)
        parts << request.kernel;
    for (const auto &[key, values] : experiment.vary) {
        Q_UNUSED(values);
        const QString v = conditionValue(request, key);
        parts << QStringLiteral("%1 = %2").arg(key, v.isEmpty() ? QStringLiteral("—") : v);
    }
    return parts.isEmpty() ? request.label() : parts.join(QStringLiteral(" · "));
}

QStringList Lab::missingKernelDirs(const QMap<QString, QString> &kernelDirs) const
{
    QStringList missing;
    for (const QString &k : requiresKernelDir)
        if (kernelDirs.value(k).isEmpty() && experiment.kernelDirs.value(k).isEmpty())
            missing << k;
    return missing;
}

} // namespace rb
