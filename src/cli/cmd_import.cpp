// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli import FILE.json: stores the runs of a JSON export (one transaction).
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "core/io/json_export.h"
#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

int importCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    cli::helpOption(parser);
    parser.addPositionalArgument(QStringLiteral("FILE.json"),
                                 Tr::tr("An rtosbench JSON export (all runs or none are stored)."));
    if (!parser.parse(args)) {
        ctx.err << Tr::tr("error: %1").arg(parser.errorText()) << Qt::endl;
        return 2;
    }
    if (cli::helpAsked(parser, ctx, QStringLiteral("import")))
        return 0;
    const QStringList pos = parser.positionalArguments(); // args[0] is skipped
    if (pos.size() != 1) {
        ctx.err << Tr::tr("usage: rtosbench-cli [--db PATH] import FILE.json") << Qt::endl;
        return 2;
    }
    QFile f(pos.first());
    if (!f.open(QIODevice::ReadOnly)) {
        ctx.err << Tr::tr("error: cannot read %1: %2").arg(pos.first(), f.errorString())
                << Qt::endl;
        return 1;
    }
    const QByteArray data = f.readAll();
    RunStore store;
    if (!ctx.openStore(store))
        return 1;
    QString error;
    const auto ids = JsonExport::importDocument(store, data, &error);
    if (!ids) {
        ctx.err << Tr::tr("error: cannot import %1: %2").arg(pos.first(), error) << Qt::endl;
        return 1;
    }
    QStringList idText;
    for (qint64 id : *ids)
        idText << QString::number(id);
    ctx.out << QCoreApplication::translate("rb::Cli", "imported %n run(s)", nullptr,
                                           static_cast<int>(ids->size()));
    if (!ids->empty())
        ctx.out << ": " << idText.join(QLatin1Char(','));
    ctx.out << Qt::endl;
    return 0;
}

const bool registered = registerCliCommand(
    {QStringLiteral("import"),
     QString::fromUtf8(QT_TRANSLATE_NOOP("rb::Cli", "Import runs from a JSON export (FILE.json).")),
     &importCommand});

} // namespace
} // namespace rb
