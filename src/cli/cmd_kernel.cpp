// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli kernel list [--format table|csv|json] [--cache DIR]
// rtosbench-cli kernel add ID DIR|ARCHIVE [--version V] [--cache DIR]
// rtosbench-cli kernel fetch ID [TAG] [--cache DIR] [--mirror DIR|URL]
// rtosbench-cli kernel remove ID [VERSION] [--cache DIR]
// rtosbench-cli kernel options ID [--format table|json]  (cmd_kernel_options.cpp)
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/cli_format.h"
#include "cli/cmd_kernel_options.h"
#include "core/kernels/kernel_fetcher.h"
#include "core/kernels/kernel_registry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

QVariant textOrNull(const QString &s)
{
    return s.isEmpty() ? QVariant() : QVariant(s);
}

QCommandLineOption cacheOption()
{
    return QCommandLineOption(
        QStringLiteral("cache"),
        Tr::tr("Kernel cache directory (default: $RTOSBENCH_KERNEL_CACHE, else %1).")
            .arg(QStringLiteral("~/.cache/rtosbench/kernels")),
        QStringLiteral("DIR"));
}

QString cacheDirOf(const QCommandLineParser &p)
{
    return p.isSet(QStringLiteral("cache")) ? p.value(QStringLiteral("cache"))
                                            : KernelRegistry::defaultCacheDir();
}

int kernelList(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption format(QStringLiteral("format"),
                                    Tr::tr("Output format: table, csv or json (default: table)."),
                                    QStringLiteral("FORMAT"), QStringLiteral("table"));
    p.addOptions({format, cacheOption()});
    if (!cli::parseArgs(p, args, ctx))
        return 2;
    const auto fmt = cli::formatOption(p.value(format), ctx);
    if (!fmt)
        return 2;
    KernelRegistry reg(cacheDirOf(p));
    QString error;
    if (!reg.load(&error)) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 1;
    }
    cli::Table t;
    t.columns = {{"id", Tr::tr("Kernel")},
                 {"name", Tr::tr("Name"), false},
                 {"status", Tr::tr("Status")},
                 {"build", Tr::tr("Build")},
                 {"licence", Tr::tr("Licence"), false},
                 {"repository", Tr::tr("Repository"), false},
                 {"tested_tags", Tr::tr("Tested tags")},
                 {"extra_trees", Tr::tr("Extra trees"), false},
                 {"installed", Tr::tr("Installed")},
                 {"version", Tr::tr("Version")},
                 {"origin", Tr::tr("Origin")},
                 {"path", Tr::tr("Path")},
                 {"digest", Tr::tr("Digest")},
                 {"commit", Tr::tr("Commit"), false}};
    for (const KernelInfo &k : reg.catalogue().kernels()) {
        QStringList tags;
        for (const KernelTag &tag : k.tags)
            tags << tag.tag;
        auto base = [&](bool installed) {
            return QVariantList{k.id,    k.name,       k.status,
                                k.build, k.licence,    textOrNull(k.repository),
                                tags,    k.extraTrees, installed};
        };
        bool any = false;
        for (const InstalledKernel &e : reg.entries()) {
            if (e.id != k.id)
                continue;
            any = true;
            QVariantList row = base(true);
            const bool present = QFileInfo(e.path).isDir();
            row << e.version << e.origin << (present ? e.path : Tr::tr("%1 (missing)").arg(e.path))
                << textOrNull(e.digest) << textOrNull(e.commit);
            t.rows.push_back(row);
        }
        if (!any) {
            QVariantList row = base(!k.needsTree);
            row << QVariant() << QVariant()
                << (k.needsTree ? QVariant() : QVariant(Tr::tr("(no tree needed)"))) << QVariant()
                << QVariant();
            t.rows.push_back(row);
        }
    }
    cli::write(ctx.out, *fmt, t);
    if (*fmt == cli::OutputFormat::Table)
        ctx.out << Tr::tr("Kernel cache: %1").arg(reg.cacheDir()) << Qt::endl;
    return 0;
}

int kernelAdd(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption version(QStringLiteral("version"),
                                     Tr::tr("The version to register the tree as."),
                                     QStringLiteral("V"));
    p.addOptions({version, cacheOption()});
    if (!cli::parseArgs(p, args, ctx, 2))
        return 2;
    if (p.positionalArguments().size() != 2) {
        ctx.err << Tr::tr("error: kernel add needs ID and DIR|ARCHIVE") << Qt::endl;
        return 2;
    }
    KernelRegistry reg(cacheDirOf(p));
    QString error;
    bool already = false;
    QStringList notes;
    const auto e = reg.add(p.positionalArguments().at(0), p.positionalArguments().at(1),
                           p.value(version), &error, &already, &notes);
    if (!e) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 1;
    }
    for (const QString &note : notes)
        ctx.out << Tr::tr("note: %1").arg(note) << Qt::endl;
    if (already)
        ctx.out << Tr::tr("%1 %2 is already installed: %3").arg(e->id, e->version, e->path)
                << Qt::endl;
    else
        ctx.out << Tr::tr("added %1 %2 (%4): %3").arg(e->id, e->version, e->path, e->origin)
                << Qt::endl;
    ctx.out << Tr::tr("digest %1 (%2 files)").arg(e->digest).arg(e->files) << Qt::endl;
    // Trees this kernel needs beside its own (µC/OS-III: uc-cpu, uc-lib) that are not there.
    if (const KernelInfo *k = reg.catalogue().find(e->id)) {
        QString ignored;
        reg.load(&ignored);
        QStringList absent;
        for (const QString &extra : k->extraTrees)
            if (!reg.find(extra))
                absent << extra;
        if (!absent.isEmpty())
            ctx.out << Tr::tr("note: %1 also needs %2: add them with \"kernel add\"")
                           .arg(e->id, absent.join(QStringLiteral(", ")))
                    << Qt::endl;
    }
    return 0;
}

