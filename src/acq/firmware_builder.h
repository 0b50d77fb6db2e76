// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/firmware_manifest.h"
#include "core/experiment/experiment.h"
#include "core/model/kernel_tree_identity.h"

#include <QString>

#include <atomic>
#include <functional>
#include <optional>

namespace rb {

struct BuildOutcome {
    bool ok = false;
    bool reused = false;  // the cached build was up to date: nothing was compiled
    bool stamped = false; // ... as proven by its build stamp, without running cmake
    bool cancelled = false;
    QString error; // one clear sentence
    QString log;   // configure + build output
    QString dir;   // the build directory
    std::optional<FirmwareManifest> manifest;
    KernelTreeIdentity kernelTree; // the kernel tree the build compiled (RB_KERNEL_DIR builds)
};

// Builds a BuildRequest through the firmware's CMake interface (firmware/CMakeLists.txt) into a
// cache directory keyed by the request (BuildRequest::cacheKey()); an up-to-date build is reused
// (ninja does nothing) and its manifest checked against the request. External builds run the
// user's command template instead and are described by a manifest we write ourselves.
class FirmwareBuilder {
public:
    FirmwareBuilder(QString firmwareSourceDir = defaultFirmwareDir(),
                    QString cacheDir = defaultCacheDir());

    BuildOutcome build(const BuildRequest &request, const std::atomic_bool *cancel = nullptr,
                       const std::function<void(const QString &)> &log = {}) const;
    // Builds into an explicit directory (rtosbench-cli build-firmware --out DIR).
    BuildOutcome buildInto(const BuildRequest &request, const QString &dir,
                           const std::atomic_bool *cancel = nullptr,
                           const std::function<void(const QString &)> &log = {}) const;

    static QString defaultFirmwareDir();
    static QString defaultCacheDir();
    // Placeholders of external build templates: {opt} {cflags} {clock_hz} {profile} {timer}
    // {board} {kernel} {out} {iterations} {warmup}. templ is ONE element of the command's
    // argument list, so whatever a placeholder holds stays inside that one argument (no shell
    // splits it); {cflags} holds tokens CompilerFlags accepted, joined by spaces: no shell
    // character even for a user's build that hands it on to make or sh.
    static QString substitute(const QString &templ, const BuildRequest &r, const QString &outDir);

private:
    BuildOutcome buildExternal(const BuildRequest &request, const QString &dir,
                               const std::atomic_bool *cancel,
                               const std::function<void(const QString &)> &log) const;
    QString m_firmwareDir;
    QString m_cacheDir;
};

} // namespace rb
