// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/analyser_import_dialog.h"

#include "acq/sigrok_session.h"
#include "core/analysis/series.h"
#include "core/analysis/traps.h"
#include "core/io/analyser_import.h"
#include "core/store/run_store.h"
#include "gui/workbench_state.h"

#include <QComboBox>
#include <QCryptographicHash>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rb {

namespace {
constexpr int kPreviewWindows = 12;
}

AnalyserImportDialog::AnalyserImportDialog(WorkbenchState *state, QWidget *parent)
    : QDialog(parent), m_state(state)
{
    setWindowTitle(tr("Import analyser capture"));
    setObjectName(QStringLiteral("analyserImportDialog"));
    auto *intro = new QLabel(tr("A logic analyser's capture of a GPIO marker pin (a sigrok "
                                "session, .sr, as saved by PulseView or sigrok-cli) becomes a run "
                                "with timing method gpio-analyser: one window per marked "
                                "interval, resolution one sample period."),
                             this);
    intro->setWordWrap(true);
    m_file = new QLineEdit(this);
    m_file->setObjectName(QStringLiteral("analyserFile"));
    m_file->setReadOnly(true);
    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &AnalyserImportDialog::browse);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browse);
    m_channel = new QComboBox(this);
    m_channel->setObjectName(QStringLiteral("analyserChannel"));
    m_pairing = new QComboBox(this);
    m_pairing->setObjectName(QStringLiteral("analyserPairing"));
    m_pairing->addItem(tr("rising → falling (pin high inside)"),
                       analyserPairingName(AnalyserPairing::RisingFalling));
    m_pairing->addItem(tr("toggle (every edge is a stamp)"),
                       analyserPairingName(AnalyserPairing::Toggle));
    m_glitch = new QSpinBox(this);
    m_glitch->setObjectName(QStringLiteral("analyserGlitch"));
    m_glitch->setRange(0, 1000000);
    m_glitch->setSpecialValueText(tr("off"));
    m_glitch->setSuffix(tr(" sample periods"));
    m_glitch->setToolTip(tr("A level shorter than this is a glitch: the windows it touches are "
                            "flagged, never merged"));
    m_toggleNs = new QSpinBox(this);
    m_toggleNs->setObjectName(QStringLiteral("analyserToggleNs"));
    m_toggleNs->setRange(-1, 1000000);
    m_toggleNs->setValue(-1);
    m_toggleNs->setSpecialValueText(tr("none"));
    m_toggleNs->setSuffix(tr(" ns"));
    m_toggleNs->setToolTip(tr("The cost of one pin write (cal_gpio_toggle's median converted to "
                              "ns), subtracted from every window"));
    m_metric = new QLineEdit(QStringLiteral("gpio_window"), this);
    m_metric->setObjectName(QStringLiteral("analyserMetric"));
    auto *form = new QFormLayout;
    form->addRow(tr("Capture:"), fileRow);
    form->addRow(tr("Channel:"), m_channel);
    form->addRow(tr("Pairing:"), m_pairing);
    form->addRow(tr("Glitch filter:"), m_glitch);
    form->addRow(tr("Toggle cost:"), m_toggleNs);
    form->addRow(tr("Metric:"), m_metric);
    m_preview = new QTableWidget(0, 4, this);
    m_preview->setObjectName(QStringLiteral("analyserPreview"));
    m_preview->setHorizontalHeaderLabels(
        {tr("Window"), tr("Start (µs)"), tr("Width (ns)"), tr("Flag")});
    m_preview->horizontalHeader()->setStretchLastSection(true);
    m_preview->verticalHeader()->hide();
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("analyserStatus"));
    m_status->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_import = buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    m_import->setObjectName(QStringLiteral("analyserImport"));
    m_import->setEnabled(false);
    connect(m_import, &QPushButton::clicked, this, [this] {
        if (importCapture() > 0)
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("First windows:"), this));
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(640, 560);
    connect(m_channel, &QComboBox::currentIndexChanged, this, &AnalyserImportDialog::updatePreview);
    connect(m_pairing, &QComboBox::currentIndexChanged, this, &AnalyserImportDialog::updatePreview);
    connect(m_glitch, &QSpinBox::valueChanged, this, &AnalyserImportDialog::updatePreview);
    connect(m_toggleNs, &QSpinBox::valueChanged, this, &AnalyserImportDialog::updatePreview);
}

void AnalyserImportDialog::browse()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open analyser capture"), QString(),
                                                      tr("sigrok sessions (*.sr);;All files (*)"));
    if (!path.isEmpty())
        loadFile(path);
}

bool AnalyserImportDialog::loadFile(const QString &path)
{
    m_file->setText(QDir::toNativeSeparators(path));
    const SigrokSessionResult r = loadSigrokSession(path);
    m_channel->blockSignals(true);
    m_channel->clear();
    m_capture = AnalyserCapture();
    m_path.clear();
    if (!r.ok()) {
        m_channel->blockSignals(false);
        m_preview->setRowCount(0);
        m_status->setText(r.error);
        m_import->setEnabled(false);
        return false;
    }
    m_capture = r.capture;
    m_path = path;
    int best = 0;
    for (size_t i = 0; i < m_capture.channels.size(); ++i) {
        const AnalyserChannel &c = m_capture.channels[i];
        m_channel->addItem(tr("%1 (channel %2): %n edge(s)", nullptr,
                              int(std::min<qint64>(c.edgeCount, INT32_MAX)))
                               .arg(c.name)
                               .arg(c.index),
                           c.index);
        // preselect the first channel that has edges
        if (m_capture.channels[size_t(best)].edges.empty() && !c.edges.empty())
            best = int(i);
    }
    m_channel->setCurrentIndex(best);
    m_channel->blockSignals(false);
    updatePreview();
    return true;
}

