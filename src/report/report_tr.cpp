// SPDX-License-Identifier: GPL-3.0-or-later
#include "report_tr.h"

namespace rb::report {
namespace {
bool g_english = true;
const QTranslator *g_translator = nullptr;
} // namespace

QString tr(const char *s)
{
    if (g_english || !g_translator)
        return QString::fromUtf8(s);
    const QString t = g_translator->translate("Report", s);
    return t.isEmpty() ? QString::fromUtf8(s) : t;
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
