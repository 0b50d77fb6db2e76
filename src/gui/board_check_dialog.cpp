// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/board_check_dialog.h"

#include "acq/board_check.h"
#include "gui/run_service.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rb {

BoardCheckDialog::BoardCheckDialog(RunService *service, QWidget *parent)
    : QDialog(parent), m_service(service)
{
    setWindowTitle(tr("Check the GD32F103 set-up"));
    setObjectName(QStringLiteral("boardCheckDialog"));
    const BoardCheckOptions settings = RunService::boardCheckOptions();
    auto *intro = new QLabel(
        tr("Proves the probe, the chip, the serial port and the clock before the first real run: "
           "OpenOCD reaches the chip (device ID 0x414, flash and SRAM size), then the bare-metal "
           "firmware is built, flashed and read at 72, 24 and 108 MHz. Every failure says what "
           "to fix. The same check: rtosbench-cli board check."),
        this);
    intro->setWordWrap(true);
    m_probe = new QComboBox(this);
    m_probe->setObjectName(QStringLiteral("boardCheckProbe"));
    m_probe->setEditable(true);
    m_probe->addItems(
        {QStringLiteral("cmsis-dap"), QStringLiteral("stlink"), QStringLiteral("jlink")});
    m_probe->setCurrentText(settings.openocd.probe);
    m_port = new QLineEdit(settings.port, this);
    m_port->setObjectName(QStringLiteral("boardCheckPort"));
    m_port->setPlaceholderText(tr("e.g. /dev/ttyUSB0"));
    m_openocd = new QLineEdit(settings.openocd.program, this);
    m_openocd->setObjectName(QStringLiteral("boardCheckOpenocd"));
    auto *form = new QFormLayout;
    form->addRow(tr("Debug probe:"), m_probe);
    form->addRow(tr("Serial port:"), m_port);
    form->addRow(tr("OpenOCD program:"), m_openocd);
    m_log = new QPlainTextEdit(this);
    m_log->setObjectName(QStringLiteral("boardCheckLog"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(2000);
    m_result = new QTextBrowser(this);
    m_result->setObjectName(QStringLiteral("boardCheckResult"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_check = buttons->addButton(tr("&Check"), QDialogButtonBox::ActionRole);
    m_check->setObjectName(QStringLiteral("boardCheckStart"));
    m_check->setDefault(true);
    connect(m_check, &QPushButton::clicked, this, &BoardCheckDialog::start);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_service, &RunService::boardCheckLine, this, [this](const QString &line) {
        if (m_running)
            m_log->appendPlainText(line);
    });
    connect(m_service, &RunService::boardCheckFinished, this,
            [this](const std::vector<BoardCheckItem> &items) {
                if (m_running)
                    showResult(items);
            });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Progress:"), this));
    layout->addWidget(m_log, 1);
    layout->addWidget(new QLabel(tr("Checklist:"), this));
    layout->addWidget(m_result, 2);
    layout->addWidget(buttons);
    resize(760, 620);
}

BoardCheckDialog::~BoardCheckDialog() = default;

void BoardCheckDialog::start()
{
    if (m_running)
        return;
    // The target and baud of Settings; probe, port and program as given here.
    BoardCheckOptions o = RunService::boardCheckOptions();
    o.openocd.probe = m_probe->currentText().trimmed();
    o.openocd.program = m_openocd->text().trimmed();
    o.port = m_port->text().trimmed();
    m_log->clear();
    m_result->clear();
    QString error;
    if (!m_service->startBoardCheck(o, &error)) {
        m_result->setPlainText(error);
        return;
    }
    m_check->setEnabled(false);
    m_running = true;
}

void BoardCheckDialog::showResult(const std::vector<BoardCheckItem> &items)
{
    QString html;
    for (const BoardCheckItem &i : items) {
        const bool fail = i.state == BoardCheckItem::State::Fail;
        const QString word = i.state == BoardCheckItem::State::Pass ? tr("PASS")
                             : fail                                 ? tr("FAIL")
                                                                    : tr("SKIP");
        const char *colour = i.state == BoardCheckItem::State::Pass ? "#1a7f37"
                             : fail                                 ? "#c00000"
                                                                    : "#707070";
        html +=
            QStringLiteral("<p><b style='color:%1'>[%2]</b> %3%4%5</p>")
                .arg(QLatin1String(colour), word.toHtmlEscaped(), i.title.toHtmlEscaped(),
                     i.detail.isEmpty() ? QString()
                                        : QStringLiteral(": ") + i.detail.toHtmlEscaped(),
                     fail && !i.fix.isEmpty() ? QStringLiteral("<br/>&nbsp;&nbsp;<i>%1</i>")
                                                    .arg(tr("fix: %1").arg(i.fix).toHtmlEscaped())
                                              : QString());
    }
    const bool ok = BoardCheck::allPassed(items);
    html += QStringLiteral("<p><b>%1</b></p>")
                .arg(ok ? tr("The set-up works: every check passed.").toHtmlEscaped()
                        : tr("The set-up is not ready: fix the failed items above, then check "
                             "again.")
                              .toHtmlEscaped());
    m_result->setHtml(html);
    m_check->setEnabled(true);
    m_running = false;
    Q_EMIT finished(ok);
}

QString BoardCheckDialog::checklistText() const
{
    return m_result->toPlainText();
}

} // namespace rb
