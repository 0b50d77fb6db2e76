// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/settings_dialog.h"

#include "acq/serial_link.h"
#include "core/kernels/kernel_catalogue.h"
#include "gui/app_settings.h"
#include "gui/kernels_page.h"
#include "ui_settings_dialog.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>

namespace rb {

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::SettingsDialog>())
{
    m_ui->setupUi(this);
    m_kernelsPage = new KernelsPage(m_ui->tabs);
    m_kernelsPage->setObjectName(QStringLiteral("kernelsPage"));
    m_ui->tabs->addTab(m_kernelsPage, tr("Kernels"));
    auto *classroom = new QWidget(m_ui->tabs);
    classroom->setObjectName(QStringLiteral("classroomPage"));
    auto *form = new QFormLayout(classroom);
    m_student = new QLineEdit(classroom);
    m_student->setObjectName(QStringLiteral("studentEdit"));
    m_student->setMaxLength(64);
    m_className = new QLineEdit(classroom);
    m_className->setObjectName(QStringLiteral("classEdit"));
    m_className->setMaxLength(64);
    form->addRow(tr("Student name:"), m_student);
    form->addRow(tr("Class:"), m_className);
    auto *hint = new QLabel(tr("A lab's runs record them as the tags student:NAME and "
                               "class:NAME, for the teacher's class report. Empty: not recorded."),
                            classroom);
    hint->setWordWrap(true);
    form->addRow(hint);
    m_ui->tabs->addTab(classroom, tr("Classroom"));
    m_ui->probeCombo->addItem(tr("CMSIS-DAP"), QStringLiteral("cmsis-dap"));
    m_ui->probeCombo->addItem(tr("ST-Link"), QStringLiteral("stlink"));
    m_ui->probeCombo->addItem(tr("J-Link"), QStringLiteral("jlink"));
    m_ui->languageCombo->addItem(tr("System language"), QStringLiteral("system"));
    m_ui->languageCombo->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_ui->languageCombo->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_ui->unitsCombo->addItem(tr("cycles"), QStringLiteral("cycles"));
    m_ui->unitsCombo->addItem(tr("µs (when the clock is known)"), QStringLiteral("us"));
    m_ui->unitsCombo->addItem(tr("each run's own unit (ticks, ns, …)"), QStringLiteral("native"));
    m_ui->kernelTable->horizontalHeader()->setStretchLastSection(true);
    m_ui->kernelTable->verticalHeader()->hide();

    connect(m_ui->serialRefresh, &QPushButton::clicked, this, &SettingsDialog::refreshPorts);
    connect(m_ui->openocdBrowse, &QPushButton::clicked, this,
            [this] { browse(m_ui->openocdEdit, tr("OpenOCD")); });
    connect(m_ui->qemuBrowse, &QPushButton::clicked, this,
            [this] { browse(m_ui->qemuEdit, tr("QEMU")); });
    connect(m_ui->kernelTable, &QTableWidget::cellDoubleClicked, this, [this](int row, int col) {
        if (col != 1)
            return;
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Source directory of %1").arg(m_ui->kernelTable->item(row, 0)->text()),
            m_ui->kernelTable->item(row, 1)->text());
        if (!dir.isEmpty())
            m_ui->kernelTable->item(row, 1)->setText(dir);
    });
    // OK saves and closes, Cancel closes without saving (the .ui file has no connections).
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(this, &QDialog::accepted, this, &SettingsDialog::save);
    m_ui->openocdEdit->setPlaceholderText(tr("openocd (found on PATH)"));
    m_ui->qemuEdit->setPlaceholderText(tr("qemu-system-arm (found on PATH)"));
    m_ui->targetEdit->setPlaceholderText(AppSettings::defaultTarget());
    load();
}

SettingsDialog::~SettingsDialog() = default;

