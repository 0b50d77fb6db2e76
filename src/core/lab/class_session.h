// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace rb {

// Who ran a lab (issue 39 item 2, docs/classroom.md): the student and the class a run started
// from a lab records as run tags "lab:<id>", "student:<name>" and "class:<name>". The names come
// from --student/--class or the settings classroom/student and classroom/class (shared by the
// CLI and the GUI: QSettings of organisation and application "rtosbench"); they are never
// guessed from the login or the machine.
namespace classkey {
inline constexpr char student[] = "classroom/student";
inline constexpr char className[] = "classroom/class";
} // namespace classkey

struct ClassSession {
    QString student;   // "" = not set: the run records no student tag
    QString className; // "" = not set

    static constexpr int kMaxNameLength = 64;

    // A name as given (trimmed); nullopt with *error naming what is wrong: empty, longer than
    // kMaxNameLength characters, a control character (newline, tab ...), or a comma (the tag
    // lists of CSV exports are comma-separated). what: "student" or "class", for the message.
    static std::optional<QString> validName(const QString &name, const QString &what,
                                            QString *error);
    // The names saved in the settings (both "" when unset).
    static ClassSession fromSettings();
    static void saveToSettings(const ClassSession &s);

    // The tags of a run of lab labId: lab:<id>, then student:<name> and class:<name> when set.
    QStringList runTags(const QString &labId) const;

    // The value of a "prefix:value" tag in tags ("" when none), e.g. tagValue(tags, "student").
    static QString tagValue(const QStringList &tags, const QString &prefix);
};

} // namespace rb
