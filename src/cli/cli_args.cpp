// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_args.h"

#include <QCoreApplication>

#include <set>

namespace rb::cli {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};
} // namespace

std::optional<std::vector<qint64>> parseIdList(const QString &text)
{
    std::vector<qint64> ids;
    std::set<qint64> seen;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList range = part.trimmed().split(QLatin1Char('-'));
        bool ok1 = false, ok2 = true;
        const qint64 lo = range.value(0).trimmed().toLongLong(&ok1);
        const qint64 hi = range.size() == 2 ? range.value(1).trimmed().toLongLong(&ok2) : lo;
        if (!ok1 || !ok2 || range.size() > 2 || lo <= 0 || hi < lo || hi - lo > 10'000'000)
            return std::nullopt;
        for (qint64 i = lo; i <= hi; ++i)
            if (seen.insert(i).second)
                ids.push_back(i);
    }
    if (ids.empty())
        return std::nullopt;
    return ids;
}

std::optional<std::vector<qint64>> runIdsOption(const QString &text, CliContext &ctx, bool allowAll)
{
    if (allowAll && text == QLatin1String("all"))
        return std::vector<qint64>();
    auto ids = parseIdList(text);
    if (!ids)
        ctx.err << (allowAll ? Tr::tr("error: bad run list '%1' (e.g. 1,2,5-7 or all)")
                             : Tr::tr("error: bad run list '%1' (e.g. 1,2,5-7)"))
                       .arg(text)
                << Qt::endl;
    return ids;
}

bool parseArgs(QCommandLineParser &parser, const QStringList &args, CliContext &ctx,
               int maxPositional)
{
    if (!parser.parse(args)) {
        ctx.err << Tr::tr("error: %1").arg(parser.errorText()) << Qt::endl;
        return false;
    }
    const QStringList extra = parser.positionalArguments();
    if (extra.size() > maxPositional) {
        ctx.err << Tr::tr("error: unexpected argument '%1'").arg(extra.value(maxPositional))
                << Qt::endl;
        return false;
    }
    return true;
}

void helpOption(QCommandLineParser &parser)
{
    parser.addHelpOption();
}

bool helpAsked(const QCommandLineParser &parser, CliContext &ctx, const QString &command)
{
    if (!parser.isSet(QStringLiteral("help")))
        return false;
    // Qt's first line is "Usage: <program path> [options] <arguments>": name the command.
    QString text = parser.helpText();
    const qsizetype nl = text.indexOf(QLatin1Char('\n'));
    const QString program = QCoreApplication::arguments().value(0);
    const qsizetype at = program.isEmpty() ? -1 : text.indexOf(program);
    if (at >= 0 && (nl < 0 || at < nl))
        text.replace(at, program.size(), QStringLiteral("rtosbench-cli [--db PATH] ") + command);
    QString summary;
    for (const CliCommand &c : cliCommands())
        if (c.name == command)
            summary = QCoreApplication::translate("rb::Cli", c.summary.toUtf8().constData());
    if (!summary.isEmpty() && !text.contains(summary)) {
        const qsizetype end = text.indexOf(QLatin1Char('\n'));
        text.insert(end < 0 ? text.size() : end + 1, summary + QLatin1Char('\n'));
    }
    ctx.out << text;
    ctx.out.flush();
    return true;
}

std::optional<OutputFormat> formatOption(const QString &word, CliContext &ctx,
                                         const QStringList &allowed)
{
    const auto fmt = parseFormat(word, allowed);
    if (!fmt)
        ctx.err << Tr::tr("error: unknown format '%1' (%2)")
                       .arg(word, allowed.join(QStringLiteral(", ")))
                << Qt::endl;
    return fmt;
}

std::optional<OutputFormat> listingPreamble(CliContext &ctx, const QStringList &args,
                                            const QString &command, RunStore &store, int *exitCode,
                                            const QList<QCommandLineOption> &extra,
                                            QMap<QString, QString> *extraValues)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"),
                                    Tr::tr("Output format: table, csv or json (default: table)."),
                                    QStringLiteral("FORMAT"), QStringLiteral("table"));
    parser.addOption(format);
    parser.addOptions(extra);
    helpOption(parser);
    *exitCode = 2;
    if (!parseArgs(parser, args, ctx))
        return std::nullopt;
    if (extraValues)
        for (const QCommandLineOption &o : extra)
            if (parser.isSet(o))
                extraValues->insert(o.names().first(), parser.value(o));
    if (helpAsked(parser, ctx, command)) {
        *exitCode = 0;
        return std::nullopt;
    }
    const auto fmt = formatOption(parser.value(format), ctx);
    if (!fmt)
        return std::nullopt;
    if (!ctx.openStoreForReading(store)) {
        *exitCode = 1;
        return std::nullopt;
    }
    return fmt;
}

QVariant textOrNull(const QString &s)
{
    return s.isEmpty() ? QVariant() : QVariant(s);
}

} // namespace rb::cli
