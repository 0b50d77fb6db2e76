// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lab/class_report.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QTableWidget;

namespace rb {
class WorkbenchState;

// The Class tab (issue 39, docs/classroom.md "The GUI"): a class (the class: tags of the open
// store) and a lab chosen, one row per student from ClassReport::fromStore on the open database.
// It recomputes when the run list changes (WorkbenchState's 2 s poll of the database); a
// double-click or Enter on a student opens their run in Compare beside the class's runs of the
// same configuration.
class ClassView : public QWidget {
    Q_OBJECT
public:
    enum Column {
        StudentColumn = 0,
        FlagColumn,
        RunsColumn,
        ConditionsColumn,
        MediansColumn,
        MissingColumn,
        ColumnCount
    };

    explicit ClassView(WorkbenchState *state, QWidget *parent = nullptr);

    // Recomputes the report now (also done on every run list change while shown).
    void refresh();
    // The report shown (nullopt in an empty state); for the tests.
    const std::optional<ClassReport> &report() const { return m_report; }
    // The runs a double-click on row `row` opens in Compare (the student's run first).
    QList<qint64> compareRunsForRow(int row) const;
    void openRow(int row);

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void reloadClasses();
    void fillLabs();
    void showEmpty(const QString &sentence);
    void fillTable();

    WorkbenchState *m_state;
    QComboBox *m_class;
    QComboBox *m_lab;
    QLabel *m_summary;
    QLabel *m_rule;
    QLabel *m_empty;
    QTableWidget *m_table;
    std::optional<ClassReport> m_report;
    bool m_dirty = true;
    bool m_classChosen = false; // the user picked a class (keep it over the settings' default)
};

} // namespace rb
