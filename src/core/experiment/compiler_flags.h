// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace rb {

// The extra compiler flags of an experiment, a lab or `build-firmware --cflags` (issue 31):
// split once into tokens at spaces and tabs, and every token checked against an allow-list of
// compiler options before anything is built or stored. The firmware build receives the tokens
// as a CMake list and gives each to the compiler as one argument (never through a shell).
//
// Accepted: -O -O0 -O1 -O2 -O3 -Os -Og -Oz -Ofast, -std=<name>, -D<NAME>, -D<NAME>=<value>,
// -U<NAME>, -W<warning>[=<value>], -m<option>[=<value>], -f<option>[=<value>] (except the ones
// that load code, run other programs or read and write files of their own), -g[<option>],
// -pedantic, -pedantic-errors, -ansi, -w, and -Wl, with only -S, --strip-debug, --gc-sections,
// --no-gc-sections, --relax, --no-relax (comma-separated). A token may use only ASCII letters,
// digits and - _ = + . (and the commas of -Wl,); a flag may be given once.
// Refused, with the token named: anything else, in particular @file, -specs=, -wrapper, -B,
// -fplugin=, -fuse-ld=, -fcompare-debug, any other -Wl, -Wa, -Wp, and -Xlinker/-Xassembler/
// -Xpreprocessor,
// shell characters ($ ` ; | & quotes backslash), control characters and non-ASCII text.
class CompilerFlags {
    Q_DECLARE_TR_FUNCTIONS(rb::CompilerFlags)

public:
    // The tokens of flags, each accepted; nullopt with *error naming the refused token.
    static std::optional<QStringList> parse(const QString &flags, QString *error);
    // Why one token is refused ("" when it is accepted).
    static QString problem(const QString &token);
    // The canonical text of a flag list: the tokens joined by single spaces.
    static QString join(const QStringList &tokens) { return tokens.join(QLatin1Char(' ')); }

    static constexpr int kMaxTokenLength = 200;
    static constexpr int kMaxTokens = 64;
};

} // namespace rb
