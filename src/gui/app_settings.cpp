// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/app_settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QSettings>
#include <QThread>

namespace rb {

namespace sk = settingskey;

namespace {
QString kernelKey(const QString &kernel)
{
    return QLatin1String(sk::kernelDirs) + QLatin1Char('/') + kernel;
}
} // namespace

QString AppSettings::defaultExperimentDir()
{
    const QString installed = QCoreApplication::applicationDirPath() +
                              QStringLiteral("/../share/rtosbench/examples/experiments");
    if (QDir(installed).exists())
        return QDir::cleanPath(installed);
    return QStringLiteral(RTOSBENCH_SOURCE_DIR "/examples/experiments");
}

QVariant AppSettings::value(const char *key, const QVariant &fallback)
{
    return QSettings().value(QLatin1String(key), fallback);
}

void AppSettings::setValue(const char *key, const QVariant &v)
{
    QSettings().setValue(QLatin1String(key), v);
}

int AppSettings::defaultJobs()
{
    return qMax(1, QThread::idealThreadCount());
}

QString AppSettings::serialPort() const
{
    return value(sk::serialPort).toString();
}

void AppSettings::setSerialPort(const QString &port)
{
    setValue(sk::serialPort, port);
}

int AppSettings::serialBaud() const
{
    bool ok = false;
    const int baud = value(sk::serialBaud, kDefaultBaud).toInt(&ok);
    return ok && baud > 0 ? baud : kDefaultBaud;
}

void AppSettings::setSerialBaud(int baud)
{
    setValue(sk::serialBaud, baud > 0 ? baud : kDefaultBaud);
}

QString AppSettings::openOcdProgram() const
{
    return value(sk::openOcd).toString();
}

void AppSettings::setOpenOcdProgram(const QString &program)
{
    setValue(sk::openOcd, program);
}

QString AppSettings::qemuProgram() const
{
    return value(sk::qemu).toString();
}

void AppSettings::setQemuProgram(const QString &program)
{
    setValue(sk::qemu, program);
}

QString AppSettings::probeInterface() const
{
    const QString p = value(sk::probeInterface).toString();
    return p.isEmpty() ? defaultProbe() : p;
}

void AppSettings::setProbeInterface(const QString &probe)
{
    setValue(sk::probeInterface, probe);
}

QString AppSettings::probeTarget() const
{
    const QString t = value(sk::probeTarget).toString();
    return t.isEmpty() ? defaultTarget() : t;
}

void AppSettings::setProbeTarget(const QString &target)
{
    setValue(sk::probeTarget, target);
}

int AppSettings::runJobs() const
{
    return qMax(1, value(sk::runJobs, defaultJobs()).toInt());
}

QString AppSettings::kernelDir(const QString &kernel) const
{
    return QSettings().value(kernelKey(kernel)).toString();
}

void AppSettings::setKernelDir(const QString &kernel, const QString &dir)
{
    QSettings().setValue(kernelKey(kernel), dir);
}

void AppSettings::removeKernelDir(const QString &kernel)
{
    QSettings().remove(kernelKey(kernel));
}

QMap<QString, QString> AppSettings::kernelDirs() const
{
    QSettings s;
    QMap<QString, QString> dirs;
    s.beginGroup(QLatin1String(sk::kernelDirs));
    for (const QString &k : s.childKeys())
        if (const QString dir = s.value(k).toString(); !dir.isEmpty())
            dirs.insert(k, dir);
    s.endGroup();
    return dirs;
}

BoardSettings AppSettings::boardSettings() const
{
    BoardSettings b;
    auto orDefault = [](const QString &v, const QString &fallback) {
        return v.isEmpty() ? fallback : v;
    };
    b.qemuProgram = orDefault(qemuProgram(), b.qemuProgram);
    b.openOcdProgram = orDefault(openOcdProgram(), b.openOcdProgram);
    // The probe and target as saved; unset ones keep the board's own defaults.
    b.probe = orDefault(value(sk::probeInterface).toString(), b.probe);
    b.target = orDefault(value(sk::probeTarget).toString(), b.target);
    b.serialPort = serialPort();
    b.baud = serialBaud();
    return b;
}

QString AppSettings::language() const
{
    const QString l = value(sk::language).toString();
    return l.isEmpty() ? defaultLanguage() : l;
}

void AppSettings::setLanguage(const QString &language)
{
    setValue(sk::language, language);
}

QString AppSettings::uiLanguage() const
{
    const QString l = language();
    const QString name = l == QLatin1String("system") ? QLocale().name() : QLocale(l).name();
    return name.startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : name;
}

QString AppSettings::reportLanguage() const
{
    // "system" is the locale the UI started in.
    const QString l = language();
    const QString locale = l == QLatin1String("system") ? QLocale().name() : l;
    return locale.startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

QString AppSettings::units() const
{
    const QString u = value(sk::units).toString();
    return u.isEmpty() ? defaultUnits() : u;
}

void AppSettings::setUnits(const QString &units)
{
    setValue(sk::units, units);
}

void AppSettings::removeUnits()
{
    QSettings().remove(QLatin1String(sk::units));
}

bool AppSettings::hasUnits() const
{
    return QSettings().contains(QLatin1String(sk::units));
}

QString AppSettings::board() const
{
    return value(sk::board).toString();
}

void AppSettings::setBoard(const QString &board)
{
    setValue(sk::board, board);
}

QString AppSettings::experimentDir() const
{
    const QString d = value(sk::experimentDir).toString();
    return d.isEmpty() ? defaultExperimentDir() : d;
}

void AppSettings::setExperimentDir(const QString &dir)
{
    setValue(sk::experimentDir, dir);
}

QString AppSettings::sharedDatabaseUrl() const
{
    return value(sk::sharedDatabaseUrl).toString();
}

void AppSettings::setSharedDatabaseUrl(const QString &url)
{
    setValue(sk::sharedDatabaseUrl, url);
}

QString AppSettings::classroomStudent() const
{
    return value(sk::classroomStudent).toString().trimmed();
}

void AppSettings::setClassroomStudent(const QString &name)
{
    setValue(sk::classroomStudent, name.trimmed());
}

QString AppSettings::classroomClass() const
{
    return value(sk::classroomClass).toString().trimmed();
}

void AppSettings::setClassroomClass(const QString &name)
{
    setValue(sk::classroomClass, name.trimmed());
}

QByteArray AppSettings::windowGeometry() const
{
    return value(sk::windowGeometry).toByteArray();
}

QByteArray AppSettings::windowState() const
{
    return value(sk::windowState).toByteArray();
}

int AppSettings::windowTab() const
{
    return value(sk::windowTab, 0).toInt();
}

void AppSettings::setWindow(const QByteArray &geometry, const QByteArray &state, int tab)
{
    setValue(sk::windowGeometry, geometry);
    setValue(sk::windowState, state);
    setValue(sk::windowTab, tab);
}

} // namespace rb
