// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/run_details_widget.h"

#include "core/analysis/footprint_metric.h"
#include "core/analysis/window_contents.h"
#include "core/model/run.h"
#include "gui/audit_panel.h"
#include "gui/condition_text.h"
#include "gui/display_unit.h"
#include "report/unit_label.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLocale>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QTextBrowser>

namespace rb {

namespace {
QString optText(const std::optional<qint64> &v)
{
    return v ? QLocale().toString(*v) : QString();
}
} // namespace

RunDetailsWidget::RunDetailsWidget(QWidget *parent)
    : QTabWidget(parent), m_conditions(new QTextBrowser(this)), m_cases(new QTableWidget(this)),
      m_log(new QPlainTextEdit(this)), m_audit(new AuditPanel(this))
{
    m_log->setReadOnly(true);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_cases->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_cases->horizontalHeader()->setStretchLastSection(true);
    m_cases->verticalHeader()->hide();
    addTab(m_conditions, tr("Conditions"));
    addTab(m_cases, tr("Cases and checks"));
    addTab(m_log, tr("Raw log"));
    addTab(m_audit, tr("Fairness audit"));
}

void RunDetailsWidget::showRun(const Run *run, const QMap<QString, StoredAttribution> &attributions,
                               const QString &auditDb)
{
    m_audit->setTarget(run ? auditDb : QString(), run ? run->id : 0);
    m_cases->clear();
    m_cases->setRowCount(0);
    if (!run) {
        m_conditions->clear();
        m_log->clear();
        return;
    }
    QString html =
        QStringLiteral("<h3>%1</h3><table cellspacing=2 cellpadding=2>")
            .arg(
                tr("Run %1: %2").arg(run->id).arg(configurationLabel(run->config).toHtmlEscaped()));
    auto row = [&html](const QString &k, const QString &v) {
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(k.toHtmlEscaped(), v.toHtmlEscaped());
    };
    row(tr("Status"), run->statusReason.isEmpty()
                          ? runStatusName(run->status)
                          : tr("%1 (%2)").arg(runStatusName(run->status), run->statusReason));
    row(tr("Source"), runSourceLabel(run->source, run->config));
    row(tr("Started"), QLocale().toString(run->startedAt.toLocalTime(), QLocale::LongFormat));
    row(tr("Finished"), QLocale().toString(run->finishedAt.toLocalTime(), QLocale::LongFormat));
    for (const QString &key : Configuration::conditionKeys())
        row(conditionLabel(key), conditionDisplayValue(run->config, key));
    if (isModelEstimate(run->config)) // docs/cycle-model.md: an estimate, never a measurement
        row(tr("Samples"),
            tr("estimated cycles (model): the Cortex-M3 cycle model %1 for %2 on the virtual "
               "board's instruction trace, not measured; µs = cycles / %3")
                .arg(run->config.extra.value(QStringLiteral("cycle_model")),
                     run->config.extra.value(QStringLiteral("cycle_target")),
                     conditionDisplayValue(run->config, QStringLiteral("clock_hz"))));
    for (auto it = run->config.extra.cbegin(); it != run->config.extra.cend(); ++it)
        row(it.key(), it.value());
    if (run->footprint.isKnown()) {
        // Issue 37 item 3: each section as the firmware states it (FOOT), the sums the Overview
        // and ranks compare (core's footprint metrics) and the compiler that built the image.
        const auto bytes = [](const std::optional<qint64> &v) {
            return v ? tr("%1 bytes").arg(QLocale().toString(*v)) : tr("not stated");
        };
        row(QStringLiteral(".text"), bytes(run->footprint.text));
        row(QStringLiteral(".rodata"), bytes(run->footprint.rodata));
        row(QStringLiteral(".data"), bytes(run->footprint.data));
        row(QStringLiteral(".bss"), bytes(run->footprint.bss));
        row(tr("Flash (%1)").arg(footprint::sections(QStringLiteral("footprint_flash"))),
            bytes(footprint::bytes(run->footprint, QStringLiteral("footprint_flash"))));
        row(tr("RAM (%1)").arg(footprint::sections(QStringLiteral("footprint_ram"))),
            bytes(footprint::bytes(run->footprint, QStringLiteral("footprint_ram"))));
        const QString compiler = QStringLiteral("%1 %2")
                                     .arg(run->config.toolchain, run->config.toolchainVersion)
                                     .trimmed();
        const QString lto = run->config.extra.value(QStringLiteral("lto"));
        row(tr("Built by"), (compiler.isEmpty() ? tr("unknown") : compiler) +
                                (lto.isEmpty() ? QString() : tr(", LTO %1").arg(lto)));
    } else {
        row(tr("Footprint"), tr("unknown"));
    }
    row(tr("Firmware SHA-256"), run->firmwareSha256);
    if (run->kernelTree.isKnown()) { // the tree the firmware was built from (docs/kernels.md)
        row(tr("Kernel tree"), run->kernelTree.path);
        row(tr("Kernel tree commit"), run->kernelTree.commit.isEmpty()
                                          ? tr("none (not a git checkout)")
                                          : run->kernelTree.commit);
        row(tr("Kernel tree digest"),
            tr("%1 (%2 compiled files)").arg(run->kernelTree.digest).arg(run->kernelTree.files));
    }
    for (auto it = run->toolVersions.cbegin(); it != run->toolVersions.cend(); ++it)
        row(it.key(), it.value());
    row(tr("Tags"), run->tags.join(QStringLiteral(", ")));
    row(tr("Notes"), run->notes);
    html += QStringLiteral("</table>");
    m_conditions->setHtml(html);

    const QStringList headers{tr("Metric"),   tr("Unit"),     tr("Status"),
                              tr("Samples"),  tr("Warm-up"),  tr("Cold"),
                              tr("Overhead"), tr("Switches"), tr("Checks")};
    QStringList allHeaders = headers;
    if (!attributions.isEmpty())
        allHeaders << tr("Kernel-only (trace)");
    m_cases->setColumnCount(int(allHeaders.size()));
    m_cases->setHorizontalHeaderLabels(allHeaders);
    m_cases->setRowCount(int(run->cases.size()));
    for (int i = 0; i < int(run->cases.size()); ++i) {
        const CaseResult &c = run->cases[size_t(i)];
        QStringList checks;
        bool failed = false;
        for (auto it = c.checks.cbegin(); it != c.checks.cend(); ++it) {
            checks << QStringLiteral("%1=%2").arg(it.key()).arg(it.value());
            failed = failed || it.value() == 0;
        }
        const QStringList cells{c.metric,
                                displayUnitLabel(DisplayUnit::Native, c.unit, run->config),
                                caseStatusText(c.status),
                                QLocale().toString(c.sampleCount),
                                c.warmup ? QLocale().toString(*c.warmup) : QString(),
                                optText(c.coldSample),
                                optText(c.overhead),
                                c.switches ? QString::number(*c.switches) : QString(),
                                checks.join(QLatin1Char(' '))};
        for (int col = 0; col < int(cells.size()); ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            if ((col == 2 && c.status != QLatin1String("ok")) || (col == 8 && failed))
                item->setForeground(Qt::red);
            // What sits inside the window besides the kernel (issue 13 item 3).
            if (col == 0)
                if (const QString inside = windowContents(c.metric); !inside.isEmpty())
                    item->setToolTip(
                        plainToolTip(inside + QLatin1Char('\n') +
                                     tr("rtosbench-cli explain %1 %2 counts them exactly on the "
                                        "virtual board.")
                                         .arg(run->id)
                                         .arg(c.metric)));
            m_cases->setItem(i, col, item);
        }
        if (attributions.contains(c.metric)) {
            const StoredAttribution &a = attributions[c.metric];
            auto *item = new QTableWidgetItem(
                tr("%1 of %2")
                    .arg(a.kernelMedian ? QLocale().toString(*a.kernelMedian) : tr("unknown"),
                         QLocale().toString(a.totalMedian)));
            item->setToolTip(tr("Median kernel-layer instructions over %n traced window(s): "
                                "emulated instruction count, attributed by trace "
                                "(rtosbench-cli explain)",
                                nullptr, a.windows));
            m_cases->setItem(i, int(headers.size()), item);
        }
    }
    m_cases->resizeColumnsToContents();
    m_log->setPlainText(QString::fromUtf8(run->rawLog));
}

} // namespace rb