const AnalyserChannel *AnalyserImportDialog::currentChannel() const
{
    const int i = m_channel->currentIndex();
    if (i < 0 || size_t(i) >= m_capture.channels.size())
        return nullptr;
    return &m_capture.channels[size_t(i)];
}

void AnalyserImportDialog::updatePreview()
{
    m_preview->setRowCount(0);
    m_import->setEnabled(false);
    const AnalyserChannel *ch = currentChannel();
    if (!ch)
        return;
    AnalyserPairOptions o;
    o.pairing = *analyserPairingFromName(m_pairing->currentData().toString());
    o.glitchSamples = m_glitch->value();
    const AnalyserPairResult pairs = pairAnalyserEdges(*ch, m_capture.sampleCount, o);
    const qint64 rate = m_capture.samplerate;
    const int rows = int(std::min<size_t>(pairs.windows.size(), kPreviewWindows));
    m_preview->setRowCount(rows);
    for (int i = 0; i < rows; ++i) {
        const AnalyserWindow &w = pairs.windows[size_t(i)];
        const QStringList cells = {
            QString::number(i), QString::number(double(w.start) * 1e6 / double(rate), 'f', 3),
            QString::number(analyserWindowNs(w.width(), rate)), w.ok() ? tr("ok") : w.flag};
        for (int col = 0; col < cells.size(); ++col)
            m_preview->setItem(i, col, new QTableWidgetItem(cells[col]));
    }
    m_preview->resizeColumnsToContents();
    if (!pairs.ok()) {
        m_status->setText(pairs.error);
        return;
    }
    QString text = tr("%1 samples/s (resolution %2 ns), %3 samples: %n clean window(s)", nullptr,
                      pairs.okCount())
                       .arg(rate)
                       .arg(1e9 / double(rate), 0, 'g', 6)
                       .arg(m_capture.sampleCount);
    if (pairs.flaggedCount() > 0)
        text += QLatin1String(", ") + tr("%n flagged", nullptr, pairs.flaggedCount());
    // trap 6 on what would be stored
    AnalyserImportRequest req;
    req.pairing = o;
    const Run run = analyserRun(m_capture, *ch, pairs, req);
    for (const TrapWarning &w : detectCoarseTimer(seriesFromRun(run)))
        text += QLatin1Char('\n') + tr("Trap 6: %1").arg(w.explanation);
    m_status->setText(text);
    m_import->setEnabled(m_state && m_state->store());
}

qint64 AnalyserImportDialog::importCapture()
{
    const AnalyserChannel *ch = currentChannel();
    if (!ch || !m_state || !m_state->store())
        return 0;
    AnalyserImportRequest req;
    req.pairing.pairing = *analyserPairingFromName(m_pairing->currentData().toString());
    req.pairing.glitchSamples = m_glitch->value();
    req.metric = m_metric->text().trimmed();
    if (req.metric.isEmpty())
        req.metric = QStringLiteral("gpio_window");
    if (m_toggleNs->value() >= 0) {
        req.toggleNs = m_toggleNs->value();
        req.toggleSource = tr("given in the import dialog");
    }
    const AnalyserPairResult pairs = pairAnalyserEdges(*ch, m_capture.sampleCount, req.pairing);
    if (!pairs.ok()) {
        m_status->setText(pairs.error);
        return 0;
    }
    QFile f(m_path);
    QCryptographicHash sha(QCryptographicHash::Sha256);
    if (f.open(QIODevice::ReadOnly))
        sha.addData(&f);
    req.fileName = QFileInfo(m_path).fileName();
    req.fileSha256 = QString::fromLatin1(sha.result().toHex());
    Run run = analyserRun(m_capture, *ch, pairs, req);
    run.toolVersions.insert(QStringLiteral("libsigrok"), sigrokVersion());
    run.startedAt = run.finishedAt = QFileInfo(m_path).lastModified().toUTC();
    for (const TrapWarning &w : detectCoarseTimer(seriesFromRun(run)))
        run.notes += QLatin1Char(' ') + tr("Trap 6: %1").arg(w.explanation);
    QString error;
    if (!m_state->store()->saveRun(run, &error)) {
        m_status->setText(tr("The run could not be stored: %1").arg(error));
        return 0;
    }
    m_state->reloadRuns();
    Q_EMIT m_state->message(tr("Stored run %1 from %2").arg(run.id).arg(req.fileName));
    return run.id;
}

QString AnalyserImportDialog::statusText() const
{
    return m_status->text();
}

int AnalyserImportDialog::previewRows() const
{
    return m_preview->rowCount();
}

} // namespace rb
