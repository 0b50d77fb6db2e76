// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/firmware_builder.h"

#include "acq/board_registry.h"
#include "acq/build_stamp.h"
#include "acq/kernel_build_identity.h"
#include "acq/qemu_board.h"
#include "core/kernels/kernel_catalogue.h"
#include "core/process/tool_process.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLockFile>
#include <QStandardPaths>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::FirmwareBuilder)
};
constexpr int kBuildTimeoutMs = 1800000; // a build's (or an external build's) time limit
// A build tool run for this build: output merged and appended to *log, each line also given to
// onLine; *error says why it did not run to an exit code. Returns the exit code, or -1.
int runBuildTool(const QString &program, const QStringList &args, const QString &workingDir,
                 QString *log, QString *error, const std::atomic_bool *cancel, int timeoutMs,
                 const std::function<void(const QString &)> &onLine)
{
    const ToolResult r = ToolProcess::run(program, args,
                                          {.workingDir = workingDir,
                                           .timeoutMs = timeoutMs,
                                           .mergeChannels = true,
                                           .cancel = cancel,
                                           .onLine = onLine});
    *log += QString::fromLocal8Bit(r.out);
    setError(error, r.error);
    return r.exitCode;
}

// Defence in depth (issue 31): a request whose fields were not checked (flags outside the
// allow-list, a path with ';' ...; BuildRequest::cmakeArguments) is refused before any program
// runs or any file is made.
BuildOutcome refused(const QString &why)
{
    BuildOutcome out;
    out.error = Tr::tr("the build request is refused: %1").arg(why);
    return out;
}

