// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lab/class_session.h"

#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QSettings>

namespace rb {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::ClassSession)
};
} // namespace

std::optional<QString> ClassSession::validName(const QString &name, const QString &what,
                                               QString *error)
{
    const QString n = name.trimmed();
    if (n.isEmpty()) {
        setError(error, Tr::tr("the %1 name is empty").arg(what));
        return std::nullopt;
    }
    if (n.size() > kMaxNameLength) {
        setError(error,
                 Tr::tr("the %1 name is longer than %2 characters").arg(what).arg(kMaxNameLength));
        return std::nullopt;
    }
    for (const QChar c : n) {
        if (!c.isPrint() || c.category() == QChar::Other_Format) {
            setError(error, Tr::tr("the %1 name holds a control character (U+%2)")
                                .arg(what)
                                .arg(c.unicode(), 4, 16, QLatin1Char('0')));
            return std::nullopt;
        }
        if (c == QLatin1Char(',')) {
            setError(error, Tr::tr("the %1 name holds a comma").arg(what));
            return std::nullopt;
        }
    }
    return n;
}

ClassSession ClassSession::fromSettings()
{
    QSettings s;
    return {s.value(QLatin1String(classkey::student)).toString().trimmed(),
            s.value(QLatin1String(classkey::className)).toString().trimmed()};
}

void ClassSession::saveToSettings(const ClassSession &session)
{
    QSettings s;
    s.setValue(QLatin1String(classkey::student), session.student);
    s.setValue(QLatin1String(classkey::className), session.className);
}

QStringList ClassSession::runTags(const QString &labId) const
{
    QStringList out{QStringLiteral("lab:") + labId};
    if (!student.isEmpty())
        out << QStringLiteral("student:") + student;
    if (!className.isEmpty())
        out << QStringLiteral("class:") + className;
    return out;
}

QString ClassSession::tagValue(const QStringList &tags, const QString &prefix)
{
    const QString p = prefix + QLatin1Char(':');
    for (const QString &t : tags)
        if (t.startsWith(p))
            return t.mid(p.size());
    return {};
}

} // namespace rb
