// SPDX-License-Identifier: GPL-3.0-or-later
// Settings › Kernels (issue 12 item 3), against a kernel cache in a temporary directory
// (RTOSBENCH_KERNEL_CACHE) with the real tar and git: a directory tree is added through the
// Add directory… dialog, listed (version, origin, path, digest as the registry has them) and
// removed after the confirmation (declining it keeps the tree); a directory that is not a
// FreeRTOS tree shows the error and registers nothing; Cancel stops an archive unpack (a tar
// that never ends) and registers nothing; a fetch from an empty mirror shows git's reason and
// registers nothing, a fetch of a tested tag from a local bare repository (a test catalogue
// pins its commit) registers the clone with its commit; the FreeRTOS V11.1.0 archive of
// ../shared/kernels is unpacked into the cache and removed with its tree (skipped without it); the
// Labs tab takes a registered tree for a lab that needs one (it said "needs a tree" before). Set
// RB_KERNELS_SHOT=FILE.png to keep grabs of the dialog's Kernels and General tabs.
#include "core/kernels/kernel_registry.h"
#include "gui/kernels_page.h"
#include "gui/lab_panel.h"
#include "gui/main_window.h"
#include "gui/settings_dialog.h"
#include "gui/window_parts.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace rb;

namespace {

// A stand-in FreeRTOS tree: the files of the catalogue's check (no kernel source).
bool makeTree(const QString &dir, const QString &version)
{
    for (const QString &f :
         {QStringLiteral("tasks.c"), QStringLiteral("queue.c"), QStringLiteral("list.c"),
          QStringLiteral("portable/GCC/ARM_CM3/port.c"),
          QStringLiteral("portable/MemMang/heap_4.c")}) {
        QDir().mkpath(QFileInfo(dir + '/' + f).absolutePath());
        QFile file(dir + '/' + f);
        if (!file.open(QIODevice::WriteOnly) || file.write("/* " + f.toUtf8() + " */\n") < 0)
            return false;
    }
    QDir().mkpath(dir + QStringLiteral("/include"));
    QFile task(dir + QStringLiteral("/include/task.h"));
    return task.open(QIODevice::WriteOnly) &&
           task.write("#define tskKERNEL_VERSION_NUMBER \"" + version.toUtf8() + "\"\n") > 0;
}

// Runs git (fails the caller's check with its output when it fails).
bool git(const QStringList &args, QString *out = nullptr)
{
    QProcess p;
    p.start(QStringLiteral("git"), args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        qWarning("git %s: %s", qPrintable(args.join(' ')), p.readAllStandardError().constData());
        return false;
    }
    if (out)
        *out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    return true;
}

std::vector<InstalledKernel> registered()
{
    KernelRegistry registry;
    QString error;
    if (!registry.load(&error))
        qWarning("%s", qPrintable(error));
    return registry.entries();
}

// The table's row of id (at version when given), or -1.
int rowOf(const KernelsPage &page, const QString &id, const QString &version = {})
{
    const QTableWidget *t = page.table();
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0)->text() == id && (version.isEmpty() || t->item(r, 2)->text() == version))
            return r;
    return -1;
}

} // namespace

