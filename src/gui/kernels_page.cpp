// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/kernels_page.h"

#include "core/kernels/kernel_fetcher.h"
#include "core/kernels/kernel_registry.h"
#include "gui/kernel_job.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rb {

namespace {

enum Column { IdColumn, NameColumn, VersionColumn, OriginColumn, PathColumn, DigestColumn };
constexpr int VersionRole = Qt::UserRole + 1;

QLabel *plainLabel(QWidget *parent, const char *name)
{
    auto *l = new QLabel(parent);
    l->setObjectName(QLatin1String(name));
    l->setWordWrap(true);
    l->setTextFormat(Qt::PlainText); // paths and tool messages are shown literally
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

QTableWidgetItem *cell(const QString &text, const QString &toolTip = {})
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (!toolTip.isEmpty())
        item->setToolTip(toolTip);
    return item;
}

} // namespace

KernelsPage::KernelsPage(QWidget *parent)
    : QWidget(parent), m_cacheDir(KernelRegistry::defaultCacheDir()),
      m_job(new KernelJob(m_cacheDir, this))
{
    auto *layout = new QVBoxLayout(this);
    QLabel *intro = plainLabel(this, "kernelsIntro");
    intro->setText(
        tr("The kernel trees rtosbench builds from: a directory is registered where it is; an "
           "archive is unpacked and a tested tag is fetched (shallow git clone, commit checked) "
           "into the kernel cache. A registered tree is used for a kernel when no directory is "
           "set for it under General › Kernel source directories (a directory set there "
           "overrides it). Changes here apply at once, not on OK."));
    layout->addWidget(intro);
    m_cacheLabel = plainLabel(this, "kernelsCacheDir");
    layout->addWidget(m_cacheLabel);

    m_table = new QTableWidget(0, 6, this);
    m_table->setObjectName(QStringLiteral("kernelRegistryTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Kernel"), tr("Name"), tr("Version"), tr("Origin"), tr("Path"), tr("Digest")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(PathColumn, QHeaderView::Stretch);
    layout->addWidget(m_table, 1);

    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Kernel:"), this));
    m_kernel = new QComboBox(this);
    m_kernel->setObjectName(QStringLiteral("kernelCombo"));
    for (const KernelInfo &k : KernelCatalogue::builtIn().kernels())
        if (k.needsTree)
            m_kernel->addItem(k.id == k.name ? k.id : tr("%1 (%2)").arg(k.id, k.name), k.id);
    row->addWidget(m_kernel);
    row->addWidget(new QLabel(tr("Version:"), this));
    m_version = new QLineEdit(this);
    m_version->setObjectName(QStringLiteral("kernelVersionEdit"));
    m_version->setPlaceholderText(tr("from the tree"));
    m_version->setToolTip(
        tr("Register an added tree as this version (like --version of \"kernel add\"): needed "
           "when the tree does not state its version; it must start with what the tree states "
           "(V11.1.0-patched for a V11.1.0 tree)."));
    row->addWidget(m_version);
    row->addStretch(1);
    layout->addLayout(row);

    auto *buttons = new QHBoxLayout;
    auto button = [this, buttons](const char *name, const QString &text, const QString &tip) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(QLatin1String(name));
        b->setToolTip(tip);
        buttons->addWidget(b);
        return b;
    };
    m_addDir = button("kernelAddDirectory", tr("Add directory…"),
                      tr("Register a kernel tree where it is (it is never copied or deleted)"));
    m_addArchive = button("kernelAddArchive", tr("Add archive…"),
                          tr("Unpack a .tar.gz or .zip of a kernel tree into the kernel cache"));
    m_fetch = button("kernelFetch", tr("Fetch…"),
                     tr("Clone a tested tag of the kernel's repository into the kernel cache"));
    m_remove = button("kernelRemove", tr("Remove"),
                      tr("Unregister the selected tree (a tree in the kernel cache is deleted)"));
    buttons->addStretch(1);
    layout->addLayout(buttons);

    auto *busy = new QHBoxLayout;
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("kernelsProgress"));
    m_progress->setRange(0, 0); // busy: tar, git and the digest report no progress
    m_progress->setTextVisible(false);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("kernelsCancel"));
    m_cancel->setToolTip(tr("Stop the unpacking or the clone (nothing is registered)"));
    busy->addWidget(m_progress, 1);
    busy->addWidget(m_cancel);
    layout->addLayout(busy);
    m_status = plainLabel(this, "kernelsStatus");
    m_error = plainLabel(this, "kernelsError");
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #a33; }"));
    layout->addWidget(m_status);
    layout->addWidget(m_error);

    connect(m_addDir, &QPushButton::clicked, this, &KernelsPage::chooseDirectory);
    connect(m_addArchive, &QPushButton::clicked, this, &KernelsPage::chooseArchive);
    connect(m_fetch, &QPushButton::clicked, this, &KernelsPage::chooseTag);
    connect(m_remove, &QPushButton::clicked, this, &KernelsPage::removeSelected);
    connect(m_cancel, &QPushButton::clicked, this, &KernelsPage::cancel);
    connect(m_job, &KernelJob::finished, this, &KernelsPage::onFinished);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        const int r = m_table->currentRow();
        if (r >= 0 && m_table->item(r, IdColumn)) {
            const int i = m_kernel->findData(m_table->item(r, IdColumn)->data(Qt::UserRole));
            if (i >= 0)
                m_kernel->setCurrentIndex(i);
        }
        updateButtons();
    });
    m_kernel->setCurrentIndex(qMax(0, m_kernel->findData(QStringLiteral("freertos"))));
    setBusy(false);
    reload();
}

