// SPDX-License-Identifier: GPL-3.0-or-later
// The kernel catalogue, tree checks, version detection, archive member rules, digests, and the
// tree identity stored with a run (issue 12).
#include "core/experiment/experiment.h"
#include "core/experiment/kernel_dirs.h"
#include "core/io/json_export.h"
#include "core/kernels/kernel_archive.h"
#include "core/kernels/kernel_catalogue.h"
#include "core/kernels/kernel_options.h"
#include "core/kernels/kernel_registry.h"
#include "core/kernels/kernel_tree.h"
#include "core/store/run_store.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
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

class TstKernels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void builtInCatalogue();
    void catalogueRejectsBadEntries();
    void catalogueNamesAndOptions();
    void treeCheckAndVersion();
    void archiveMemberRules();
    void digestCoversPathsAndBytes();
    void registryAddsAndRemovesDirectories();
    void runStoresTreeIdentity();
    void extraTreesReachTheBuild();
    void missingTreeHintOnlyNamesWhatWorks();
};

void TstKernels::builtInCatalogue()
{
    const KernelCatalogue &c = KernelCatalogue::builtIn();
    for (const char *id : {"baremetal", "posix", "freertos", "threadx", "rtthread-nano", "rtthread",
                           "ucos3", "rtx5", "tencentos-tiny", "uc-cpu", "uc-lib"})
        QVERIFY2(c.find(QLatin1String(id)), id);
    const KernelInfo *fr = c.find("freertos");
    QCOMPARE(fr->repository, QStringLiteral("https://github.com/FreeRTOS/FreeRTOS-Kernel"));
    QCOMPARE(fr->repositoryName(), QStringLiteral("FreeRTOS-Kernel"));
    QCOMPARE(fr->licence, QStringLiteral("MIT"));
    QVERIFY(fr->needsTree);
    // The commits of the test archives (../shared/kernels/SOURCES.tsv).
    QCOMPARE(fr->findTag("V11.1.0")->commit,
             QStringLiteral("dbf70559b27d39c1fdb68dfb9a32140b6a6777a0"));
    QCOMPARE(fr->findTag("V10.4.6")->build, QStringLiteral("external"));
    QCOMPARE(c.find("threadx")->findTag("6.1.9")->tag, QStringLiteral("v6.1.9_rel"));
    QCOMPARE(c.find("ucos3")->extraTrees, QStringList({"uc-cpu", "uc-lib"}));
    QVERIFY(!c.find("rtx5")->extraTreesNote.isEmpty());
    QCOMPARE(c.find("zephyr")->extraTrees, QStringList({"zephyr-cmsis"}));
    QCOMPARE(c.find("zephyr")->findTag("v3.5.0")->commit,
             QStringLiteral("a6eef0ba3755f2530c5ce93524e5ac4f5be30194"));
    QCOMPARE(c.find("nuttx")->extraTrees, QStringList({"nuttx-apps"}));
    QCOMPARE(c.find("nuttx")->findTag("12.13.0")->commit,
             QStringLiteral("b9b5d9afbf5a88f3c52830d4ce88ae038be0fd35"));
    QCOMPARE(c.find("nuttx-apps")->findTag("nuttx-12.13.0")->commit,
             QStringLiteral("e4b84b29d47b98a666df524d6f2d38904c972de5"));
    QVERIFY(!c.find("baremetal")->needsTree);
    for (const KernelInfo &k : c.kernels())
        if (k.needsTree)
            QVERIFY2(!k.tags.empty() && !k.check.isEmpty() && !k.licence.isEmpty(),
                     qPrintable(k.id));
}

void TstKernels::catalogueRejectsBadEntries()
{
    QString error;
    QVERIFY(!KernelCatalogue::fromJson("{", &error));
    QVERIFY(!KernelCatalogue::fromJson(R"({"kernels":[{"id":"Bad Id","name":"x","build":"own"}]})",
                                       &error));
    QVERIFY(error.contains("Bad Id"));
    QVERIFY(!KernelCatalogue::fromJson(
        R"({"kernels":[{"id":"k","name":"K","build":"ours","extra_trees":["nope"]}]})", &error));
    QVERIFY(error.contains("nope"));
    QVERIFY(!KernelCatalogue::fromJson(
        R"({"kernels":[{"id":"k","name":"K","build":"ours","tags":[{"tag":"v1","commit":"abc"}]}]})",
        &error));
    QVERIFY(
        KernelCatalogue::fromJson(R"({"kernels":[{"id":"k","name":"K","build":"ours"}]})", &error));
}

