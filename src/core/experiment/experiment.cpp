// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/experiment/experiment.h"

#include "core/experiment/compiler_flags.h"
#include "core/experiment/condition_check.h"
#include "core/io/json_field_reader.h"
#include "core/io/json_file.h"
#include "core/kernels/kernel_catalogue.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>

#include <limits>
#include <random>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Experiment)
};

// The firmware's cache variable for an extra tree: uc-cpu -> RB_TREE_UC_CPU.
QString extraTreeVariable(const QString &id)
{
    return QStringLiteral("RB_TREE_") + QString(id).replace('-', '_').toUpper();
}

QString jsonScalar(const QJsonValue &v)
{
    if (v.isDouble())
        return QString::number(v.toInteger());
    if (v.isBool())
        return v.toBool() ? QStringLiteral("1") : QStringLiteral("0");
    return v.toString();
}

// Sets one condition of a request from a JSON value. Returns false for an unknown name.
bool applyCondition(BuildRequest &r, const QString &key, const QJsonValue &v)
{
    const QString s = jsonScalar(v);
    if (key == QLatin1String("opt_level"))
        r.opt = s;
    else if (key == QLatin1String("cflags")) // one space between tokens: the canonical text
        r.cflags = CompilerFlags::join(
            s.split(QRegularExpression(QStringLiteral("[ \t]+")), Qt::SkipEmptyParts));
    else if (key == QLatin1String("clock_hz"))
        r.clockHz = s.toLongLong();
    else if (key == QLatin1String("toolchain"))
        r.toolchain = s;
    else if (key == QLatin1String("lto")) // true/false or "on"/"off" (ConditionCheck)
        r.lto = v.isBool() ? (v.toBool() ? QStringLiteral("on") : QStringLiteral("off")) : s;
    else if (key == QLatin1String("flash_wait_states"))
        r.flashWaitStates = s.toInt();
    else if (key == QLatin1String("timer") || key == QLatin1String("timing_method"))
        r.timer = s;
    else if (key == QLatin1String("profile") || key == QLatin1String("kernel_profile"))
        r.profile = s;
    else if (key == QLatin1String("iterations"))
        r.iterations = s.toInt();
    else if (key == QLatin1String("warmup"))
        r.warmup = s.toInt();
    else if (key == QLatin1String("inject_print_every"))
        r.defines.insert(QStringLiteral("RB_INJECT_PRINT_EVERY"), s);
    else if (key == QLatin1String("kernel_config")) {
        // An object of key -> value, on top of what is already set (base, then varied).
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            r.kernelConfig.insert(it.key(), jsonScalar(it.value()));
    } else if (key.startsWith(QLatin1String("kernel_config.")) && key.size() > 14) {
        if (!v.isNull() && !v.isUndefined())
            r.kernelConfig.insert(key.mid(14), s);
    } else
        return false;
    return true;
}

