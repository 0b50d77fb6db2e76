// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/audit_panel.h"
#include "gui/app_settings.h"

#include "acq/run_explainer.h"
#include "core/store/run_store.h"

#include <QBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QTableWidget>
#include <QThread>

namespace rb {

AuditPanel::AuditPanel(QWidget *parent)
    : QWidget(parent), m_start(new QPushButton(tr("Run the fairness audit"), this)),
      m_cancel(new QPushButton(tr("Cancel"), this)), m_status(new QLabel(this)),
      m_table(new QTableWidget(this))
{
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_cancel->setEnabled(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setVisible(false);
    m_start->setToolTip(tr("Re-runs the run's exact firmware on the virtual board with an "
                           "execution trace, attributes one window of every case to the kernel, "
                           "the adapter, the harness and the port, and flags adapter shares "
                           "above %1 instructions that no mech.*.cost states (slow: minutes)")
                            .arg(FairnessAudit::kAdapterLimit));
    auto *row = new QHBoxLayout;
    row->addWidget(m_start);
    row->addWidget(m_cancel);
    row->addWidget(m_status, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(m_table, 1);
    connect(m_start, &QPushButton::clicked, this, &AuditPanel::start);
    connect(m_cancel, &QPushButton::clicked, this, &AuditPanel::cancel);
    setTarget(QString(), 0);
}

AuditPanel::~AuditPanel()
{
    if (m_thread) {
        m_cancelFlag->store(true);
        m_thread->wait();
    }
}

void AuditPanel::setTarget(const QString &dbPath, qint64 runId)
{
    if (m_db == dbPath && m_run == runId && !dbPath.isEmpty())
        return;
    m_db = dbPath;
    m_run = runId;
    m_start->setEnabled(!m_thread && !dbPath.isEmpty() && runId > 0);
    if (!m_thread) {
        m_status->setText(dbPath.isEmpty() ? tr("Only virtual-board runs with the icount timer "
                                                "can be audited.")
                                           : QString());
        m_table->setVisible(false);
    }
}

void AuditPanel::start()
{
    if (m_thread || m_db.isEmpty() || m_run <= 0)
        return;
    m_cancelFlag = std::make_shared<std::atomic_bool>(false);
    m_start->setEnabled(false);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Auditing run %1 on the virtual board...").arg(m_run));
    const QString db = m_db;
    const qint64 id = m_run;
    const auto flag = m_cancelFlag;
    // The QEMU of Settings, read here on the GUI thread (as RunService does for runs).
    const QString qemu = AppSettings().qemuProgram();
    QPointer<AuditPanel> self(this);
    m_thread = QThread::create([self, db, id, flag, qemu] {
        QString error;
        std::vector<AuditCase> cases;
        bool ok = false;
        {
            RunStore store; // one connection per thread
            if (!store.open(db, &error, false)) {
            } else if (const auto run = store.loadRun(id, true, false, &error); !run) {
            } else {
                const QStringList metrics = FairnessAudit::auditedCases(run->cases);
                ExplainRequest request;
                request.windows = 1;
                request.cancel = flag.get();
                request.qemuProgram = qemu;
                request.progress = [self](qint64 instructions, int windows) {
                    QMetaObject::invokeMethod(
                        self,
                        [self, instructions, windows] {
                            if (self)
                                self->m_status->setText(
                                    tr("Tracing: %1 instructions, %2 case(s) attributed")
                                        .arg(QLocale().toString(instructions))
                                        .arg(windows));
                        },
                        Qt::QueuedConnection);
                };
                std::vector<ExplainOutcome> outcomes;
                ok = RunExplainer::explainCases(*run, metrics, request, &outcomes, &error);
                for (const ExplainOutcome &o : outcomes)
                    cases.push_back(FairnessAudit::assess(o.metric, o.result ? &*o.result : nullptr,
                                                          o.error, run->config.extra));
            }
        }
        QMetaObject::invokeMethod(
            self,
            [self, ok, error, cases] {
                if (self)
                    self->done(ok, error, cases);
            },
            Qt::QueuedConnection);
    });
    m_thread->start();
}

void AuditPanel::cancel()
{
    if (m_cancelFlag)
        m_cancelFlag->store(true);
}

void AuditPanel::done(bool ok, const QString &error, const std::vector<AuditCase> &cases)
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    m_cancel->setEnabled(false);
    m_start->setEnabled(!m_db.isEmpty() && m_run > 0);
    if (!ok) {
        m_status->setText(tr("Not audited: %1").arg(error));
        Q_EMIT finished(false);
        return;
    }
    showCases(cases);
    Q_EMIT finished(true);
}

void AuditPanel::showCases(const std::vector<AuditCase> &cases)
{
    int flagged = 0;
    for (const AuditCase &c : cases)
        flagged += c.flags.isEmpty() ? 0 : 1;
    m_status->setText(tr("%1 of %2 case(s) flagged (one window each; emulated instruction "
                         "count, attributed by trace)")
                          .arg(flagged)
                          .arg(cases.size()));
    const QStringList layers{"kernel", "adapter", "harness", "port", "unknown"};
    m_table->clear();
    m_table->setColumnCount(9);
    m_table->setHorizontalHeaderLabels({tr("Case"), tr("Total"), tr("Kernel"), tr("Adapter"),
                                        tr("Harness"), tr("Port"), tr("Unknown"),
                                        tr("Stated mech.*.cost"), tr("Flags")});
    m_table->setRowCount(int(cases.size()));
    for (int i = 0; i < int(cases.size()); ++i) {
        const AuditCase &c = cases[std::size_t(i)];
        QStringList cells{c.metric, c.error.isEmpty() ? QLocale().toString(c.total) : QString()};
        for (const QString &l : layers)
            cells << (c.error.isEmpty() ? QLocale().toString(c.layer(l)) : QString());
        cells << QLocale().toString(c.stated);
        QStringList flags;
        for (const QString &f : c.flags)
            flags << FairnessAudit::flagTitle(f);
        cells << flags.join(QStringLiteral("; "));
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            if (col >= 1 && col <= 7)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (col == 3 && !c.adapterFunctions.isEmpty())
                item->setToolTip(c.adapterFunctions.join(QLatin1Char('\n')));
            if (col == 7 && !c.statedKeys.isEmpty())
                item->setToolTip(c.statedKeys.join(QLatin1Char('\n')));
            if (col == 8 && !c.error.isEmpty())
                item->setToolTip(c.error);
            if (!c.flags.isEmpty())
                item->setBackground(QColor(0xfd, 0xed, 0xec));
            m_table->setItem(i, col, item);
        }
    }
    m_table->setVisible(true);
}

} // namespace rb
