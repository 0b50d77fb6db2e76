// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/experiment/experiment_trust.h"

#include "core/util/set_error.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace rb {

namespace {

QJsonObject readStore(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

// An argument as a shell would need it quoted, so the user reads exactly one argument.
QString quoted(const QString &arg)
{
    static const QString plain = QStringLiteral(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./=:{}@%+,");
    bool simple = !arg.isEmpty();
    for (const QChar c : arg)
        simple = simple && plain.contains(c);
    if (simple)
        return arg;
    QString q = arg;
    q.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + q + QLatin1Char('\'');
}

} // namespace

ExperimentTrust::ExperimentTrust(QString storePath) : m_path(std::move(storePath)) {}

QString ExperimentTrust::defaultStorePath()
{
    const QString env = qEnvironmentVariable("RTOSBENCH_TRUST_FILE");
    if (!env.isEmpty())
        return env;
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
           QStringLiteral("/rtosbench/trusted_experiments.json");
}

QString ExperimentTrust::digestOf(const QByteArray &fileContent)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(fileContent, QCryptographicHash::Sha256).toHex());
}

bool ExperimentTrust::runsCommands(const Experiment &e)
{
    for (const ExternalBuild &b : e.externalBuilds)
        if (!b.command.isEmpty())
            return true;
    return false;
}

QStringList ExperimentTrust::describeCommands(const Experiment &e)
{
    QStringList out;
    for (auto it = e.externalBuilds.cbegin(); it != e.externalBuilds.cend(); ++it) {
        const ExternalBuild &b = it.value();
        QStringList args;
        for (const QString &a : b.command)
            args << quoted(a);
        out << tr("kernel %1: runs %2").arg(it.key(), args.join(QLatin1Char(' ')));
        const QString dir = b.workingDir.isEmpty() ? b.experimentDir
                            : QDir::isRelativePath(b.workingDir)
                                ? QDir(b.experimentDir).filePath(b.workingDir)
                                : b.workingDir;
        out << tr("  in the directory %1")
                   .arg(dir.isEmpty() ? tr("(the firmware build directory)") : dir);
        out << tr("  and flashes or starts the ELF %1").arg(b.elf);
    }
    return out;
}

bool ExperimentTrust::isTrusted(const QString &digest) const
{
    return !digest.isEmpty() && readStore(m_path).contains(digest);
}

bool ExperimentTrust::trust(const QString &digest, const QString &file, QString *error)
{
    QJsonObject store = readStore(m_path);
    store.insert(digest, QJsonObject{{QStringLiteral("file"), QFileInfo(file).absoluteFilePath()},
                                     {QStringLiteral("trusted_at"),
                                      QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}});
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile f(m_path);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(store).toJson()) < 0 ||
        !f.commit()) {
        return setError(error,
                        tr("cannot record the trust in %1: %2").arg(m_path, f.errorString()));
    }
    return true;
}

} // namespace rb
