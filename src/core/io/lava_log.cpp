// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/lava_log.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QRegularExpression>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::LavaLog)
};

std::optional<QJsonObject> record(QByteArrayView line)
{
    QByteArrayView l = line.trimmed();
    if (l.startsWith("- "))
        l = l.sliced(2);
    if (!l.startsWith('{'))
        return std::nullopt;
    QJsonDocument doc = QJsonDocument::fromJson(l.toByteArray());
    if (doc.isNull()) {
        // LAVA writes YAML flow mappings, which are JSON but for a non-specific tag "! " before
        // some values (a file's size: "size": ! "134844"). Only such a line is rewritten, so a
        // console line (a plain JSON string) is never altered.
        QByteArray y = l.toByteArray();
        y.replace(": ! ", ": ").replace(", ! ", ", ").replace("[! ", "[");
        doc = QJsonDocument::fromJson(y);
    }
    if (!doc.isObject() || !doc.object().contains(QLatin1String("lvl")))
        return std::nullopt;
    return doc.object();
}

void readVersion(LavaLog &log, const QString &msg)
{
    static const QRegularExpression installed(
        QStringLiteral("^([A-Za-z0-9_.+-]+), installed at version: ([^,]+)"));
    const QRegularExpressionMatch m = installed.match(msg);
    if (!m.hasMatch())
        return;
    QString tool = m.captured(1);
    if (tool.startsWith(QLatin1String("qemu-system")))
        tool = QStringLiteral("qemu");
    log.toolVersions.insert(tool, m.captured(2).trimmed());
}
} // namespace

std::optional<LavaLog> LavaLogParser::parse(QByteArrayView text, const QString &firmwareLabel,
                                            QString *error)
{
    LavaLog log;
    enum class Console { BeforeBoot, Booted, Capturing, Stopped } console = Console::BeforeBoot;
    qsizetype at = 0;
    while (at < text.size()) {
        qsizetype end = text.indexOf('\n', at);
        if (end < 0)
            end = text.size();
        const std::optional<QJsonObject> r = record(text.sliced(at, end - at));
        at = end + 1;
        if (!r)
            continue;
        ++log.records;
        const QString lvl = r->value(QLatin1String("lvl")).toString();
        const QJsonValue msgValue = r->value(QLatin1String("msg"));
        const QString msg = msgValue.toString();
        if (lvl == QLatin1String("target")) {
            if (console == Console::Booted && msg.startsWith(QLatin1String("HELLO ")))
                console = Console::Capturing;
            if (console != Console::Capturing)
                continue;
            log.capture += msg.toUtf8();
            log.capture += '\n';
            if (msg.startsWith(QLatin1String("DONE "))) {
                log.doneSeen = true;
                console = Console::Stopped;
            }
            continue;
        }
        if (lvl == QLatin1String("input") && console == Console::Capturing) {
            console = Console::Stopped; // what follows is LAVA's own echo
            continue;
        }
        if (lvl == QLatin1String("results") && msgValue.isObject()) {
            const QJsonObject res = msgValue.toObject();
            const QJsonObject extra = res.value(QLatin1String("extra")).toObject();
            const QString which = res.value(QLatin1String("case")).toString();
            if (which == QLatin1String("file-download") &&
                extra.value(QLatin1String("label")).toString() == firmwareLabel)
                log.firmwareSha256 = extra.value(QLatin1String("sha256sum")).toString();
            if (which == QLatin1String("job")) {
                log.jobResult = res.value(QLatin1String("result")).toString();
                log.jobError = res.value(QLatin1String("error_msg")).toString();
            }
            continue;
        }
        readVersion(log, msg);
        if (msg.startsWith(QLatin1String("Boot command: ")))
            log.bootCommand = msg.mid(14);
        // The firmware runs from the boot action on. A boot retried while capturing goes on
        // capturing: its HELLO starts a second run, which CaptureImport splits off (kept).
        if (msg.startsWith(QLatin1String("start: ")) &&
            (msg.contains(QLatin1String(" boot-")) || msg.contains(QLatin1String("flash-")))) {
            if (console != Console::Capturing)
                console = Console::Booted;
        }
        if (msg.startsWith(QLatin1String("err: lava test monitoring ")))
            log.monitorError = msg.mid(5);
        if (console == Console::Capturing && msg.startsWith(QLatin1String("end: ")) &&
            msg.contains(QLatin1String("lava-test-monitor")))
            console = Console::Stopped;
    }
    if (log.records == 0) {
        if (error)
            *error = Tr::tr("not a LAVA job log: no line of it is a LAVA log record");
        return std::nullopt;
    }
    return log;
}

} // namespace rb