class TstKernelsPage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_kernels_page"));
        QSettings().clear();
        QSettings().setValue(QStringLiteral("language"), QStringLiteral("en"));
        QVERIFY(m_work.isValid());
        if (QStandardPaths::findExecutable(QStringLiteral("tar")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("git")).isEmpty())
            QSKIP("tar or git is missing");
        qputenv("RTOSBENCH_KERNEL_CACHE", m_work.filePath(QStringLiteral("cache")).toLocal8Bit());
        qputenv("RTOSBENCH_BUILD_CACHE", m_work.filePath(QStringLiteral("fw")).toLocal8Bit());
        qunsetenv("RTOSBENCH_KERNEL_MIRROR");
        QVERIFY(makeFetchRepository());
    }

    void cleanupTestCase() { QSettings().clear(); }

    void settingsHaveAKernelsTab()
    {
        SettingsDialog dialog;
        auto *tabs = dialog.findChild<QTabWidget *>(QStringLiteral("tabs"));
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), 3); // General, Kernels, Classroom (issue 39)
        QCOMPARE(tabs->tabText(1), QStringLiteral("Kernels"));
        QCOMPARE(tabs->tabText(2), QStringLiteral("Classroom"));
        auto *page = qobject_cast<KernelsPage *>(tabs->widget(1));
        QVERIFY(page);
        QCOMPARE(page, dialog.kernelsPage());
        // The override table stays on the General tab and says what an empty row means.
        QVERIFY(dialog.findChild<QTableWidget *>(QStringLiteral("kernelTable")));
        auto *note = dialog.findChild<QLabel *>(QStringLiteral("kernelDirsNote"));
        QVERIFY(note && note->text().contains(QStringLiteral("Kernels tab")));
        auto *intro = page->findChild<QLabel *>(QStringLiteral("kernelsIntro"));
        QVERIFY(intro && intro->text().contains(QStringLiteral("Kernel source directories")));
        QCOMPARE(page->cacheDir(), m_work.filePath(QStringLiteral("cache")));
        // Every catalogue kernel is listed; nothing is installed yet.
        const KernelRegistry registry;
        for (const KernelInfo &k : registry.catalogue().kernels())
            QVERIFY2(rowOf(*page, k.id) >= 0, qPrintable(k.id));
        const int fr = rowOf(*page, QStringLiteral("freertos"));
        QCOMPARE(page->table()->item(fr, 1)->text(), QStringLiteral("FreeRTOS-Kernel"));
        QCOMPARE(page->table()->item(fr, 4)->text(), QStringLiteral("not installed"));
        QCOMPARE(page->table()->item(rowOf(*page, QStringLiteral("baremetal")), 4)->text(),
                 QStringLiteral("no tree needed"));
        page->selectKernel(QStringLiteral("freertos"));
        QCOMPARE(page->currentKernel(), QStringLiteral("freertos"));
        QVERIFY(!page->findChild<QPushButton *>(QStringLiteral("kernelRemove"))->isEnabled());
        QVERIFY(page->findChild<QProgressBar *>(QStringLiteral("kernelsProgress"))->isHidden());
    }

    void addListAndRemoveADirectory()
    {
        const QString tree = m_work.filePath(QStringLiteral("src/FreeRTOS-Kernel"));
        QVERIFY(makeTree(tree, QStringLiteral("V99.0.0")));
        SettingsDialog dialog;
        KernelsPage *page = dialog.kernelsPage();
        page->selectKernel(QStringLiteral("freertos"));
        QSignalSpy done(page, &KernelsPage::operationFinished);

        // Add directory…: the file dialog picks directories; accepting it starts the add.
        bool seen = false;
        QTimer::singleShot(0, page, [&] {
            auto *dlg = page->findChild<QFileDialog *>(QStringLiteral("addKernelDirectoryDialog"));
            if (!dlg)
                return;
            seen = true;
            QCOMPARE(dlg->fileMode(), QFileDialog::Directory);
            dlg->selectFile(tree);
            static_cast<QDialog *>(dlg)->accept(); // QFileDialog::accept() is protected
        });
        page->findChild<QPushButton *>(QStringLiteral("kernelAddDirectory"))->click();
        QVERIFY(seen);
        QVERIFY(done.count() == 1 || done.wait(60000));
        QCOMPARE(done.takeFirst().at(0).toBool(), true);
        QVERIFY2(page->errorLabel()->isHidden(), qPrintable(page->errorLabel()->text()));

        const std::vector<InstalledKernel> entries = registered();
        QCOMPARE(entries.size(), size_t(1));
        const InstalledKernel &e = entries.front();
        QCOMPARE(e.version, QStringLiteral("V99.0.0"));
        QCOMPARE(e.origin, QStringLiteral("dir"));
        QCOMPARE(e.path, QFileInfo(tree).canonicalFilePath());
        const int r = rowOf(*page, QStringLiteral("freertos"), QStringLiteral("V99.0.0"));
        QVERIFY(r >= 0);
        QCOMPARE(page->table()->item(r, 3)->data(Qt::UserRole).toString(), QStringLiteral("dir"));
        QCOMPARE(page->table()->item(r, 4)->text(), QDir::toNativeSeparators(e.path));
        QCOMPARE(e.digest.size(), 64);
        QCOMPARE(page->table()->item(r, 5)->text(), e.digest.left(12));
        QVERIFY(page->table()->item(r, 5)->toolTip().contains(e.digest));
        QVERIFY(page->statusLabel()->text().contains(QStringLiteral("Added freertos V99.0.0")));
        QCOMPARE(page->table()->currentRow(), r); // the new tree is selected
        auto *remove = page->findChild<QPushButton *>(QStringLiteral("kernelRemove"));
        QVERIFY(remove->isEnabled());
        if (!qEnvironmentVariableIsEmpty("RB_KERNELS_SHOT")) {
            dialog.findChild<QTabWidget *>(QStringLiteral("tabs"))->setCurrentIndex(1);
            dialog.resize(900, 600);
            dialog.show();
            QTest::qWait(200);
            dialog.grab().save(qEnvironmentVariable("RB_KERNELS_SHOT"), "PNG");
            dialog.findChild<QTabWidget *>(QStringLiteral("tabs"))->setCurrentIndex(0);
            QTest::qWait(100);
            dialog.grab().save(qEnvironmentVariable("RB_KERNELS_SHOT") + ".general.png", "PNG");
        }

        // Remove, declined: nothing happens.
        QString question;
        auto answer = [&](QMessageBox::StandardButton which) {
            QTimer::singleShot(0, page, [&, which] {
                auto *box = page->findChild<QMessageBox *>(QStringLiteral("removeKernelConfirm"));
                if (!box)
                    return;
                question = box->text();
                box->button(which)->click();
            });
        };
        answer(QMessageBox::No);
        remove->click();
        QVERIFY(question.contains(QStringLiteral("is kept")));
        QVERIFY(!page->isBusy());
        QCOMPARE(done.count(), 0);
        QCOMPARE(registered().size(), size_t(1));

        // Remove, confirmed: unregistered, the directory itself is kept.
        question.clear();
        answer(QMessageBox::Yes);
        remove->click();
        QVERIFY(!question.isEmpty());
        QVERIFY(done.count() == 1 || done.wait(60000));
        QCOMPARE(done.takeFirst().at(0).toBool(), true);
        QVERIFY(registered().empty());
        QVERIFY(QFileInfo::exists(tree + QStringLiteral("/tasks.c")));
        QCOMPARE(rowOf(*page, QStringLiteral("freertos"), QStringLiteral("V99.0.0")), -1);
        QCOMPARE(page->table()->item(rowOf(*page, QStringLiteral("freertos")), 4)->text(),
                 QStringLiteral("not installed"));
        QVERIFY(page->statusLabel()->text().contains(QStringLiteral("Removed freertos V99.0.0")));
    }

    void anInvalidDirectoryIsRefused()
    {
        const QString bad = m_work.filePath(QStringLiteral("src/not-a-kernel"));
        QVERIFY(QDir().mkpath(bad + QStringLiteral("/include")));
        KernelsPage page;
        page.selectKernel(QStringLiteral("freertos"));
        QSignalSpy done(&page, &KernelsPage::operationFinished);
        QVERIFY(page.addSource(bad));
        QVERIFY(page.isBusy());
        QVERIFY(!page.findChild<QPushButton *>(QStringLiteral("kernelAddArchive"))->isEnabled());
        QVERIFY(done.wait(60000));
        QCOMPARE(done.takeFirst().at(0).toBool(), false);
        QVERIFY(!page.errorLabel()->isHidden());
        QVERIFY2(page.errorLabel()->text().contains(
                     QStringLiteral("is not a FreeRTOS-Kernel tree: it lacks tasks.c")),
                 qPrintable(page.errorLabel()->text()));
        QVERIFY(registered().empty());
        QCOMPARE(page.table()->item(rowOf(page, QStringLiteral("freertos")), 4)->text(),
                 QStringLiteral("not installed"));
    }

    void cancelStopsAnUnpack()
    {
        // A tar that never ends: Cancel must stop it (the page never waits for it).
        const QString bin = m_work.filePath(QStringLiteral("slowbin"));
        QVERIFY(QDir().mkpath(bin));
        QFile tar(bin + QStringLiteral("/tar"));
        QVERIFY(tar.open(QIODevice::WriteOnly));
        tar.write("#!/bin/sh\nexec sleep 600\n");
        tar.close();
        QVERIFY(tar.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                   QFileDevice::ExeOwner));
        const QString archive = m_work.filePath(QStringLiteral("freertos-kernel-V99.0.0.tar.gz"));
        QFile a(archive);
        QVERIFY(a.open(QIODevice::WriteOnly));
        a.write("not read: the tar above never looks");
        a.close();
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", bin.toLocal8Bit() + ':' + path);

        KernelsPage page;
        page.selectKernel(QStringLiteral("freertos"));
        QSignalSpy done(&page, &KernelsPage::operationFinished);
        QVERIFY(page.addSource(archive));
        auto *cancel = page.findChild<QPushButton *>(QStringLiteral("kernelsCancel"));
        QVERIFY(!cancel->isHidden() && cancel->isEnabled());
        QVERIFY(!page.findChild<QProgressBar *>(QStringLiteral("kernelsProgress"))->isHidden());
        QTest::qWait(50); // the event loop runs while the worker waits for tar
        cancel->click();
        const bool finished = done.wait(60000);
        qputenv("PATH", path);
        QVERIFY(finished);
        QCOMPARE(done.takeFirst().at(0).toBool(), false);
        QVERIFY2(page.errorLabel()->text().startsWith(QStringLiteral("Cancelled")) &&
                     page.errorLabel()->text().contains(QStringLiteral("tar was cancelled")),
                 qPrintable(page.errorLabel()->text()));
        QVERIFY(cancel->isHidden());
        QVERIFY(registered().empty());
        // Nothing left in the cache (the unpack directory is gone).
        const QStringList left =
            QDir(page.cacheDir()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        QVERIFY2(left.isEmpty() || left == QStringList{QStringLiteral("registry.json")},
                 qPrintable(left.join(' ')));
    }

    void fetchFromAnEmptyMirrorFails()
    {
        QTemporaryDir mirror;
        QVERIFY(mirror.isValid());
        qputenv("RTOSBENCH_KERNEL_MIRROR", mirror.path().toLocal8Bit());
        KernelsPage page;
        page.selectKernel(QStringLiteral("freertos"));
        QSignalSpy done(&page, &KernelsPage::operationFinished);
        QStringList tags;
        QString label;
        QTimer::singleShot(0, &page, [&] {
            auto *dlg = page.findChild<QInputDialog *>(QStringLiteral("fetchKernelTagDialog"));
            if (!dlg)
                return;
            tags = dlg->comboBoxItems();
            label = dlg->labelText();
            dlg->setTextValue(QStringLiteral("V11.1.0"));
            dlg->accept();
        });
        page.findChild<QPushButton *>(QStringLiteral("kernelFetch"))->click();
        QVERIFY(tags.contains(QStringLiteral("V11.1.0")));
        QVERIFY(label.contains(mirror.path() + QStringLiteral("/FreeRTOS-Kernel.git")));
        const bool finished = done.count() == 1 || done.wait(120000);
        qunsetenv("RTOSBENCH_KERNEL_MIRROR");
        QVERIFY(finished);
        QCOMPARE(done.takeFirst().at(0).toBool(), false);
        const QString error = page.errorLabel()->text();
        QVERIFY2(error.contains(QStringLiteral("cannot fetch freertos V11.1.0 from file://") +
                                mirror.path()),
                 qPrintable(error));
        QVERIFY2(!error.startsWith(QStringLiteral("Cancelled")), qPrintable(error));
        QVERIFY(!page.errorLabel()->isHidden());
        QVERIFY(registered().empty());
        QVERIFY(!QFileInfo::exists(page.cacheDir() + QStringLiteral("/freertos/V11.1.0")));
    }

    void fetchATestedTag()
    {
        qputenv("RTOSBENCH_KERNEL_MIRROR", m_work.filePath(QStringLiteral("mirror")).toLocal8Bit());
        KernelsPage page;
        page.selectKernel(QStringLiteral("freertos"));
        QSignalSpy done(&page, &KernelsPage::operationFinished);
        QVERIFY(page.fetchTag(QStringLiteral("V99.0.0")));
        const bool finished = done.wait(120000);
        qunsetenv("RTOSBENCH_KERNEL_MIRROR");
        QVERIFY(finished);
        QVERIFY2(done.takeFirst().at(0).toBool(), qPrintable(page.errorLabel()->text()));
        const std::vector<InstalledKernel> entries = registered();
        QCOMPARE(entries.size(), size_t(1));
        const InstalledKernel &e = entries.front();
        QCOMPARE(e.origin, QStringLiteral("fetch"));
        QCOMPARE(e.commit, m_goodCommit);
        QCOMPARE(e.path, page.cacheDir() + QStringLiteral("/freertos/V99.0.0"));
        const int r = rowOf(page, QStringLiteral("freertos"), QStringLiteral("V99.0.0"));
        QVERIFY(r >= 0);
        QCOMPARE(page.table()->item(r, 3)->data(Qt::UserRole).toString(), QStringLiteral("fetch"));
        QVERIFY(page.table()->item(r, 5)->toolTip().contains(m_goodCommit));
        QVERIFY(page.statusLabel()->text().contains(m_goodCommit));
        // Fetching it again changes nothing.
        qputenv("RTOSBENCH_KERNEL_MIRROR", m_work.filePath(QStringLiteral("mirror")).toLocal8Bit());
        QVERIFY(page.fetchTag(QStringLiteral("V99.0.0")));
        const bool again = done.wait(120000);
        qunsetenv("RTOSBENCH_KERNEL_MIRROR");
        QVERIFY(again);
        QCOMPARE(done.takeFirst().at(0).toBool(), true);
        QVERIFY(page.statusLabel()->text().contains(QStringLiteral("already installed")));
        QCOMPARE(registered().size(), size_t(1));
        // Removed without the dialog's question (the registry's own call) for the next tests.
        KernelRegistry registry;
        QString error;
        QVERIFY2(registry.remove(QStringLiteral("freertos"), {}, &error), qPrintable(error));
        QVERIFY(!QFileInfo::exists(e.path));
    }

    void archiveOfSharedKernels()
    {
        const QString archive = QStringLiteral(RTOSBENCH_SOURCE_DIR
                                               "/../shared/kernels/freertos-kernel-V11.1.0.tar.gz");
        if (!QFileInfo::exists(archive))
            QSKIP("../shared/kernels/freertos-kernel-V11.1.0.tar.gz is not there");
        KernelsPage page;
        page.selectKernel(QStringLiteral("freertos"));
        QSignalSpy done(&page, &KernelsPage::operationFinished);
        QVERIFY(page.addSource(archive));
        QVERIFY(done.wait(120000));
        QVERIFY2(done.takeFirst().at(0).toBool(), qPrintable(page.errorLabel()->text()));
        const std::vector<InstalledKernel> entries = registered();
        QCOMPARE(entries.size(), size_t(1));
        const QString inCache = page.cacheDir() + QStringLiteral("/freertos/V11.1.0");
        QCOMPARE(entries.front().path, inCache);
        QCOMPARE(entries.front().origin, QStringLiteral("archive"));
        QVERIFY(QFileInfo::exists(inCache + QStringLiteral("/tasks.c")));
        const int r = rowOf(page, QStringLiteral("freertos"), QStringLiteral("V11.1.0"));
        QVERIFY(r >= 0);
        QCOMPARE(page.table()->item(r, 3)->data(Qt::UserRole).toString(),
                 QStringLiteral("archive"));
        QCOMPARE(page.table()->item(r, 5)->data(Qt::UserRole).toString(), entries.front().digest);

        QString question;
        QTimer::singleShot(0, &page, [&] {
            auto *box = page.findChild<QMessageBox *>(QStringLiteral("removeKernelConfirm"));
            if (!box)
                return;
            question = box->text();
            box->button(QMessageBox::Yes)->click();
        });
        QVERIFY(page.selectKernel(QStringLiteral("freertos"), QStringLiteral("V11.1.0")));
        page.removeSelected();
        QVERIFY(question.contains(QStringLiteral("delete")));
        QVERIFY(done.count() == 1 || done.wait(60000));
        QCOMPARE(done.takeFirst().at(0).toBool(), true);
        QVERIFY(registered().empty());
        QVERIFY(!QFileInfo::exists(inCache)); // a tree in the cache is deleted
    }

    void labPanelTakesARegisteredTree()
    {
        QSettings().remove(QStringLiteral("kernel_dirs/freertos"));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("labs.db"))));
        LabPanel *panel = rb::parts::labPanel(window);
        QVERIFY(panel->selectLab(QStringLiteral("kernel_profile")));
        QVERIFY(!panel->runButton()->isEnabled()); // no tree anywhere
        QVERIFY(!panel->kernelDirLabel()->isHidden());
        QVERIFY(panel->kernelDirLabel()->text().contains(QStringLiteral("Kernels")));

        const QString tree = dir.filePath(QStringLiteral("FreeRTOS-Kernel"));
        QVERIFY(makeTree(tree, QStringLiteral("V98.0.0")));
        KernelRegistry registry;
        QString error;
        QVERIFY2(registry.add(QStringLiteral("freertos"), tree, {}, &error), qPrintable(error));
        panel->refresh();
        QVERIFY(panel->runButton()->isEnabled()); // the registered tree counts
        QVERIFY(panel->kernelDirLabel()->isHidden());

        QVERIFY2(registry.remove(QStringLiteral("freertos"), {}, &error), qPrintable(error));
        panel->refresh();
        QVERIFY(!panel->runButton()->isEnabled());
    }

