// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/protocol/conditions_mapper.h"

#include "core/protocol/percent_codec.h"
#include "core/protocol/record.h"
#include "core/util/set_error.h"

#include <QCoreApplication>

namespace rb {
namespace {

QString decoded(std::string_view raw)
{
    const auto s = proto::percentDecode(raw);
    return s ? QString::fromUtf8(s->data(), static_cast<qsizetype>(s->size()))
             : QString::fromLatin1(raw.data(), static_cast<qsizetype>(raw.size()));
}

// A string condition: "unknown" is not a value.
QString known(std::string_view raw)
{
    const QString s = decoded(raw);
    return s == QLatin1String("unknown") ? QString() : s;
}

bool badInteger(std::string_view key, std::string_view raw, QString *error)
{
    return setError(
        error,
        QCoreApplication::translate("rb::ConditionsMapper", "condition %1 is not an integer: '%2'")
            .arg(QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size())),
                 decoded(raw)));
}

} // namespace

bool ConditionsMapper::apply(Configuration &c, std::string_view key, std::string_view raw,
                             QString *error)
{
    using std::string_view_literals::operator""sv;
    const auto integer = proto::parseInteger(raw);
    const bool unknown = raw == "unknown"sv;
    if (key == "board"sv)
        c.board = known(raw);
    else if (key == "mcu"sv)
        c.mcu = known(raw);
    else if (key == "core"sv)
        c.core = known(raw);
    else if (key == "compiler"sv || key == "toolchain"sv) // toolchain: the same (issue 37)
        c.toolchain = known(raw);
    else if (key == "compiler_version"sv || key == "toolchain_version"sv)
        c.toolchainVersion = known(raw);
    else if (key == "cflags"sv)
        c.cflags = known(raw);
    else if (key == "opt"sv)
        c.optLevel = known(raw);
    else if (key == "kernel"sv)
        c.kernel = known(raw);
    else if (key == "kernel_version"sv)
        c.kernelVersion = known(raw);
    else if (key == "profile"sv)
        c.kernelProfile = known(raw);
    else if (key == "timer"sv)
        c.timingMethod = known(raw);
    else if (key == "debugger"sv)
        c.debugger = decoded(raw); // attached | detached | unknown: all meaningful
    else if (key == "c_debugen"sv) {
        // GD32F103 (issue 18): DHCSR.C_DEBUGEN, set since a debugger connected after power-on.
        // The debugger field says attached/detached as before (trap 8 reads it); the bit itself
        // is kept under its own name.
        if (!integer && !unknown)
            return badInteger(key, raw, error);
        if (integer)
            c.debugger = *integer ? QStringLiteral("attached") : QStringLiteral("detached");
        c.extra.insert(QStringLiteral("c_debugen"), decoded(raw));
    } else if (key == "clock_hz"sv || key == "timer_hz"sv) {
        std::optional<qint64> &target = key == "clock_hz"sv ? c.clockHz : c.timerHz;
        if (!integer && !unknown)
            return badInteger(key, raw, error);
        target = (integer && *integer > 0) ? std::optional<qint64>(*integer) : std::nullopt;
    } else if (key == "flash_ws"sv) {
        if (!integer && !unknown)
            return badInteger(key, raw, error);
        c.flashWaitStates = (integer && *integer >= 0 && *integer < 1000)
                                ? std::optional<int>(static_cast<int>(*integer))
                                : std::nullopt;
    } else if (key == "timer_emulated"sv) {
        if (!integer && !unknown)
            return badInteger(key, raw, error);
        c.timerEmulated = integer ? std::optional<bool>(*integer != 0) : std::nullopt;
    } else if (key.substr(0, 5) == "kcfg."sv && key.size() > 5) {
        const std::string_view k = key.substr(5);
        c.kernelConfig.insert(QString::fromLatin1(k.data(), static_cast<qsizetype>(k.size())),
                              decoded(raw));
    } else {
        c.extra.insert(QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size())),
                       decoded(raw));
    }
    return true;
}

} // namespace rb