// Parses one "external_builds" entry; an empty optional with *why set when it is malformed.
std::optional<ExternalBuild> externalFromJson(const QString &kernel, const QJsonValue &value,
                                              QString *why)
{
    const QJsonObject o = value.toObject();
    ExternalBuild e;
    const QJsonValue cmd = o.value("command");
    if (cmd.isString()) {
        setError(why, Tr::tr("the external build of \"%1\": \"command\" must be an argument list "
                             "([\"make\", \"-C\", \"DIR\"]), not a shell string")
                          .arg(kernel));
        return std::nullopt;
    }
    for (const QJsonValue &v : cmd.toArray()) {
        if (!v.isString()) {
            setError(why,
                     Tr::tr("the external build of \"%1\": every element of \"command\" must be "
                            "a string")
                         .arg(kernel));
            return std::nullopt;
        }
        e.command << v.toString();
    }
    e.elf = o.value("elf").toString();
    e.workingDir = o.value("working_dir").toString();
    if (!e.isValid()) {
        setError(why, Tr::tr("the external build of \"%1\" needs \"command\" (an argument list) "
                             "and \"elf\"")
                          .arg(kernel));
        return std::nullopt;
    }
    // A misspelt placeholder would reach the user's build as literal text: refuse it.
    static const QRegularExpression placeholder(QStringLiteral("\\{([A-Za-z0-9_]+)\\}"));
    const QStringList known = ExternalBuild::placeholders();
    for (const QString &part : e.command + QStringList{e.elf, e.workingDir}) {
        auto it = placeholder.globalMatch(part);
        while (it.hasNext()) {
            const QString name = it.next().captured(1);
            if (!known.contains(name)) {
                setError(why,
                         Tr::tr("the external build of \"%1\" uses an unknown placeholder {%2}; "
                                "known: %3")
                             .arg(kernel, name, known.join(QStringLiteral(", "))));
                return std::nullopt;
            }
        }
    }
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key() != QLatin1String("command") && it.key() != QLatin1String("elf") &&
            it.key() != QLatin1String("working_dir")) {
            setError(why, Tr::tr("the external build of \"%1\" has an unknown key \"%2\" (known: "
                                 "command, elf, working_dir)")
                              .arg(kernel, it.key()));
            return std::nullopt;
        }
    return e;
}

QJsonObject externalToJson(const ExternalBuild &e)
{
    QJsonObject o;
    o.insert("command", QJsonArray::fromStringList(e.command));
    o.insert("elf", e.elf);
    o.insert("working_dir", e.workingDir);
    return o;
}

} // namespace

QStringList ExternalBuild::placeholders()
{
    return {QStringLiteral("opt"),
            QStringLiteral("cflags"),
            QStringLiteral("clock_hz"),
            QStringLiteral("profile"),
            QStringLiteral("timer"),
            QStringLiteral("board"),
            QStringLiteral("kernel"),
            QStringLiteral("out"),
            QStringLiteral("iterations"),
            QStringLiteral("warmup"),
            QStringLiteral("experiment_dir"),
            QStringLiteral("toolchain"),
            QStringLiteral("lto")};
}

QStringList BuildRequest::cmakeArguments(QString *error) const
{
    // Defence in depth (issue 31): nothing unchecked reaches CMake, even from a request that
    // did not come through Experiment::fromJson.
    if (const QString why = ConditionCheck::requestProblem(*this); !why.isEmpty()) {
        setError(error, why);
        return {};
    }
    QStringList a;
    a << QStringLiteral("-DRB_BOARD=%1").arg(board) << QStringLiteral("-DRB_KERNEL=%1").arg(kernel);
    if (!opt.isEmpty())
        a << QStringLiteral("-DRB_OPT=%1").arg(opt);
    // The flags as a CMake list, one element per compiler argument (firmware/CMakeLists.txt
    // gives each to the compiler as one argument); checked above, so no element has a ';'.
    if (!cflags.isEmpty())
        a << QStringLiteral("-DRB_CFLAGS=%1")
                 .arg(CompilerFlags::parse(cflags, nullptr)
                          .value_or(QStringList())
                          .join(QLatin1Char(';')));
    if (!toolchain.isEmpty())
        a << QStringLiteral("-DRB_TOOLCHAIN=%1").arg(toolchain);
    if (!lto.isEmpty())
        a << QStringLiteral("-DRB_LTO=%1").arg(lto);
    if (clockHz)
        a << QStringLiteral("-DRB_CLOCK_HZ=%1").arg(*clockHz);
    if (flashWaitStates)
        a << QStringLiteral("-DRB_FLASH_WS=%1").arg(*flashWaitStates);
    if (!timer.isEmpty())
        a << QStringLiteral("-DRB_TIMER=%1").arg(timer);
    if (!profile.isEmpty())
        a << QStringLiteral("-DRB_PROFILE=%1").arg(profile);
    if (!kernelConfig.isEmpty()) {
        QStringList kv;
        for (auto it = kernelConfig.cbegin(); it != kernelConfig.cend(); ++it)
            kv << it.key() + '=' + it.value();
        a << QStringLiteral("-DRB_KERNEL_CONFIG=%1").arg(kv.join(';'));
    }
    if (!kernelDir.isEmpty())
        a << QStringLiteral("-DRB_KERNEL_DIR=%1").arg(kernelDir);
    for (auto it = extraTrees.cbegin(); it != extraTrees.cend(); ++it)
        a << QStringLiteral("-D%1=%2").arg(extraTreeVariable(it.key()), it.value());
    if (iterations)
        a << QStringLiteral("-DRB_ITERATIONS=%1").arg(*iterations);
    if (warmup)
        a << QStringLiteral("-DRB_WARMUP=%1").arg(*warmup);
    for (auto it = defines.cbegin(); it != defines.cend(); ++it)
        a << QStringLiteral("-D%1=%2").arg(it.key(), it.value());
    return a;
}

