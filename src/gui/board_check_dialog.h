// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <vector>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTextBrowser;

namespace rb {

class RunService;
struct BoardCheckItem;

// Board › Check set-up… (issue 18): the GD32F103 board check of `rtosbench-cli board check` in
// the GUI. Probe, port and OpenOCD come from Settings (RunService::boardCheckOptions, with the
// target and baud) and can be changed here; the check (src/acq/board_check.h) runs through the
// run service on a worker thread (never while a run uses the board), its progress lines appear
// as they come, and the checklist ends it: pass/fail per item with what to fix. Every step of
// the check has a timeout, so quitting waits at most for the current one.
class BoardCheckDialog : public QDialog {
    Q_OBJECT
public:
    explicit BoardCheckDialog(RunService *service, QWidget *parent = nullptr);
    ~BoardCheckDialog() override;

    bool isRunning() const { return m_running; }
    QString checklistText() const; // the checklist as shown (tests)

public Q_SLOTS:
    void start();

Q_SIGNALS:
    void finished(bool allPassed);

private:
    void showResult(const std::vector<BoardCheckItem> &items);

    QComboBox *m_probe = nullptr;
    QLineEdit *m_port = nullptr;
    QLineEdit *m_openocd = nullptr;
    QPushButton *m_check = nullptr;
    QPlainTextEdit *m_log = nullptr;
    QTextBrowser *m_result = nullptr;
    RunService *m_service;
    bool m_running = false; // this dialog's check is the service's
};

} // namespace rb
