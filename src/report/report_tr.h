// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTranslator>

namespace rb::report {

// The report's text in the report's language (not the application's): English reports use the
// source strings whatever language the application runs in.
QString translate(const char *context, const char *sourceText, const char *disambiguation, int n);

// Like Q_DECLARE_TR_FUNCTIONS, but through the report's translator. lupdate is told to read it as
// Q_DECLARE_TR_FUNCTIONS (-tr-function-alias in translations/CMakeLists.txt), so the context
// it records is exactly the one looked up here.
#define RB_REPORT_TR_FUNCTIONS(context)                                                            \
public:                                                                                            \
    static QString tr(const char *sourceText, const char *disambiguation = nullptr, int n = -1)    \
    {                                                                                              \
        return ::rb::report::translate(#context, sourceText, disambiguation, n);                   \
    }                                                                                              \
                                                                                                   \
private:

struct Text {
    RB_REPORT_TR_FUNCTIONS(rb::Report)
};

// Selects the report language for the lifetime of the object: loads :/i18n/rtosbench_<lang>.qm
// (en or zh_CN) and also installs it into the application, so the core's texts in the report
// (trap warnings, confounds) follow the report's language. Not reentrant: one report at a time.
class LanguageScope {
public:
    explicit LanguageScope(const QString &language);
    ~LanguageScope();
    LanguageScope(const LanguageScope &) = delete;
    LanguageScope &operator=(const LanguageScope &) = delete;

private:
    QTranslator m_translator;
    const QTranslator *m_previous = nullptr;
    bool m_installed = false;
};

} // namespace rb::report