QJsonObject BuildRequest::toJson() const
{
    QJsonObject o;
    o.insert("board", board);
    o.insert("kernel", kernel);
    o.insert("opt_level", opt);
    o.insert("cflags", cflags);
    o.insert("clock_hz", clockHz ? QJsonValue(*clockHz) : QJsonValue());
    // Only when they change the image (gcc and LTO off are the firmware's defaults): the cache
    // keys of every other request stay as they were, and "gcc" shares the unstated one's build.
    if (!toolchain.isEmpty() && toolchain != QLatin1String("gcc"))
        o.insert("toolchain", toolchain);
    if (lto == QLatin1String("on"))
        o.insert("lto", lto);
    if (flashWaitStates) // absent otherwise: cache keys of requests without it stay as they were
        o.insert("flash_wait_states", *flashWaitStates);
    o.insert("timer", timer);
    o.insert("profile", profile);
    if (!kernelConfig.isEmpty()) { // absent otherwise: other cache keys stay as they were
        QJsonObject k;
        for (auto it = kernelConfig.cbegin(); it != kernelConfig.cend(); ++it)
            k.insert(it.key(), it.value());
        o.insert("kernel_config", k);
    }
    o.insert("kernel_dir", kernelDir);
    if (!extraTrees
             .isEmpty()) { // absent otherwise: the cache keys of other kernels stay as they were
        QJsonObject t;
        for (auto it = extraTrees.cbegin(); it != extraTrees.cend(); ++it)
            t.insert(it.key(), it.value());
        o.insert("extra_trees", t);
    }
    o.insert("iterations", iterations ? QJsonValue(*iterations) : QJsonValue());
    o.insert("warmup", warmup ? QJsonValue(*warmup) : QJsonValue());
    QJsonObject d;
    for (auto it = defines.cbegin(); it != defines.cend(); ++it)
        d.insert(it.key(), it.value());
    o.insert("defines", d);
    if (external.isValid()) {
        QJsonObject e = externalToJson(external);
        e.insert("experiment_dir", external.experimentDir);
        o.insert("external", e);
    }
    return o;
}

QString BuildRequest::cacheKey() const
{
    const QByteArray canonical = QJsonDocument(toJson()).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(
        QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex().left(16));
}

Configuration BuildRequest::expectedConfiguration() const
{
    Configuration c;
    c.board = board;
    c.kernel = kernel;
    c.optLevel = opt;
    c.toolchain = toolchain; // COND toolchain (and compiler), compared case-insensitively
    if (!lto.isEmpty())
        c.extra.insert(QStringLiteral("lto"), lto); // COND lto
    c.clockHz = clockHz;
    c.flashWaitStates = flashWaitStates;
    c.timingMethod = timer;
    c.kernelProfile = profile;
    c.kernelConfig = kernelConfig; // each must come back as COND kcfg.<key>
    return c;
}

