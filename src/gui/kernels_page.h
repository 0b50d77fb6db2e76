// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace rb {

class KernelJob;
struct KernelJobResult;

// Settings › Kernels: the catalogue's kernels with the trees of the kernel registry (id, name,
// version, origin, path, shortened digest), and Add directory…, Add archive…, Fetch… (a tested
// catalogue tag) and Remove (after a confirmation). Each operation runs on a worker thread
// (KernelJob) with a busy indicator and Cancel; errors are shown in the page. Changes apply at
// once (not on the dialog's OK). A registered tree is used for a kernel when the General page's
// "Kernel source directories" has no directory for it. See docs/kernels.md.
class KernelsPage : public QWidget {
    Q_OBJECT
public:
    explicit KernelsPage(QWidget *parent = nullptr);
    ~KernelsPage() override;

    QString cacheDir() const { return m_cacheDir; }
    // The kernel the buttons act on (the selected row's, or the one chosen in the combo box).
    QString currentKernel() const;
    bool selectKernel(const QString &id, const QString &version = {});
    bool isBusy() const;

    // Registers a directory or unpacks an archive for currentKernel() (what the Add buttons do
    // after their file dialog); false when an operation is already running.
    bool addSource(const QString &path);
    // Fetches a tag of currentKernel() (what Fetch… does after its dialog).
    bool fetchTag(const QString &tag);
    // Asks for confirmation, then removes the selected installed tree.
    void removeSelected();
    void cancel();
    // Re-reads the registry into the table.
    void reload();

    QTableWidget *table() const { return m_table; }
    QLabel *errorLabel() const { return m_error; }
    QLabel *statusLabel() const { return m_status; }

Q_SIGNALS:
    // An operation ended (the table is already reloaded).
    void operationFinished(bool ok);

private:
    void chooseDirectory();
    void chooseArchive();
    void chooseTag();
    void onFinished(const KernelJobResult &result);
    void setBusy(bool busy, const QString &what = {});
    void showError(const QString &text);
    void updateButtons();

    QString m_cacheDir;
    KernelJob *m_job;
    QString m_running; // what the running operation does ("add", "fetch", "remove")

    QLabel *m_cacheLabel;
    QTableWidget *m_table;
    QComboBox *m_kernel;
    QLineEdit *m_version;
    QPushButton *m_addDir;
    QPushButton *m_addArchive;
    QPushButton *m_fetch;
    QPushButton *m_remove;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QLabel *m_status;
    QLabel *m_error;
};

} // namespace rb