int kernelFetch(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption mirror(
        QStringLiteral("mirror"),
        Tr::tr("Fetch from DIR/<repository>.git instead of the official repository "
               "(default: $RTOSBENCH_KERNEL_MIRROR)."),
        QStringLiteral("DIR|URL"));
    p.addOptions({mirror, cacheOption()});
    if (!cli::parseArgs(p, args, ctx, 2))
        return 2;
    if (p.positionalArguments().isEmpty()) {
        ctx.err << Tr::tr("error: kernel fetch needs ID [TAG]") << Qt::endl;
        return 2;
    }
    KernelRegistry reg(cacheDirOf(p));
    KernelFetcher fetcher(reg, p.isSet(mirror) ? p.value(mirror) : KernelFetcher::defaultMirror());
    QString error;
    bool already = false;
    const auto e = fetcher.fetch(p.positionalArguments().at(0), p.positionalArguments().value(1),
                                 &error, &already);
    if (!e) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 1;
    }
    if (already)
        ctx.out << Tr::tr("%1 %2 is already installed: %3").arg(e->id, e->version, e->path)
                << Qt::endl;
    else
        ctx.out
            << Tr::tr("fetched %1 %2 (commit %4): %3").arg(e->id, e->version, e->path, e->commit)
            << Qt::endl;
    return 0;
}

int kernelRemove(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    p.addOptions({cacheOption()});
    if (!cli::parseArgs(p, args, ctx, 2))
        return 2;
    if (p.positionalArguments().isEmpty()) {
        ctx.err << Tr::tr("error: kernel remove needs ID [VERSION]") << Qt::endl;
        return 2;
    }
    KernelRegistry reg(cacheDirOf(p));
    QString error;
    InstalledKernel gone;
    if (!reg.remove(p.positionalArguments().at(0), p.positionalArguments().value(1), &error,
                    &gone)) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 1;
    }
    ctx.out << (gone.origin == QLatin1String("dir")
                    ? Tr::tr("removed %1 %2 from the registry (the directory %3 is kept)")
                    : Tr::tr("removed %1 %2 and deleted %3"))
                   .arg(gone.id, gone.version, gone.path)
            << Qt::endl;
    return 0;
}

int kernelCommand(CliContext &ctx, const QStringList &args)
{
    const QString sub = args.value(1);
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("list"))
        return kernelList(ctx, rest);
    if (sub == QLatin1String("add"))
        return kernelAdd(ctx, rest);
    if (sub == QLatin1String("fetch"))
        return kernelFetch(ctx, rest);
    if (sub == QLatin1String("remove"))
        return kernelRemove(ctx, rest);
    if (sub == QLatin1String("options"))
        return kernelOptionsCommand(ctx, rest);
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h") || sub.isEmpty()) {
        ctx.out << Tr::tr("Usage: rtosbench-cli kernel list|add|fetch|remove|options [options]\n"
                          "Kernel trees: the catalogue and the installed trees "
                          "(docs/kernels.md).\n"
                          "  list                 the catalogue and the installed trees "
                          "(--format table|csv|json)\n"
                          "  add ID DIR|ARCHIVE   register a directory, or unpack an archive "
                          "into the cache (--version V)\n"
                          "  fetch ID [TAG]       shallow git clone of a tested tag; the commit "
                          "must be the catalogue's (--mirror DIR|URL)\n"
                          "  remove ID [VERSION]  unregister (and delete a tree in the cache)\n"
                          "  options ID           the keys of its \"kernel_config\" "
                          "(--format table|json)\n"
                          "Every sub-command takes --cache DIR (default: $RTOSBENCH_KERNEL_CACHE, "
                          "else ~/.cache/rtosbench/kernels).\n");
        return sub.isEmpty() ? 2 : 0;
    }
    ctx.err << Tr::tr("error: unknown kernel command \"%1\": use list, add, fetch, remove or "
                      "options")
                   .arg(sub)
            << Qt::endl;
    return 2;
}

const bool registered =
    registerCliCommand({QStringLiteral("kernel"),
                        QString::fromUtf8(QT_TRANSLATE_NOOP(
                            "rb::Cli", "Kernel trees: list, add DIR|ARCHIVE, fetch, remove")),
                        &kernelCommand});

} // namespace
} // namespace rb