// The source tree a configured build directory belongs to (CMakeCache.txt's
// CMAKE_HOME_DIRECTORY), or empty when it has none.
QString configuredSourceDir(const QString &buildDir)
{
    QFile f(buildDir + QStringLiteral("/CMakeCache.txt"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray key = "CMAKE_HOME_DIRECTORY:INTERNAL=";
    while (!f.atEnd()) {
        const QByteArray line = f.readLine().trimmed();
        if (line.startsWith(key))
            return QString::fromLocal8Bit(line.mid(key.size()));
    }
    return {};
}
} // namespace

FirmwareBuilder::FirmwareBuilder(QString firmwareSourceDir, QString cacheDir)
    : m_firmwareDir(std::move(firmwareSourceDir)), m_cacheDir(std::move(cacheDir))
{}

QString FirmwareBuilder::defaultFirmwareDir()
{
    const QString env = qEnvironmentVariable("RTOSBENCH_FIRMWARE_DIR");
    if (!env.isEmpty())
        return env;
    // Installed: <prefix>/share/rtosbench/firmware next to <prefix>/bin.
    const QString installed = QDir(QCoreApplication::applicationDirPath())
                                  .absoluteFilePath(QStringLiteral("../share/rtosbench/firmware"));
    if (QFileInfo::exists(installed + QStringLiteral("/CMakeLists.txt")))
        return QDir::cleanPath(installed);
    return QStringLiteral(RTOSBENCH_SOURCE_DIR "/firmware");
}

QString FirmwareBuilder::defaultCacheDir()
{
    const QString env = qEnvironmentVariable("RTOSBENCH_BUILD_CACHE");
    if (!env.isEmpty())
        return env;
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
           QStringLiteral("/firmware");
}

QString FirmwareBuilder::substitute(const QString &templ, const BuildRequest &r,
                                    const QString &outDir)
{
    QString s = templ;
    s.replace(QLatin1String("{opt}"), r.opt);
    s.replace(QLatin1String("{cflags}"), r.cflags);
    s.replace(QLatin1String("{clock_hz}"), r.clockHz ? QString::number(*r.clockHz) : QString());
    s.replace(QLatin1String("{profile}"), r.profile);
    s.replace(QLatin1String("{timer}"), r.timer);
    s.replace(QLatin1String("{board}"), r.board);
    s.replace(QLatin1String("{kernel}"), r.kernel);
    s.replace(QLatin1String("{out}"), outDir);
    s.replace(QLatin1String("{iterations}"),
              r.iterations ? QString::number(*r.iterations) : QString());
    s.replace(QLatin1String("{warmup}"), r.warmup ? QString::number(*r.warmup) : QString());
    s.replace(QLatin1String("{experiment_dir}"), r.external.experimentDir);
    s.replace(QLatin1String("{toolchain}"), r.toolchain);
    s.replace(QLatin1String("{lto}"), r.lto);
    return s;
}

BuildOutcome FirmwareBuilder::build(const BuildRequest &request, const std::atomic_bool *cancel,
                                    const std::function<void(const QString &)> &log) const
{
    // Before the cache entry is named after the request's board and kernel.
    QString unsafe;
    request.cmakeArguments(&unsafe);
    if (!unsafe.isEmpty())
        return refused(unsafe);
    const QString dir =
        QDir(m_cacheDir).filePath(request.board + '-' + request.kernel + '-' + request.cacheKey());
    // Two rtosbench processes (or a GUI run and a CLI run) building the same configuration
    // take turns: the second one waits and then reuses the first one's build. A lock left by a
    // process that died is taken over (its PID is gone); a build can take minutes, so the lock
    // never goes stale by age.
    QDir().mkpath(m_cacheDir);
    QLockFile lock(dir + QStringLiteral(".lock"));
    lock.setStaleLockTime(0);
    bool announced = false;
    while (!lock.tryLock(250)) {
        if (lock.error() == QLockFile::PermissionError || lock.error() == QLockFile::UnknownError) {
            BuildOutcome out;
            out.error = Tr::tr("cannot lock the firmware cache entry %1").arg(dir);
            return out;
        }
        if (cancel && cancel->load()) {
            BuildOutcome out;
            out.cancelled = true;
            out.error = Tr::tr("cancelled while waiting for another build of this firmware");
            return out;
        }
        if (log && !announced) {
            announced = true;
            log(Tr::tr("waiting for another rtosbench process building the same firmware"));
        }
    }
    return buildInto(request, dir, cancel, log);
}

BuildOutcome FirmwareBuilder::buildInto(const BuildRequest &request, const QString &dir,
                                        const std::atomic_bool *cancel,
                                        const std::function<void(const QString &)> &log) const
{
    QString unsafe;
    const QStringList cmakeArgs = request.cmakeArguments(&unsafe);
    if (!unsafe.isEmpty())
        return refused(unsafe);
    if (request.external.isValid())
        return buildExternal(request, dir, cancel, log);
    BuildOutcome out;
    out.dir = QFileInfo(dir).absoluteFilePath();
    if (!QFileInfo::exists(m_firmwareDir + QStringLiteral("/CMakeLists.txt"))) {
        out.error = Tr::tr("the firmware sources were not found in %1 (set RTOSBENCH_FIRMWARE_DIR)")
                        .arg(m_firmwareDir);
        return out;
    }
    QDir().mkpath(out.dir);
    const QString cmake = QStandardPaths::findExecutable(QStringLiteral("cmake"));
    if (cmake.isEmpty()) {
        out.error = Tr::tr("cmake was not found on PATH: install it (apt install cmake)");
        return out;
    }
    // A stamped cached build whose sources, request, compiler and ELF are unchanged is used
    // as it is: no `cmake --build` no-op check (BuildStamp says what is compared).
    QString stale;
    if (auto m = BuildStamp::check(request, m_firmwareDir, out.dir, &stale)) {
        out.manifest = std::move(m);
        out.reused = true;
        out.stamped = true;
        out.log = Tr::tr("up to date (build stamp): %1").arg(out.manifest->elfPath);
        out.ok = true;
        return out;
    }
    if (log && QFileInfo::exists(out.dir + '/' + BuildStamp::fileName()))
        log(Tr::tr("rebuilding the cached firmware: %1").arg(stale));
    // No stamp survives a build that has not finished.
    BuildStamp::remove(out.dir);
    QString error;
    // An entry configured from another firmware tree (RTOSBENCH_FIRMWARE_DIR, a test's copy, the
    // installed package's) would build that tree, or fail at once when it is gone: configure
    // this one afresh instead.
    const QString configuredFrom = configuredSourceDir(out.dir);
    if (!configuredFrom.isEmpty() && QFileInfo(configuredFrom).canonicalFilePath() !=
                                         QFileInfo(m_firmwareDir).canonicalFilePath()) {
        if (log)
            log(Tr::tr("reconfiguring the cached firmware: it was configured from %1")
                    .arg(configuredFrom));
        QDir(out.dir).removeRecursively();
        QDir().mkpath(out.dir);
    }
    if (!QFileInfo::exists(out.dir + QStringLiteral("/CMakeCache.txt"))) {
        QStringList args{QStringLiteral("-S"), m_firmwareDir, QStringLiteral("-B"), out.dir};
        if (!QStandardPaths::findExecutable(QStringLiteral("ninja")).isEmpty())
            args << QStringLiteral("-G") << QStringLiteral("Ninja");
        args << cmakeArgs;
        // The firmware's kernel list comes from the catalogue the workbench uses (issue 33), so
        // a firmware tree copied elsewhere (RTOSBENCH_FIRMWARE_DIR) needs none of its own.
        const QString catalogue = out.dir + QStringLiteral("/kernel-catalogue.json");
        if (!KernelCatalogue::writeInUse(catalogue, &out.error))
            return out;
        args << QStringLiteral("-DRB_KERNEL_CATALOGUE=") + catalogue;
        const int rc = runBuildTool(cmake, args, out.dir, &out.log, &error, cancel, 300000, log);
        if (rc != 0) {
            out.cancelled = cancel && cancel->load();
            // Configure errors are the clear messages of firmware/CMakeLists.txt: pass them on.
            QString msg;
            for (const QString &line : out.log.split('\n')) {
                const QString t = line.trimmed();
                if (!t.isEmpty() && !t.startsWith(QLatin1String("--")) &&
                    !t.startsWith(QLatin1String("CMake Error")) &&
                    !t.startsWith(QLatin1String("Call Stack")))
                    msg += (msg.isEmpty() ? QString() : QStringLiteral(" ")) + t;
                if (msg.size() > 300)
                    break;
            }
            out.error =
                error.isEmpty() ? Tr::tr("configuring the firmware failed: %1").arg(msg) : error;
            QDir(out.dir).removeRecursively(); // never keep a half-configured cache entry
            return out;
        }
    }
    QString buildLog;
    // 30 minutes, as for an external build: a cold build of a kernel that owns its image
    // (NuttX's make, embassy's cargo with build-std core) takes minutes, and embassy's took over
    // 10 on a loaded 2-core machine (qemu-kernels.json). A user's Cancel ends it at once.
    const int rc = runBuildTool(cmake, {QStringLiteral("--build"), out.dir}, out.dir, &buildLog,
                                &error, cancel, kBuildTimeoutMs, log);
    out.log += buildLog;
    if (rc != 0) {
        out.cancelled = cancel && cancel->load();
        out.error =
            error.isEmpty() ? Tr::tr("building the firmware failed (see the build log)") : error;
        return out;
    }
    out.reused = buildLog.contains(QLatin1String("no work to do"));
    out.manifest = FirmwareManifest::load(out.dir, &out.error);
    if (!out.manifest)
        return out;
    // The cache key covers the request; this guards against a stale or foreign directory.
    const QJsonObject c = out.manifest->conditions;
    auto mismatch = [&](const char *key, const QString &want) {
        return !want.isEmpty() && c.contains(QLatin1String(key)) &&
               c.value(QLatin1String(key)).toVariant().toString() != want;
    };
    if (mismatch("board", request.board) || mismatch("kernel", request.kernel) ||
        mismatch("opt", request.opt) || mismatch("toolchain", request.toolchain) ||
        mismatch("lto", request.lto)) {
        out.error = Tr::tr("the build in %1 does not match the request (%2): delete it and retry")
                        .arg(out.dir, request.label());
        out.manifest.reset();
        return out;
    }
    if (BuildStamp::applies(request))
        BuildStamp::write(out.dir,
                          BuildStamp::make(request, m_firmwareDir, out.dir, *out.manifest));
    out.kernelTree = KernelBuildIdentity::of(out.dir, request.kernelDir);
    out.ok = true;
    return out;
}

BuildOutcome FirmwareBuilder::buildExternal(const BuildRequest &r, const QString &dir,
                                            const std::atomic_bool *cancel,
                                            const std::function<void(const QString &)> &log) const
{
    BuildOutcome out;
    out.dir = QFileInfo(dir).absoluteFilePath();
    QDir().mkpath(out.dir);
    QStringList cmd;
    for (const QString &a : r.external.command)
        cmd << substitute(a, r, out.dir);
    // A relative working directory is taken from the experiment file's directory (from the
    // current one when the experiment did not come from a file).
    QString wd = out.dir;
    if (!r.external.workingDir.isEmpty())
        wd = QDir(r.external.experimentDir.isEmpty() ? QDir::currentPath()
                                                     : r.external.experimentDir)
                 .absoluteFilePath(substitute(r.external.workingDir, r, out.dir));
    if (!QFileInfo(wd).isDir()) {
        out.error =
            Tr::tr("the working directory of the external build does not exist: %1").arg(wd);
        return out;
    }
    const QString elf = QDir(wd).absoluteFilePath(substitute(r.external.elf, r, out.dir));
    // An ELF left in our own output directory by an earlier build must not pass for this one.
    if (QFileInfo(elf).absoluteFilePath().startsWith(out.dir + '/'))
        QFile::remove(elf);
    out.log = Tr::tr("external build: %1 (in %2)").arg(cmd.join(' '), wd) + '\n';
    if (log)
        log(out.log.trimmed());
    QString error;
    const int rc =
        runBuildTool(cmd.first(), cmd.mid(1), wd, &out.log, &error, cancel, kBuildTimeoutMs, log);
    if (rc != 0) {
        out.cancelled = cancel && cancel->load();
        out.error = error.isEmpty()
                        ? Tr::tr("the external build command failed with exit code %1").arg(rc)
                        : error;
        return out;
    }
    QFile f(elf);
    if (!f.open(QIODevice::ReadOnly)) {
        out.error = Tr::tr("the external build did not produce %1").arg(elf);
        return out;
    }
    // Our own manifest: the firmware's self-reported conditions are the only truth.
    QJsonObject m;
    m.insert("external", true);
    m.insert("elf", elf);
    m.insert("elf_sha256",
             QString::fromLatin1(
                 QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex()));
    QJsonObject cond;
    cond.insert("board", r.board);
    cond.insert("kernel", r.kernel);
    m.insert("conditions", cond);
    m.insert("command", QJsonArray::fromStringList(cmd));
    const BoardInfo board = BoardRegistry::info(r.board);
    if (board.isVirtual)
        m.insert("run", QJsonArray::fromStringList(QemuBoard::defaultCommand(elf)));
    else if (board.runsOnHost)
        m.insert("run", QJsonArray::fromStringList({elf}));
    QFile mf(out.dir + QStringLiteral("/manifest.json"));
    if (!mf.open(QIODevice::WriteOnly) || mf.write(QJsonDocument(m).toJson()) < 0) {
        out.error = Tr::tr("cannot write %1").arg(mf.fileName());
        return out;
    }
    mf.close();
    out.manifest = FirmwareManifest::load(out.dir, &out.error);
    out.ok = out.manifest.has_value();
    return out;
}

} // namespace rb
