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
// checkout, and checkouts of single commits in directories outside the user's tree.
// The user's checkout (its HEAD, index, files and .git) is never changed. Every call goes
// through SafeGit (no hook, no fsmonitor, no transport, a clean environment), and a commit is
// checked out into a private repository of its own that borrows the user's objects
// (objects/info/alternates): the user's .git/config, hooks and filter drivers never apply to
// it, and symbolic links are checked out as plain files holding the link's text
// (core.symlinks=false), issue 31.
class GitHistory {
    Q_DECLARE_TR_FUNCTIONS(rb::GitHistory)
public:
    explicit GitHistory(QString repo);

    // The top of the work tree when repo is inside a git checkout; nullopt with *error otherwise.
    std::optional<QString> topLevel(QString *error) const;
    // The commit a ref names, as a full object name. A ref that starts with '-', holds control
    // characters, white space or "..", is refused before git sees it (*error names the ref and
    // what), then resolved with `rev-parse --verify --end-of-options REF^{commit}`.
    std::optional<QString> resolve(const QString &ref, QString *error,
                                   const QString &what = QStringLiteral("ref")) const;
    // from, then every first-parent commit after it up to and including to, oldest first.
    // Both refs are resolved first (resolve: --from, --to).
    std::optional<std::vector<GitCommit>> commits(const QString &from, const QString &to,
                                                  QString *error) const;
    // Checks out sha (a full object name), detached, into dir (which must not exist): a
    // repository of its own whose objects come from the user's (see above).
    bool addWorktree(const QString &sha, const QString &dir, QString *error) const;
    // Removes a checkout made by addWorktree.
    void removeWorktree(const QString &dir) const;

private:
    std::optional<QString> git(const QStringList &args, QString *error) const;
    QMap<QString, QString> tagsBySha() const;

    QString m_repo;
};

} // namespace rb