// Issue 33: the catalogue is where a kernel's names, palette slot and options flag live.
void TstKernels::catalogueNamesAndOptions()
{
    QString error;
    // A catalogue of before (no aliases, palette, options, other_kernels) still parses.
    const auto old =
        KernelCatalogue::fromJson(R"({"kernels":[{"id":"k","name":"K","build":"ours"}]})", &error);
    QVERIFY(old);
    QCOMPARE(old->find("k")->palette, -1);
    QVERIFY(!old->find("k")->hasOptions);
    QCOMPARE(old->canonicalId(" K "), QString("k")); // the display name is a name of the kernel
    QCOMPARE(old->canonicalId("Other"), QString("other"));
    QVERIFY(!old->findByName("other"));
    // A name two entries claim is refused, naming it.
    QVERIFY(!KernelCatalogue::fromJson(
        R"({"kernels":[{"id":"a","name":"A","build":"ours","aliases":["x"]},
                       {"id":"b","name":"B","build":"ours","aliases":["X "]}]})",
        &error));
    QVERIFY2(error.contains("\"X \"") && error.contains("\"a\"") && error.contains("\"b\""),
             qPrintable(error));
    QVERIFY(!KernelCatalogue::fromJson(
        R"({"kernels":[{"id":"a","name":"A","build":"ours"}],"other_kernels":[{"id":"a"}]})",
        &error));
    QVERIFY(!KernelCatalogue::fromJson(
        R"({"kernels":[{"id":"a","name":"A","build":"ours","palette":"red"}]})", &error));
    QVERIFY(error.contains("palette"));

    const KernelCatalogue &c = KernelCatalogue::builtIn();
    QCOMPARE(c.canonicalId("RT-Thread"), QString("rtthread"));
    QCOMPARE(c.canonicalId(QString::fromUtf8("µC/OS-III")), QString("ucos3"));
    QCOMPARE(c.canonicalId("Zephyr"), QString("zephyr"));
    QCOMPARE(c.findByName("Zephyr")->kind, QString("kernel")); // supported since issue 34
    // LiteOS-M is a kernel of the catalogue since issue 34 (a recipe with the extra tree
    // securec); the name of the published tables still folds to it, and "LiteOS" (the other
    // Huawei kernel of those tables) stays a name of its own, not an alias of LiteOS-M.
    QCOMPARE(c.canonicalId("LiteOS-M"), QString("liteos-m"));
    QVERIFY(c.find("liteos-m"));
    QCOMPARE(c.findByName("LiteOS-M")->kind, QString("kernel"));
    QCOMPARE(c.find("liteos-m")->extraTrees, QStringList({"securec"}));
    QCOMPARE(c.find("securec")->kind, QString("extra"));
    QVERIFY(c.find("liteos-m")->hasOptions);
    QCOMPARE(c.findByName("LiteOS")->kind, QString("other"));
    QVERIFY(c.canonicalId("LiteOS") != c.canonicalId("LiteOS-M"));
    // "options" says exactly which kernels have an options.json (embedded from the catalogue by
    // src/core/CMakeLists.txt).
    for (const KernelInfo &k : c.kernels())
        QVERIFY2(k.hasOptions == KernelOptions::forKernel(k.id).has_value(), qPrintable(k.id));
    QVERIFY(c.find("rtx5")->hasOptions);
    QVERIFY(!c.find("baremetal")->hasOptions);
}

