// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli lava collect --job-dir DIR --plan ID --device NAME [--dispatcher HOST]: reads
// the log of every job `lava jobs` wrote into DIR (DIR/job-NNN/output.yaml: lava-run's output,
// or the log lava-server keeps) and stores its capture through the path of import-log
// (docs/board-farm.md). A capture whose firmware is not its job's is refused, nothing stored.
// --server URL --token-file F --plan ID [--jobs IDS]: the plan's jobs on a LAVA server. A job
// already stored (its runs' uids derive from the job's identity, LavaJob::runUid) is reported,
// not stored again.
#include "acq/lava_job.h"
#include "acq/lava_server.h"
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/lava_commands.h"
#include "core/io/capture_import.h"
#include "core/io/lava_log.h"
#include "core/store/plan_store.h"
#include "core/store/run_store.h"
#include "core/util/set_error.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonObject>
#include <QRegularExpression>

#include <QSysInfo>
#include <functional>

namespace rb::cli {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

enum ExitCode { Ok = 0, Error = 1, Usage = 2, Incomplete = 3 };

// What the plan asked of the configuration, as BuildRequest::expectedConfiguration says it, from
// the request the plan keeps (PlanShard::describe).
Configuration requestedOf(const QJsonObject &r)
{
    Configuration c;
    c.board = r.value(QLatin1String("board")).toString();
    c.kernel = r.value(QLatin1String("kernel")).toString();
    c.optLevel = r.value(QLatin1String("opt_level")).toString();
    c.toolchain = r.value(QLatin1String("toolchain")).toString();
    if (const QString lto = r.value(QLatin1String("lto")).toString(); !lto.isEmpty())
        c.extra.insert(QStringLiteral("lto"), lto);
    if (r.value(QLatin1String("clock_hz")).isDouble())
        c.clockHz = qint64(r.value(QLatin1String("clock_hz")).toDouble());
    if (r.value(QLatin1String("flash_wait_states")).isDouble())
        c.flashWaitStates = r.value(QLatin1String("flash_wait_states")).toInt();
    c.timingMethod = r.value(QLatin1String("timer")).toString();
    c.kernelProfile = r.value(QLatin1String("profile")).toString();
    const QJsonObject k = r.value(QLatin1String("kernel_config")).toObject();
    for (auto it = k.begin(); it != k.end(); ++it)
        c.kernelConfig.insert(it.key(), it.value().toString());
    return c;
}

// The QEMU options of a "Boot command:" line: without the program and the -kernel image.
QString qemuOptionsOf(const QString &bootCommand)
{
    QStringList words = bootCommand.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!words.isEmpty())
        words.removeFirst();
    const qsizetype k = words.indexOf(QStringLiteral("-kernel"));
    if (k >= 0)
        words.remove(k, qMin<qsizetype>(2, words.size() - k));
    return words.join(QLatin1Char(' '));
}

struct Collected {
    int code = Ok;
    QString line; // what to print
};

// One job: its definition (as `lava jobs` wrote it) and its log, from a directory or a server.
struct JobTexts {
    QString name;     // job-001.yaml, or "LAVA job 123"
    QString identity; // LavaJob::serverJobIdentity or logIdentity
    QByteArray definition;
    QByteArray log;
    // The server's log is read only for a job not stored yet; a directory's is read already.
    std::function<std::optional<QByteArray>(QString *)> fetchLog;
    QString logName; // where the log came from, for messages
    QDateTime when;  // when the log was written
    QString device;
    QString dispatcher;
};

struct CollectOptions {
    StoredPlan plan;
};

