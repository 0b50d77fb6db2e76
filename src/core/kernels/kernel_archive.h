// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace rb {

// A kernel archive (.tar.gz, .tgz, .tar.xz, .tar.bz2, .tar or .zip), unpacked with the system's
// tar or unzip. The listing is checked first: an entry with an absolute path or a ".." component,
// a symbolic or hard link that points outside the archive (zip: any symbolic link), or a device,
// FIFO or other special entry refuses the whole archive before anything is written.
class KernelArchive {
public:
    static bool isArchive(const QString &path);
    // Problems of the listing (empty: safe to unpack), or *error when it cannot be listed.
    static QStringList unsafeEntries(const QString &archive, QString *error);
    // The most an archive may unpack to: 4 GiB and 200,000 entries, or
    // $RTOSBENCH_ARCHIVE_MAX_BYTES / $RTOSBENCH_ARCHIVE_MAX_FILES. A larger one is refused
    // before anything is written, naming the limit (issue 19: an archive must not fill the disk).
    static qint64 maxBytes();
    static qint64 maxFiles();
    // "" when the listing stays within the limits, else the message.
    static QString overLimits(const QString &archive, QString *error);
    // How many bytes the members really hold, counted while tar or unzip streams them to us
    // (tar --to-stdout, unzip -p: nothing is written to disk); the program is killed the moment
    // the count passes limit. nullopt with *error: over the limit (saying after how many bytes
    // it was stopped), or the archive cannot be read. A zip's listing may lie (issue 31).
    static std::optional<qint64> contentBytes(const QString &archive, qint64 limit, QString *error);
    // The bytes of the regular files under dir (each inode once) and how many entries it holds.
    static qint64 bytesOnDisk(const QString &dir, qint64 *entries);
    // Removes every entry named .git under dir (a directory, a gitfile or a link); returns
    // their paths relative to dir. An archive's .git is never kept (issue 31): its hooks and
    // config would run programs.
    static QStringList removeGitEntries(const QString &dir);
    // Unpacks into destDir (created; must not exist yet). False with *error naming the problem.
    // The listing is checked, then the bytes the members really hold are counted (at most
    // maxBytes()), then the archive is unpacked, the bytes on disk checked again and every .git
    // removed (*notes says so).
    static bool unpack(const QString &archive, const QString &destDir, QString *error,
                       QStringList *notes = nullptr);
    // Whether a relative archive member name stays inside the archive ("a/../b" does, "../a",
    // "/a", "a/../../b" do not). A link target is resolved from the link's own directory.
    static bool staysInside(const QString &memberName);
    static bool linkStaysInside(const QString &linkName, const QString &target);
};

} // namespace rb
