// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/json_number_text.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace rb {

struct BuildRequest;

// The checks an experiment's values pass when it is read, before anything is built or stored
// (issue 31; docs/experiments.md): every count an integer in its range, the compiler flags
// token by token (CompilerFlags), kernel_config keys identifiers and values integers, ids and
// paths free of what CMake, ninja or a program's option parser would read as something else.
// Messages name the JSON path and show a number as the file wrote it (JsonNumberText).
class ConditionCheck {
    Q_DECLARE_TR_FUNCTIONS(rb::Experiment)

public:
    explicit ConditionCheck(JsonNumberText texts = {}) : m_texts(std::move(texts)) {}

    // Why the value of condition key (given at path) is refused, "" when it is accepted.
    QString problem(const QString &key, const QJsonValue &v, const QString &path) const;
    // An integer from min to max (inclusive), e.g. "repetitions".
    QString count(const QJsonValue &v, const QString &path, qint64 min, qint64 max) const;

    // A value as written in the file ("1e12"), or as Qt read it when the text is unknown.
    QString written(const QJsonValue &v, const QString &path) const;

    // A path that reaches CMake, a compiler or a tool: no ; (a CMake list), $, `, quotes,
    // backslash or control characters, and no leading - (an option). "" when it is safe.
    static QString pathProblem(const QString &what, const QString &path);
    // A registry id (board, kernel, timer, profile, extra tree): [A-Za-z0-9][A-Za-z0-9_-]*.
    static QString idProblem(const QString &what, const QString &id);
    // The compilers the firmware builds with (issue 37, firmware/cmake/*toolchain files):
    // gcc, clang. toolchainProblem: "" for one of them or "", else why not (naming what).
    static QStringList toolchains();
    static QString toolchainProblem(const QString &what, const QString &toolchain);
    // LTO: "on", "off" or "" (not stated).
    static QString ltoProblem(const QString &what, const QString &lto);
    // A C identifier ([A-Za-z_][A-Za-z0-9_]*): kernel_config keys, -D names.
    static bool isIdentifier(const QString &s);
    // What cmakeArguments() would pass that is unsafe ("" when nothing): the defence in depth
    // of FirmwareBuilder, for requests that did not come through Experiment::fromJson.
    static QString requestProblem(const BuildRequest &r);

    // The counts' ranges (docs/experiments.md).
    static constexpr qint64 kMaxRepetitions = 1000;
    static constexpr qint64 kMaxIterations = 1000000;
    static constexpr qint64 kDefaultIterations = 10000; // the firmware's default

private:
    QString kernelConfigValue(const QJsonValue &v, const QString &path) const;
    JsonNumberText m_texts;
};

} // namespace rb
