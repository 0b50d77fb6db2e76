// SPDX-License-Identifier: GPL-3.0-or-later
#include "report_tr.h"

namespace rb::report {
namespace {
bool g_english = true;
const QTranslator *g_translator = nullptr;
} // namespace

QString translate(const char *context, const char *sourceText, const char *disambiguation, int n)
{
    QString t;
    if (!g_english && g_translator)
        t = g_translator->translate(context, sourceText, disambiguation, n);
    if (t.isEmpty()) {
        t = QString::fromUtf8(sourceText);
        if (n >= 0)
            t.replace(QLatin1String("%n"), QString::number(n));
    }
    return t;
}

LanguageScope::LanguageScope(const QString &language)
    : m_previousEnglish(g_english), m_previous(g_translator)
{
    g_english = language != QLatin1String("zh_CN");
    g_translator = nullptr;
    if (!g_english && m_translator.load(QStringLiteral(":/i18n/rtosbench_zh_CN.qm")))
        g_translator = &m_translator;
}

LanguageScope::~LanguageScope()
{
    g_english = m_previousEnglish;
    g_translator = m_previous;
}

} // namespace rb::report
