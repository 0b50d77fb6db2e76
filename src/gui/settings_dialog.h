// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <memory>

class QLineEdit;

namespace Ui {
class SettingsDialog;
}

namespace rb {

class KernelsPage;

// General: serial port and baud, OpenOCD path, probe and target, QEMU, kernel source
// directories, language (applied on restart) and units, stored through AppSettings on OK.
// Kernels: the kernel registry (KernelsPage), whose changes apply at once.
// Classroom: the student and class a lab's runs record (docs/classroom.md), on OK.
class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget *parent = nullptr);
    ~SettingsDialog() override;

    // Kernels that get a source-directory row.
    static QStringList kernels();
    void save() const;
    KernelsPage *kernelsPage() const { return m_kernelsPage; }

private:
    void load();
    void refreshPorts();
    void browse(QLineEdit *edit, const QString &title);

    std::unique_ptr<Ui::SettingsDialog> m_ui;
    KernelsPage *m_kernelsPage;
    QLineEdit *m_student;   // Classroom tab: classroom/student
    QLineEdit *m_className; // classroom/class
};

} // namespace rb
