// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/analyser_capture.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace rb {

class WorkbenchState;

// File › Import analyser capture… (issue 23): a sigrok session (.sr) read through libsigrok;
// a channel picker that shows each channel's edge count, the pairing, the glitch filter and
// the toggle cost, a preview of the first windows (flagged ones with their reason) and the
// trap-6 check; Import stores the run like `rtosbench-cli import-analyser`.
class AnalyserImportDialog : public QDialog {
    Q_OBJECT
public:
    explicit AnalyserImportDialog(WorkbenchState *state, QWidget *parent = nullptr);

    // Loads the capture at path (the file field is set too); false with the error shown.
    bool loadFile(const QString &path);
    // Stores the run; its id, or 0 with the error shown.
    qint64 importCapture();
    QString statusText() const; // the summary / error line under the preview (tests)
    int previewRows() const;

private:
    void browse();
    void updatePreview();
    const AnalyserChannel *currentChannel() const;

    WorkbenchState *m_state;
    AnalyserCapture m_capture;
    QString m_path;
    QLineEdit *m_file = nullptr;
    QComboBox *m_channel = nullptr;
    QComboBox *m_pairing = nullptr;
    QSpinBox *m_glitch = nullptr;
    QSpinBox *m_toggleNs = nullptr;
    QLineEdit *m_metric = nullptr;
    QTableWidget *m_preview = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_import = nullptr;
};

} // namespace rb