void TstKernels::treeCheckAndVersion()
{
    QTemporaryDir d;
    const KernelCatalogue &c = KernelCatalogue::builtIn();
    const KernelInfo &fr = *c.find("freertos");
    const QString root = d.filePath("FreeRTOS-Kernel");
    for (const QString &f : fr.check)
        writeFile(root + '/' + f, "/* */\n");
    QCOMPARE(KernelTree::missingFiles(fr, root), QStringList());
    QCOMPARE(KernelTree::detectVersion(fr, root), QString()); // task.h states none
    writeFile(root + "/include/task.h", "#define tskKERNEL_VERSION_NUMBER \"V11.1.0\"\n");
    QCOMPARE(KernelTree::detectVersion(fr, root), QStringLiteral("V11.1.0"));
    QFile::remove(root + "/tasks.c");
    QCOMPARE(KernelTree::missingFiles(fr, root), QStringList({"tasks.c"}));
    // findRoot: a tree one level down (an archive's top directory).
    writeFile(root + "/tasks.c", "");
    QCOMPARE(KernelTree::findRoot(fr, d.path()), root);

    writeFile(d.filePath("tx/common/inc/tx_api.h"),
              "#define THREADX_MAJOR_VERSION           6\n#define THREADX_MINOR_VERSION  1\n"
              "#define THREADX_PATCH_VERSION 9\n");
    QCOMPARE(KernelTree::detectVersion(*c.find("threadx"), d.filePath("tx")),
             QStringLiteral("6.1.9"));
    writeFile(d.filePath("nano/include/rtdef.h"),
              "#define RT_VERSION                      3L              /**< major */\n"
              "#define RT_SUBVERSION                   1L\n#define RT_REVISION 5L\n");
    QCOMPARE(KernelTree::detectVersion(*c.find("rtthread-nano"), d.filePath("nano")),
             QStringLiteral("3.1.5"));
    // Zephyr's VERSION: make-style assignments, not C macros (issue 34).
    writeFile(d.filePath("zephyr/VERSION"), "VERSION_MAJOR = 3\nVERSION_MINOR = 4\n"
                                            "PATCHLEVEL = 99\nVERSION_TWEAK = 0\nEXTRAVERSION =\n");
    QCOMPARE(KernelTree::detectVersion(*c.find("zephyr"), d.filePath("zephyr")),
             QStringLiteral("3.4.99"));
}

void TstKernels::archiveMemberRules()
{
    QVERIFY(KernelArchive::staysInside("FreeRTOS/tasks.c"));
    QVERIFY(KernelArchive::staysInside("./a/b"));
    QVERIFY(!KernelArchive::staysInside("/etc/passwd"));
    QVERIFY(!KernelArchive::staysInside("../x"));
    QVERIFY(!KernelArchive::staysInside("a/../../x"));
    QVERIFY(!KernelArchive::staysInside("a/../b")); // no ".." component at all
    QVERIFY(!KernelArchive::staysInside(""));
    QVERIFY(KernelArchive::linkStaysInside("top/a/link", "../b/file"));
    QVERIFY(KernelArchive::linkStaysInside("top/link", "sub/x"));
    QVERIFY(!KernelArchive::linkStaysInside("top/link", "../../outside"));
    QVERIFY(!KernelArchive::linkStaysInside("top/link", "/etc"));
    QVERIFY(!KernelArchive::linkStaysInside("link", ".."));
    QVERIFY(KernelArchive::isArchive("x/freertos-kernel-V11.1.0.tar.gz"));
    QVERIFY(KernelArchive::isArchive("a.ZIP"));
    QVERIFY(!KernelArchive::isArchive("a.rar"));
}

void TstKernels::digestCoversPathsAndBytes()
{
    QTemporaryDir d;
    writeFile(d.filePath("a.c"), "int a;\n");
    writeFile(d.filePath("inc/a.h"), "#define A 1\n");
    writeFile(d.filePath("README"), "not compiled\n");
    const QString one = KernelTree::filesDigest(d.path(), {"a.c", "inc/a.h"});
    QCOMPARE(one.size(), 64);
    QCOMPARE(KernelTree::filesDigest(d.path(), {"inc/a.h", "a.c", "a.c"}), one); // order, repeats
    writeFile(d.filePath("README"), "changed, still not compiled\n");
    QCOMPARE(KernelTree::filesDigest(d.path(), {"a.c", "inc/a.h"}), one);
    writeFile(d.filePath("a.c"), "int a; \n"); // one byte more in a compiled file
    QVERIFY(KernelTree::filesDigest(d.path(), {"a.c", "inc/a.h"}) != one);
    QCOMPARE(KernelTree::filesDigest(d.path(), {"missing.c"}), QString());
    QCOMPARE(KernelTree::allFiles(d.path()), QStringList({"README", "a.c", "inc/a.h"}));
}

