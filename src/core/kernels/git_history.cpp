// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/kernels/git_history.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>

#include <utility>

namespace rb {

GitHistory::GitHistory(QString repo) : m_repo(std::move(repo)) {}

std::optional<QString> GitHistory::git(const QStringList &args, QString *error) const
{
    QProcess p;
    p.setProgram(QStringLiteral("git"));
    p.setArguments(QStringList{QStringLiteral("-C"), m_repo} + args);
    p.start();
    if (!p.waitForStarted(10000)) {
        *error = tr("cannot start git: %1").arg(p.errorString());
        return std::nullopt;
    }
    p.closeWriteChannel();
    if (!p.waitForFinished(300000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *error =
            tr("git %1 failed in %2: %3")
                .arg(args.join(' '), m_repo, QString::fromUtf8(p.readAllStandardError()).trimmed());
        return std::nullopt;
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

std::optional<QString> GitHistory::topLevel(QString *error) const
{
    QString why;
    const std::optional<QString> out =
        git({QStringLiteral("rev-parse"), QStringLiteral("--show-toplevel")}, &why);
    if (!out) {
        *error = tr("%1 is not a git checkout (%2)").arg(m_repo, why);
        return std::nullopt;
    }
    const QString top = out->trimmed();
    if (QFileInfo(top).canonicalFilePath() != QFileInfo(m_repo).canonicalFilePath()) {
        *error = tr("%1 is not a git checkout of its own (it lies inside the checkout %2)")
                     .arg(m_repo, top);
        return std::nullopt;
    }
    return top;
}

QMap<QString, QString> GitHistory::tagsBySha() const
{
    QMap<QString, QString> tags;
    QString ignored;
    // "sha refs/tags/name" and, for an annotated tag, "sha refs/tags/name^{}" (the commit).
    const std::optional<QString> out =
        git({QStringLiteral("show-ref"), QStringLiteral("--tags"), QStringLiteral("-d")}, &ignored);
    if (!out)
        return tags; // no tags at all: show-ref exits 1
    for (const QString &line : out->split('\n', Qt::SkipEmptyParts)) {
        const QStringList f = line.split(' ');
        if (f.size() != 2)
            continue;
        QString name = f[1].mid(QStringLiteral("refs/tags/").size());
        const bool peeled = name.endsWith(QLatin1String("^{}"));
        if (peeled)
            name.chop(3);
        if (peeled || !tags.contains(f[0]))
            tags.insert(f[0], name);
    }
    return tags;
}

std::optional<std::vector<GitCommit>> GitHistory::commits(const QString &from, const QString &to,
                                                          QString *error) const
{
    const QString format = QStringLiteral("--format=%H%x1f%cI%x1f%s");
    const std::optional<QString> first =
        git({QStringLiteral("log"), QStringLiteral("-1"), format,
             from + QStringLiteral("^{commit}"), QStringLiteral("--")},
            error);
    if (!first)
        return std::nullopt;
    QString why;
    if (!git({QStringLiteral("merge-base"), QStringLiteral("--is-ancestor"), from, to}, &why)) {
        *error = tr("%1 is not an ancestor of %2").arg(from, to);
        return std::nullopt;
    }
    const std::optional<QString> rest =
        git({QStringLiteral("log"), QStringLiteral("--first-parent"), QStringLiteral("--reverse"),
             format, from + QStringLiteral("..") + to, QStringLiteral("--")},
            error);
    if (!rest)
        return std::nullopt;
    const QMap<QString, QString> tags = tagsBySha();
    std::vector<GitCommit> list;
    for (const QString &line : (first->trimmed() + '\n' + *rest).split('\n', Qt::SkipEmptyParts)) {
        const QStringList f = line.split(QChar(0x1f));
        if (f.size() < 3)
            continue;
        list.push_back({f[0], f[1], f.mid(2).join(QChar(0x1f)), tags.value(f[0])});
    }
    return list;
}

bool GitHistory::addWorktree(const QString &sha, const QString &dir, QString *error) const
{
    return git({QStringLiteral("worktree"), QStringLiteral("add"), QStringLiteral("--detach"),
                QStringLiteral("--quiet"), QDir(dir).absolutePath(), sha},
               error)
        .has_value();
}

void GitHistory::removeWorktree(const QString &dir) const
{
    QString ignored;
    git({QStringLiteral("worktree"), QStringLiteral("remove"), QStringLiteral("--force"),
         QDir(dir).absolutePath()},
        &ignored);
    QDir(dir).removeRecursively();
    git({QStringLiteral("worktree"), QStringLiteral("prune")}, &ignored);
}

} // namespace rb
