// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/lava_job.h"

#include "acq/qemu_board.h"
#include "core/model/board_ids.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QRegularExpression>
#include <QUrl>
#include <QUuid>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::LavaJob)
};

bool printable(const QString &s)
{
    for (QChar c : s)
        if (c.unicode() < 0x20 || c.unicode() == 0x7F)
            return false;
    return true;
}

// A YAML single-quoted scalar: no escapes but '' for '.
QString quoted(const QString &s)
{
    QString q = s;
    q.replace(QLatin1Char('\''), QStringLiteral("''"));
    return QLatin1Char('\'') + q + QLatin1Char('\'');
}

QString unquoted(QString v)
{
    v = v.trimmed();
    if (v.size() >= 2 && v.startsWith(QLatin1Char('\'')) && v.endsWith(QLatin1Char('\''))) {
        v = v.mid(1, v.size() - 2);
        v.replace(QStringLiteral("''"), QStringLiteral("'"));
    }
    return v;
}

bool isHex(const QString &s, int length)
{
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]+$"));
    return (length == 0 || s.size() == length) && hex.match(s).hasMatch();
}
} // namespace

QString LavaJob::deviceType(const QString &board)
{
    if (board == BoardIds::qemu)
        return QStringLiteral("rtosbench-qemu-netduino2");
    if (board == BoardIds::gd32f103)
        return QStringLiteral("rtosbench-gd32f103");
    return {};
}

QString LavaJob::fileName(int planIndex)
{
    return QStringLiteral("job-%1.yaml").arg(planIndex + 1, 3, 10, QLatin1Char('0'));
}

QStringList LavaJob::qemuOptions()
{
    const QStringList cmd = QemuBoard::defaultCommand(QStringLiteral("ELF"));
    QStringList options;
    // Skip the program; pair each option with its value; leave out -kernel ELF (the job's image).
    for (int i = 1; i < cmd.size(); ++i) {
        if (cmd[i] == QLatin1String("-kernel")) {
            ++i;
            continue;
        }
        if (i + 1 < cmd.size() && !cmd[i + 1].startsWith(QLatin1Char('-'))) {
            options << cmd[i] + QLatin1Char(' ') + cmd[i + 1];
            ++i;
        } else {
            options << cmd[i];
        }
    }
    return options;
}

QByteArray LavaJob::openOcdScript(const OpenOcdOptions &o)
{
    const QStringList args = openOcdSetupArguments(o);
    QByteArray tcl =
        "# rtosbench: the GD32F103 set-up of Gd32Board (src/acq/openocd_flasher.cpp)\n";
    for (int i = 0; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("-f"))
            tcl += "source [find " + args[i + 1].toUtf8() + "]\n";
        else
            tcl += args[i + 1].toUtf8() + '\n';
    }
    return tcl;
}

QString LavaJob::openOcdProgramCommand()
{
    return QStringLiteral("program {BINARY} verify reset exit");
}