// DIR/job-NNN.yaml and its log DIR/job-NNN/output.yaml; nullopt with *error.
std::optional<JobTexts> readJobDir(const QDir &dir, const QString &jobFile, QString *error)
{
    JobTexts t;
    t.name = jobFile;
    QFile job(dir.filePath(jobFile));
    if (!job.open(QIODevice::ReadOnly) || job.size() > (1 << 20)) {
        setError(error, Tr::tr("cannot read the job definition"));
        return std::nullopt;
    }
    t.definition = job.readAll();
    t.logName = QFileInfo(jobFile).completeBaseName() + QStringLiteral("/output.yaml");
    const QFileInfo logInfo(dir.filePath(t.logName));
    QFile logFile(logInfo.filePath());
    if (!logInfo.isFile() || logInfo.size() > (qint64(1) << 30) ||
        !logFile.open(QIODevice::ReadOnly)) {
        setError(error,
                 Tr::tr("no job log %1 (lava-run's output) of at most 1 GiB").arg(t.logName));
        return std::nullopt;
    }
    t.log = logFile.readAll();
    t.identity = LavaJob::logIdentity(t.log);
    t.when = logInfo.lastModified().toUTC();
    return t;
}

// LAVA job id on a server: its definition, log, device and that device's worker.
std::optional<JobTexts> readServerJob(const LavaServer &server, qint64 id, QString *error)
{
    const auto job = server.job(id, error);
    if (!job)
        return std::nullopt;
    if (job->state != QLatin1String("Finished")) {
        setError(
            error,
            Tr::tr("the job is %1, not finished: collect it once it has ended").arg(job->state));
        return std::nullopt;
    }
    JobTexts t;
    t.name = Tr::tr("LAVA job %1").arg(id);
    t.identity = LavaJob::serverJobIdentity(server.identity(), id);
    t.definition = job->definition.toUtf8();
    t.device = job->actualDevice;
    if (!isLavaName(t.device)) {
        setError(error, Tr::tr("the server names no valid device for it (\"%1\")").arg(t.device));
        return std::nullopt;
    }
    const auto worker = server.workerOf(t.device, error);
    if (!worker)
        return std::nullopt;
    t.dispatcher = *worker;
    if (!isLavaName(t.dispatcher)) {
        setError(
            error,
            Tr::tr("the server names no valid worker for %1 (\"%2\")").arg(t.device, t.dispatcher));
        return std::nullopt;
    }
    t.fetchLog = [&server, id](QString *why) { return server.logs(id, why); };
    t.logName = QStringLiteral("api/v0.2/jobs/%1/logs/").arg(id);
    t.when = QDateTime::currentDateTimeUtc();
    return t;
}

// The runs already stored for the job (its runs' uids, k = 0, 1, ... up to the first that is
// not stored); nullopt with *error on a read error.
std::optional<std::vector<RunRow>> storedRunsOf(const RunStore &store, const QString &identity,
                                                QString *error)
{
    std::vector<RunRow> rows;
    for (int k = 0;; ++k) {
        QString why;
        const std::optional<qint64> id = store.findRunByUid(LavaJob::runUid(identity, k), &why);
        if (!why.isEmpty()) {
            setError(error, why);
            return std::nullopt;
        }
        if (!id)
            return rows;
        const std::optional<Run> run = store.loadRun(*id, false, false, &why);
        if (!run) {
            setError(error, why);
            return std::nullopt;
        }
        RunRow r;
        r.id = run->id;
        r.status = run->status;
        r.statusReason = run->statusReason;
        rows.push_back(r);
    }
}

// "configuration N: already stored as run M (complete)": exit code as the stored runs say.
Collected alreadyStored(const QString &jobFile, int planIndex, const std::vector<RunRow> &rows)
{
    Collected c;
    QStringList parts;
    for (const RunRow &r : rows) {
        parts << Tr::tr("run %1 (%2)").arg(r.id).arg(runStatusName(r.status));
        if (r.status != RunStatus::Complete)
            c.code = Incomplete;
    }
    c.line = Tr::tr("%1: configuration %2: already stored as %3, not stored again")
                 .arg(jobFile)
                 .arg(planIndex + 1)
                 .arg(parts.join(QStringLiteral(", ")));
    return c;
}