QStringList SettingsDialog::kernels()
{
    // The catalogue's ids (the ones experiments, the registry and kernel_dirs use), for every
    // kernel and extra tree that needs a source tree.
    QStringList ids;
    for (const KernelInfo &k : KernelCatalogue::builtIn().kernels())
        if (k.needsTree)
            ids << k.id;
    return ids;
}

void SettingsDialog::refreshPorts()
{
    const QString current = m_ui->serialCombo->currentText();
    m_ui->serialCombo->clear();
    for (const SerialPortInfo &p : SerialLink::listPorts())
        m_ui->serialCombo->addItem(
            p.description.isEmpty() ? p.name : tr("%1 (%2)").arg(p.name, p.description), p.name);
    if (m_ui->serialCombo->count() == 0)
        m_ui->serialCombo->setPlaceholderText(tr("no serial port found"));
    const int i = m_ui->serialCombo->findData(current);
    if (i >= 0)
        m_ui->serialCombo->setCurrentIndex(i);
    else
        m_ui->serialCombo->setEditText(current);
}

void SettingsDialog::browse(QLineEdit *edit, const QString &title)
{
    const QString path = QFileDialog::getOpenFileName(this, title, edit->text());
    if (!path.isEmpty())
        edit->setText(path);
}

void SettingsDialog::load()
{
    const AppSettings s;
    refreshPorts();
    const QString port = s.serialPort();
    const int pi = m_ui->serialCombo->findData(port);
    if (pi >= 0)
        m_ui->serialCombo->setCurrentIndex(pi);
    else
        m_ui->serialCombo->setEditText(port);
    m_ui->baudSpin->setValue(s.serialBaud());
    m_ui->openocdEdit->setText(s.openOcdProgram());
    m_ui->probeCombo->setCurrentIndex(qMax(0, m_ui->probeCombo->findData(s.probeInterface())));
    m_ui->targetEdit->setText(s.probeTarget());
    m_ui->qemuEdit->setText(s.qemuProgram());
    m_ui->languageCombo->setCurrentIndex(qMax(0, m_ui->languageCombo->findData(s.language())));
    m_ui->unitsCombo->setCurrentIndex(qMax(0, m_ui->unitsCombo->findData(s.units())));
    const QStringList ks = kernels();
    m_ui->kernelTable->setRowCount(int(ks.size()));
    for (int i = 0; i < int(ks.size()); ++i) {
        auto *name = new QTableWidgetItem(ks[i]);
        name->setFlags(name->flags() & ~Qt::ItemIsEditable);
        m_ui->kernelTable->setItem(i, 0, name);
        m_ui->kernelTable->setItem(i, 1, new QTableWidgetItem(s.kernelDir(ks[i])));
    }
    m_ui->kernelTable->resizeColumnToContents(0);
    m_student->setText(s.classroomStudent());
    m_className->setText(s.classroomClass());
}

void SettingsDialog::save() const
{
    AppSettings s;
    const int pi = m_ui->serialCombo->currentIndex();
    const QString port =
        pi >= 0 && m_ui->serialCombo->itemText(pi) == m_ui->serialCombo->currentText()
            ? m_ui->serialCombo->itemData(pi).toString()
            : m_ui->serialCombo->currentText();
    s.setSerialPort(port);
    s.setSerialBaud(m_ui->baudSpin->value());
    s.setOpenOcdProgram(m_ui->openocdEdit->text());
    s.setProbeInterface(m_ui->probeCombo->currentData().toString());
    s.setProbeTarget(m_ui->targetEdit->text());
    s.setQemuProgram(m_ui->qemuEdit->text());
    s.setLanguage(m_ui->languageCombo->currentData().toString());
    s.setUnits(m_ui->unitsCombo->currentData().toString());
    for (int i = 0; i < m_ui->kernelTable->rowCount(); ++i)
        s.setKernelDir(m_ui->kernelTable->item(i, 0)->text(),
                       m_ui->kernelTable->item(i, 1)->text());
    s.setClassroomStudent(m_student->text());
    s.setClassroomClass(m_className->text());
}

} // namespace rb
