// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QUrl>

#include <optional>
#include <vector>

namespace rb {

// A LAVA server's REST API, version 0.2 (lava-server 2023.01, lava_rest_app): what `lava
// collect --server` reads of a finished job. The token goes in "Authorization: Token ..." to
// that server only: redirects are refused, not followed. docs/board-farm.md.
class LavaServer {
public:
    // url: http(s)://host[:port][/prefix]; token: the secret of an API token. nullopt with
    // *error for a URL that is not http(s) or carries user info, or a token with whitespace.
    static std::optional<LavaServer> make(const QString &url, const QString &token, QString *error);

    struct Job {
        // The job definition as submitted (original_definition): lava-server's "definition" is
        // the same YAML loaded and dumped again (keys sorted, other quoting), used only when a
        // server names no original_definition.
        QString definition;
        QString actualDevice; // the device that ran it ("" before it was scheduled)
        QString state;        // Submitted | Scheduling | Scheduled | Running | Canceling | Finished
        QString health;       // Unknown | Complete | Incomplete | Canceled
    };
    // GET /api/v0.2/jobs/ID/
    std::optional<Job> job(qint64 id, QString *error) const;
    // GET /api/v0.2/jobs/ID/logs/: the job's log (output.yaml)
    std::optional<QByteArray> logs(qint64 id, QString *error) const;
    // GET /api/v0.2/devices/NAME/: the worker (dispatcher) the device is attached to
    std::optional<QString> workerOf(const QString &device, QString *error) const;
    // The ids (ascending) of the jobs whose name `lava jobs` gave for the plan ("rtosbench
    // PLAN #N: ..."): GET /api/v0.2/jobs/?description__startswith=...&ordering=id, page by page
    // (limit/offset; the server's "next" links are not followed). planId: 16 hex digits.
    std::optional<std::vector<qint64>> jobsOfPlan(const QString &planId, QString *error) const;
    // The server as a job's identity names it: the URL given, normalised (scheme and host in
    // lower case, no default port, one trailing '/'), e.g. "https://lava.example/".
    QString identity() const;

    int timeoutMs = 60000;

private:
    std::optional<QByteArray> get(const QString &path, QString *error) const;
    QUrl m_base;
    QByteArray m_token;
};

} // namespace rb
