// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/firmware_manifest.h"
#include "core/experiment/experiment.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace rb {

// Proof that a cached firmware build is up to date without running `cmake --build` (issue 6:
// the no-op check cost a noticeable part of a short run). Written into the build directory
// after every successful build (BUILD/rb_build_stamp.json), it records what the build was made
// from: a SHA-256 of the whole firmware source tree (every file's relative path and bytes), the
// request (every build parameter), the compiler binary (path, size, mtime) and the SHA-256 of
// the ELF produced. A later build of the same request skips cmake only when all of these still
// match and the ELF on disk still hashes to the recorded value; anything else (an edited or
// added firmware file, another compiler, a touched ELF, no stamp) falls back to the real
// `cmake --build`. Requests with a kernel tree of their own (RB_KERNEL_DIR: sources outside
// our firmware tree) are never stamped.
class BuildStamp {
public:
    static QString fileName() { return QStringLiteral("rb_build_stamp.json"); }

    // SHA-256 (hex) over the sorted relative paths and contents of every file under dir.
    // Empty when dir cannot be read.
    static QString treeHash(const QString &dir);
    // Whether a request can be checked by a stamp at all.
    static bool applies(const BuildRequest &request) { return request.kernelDir.isEmpty(); }

    // The stamp of a finished build (the manifest it wrote, the current source tree).
    static QJsonObject make(const BuildRequest &request, const QString &firmwareDir,
                            const QString &buildDir, const FirmwareManifest &manifest);
    static bool write(const QString &buildDir, const QJsonObject &stamp);
    static void remove(const QString &buildDir);

    // The manifest of buildDir when its stamp proves it up to date for request, else nullopt
    // (*why, when given, says what differs: for logs and tests).
    static std::optional<FirmwareManifest> check(const BuildRequest &request,
                                                 const QString &firmwareDir,
                                                 const QString &buildDir, QString *why = nullptr);

private:
    static QJsonObject compilerOf(const QString &buildDir);
    static QString fileSha256(const QString &path);
};

} // namespace rb
