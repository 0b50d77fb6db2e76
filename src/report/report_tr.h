// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTranslator>

namespace rb::report {

// The report's text: QCoreApplication::translate("Report", s) in the report's language.
// English reports always use the source strings (whatever language the application runs in).
QString tr(const char *s);

// Selects the report language for the lifetime of the object (zh_CN loads
// :/i18n/rtosbench_zh_CN.qm). Not reentrant: one report at a time.
class LanguageScope {
public:
    explicit LanguageScope(const QString &language);
    ~LanguageScope();
    LanguageScope(const LanguageScope &) = delete;
    LanguageScope &operator=(const LanguageScope &) = delete;

private:
    QTranslator m_translator;
    bool m_previousEnglish = false;
    const QTranslator *m_previous = nullptr;
};

} // namespace rb::report
