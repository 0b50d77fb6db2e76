// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 31, "trees from others are data": a kernel tree or archive from someone else must not
// run anything, leave its tree through symbolic links, hide links from its digest, or unpack
// past the size limit. Synthetic trees (a FreeRTOS stand-in), made here with the generators of
// tests/data/hostile/trees/; no test is skipped.
#include "core/kernels/git_history.h"
#include "core/kernels/kernel_archive.h"
#include "core/kernels/kernel_catalogue.h"
#include "core/kernels/kernel_registry.h"
#include "core/kernels/kernel_tree.h"
#include "core/kernels/safe_git.h"
#include "core/process/tool_process.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rb;

namespace {

const QString hostileDir = QStringLiteral(RB_TEST_DATA "/hostile/trees");

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// The files of the catalogue's FreeRTOS check, version V99.0.0.
void standIn(const QString &dir)
{
    for (const QString &f : KernelCatalogue::builtIn().find("freertos")->check)
        writeFile(dir + '/' + f, "/* " + f.toUtf8() + " */\n");
    writeFile(dir + "/include/task.h", "#define tskKERNEL_VERSION_NUMBER \"V99.0.0\"\n");
}

bool runTool(const QString &program, const QStringList &args)
{
    const ToolResult r = ToolProcess::run(program, args);
    if (!r.ok())
        qWarning("%s %s: %s", qPrintable(program), qPrintable(args.join(' ')),
                 qPrintable(r.err + r.error));
    return r.ok();
}

// Every MARKER.* file the hostile repository's programs wrote.
QStringList markers(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral("marker.*")}, QDir::Files);
}

} // namespace

class TstKernelsHostile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void historyRunsNoHookFilterOrFsmonitor();
    void refsAreNeverOptions();
    void environmentIsClean();
    void archiveGitIsRemoved();
    void linkChainLeavingTheTreeIsRefused();
    void declaredOutsideLinkOnlyAsWritten();
    void digestCoversLinkText();
    void zipBombStopsAtTheLimit();
};

// A repository whose hooks, core.fsmonitor and filter driver touch marker files: resolving
// refs, listing commits, checking a commit out and reading its HEAD run none of them, and the
// checkout holds the commit's files as committed (no filter).
void TstKernelsHostile::historyRunsNoHookFilterOrFsmonitor()
{
    QTemporaryDir d;
    const QString repo = d.filePath("repo");
    standIn(repo);
    QVERIFY(runTool("bash", {hostileDir + "/hostile_git.sh", repo, d.filePath("marker")}));
    QCOMPARE(markers(d.path()), QStringList());
    GitHistory git(repo);
    QString error;
    QVERIFY2(git.topLevel(&error), qPrintable(error));
    const auto commits = git.commits("HEAD~1", "HEAD", &error);
    QVERIFY2(commits, qPrintable(error));
    QCOMPARE(int(commits->size()), 2);
    QCOMPARE(commits->back().subject, QStringLiteral("tasks.c: a comment"));
    const QString work = d.filePath("checkout");
    QVERIFY2(git.addWorktree(commits->front().sha, work, &error), qPrintable(error));
    QFile tasks(work + "/tasks.c");
    QVERIFY(tasks.open(QIODevice::ReadOnly));
    QCOMPARE(tasks.readAll(), QByteArray("/* tasks.c */\n")); // the first commit, unfiltered
    QCOMPARE(KernelTree::gitCommit(work), commits->front().sha);
    QCOMPARE(KernelTree::gitCommit(repo), commits->back().sha);
    git.removeWorktree(work);
    QVERIFY(!QFileInfo::exists(work));
    QCOMPARE(markers(d.path()), QStringList());
    // The user's repository is as it was: no worktree registered, HEAD where it was.
    QVERIFY(!QFileInfo::exists(repo + "/.git/worktrees"));
}

