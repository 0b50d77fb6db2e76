// SPDX-License-Identifier: GPL-3.0-or-later
// Does the WAL beside a SQLite file belong to it (issue 31)? The formats are SQLite's
// (https://www.sqlite.org/fileformat2.html, "The Write-Ahead Log" and "The Database Header").
#include "core/store/wal_check.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QThread>

#include <array>

namespace rb::walcheck {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::RunStore)
};

constexpr quint32 walMagicLittle = 0x377f0682; // checksums over little-endian words
constexpr quint32 walMagicBig = 0x377f0683;    // checksums over big-endian words
constexpr quint32 walVersion = 3007000;
constexpr int walHeaderSize = 32;
constexpr int frameHeaderSize = 24;
constexpr int dbHeaderSize = 100;

quint32 be32(const char *p)
{
    const auto *u = reinterpret_cast<const unsigned char *>(p);
    return (quint32(u[0]) << 24) | (quint32(u[1]) << 16) | (quint32(u[2]) << 8) | quint32(u[3]);
}

quint32 word(const char *p, bool bigEndian)
{
    if (bigEndian)
        return be32(p);
    const auto *u = reinterpret_cast<const unsigned char *>(p);
    return (quint32(u[3]) << 24) | (quint32(u[2]) << 16) | (quint32(u[1]) << 8) | quint32(u[0]);
}

// SQLite's walChecksumBytes: over pairs of 32-bit words, continuing from sum (n is a multiple
// of 8).
void checksum(const char *data, int n, bool bigEndian, std::array<quint32, 2> &sum)
{
    quint32 s1 = sum[0];
    quint32 s2 = sum[1];
    for (int i = 0; i + 8 <= n; i += 8) {
        s1 += word(data + i, bigEndian) + s2;
        s2 += word(data + i + 4, bigEndian) + s1;
    }
    sum = {s1, s2};
}

bool validPageSize(quint32 size)
{
    return size >= 512 && size <= 65536 && (size & (size - 1)) == 0;
}

// The page size of a database header (offset 16, big-endian; 1 means 65536).
quint32 dbPageSize(const QByteArray &header)
{
    const auto *u = reinterpret_cast<const unsigned char *>(header.constData());
    const quint32 v = (quint32(u[16]) << 8) | quint32(u[17]);
    return v == 1 ? 65536 : v;
}

// The files this process has open through SQLite.
QMutex &registryMutex()
{
    static QMutex m;
    return m;
}

QHash<QString, int> &registry()
{
    static QHash<QString, int> r;
    return r;
}

QString key(const QString &dbPath)
{
    const QFileInfo fi(dbPath);
    const QString canonical = fi.canonicalFilePath();
    return canonical.isEmpty() ? fi.absoluteFilePath() : canonical;
}

bool openHere(const QString &dbPath)
{
    QMutexLocker lock(&registryMutex());
    return registry().value(key(dbPath)) > 0;
}

// The first page of the database file as it is on disk (empty when the file is shorter than its
// header or has no valid page size).
QByteArray readPageOne(const QString &dbPath)
{
    QFile f(dbPath);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray header = f.read(dbHeaderSize);
    if (header.size() < dbHeaderSize || !header.startsWith("SQLite format 3"))
        return {};
    const quint32 size = dbPageSize(header);
    if (!validPageSize(size))
        return {};
    f.seek(0);
    return f.read(size);
}

} // namespace

WalContent readWal(const QString &walPath)
{
    WalContent wal;
    QFile f(walPath);
    wal.exists = f.exists();
    if (!f.open(QIODevice::ReadOnly))
        return wal;
    const QByteArray header = f.read(walHeaderSize);
    if (header.size() < walHeaderSize)
        return wal;
    const quint32 magic = be32(header.constData());
    if (magic != walMagicLittle && magic != walMagicBig)
        return wal;
    const bool bigEndian = magic == walMagicBig;
    const quint32 pageSize = be32(header.constData() + 8);
    if (be32(header.constData() + 4) != walVersion || !validPageSize(pageSize))
        return wal;
    std::array<quint32, 2> sum{0, 0};
    checksum(header.constData(), 24, bigEndian, sum);
    if (sum[0] != be32(header.constData() + 24) || sum[1] != be32(header.constData() + 28))
        return wal;
    wal.validHeader = true;
    wal.pageSize = pageSize;
    const QByteArray salts = header.mid(16, 8);
    std::vector<QByteArray> pageOne; // page 1 frames since the last commit frame seen
    int frames = 0;
    for (;;) {
        const QByteArray frame = f.read(frameHeaderSize + qint64(pageSize));
        if (frame.size() < frameHeaderSize + qint64(pageSize))
            break;
        const quint32 pgno = be32(frame.constData());
        if (pgno == 0 || frame.mid(8, 8) != salts)
            break;
        checksum(frame.constData(), 8, bigEndian, sum);
        checksum(frame.constData() + frameHeaderSize, int(pageSize), bigEndian, sum);
        if (sum[0] != be32(frame.constData() + 16) || sum[1] != be32(frame.constData() + 20))
            break;
        ++frames;
        if (pgno == 1)
            pageOne.push_back(frame.mid(frameHeaderSize));
        if (be32(frame.constData() + 4) != 0) { // a commit frame: everything so far counts
            wal.committedFrames = frames;
            for (auto &p : pageOne)
                wal.pageOneFrames.push_back(std::move(p));
            pageOne.clear();
        }
    }
    return wal;
}

