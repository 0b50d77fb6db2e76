// SPDX-License-Identifier: GPL-3.0-or-later
// New experiment (issue 17 item 2): a form instead of a JSON file picker. Board, kernels (only
// those with a source tree can be chosen), the varied condition and its values, repetitions and
// order; the count and estimate follow; the experiment it gives is what the form shows and the
// same one a JSON file would give.
#include "core/kernels/kernel_registry.h"
#include "gui/experiment_form.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace rb;

namespace {

QListWidgetItem *item(QListWidget *list, const QString &dataOrText)
{
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->data(Qt::UserRole).toString() == dataOrText ||
            list->item(i)->text() == dataOrText)
            return list->item(i);
    return nullptr;
}

} // namespace

class TstExperimentForm : public QObject {
    Q_OBJECT
    QTemporaryDir m_cache;
private Q_SLOTS:
    void initTestCase()
    {
        // An empty kernel registry: no RTOS tree is registered.
        qputenv("RTOSBENCH_KERNEL_CACHE", m_cache.path().toUtf8());
    }

    void kernelsWithoutTreeCannotBeChosen()
    {
        ExperimentForm f(QStringLiteral("qemu"));
        auto *kernels = f.findChild<QListWidget *>(QStringLiteral("formKernels"));
        QListWidgetItem *bare = item(kernels, QStringLiteral("baremetal"));
        QListWidgetItem *fr = item(kernels, QStringLiteral("freertos"));
        QListWidgetItem *tx = item(kernels, QStringLiteral("threadx"));
        QVERIFY(bare && fr && tx);
        QVERIFY(!item(kernels, QStringLiteral("posix"))); // host only
        QCOMPARE(bare->checkState(), Qt::Checked);
        QVERIFY(!(fr->flags() & Qt::ItemIsEnabled));
        QVERIFY2(fr->toolTip().contains(QStringLiteral("kernel add freertos")),
                 qPrintable(fr->toolTip()));
        // The host lists POSIX threads and no Cortex-M kernel.
        f.findChild<QComboBox *>(QStringLiteral("formBoard"))
            ->setCurrentIndex(f.findChild<QComboBox *>(QStringLiteral("formBoard"))
                                  ->findData(QStringLiteral("host")));
        QVERIFY(item(kernels, QStringLiteral("posix")));
        QVERIFY(!item(kernels, QStringLiteral("baremetal")));
    }

    void formGivesTheExperiment()
    {
        ExperimentForm f(QStringLiteral("qemu"));
        auto *values = f.findChild<QListWidget *>(QStringLiteral("formValues"));
        // Default: vary the optimisation level, -O0 and -Os.
        QCOMPARE(f.configurationCount(), 2);
        QVERIFY2(f.summaryText().startsWith(QStringLiteral("2 configuration")),
                 qPrintable(f.summaryText()));
        item(values, QStringLiteral("-O2"))->setCheckState(Qt::Checked);
        f.findChild<QSpinBox *>(QStringLiteral("formRepetitions"))->setValue(2);
        QCOMPARE(f.configurationCount(), 6);
        QVERIFY(f.summaryText().startsWith(QStringLiteral("6 configuration")));
        QString error;
        const auto e = f.experiment(&error);
        QVERIFY2(e, qPrintable(error));
        QCOMPARE(e->board, QStringLiteral("qemu"));
        QCOMPARE(e->kernels, QStringList{QStringLiteral("baremetal")});
        QCOMPARE(int(e->expand().size()), 6);
        QStringList opts;
        for (const BuildRequest &r : e->expand())
            if (!opts.contains(r.opt))
                opts << r.opt;
        QCOMPARE(opts, (QStringList{"-O0", "-O2", "-Os"}));
        QCOMPARE(e->expand().front().iterations.value_or(0), 10000);
    }

    void incompleteFormSaysWhy()
    {
        ExperimentForm f(QStringLiteral("qemu"));
        auto *kernels = f.findChild<QListWidget *>(QStringLiteral("formKernels"));
        item(kernels, QStringLiteral("baremetal"))->setCheckState(Qt::Unchecked);
        QString error;
        QVERIFY(!f.experiment(&error));
        QVERIFY(error.contains(QStringLiteral("kernel")));
        QVERIFY(f.summaryText().contains(QStringLiteral("kernel")));
        item(kernels, QStringLiteral("baremetal"))->setCheckState(Qt::Checked);
        auto *values = f.findChild<QListWidget *>(QStringLiteral("formValues"));
        item(values, QStringLiteral("-Os"))->setCheckState(Qt::Unchecked);
        QVERIFY(!f.experiment(&error));
        QVERIFY2(error.contains(QStringLiteral("two values")), qPrintable(error));
        // Varying nothing: one configuration a kernel.
        auto *vary = f.findChild<QComboBox *>(QStringLiteral("formVary"));
        vary->setCurrentIndex(0);
        QVERIFY2(f.experiment(&error), qPrintable(error));
        QCOMPARE(f.configurationCount(), 1);
    }
};

QTEST_MAIN(TstExperimentForm)
#include "tst_experiment_form.moc"
