// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_command.h"
#include "core/store/run_store.h"
#include "core/store/sql_dialect.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#ifdef RB_CLI_GUI
#include <QApplication>
#endif

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>

namespace rb {

namespace {
std::vector<CliCommand> &registry()
{
    static std::vector<CliCommand> commands;
    return commands;
}
} // namespace

bool registerCliCommand(CliCommand cmd)
{
    registry().push_back(std::move(cmd));
    return true;
}

const std::vector<CliCommand> &cliCommands()
{
    auto &r = registry();
    std::sort(r.begin(), r.end(),
              [](const CliCommand &a, const CliCommand &b) { return a.name < b.name; });
    return r;
}

bool CliContext::openStore(RunStore &store)
{
    QString error;
    if (!store.open(dbPath, &error)) {
        err << QCoreApplication::translate("rb::Cli", "error: cannot open database %1: %2")
                   .arg(sqldialect::redactUrl(dbPath), error)
            << Qt::endl;
        return false;
    }
    return true;
}

bool CliContext::openStoreForReading(RunStore &store)
{
    QString error;
    if (!store.openForReading(dbPath, &error)) {
        err << QCoreApplication::translate("rb::Cli", "error: cannot open database %1: %2")
                   .arg(sqldialect::redactUrl(dbPath), error)
            << Qt::endl;
        return false;
    }
    return true;
}

} // namespace rb

namespace {
// The sub-command named on the command line (before any QCoreApplication exists), or null.
const rb::CliCommand *commandInArgv(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--db") == 0) {
            ++i;
            continue;
        }
        if (argv[i][0] == '-')
            continue;
        for (const rb::CliCommand &c : rb::cliCommands())
            if (c.name == QLatin1String(argv[i]))
                return &c;
        return nullptr;
    }
    return nullptr;
}
} // namespace

int main(int argc, char **argv)
{
    std::unique_ptr<QCoreApplication> application;
#ifdef RB_CLI_GUI
    if (const rb::CliCommand *c = commandInArgv(argc, argv); c && c->needsGuiApplication) {
        if (qEnvironmentVariableIsEmpty("DISPLAY") &&
            qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
            qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        application = std::make_unique<QApplication>(argc, argv);
    }
#else
    (void)&commandInArgv;
#endif
    if (!application)
        application = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rtosbench"));
    QCoreApplication::setOrganizationName(QStringLiteral("rtosbench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RTOSBENCH_VERSION));

    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("rtosbench"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&translator);

    QTextStream out(stdout);
    QTextStream err(stderr);
    out.setEncoding(QStringConverter::Utf8);
    err.setEncoding(QStringConverter::Utf8);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "rb::Cli", "rtosbench-cli: measure and compare RTOS kernels, headless."));
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    const QCommandLineOption dbOption(
        QStringLiteral("db"),
        QCoreApplication::translate(
            "rb::Cli", "Database file, or a shared PostgreSQL database as "
                       "postgresql://user@host:port/dbname (password from PGPASSWORD or ~/.pgpass) "
                       "(default: %1).")
            .arg(rb::RunStore::defaultPath()),
        QStringLiteral("PATH"));
    parser.addOption(dbOption);
    parser.addHelpOption();
    parser.addVersionOption();
    QString commandList;
    for (const rb::CliCommand &c : rb::cliCommands())
        commandList +=
            QStringLiteral("  %1  %2\n")
                .arg(c.name, -14)
                .arg(QCoreApplication::translate("rb::Cli", c.summary.toUtf8().constData()));
    parser.addPositionalArgument(
        QStringLiteral("command"),
        QCoreApplication::translate("rb::Cli", "One of:\n%1").arg(commandList),
        QStringLiteral("<command> [options]"));

    if (!parser.parse(QCoreApplication::arguments())) {
        err << parser.errorText() << Qt::endl;
        return 2;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out << "rtosbench-cli " << RTOSBENCH_VERSION << Qt::endl;
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(QStringLiteral("help")) || positional.isEmpty()) {
        out << parser.helpText();
        return positional.isEmpty() && !parser.isSet(QStringLiteral("help")) ? 2 : 0;
    }

    rb::CliContext ctx{
        parser.isSet(dbOption) ? parser.value(dbOption) : rb::RunStore::defaultPath(), out, err};
    for (const rb::CliCommand &c : rb::cliCommands()) {
        if (c.name == positional.first())
            return c.run(ctx, positional);
    }
    err << QCoreApplication::translate("rb::Cli", "error: unknown command '%1' (see --help)")
               .arg(positional.first())
        << Qt::endl;
    return 2;
}
