// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QUrl>

#include <optional>

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
        QString definition;   // the job definition as submitted (YAML)
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

    int timeoutMs = 60000;

private:
    std::optional<QByteArray> get(const QString &path, QString *error) const;
    QUrl m_base;
    QByteArray m_token;
};

} // namespace rb
