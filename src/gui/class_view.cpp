// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/class_view.h"

#include "core/lab/lab.h"
#include "gui/app_settings.h"
#include "gui/lab_panel.h"
#include "gui/workbench_state.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rb {

namespace {

constexpr int RunIdRole = Qt::UserRole + 1;
const QColor flaggedColour(255, 224, 204);

QString classOfTag(const QString &tag)
{
    return tag.startsWith(QLatin1String("class:")) ? tag.mid(6) : QString();
}

} // namespace

ClassView::ClassView(WorkbenchState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_class(new QComboBox(this)), m_lab(new QComboBox(this)),
      m_summary(new QLabel(this)), m_rule(new QLabel(this)), m_empty(new QLabel(this)),
      m_table(new QTableWidget(this))
{
    m_class->setObjectName(QStringLiteral("classCombo"));
    m_lab->setObjectName(QStringLiteral("classLabCombo"));
    m_table->setObjectName(QStringLiteral("classTable"));
    m_empty->setObjectName(QStringLiteral("classEmpty"));
    m_summary->setObjectName(QStringLiteral("classSummary"));
    m_rule->setObjectName(QStringLiteral("classRule"));
    m_class->setMinimumContentsLength(16);
    m_class->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_lab->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_class->setToolTip(tr("The classes found in the open database's run tags (class:NAME)"));
    m_lab->setToolTip(tr("The lab whose runs are shown"));

    auto *top = new QHBoxLayout;
    auto *classLabel = new QLabel(tr("&Class:"), this);
    classLabel->setBuddy(m_class);
    auto *labLabel = new QLabel(tr("&Lab:"), this);
    labLabel->setBuddy(m_lab);
    top->addWidget(classLabel);
    top->addWidget(m_class);
    top->addSpacing(12);
    top->addWidget(labLabel);
    top->addWidget(m_lab);
    top->addSpacing(12);
    top->addWidget(m_summary, 1);

    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("Student"), tr("Flagged"), tr("Runs (verdict)"),
                                        tr("Conditions"), tr("Median / class median"),
                                        tr("Missing")});
    m_table->horizontalHeaderItem(MediansColumn)
        ->setToolTip(tr("A line per configuration: each metric's student median / class "
                        "median, ⚑ on an outlier"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(StudentColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(FlagColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(MediansColumn, QHeaderView::Stretch);
    m_table->setColumnWidth(RunsColumn, 150);
    m_table->setColumnWidth(ConditionsColumn, 210);
    m_table->setColumnWidth(MissingColumn, 160);
    m_table->installEventFilter(this);
    m_table->setToolTip(tr("Double-click or Enter: open the student's run in Compare beside the "
                           "class's runs of the same configuration"));

    m_rule->setWordWrap(true);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_empty, 1);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_rule);

    fillLabs();
    connect(m_class, &QComboBox::activated, this, [this] {
        m_classChosen = true;
        refresh();
    });
    connect(m_lab, &QComboBox::activated, this, [this] { refresh(); });
    connect(m_table, &QTableWidget::cellDoubleClicked, this,
            [this](int row, int) { openRow(row); });
    // The window's 2 s poll (WorkbenchState::reloadIfChangedElsewhere) reloads the run list when
    // the database changed; the report follows it, now when shown, else when next shown.
    const auto changed = [this] {
        m_dirty = true;
        if (isVisible())
            refresh();
    };
    connect(m_state, &WorkbenchState::runsChanged, this, changed);
    connect(m_state, &WorkbenchState::storeChanged, this, changed);
    refresh();
}

void ClassView::fillLabs()
{
    const QString lang = LabPanel::uiLanguage();
    for (const Lab &lab : Lab::builtIn()) {
        const QString title = lab.title.text(lang);
        m_lab->addItem(lab.trap > 0 ? tr("%1 — trap %2").arg(title).arg(lab.trap) : title, lab.id);
    }
}

void ClassView::reloadClasses()
{
    QStringList classes;
    for (const RunRow &row : m_state->runs())
        for (const QString &tag : row.tags) {
            const QString c = classOfTag(tag);
            if (!c.isEmpty() && !classes.contains(c))
                classes << c;
        }
    classes.sort();
    const QString current = m_classChosen ? m_class->currentText() : AppSettings().classroomClass();
    m_class->clear();
    m_class->addItems(classes);
    const int i = classes.indexOf(current);
    m_class->setCurrentIndex(i >= 0 ? i : 0);
}

void ClassView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        refresh();
}

void ClassView::showEmpty(const QString &sentence)
{
    m_report.reset();
    m_table->setRowCount(0);
    m_table->hide();
    m_rule->hide();
    m_summary->clear();
    m_empty->setText(sentence);
    m_empty->show();
}

