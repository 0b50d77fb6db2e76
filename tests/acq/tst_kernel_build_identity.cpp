// SPDX-License-Identifier: GPL-3.0-or-later
// KernelBuildIdentity (issue 12): which files of a kernel tree a build compiled, from the
// build's dependency files and compile_commands.json, and the tree's git commit.
#include "acq/kernel_build_identity.h"
#include "core/kernels/kernel_tree.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rb;

namespace {
void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}
} // namespace

class TstKernelBuildIdentity : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void digestOfCompiledFilesOnly()
    {
        QTemporaryDir d;
        const QString tree = d.filePath("kernel");
        const QString build = d.filePath("build");
        writeFile(tree + "/tasks.c", "int tasks;\n");
        writeFile(tree + "/list.c", "int list;\n");
        writeFile(tree + "/include/task.h", "#define T 1\n");
        writeFile(tree + "/include/unused.h", "#define U 1\n");
        writeFile(tree + "/README.md", "readme\n");
        writeFile(d.filePath("ours/config.h"), "#define C 1\n");
        // A Makefile-style depfile (relative paths from the build directory, continuation
        // lines) and compile_commands.json naming a source that has no depfile.
        writeFile(build + "/CMakeFiles/k.dir/tasks.c.o.d",
                  "CMakeFiles/k.dir/tasks.c.o: ../kernel/tasks.c \\\n ../kernel/include/task.h \\\n"
                  " ../ours/config.h /usr/include/stdint.h\n");
        writeFile(build + "/compile_commands.json",
                  QStringLiteral("[{\"directory\": \"%1\", \"file\": \"%2/list.c\"}]")
                      .arg(build, tree)
                      .toUtf8());
        const KernelTreeIdentity id = KernelBuildIdentity::of(build, tree);
        QCOMPARE(id.path, QFileInfo(tree).canonicalFilePath());
        QCOMPARE(id.files, 3); // tasks.c, list.c, include/task.h: not unused.h, README, ours
        QCOMPARE(id.digest, KernelTree::filesDigest(tree, {"tasks.c", "list.c", "include/task.h"}));
        QVERIFY(id.commit.isEmpty());

        writeFile(tree + "/include/unused.h", "#define U 2\n"); // not compiled: same digest
        QCOMPARE(KernelBuildIdentity::of(build, tree).digest, id.digest);
        writeFile(tree + "/include/task.h", "#define T 2\n"); // an included header: another
        QVERIFY(KernelBuildIdentity::of(build, tree).digest != id.digest);
        QVERIFY(!KernelBuildIdentity::of(build, {}).isKnown());
    }

    void gitCommitOfACheckout()
    {
        if (QStandardPaths::findExecutable("git").isEmpty())
            QSKIP("git is not installed");
        QTemporaryDir d;
        const QString tree = d.filePath("kernel");
        writeFile(tree + "/tasks.c", "int tasks;\n");
        auto git = [&](const QStringList &args) {
            QProcess p;
            p.setWorkingDirectory(tree);
            p.start("git", QStringList{"-c", "user.name=t", "-c", "user.email=t@t"} + args);
            p.waitForFinished();
            return QString::fromLatin1(p.readAllStandardOutput()).trimmed();
        };
        git({"init", "-q"});
        git({"add", "tasks.c"});
        git({"commit", "-qm", "one"});
        const QString head = git({"rev-parse", "HEAD"});
        QCOMPARE(head.size(), 40);
        QCOMPARE(KernelTree::gitCommit(tree), head);
        writeFile(d.filePath("build/compile_commands.json"),
                  QStringLiteral("[{\"directory\": \"/\", \"file\": \"%1/tasks.c\"}]")
                      .arg(tree)
                      .toUtf8());
        const KernelTreeIdentity id = KernelBuildIdentity::of(d.filePath("build"), tree);
        QCOMPARE(id.commit, head);
        QCOMPARE(id.files, 1);
        // A subdirectory of a checkout is not itself a checkout: no commit is claimed for it.
        writeFile(tree + "/sub/x.c", "");
        QVERIFY(KernelTree::gitCommit(tree + "/sub").isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstKernelBuildIdentity)
#include "tst_kernel_build_identity.moc"
