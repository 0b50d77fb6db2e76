// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/experiment/compiler_flags.h"

#include "core/util/set_error.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace rb {
namespace {

bool allowedChar(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '-' ||
           u == '_' || u == '=' || u == '+' || u == '.';
}

// How a refused character is named in a message: itself when printable ASCII, else U+XXXX.
QString charName(QChar c)
{
    if (c.unicode() > 0x20 && c.unicode() < 0x7f)
        return QStringLiteral("\"%1\"").arg(c);
    return QStringLiteral("U+%1").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper();
}

// -f options that load code, run other programs or read/write files the build does not own.
bool forbiddenF(const QString &name)
{
    static const QStringList prefixes{QStringLiteral("plugin"),
                                      QStringLiteral("compare-debug"),
                                      QStringLiteral("use-ld"),
                                      QStringLiteral("ld-path"),
                                      QStringLiteral("profile"),
                                      QStringLiteral("auto-profile"),
                                      QStringLiteral("dump"),
                                      QStringLiteral("opt-info"),
                                      QStringLiteral("save-optimization-record"),
                                      QStringLiteral("callgraph-info"),
                                      QStringLiteral("self-test"),
                                      QStringLiteral("debug-prefix-map"),
                                      QStringLiteral("file-prefix-map"),
                                      QStringLiteral("macro-prefix-map"),
                                      QStringLiteral("diagnostics-format"),
                                      QStringLiteral("diagnostics-add-output"),
                                      QStringLiteral("diagnostics-set-output"),
                                      QStringLiteral("lto-")};
    QString n = name;
    if (n.startsWith(QLatin1String("no-")))
        n = n.mid(3);
    for (const QString &p : prefixes)
        if (n.startsWith(p))
            return true;
    return false;
}

// The linker options -Wl, may carry: they keep or drop sections, and name no file.
const QStringList &linkerOptions()
{
    static const QStringList options{QStringLiteral("-S"),
                                     QStringLiteral("--strip-debug"),
                                     QStringLiteral("--gc-sections"),
                                     QStringLiteral("--no-gc-sections"),
                                     QStringLiteral("--relax"),
                                     QStringLiteral("--no-relax")};
    return options;
}

// A token as a message shows it: control characters as U+XXXX, so a message stays one line.
QString shown(const QString &token)
{
    QString out;
    for (const QChar c : token)
        out += c.unicode() < 0x20 || c.unicode() == 0x7f ? charName(c) : QString(c);
    return out;
}

} // namespace