QString BuildRequest::label() const
{
    QStringList parts{kernel, board};
    if (!opt.isEmpty())
        parts << opt;
    if (!toolchain.isEmpty())
        parts << toolchain;
    if (!lto.isEmpty())
        parts << QStringLiteral("lto=%1").arg(lto);
    if (clockHz)
        parts << QStringLiteral("%1 MHz").arg(double(*clockHz) / 1e6);
    if (flashWaitStates)
        parts << QStringLiteral("ws=%1").arg(*flashWaitStates);
    if (!timer.isEmpty())
        parts << timer;
    if (!profile.isEmpty())
        parts << profile;
    for (auto it = kernelConfig.cbegin(); it != kernelConfig.cend(); ++it)
        parts << it.key() + '=' + it.value();
    for (auto it = defines.cbegin(); it != defines.cend(); ++it)
        parts << it.key() + '=' + it.value();
    return parts.join(' ');
}

QStringList Experiment::knownConditions()
{
    return {"opt_level",          "cflags",        "toolchain",        "lto",        "clock_hz",
            "flash_wait_states",  "timer",         "profile",          "iterations", "warmup",
            "inject_print_every", "kernel_config", "kernel_config.KEY"};
}

std::optional<Experiment> Experiment::fromJson(const QJsonObject &o, QString *error,
                                               const JsonNumberText &numbers)
{
    auto fail = [error](const QString &msg) -> std::optional<Experiment> {
        setError(error, msg);
        return std::nullopt;
    };
    Experiment e;
    e.name = o.value("name").toString();
    e.description = o.value("description").toString();
    e.board = o.value("board").toString();
    if (e.board.isEmpty())
        return fail(Tr::tr("the experiment names no board (\"board\": \"qemu\", \"host\" or "
                           "\"gd32f103\")"));
    // Every value that reaches a build is checked before anything is built or stored (issue 31).
    const ConditionCheck check(numbers);
    if (QString p = ConditionCheck::idProblem(QStringLiteral("board"), e.board); !p.isEmpty())
        return fail(p);
    for (const QJsonValue &k : o.value("kernels").toArray()) {
        if (QString p = ConditionCheck::idProblem(QStringLiteral("kernels"), k.toString());
            !p.isEmpty())
            return fail(p);
        e.kernels << k.toString();
    }
    if (e.kernels.isEmpty())
        return fail(Tr::tr("the experiment names no kernels (\"kernels\": [\"baremetal\"])"));
    e.base = o.value("base").toObject();
    for (auto it = e.base.begin(); it != e.base.end(); ++it)
        if (QString p = check.problem(it.key(), it.value(), QStringLiteral("base.") + it.key());
            !p.isEmpty())
            return fail(p);
    // "kernel_config" at the top level is the same as in "base".
    if (o.contains("kernel_config")) {
        if (!o.value("kernel_config").isObject())
            return fail(Tr::tr("\"kernel_config\" must be an object of option -> value"));
        if (QString p = check.problem(QStringLiteral("kernel_config"), o.value("kernel_config"),
                                      QStringLiteral("kernel_config"));
            !p.isEmpty())
            return fail(p);
        QJsonObject merged = e.base.value("kernel_config").toObject();
        const QJsonObject top = o.value("kernel_config").toObject();
        for (auto it = top.begin(); it != top.end(); ++it)
            merged.insert(it.key(), it.value());
        e.base.insert("kernel_config", merged);
    }
    if (e.base.contains("kernel_config") && !e.base.value("kernel_config").isObject())
        return fail(Tr::tr("\"kernel_config\" must be an object of option -> value"));
    BuildRequest probe;
    for (auto it = e.base.begin(); it != e.base.end(); ++it)
        if (!applyCondition(probe, it.key(), it.value()))
            return fail(Tr::tr("unknown condition \"%1\" in \"base\"; known: %2")
                            .arg(it.key(), knownConditions().join(", ")));
    const QJsonObject vary = o.value("vary").toObject();
    // QJsonObject sorts its keys; keep the file's order through the optional "vary_order".
    QStringList order;
    for (const QJsonValue &v : o.value("vary_order").toArray())
        order << v.toString();
    for (const QString &k : vary.keys())
        if (!order.contains(k))
            order << k;
    for (const QString &k : order) {
        if (!vary.contains(k))
            return fail(Tr::tr("\"vary_order\" names \"%1\", which \"vary\" does not set").arg(k));
        if (!applyCondition(probe, k, QJsonValue()))
            return fail(Tr::tr("unknown condition \"%1\" in \"vary\"; known: %2")
                            .arg(k, knownConditions().join(", ")));
        const QJsonArray values = vary.value(k).toArray();
        if (values.isEmpty())
            return fail(Tr::tr("the varied condition \"%1\" has no values").arg(k));
        for (qsizetype i = 0; i < values.size(); ++i) {
            const QJsonValue v = values.at(i);
            if ((k == QLatin1String("kernel_config")) != v.isObject())
                return fail(
                    k == QLatin1String("kernel_config")
                        ? Tr::tr("every value of the varied \"kernel_config\" must be an "
                                 "object of option -> value")
                        : Tr::tr("a value of the varied condition \"%1\" is an object").arg(k));
            const QString path = JsonFieldReader::item(QStringLiteral("vary.") + k, i);
            if (QString p = check.problem(k, v, path); !p.isEmpty())
                return fail(p);
        }
        e.vary.emplace_back(k, values);
    }
    if (o.contains("repetitions")) {
        const QJsonValue reps = o.value("repetitions");
        if (QString p = check.count(reps, QStringLiteral("repetitions"), 1,
                                    ConditionCheck::kMaxRepetitions);
            !p.isEmpty())
            return fail(p);
        e.repetitions = int(reps.toInteger());
    }
    const QString ord = o.value("order").toString(QStringLiteral("as-written"));
    if (ord == QLatin1String("as-written"))
        e.order = Order::AsWritten;
    else if (ord == QLatin1String("randomized") || ord == QLatin1String("randomised"))
        e.order = Order::Randomized;
    else if (ord == QLatin1String("interleaved"))
        e.order = Order::Interleaved;
    else
        return fail(
            Tr::tr("unknown \"order\" \"%1\": use as-written, randomized or interleaved").arg(ord));
    if (o.contains("seed")) {
        if (QString p = check.count(o.value("seed"), QStringLiteral("seed"), 0,
                                    std::numeric_limits<qint64>::max());
            !p.isEmpty())
            return fail(p);
        e.seed = static_cast<quint64>(o.value("seed").toInteger(1));
    }
    e.stopOnFailure = o.value("stop_on_failure").toBool(false);
    const QJsonObject ext = o.value("external_builds").toObject();
    for (auto it = ext.begin(); it != ext.end(); ++it) {
        QString why;
        const std::optional<ExternalBuild> b = externalFromJson(it.key(), it.value(), &why);
        if (!b)
            return fail(why);
        e.externalBuilds.insert(it.key(), *b);
    }
    const QJsonObject dirs = o.value("kernel_dirs").toObject();
    for (auto it = dirs.begin(); it != dirs.end(); ++it) {
        const QString what = QStringLiteral("kernel_dirs.") + it.key();
        if (QString p = ConditionCheck::idProblem(QStringLiteral("kernel_dirs"), it.key());
            !p.isEmpty())
            return fail(p);
        if (!it.value().isString())
            return fail(Tr::tr("%1: a kernel tree must be a path (a string), found %2")
                            .arg(what, JsonFieldReader::describe(it.value())));
        if (QString p = ConditionCheck::pathProblem(what, it.value().toString()); !p.isEmpty())
            return fail(p);
        e.kernelDirs.insert(it.key(), it.value().toString());
    }
    // Warm-up and injected prints are counted within a case's iterations, per configuration.
    if (QString p = e.countProblem(); !p.isEmpty())
        return fail(p);
    return e;
}