std::optional<QString> mismatch(const WalContent &wal, const QByteArray &dbPageOne)
{
    if (!wal.validHeader || wal.committedFrames == 0 || dbPageOne.size() < dbHeaderSize)
        return std::nullopt; // SQLite reads the file alone
    const quint32 dbSize = dbPageSize(dbPageOne);
    if (wal.pageSize != dbSize)
        return Tr::tr("its pages have %1 bytes, the database's %2").arg(wal.pageSize).arg(dbSize);
    if (wal.pageOneFrames.empty())
        return std::nullopt; // nothing to compare: accepted (docs/database.md)
    // Each rtosbench database gets its own random application_id (offset 68) when a writer
    // first opens it (storeopen): every page 1 of its WAL carries it. A file without one yet
    // (0) may see the WAL of the transaction that gives it one.
    const quint32 fileId = be32(dbPageOne.constData() + 68);
    for (const QByteArray &frame : wal.pageOneFrames) {
        const quint32 id = be32(frame.constData() + 68);
        if (id != fileId && fileId != 0)
            return Tr::tr("it was written by the database with id %1, the file has id %2")
                .arg(id, 8, 16, QLatin1Char('0'))
                .arg(fileId, 8, 16, QLatin1Char('0'));
    }
    // A write of page 1 in WAL mode stores the change counter (offset 24) that its connection
    // last read from disk plus one (pager_write_changecounter: a connection that keeps page 1
    // cached after its own write stores the same counter again). The WAL starts on a fully
    // checkpointed file, so its first page 1 has the file's counter or one more; once a
    // checkpoint copied frames, the file's page 1 is one of the WAL's page 1 frames, byte for
    // byte.
    const quint32 fileCounter = be32(dbPageOne.constData() + 24);
    const quint32 first = be32(wal.pageOneFrames.front().constData() + 24);
    if (first == fileCounter || first == fileCounter + 1)
        return std::nullopt;
    for (const QByteArray &frame : wal.pageOneFrames) {
        if (be32(frame.constData() + 24) == fileCounter && frame == dbPageOne.left(frame.size()))
            return std::nullopt;
    }
    return Tr::tr("its first page 1 has change counter %1, the database's page 1 has %2 and "
                  "is not one of the WAL's")
        .arg(first)
        .arg(fileCounter);
}

std::optional<QString> foreignWal(const QString &dbPath)
{
    const QString walPath = dbPath + QStringLiteral("-wal");
    if (!QFileInfo::exists(walPath) || openHere(dbPath))
        return std::nullopt;
    // A writer of another process may checkpoint or restart its WAL while this reads the two
    // files: such a race passes on the next look, a WAL of another database never does.
    std::optional<QString> why;
    for (int attempt = 0; attempt < 3; ++attempt) {
        if (attempt > 0)
            QThread::msleep(100);
        const QByteArray pageOne = readPageOne(dbPath);
        const WalContent wal = readWal(walPath);
        // SQLite deletes the WAL of a missing or empty file when it opens it: a WAL with
        // committed frames there is one of a database that was moved away.
        if (pageOne.isEmpty() && wal.validHeader && wal.committedFrames > 0 &&
            QFileInfo(dbPath).size() < dbHeaderSize)
            why = Tr::tr("the database file is missing or empty, and the WAL holds %n "
                         "committed page(s) of another one",
                         nullptr, wal.committedFrames);
        else
            why = mismatch(wal, pageOne);
        if (!why)
            return std::nullopt;
    }
    return Tr::tr("%1 does not belong to %2 (%3); nothing was read or written. Move %1 away "
                  "(with %2-shm if there is one)")
        .arg(QFileInfo(walPath).absoluteFilePath(), QFileInfo(dbPath).absoluteFilePath(), *why);
}

void connectionOpened(const QString &dbPath)
{
    QMutexLocker lock(&registryMutex());
    ++registry()[key(dbPath)];
}

void connectionClosed(const QString &dbPath)
{
    QMutexLocker lock(&registryMutex());
    auto it = registry().find(key(dbPath));
    if (it != registry().end() && --it.value() <= 0)
        registry().erase(it);
}

} // namespace rb::walcheck
