// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

namespace rb {

// The environment a program run by ToolProcess gets, said explicitly by its caller: ours as it
// is (inherited), or nothing of ours but the variables named (only), then set and unset.
class ToolEnvironment {
public:
    // Every variable of ours, as it is now.
    static ToolEnvironment inherited();
    // Only the variables of ours named (those that are set); nothing else is inherited.
    static ToolEnvironment only(const QStringList &names);

    ToolEnvironment &set(const QString &name, const QString &value);
    ToolEnvironment &unset(const QString &name);
    bool contains(const QString &name) const { return m_vars.contains(name); }
    QString value(const QString &name) const { return m_vars.value(name); }
    // Every variable the program gets, by name.
    const QMap<QString, QString> &variables() const { return m_vars; }

private:
    QMap<QString, QString> m_vars;
};

} // namespace rb
