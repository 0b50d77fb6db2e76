// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/process/tool_environment.h"

#include <QHash>

#include <unistd.h>

extern char **environ; // POSIX: our environment, "NAME=value" each

namespace rb {
namespace {
QHash<QString, QString> ours()
{
    QHash<QString, QString> vars;
    for (char **e = environ; e && *e; ++e) {
        const QString entry = QString::fromLocal8Bit(*e);
        const qsizetype eq = entry.indexOf(QLatin1Char('='));
        if (eq > 0)
            vars.insert(entry.left(eq), entry.mid(eq + 1));
    }
    return vars;
}
} // namespace

ToolEnvironment ToolEnvironment::inherited()
{
    ToolEnvironment e;
    const QHash<QString, QString> vars = ours();
    for (auto it = vars.cbegin(); it != vars.cend(); ++it)
        e.m_vars.insert(it.key(), it.value());
    return e;
}

ToolEnvironment ToolEnvironment::only(const QStringList &names)
{
    ToolEnvironment e;
    const QHash<QString, QString> vars = ours();
    for (const QString &name : names)
        if (const auto it = vars.constFind(name); it != vars.cend())
            e.m_vars.insert(name, *it);
    return e;
}

ToolEnvironment &ToolEnvironment::set(const QString &name, const QString &value)
{
    m_vars.insert(name, value);
    return *this;
}

ToolEnvironment &ToolEnvironment::unset(const QString &name)
{
    m_vars.remove(name);
    return *this;
}

} // namespace rb
