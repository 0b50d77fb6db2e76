// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/experiment/condition_check.h"

#include "core/experiment/compiler_flags.h"
#include "core/experiment/experiment.h"
#include "core/io/json_field_reader.h"

#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <cstdint>

namespace rb {
namespace {

const QRegularExpression &optPattern()
{
    static const QRegularExpression re(QStringLiteral("^-O([0123sgz]|fast)?$"));
    return re;
}

QString charName(QChar c)
{
    return QStringLiteral("U+%1").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper();
}

} // namespace

bool ConditionCheck::isIdentifier(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return s.size() <= 128 && re.match(s).hasMatch();
}

QString ConditionCheck::written(const QJsonValue &v, const QString &path) const
{
    if (v.isDouble()) {
        if (const QString t = m_texts.at(path); !t.isEmpty())
            return t;
        qint64 i = 0;
        if (JsonFieldReader::toInt64(v, &i))
            return QString::number(i);
        return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
    }
    return JsonFieldReader::describe(v);
}

QString ConditionCheck::count(const QJsonValue &v, const QString &path, qint64 min,
                              qint64 max) const
{
    qint64 i = 0;
    if (v.isDouble() && !JsonFieldReader::toInt64(v, &i)) {
        const double d = v.toDouble();
        if (std::isfinite(d) && std::trunc(d) != d)
            return tr("%1: must be an integer from %2 to %3, found %4, which has a fraction")
                .arg(path, QString::number(min), QString::number(max), written(v, path));
        return tr("%1: must be an integer from %2 to %3, found %4")
            .arg(path, QString::number(min), QString::number(max), written(v, path));
    }
    if (!v.isDouble() || i < min || i > max)
        return tr("%1: must be an integer from %2 to %3, found %4")
            .arg(path, QString::number(min), QString::number(max), written(v, path));
    return {};
}

QString ConditionCheck::kernelConfigValue(const QJsonValue &v, const QString &path) const
{
    static const QRegularExpression digits(QStringLiteral("^-?[0-9]{1,10}$"));
    qint64 i = 0;
    if (v.isBool() || (v.isString() && digits.match(v.toString()).hasMatch()) ||
        (v.isDouble() && JsonFieldReader::toInt64(v, &i) && i >= INT32_MIN && i <= INT32_MAX))
        return {};
    return tr("%1: a kernel option takes an integer, found %2").arg(path, written(v, path));
}

QString ConditionCheck::problem(const QString &key, const QJsonValue &v, const QString &path) const
{
    const bool absent = v.isNull() || v.isUndefined();
    auto text = [&](const QString &what) -> QString {
        if (!absent && !v.isString())
            return tr("%1: %2 must be a string, found %3")
                .arg(path, what, JsonFieldReader::describe(v));
        return {};
    };
    if (key == QLatin1String("opt_level")) // its value: Experiment::problems(), as before
        return text(tr("the optimisation level"));
    if (key == QLatin1String("cflags")) {
        if (QString p = text(tr("the compiler flags")); !p.isEmpty())
            return p;
        QString why;
        if (!CompilerFlags::parse(v.toString(), &why))
            return tr("%1: %2").arg(path, why);
        return {};
    }
    if (key == QLatin1String("toolchain")) { // issue 37: checked before anything is built
        if (QString p = text(tr("the compiler")); !p.isEmpty())
            return p;
        return absent ? QString() : toolchainProblem(path, v.toString());
    }
    if (key == QLatin1String("lto")) {
        if (absent || v.isBool() || (v.isString() && ltoProblem(path, v.toString()).isEmpty()))
            return {};
        return tr("%1: lto must be true, false, \"on\" or \"off\", found %2")
            .arg(path, written(v, path));
    }
    if (key == QLatin1String("clock_hz"))
        return count(v, path, 0, 1000000000);
    if (key == QLatin1String("flash_wait_states"))
        return count(v, path, 0, 2);
    if (key == QLatin1String("iterations"))
        return count(v, path, 1, kMaxIterations);
    if (key == QLatin1String("warmup") || key == QLatin1String("inject_print_every"))
        return count(v, path, 0, kMaxIterations);
    if (key == QLatin1String("timer") || key == QLatin1String("timing_method") ||
        key == QLatin1String("profile") || key == QLatin1String("kernel_profile")) {
        if (QString p = text(key); !p.isEmpty())
            return p;
        return v.toString().isEmpty() ? QString() : idProblem(path, v.toString());
    }
    if (key == QLatin1String("kernel_config")) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString p = JsonFieldReader::child(path, it.key());
            if (!isIdentifier(it.key()))
                return tr("%1: \"%2\" is not a kernel option name (letters, digits and _)")
                    .arg(path, it.key());
            if (QString w = kernelConfigValue(it.value(), p); !w.isEmpty())
                return w;
        }
        return {};
    }
    if (key.startsWith(QLatin1String("kernel_config."))) {
        if (!isIdentifier(key.mid(14)))
            return tr("%1: \"%2\" is not a kernel option name (letters, digits and _)")
                .arg(path, key.mid(14));
        return absent ? QString() : kernelConfigValue(v, path);
    }
    return {};
}