// A ref that starts with '-' never reaches git (git log would take --output=FILE and write
// FILE before anything else); the message names the ref.
void TstKernelsHostile::refsAreNeverOptions()
{
    QTemporaryDir d;
    const QString repo = d.filePath("repo");
    standIn(repo);
    QVERIFY(runTool("bash", {hostileDir + "/hostile_git.sh", repo, d.filePath("marker")}));
    GitHistory git(repo);
    QString error;
    const QString target = d.filePath("written-by-git");
    QVERIFY(!git.commits("--output=" + target, "HEAD", &error));
    QVERIFY2(error.contains("--from \"--output=" + target + "\""), qPrintable(error));
    QVERIFY(!git.commits("HEAD~1", "--output=" + target, &error));
    QVERIFY2(error.contains("--to \"--output=" + target + "\""), qPrintable(error));
    QCOMPARE(QDir(d.path()).entryList({"written-by-git*"}), QStringList());
    for (const QString &bad : {QString(), QStringLiteral("-n"), QStringLiteral("a b"),
                               QStringLiteral("HEAD\n--output=x"), QStringLiteral("a..b")})
        QVERIFY2(!SafeGit::refProblem(bad).isEmpty(), qPrintable(bad));
    for (const QString &good : {QStringLiteral("HEAD~1"), QStringLiteral("V11.1.0"),
                                QStringLiteral("main^"), QStringLiteral("refs/tags/t0")})
        QVERIFY2(SafeGit::refProblem(good).isEmpty(), qPrintable(good));
    QVERIFY(!git.resolve("no-such-ref", &error));
    QVERIFY2(error.contains("no-such-ref"), qPrintable(error));
}