void TstKernels::registryAddsAndRemovesDirectories()
{
    QTemporaryDir d;
    const KernelInfo &fr = *KernelCatalogue::builtIn().find("freertos");
    const QString tree = d.filePath("src/kernel");
    for (const QString &f : fr.check)
        writeFile(tree + '/' + f, "/* */\n");
    writeFile(tree + "/include/task.h", "#define tskKERNEL_VERSION_NUMBER \"V10.6.2\"\n");
    KernelRegistry reg(d.filePath("cache"));
    QString error;
    QVERIFY(!reg.add("no-such-kernel", tree, {}, &error));
    QVERIFY2(error.contains("freertos"), qPrintable(error)); // names the known ids
    QVERIFY(!reg.add("freertos", tree, "V9.0.0", &error));
    QVERIFY2(error.contains("V10.6.2"), qPrintable(error));
    bool already = true;
    auto e = reg.add("freertos", tree, {}, &error, &already);
    QVERIFY2(e, qPrintable(error));
    QVERIFY(!already);
    QCOMPARE(e->version, QStringLiteral("V10.6.2"));
    QCOMPARE(e->origin, QStringLiteral("dir"));
    QCOMPARE(e->path, QFileInfo(tree).canonicalFilePath());
    QCOMPARE(e->files, int(fr.check.size()));
    QVERIFY(reg.add("freertos", tree, {}, &error, &already) && already);
    QVERIFY(reg.add("freertos", tree, "V10.6.2-patched", &error));
    KernelRegistry again(d.filePath("cache"));
    QVERIFY(again.load(&error));
    QCOMPARE(int(again.entries().size()), 2);
    QCOMPARE(again.find("freertos")->version, QStringLiteral("V10.6.2-patched"));
    QVERIFY(!again.remove("freertos", {}, &error)); // two versions: name one
    QVERIFY(again.remove("freertos", "V10.6.2", &error));
    QVERIFY(QFileInfo::exists(tree + "/tasks.c")); // a registered directory is never deleted
    QCOMPARE(again.find("freertos")->version, QStringLiteral("V10.6.2-patched"));

    // A version that would leave the cache is never a directory name.
    writeFile(tree + "/include/task.h", "#define tskKERNEL_VERSION_NUMBER \"../../evil\"\n");
    QVERIFY(!again.add("freertos", tree, {}, &error));
    writeFile(tree + "/include/task.h", "#define tskKERNEL_VERSION_NUMBER \"V1*\"\n");
    QVERIFY(!again.add("freertos", tree, {}, &error));
    QVERIFY2(error.contains("cannot name a directory"), qPrintable(error));
    QVERIFY(!again.add("freertos", tree, "../x", &error));
    QVERIFY(!KernelRegistry::isValidVersion("a/b"));
    QVERIFY(!KernelRegistry::isValidVersion(".."));
    QVERIFY(KernelRegistry::isValidVersion("V11.1.0-patched"));
}

void TstKernels::runStoresTreeIdentity()
{
    QTemporaryDir d;
    RunStore store;
    QString error;
    QVERIFY2(store.open(d.filePath("t.db"), &error, false), qPrintable(error));
    Run r;
    r.config.board = "qemu";
    r.config.kernel = "freertos";
    r.status = RunStatus::Complete;
    r.kernelTree.path = "/k/freertos/V11.1.0";
    r.kernelTree.commit = QString(40, 'c');
    r.kernelTree.digest = QString(64, 'd');
    r.kernelTree.files = 24;
    Run bare;
    bare.config.board = "qemu";
    bare.config.kernel = "baremetal";
    bare.status = RunStatus::Complete;
    QVERIFY(store.saveRun(r, &error) && store.saveRun(bare, &error));
    const auto back = store.loadRun(r.id);
    QVERIFY(back);
    QCOMPARE(back->kernelTree.path, r.kernelTree.path);
    QCOMPARE(back->kernelTree.commit, r.kernelTree.commit);
    QCOMPARE(back->kernelTree.digest, r.kernelTree.digest);
    QCOMPARE(back->kernelTree.files, 24);
    QVERIFY(!store.loadRun(bare.id)->kernelTree.isKnown());
    const auto rows = store.listRuns();
    QCOMPARE(rows.at(0).kernelTreeDigest, r.kernelTree.digest);
    QCOMPARE(rows.at(1).kernelTreeDigest, QString());
    const QJsonObject o = JsonExport::runToJson(*back);
    QCOMPARE(o.value("kernel_tree").toObject().value("digest").toString(), r.kernelTree.digest);
    QVERIFY(JsonExport::runToJson(bare).value("kernel_tree").isNull());
    const auto imported = JsonExport::runFromJson(o, &error);
    QVERIFY(imported);
    QCOMPARE(imported->kernelTree.digest, r.kernelTree.digest);
    QCOMPARE(imported->kernelTree.commit, r.kernelTree.commit);
}