private:
    // A bare repository standing for FreeRTOS-Kernel (the stand-in tree, tag V99.0.0) in
    // WORK/mirror, and a catalogue that pins V99.0.0 to its commit besides the shipped tags
    // ($RTOSBENCH_KERNEL_CATALOGUE, read once: before any page is made).
    bool makeFetchRepository()
    {
        qputenv("GIT_AUTHOR_NAME", "t");
        qputenv("GIT_AUTHOR_EMAIL", "t@t");
        qputenv("GIT_COMMITTER_NAME", "t");
        qputenv("GIT_COMMITTER_EMAIL", "t@t");
        qputenv("GIT_AUTHOR_DATE", "2024-01-01T00:00:00Z");
        qputenv("GIT_COMMITTER_DATE", "2024-01-01T00:00:00Z");
        const QString repo = m_work.filePath(QStringLiteral("upstream"));
        if (!makeTree(repo, QStringLiteral("V99.0.0")) ||
            !git({QStringLiteral("-C"), repo, QStringLiteral("init"), QStringLiteral("-q")}) ||
            !git({QStringLiteral("-C"), repo, QStringLiteral("add"), QStringLiteral("-A")}) ||
            !git({QStringLiteral("-C"), repo, QStringLiteral("commit"), QStringLiteral("-qm"),
                  QStringLiteral("one")}) ||
            !git({QStringLiteral("-C"), repo, QStringLiteral("tag"), QStringLiteral("V99.0.0")}) ||
            !git({QStringLiteral("-C"), repo, QStringLiteral("rev-parse"), QStringLiteral("HEAD")},
                 &m_goodCommit) ||
            !git({QStringLiteral("clone"), QStringLiteral("-q"), QStringLiteral("--bare"), repo,
                  m_work.filePath(QStringLiteral("mirror/FreeRTOS-Kernel.git"))}))
            return false;
        QFile shipped(QStringLiteral(RTOSBENCH_SOURCE_DIR "/resources/kernels/catalogue.json"));
        if (!shipped.open(QIODevice::ReadOnly))
            return false;
        QJsonObject catalogue = QJsonDocument::fromJson(shipped.readAll()).object();
        QJsonArray kernels = catalogue.value(QStringLiteral("kernels")).toArray();
        for (int i = 0; i < kernels.size(); ++i) {
            QJsonObject k = kernels[i].toObject();
            if (k.value(QStringLiteral("id")).toString() != QLatin1String("freertos"))
                continue;
            QJsonArray tags = k.value(QStringLiteral("tags")).toArray();
            tags.append(QJsonObject{{QStringLiteral("tag"), QStringLiteral("V99.0.0")},
                                    {QStringLiteral("version"), QStringLiteral("V99.0.0")},
                                    {QStringLiteral("commit"), m_goodCommit},
                                    {QStringLiteral("build"), QStringLiteral("own")}});
            k.insert(QStringLiteral("tags"), tags);
            kernels[i] = k;
        }
        catalogue.insert(QStringLiteral("kernels"), kernels);
        QFile test(m_work.filePath(QStringLiteral("catalogue.json")));
        if (!test.open(QIODevice::WriteOnly) || test.write(QJsonDocument(catalogue).toJson()) < 0)
            return false;
        test.close();
        qputenv("RTOSBENCH_KERNEL_CATALOGUE", test.fileName().toLocal8Bit());
        return true;
    }

    QTemporaryDir m_work;
    QString m_goodCommit;
};

QTEST_MAIN(TstKernelsPage)
#include "tst_kernels_page.moc"
