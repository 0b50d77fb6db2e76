// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {

// One commit of a kernel's history (docs/history.md).
struct GitCommit {
    QString sha;     // full object name
    QString date;    // committer date, ISO 8601
    QString subject; // first line of the message
    QString tag;     // a tag pointing at it ("" = none)
};

// The git side of `history`: the commits between two refs of a kernel tree that is a git
// checkout, and detached worktrees of single commits in directories outside the user's tree.
// The user's checkout (its HEAD, index and files) is never changed.
class GitHistory {
    Q_DECLARE_TR_FUNCTIONS(rb::GitHistory)
public:
    explicit GitHistory(QString repo);

    // The top of the work tree when repo is inside a git checkout; nullopt with *error otherwise.
    std::optional<QString> topLevel(QString *error) const;
    // from, then every first-parent commit after it up to and including to, oldest first.
    std::optional<std::vector<GitCommit>> commits(const QString &from, const QString &to,
                                                  QString *error) const;
    // Checks out sha, detached, into dir (which must not exist) as a linked worktree.
    bool addWorktree(const QString &sha, const QString &dir, QString *error) const;
    // Removes a worktree made by addWorktree (its files and git's record of it).
    void removeWorktree(const QString &dir) const;

private:
    std::optional<QString> git(const QStringList &args, QString *error) const;
    QMap<QString, QString> tagsBySha() const;

    QString m_repo;
};

} // namespace rb
