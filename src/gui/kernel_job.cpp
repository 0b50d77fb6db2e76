// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/kernel_job.h"

#include "core/kernels/kernel_fetcher.h"
#include "core/kernels/kernel_registry.h"
#include "core/process/tool_process.h"

#include <QThread>

namespace rb {

KernelJob::KernelJob(QString cacheDir, QObject *parent)
    : QObject(parent), m_cacheDir(std::move(cacheDir))
{}

KernelJob::~KernelJob()
{
    if (m_thread) {
        cancel();
        m_thread->wait();
        delete m_thread;
    }
}

bool KernelJob::start(std::function<KernelJobResult(KernelRegistry &)> work)
{
    if (m_thread)
        return false;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    auto result = std::make_shared<KernelJobResult>();
    m_thread =
        QThread::create([cacheDir = m_cacheDir, work = std::move(work), cancel = m_cancel, result] {
            const ToolProcess::CancelScope scope(cancel.get());
            KernelRegistry registry(cacheDir);
            *result = work(registry);
            result->cancelled = !result->ok && cancel->load();
        });
    // finished() is emitted by the worker; the slot runs in this object's (the GUI) thread.
    connect(m_thread, &QThread::finished, this, [this, result] {
        m_thread->deleteLater();
        m_thread = nullptr;
        Q_EMIT finished(*result);
    });
    m_thread->start();
    return true;
}

bool KernelJob::add(const QString &id, const QString &source, const QString &version)
{
    return start([id, source, version](KernelRegistry &registry) {
        KernelJobResult r;
        if (auto e = registry.add(id, source, version, &r.error, &r.already)) {
            r.ok = true;
            r.entry = *e;
        }
        return r;
    });
}

bool KernelJob::fetch(const QString &id, const QString &tag)
{
    return start([id, tag](KernelRegistry &registry) {
        KernelJobResult r;
        KernelFetcher fetcher(registry);
        if (auto e = fetcher.fetch(id, tag, &r.error, &r.already)) {
            r.ok = true;
            r.entry = *e;
        }
        return r;
    });
}

bool KernelJob::remove(const QString &id, const QString &version)
{
    return start([id, version](KernelRegistry &registry) {
        KernelJobResult r;
        r.ok = registry.remove(id, version, &r.error, &r.entry);
        return r;
    });
}

void KernelJob::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

} // namespace rb