QTEST_GUILESS_MAIN(TstKernels)
// A kernel made of several trees (ucos3: uC-OS3 with uC-CPU and uC-LIB, catalogue extra_trees):
// run resolves every tree from the registry, and the firmware build gets each as RB_TREE_<ID>.
void TstKernels::extraTreesReachTheBuild()
{
    QTemporaryDir d;
    KernelRegistry reg(d.filePath("cache"));
    QString error;
    QMap<QString, QString> trees;
    for (const QString &id :
         {QStringLiteral("ucos3"), QStringLiteral("uc-cpu"), QStringLiteral("uc-lib")}) {
        const KernelInfo &k = *KernelCatalogue::builtIn().find(id);
        const QString tree = d.filePath("src/" + id);
        for (const QString &f : k.check)
            writeFile(tree + '/' + f, "/* */\n");
        const auto e = reg.add(id, tree, QStringLiteral("1.0"), &error);
        QVERIFY2(e, qPrintable(error));
        trees.insert(id, e->path);
    }
    QCOMPARE(KernelCatalogue::builtIn().find("ucos3")->extraTrees,
             QStringList({QStringLiteral("uc-cpu"), QStringLiteral("uc-lib")}));

    const auto exp = Experiment::fromJson(
        QJsonDocument::fromJson(R"({"name": "u", "board": "qemu", "kernels": ["ucos3"],
            "vary": {"profile": ["default", "minimal"]}})")
            .object(),
        &error);
    QVERIFY2(exp, qPrintable(error));
    Experiment e = *exp;
    QVERIFY2(KernelDirs::resolveExperiment(e, reg, &error), qPrintable(error));
    const std::vector<BuildRequest> reqs = e.expand();
    QCOMPARE(int(reqs.size()), 2);
    const QStringList args = reqs.front().cmakeArguments();
    QVERIFY2(args.contains("-DRB_KERNEL_DIR=" + trees["ucos3"]), qPrintable(args.join(' ')));
    QVERIFY2(args.contains("-DRB_TREE_UC_CPU=" + trees["uc-cpu"]), qPrintable(args.join(' ')));
    QVERIFY2(args.contains("-DRB_TREE_UC_LIB=" + trees["uc-lib"]), qPrintable(args.join(' ')));
    QVERIFY(reqs.front().toJson().contains("extra_trees")); // part of the build cache key

    // A missing extra tree is named before anything is built; the build request route (GUI,
    // build-firmware) resolves the same way.
    QVERIFY(reg.remove("uc-lib", {}, &error));
    Experiment e2 = *exp;
    QVERIFY(!KernelDirs::resolveExperiment(e2, reg, &error));
    QVERIFY2(error.contains("uc-lib"), qPrintable(error));
    BuildRequest r;
    r.kernel = "ucos3";
    r.kernelDir = trees["ucos3"];
    QVERIFY(!KernelDirs::resolveExtraTrees(r, reg, &error));
    QVERIFY2(error.contains("kernel add uc-lib"), qPrintable(error));

    // A kernel of one tree: nothing extra, and its cache key is what it was before.
    BuildRequest fr;
    fr.kernel = "freertos";
    QVERIFY(KernelDirs::resolveExtraTrees(fr, reg, &error));
    QVERIFY(fr.extraTrees.isEmpty());
    QVERIFY(!fr.toJson().contains("extra_trees"));
}

#include "tst_kernels.moc"

// The hint for a missing tree names "kernel fetch" only for a kernel whose catalogue pins a
// tag's commit: for RT-Thread 5.0.1 (not pinned) fetch refuses, and the hint said it anyway.
void TstKernels::missingTreeHintOnlyNamesWhatWorks()
{
    QTemporaryDir d;
    KernelRegistry reg(d.filePath("cache"));
    QString error;
    QVERIFY(!KernelDirs::resolve("rtthread", {}, reg, &error));
    QVERIFY2(error.contains("kernel add rtthread") && !error.contains("kernel fetch"),
             qPrintable(error));
    QVERIFY(!KernelDirs::resolve("freertos", {}, reg, &error));
    QVERIFY2(error.contains("kernel fetch freertos"), qPrintable(error));
}