std::optional<Experiment> Experiment::load(const QString &path, QString *error)
{
    QByteArray text;
    const std::optional<QJsonObject> obj = readJsonObjectFile(path, error, &text);
    if (!obj)
        return std::nullopt;
    auto e = fromJson(*obj, error, JsonNumberText::of(text));
    if (!e && error)
        *error = path + QStringLiteral(": ") + *error;
    if (e) {
        // {experiment_dir} and relative working directories refer to the file's directory, so a
        // user's project next to its experiment file works from any current directory.
        const QString dir = QFileInfo(path).absolutePath();
        for (ExternalBuild &b : e->externalBuilds)
            b.experimentDir = dir;
    }
    return e;
}

QJsonObject Experiment::toJson() const
{
    QJsonObject o;
    o.insert("name", name);
    o.insert("description", description);
    o.insert("board", board);
    o.insert("kernels", QJsonArray::fromStringList(kernels));
    o.insert("base", base);
    QJsonObject v;
    QJsonArray vo;
    for (const auto &[k, values] : vary) {
        v.insert(k, values);
        vo.append(k);
    }
    o.insert("vary", v);
    o.insert("vary_order", vo);
    o.insert("repetitions", repetitions);
    o.insert("order", order == Order::AsWritten    ? "as-written"
                      : order == Order::Randomized ? "randomized"
                                                   : "interleaved");
    o.insert("seed", static_cast<qint64>(seed));
    o.insert("stop_on_failure", stopOnFailure);
    if (!externalBuilds.isEmpty()) {
        QJsonObject ext;
        for (auto it = externalBuilds.cbegin(); it != externalBuilds.cend(); ++it)
            ext.insert(it.key(), externalToJson(it.value()));
        o.insert("external_builds", ext);
    }
    if (!kernelDirs.isEmpty()) {
        QJsonObject dirs;
        for (auto it = kernelDirs.cbegin(); it != kernelDirs.cend(); ++it)
            dirs.insert(it.key(), it.value());
        o.insert("kernel_dirs", dirs);
    }
    return o;
}