KernelsPage::~KernelsPage() = default;

QString KernelsPage::currentKernel() const
{
    return m_kernel->currentData().toString();
}

bool KernelsPage::isBusy() const
{
    return m_job->isRunning();
}

void KernelsPage::reload()
{
    KernelRegistry registry(m_cacheDir);
    m_cacheLabel->setText(tr("Kernel cache: %1").arg(registry.cacheDir()));
    QString error;
    if (!registry.load(&error))
        showError(tr("Error: %1").arg(error));
    const QString keepId =
        m_table->currentRow() >= 0 && m_table->item(m_table->currentRow(), 0)
            ? m_table->item(m_table->currentRow(), 0)->data(Qt::UserRole).toString()
            : QString();
    const QSignalBlocker block(m_table);
    m_table->setRowCount(0);
    auto addRow = [this](const KernelInfo &k, const InstalledKernel *e) {
        const int r = m_table->rowCount();
        m_table->insertRow(r);
        auto *id = cell(k.id, tr("%1 · %2 · build: %3").arg(k.name, k.status, k.build));
        id->setData(Qt::UserRole, k.id);
        id->setData(VersionRole, e ? e->version : QString());
        m_table->setItem(r, IdColumn, id);
        m_table->setItem(r, NameColumn, cell(k.name));
        if (!e) {
            m_table->setItem(r, VersionColumn, cell(QStringLiteral("—")));
            m_table->setItem(r, OriginColumn, cell(QString()));
            auto *path = cell(k.needsTree ? tr("not installed") : tr("no tree needed"));
            path->setForeground(QBrush(QColor(0x80, 0x80, 0x80)));
            m_table->setItem(r, PathColumn, path);
            m_table->setItem(r, DigestColumn, cell(QString()));
            return;
        }
        m_table->setItem(r, VersionColumn, cell(e->version));
        const bool inCache = e->origin != QLatin1String("dir");
        auto *origin = cell(e->origin == QLatin1String("dir")       ? tr("directory")
                            : e->origin == QLatin1String("archive") ? tr("archive")
                            : e->origin == QLatin1String("fetch")   ? tr("fetched")
                                                                    : e->origin,
                            tr("from %1").arg(e->source));
        origin->setData(Qt::UserRole, e->origin);
        m_table->setItem(r, OriginColumn, origin);
        const bool present = QFileInfo(e->path).isDir();
        auto *path = cell(present ? QDir::toNativeSeparators(e->path)
                                  : tr("%1 (missing)").arg(QDir::toNativeSeparators(e->path)),
                          inCache ? tr("in the kernel cache") : tr("registered in place"));
        if (!present)
            path->setForeground(QBrush(QColor(0xaa, 0x33, 0x33)));
        m_table->setItem(r, PathColumn, path);
        QString digestTip = tr("SHA-256 %1 over %n file(s)", nullptr, e->files).arg(e->digest);
        if (!e->commit.isEmpty())
            digestTip += QLatin1Char('\n') + tr("git commit %1").arg(e->commit);
        auto *digest = cell(e->digest.left(12), digestTip);
        digest->setData(Qt::UserRole, e->digest);
        m_table->setItem(r, DigestColumn, digest);
    };
    for (const KernelInfo &k : registry.catalogue().kernels()) {
        bool any = false;
        for (const InstalledKernel &e : registry.entries())
            if (e.id == k.id) {
                addRow(k, &e);
                any = true;
            }
        if (!any)
            addRow(k, nullptr);
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(PathColumn, QHeaderView::Stretch);
    if (!keepId.isEmpty())
        selectKernel(keepId);
    updateButtons();
}

bool KernelsPage::selectKernel(const QString &id, const QString &version)
{
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QTableWidgetItem *item = m_table->item(r, IdColumn);
        if (item->data(Qt::UserRole).toString() == id &&
            (version.isEmpty() || item->data(VersionRole).toString() == version)) {
            m_table->selectRow(r);
            m_table->setCurrentCell(r, IdColumn);
            const int i = m_kernel->findData(id);
            if (i >= 0)
                m_kernel->setCurrentIndex(i);
            updateButtons();
            return true;
        }
    }
    return false;
}

