// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/experiment/kernel_dirs.h"
#include "core/experiment/experiment.h"
#include "core/kernels/kernel_tree.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace rb {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::KernelDirs)
};
} // namespace

bool KernelDirs::checkDir(const QString &id, const QString &dir, const KernelCatalogue &catalogue,
                          QString *error, const QString &what)
{
    const KernelInfo *k = catalogue.find(id);
    if (!k) {
        return setError(error, Tr::tr("%1: unknown kernel \"%2\": the known kernels are %3")
                                   .arg(what, id, catalogue.ids().join(QStringLiteral(", "))));
    }
    if (dir.isEmpty()) {
        return setError(error, Tr::tr("%1 %2=: the path is empty").arg(what, id));
    }
    if (!k->needsTree) {
        return setError(error, Tr::tr("%1 %2=%3: %2 needs no source tree").arg(what, id, dir));
    }
    const QFileInfo fi(dir);
    if (!fi.exists()) {
        return setError(error, Tr::tr("%1 %2=%3: no such directory").arg(what, id, dir));
    }
    if (!fi.isDir()) {
        return setError(error, Tr::tr("%1 %2=%3: not a directory").arg(what, id, dir));
    }
    const QStringList missing = KernelTree::missingFiles(*k, dir);
    if (!missing.isEmpty()) {
        return setError(error,
                        Tr::tr("%1 %2=%3: not a %4 tree: it lacks %5")
                            .arg(what, id, dir, k->name, missing.join(QStringLiteral(", "))));
    }
    return true;
}

bool KernelDirs::parseOption(const QString &kv, const KernelCatalogue &catalogue, QString *id,
                             QString *dir, QString *error)
{
    const qsizetype eq = kv.indexOf('=');
    if (eq <= 0) {
        return setError(error, Tr::tr("--kernel-dir takes KERNEL=DIR, got \"%1\"").arg(kv));
    }
    *id = kv.left(eq);
    *dir = kv.mid(eq + 1);
    return checkDir(*id, *dir, catalogue, error);
}

std::optional<QString> KernelDirs::resolve(const QString &id, const QString &given,
                                           const KernelRegistry &registry, QString *error)
{
    if (!given.isEmpty())
        return given;
    const InstalledKernel *k = registry.find(id);
    if (!k) {
        // "kernel fetch" only where the catalogue pins a tag's commit (it refuses otherwise,
        // e.g. RT-Thread 5.0.1): no hint that cannot work.
        const KernelInfo *info = registry.catalogue().find(id);
        const bool fetchable =
            info && std::any_of(info->tags.begin(), info->tags.end(),
                                [](const KernelTag &t) { return !t.commit.isEmpty(); });
        setError(error, fetchable
                            ? Tr::tr("no %1 tree: add one with \"rtosbench-cli kernel add %1 "
                                     "DIR|ARCHIVE\" or \"kernel fetch %1\", or give --kernel-dir "
                                     "%1=DIR")
                                  .arg(id)
                            : Tr::tr("no %1 tree: add one with \"rtosbench-cli kernel add %1 "
                                     "DIR|ARCHIVE\", or give --kernel-dir %1=DIR")
                                  .arg(id));
        return std::nullopt;
    }
    if (!checkDir(id, k->path, registry.catalogue(), error,
                  Tr::tr("the registered tree %1 %2").arg(id, k->version)))
        return std::nullopt;
    return k->path;
}

bool KernelDirs::resolveExperiment(Experiment &experiment, const KernelRegistry &registry,
                                   QString *error)
{
    const KernelCatalogue &cat = registry.catalogue();
    for (auto it = experiment.kernelDirs.cbegin(); it != experiment.kernelDirs.cend(); ++it)
        if (!checkDir(it.key(), it.value(), cat, error, QStringLiteral("kernel_dirs")))
            return false;
    for (const QString &kernel : experiment.kernels) {
        const KernelInfo *k = cat.find(kernel);
        if (!k || !k->needsTree || experiment.externalBuilds.contains(kernel))
            continue; // unknown kernels are the firmware's to refuse; external builds bring theirs
        const auto dir = resolve(kernel, experiment.kernelDirs.value(kernel), registry, error);
        if (!dir)
            return false;
        experiment.kernelDirs.insert(kernel, *dir);
        for (const QString &extra : k->extraTrees) {
            const auto extraDir =
                resolve(extra, experiment.kernelDirs.value(extra), registry, error);
            if (!extraDir)
                return false;
            experiment.kernelDirs.insert(extra, *extraDir);
        }
    }
    return true;
}

void KernelDirs::dropKernelsWithoutTrees(Experiment &experiment, const KernelRegistry &registry,
                                         QStringList *skipped)
{
    QStringList kept;
    for (const QString &kernel : experiment.kernels) {
        const KernelInfo *k = registry.catalogue().find(kernel);
        QString why;
        bool ok = true;
        if (k && k->needsTree && !experiment.externalBuilds.contains(kernel)) {
            ok = resolve(kernel, experiment.kernelDirs.value(kernel), registry, &why).has_value();
            for (const QString &extra : k->extraTrees)
                ok = ok &&
                     resolve(extra, experiment.kernelDirs.value(extra), registry, &why).has_value();
        }
        if (ok)
            kept.push_back(kernel);
        else
            skipped->push_back(Tr::tr("%1 skipped: %2").arg(kernel, why));
    }
    experiment.kernels = kept;
}

bool KernelDirs::resolveExtraTrees(BuildRequest &request, const KernelRegistry &registry,
                                   QString *error)
{
    const KernelInfo *k = registry.catalogue().find(request.kernel);
    if (!k || request.external.isValid())
        return true;
    for (const QString &extra : k->extraTrees) {
        const auto dir = resolve(extra, request.extraTrees.value(extra), registry, error);
        if (!dir)
            return false;
        request.extraTrees.insert(extra, *dir);
    }
    return true;
}

bool KernelDirs::resolveRequest(BuildRequest &request, const QString &given,
                                const QString &cacheDir, QString *error)
{
    KernelRegistry registry(cacheDir.isEmpty() ? KernelRegistry::defaultCacheDir() : cacheDir);
    if (!registry.load(error))
        return false;
    if (!given.isEmpty() && !checkDir(request.kernel, given, registry.catalogue(), error))
        return false;
    const std::optional<QString> tree = resolve(request.kernel, given, registry, error);
    if (!tree || !resolveExtraTrees(request, registry, error))
        return false;
    request.kernelDir = *tree;
    return true;
}

} // namespace rb