void ClassView::refresh()
{
    m_dirty = false;
    reloadClasses();
    m_class->setEnabled(m_class->count() > 0);
    RunStore *store = m_state->store();
    if (!store)
        return showEmpty(tr("No database is open. Open one with File › Open database or File › "
                            "Open shared database."));
    if (m_class->count() == 0)
        return showEmpty(tr("No run in this database has a class tag. Runs started from a lab "
                            "are tagged class:NAME when Settings › Classroom names a class."));
    const std::optional<Lab> lab = Lab::findBuiltIn(m_lab->currentData().toString());
    if (!lab)
        return showEmpty(tr("No lab is available."));
    QElapsedTimer timer;
    timer.start();
    QString error;
    std::optional<ClassReport> report =
        ClassReport::fromStore(*store, *lab, m_class->currentText(), {}, &error);
    const qint64 ms = timer.elapsed();
    if (!report)
        return showEmpty(tr("The class report could not be made: %1").arg(error));
    bool anyRun = false;
    for (const auto &s : report->students)
        anyRun = anyRun || !s.runs.empty();
    if (!anyRun)
        return showEmpty(
            tr("No student of class %1 has a run of this lab yet.").arg(m_class->currentText()));
    m_report = std::move(report);
    m_empty->hide();
    m_table->show();
    m_rule->show();
    m_rule->setText(tr("Outlier rule: %1").arg(m_report->outlierRule()));
    m_rule->setToolTip(m_report->outlierRule());
    m_summary->setText(tr("%n student(s), %1 flagged", nullptr, int(m_report->students.size()))
                           .arg(m_report->flaggedCount()));
    m_summary->setToolTip(tr("Computed in %1 ms").arg(ms));
    fillTable();
}

void ClassView::fillTable()
{
    const ClassReport &r = *m_report;
    const QLocale locale;
    const auto number = [&](double v) { return locale.toString(v, 'g', 6); };
    m_table->setRowCount(int(r.students.size()));
    for (int row = 0; row < int(r.students.size()); ++row) {
        const ClassReport::Student &s = r.students[std::size_t(row)];
        QStringList runs;
        for (const auto &run : s.runs) {
            QString verdict = run.fired ? tr("trap fired") : tr("quiet");
            if (run.status != RunStatus::Complete)
                verdict += QStringLiteral(", ") + runStatusName(run.status);
            runs << tr("#%1 %2").arg(run.runId).arg(verdict);
        }
        // One line per configuration: each metric's median beside the class's.
        QStringList medians;
        int lineConfig = -1;
        QString line;
        for (const auto &c : s.cells) {
            const ClassReport::ClassCell *cc = r.classCell(c.configuration, c.metric);
            const QString mine = c.median ? number(*c.median) : tr("—");
            const QString theirs = cc && cc->median ? number(*cc->median) : tr("—");
            if (c.configuration != lineConfig) {
                if (!line.isEmpty())
                    medians << line;
                lineConfig = c.configuration;
                line = tr("%1:").arg(r.configurations.value(c.configuration));
            }
            line += tr(" %1 %2/%3%4")
                        .arg(c.metric, mine, theirs, c.outlier ? tr(" ⚑ outlier") : QString());
        }
        if (!line.isEmpty())
            medians << line;
        const bool flagged = s.flagged();
        const QString conditions =
            s.differences.isEmpty() ? tr("as the lab asks") : s.differences.join(QLatin1Char('\n'));
        const QStringList texts{s.name,
                                flagged ? tr("⚑ flagged") : tr("ok"),
                                runs.isEmpty() ? tr("no run") : runs.join(QLatin1Char('\n')),
                                conditions,
                                medians.join(QLatin1Char('\n')),
                                s.missing.isEmpty() ? tr("none")
                                                    : s.missing.join(QLatin1Char('\n'))};
        for (int col = 0; col < ColumnCount; ++col) {
            auto *item = new QTableWidgetItem(texts.at(col));
            item->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
            if (flagged) {
                item->setBackground(flaggedColour);
                item->setForeground(QColor(Qt::black));
                item->setToolTip(s.flags().join(QLatin1Char('\n')));
            }
            if (col == RunsColumn && !s.runs.empty())
                item->setData(RunIdRole, s.runs.front().runId);
            m_table->setItem(row, col, item);
        }
    }
}

QList<qint64> ClassView::compareRunsForRow(int row) const
{
    QList<qint64> ids;
    if (!m_report || row < 0 || row >= int(m_report->students.size()))
        return ids;
    const ClassReport::Student &s = m_report->students[std::size_t(row)];
    if (s.runs.empty())
        return ids;
    const ClassReport::RunLine &mine = s.runs.front();
    ids << mine.runId;
    // The class's runs of the same configuration whose conditions match the lab's.
    for (const auto &other : m_report->students)
        for (const auto &run : other.runs)
            if (run.runId != mine.runId && run.configuration == mine.configuration &&
                run.configuration >= 0 && run.differences.isEmpty())
                ids << run.runId;
    return ids;
}

void ClassView::openRow(int row)
{
    const QList<qint64> ids = compareRunsForRow(row);
    if (ids.isEmpty())
        return;
    const std::optional<Lab> lab = Lab::findBuiltIn(m_lab->currentData().toString());
    m_state->requestCompare(ids, lab ? lab->metrics.value(0) : QString());
}

bool ClassView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && m_table->currentRow() >= 0) {
            openRow(m_table->currentRow());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace rb
