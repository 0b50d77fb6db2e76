// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/kernels/installed_kernel.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

class QThread;

namespace rb {

class KernelRegistry;

// What one registry operation of the Kernels page gave.
struct KernelJobResult {
    bool ok = false;
    bool already = false;   // add/fetch: that tree was installed already (nothing changed)
    bool cancelled = false; // it failed after Cancel was asked for
    QString error;
    InstalledKernel entry; // added, fetched or removed
};

// Runs one kernel-registry operation (add a directory or archive, fetch, remove) on a worker
// thread with its own KernelRegistry, so the window never waits for tar, git or the tree
// digest. cancel() kills the tar/unzip/git it runs (ToolProcess::CancelScope); the digest of a
// tree and the registry's index update are not interrupted. One operation at a time.
class KernelJob : public QObject {
    Q_OBJECT
public:
    explicit KernelJob(QString cacheDir, QObject *parent = nullptr);
    // Cancels a running operation and waits for its thread.
    ~KernelJob() override;

    bool isRunning() const { return m_thread != nullptr; }
    // Each starts the operation and returns true, or false when one is already running.
    bool add(const QString &id, const QString &source, const QString &version);
    bool fetch(const QString &id, const QString &tag);
    bool remove(const QString &id, const QString &version);
    void cancel();

Q_SIGNALS:
    void finished(const rb::KernelJobResult &result);

private:
    bool start(std::function<KernelJobResult(KernelRegistry &)> work);

    QString m_cacheDir;
    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancel;
};

} // namespace rb
