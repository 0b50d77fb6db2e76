// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/kernels/git_history.h"
#include "core/kernels/safe_git.h"
#include "core/util/set_error.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <utility>

namespace rb {

GitHistory::GitHistory(QString repo) : m_repo(std::move(repo)) {}

std::optional<QString> GitHistory::git(const QStringList &args, QString *error) const
{
    const ToolResult r = SafeGit::run(m_repo, args);
    if (!r.ok()) {
        setError(error, r.exitCode < 0
                            ? r.error
                            : tr("git %1 failed in %2: %3").arg(args.join(' '), m_repo, r.err));
        return std::nullopt;
    }
    return QString::fromUtf8(r.out);
}

std::optional<QString> GitHistory::resolve(const QString &ref, QString *error,
                                           const QString &what) const
{
    if (const QString why = SafeGit::refProblem(ref); !why.isEmpty()) {
        setError(error, tr("%1 \"%2\" is not a usable git ref: %3").arg(what, ref, why));
        return std::nullopt;
    }
    const std::optional<QString> out =
        git({QStringLiteral("rev-parse"), QStringLiteral("--verify"), QStringLiteral("--quiet"),
             QStringLiteral("--end-of-options"), ref + QStringLiteral("^{commit}")},
            nullptr);
    const QString sha = out ? out->trimmed() : QString();
    if (!SafeGit::isObjectName(sha)) {
        setError(error, tr("%1 \"%2\" names no commit of %3").arg(what, ref, m_repo));
        return std::nullopt;
    }
    return sha;
}

std::optional<QString> GitHistory::topLevel(QString *error) const
{
    QString why;
    const std::optional<QString> out =
        git({QStringLiteral("rev-parse"), QStringLiteral("--show-toplevel")}, &why);
    if (!out) {
        setError(error, tr("%1 is not a git checkout (%2)").arg(m_repo, why));
        return std::nullopt;
    }
    const QString top = out->trimmed();
    if (QFileInfo(top).canonicalFilePath() != QFileInfo(m_repo).canonicalFilePath()) {
        setError(error, tr("%1 is not a git checkout of its own (it lies inside the checkout %2)")
                            .arg(m_repo, top));
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
    const std::optional<QString> a = resolve(from, error, QStringLiteral("--from"));
    if (!a)
        return std::nullopt;
    const std::optional<QString> b = resolve(to, error, QStringLiteral("--to"));
    if (!b)
        return std::nullopt;
    const QString format = QStringLiteral("--format=%H%x1f%cI%x1f%s");
    const std::optional<QString> first =
        git({QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--no-show-signature"),
             format, QStringLiteral("--end-of-options"), *a, QStringLiteral("--")},
            error);
    if (!first)
        return std::nullopt;
    QString why;
    if (!git({QStringLiteral("merge-base"), QStringLiteral("--is-ancestor"),
              QStringLiteral("--end-of-options"), *a, *b},
             &why)) {
        setError(error, tr("%1 is not an ancestor of %2").arg(from, to));
        return std::nullopt;
    }
    const std::optional<QString> rest =
        git({QStringLiteral("log"), QStringLiteral("--first-parent"), QStringLiteral("--reverse"),
             QStringLiteral("--no-show-signature"), format, QStringLiteral("--end-of-options"),
             *a + QStringLiteral("..") + *b, QStringLiteral("--")},
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
    if (!SafeGit::isObjectName(sha)) {
        return setError(error, tr("\"%1\" is not a full commit name").arg(sha));
    }
    const QString work = QDir(dir).absolutePath();
    if (QFileInfo::exists(work)) {
        return setError(error, tr("%1 exists already").arg(work));
    }
    // The user's object database (of the main checkout when m_repo is a linked worktree) and
    // its hash, so that the private repository reads the same objects.
    const std::optional<QString> common =
        git({QStringLiteral("rev-parse"), QStringLiteral("--path-format=absolute"),
             QStringLiteral("--git-common-dir")},
            error);
    if (!common)
        return false;
    const std::optional<QString> format =
        git({QStringLiteral("rev-parse"), QStringLiteral("--show-object-format")}, error);
    if (!format)
        return false;
    const QString objects = QDir(common->trimmed()).filePath(QStringLiteral("objects"));
    const QString hash = format->trimmed() == QLatin1String("sha256") ? QStringLiteral("sha256")
                                                                      : QStringLiteral("sha1");
    auto fail = [&](const ToolResult &r, const QString &step) {
        setError(error, tr("cannot check out %1 (%2): %3")
                            .arg(sha.left(12), step, r.exitCode < 0 ? r.error : r.lastErrorLine()));
        QDir(work).removeRecursively();
        return false;
    };
    // No templates: no hooks, nothing but what git init itself writes.
    const ToolResult init = SafeGit::run(
        {}, {QStringLiteral("init"), QStringLiteral("--quiet"), QStringLiteral("--template="),
             QStringLiteral("--object-format=") + hash, QStringLiteral("--"), work});
    if (!init.ok())
        return fail(init, QStringLiteral("git init"));
    QDir().mkpath(work + QStringLiteral("/.git/objects/info"));
    QFile alternates(work + QStringLiteral("/.git/objects/info/alternates"));
    if (!alternates.open(QIODevice::WriteOnly) || alternates.write(objects.toUtf8() + '\n') < 0) {
        setError(error, tr("cannot write %1").arg(alternates.fileName()));
        QDir(work).removeRecursively();
        return false;
    }
    alternates.close();
    SafeGit::Options o;
    o.config << QStringLiteral("core.symlinks=false");
    const ToolResult co = SafeGit::run(
        work,
        {QStringLiteral("checkout"), QStringLiteral("--quiet"), QStringLiteral("--detach"), sha},
        o);
    if (!co.ok())
        return fail(co, QStringLiteral("git checkout"));
    return true;
}

void GitHistory::removeWorktree(const QString &dir) const
{
    QDir(dir).removeRecursively();
}

} // namespace rb