Collected collectJob(RunStore &store, const CollectOptions &o, JobTexts &t)
{
    const QString &jobFile = t.name;
    Collected c;
    auto refuse = [&c, &jobFile](const QString &why) {
        c.code = Error;
        c.line = Tr::tr("error: %1: %2").arg(jobFile, why);
        return c;
    };
    QString error;
    const std::optional<LavaJobMetadata> meta = LavaJob::readMetadata(t.definition, &error);
    if (!meta)
        return refuse(error);
    if (meta->planId != o.plan.id)
        return refuse(Tr::tr("the job belongs to plan %1, not %2").arg(meta->planId, o.plan.id));
    const QJsonObject entry = meta->planIndex < o.plan.entries.size()
                                  ? o.plan.entries.at(meta->planIndex).toObject()
                                  : QJsonObject();
    if (meta->planIndex >= o.plan.size ||
        entry.value(QLatin1String("label")).toString() != meta->label)
        return refuse(Tr::tr("configuration %1 of plan %2 is not \"%3\"")
                          .arg(meta->planIndex + 1)
                          .arg(o.plan.id, meta->label));
    // The same job collected again: its runs are there, nothing is read or stored again.
    const auto stored = storedRunsOf(store, t.identity, &error);
    if (!stored)
        return refuse(Tr::tr("the database could not be read: %1").arg(error));
    if (!stored->empty())
        return alreadyStored(jobFile, meta->planIndex, *stored);
    if (t.fetchLog) {
        const auto fetched = t.fetchLog(&error);
        if (!fetched)
            return refuse(error);
        t.log = *fetched;
    }
    const QByteArray &text = t.log;
    const bool qemu = meta->board == QLatin1String("qemu");
    const std::optional<LavaLog> log = LavaLogParser::parse(
        text, qemu ? QStringLiteral("kernel") : QStringLiteral("binary"), &error);
    if (!log)
        return refuse(error);
    // The firmware LAVA booted must be the job's: else the capture is another build's.
    if (log->firmwareSha256.isEmpty())
        return refuse(Tr::tr("the log does not say which firmware LAVA booted: not stored"));
    if (log->firmwareSha256 != meta->firmwareSha256)
        return refuse(Tr::tr("LAVA booted firmware %1, the job is for %2: not stored")
                          .arg(log->firmwareSha256.left(16), meta->firmwareSha256.left(16)));
    if (qemu && qemuOptionsOf(log->bootCommand) != LavaJob::qemuOptions().join(QLatin1Char(' ')))
        return refuse(Tr::tr("the device booted QEMU with other options than rtosbench's "
                             "virtual board (%1): not stored")
                          .arg(qemuOptionsOf(log->bootCommand)));
    if (log->capture.isEmpty())
        return refuse(Tr::tr("the firmware printed no protocol line (LAVA: %1): nothing to store")
                          .arg(log->jobError.isEmpty() ? log->monitorError : log->jobError));

    CaptureImport capture(requestedOf(entry.value(QLatin1String("request")).toObject()));
    capture.feed(log->capture);
    std::vector<Run> runs = capture.finish();
    const QDateTime when = t.when;
    const QString lavaSaid = !log->monitorError.isEmpty() ? log->monitorError : log->jobError;
    int k = 0;
    for (Run &run : runs) {
        run.uid = LavaJob::runUid(t.identity, k++);
        run.startedAt = when;
        run.finishedAt = when;
        run.experiment = o.plan.experiment;
        run.planId = o.plan.id;
        run.planIndex = meta->planIndex;
        run.firmwareSha256 = meta->firmwareSha256;
        run.config.extra.insert(QStringLiteral("lava_device"), t.device);
        run.config.extra.insert(QStringLiteral("lava_dispatcher"), t.dispatcher);
        for (auto it = log->toolVersions.cbegin(); it != log->toolVersions.cend(); ++it)
            run.toolVersions.insert(it.key(), it.value());
        run.toolVersions.insert(QStringLiteral("rtosbench"), QStringLiteral(RTOSBENCH_VERSION));
        run.notes = Tr::tr("Collected from the LAVA job %1 (device %2, dispatcher %3; times are "
                           "the log's modification time).")
                        .arg(jobFile, t.device, t.dispatcher);
        if (run.status == RunStatus::Incomplete && !lavaSaid.isEmpty())
            run.statusReason += QStringLiteral("; LAVA: ") + lavaSaid;
    }
    if (!CaptureImport::store(store, runs, &error, true)) {
        // Another `lava collect` of the same job stored it meanwhile (the uid is unique).
        QString again;
        const auto now = storedRunsOf(store, t.identity, &again);
        if (now && !now->empty())
            return alreadyStored(jobFile, meta->planIndex, *now);
        return refuse(Tr::tr("the run could not be stored: %1").arg(error));
    }
    QStringList parts;
    for (const Run &run : runs) {
        parts << Tr::tr("run %1 %2").arg(run.id).arg(runStatusName(run.status));
        if (run.status != RunStatus::Complete) {
            parts.last() += QStringLiteral(": ") + run.statusReason;
            c.code = qMax<int>(c.code, Incomplete);
        }
    }
    c.line = Tr::tr("%1: configuration %2: %3")
                 .arg(jobFile)
                 .arg(meta->planIndex + 1)
                 .arg(parts.join(QStringLiteral("; ")));
    return c;
}

} // namespace

int lavaCollectCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption jobDir("job-dir",
                                    Tr::tr("Directory of the jobs `lava jobs` wrote, each job's "
                                           "log in JOB/output.yaml."),
                                    QStringLiteral("DIR"));
    const QCommandLineOption planOpt("plan", Tr::tr("The plan id the jobs belong to."),
                                     QStringLiteral("ID"));
    const QCommandLineOption device("device", Tr::tr("The LAVA device that ran the jobs."),
                                    QStringLiteral("NAME"));
    const QCommandLineOption dispatcher(
        "dispatcher", Tr::tr("The LAVA dispatcher (worker) that ran them (default: this host)."),
        QStringLiteral("HOST"));
    const QCommandLineOption server(
        "server",
        Tr::tr("A LAVA server to read the jobs from (REST API v0.2), instead of a "
               "directory."),
        QStringLiteral("URL"));
    const QCommandLineOption tokenFile("token-file",
                                       Tr::tr("File holding the server's API token (one line)."),
                                       QStringLiteral("FILE"));
    const QCommandLineOption jobIds(
        "jobs",
        Tr::tr("Only these of the server's job ids, e.g. 12,14-17 (default: every job of the "
               "plan the server lists)."),
        QStringLiteral("IDS"));
    p.addOptions({jobDir, planOpt, device, dispatcher, server, tokenFile, jobIds});
    helpOption(p);
    if (!parseArgs(p, args, ctx, 0))
        return Usage;
    if (helpAsked(p, ctx, QStringLiteral("lava collect")))
        return Ok;
    static const QRegularExpression planRe(QStringLiteral("^[0-9a-f]{16}$"));
    const QString deviceName = p.value(device);
    const QString dispatcherName =
        p.isSet(dispatcher) ? p.value(dispatcher) : QSysInfo::machineHostName();
    const bool fromDir = p.isSet(jobDir) && !p.isSet(server) && !p.isSet(tokenFile) &&
                         !p.isSet(jobIds) && isLavaName(deviceName) && isLavaName(dispatcherName);
    const bool fromServer = !p.isSet(jobDir) && p.isSet(server) && p.isSet(tokenFile) &&
                            !p.isSet(device) && !p.isSet(dispatcher);
    if (!planRe.match(p.value(planOpt)).hasMatch() || (!fromDir && !fromServer)) {
        ctx.err << Tr::tr("usage: rtosbench-cli [--db PATH] lava collect --job-dir DIR --plan ID "
                          "--device NAME [--dispatcher HOST] (ID: 16 hex digits; names: letters, "
                          "digits, '.', '_', '-')")
                << Qt::endl
                << Tr::tr("       rtosbench-cli [--db PATH] lava collect --server URL --token-file "
                          "FILE --plan ID [--jobs IDS]")
                << Qt::endl;
        return Usage;
    }
    // Every job's texts are read by one of these; errors name the job.
    std::vector<std::function<std::optional<JobTexts>(QString *)>> sources;
    std::optional<LavaServer> lava;
    std::vector<qint64> serverIds; // --jobs, or (empty) the plan's jobs the server lists
    QString error;
    if (fromDir) {
        const QDir dir(p.value(jobDir));
        static const QRegularExpression jobRe(QStringLiteral("^job-[0-9]{3,6}\\.yaml$"));
        for (const QString &f :
             dir.entryList({QStringLiteral("job-*.yaml")}, QDir::Files, QDir::Name)) {
            if (!jobRe.match(f).hasMatch())
                continue;
            sources.push_back([=](QString *why) -> std::optional<JobTexts> {
                auto t = readJobDir(dir, f, why);
                if (t) {
                    t->device = deviceName;
                    t->dispatcher = dispatcherName;
                } else {
                    setError(why, Tr::tr("%1: %2").arg(f, *why));
                }
                return t;
            });
        }
        if (sources.empty()) {
            ctx.err << Tr::tr("error: %1 holds no job-NNN.yaml of `lava jobs`").arg(dir.path())
                    << Qt::endl;
            return Error;
        }
    } else {
        const auto ids = p.isSet(jobIds) ? parseIdList(p.value(jobIds))
                                         : std::optional<std::vector<qint64>>(std::in_place);
        QFile tf(p.value(tokenFile));
        if (!ids || !tf.open(QIODevice::ReadOnly) || tf.size() > 4096) {
            ctx.err << (ids ? Tr::tr("error: cannot read the token file %1").arg(tf.fileName())
                            : Tr::tr("error: bad job list \"%1\"").arg(p.value(jobIds)))
                    << Qt::endl;
            return Usage;
        }
        lava =
            LavaServer::make(p.value(server), QString::fromLatin1(tf.readAll()).trimmed(), &error);
        if (!lava) {
            ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
            return Usage;
        }
        serverIds = *ids;
    }
    RunStore store;
    if (!ctx.openStore(store))
        return Error;
    const std::optional<StoredPlan> plan = PlanStore(store).find(p.value(planOpt), &error);
    if (!plan) {
        ctx.err << (error.isEmpty() ? Tr::tr("error: no plan %1 in %2: the jobs come from `lava "
                                             "jobs` with the same --db")
                                          .arg(p.value(planOpt), store.path())
                                    : Tr::tr("error: %1").arg(error))
                << Qt::endl;
        return Error;
    }
    if (lava) {
        if (serverIds.empty()) {
            const auto listed = lava->jobsOfPlan(plan->id, &error);
            if (!listed || listed->empty()) {
                ctx.err << (listed ? Tr::tr("error: %1 lists no job of plan %2 (jobs named "
                                            "\"rtosbench %2 #N: ...\", as `lava jobs` names "
                                            "them)")
                                         .arg(lava->identity(), plan->id)
                                   : Tr::tr("error: %1").arg(error))
                        << Qt::endl;
                return Error;
            }
            serverIds = *listed;
        }
        for (qint64 id : serverIds)
            sources.push_back([&lava, id](QString *why) -> std::optional<JobTexts> {
                auto t = readServerJob(*lava, id, why);
                if (!t)
                    setError(why, Tr::tr("LAVA job %1: %2").arg(id).arg(*why));
                return t;
            });
    }
    CollectOptions o;
    o.plan = *plan;
    int code = Ok;
    for (const auto &source : sources) {
        QString why;
        std::optional<JobTexts> texts = source(&why);
        if (!texts) {
            ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
            code = Error;
            continue;
        }
        const Collected c = collectJob(store, o, *texts);
        (c.code == Error ? ctx.err : ctx.out) << c.line << Qt::endl;
        code = c.code == Error ? Error : (code == Error ? Error : qMax(code, c.code));
    }
    return code;
}

} // namespace rb::cli