std::optional<QByteArray> LavaJob::definition(const LavaJobSpec &s, QString *error)
{
    const QString type = deviceType(s.board);
    auto refuse = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (type.isEmpty())
        return refuse(Tr::tr("LAVA runs no \"%1\" board (qemu or gd32f103)").arg(s.board));
    if (!isHex(s.planId, 16) || !isHex(s.firmwareSha256, 64) || !isHex(s.buildId, 0))
        return refuse(Tr::tr("the plan id, build id or firmware SHA-256 is not hexadecimal"));
    if (!printable(s.label) || !printable(s.experiment) || !printable(s.elfPath))
        return refuse(Tr::tr("a label, name or path holds a control character"));
    if (s.timeoutSeconds < 1)
        return refuse(Tr::tr("the timeout must be at least one second"));
    const bool qemu = s.board == BoardIds::qemu;
    const QString url = QUrl::fromLocalFile(s.elfPath).toString(QUrl::FullyEncoded);
    const int minutes = (s.timeoutSeconds + 59) / 60;
    QString y;
    y += QStringLiteral("# rtosbench: configuration %1 of %2 of plan %3 (lava collect reads it)\n")
             .arg(s.planIndex + 1)
             .arg(s.planSize)
             .arg(s.planId);
    y += QStringLiteral("job_name: %1\n")
             .arg(quoted(QStringLiteral("rtosbench %1 #%2: %3")
                             .arg(s.planId)
                             .arg(s.planIndex + 1)
                             .arg(s.label)));
    y += QStringLiteral("device_type: %1\nvisibility: public\npriority: medium\n").arg(type);
    y += QStringLiteral("metadata:\n");
    y += QStringLiteral("  rtosbench.plan_id: %1\n").arg(quoted(s.planId));
    y += QStringLiteral("  rtosbench.plan_index: %1\n").arg(quoted(QString::number(s.planIndex)));
    y += QStringLiteral("  rtosbench.board: %1\n").arg(quoted(s.board));
    y += QStringLiteral("  rtosbench.label: %1\n").arg(quoted(s.label));
    y += QStringLiteral("  rtosbench.experiment: %1\n").arg(quoted(s.experiment));
    y += QStringLiteral("  rtosbench.build_id: %1\n").arg(quoted(s.buildId));
    y += QStringLiteral("  rtosbench.firmware_sha256: %1\n").arg(quoted(s.firmwareSha256));
    if (qemu)
        y += QStringLiteral("context:\n  arch: arm\n");
    y += QStringLiteral("timeouts:\n  job:\n    minutes: %1\n  action:\n    minutes: %1\n")
             .arg(minutes + 3);
    y += QStringLiteral("actions:\n- deploy:\n    to: tmpfs\n    images:\n");
    if (qemu) {
        y += QStringLiteral("      kernel:\n        image_arg: '-kernel {kernel}'\n");
    } else {
        y += QStringLiteral("      binary:\n");
    }
    y += QStringLiteral("        url: %1\n        sha256sum: %2\n")
             .arg(quoted(url), s.firmwareSha256);
    if (!qemu) {
        if (!printable(s.openOcdScriptUrl) || s.openOcdScriptUrl.isEmpty())
            return refuse(Tr::tr("the OpenOCD script's URL is missing or malformed"));
        y += QStringLiteral("      openocd_script:\n        url: %1\n")
                 .arg(quoted(s.openOcdScriptUrl));
    }
    y += QStringLiteral("- boot:\n    method: %1\n")
             .arg(qemu ? QStringLiteral("qemu") : QStringLiteral("openocd"));
    if (qemu)
        y += QStringLiteral("    media: tmpfs\n");
    y += QStringLiteral("    timeout:\n      minutes: 2\n");
    // The firmware's own lines: HELLO starts the run, DONE ends it (docs/protocol.md). The end
    // pattern takes the whole DONE line up to its newline: LAVA logs a console line only once its
    // newline was read, and stops reading at the match. The pattern matches nothing: the
    // numbers are rtosbench's to read, not LAVA's test cases.
    y += QStringLiteral("- test:\n    timeout:\n      seconds: %1\n    monitors:\n")
             .arg(s.timeoutSeconds);
    y += QStringLiteral("    - name: rtosbench\n      start: 'HELLO 0 '\n"
                        "      end: 'DONE [0-9]+ .*\\*[0-9A-F]{8}\\r?\\n'\n"
                        "      pattern: 'RTOSBENCH-NO-TEST-CASE-(?P<result>pass)'\n");
    return y.toUtf8();
}

std::optional<LavaJobMetadata> LavaJob::readMetadata(const QByteArray &yaml, QString *error)
{
    QMap<QString, QString> values;
    bool inMetadata = false;
    for (const QByteArray &raw : yaml.split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (!line.startsWith(QLatin1Char(' ')) && !line.startsWith(QLatin1Char('#'))) {
            inMetadata = line.trimmed() == QLatin1String("metadata:");
            continue;
        }
        if (!inMetadata)
            continue;
        const QString t = line.trimmed();
        const qsizetype colon = t.indexOf(QLatin1String(": "));
        if (t.startsWith(QLatin1String("rtosbench.")) && colon > 0)
            values.insert(t.left(colon).mid(10), unquoted(t.mid(colon + 2)));
    }
    LavaJobMetadata m;
    m.planId = values.value(QStringLiteral("plan_id"));
    bool ok = false;
    m.planIndex = values.value(QStringLiteral("plan_index")).toInt(&ok);
    m.board = values.value(QStringLiteral("board"));
    m.label = values.value(QStringLiteral("label"));
    m.buildId = values.value(QStringLiteral("build_id"));
    m.firmwareSha256 = values.value(QStringLiteral("firmware_sha256"));
    if (!ok || m.planIndex < 0 || !isHex(m.planId, 16) || !isHex(m.firmwareSha256, 64) ||
        !isHex(m.buildId, 0) || deviceType(m.board).isEmpty()) {
        if (error)
            *error = Tr::tr("its metadata is not rtosbench's (rtosbench.plan_id, plan_index, "
                            "board, build_id, firmware_sha256)");
        return std::nullopt;
    }
    return m;
}

QString LavaJob::serverJobIdentity(const QString &server, qint64 jobId)
{
    return QStringLiteral("lava-server %1 job %2").arg(server).arg(jobId);
}

QString LavaJob::logIdentity(QByteArrayView log)
{
    return QStringLiteral("lava-log sha256:%1")
        .arg(
            QString::fromLatin1(QCryptographicHash::hash(log, QCryptographicHash::Sha256).toHex()));
}

QString LavaJob::runUid(const QString &jobIdentity, int k)
{
    // rtosbench's namespace for the runs of LAVA jobs (a random UUID, fixed once).
    static const QUuid ns(QStringLiteral("6b3253ec-60f6-4bf4-931c-5da008034d18"));
    return QUuid::createUuidV5(ns, QStringLiteral("%1 run %2").arg(jobIdentity).arg(k))
        .toString(QUuid::WithoutBraces);
}

} // namespace rb
