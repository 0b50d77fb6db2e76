// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/lava_server.h"

#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <QTimer>

#include <algorithm>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::LavaServer)
};
constexpr qint64 kMaxBody = qint64(1) << 30; // a log of more than 1 GiB is refused
} // namespace

std::optional<LavaServer> LavaServer::make(const QString &url, const QString &token, QString *error)
{
    const QUrl u(url, QUrl::StrictMode);
    const bool web = u.scheme() == QLatin1String("http") || u.scheme() == QLatin1String("https");
    if (!u.isValid() || !web || u.host().isEmpty() || !u.userInfo().isEmpty() || u.hasQuery() ||
        u.hasFragment()) {
        setError(error,
                 Tr::tr("the LAVA server must be an http(s)://host[:port][/path] URL without "
                        "user, query or fragment"));
        return std::nullopt;
    }
    static const QRegularExpression tokenRe(QStringLiteral("^[A-Za-z0-9._~+/=-]{1,512}$"));
    if (!tokenRe.match(token).hasMatch()) {
        setError(error, Tr::tr("the token file must hold one token (letters, digits, ._~+/=-) and "
                               "nothing else"));
        return std::nullopt;
    }
    LavaServer s;
    s.m_base = u;
    if (!s.m_base.path().endsWith(QLatin1Char('/')))
        s.m_base.setPath(s.m_base.path() + QLatin1Char('/'));
    s.m_token = token.toLatin1();
    return s;
}

std::optional<QByteArray> LavaServer::get(const QString &path, QString *error) const
{
    QNetworkAccessManager nam;
    QNetworkRequest req(m_base.resolved(QUrl(path)));
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                     QNetworkRequest::ManualRedirectPolicy);
    req.setRawHeader("Authorization", "Token " + m_token);
    req.setRawHeader("Accept", "application/json, application/yaml");
    QNetworkReply *reply = nam.get(req);
    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    QObject::connect(&timer, &QTimer::timeout, reply, &QNetworkReply::abort);
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QObject::connect(reply, &QNetworkReply::downloadProgress, reply, [reply](qint64 got, qint64) {
        if (got > kMaxBody)
            reply->abort();
    });
    timer.start(timeoutMs);
    loop.exec();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString shown = req.url().toDisplayString();
    std::optional<QByteArray> body;
    if (reply->error() == QNetworkReply::NoError && status == 200)
        body = reply->readAll();
    else if (status >= 300 && status < 400)
        setError(error,
                 Tr::tr("%1 answered with a redirect (HTTP %2): not followed, the token goes to "
                        "the server given only")
                     .arg(shown)
                     .arg(status));
    else if (status != 0)
        setError(error, Tr::tr("%1 answered HTTP %2").arg(shown).arg(status));
    else
        setError(error,
                 Tr::tr("%1: %2").arg(shown, timer.isActive() ? reply->errorString()
                                                              : Tr::tr("no answer in time")));
    reply->deleteLater();
    return body;
}

std::optional<LavaServer::Job> LavaServer::job(qint64 id, QString *error) const
{
    const auto body = get(QStringLiteral("api/v0.2/jobs/%1/").arg(id), error);
    if (!body)
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(*body).object();
    if (!o.value(QLatin1String("definition")).isString()) {
        setError(error, Tr::tr("job %1: the server's answer is not a LAVA job").arg(id));
        return std::nullopt;
    }
    Job j;
    // What was submitted: "definition" is lava-server's yaml.dump of it (keys sorted, strings
    // quoted otherwise), which need not keep rtosbench's metadata as `lava jobs` wrote it.
    const QJsonValue original = o.value(QLatin1String("original_definition"));
    j.definition = original.isString() && !original.toString().isEmpty()
                       ? original.toString()
                       : o.value(QLatin1String("definition")).toString();
    j.actualDevice = o.value(QLatin1String("actual_device")).toString();
    j.state = o.value(QLatin1String("state")).toString();
    j.health = o.value(QLatin1String("health")).toString();
    return j;
}

std::optional<QByteArray> LavaServer::logs(qint64 id, QString *error) const
{
    return get(QStringLiteral("api/v0.2/jobs/%1/logs/").arg(id), error);
}

std::optional<QString> LavaServer::workerOf(const QString &device, QString *error) const
{
    const auto body = get(QStringLiteral("api/v0.2/devices/%1/")
                              .arg(QString::fromLatin1(QUrl::toPercentEncoding(device))),
                          error);
    if (!body)
        return std::nullopt;
    return QJsonDocument::fromJson(*body).object().value(QLatin1String("worker_host")).toString();
}

std::optional<std::vector<qint64>> LavaServer::jobsOfPlan(const QString &planId,
                                                          QString *error) const
{
    static const QRegularExpression planRe(QStringLiteral("^[0-9a-f]{16}$"));
    if (!planRe.match(planId).hasMatch()) {
        setError(error, Tr::tr("a plan id is 16 hexadecimal digits"));
        return std::nullopt;
    }
    // The job name `lava jobs` writes (LavaJob::definition): "rtosbench PLAN #N: label".
    const QString prefix = QStringLiteral("rtosbench %1 #").arg(planId);
    const QByteArray name = QUrl::toPercentEncoding(prefix);
    constexpr int kPage = 100;
    constexpr qint64 kMaxJobs = 100000;
    std::vector<qint64> ids;
    for (qint64 offset = 0;; offset += kPage) {
        const auto body = get(QStringLiteral("api/v0.2/jobs/?description__startswith=%1&ordering="
                                             "id&limit=%2&offset=%3")
                                  .arg(QString::fromLatin1(name))
                                  .arg(kPage)
                                  .arg(offset),
                              error);
        if (!body)
            return std::nullopt;
        const QJsonObject o = QJsonDocument::fromJson(*body).object();
        const QJsonValue results = o.value(QLatin1String("results"));
        if (!results.isArray() || !o.value(QLatin1String("count")).isDouble()) {
            setError(error, Tr::tr("the server's job list is not a LAVA job list"));
            return std::nullopt;
        }
        const qint64 count = qint64(o.value(QLatin1String("count")).toDouble());
        for (const QJsonValue &job : results.toArray()) {
            const QJsonValue id = job.toObject().value(QLatin1String("id"));
            if (!id.isDouble() || id.toDouble() < 1) {
                setError(error, Tr::tr("the server's job list names a job without an id"));
                return std::nullopt;
            }
            // A server that ignores the filter (django-filter drops unknown ones) lists others.
            if (job.toObject().value(QLatin1String("description")).toString().startsWith(prefix))
                ids.push_back(qint64(id.toDouble()));
        }
        if (count > kMaxJobs) {
            setError(error, Tr::tr("the server lists %1 jobs for the plan, more than %2")
                                .arg(count)
                                .arg(kMaxJobs));
            return std::nullopt;
        }
        if (results.toArray().isEmpty() || offset + kPage >= count)
            break;
    }
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return ids;
}

QString LavaServer::identity() const
{
    QUrl u = m_base.adjusted(QUrl::NormalizePathSegments);
    if ((u.scheme() == QLatin1String("http") && u.port() == 80) ||
        (u.scheme() == QLatin1String("https") && u.port() == 443))
        u.setPort(-1);
    return u.toString(QUrl::FullyEncoded);
}

} // namespace rb
