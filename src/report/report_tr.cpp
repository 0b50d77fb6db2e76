// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/report_tr.h"

#include "report/gui_thread.h"

#include <QCoreApplication>

namespace rb::report {
namespace {
const QTranslator *g_translator = nullptr;
} // namespace

QString translate(const char *context, const char *sourceText, const char *disambiguation, int n)
{
    QString t;
    if (g_translator)
        t = g_translator->translate(context, sourceText, disambiguation, n);
    if (t.isEmpty())
        t = QString::fromUtf8(sourceText);
    // QTranslator picks the plural form but, unlike QCoreApplication::translate, leaves %n to
    // the caller: a translated plural printed "%n" literally.
    if (n >= 0)
        t.replace(QLatin1String("%n"), QString::number(n));
    return t;
}

LanguageScope::LanguageScope(const QString &language) : m_previous(g_translator)
{
    g_translator = nullptr;
    const QString qm = language == QLatin1String("zh_CN")
                           ? QStringLiteral(":/i18n/rtosbench_zh_CN.qm")
                           : QStringLiteral(":/i18n/rtosbench_en.qm");
    if (m_translator.load(qm)) {
        g_translator = &m_translator;
        // The texts the report takes from the core (trap warnings, confounds, condition
        // descriptions) are translated through QCoreApplication: for the report's lifetime its
        // language comes first (translators installed last are asked first).
        // Installed on the GUI thread (it sends LanguageChange to the widgets) when the report
        // is written on a worker.
        if (QCoreApplication::instance())
            onGuiThread(
                [this] { m_installed = QCoreApplication::installTranslator(&m_translator); });
    }
}

LanguageScope::~LanguageScope()
{
    if (m_installed)
        onGuiThread([this] { QCoreApplication::removeTranslator(&m_translator); });
    g_translator = m_previous;
}

} // namespace rb::report
