// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 6 (run overhead): a cached firmware build is reused without `cmake --build` only while
// its build stamp proves it current. An edited, added or renamed firmware source, another
// request or a changed ELF must bring the real build back; an edited source must be recompiled.
#include "acq/build_stamp.h"
#include "acq/firmware_builder.h"

#include <QDirIterator>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace rb;

namespace {

bool copyTree(const QString &from, const QString &to)
{
    const QDir src(from);
    QDirIterator it(from, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString rel = src.relativeFilePath(it.next());
        const QString dst = QDir(to).filePath(rel);
        if (!QDir().mkpath(QFileInfo(dst).absolutePath()) || !QFile::copy(it.filePath(), dst))
            return false;
    }
    return true;
}

bool append(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::Append) && f.write(text) == text.size();
}

} // namespace

class TstFirmwareStamp : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    static BuildRequest request()
    {
        BuildRequest r;
        r.board = "qemu";
        r.kernel = "baremetal";
        r.opt = "-Os";
        r.timer = "icount";
        r.iterations = 100;
        r.warmup = 10;
        return r;
    }

private Q_SLOTS:
    void treeHashFollowsEveryChange()
    {
        const QString tree = m_dir.filePath("tree");
        QVERIFY(QDir().mkpath(tree + "/sub"));
        QVERIFY(append(tree + "/a.c", "int a;\n"));
        QVERIFY(append(tree + "/sub/b.h", "#define B 1\n"));
        const QString h0 = BuildStamp::treeHash(tree);
        QCOMPARE(h0.size(), 64);
        QCOMPARE(BuildStamp::treeHash(tree), h0); // stable
        QVERIFY(append(tree + "/sub/b.h", "#define C 2\n"));
        const QString h1 = BuildStamp::treeHash(tree);
        QVERIFY(h1 != h0); // edited
        QVERIFY(append(tree + "/sub/new.c", ""));
        const QString h2 = BuildStamp::treeHash(tree);
        QVERIFY(h2 != h1); // added (even empty)
        QVERIFY(QFile::rename(tree + "/sub/new.c", tree + "/sub/other.c"));
        QVERIFY(BuildStamp::treeHash(tree) != h2); // renamed
        QVERIFY(BuildStamp::treeHash(m_dir.filePath("missing")).isEmpty());
    }

    void staleBuildIsRebuilt()
    {
        if (QStandardPaths::findExecutable("arm-none-eabi-gcc").isEmpty() ||
            QStandardPaths::findExecutable("cmake").isEmpty())
            QSKIP("arm-none-eabi-gcc and cmake are needed (scripts/install-deps.sh)");
        // A private copy of the firmware tree, so that it can be edited.
        const QString fw = m_dir.filePath("firmware");
        QVERIFY(copyTree(FirmwareBuilder::defaultFirmwareDir(), fw));
        const FirmwareBuilder b(fw, m_dir.filePath("cache"));

        const BuildOutcome first = b.build(request());
        QVERIFY2(first.ok, qPrintable(first.error + "\n" + first.log.right(2000)));
        QVERIFY(!first.stamped);
        QVERIFY(QFileInfo::exists(first.dir + "/" + BuildStamp::fileName()));

        // Unchanged: reused on the stamp's word, the same ELF.
        const BuildOutcome again = b.build(request());
        QVERIFY2(again.ok, qPrintable(again.error));
        QVERIFY(again.reused);
        QVERIFY(again.stamped);
        QCOMPARE(again.manifest->elfSha256, first.manifest->elfSha256);
        QCOMPARE(again.manifest->elfPath, first.manifest->elfPath);

        // An edited source: the stamp no longer matches, cmake runs and recompiles.
        QVERIFY(append(fw + "/harness/rb_harness.c",
                       "\nint rb_stamp_test_symbol(void) { return 42; }\n"));
        QString why;
        QVERIFY(!BuildStamp::check(request(), fw, first.dir, &why));
        QCOMPARE(why, QString("the firmware sources changed"));
        const BuildOutcome edited = b.build(request());
        QVERIFY2(edited.ok, qPrintable(edited.error + "\n" + edited.log.right(2000)));
        QVERIFY(!edited.stamped);
        QVERIFY(!edited.reused); // ninja had work to do
        QVERIFY2(edited.log.contains("rb_harness.c"), qPrintable(edited.log.right(2000)));
        QVERIFY(edited.manifest->elfSha256 != first.manifest->elfSha256); // a new function
        // ... and the new build is stamped in turn.
        const BuildOutcome edited2 = b.build(request());
        QVERIFY(edited2.ok && edited2.stamped);
        QCOMPARE(edited2.manifest->elfSha256, edited.manifest->elfSha256);

        // A changed ELF on disk is not trusted.
        QVERIFY(append(edited.manifest->elfPath, "x"));
        QVERIFY(!BuildStamp::check(request(), fw, first.dir, &why));
        QCOMPARE(why, QString("the ELF on disk changed"));

        // Another request never matches this directory's stamp.
        BuildRequest other = request();
        other.iterations = 101;
        QVERIFY(!BuildStamp::check(other, fw, first.dir, &why));
        QCOMPARE(why, QString("another request"));

        // A request with its own kernel tree is never stamped (its sources are not ours).
        BuildRequest withKernel = request();
        withKernel.kernelDir = m_dir.path();
        QVERIFY(!BuildStamp::applies(withKernel));
    }

    // CI (stop 44) failed a first build after 1 s: the shared cache's entry had been configured
    // from a firmware copy that was gone, and `cmake --build` went on using it.
    void entryOfAnotherTreeIsReconfigured()
    {
        if (QStandardPaths::findExecutable("arm-none-eabi-gcc").isEmpty() ||
            QStandardPaths::findExecutable("cmake").isEmpty())
            QSKIP("arm-none-eabi-gcc and cmake are needed (scripts/install-deps.sh)");
        const QString cache = m_dir.filePath("cache2");
        const QString gone = m_dir.filePath("firmware-gone");
        QVERIFY(copyTree(FirmwareBuilder::defaultFirmwareDir(), gone));
        BuildRequest r = request();
        r.iterations = 77;
        const BuildOutcome first = FirmwareBuilder(gone, cache).build(r);
        QVERIFY2(first.ok, qPrintable(first.error + "\n" + first.log.right(2000)));
        QVERIFY(QDir(gone).removeRecursively());
        // Another tree, edited so that the entry's stamp does not match it.
        const QString fw = m_dir.filePath("firmware-here");
        QVERIFY(copyTree(FirmwareBuilder::defaultFirmwareDir(), fw));
        QVERIFY(append(fw + "/harness/rb_harness.c", "\nint rb_here_symbol(void) { return 1; }\n"));
        QStringList lines;
        const BuildOutcome next =
            FirmwareBuilder(fw, cache).build(r, nullptr, [&](const QString &l) { lines << l; });
        QVERIFY2(next.ok, qPrintable(next.error + "\n" + next.log.right(2000)));
        QCOMPARE(next.dir, first.dir); // the same entry, configured again
        QVERIFY2(lines.join('\n').contains("reconfiguring the cached firmware"),
                 qPrintable(lines.join('\n').right(2000)));
        QVERIFY(QFileInfo::exists(next.manifest->elfPath));
    }
};

QTEST_GUILESS_MAIN(TstFirmwareStamp)
#include "tst_firmware_stamp.moc"
