// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/experiment_form.h"
#include "acq/board_registry.h"

#include "core/kernels/kernel_catalogue.h"
#include "core/kernels/kernel_registry.h"
#include "core/util/set_error.h"
#include "gui/app_settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace rb {
namespace {

// The values a condition can take on a board, in their natural order (JSON values).
QList<QPair<QString, QJsonValue>> valuesOf(const QString &condition, const QString &board)
{
    QList<QPair<QString, QJsonValue>> v;
    if (condition == QLatin1String("opt_level")) {
        for (const char *o : {"-O0", "-O1", "-O2", "-O3", "-Os"})
            v << qMakePair(QString::fromLatin1(o), QJsonValue(QString::fromLatin1(o)));
    } else if (condition == QLatin1String("clock_hz")) {
        for (const qint64 hz : {qint64(24000000), qint64(72000000), qint64(108000000)})
            v << qMakePair(QStringLiteral("%1 MHz").arg(hz / 1000000), QJsonValue(hz));
    } else if (condition == QLatin1String("profile")) {
        for (const char *p : {"default", "minimal"})
            v << qMakePair(QString::fromLatin1(p), QJsonValue(QString::fromLatin1(p)));
    } else if (condition == QLatin1String("toolchain")) { // issue 37
        for (const char *t : {"gcc", "clang"})
            v << qMakePair(QString::fromLatin1(t), QJsonValue(QString::fromLatin1(t)));
    } else if (condition == QLatin1String("lto")) {
        for (const char *t : {"off", "on"})
            v << qMakePair(QString::fromLatin1(t), QJsonValue(QString::fromLatin1(t)));
    } else if (condition == QLatin1String("timer")) {
        for (const QString &t : BoardRegistry::info(board).timingMethods)
            v << qMakePair(t, QJsonValue(t));
    }
    return v;
}

} // namespace

ExperimentForm::ExperimentForm(const QString &board, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("New experiment"));
    setObjectName(QStringLiteral("experimentForm"));
    m_name = new QLineEdit(QStringLiteral("my-experiment"), this);
    m_name->setObjectName(QStringLiteral("formName"));
    m_board = new QComboBox(this);
    m_board->setObjectName(QStringLiteral("formBoard"));
    for (const BoardInfo &b : BoardRegistry::all())
        m_board->addItem(b.displayName, b.id);
    m_board->setCurrentIndex(qMax(0, m_board->findData(board)));
    m_kernels = new QListWidget(this);
    m_kernels->setObjectName(QStringLiteral("formKernels"));
    m_vary = new QComboBox(this);
    m_vary->setObjectName(QStringLiteral("formVary"));
    m_vary->addItem(tr("nothing (kernels only)"), QString());
    m_vary->addItem(tr("optimisation level"), QStringLiteral("opt_level"));
    m_vary->addItem(tr("core clock (GD32F103)"), QStringLiteral("clock_hz"));
    m_vary->addItem(tr("kernel profile"), QStringLiteral("profile"));
    m_vary->addItem(tr("timing method"), QStringLiteral("timer"));
    m_vary->addItem(tr("compiler (gcc, clang)"), QStringLiteral("toolchain"));
    m_vary->addItem(tr("link-time optimisation"), QStringLiteral("lto"));
    m_vary->setCurrentIndex(1);
    m_values = new QListWidget(this);
    m_values->setObjectName(QStringLiteral("formValues"));
    m_values->setFlow(QListView::LeftToRight);
    m_values->setMaximumHeight(40);
    m_opt = new QComboBox(this);
    m_opt->setObjectName(QStringLiteral("formOpt"));
    m_opt->addItems({QStringLiteral("-Os"), QStringLiteral("-O2"), QStringLiteral("-O0")});
    m_iterations = new QSpinBox(this);
    m_iterations->setObjectName(QStringLiteral("formIterations"));
    m_iterations->setRange(100, 100000);
    m_iterations->setSingleStep(1000);
    m_iterations->setValue(10000);
    m_repetitions = new QSpinBox(this);
    m_repetitions->setObjectName(QStringLiteral("formRepetitions"));
    m_repetitions->setRange(1, 50);
    m_order = new QComboBox(this);
    m_order->setObjectName(QStringLiteral("formOrder"));
    m_order->addItem(tr("as written"), QStringLiteral("as-written"));
    m_order->addItem(tr("randomized"), QStringLiteral("randomized"));
    m_order->addItem(tr("interleaved"), QStringLiteral("interleaved"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("formSummary"));
    m_summary->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Board:"), m_board);
    form->addRow(tr("Kernels:"), m_kernels);
    form->addRow(tr("Vary:"), m_vary);
    form->addRow(tr("Values:"), m_values);
    form->addRow(tr("Optimisation (when not varied):"), m_opt);
    form->addRow(tr("Samples per case:"), m_iterations);
    form->addRow(tr("Repetitions:"), m_repetitions);
    form->addRow(tr("Order:"), m_order);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Use this experiment"));
    QPushButton *saveButton = buttons->addButton(tr("&Save…"), QDialogButtonBox::ActionRole);
    saveButton->setObjectName(QStringLiteral("formSave"));
    QPushButton *open = buttons->addButton(tr("Open &JSON…"), QDialogButtonBox::ActionRole);
    open->setObjectName(QStringLiteral("formOpenJson"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(saveButton, &QPushButton::clicked, this, &ExperimentForm::save);
    connect(open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open an experiment"), AppSettings().experimentDir(),
            tr("Experiment definitions (*.json);;All files (*)"));
        if (path.isEmpty())
            return;
        m_fileToOpen = path;
        accept();
    });
    connect(m_board, &QComboBox::currentIndexChanged, this, [this] {
        fillKernels();
        fillValues();
    });
    connect(m_vary, &QComboBox::currentIndexChanged, this, &ExperimentForm::fillValues);
    connect(m_kernels, &QListWidget::itemChanged, this, &ExperimentForm::updateSummary);
    connect(m_values, &QListWidget::itemChanged, this, &ExperimentForm::updateSummary);
    for (QSpinBox *b : {m_iterations, m_repetitions})
        connect(b, &QSpinBox::valueChanged, this, &ExperimentForm::updateSummary);
    fillKernels();
    fillValues();
    resize(560, 560);
}

