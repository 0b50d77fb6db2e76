// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/capture_import.h"

#include "core/protocol/capture_assembler.h"
#include "core/store/run_store.h"

namespace rb {

CaptureImport::CaptureImport(Configuration requested) : m_requested(std::move(requested))
{
    startRun();
}

CaptureImport::~CaptureImport() = default;

void CaptureImport::startRun()
{
    m_assembler = std::make_unique<CaptureAssembler>();
    m_assembler->setRequested(m_requested);
    m_assembler->setSplitRuns(true);
}

void CaptureImport::feed(QByteArrayView chunk)
{
    m_bytes += chunk.size();
    m_assembler->feed(chunk);
    while (m_assembler->hasNextRun()) {
        const QByteArray rest = m_assembler->takeNextRun();
        m_runs.push_back(m_assembler->finish());
        startRun();
        m_assembler->feed(rest);
    }
}

std::vector<Run> CaptureImport::finish()
{
    m_runs.push_back(m_assembler->finish());
    return std::move(m_runs);
}

bool CaptureImport::store(RunStore &store, std::vector<Run> &runs, QString *error, bool keepUids)
{
    if (runs.size() == 1 && !store.path().startsWith(QLatin1String("postgresql:")))
        return store.saveRunReleasingSamples(runs.front(), error, keepUids);
    return store.saveRuns(runs, error, keepUids);
}

} // namespace rb
