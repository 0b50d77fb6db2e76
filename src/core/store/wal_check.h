// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the store (not a public API): does the write-ahead log beside a SQLite file belong
// to it (issue 31)? SQLite does not tie a WAL to its database: it replays any WAL whose own
// salts and checksums are consistent, so a `-wal` left by another database makes the file read
// as garbage, and the first connection that closes checkpoints that garbage into the file and
// deletes the WAL. This reads the WAL as SQLite's recovery does and compares it with the
// database header (docs/database.md, "The write-ahead log").

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace rb::walcheck {

// The WAL as SQLite's recovery reads it: the header, then frames while their salts equal the
// header's and their cumulative checksums hold; only frames up to the last commit frame count.
struct WalContent {
    bool exists = false;      // the file is there
    bool validHeader = false; // magic, version, page size and header checksum hold
    quint32 pageSize = 0;
    int committedFrames = 0;
    // Every committed frame of page 1, in WAL order (page data only).
    std::vector<QByteArray> pageOneFrames;
};

WalContent readWal(const QString &walPath);

// Whether the committed frames of wal can follow the database whose first page (or at least
// its first 100 bytes, the header) is dbPageOne. Returns the reason when they cannot.
std::optional<QString> mismatch(const WalContent &wal, const QByteArray &dbPageOne);

// The check before SQLite opens dbPath: reads dbPath-wal and the first page of dbPath (only
// when no connection of this process has the file open: closing a descriptor of the file would
// drop that connection's locks). Returns the refusal, naming what to do, or nullopt.
std::optional<QString> foreignWal(const QString &dbPath);

// Registers and releases the database files this process has open through SQLite (one count
// per connection), so that the check above never opens a descriptor on such a file.
void connectionOpened(const QString &dbPath);
void connectionClosed(const QString &dbPath);

} // namespace rb::walcheck
