// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/board.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QVariant>

namespace rb {

// The GUI's settings, typed (issue 33 item 3, in the spirit of qBittorrent's Preferences):
// every key and its default is here and nowhere else; the GUI reads and writes settings only
// through AppSettings. Stored with QSettings (organisation and application "rtosbench"); the
// key strings are those earlier versions saved, so a user's settings stay readable.
namespace settingskey {
inline constexpr char serialPort[] = "serial/port";
inline constexpr char serialBaud[] = "serial/baud";
inline constexpr char openOcd[] = "tools/openocd";
inline constexpr char qemu[] = "tools/qemu";
inline constexpr char probeInterface[] = "probe/interface";
inline constexpr char probeTarget[] = "probe/target";
inline constexpr char runJobs[] = "run/jobs";
inline constexpr char kernelDirs[] = "kernel_dirs"; // group: kernel_dirs/<kernel id>
inline constexpr char language[] = "language";      // zh_CN | en | system
inline constexpr char units[] = "units";            // cycles | us | native
inline constexpr char board[] = "board";            // the toolbar's board id
inline constexpr char experimentDir[] = "experiment/dir";
inline constexpr char sharedDatabaseUrl[] = "database/sharedUrl";
// Classroom (issue 39): the same keys as core/lab/class_session.h (classkey), read by the CLI too.
inline constexpr char classroomStudent[] = "classroom/student";
inline constexpr char classroomClass[] = "classroom/class";
inline constexpr char windowGeometry[] = "window/geometry";
inline constexpr char windowState[] = "window/state";
inline constexpr char windowTab[] = "window/tab";
} // namespace settingskey

class AppSettings {
public:
    // Defaults. Tool programs default to "" (= the name found on PATH, BoardSettings').
    static constexpr int kDefaultBaud = 115200;
    static QString defaultProbe() { return QStringLiteral("cmsis-dap"); }
    static QString defaultTarget() { return QStringLiteral("stm32f1x"); }
    static QString defaultLanguage() { return QStringLiteral("system"); }
    static QString defaultUnits() { return QStringLiteral("cycles"); }
    static int defaultJobs();              // one QEMU a core
    static QString defaultExperimentDir(); // the installed (or source) examples/experiments

    // Hardware and tools (Settings › General).
    QString serialPort() const;
    void setSerialPort(const QString &port);
    int serialBaud() const; // a positive number; the default when unset or invalid
    void setSerialBaud(int baud);
    QString openOcdProgram() const; // "" = openocd on PATH
    void setOpenOcdProgram(const QString &program);
    QString qemuProgram() const; // "" = qemu-system-arm on PATH
    void setQemuProgram(const QString &program);
    QString probeInterface() const;
    void setProbeInterface(const QString &probe);
    QString probeTarget() const;
    void setProbeTarget(const QString &target);
    int runJobs() const; // at least 1
    QString kernelDir(const QString &kernel) const;
    void setKernelDir(const QString &kernel, const QString &dir);
    void removeKernelDir(const QString &kernel);
    QMap<QString, QString> kernelDirs() const; // the non-empty ones
    // What a run's boards get: the programs, probe, target, port and baud above, each empty
    // one left at BoardSettings' default.
    BoardSettings boardSettings() const;

    // Appearance.
    QString language() const;
    void setLanguage(const QString &language);
    // The language of the UI texts the application picks: zh_CN, else the locale's name for
    // "system", else the setting (as src/app/main.cpp loads the translation).
    QString uiLanguage() const;
    // The report's language: zh_CN or en.
    QString reportLanguage() const;
    QString units() const;
    void setUnits(const QString &units);
    void removeUnits();
    bool hasUnits() const;

    // Remembered places and window state.
    QString board() const; // "" = none saved
    void setBoard(const QString &board);
    QString experimentDir() const; // the examples folder when unset
    void setExperimentDir(const QString &dir);
    QString sharedDatabaseUrl() const;
    void setSharedDatabaseUrl(const QString &url);
    // Who runs the labs (Settings › Classroom): recorded as run tags student:/class: ("" = none).
    QString classroomStudent() const;
    void setClassroomStudent(const QString &name);
    QString classroomClass() const;
    void setClassroomClass(const QString &name);
    QByteArray windowGeometry() const;
    QByteArray windowState() const;
    int windowTab() const;
    void setWindow(const QByteArray &geometry, const QByteArray &state, int tab);

private:
    static QVariant value(const char *key, const QVariant &fallback = {});
    static void setValue(const char *key, const QVariant &v);
};

} // namespace rb
