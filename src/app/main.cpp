// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/store/run_store.h"
#include "gui/app_settings.h"
#include "gui/main_window.h"
#include "gui/screenshot_runner.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("rtosbench"));
    QApplication::setOrganizationName(QStringLiteral("rtosbench"));
    QApplication::setApplicationVersion(QStringLiteral(RTOSBENCH_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/rtosbench.svg")));

    // Language: the setting "language" = zh_CN | en | system (applied at start).
    const QString language = rb::AppSettings().language();
    const QLocale locale = language == QLatin1String("system") ? QLocale() : QLocale(language);
    QTranslator translator;
    if (translator.load(locale, QStringLiteral("rtosbench"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);
    QTranslator qtTranslator;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "rtosbench", "rtosbench: measure and compare RTOS kernels on microcontrollers."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dbOption(
        QStringLiteral("db"),
        QCoreApplication::translate("rtosbench", "Database file (default: %1).")
            .arg(rb::RunStore::defaultPath()),
        QStringLiteral("PATH"));
    const QCommandLineOption shotsOption(
        QStringLiteral("screenshots"),
        QCoreApplication::translate("rtosbench",
                                    "Save one PNG per view into DIR (1280×800) and exit."),
        QStringLiteral("DIR"));
    parser.addOption(dbOption);
    parser.addOption(shotsOption);
    parser.process(app);

    const QString dbPath =
        parser.isSet(dbOption) ? parser.value(dbOption) : rb::RunStore::defaultPath();
    rb::MainWindow window;
    const bool screenshots = parser.isSet(shotsOption);
    QString openError;
    if (!window.openDatabase(dbPath, &openError) && screenshots) {
        std::fprintf(stderr, "rtosbench: %s\n", qPrintable(openError));
        return 1;
    }
    if (screenshots) {
        QString error;
        rb::ScreenshotRunner runner(window);
        if (!runner.run(parser.value(shotsOption), &error)) {
            std::fprintf(stderr, "rtosbench: %s\n", qPrintable(error));
            return 1;
        }
        return 0;
    }
    window.show();
    return app.exec();
}