QString ConditionCheck::pathProblem(const QString &what, const QString &path)
{
    if (path.startsWith(QLatin1Char('-')))
        return tr("%1 \"%2\" is refused: it starts with -, which a program would read as an "
                  "option (write ./%2)")
            .arg(what, path);
    for (const QChar c : path) {
        if (c == QLatin1Char(';'))
            return tr("%1 \"%2\" is refused: it contains \";\", where CMake would split it into "
                      "a list")
                .arg(what, path);
        if (c == QLatin1Char('$') || c == QLatin1Char('`') || c == QLatin1Char('"') ||
            c == QLatin1Char('\'') || c == QLatin1Char('\\'))
            return tr("%1 \"%2\" is refused: it contains \"%3\", which CMake or a shell would "
                      "read as something else")
                .arg(what, path, QString(c));
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return tr("%1 is refused: it contains the control character %2").arg(what, charName(c));
    }
    return {};
}

QStringList ConditionCheck::toolchains()
{
    return {QStringLiteral("gcc"), QStringLiteral("clang")};
}

QString ConditionCheck::toolchainProblem(const QString &what, const QString &toolchain)
{
    if (toolchain.isEmpty() || toolchains().contains(toolchain))
        return {};
    QString shown;
    for (const QChar c : toolchain)
        shown += c.unicode() < 0x20 || c.unicode() == 0x7f ? charName(c) : QString(c);
    return tr("%1: unknown toolchain \"%2\" (known: %3; another compiler is added through a "
              "toolchain file, docs/experiments.md)")
        .arg(what, shown, toolchains().join(QStringLiteral(", ")));
}

QString ConditionCheck::ltoProblem(const QString &what, const QString &lto)
{
    if (lto.isEmpty() || lto == QLatin1String("on") || lto == QLatin1String("off"))
        return {};
    return tr("%1: lto must be on or off, found \"%2\"").arg(what, lto);
}

QString ConditionCheck::idProblem(const QString &what, const QString &id)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"));
    if (re.match(id).hasMatch())
        return {};
    QString shown;
    for (const QChar c : id)
        shown += c.unicode() < 0x20 || c.unicode() == 0x7f ? charName(c) : QString(c);
    return tr("%1: \"%2\" is not a valid name (letters, digits, - and _, starting with a letter "
              "or digit)")
        .arg(what, shown);
}

QString ConditionCheck::requestProblem(const BuildRequest &r)
{
    if (QString p = idProblem(QStringLiteral("board"), r.board); !p.isEmpty())
        return p;
    if (QString p = idProblem(QStringLiteral("kernel"), r.kernel); !p.isEmpty())
        return p;
    if (!r.timer.isEmpty())
        if (QString p = idProblem(QStringLiteral("timer"), r.timer); !p.isEmpty())
            return p;
    if (!r.profile.isEmpty())
        if (QString p = idProblem(QStringLiteral("profile"), r.profile); !p.isEmpty())
            return p;
    if (!r.opt.isEmpty() && !optPattern().match(r.opt).hasMatch())
        return tr("\"%1\" is not an optimisation level (-O0, -O1, -O2, -O3, -Os, -Og, -Oz)")
            .arg(r.opt);
    if (QString p = toolchainProblem(QStringLiteral("toolchain"), r.toolchain); !p.isEmpty())
        return p;
    if (QString p = ltoProblem(QStringLiteral("lto"), r.lto); !p.isEmpty())
        return p;
    QString why;
    if (!CompilerFlags::parse(r.cflags, &why))
        return why;
    if (QString p = pathProblem(tr("the kernel tree"), r.kernelDir); !p.isEmpty())
        return p;
    for (auto it = r.extraTrees.cbegin(); it != r.extraTrees.cend(); ++it) {
        if (QString p = idProblem(tr("a further tree"), it.key()); !p.isEmpty())
            return p;
        if (QString p = pathProblem(tr("the tree %1").arg(it.key()), it.value()); !p.isEmpty())
            return p;
    }
    static const QRegularExpression integer(QStringLiteral("^-?[0-9]{1,10}$"));
    for (auto it = r.kernelConfig.cbegin(); it != r.kernelConfig.cend(); ++it)
        if (!isIdentifier(it.key()) || !integer.match(it.value()).hasMatch())
            return tr("kernel_config: \"%1=%2\" is not OPTION=INTEGER").arg(it.key(), it.value());
    if (r.iterations && (*r.iterations < 1 || *r.iterations > kMaxIterations))
        return tr("iterations: must be an integer from %1 to %2, found %3")
            .arg(1)
            .arg(kMaxIterations)
            .arg(*r.iterations);
    if (r.warmup && (*r.warmup < 0 || *r.warmup > kMaxIterations))
        return tr("warmup: must be an integer from %1 to %2, found %3")
            .arg(0)
            .arg(kMaxIterations)
            .arg(*r.warmup);
    static const QRegularExpression defineValue(QStringLiteral("^[A-Za-z0-9_.+-]{0,64}$"));
    for (auto it = r.defines.cbegin(); it != r.defines.cend(); ++it)
        if (!isIdentifier(it.key()) || !defineValue.match(it.value()).hasMatch())
            return tr("the definition \"%1=%2\" is refused (NAME=VALUE: letters, digits and _ . "
                      "+ -)")
                .arg(it.key(), it.value());
    return {};
}

} // namespace rb
