// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/experiment/experiment.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace rb {

// Experiment › New experiment… (issue 17 item 2): an experiment without writing JSON. The
// board; the kernels that run on it (those that need a source tree and have none registered
// are listed, disabled, with how to add one); the one condition to vary and its values
// (optimisation levels, clocks, kernel profiles, timing methods); samples, repetitions and
// order; the configuration count and an estimated time. OK hands the experiment to the Live
// tab (Experiment::fromJson checks it, as for a file); Save… writes its JSON; Open JSON…
// takes a file instead.
class ExperimentForm : public QDialog {
    Q_OBJECT
public:
    explicit ExperimentForm(const QString &board, QWidget *parent = nullptr);

    // The experiment as the form describes it, or nullopt with *error (nothing chosen, ...).
    std::optional<Experiment> experiment(QString *error) const;
    // Set when the user chose Open JSON…: the file to load instead of the form.
    QString fileToOpen() const { return m_fileToOpen; }
    // "N configurations, about M min" as shown.
    QString summaryText() const;
    int configurationCount() const;

private:
    void fillKernels();
    void fillValues();
    void updateSummary();
    void save();
    QJsonObject toJson() const;

    QLineEdit *m_name = nullptr;
    QComboBox *m_board = nullptr;
    QListWidget *m_kernels = nullptr;
    QComboBox *m_vary = nullptr;
    QListWidget *m_values = nullptr;
    QComboBox *m_opt = nullptr;
    QSpinBox *m_iterations = nullptr;
    QSpinBox *m_repetitions = nullptr;
    QComboBox *m_order = nullptr;
    QLabel *m_summary = nullptr;
    QPushButton *m_ok = nullptr;
    QString m_fileToOpen;
};

} // namespace rb
