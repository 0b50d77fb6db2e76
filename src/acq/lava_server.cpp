// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/lava_server.h"

#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <QTimer>

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
    j.definition = o.value(QLatin1String("definition")).toString();
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

} // namespace rb
