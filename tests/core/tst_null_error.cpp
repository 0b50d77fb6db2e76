// SPDX-License-Identifier: GPL-3.0-or-later
// docs/architecture.md, "Errors": a function of core says why it failed through `QString *error`,
// which "may be nullptr" (issue 33). Each case here calls a function on a failure path with
// error == nullptr: it must return its failure and not crash. Before setError
// (core/util/set_error.h) each of these wrote through the null pointer (SIGSEGV).
#include "core/experiment/kernel_dirs.h"
#include "core/kernels/kernel_archive.h"
#include "core/kernels/kernel_catalogue.h"
#include "core/kernels/kernel_registry.h"
#include "core/store/attribution_store.h"
#include "core/store/run_store.h"
#include "core/util/set_error.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rb;

class TstNullError : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void setErrorWritesOnlyWhenAsked()
    {
        QString error;
        QVERIFY(!setError(&error, QStringLiteral("why")));
        QCOMPARE(error, QStringLiteral("why"));
        QVERIFY(!setError(nullptr, QStringLiteral("why")));
    }

    void kernelDirsUnknownKernel()
    {
        QVERIFY(!KernelDirs::checkDir(QStringLiteral("no-such-kernel"), QDir::tempPath(),
                                      KernelCatalogue::builtIn(), nullptr));
    }

    void kernelDirsOptionWithoutDirectory()
    {
        QString id, dir;
        QVERIFY(!KernelDirs::parseOption(QStringLiteral("freertos"), KernelCatalogue::builtIn(),
                                         &id, &dir, nullptr));
    }

    void catalogueNotJson() { QVERIFY(!KernelCatalogue::fromJson("not json", nullptr)); }

    void registryNotJson()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        QFile f(tmp.filePath(QStringLiteral("registry.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ broken");
        f.close();
        KernelRegistry registry(tmp.path());
        QVERIFY(!registry.load(nullptr));
    }

    void archiveMissing()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        QVERIFY(!KernelArchive::unpack(tmp.filePath(QStringLiteral("none.tar.gz")),
                                       tmp.filePath(QStringLiteral("out")), nullptr));
    }

    void attributionOfAMissingRun()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        RunStore store;
        QString err;
        QVERIFY2(store.open(tmp.filePath(QStringLiteral("a.db")), &err, false), qPrintable(err));
        ExplainResult r;
        r.runId = 4242;
        r.metric = QStringLiteral("context_switch");
        QVERIFY(!AttributionStore(store).save(r, nullptr));
    }
};

QTEST_MAIN(TstNullError)
#include "tst_null_error.moc"