QString CompilerFlags::problem(const QString &token)
{
    if (token.isEmpty())
        return tr("an empty flag");
    if (token.size() > kMaxTokenLength)
        return tr("longer than %1 characters").arg(kMaxTokenLength);
    // The dangerous families first, so that the message says what they would do.
    if (token.startsWith(QLatin1Char('@')))
        return tr("it reads further options from a file");
    // A few linker options that only drop or keep sections are accepted after -Wl, (an ELF
    // without debug information: -Wl,-S); nothing that names a file or another option.
    if (token.startsWith(QLatin1String("-Wl,"))) {
        const QStringList parts = token.mid(4).split(QLatin1Char(','));
        if (std::all_of(parts.begin(), parts.end(),
                        [](const QString &p) { return linkerOptions().contains(p); }))
            return {};
        return tr("it passes options to another program (the linker); only -Wl, with %1 is "
                  "accepted")
            .arg(
                QStringList(linkerOptions().begin(), linkerOptions().end()).join(QLatin1Char(' ')));
    }
    static const QRegularExpression passOn(
        QStringLiteral("^-(W[lap],|Xlinker|Xassembler|Xpreprocessor|Xlink|Xopenmp)"));
    if (passOn.match(token).hasMatch())
        return tr("it passes options to another program (the linker, assembler or "
                  "preprocessor)");
    if (token.startsWith(QLatin1String("-fplugin")))
        return tr("it loads a compiler plugin (code) into the compiler");
    if (token.startsWith(QLatin1String("-specs")) || token.startsWith(QLatin1String("--specs")))
        return tr("it reads a specs file, which can run other programs");
    if (token.startsWith(QLatin1String("-wrapper")) || token.startsWith(QLatin1String("--wrapper")))
        return tr("it runs the compiler under another program");
    if (token.startsWith(QLatin1String("-B")) || token.startsWith(QLatin1String("--prefix")))
        return tr("it takes the compiler's own programs from another directory");
    if (token.startsWith(QLatin1String("-fuse-ld")) || token.startsWith(QLatin1String("-fld-path")))
        return tr("it chooses another linker program");
    if (token.startsWith(QLatin1String("-fcompare-debug")))
        return tr("it runs the compiler a second time with other options");
    for (const QChar c : token)
        if (!allowedChar(c))
            return tr("it contains %1 (a flag may use only ASCII letters, digits and - _ = + .)")
                .arg(charName(c));
    if (!token.startsWith(QLatin1Char('-')))
        return tr("it is not a compiler option (an option starts with -)");

    static const QRegularExpression opt(QStringLiteral("^-O([0123sgz]|fast)?$"));
    static const QRegularExpression std(QStringLiteral("^-std=[a-z0-9+]+$"));
    static const QRegularExpression define(
        QStringLiteral("^-D[A-Za-z_][A-Za-z0-9_]*(=[A-Za-z0-9_.+-]*)?$"));
    static const QRegularExpression undef(QStringLiteral("^-U[A-Za-z_][A-Za-z0-9_]*$"));
    static const QRegularExpression option(
        QStringLiteral("^-([mfW])([a-z0-9][a-z0-9_+.-]*)(=[A-Za-z0-9_.+-]+)?$"));
    static const QRegularExpression debug(
        QStringLiteral("^-g([a-z0-9][a-z0-9-]*(=[a-z0-9-]+)?)?$"));
    static const QSet<QString> exact{QStringLiteral("-pedantic"),
                                     QStringLiteral("-pedantic-errors"), QStringLiteral("-ansi"),
                                     QStringLiteral("-w")};
    if (opt.match(token).hasMatch() || std.match(token).hasMatch() ||
        undef.match(token).hasMatch() || debug.match(token).hasMatch() || exact.contains(token))
        return {};
    if (token.startsWith(QLatin1String("-D"))) {
        if (define.match(token).hasMatch())
            return {};
        return tr("a definition must be -DNAME or -DNAME=VALUE (NAME: letters, digits and _; "
                  "VALUE: letters, digits and _ . + -)");
    }
    if (const auto m = option.match(token); m.hasMatch()) {
        if (m.captured(1) == QLatin1String("f") && forbiddenF(m.captured(2)))
            return tr("it makes the compiler read or write files of its own, or run other "
                      "programs");
        // -flto=auto and -flto=jobserver run make; only a number of jobs is accepted.
        static const QRegularExpression ltoJobs(QStringLiteral("^-flto(=[0-9]+)?$"));
        if (token.startsWith(QLatin1String("-flto")) && !ltoJobs.match(token).hasMatch())
            return tr("-flto takes only a number of jobs (-flto or -flto=N)");
        return {};
    }
    return tr("not an option rtosbench passes to the compiler (allowed: -O..., -std=..., "
              "-D..., -U..., -W..., -m..., -f..., -g...)");
}

std::optional<QStringList> CompilerFlags::parse(const QString &flags, QString *error)
{
    static const QRegularExpression blanks(QStringLiteral("[ \t]+"));
    const QStringList tokens = flags.split(blanks, Qt::SkipEmptyParts);
    auto fail = [error](const QString &msg) -> std::optional<QStringList> {
        setError(error, msg);
        return std::nullopt;
    };
    if (tokens.size() > kMaxTokens)
        return fail(tr("the compiler flags are refused: more than %1 flags").arg(kMaxTokens));
    QSet<QString> seen;
    for (const QString &t : tokens) {
        if (const QString why = problem(t); !why.isEmpty())
            return fail(tr("the compiler flag \"%1\" is refused: %2").arg(shown(t), why));
        // CMake de-duplicates compile options: a repeated flag would not reach the compiler
        // as often as COND cflags says.
        if (seen.contains(t))
            return fail(tr("the compiler flag \"%1\" is given twice").arg(t));
        seen.insert(t);
    }
    return tokens;
}

} // namespace rb