// What git sees of our environment: no GIT_* variable of ours, HOME in an empty directory,
// no system or global config; the overrides come before the command.
void TstKernelsHostile::environmentIsClean()
{
    qputenv("GIT_DIR", "/nowhere");
    qputenv("GIT_CONFIG_PARAMETERS", "'core.hooksPath'='/tmp'");
    const ToolEnvironment env = SafeGit::environment("/tmp/home");
    qunsetenv("GIT_DIR");
    qunsetenv("GIT_CONFIG_PARAMETERS");
    QVERIFY(!env.contains("GIT_DIR"));
    QVERIFY(!env.contains("GIT_CONFIG_PARAMETERS"));
    QCOMPARE(env.value("HOME"), QStringLiteral("/tmp/home"));
    QCOMPARE(env.value("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
    QCOMPARE(env.value("GIT_CONFIG_GLOBAL"), QStringLiteral("/dev/null"));
    const QStringList a = SafeGit::configArguments();
    for (const char *kv : {"core.hooksPath=/dev/null", "core.fsmonitor=false",
                           "protocol.allow=never", "safe.bareRepository=explicit"})
        QVERIFY2(a.contains(QLatin1String(kv)), kv);
    QVERIFY(!a.contains("protocol.https.allow=always"));
    QVERIFY(SafeGit::configArguments({"https"}).contains("protocol.https.allow=always"));
    // A GIT_DIR of ours does not redirect git: HOME is empty, the repository is the one named.
    QTemporaryDir d;
    const QString repo = d.filePath("repo");
    standIn(repo);
    QVERIFY(runTool("bash", {hostileDir + "/hostile_git.sh", repo, d.filePath("marker")}));
    qputenv("GIT_DIR", QFile::encodeName(d.filePath("nowhere")));
    const ToolResult r = SafeGit::run(repo, {"rev-parse", "--show-toplevel"});
    qunsetenv("GIT_DIR");
    QVERIFY2(r.ok(), qPrintable(r.err));
    QCOMPARE(QString::fromUtf8(r.out).trimmed(), QFileInfo(repo).canonicalFilePath());
}

// An archive that carries a hostile .git: kernel add removes it (and says so); nothing ran.
void TstKernelsHostile::archiveGitIsRemoved()
{
    QTemporaryDir d;
    const QString tree = d.filePath("src/FreeRTOS-Kernel");
    standIn(tree);
    QVERIFY(runTool("bash", {hostileDir + "/hostile_git.sh", tree, d.filePath("marker")}));
    writeFile(tree + "/portable/sub/.git", "gitdir: /somewhere/else\n"); // a gitfile, nested
    const QString archive = d.filePath("freertos-kernel-V99.0.0.tar.gz");
    QVERIFY(runTool("tar", {"-czf", archive, "-C", d.filePath("src"), "FreeRTOS-Kernel"}));
    KernelRegistry reg(d.filePath("cache"));
    QString error;
    QStringList notes;
    const auto e = reg.add("freertos", archive, {}, &error, nullptr, &notes);
    QVERIFY2(e, qPrintable(error));
    QVERIFY(!QFileInfo::exists(e->path + "/.git"));
    QVERIFY(!QFileInfo::exists(e->path + "/portable/sub/.git"));
    QVERIFY(QFileInfo::exists(e->path + "/.gitattributes")); // data, kept
    QVERIFY(e->commit.isEmpty());
    QCOMPARE(notes.size(), 1);
    QVERIFY2(notes.first().contains(".git"), qPrintable(notes.first()));
    GitHistory git(e->path);
    QVERIFY(!git.topLevel(&error)); // not a checkout: history refuses it
    QCOMPARE(markers(d.path()), QStringList());
}

// NuttX's fs/zipfs/zlib -> ../../../apps/system/zlib leads outside the tree by design: the
// catalogue lists it ("outside_links"), so kernel add accepts it and reports it in a note. The
// same path with any other text, or another escaping link beside it, is still refused.
void TstKernelsHostile::declaredOutsideLinkOnlyAsWritten()
{
    const KernelInfo *nx = KernelCatalogue::builtIn().find("nuttx");
    QVERIFY(nx);
    QCOMPARE(nx->outsideLinks, QStringList{"fs/zipfs/zlib -> ../../../apps/system/zlib"});
    auto nuttxTree = [&](const QString &dir, const QByteArray &zlibTarget) {
        for (const QString &f : nx->check)
            writeFile(dir + '/' + f, "x\n");
        QDir().mkpath(dir + "/fs/zipfs");
        return QFile::link(QString::fromUtf8(zlibTarget), dir + "/fs/zipfs/zlib");
    };
    QTemporaryDir d;
    QVERIFY(nuttxTree(d.filePath("ok/nuttx"), "../../../apps/system/zlib"));
    KernelRegistry reg(d.filePath("cache"));
    QString error;
    QStringList notes;
    const auto e = reg.add("nuttx", d.filePath("ok/nuttx"), "12.13.0", &error, nullptr, &notes);
    QVERIFY2(e, qPrintable(error));
    QVERIFY2(notes.join('\n').contains("fs/zipfs/zlib -> ../../../apps/system/zlib: a symbolic "
                                       "link that leads outside the tree, accepted"),
             qPrintable(notes.join('\n')));
    QVERIFY(nuttxTree(d.filePath("other/nuttx"), "../../../../../etc"));
    QVERIFY(!reg.add("nuttx", d.filePath("other/nuttx"), "12.13.0", &error));
    QVERIFY2(error.contains("fs/zipfs/zlib -> ../../../../../etc: a symbolic link that leads "
                            "outside the tree"),
             qPrintable(error));
    QVERIFY(nuttxTree(d.filePath("two/nuttx"), "../../../apps/system/zlib"));
    QVERIFY(QFile::link("/etc", d.filePath("two/nuttx/etc")));
    QVERIFY(!reg.add("nuttx", d.filePath("two/nuttx"), "12.13.0", &error));
    QVERIFY2(error.contains("etc -> /etc") && !error.contains("fs/zipfs/zlib"), qPrintable(error));
    // Another kernel's tree may not use NuttX's exception.
    QStringList accepted;
    QCOMPARE(KernelTree::escapingLinks(d.filePath("ok/nuttx"), {}, &accepted).size(), 1);
    QVERIFY(accepted.isEmpty());
}

// A chain of links, each inside the tree when read alone, that leads to /etc: refused, the
// link named, for a directory and for an archive.
void TstKernelsHostile::linkChainLeavingTheTreeIsRefused()
{
    QTemporaryDir d;
    const QString tree = d.filePath("src/FreeRTOS-Kernel");
    standIn(tree);
    QVERIFY(runTool("python3", {hostileDir + "/link_chain.py", tree}));
    QCOMPARE(QFileInfo(tree + "/z").canonicalFilePath(), QStringLiteral("/etc"));
    QCOMPARE(KernelTree::resolveInside(tree, "z"), std::nullopt);
    QCOMPARE(KernelTree::resolveInside(tree, "d1/d2"), std::optional<QString>("d1/d2"));
    KernelRegistry reg(d.filePath("cache"));
    QString error;
    QVERIFY(!reg.add("freertos", tree, {}, &error));
    QVERIFY2(error.contains("z -> d1/d2/") && error.contains("leads outside the tree (to /etc)"),
             qPrintable(error));
    const QString archive = d.filePath("freertos-kernel-V99.0.0.tar.gz");
    QVERIFY(runTool("tar", {"-czf", archive, "-C", d.filePath("src"), "FreeRTOS-Kernel"}));
    QString listError;
    QCOMPARE(KernelArchive::unsafeEntries(archive, &listError), QStringList()); // each link alone
    QVERIFY(!reg.add("freertos", archive, {}, &error));
    QVERIFY2(error.startsWith("refusing freertos-kernel-V99.0.0.tar.gz: ") &&
                 error.contains("z -> d1/d2/") &&
                 error.contains("leads outside the tree (to /etc)"),
             qPrintable(error));
    QVERIFY(!QFileInfo::exists(d.filePath("cache/freertos/V99.0.0")));
    QCOMPARE(QDir(d.filePath("cache")).entryList({".unpack-*"}, QDir::Dirs | QDir::Hidden),
             QStringList());
    // Links that stay inside are fine, dangling or not.
    QFile::remove(tree + "/z");
    QDir(tree + "/d1").removeRecursively();
    QVERIFY(QFile::link("include/task.h", tree + "/inside"));
    QVERIFY(QFile::link("include/missing.h", tree + "/dangling"));
    QVERIFY(QFile::link("portable", tree + "/include/up"));
    QVERIFY2(reg.add("freertos", tree, {}, &error), qPrintable(error));
}

// The digest covers every link's text: two trees that differ only in a link (to a directory,
// which the file walk never entered before) have different digests; a tree without links
// hashes as it always did (path, NUL, size, NUL, bytes per file, sorted).
void TstKernelsHostile::digestCoversLinkText()
{
    QTemporaryDir d;
    KernelRegistry reg(d.filePath("cache"));
    QString error;
    QStringList digests;
    for (const QString &target : {QStringLiteral("portable"), QStringLiteral("include")}) {
        const QString tree = d.filePath("t-" + target);
        standIn(tree);
        QVERIFY(QFile::link(target, tree + "/link"));
        const auto e = reg.add("freertos", tree, "V99.0.0-" + target, &error);
        QVERIFY2(e, qPrintable(error));
        digests << e->digest;
        QCOMPARE(e->files, 7); // six files and the link
    }
    QVERIFY2(digests[0] != digests[1], qPrintable(digests.join(' ')));

    const QString plain = d.filePath("plain");
    standIn(plain);
    QStringList files = KernelTree::allFiles(plain);
    QCryptographicHash h(QCryptographicHash::Sha256);
    for (const QString &rel : files) {
        QFile f(plain + '/' + rel);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        h.addData(rel.toUtf8() + '\0' + QByteArray::number(bytes.size()) + '\0' + bytes);
    }
    QCOMPARE(KernelTree::filesDigest(plain, files), QString::fromLatin1(h.result().toHex()));
}

// A zip whose headers say 1,150 bytes and that unpacks 20 MB: refused at the limit (5 MB),
// nothing written, nothing left in the cache.
void TstKernelsHostile::zipBombStopsAtTheLimit()
{
    if (QStandardPaths::findExecutable("unzip").isEmpty())
        QSKIP("unzip is not installed");
    QTemporaryDir d;
    const QString bomb = d.filePath("bomb.zip");
    QVERIFY(runTool("python3", {hostileDir + "/zip_bomb.py", bomb, "20000000", "1000"}));
    QVERIFY(QFileInfo(bomb).size() < 100000);
    qputenv("RTOSBENCH_ARCHIVE_MAX_BYTES", "5000000");
    QString error;
    QVERIFY(KernelArchive::overLimits(bomb, &error).isEmpty()); // the listing believes it
    const std::optional<qint64> counted = KernelArchive::contentBytes(bomb, 5000000, &error);
    KernelRegistry reg(d.filePath("cache"));
    const auto e = reg.add("freertos", bomb, {}, &error);
    qunsetenv("RTOSBENCH_ARCHIVE_MAX_BYTES");
    QVERIFY(!counted);
    QVERIFY(!e);
    QVERIFY2(error.contains("bomb.zip unpacks to more than the limit of 5000000 bytes"),
             qPrintable(error));
    QVERIFY(!QFileInfo::exists(d.filePath("cache/freertos")));
    QCOMPARE(
        QDir(d.filePath("cache")).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList());
    // Within the limit, the count is exact: what unzip writes.
    const ToolResult all = ToolProcess::run("unzip", {"-qq", "-p", bomb});
    QVERIFY(all.ok());
    QVERIFY(all.out.size() > 20000000);
    QCOMPARE(KernelArchive::contentBytes(bomb, 30000000, &error).value_or(-1),
             qint64(all.out.size()));
}

QTEST_GUILESS_MAIN(TstKernelsHostile)
#include "tst_kernels_hostile.moc"