void KernelsPage::updateButtons()
{
    const bool busy = m_job->isRunning();
    const bool kernel = !currentKernel().isEmpty();
    for (QWidget *w : {static_cast<QWidget *>(m_addDir), static_cast<QWidget *>(m_addArchive),
                       static_cast<QWidget *>(m_fetch), static_cast<QWidget *>(m_kernel),
                       static_cast<QWidget *>(m_version)})
        w->setEnabled(!busy && kernel);
    const int r = m_table->currentRow();
    const bool installed = r >= 0 && m_table->item(r, IdColumn) &&
                           !m_table->item(r, IdColumn)->data(VersionRole).toString().isEmpty();
    m_remove->setEnabled(!busy && installed);
}

void KernelsPage::setBusy(bool busy, const QString &what)
{
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    m_cancel->setEnabled(busy);
    if (busy) {
        m_error->clear();
        m_error->hide();
        m_status->setText(what);
    }
    updateButtons();
}

void KernelsPage::showError(const QString &text)
{
    m_error->setText(text);
    m_error->setVisible(!text.isEmpty());
}

void KernelsPage::chooseDirectory()
{
    QFileDialog dialog(this, tr("Add a %1 tree (directory)").arg(currentKernel()));
    dialog.setObjectName(QStringLiteral("addKernelDirectoryDialog"));
    dialog.setFileMode(QFileDialog::Directory);
    dialog.setOption(QFileDialog::ShowDirsOnly);
    if (dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty())
        addSource(dialog.selectedFiles().constFirst());
}

void KernelsPage::chooseArchive()
{
    QFileDialog dialog(this, tr("Add a %1 tree (archive)").arg(currentKernel()), QString(),
                       tr("Kernel archives (*.tar.gz *.tgz *.tar.xz *.tar.bz2 *.tar *.zip);;"
                          "All files (*)"));
    dialog.setObjectName(QStringLiteral("addKernelArchiveDialog"));
    dialog.setFileMode(QFileDialog::ExistingFile);
    if (dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty())
        addSource(dialog.selectedFiles().constFirst());
}

void KernelsPage::chooseTag()
{
    const KernelInfo *k = KernelCatalogue::builtIn().find(currentKernel());
    if (!k)
        return;
    QStringList tags;
    for (const KernelTag &t : k->tags)
        if (!t.commit.isEmpty())
            tags << t.tag;
    if (tags.isEmpty()) {
        showError(tr("The catalogue pins no commit for any tested tag of %1, so it cannot be "
                     "fetched: add a directory or an archive instead.")
                      .arg(k->id));
        return;
    }
    KernelRegistry registry(m_cacheDir);
    QInputDialog dialog(this);
    dialog.setObjectName(QStringLiteral("fetchKernelTagDialog"));
    dialog.setWindowTitle(tr("Fetch %1").arg(k->name));
    dialog.setLabelText(tr("Tested tag of %1 to fetch from %2 (a shallow git clone; its commit "
                           "must be the catalogue's):")
                            .arg(k->id, KernelFetcher(registry).urlOf(*k)));
    dialog.setComboBoxItems(tags);
    dialog.setComboBoxEditable(false);
    dialog.setOkButtonText(tr("Fetch"));
    if (dialog.exec() == QDialog::Accepted)
        fetchTag(dialog.textValue());
}

