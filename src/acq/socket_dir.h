// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace rb {

// The private directory of a virtual-board run's UART socket (issue 31: every run killed with
// SIGKILL left /tmp/rtosbench-XXXXXX/uart.sock behind). Stale-lock style:
// QDir::tempPath()/rtosbench-qemu-XXXXXX (mode 0700) holds `owner` ("PID START\n": this
// process's id and its start time from /proc/PID/stat, so a reused id is not taken for it) and,
// once QEMU runs, `child` (QEMU's). The destructor removes the directory; a directory left by a
// killed run is removed by the next run's constructor, when neither its owner nor its child is
// alive. A directory of a live process, one without a readable `owner`, one that is not ours
// (another user's) or a symbolic link is never touched.
class SocketDir {
public:
    SocketDir(); // removes stale directories first, then creates its own
    ~SocketDir();
    SocketDir(const SocketDir &) = delete;
    SocketDir &operator=(const SocketDir &) = delete;

    bool isValid() const { return m_valid; }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }
    // Records QEMU's process id, so a killed CLI's still running QEMU keeps its directory.
    void setChild(qint64 pid);

    static constexpr const char *kPrefix = "rtosbench-qemu-";
    // Removes the stale socket directories under tempDir (see above); returns their paths.
    static QStringList removeStale(const QString &tempDir);
    // "PID START" of a running process (START: field 22 of /proc/PID/stat, empty when unknown).
    static QString identity(qint64 pid);
    // True when the process of an `owner`/`child` line ("PID START") still runs: the id exists
    // and, when both start times are known, they are equal.
    static bool alive(const QString &identityLine);

private:
    QTemporaryDir m_dir;
    bool m_valid = false;
};

} // namespace rb