void ExperimentForm::fillKernels()
{
    const QString board = m_board->currentData().toString();
    KernelRegistry registry;
    QString error;
    const bool registryOk = registry.load(&error);
    m_kernels->clear();
    for (const KernelInfo &k : KernelCatalogue::builtIn().kernels()) {
        if (k.kind != QLatin1String("kernel") || k.status != QLatin1String("supported") ||
            !k.boards.contains(board))
            continue;
        bool haveTree = !k.needsTree;
        if (k.needsTree && registryOk) {
            haveTree = registry.find(k.id);
            for (const QString &extra : k.extraTrees)
                haveTree = haveTree && registry.find(extra);
        }
        auto *item =
            new QListWidgetItem(k.name + QStringLiteral(" (") + k.id + QLatin1Char(')'), m_kernels);
        item->setData(Qt::UserRole, k.id);
        if (haveTree) {
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(k.id == QLatin1String("baremetal") || k.id == QLatin1String("posix")
                                    ? Qt::Checked
                                    : Qt::Unchecked);
        } else {
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            item->setToolTip(tr("No %1 source tree is registered: add one in Settings › Kernels "
                                "(or rtosbench-cli kernel add %1 DIR|ARCHIVE)")
                                 .arg(k.id));
            item->setText(item->text() + tr(" (no source tree)"));
        }
    }
    updateSummary();
}