std::vector<BuildRequest> Experiment::expand() const
{
    // Cartesian product of the varied values, first condition slowest.
    std::vector<std::vector<std::pair<QString, QJsonValue>>> combos{{}};
    for (const auto &[k, values] : vary) {
        std::vector<std::vector<std::pair<QString, QJsonValue>>> next;
        for (const auto &c : combos)
            for (const QJsonValue &v : values) {
                auto n = c;
                n.emplace_back(k, v);
                next.push_back(std::move(n));
            }
        combos = std::move(next);
    }
    auto make = [&](const QString &kernel, const auto &combo) {
        BuildRequest r;
        r.board = board;
        r.kernel = kernel;
        for (auto it = base.begin(); it != base.end(); ++it)
            applyCondition(r, it.key(), it.value());
        for (const auto &[k, v] : combo)
            applyCondition(r, k, v);
        r.kernelDir = kernelDirs.value(kernel);
        if (const KernelInfo *k = KernelCatalogue::builtIn().find(kernel))
            for (const QString &extra : k->extraTrees)
                if (kernelDirs.contains(extra))
                    r.extraTrees.insert(extra, kernelDirs.value(extra));
        r.external = externalBuilds.value(kernel);
        return r;
    };
    std::vector<BuildRequest> out;
    if (order == Order::Interleaved) {
        for (int rep = 0; rep < repetitions; ++rep)
            for (const auto &combo : combos)
                for (const QString &k : kernels)
                    out.push_back(make(k, combo));
        return out;
    }
    for (const QString &k : kernels)
        for (const auto &combo : combos)
            for (int rep = 0; rep < repetitions; ++rep)
                out.push_back(make(k, combo));
    if (order == Order::Randomized) {
        // Fisher-Yates with mt19937_64 (fully specified), so a seed gives the same order on
        // every platform (std::shuffle's algorithm is implementation-defined).
        std::mt19937_64 rng(seed);
        for (size_t i = out.size(); i > 1; --i) {
            const size_t j = static_cast<size_t>(rng() % i);
            std::swap(out[i - 1], out[j]);
        }
    }
    return out;
}

} // namespace rb
