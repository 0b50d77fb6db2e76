// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/json_number_text.h"
#include "core/model/configuration.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {

// How a kernel is built when our firmware CMake cannot build it: the user's own project,
// through a command template. Placeholders: {opt} {cflags} {clock_hz} {profile} {timer}
// {board} {kernel} {out} {iterations} {warmup} {experiment_dir} {toolchain} {lto}.
struct ExternalBuild {
    QStringList command;   // argument list, never a shell string
    QString elf;           // path of the ELF it produces (placeholders allowed)
    QString workingDir;    // optional; a relative one is taken from experimentDir
    QString experimentDir; // directory of the experiment file ({experiment_dir}); "" = unknown
    bool isValid() const
    {
        return !command.isEmpty() && !command.first().isEmpty() && !elf.isEmpty();
    }
    // The placeholders a template may use.
    static QStringList placeholders();
};

// One thing to build and run: every build parameter the firmware CMake interface takes.
struct BuildRequest {
    QString board;  // qemu | gd32f103 | host
    QString kernel; // baremetal | posix | freertos ...
    QString opt;    // -Os
    QString cflags; // extra flags, tokens separated by one space (CompilerFlags)
    // The compiler (issue 37): gcc | clang, "" = not stated (the firmware's default, gcc);
    // -DRB_TOOLCHAIN, expected back as COND toolchain. lto: on | off, "" = not stated (off);
    // -DRB_LTO, expected back as COND lto.
    QString toolchain;
    QString lto;
    std::optional<qint64> clockHz;
    std::optional<int> flashWaitStates; // gd32f103: FMC_WS.WSCNT 0..2 (-DRB_FLASH_WS)
    QString timer;                      // dwt | systick | gpio | icount | clock
    QString profile;                    // default | minimal
    // Kernel option overrides on top of the profile (an experiment's "kernel_config"): key ->
    // integer value as text, passed as -DRB_KERNEL_CONFIG=key=value;... and expected back in
    // COND as kcfg.<key>. The keys a kernel accepts: KernelOptions.
    QMap<QString, QString> kernelConfig;
    QString kernelDir;
    // Further trees the kernel is made of (catalogue extra_trees, e.g. uc-cpu for ucos3):
    // id -> directory, passed as -DRB_TREE_<ID> (upper case, '-' as '_').
    QMap<QString, QString> extraTrees;
    std::optional<int> iterations;
    std::optional<int> warmup;
    QMap<QString, QString>
        defines; // further -D for the firmware build (e.g. RB_INJECT_PRINT_EVERY)
    ExternalBuild external;

    // The CMake -D arguments of firmware/CMakeLists.txt for this request (cflags as a CMake list
    // of the tokens). Empty, with *error saying why, when a field is unsafe
    // (ConditionCheck::requestProblem): a request is refused, never passed on unchecked.
    QStringList cmakeArguments(QString *error = nullptr) const;
    // Stable key of everything that changes the firmware image (for the build cache).
    QString cacheKey() const;
    // What the firmware must report back; empty fields are "not requested".
    Configuration expectedConfiguration() const;
    QJsonObject toJson() const;
    // One line for progress and logs: "baremetal qemu -Os 72 MHz icount".
    QString label() const;
    // What the firmware build would refuse ("" = nothing), as Experiment::problems() checks it.
    QString problem() const;
};

// An experiment: kernels x the varied condition(s), on one board, repeated, in an order.
// See docs/experiments.md for the JSON format.
class Experiment {
public:
    enum class Order { AsWritten, Randomized, Interleaved };

    QString name;
    QString description;
    QString board;
    QStringList kernels;
    QJsonObject base; // base condition values (opt_level, clock_hz, flash_wait_states, ...)
    std::vector<std::pair<QString, QJsonArray>> vary; // condition -> values, in file order
    int repetitions = 1;
    Order order = Order::AsWritten;
    quint64 seed = 1;
    bool stopOnFailure = false;
    QMap<QString, ExternalBuild> externalBuilds; // per kernel
    QMap<QString, QString> kernelDirs;           // per kernel, and per extra tree (uc-cpu, uc-lib)

    // Parses and checks a definition; returns nullopt with a message naming the problem. Every
    // value that reaches a build is checked here (ConditionCheck), before anything is built or
    // stored; numbers shows a refused number as the file wrote it (load() passes it).
    static std::optional<Experiment> fromJson(const QJsonObject &o, QString *error,
                                              const JsonNumberText &numbers = {});
    // What the firmware build would refuse, per distinct reason, checked before anything runs
    // or is stored (experiment_check.cpp): unknown board or kernel, a kernel on a board it does
    // not run on, an optimisation level, clock, timing method or profile the build refuses.
    // boardOverride: the board the run will use instead of the experiment's ("" = its own).
    QStringList problems(const QString &boardOverride = {}) const;
    static std::optional<Experiment> load(const QString &path, QString *error);
    QJsonObject toJson() const;

    // The conditions an experiment may set or vary.
    static QStringList knownConditions();
    // Expands to one BuildRequest per kernel x varied value combination x repetition,
    // in the requested order (randomised / interleaved orders are repeatable for a seed).
    std::vector<BuildRequest> expand() const;
    // Names of the varied conditions (for confound checks: what is studied).
    // Why a configuration's warmup or inject_print_every exceeds its iterations (the firmware's
    // default 10000 when not set), "" when none does (experiment_check.cpp).
    QString countProblem() const;
};

} // namespace rb