bool KernelsPage::addSource(const QString &path)
{
    const QString id = currentKernel();
    if (!m_job->add(id, path, m_version->text().trimmed()))
        return false;
    m_running = QStringLiteral("add");
    setBusy(true, QFileInfo(path).isDir()
                      ? tr("Adding %1 from %2 (computing its digest)…").arg(id, path)
                      : tr("Unpacking %1 into the kernel cache…").arg(path));
    return true;
}

bool KernelsPage::fetchTag(const QString &tag)
{
    const QString id = currentKernel();
    if (!m_job->fetch(id, tag))
        return false;
    m_running = QStringLiteral("fetch");
    setBusy(true, tr("Fetching %1 %2…").arg(id, tag));
    return true;
}

void KernelsPage::removeSelected()
{
    const int r = m_table->currentRow();
    if (r < 0 || m_job->isRunning())
        return;
    const QString id = m_table->item(r, IdColumn)->data(Qt::UserRole).toString();
    const QString version = m_table->item(r, IdColumn)->data(VersionRole).toString();
    if (version.isEmpty())
        return;
    const bool dir =
        m_table->item(r, OriginColumn)->data(Qt::UserRole).toString() == QLatin1String("dir");
    const QString path = m_table->item(r, PathColumn)->text();
    QMessageBox box(QMessageBox::Question, tr("Remove %1 %2").arg(id, version),
                    dir ? tr("Remove %1 %2 from the kernel registry? The directory %3 is kept.")
                              .arg(id, version, path)
                        : tr("Remove %1 %2 and delete its tree %3 from the kernel cache?")
                              .arg(id, version, path),
                    QMessageBox::Yes | QMessageBox::No, this);
    box.setObjectName(QStringLiteral("removeKernelConfirm"));
    box.setTextFormat(Qt::PlainText);
    box.setDefaultButton(QMessageBox::No);
    if (box.exec() != QMessageBox::Yes)
        return;
    if (!m_job->remove(id, version))
        return;
    m_running = QStringLiteral("remove");
    setBusy(true, tr("Removing %1 %2…").arg(id, version));
}

void KernelsPage::cancel()
{
    if (!m_job->isRunning())
        return;
    m_job->cancel();
    m_cancel->setEnabled(false);
    m_status->setText(tr("Cancelling…"));
}

void KernelsPage::onFinished(const KernelJobResult &result)
{
    const QString what = m_running;
    m_running.clear();
    setBusy(false);
    reload();
    const InstalledKernel &e = result.entry;
    if (!result.ok) {
        m_status->clear();
        showError(result.cancelled ? tr("Cancelled; nothing was registered (%1).").arg(result.error)
                                   : tr("Error: %1").arg(result.error));
        Q_EMIT operationFinished(false);
        return;
    }
    showError(QString());
    QString text;
    if (result.already)
        text = tr("%1 %2 is already installed: %3").arg(e.id, e.version, e.path);
    else if (what == QLatin1String("remove"))
        text = e.origin == QLatin1String("dir")
                   ? tr("Removed %1 %2 from the registry (the directory %3 is kept).")
                         .arg(e.id, e.version, e.path)
                   : tr("Removed %1 %2 and deleted %3.").arg(e.id, e.version, e.path);
    else if (what == QLatin1String("fetch"))
        text = tr("Fetched %1 %2 (commit %3): %4").arg(e.id, e.version, e.commit, e.path);
    else
        text = tr("Added %1 %2: %3").arg(e.id, e.version, e.path);
    if (what != QLatin1String("remove")) {
        // The trees this kernel needs beside its own (µC/OS-III: uc-cpu, uc-lib) still missing.
        KernelRegistry registry(m_cacheDir);
        QString ignored;
        registry.load(&ignored);
        QStringList absent;
        if (const KernelInfo *k = registry.catalogue().find(e.id))
            for (const QString &extra : k->extraTrees)
                if (!registry.find(extra))
                    absent << extra;
        if (!absent.isEmpty())
            text +=
                QLatin1Char('\n') +
                tr("%1 also needs %2: add them too.").arg(e.id, absent.join(QStringLiteral(", ")));
        selectKernel(e.id, e.version);
    }
    m_status->setText(text);
    Q_EMIT operationFinished(true);
}

} // namespace rb