void ExperimentForm::fillValues()
{
    const QString condition = m_vary->currentData().toString();
    m_values->clear();
    for (const auto &[label, value] : valuesOf(condition, m_board->currentData().toString())) {
        auto *item = new QListWidgetItem(label, m_values);
        item->setData(Qt::UserRole, value.toVariant());
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        const bool on = condition == QLatin1String("opt_level")
                            ? (label == QLatin1String("-O0") || label == QLatin1String("-Os"))
                            : true;
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    m_opt->setEnabled(condition != QLatin1String("opt_level"));
    updateSummary();
}

int ExperimentForm::configurationCount() const
{
    int kernels = 0, values = 0;
    for (int i = 0; i < m_kernels->count(); ++i)
        kernels += m_kernels->item(i)->checkState() == Qt::Checked ? 1 : 0;
    for (int i = 0; i < m_values->count(); ++i)
        values += m_values->item(i)->checkState() == Qt::Checked ? 1 : 0;
    if (m_vary->currentData().toString().isEmpty())
        values = 1;
    return kernels * values * m_repetitions->value();
}

QString ExperimentForm::summaryText() const
{
    return m_summary->text();
}

void ExperimentForm::updateSummary()
{
    QString error;
    const bool ok = experiment(&error).has_value();
    const int n = configurationCount();
    // A virtual-board run of 20 cases x 10,000 samples takes ~15 s (docs/firmware.md), a board
    // run about twice that; the first build of a kernel configuration ~20 s more.
    const BoardInfo board = BoardRegistry::info(m_board->currentData().toString());
    const double perRun = (board.needsProbe ? 30.0 : 15.0) * m_iterations->value() / 10000.0 + 5;
    const double minutes = std::ceil(n * (perRun + 20) / 60.0);
    m_summary->setText(ok ? tr("%n configuration(s), about %1 min (builds included; virtual-board "
                               "runs go in parallel, so often less).",
                               nullptr, n)
                                .arg(minutes)
                          : error);
    m_summary->setStyleSheet(ok ? QString() : QStringLiteral("QLabel { color: #a33; }"));
    m_ok->setEnabled(ok);
}

QJsonObject ExperimentForm::toJson() const
{
    QJsonObject o;
    o.insert("name", m_name->text().trimmed());
    o.insert("description", tr("Made with New experiment in the workbench."));
    o.insert("board", m_board->currentData().toString());
    QJsonArray kernels;
    for (int i = 0; i < m_kernels->count(); ++i)
        if (m_kernels->item(i)->checkState() == Qt::Checked)
            kernels.append(m_kernels->item(i)->data(Qt::UserRole).toString());
    o.insert("kernels", kernels);
    const QString condition = m_vary->currentData().toString();
    QJsonObject base;
    base.insert("iterations", m_iterations->value());
    base.insert("warmup", qMax(10, m_iterations->value() / 10));
    if (condition != QLatin1String("opt_level"))
        base.insert("opt_level", m_opt->currentText());
    o.insert("base", base);
    if (!condition.isEmpty()) {
        QJsonArray values;
        for (int i = 0; i < m_values->count(); ++i)
            if (m_values->item(i)->checkState() == Qt::Checked)
                values.append(QJsonValue::fromVariant(m_values->item(i)->data(Qt::UserRole)));
        QJsonObject vary;
        vary.insert(condition, values);
        o.insert("vary", vary);
    }
    o.insert("repetitions", m_repetitions->value());
    o.insert("order", m_order->currentData().toString());
    return o;
}

std::optional<Experiment> ExperimentForm::experiment(QString *error) const
{
    const QJsonObject o = toJson();
    if (o.value("name").toString().isEmpty()) {
        setError(error, tr("Give the experiment a name."));
        return std::nullopt;
    }
    if (o.value("kernels").toArray().isEmpty()) {
        setError(error, tr("Choose at least one kernel."));
        return std::nullopt;
    }
    const QJsonObject vary = o.value("vary").toObject();
    if (!vary.isEmpty() && vary.begin().value().toArray().size() < 2) {
        setError(error,
                 tr("Choose at least two values of the varied condition (or vary nothing)."));
        return std::nullopt;
    }
    return Experiment::fromJson(o, error);
}

void ExperimentForm::save()
{
    QString error;
    // Failures are said inline, in red in the summary under the form (not in a message box).
    const auto showFailure = [this](const QString &text) {
        m_summary->setText(text);
        m_summary->setStyleSheet(QStringLiteral("QLabel { color: #a33; }"));
    };
    if (!experiment(&error)) {
        showFailure(error);
        return;
    }
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save experiment"),
                                     AppSettings().experimentDir() + QLatin1Char('/') +
                                         m_name->text().trimmed() + QStringLiteral(".json"),
                                     tr("Experiment definitions (*.json)"));
    if (path.isEmpty())
        return;
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write(QJsonDocument(toJson()).toJson(QJsonDocument::Indented)) < 0) {
        showFailure(tr("Cannot write %1: %2").arg(path, f.errorString()));
        return;
    }
}

} // namespace rb
