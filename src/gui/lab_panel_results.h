// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/experiment/experiment.h"
#include "core/model/run.h"

#include <QMap>
#include <QString>
#include <QWidget>

#include <memory>
#include <vector>

class QCustomPlot;
class QLabel;
class QTableWidget;
class QVBoxLayout;

namespace rb {
class Lab;

// The right-hand side of the Lab panel: after a lab's run, one group per metric of the lab
// with a table of the configurations run (the varied condition, n, min, median, max of the
// corrected samples, raw - overhead, in the case's unit; the overhead; the cold sample) and a box
// plot (whiskers min-max, box p25-p75, median line) per configuration. Above them, whether the
// lab's trap fired on each run, and the other traps its runs raise (LabTrapReport).
class LabPanelResults : public QWidget {
    Q_OBJECT
public:
    // One stored run of the lab's plan.
    struct Entry {
        QString configuration; // "opt_level = -O0", or the plan's label when nothing varies
        std::shared_ptr<const Run> run;
    };

    explicit LabPanelResults(QWidget *parent = nullptr);
    ~LabPanelResults() override;

    // Shows nothing but a hint (a lab was selected, not run yet).
    void clear(const QString &hint);
    void setResults(const Lab &lab, const std::vector<Entry> &entries);

    QStringList metrics() const { return m_tables.keys(); }
    // The lab's trap per run ("fired"/"quiet") and the other traps (docs/labs.md).
    QLabel *trapsLabel() const { return m_traps; }
    QTableWidget *table(const QString &metric) const { return m_tables.value(metric); }
    QCustomPlot *plot(const QString &metric) const { return m_plots.value(metric); }

    // The table columns.
    enum Column {
        ConfigurationColumn = 0,
        NColumn,
        MinColumn,
        MedianColumn,
        MaxColumn,
        OverheadColumn, // the measurement chain's overhead subtracted from every sample
        ColdColumn,     // the first (cold) sample, corrected too
        Columns
    };

    // "warmup = 0 · opt_level = -Os": the varied conditions of one configuration of experiment
    // (with the kernel when the experiment has several); the request's label when nothing varies.
    static QString configurationLabel(const Experiment &experiment, const BuildRequest &request);

private:
    void clearGroups();
    void showTraps(const Lab &lab, const std::vector<Entry> &entries);

    QVBoxLayout *m_layout;
    QLabel *m_hint;
    QLabel *m_traps;
    std::vector<QWidget *> m_groups;
    QMap<QString, QTableWidget *> m_tables;
    QMap<QString, QCustomPlot *> m_plots;
};

} // namespace rb
