// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/kernels/kernel_registry.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace rb {

class Experiment;
struct BuildRequest;

// Where each kernel's tree comes from for run, lab run and build-firmware: a directory given on
// the command line (--kernel-dir K=DIR) or in the experiment (kernel_dirs) wins; otherwise the
// registry's tree (its highest version). Every error is found before anything is built.
class KernelDirs {
public:
    // Parses one --kernel-dir K=DIR and checks it: an unknown id (names the known ones), an empty
    // path, a directory that does not exist, one that is not that kernel (names what is missing).
    static bool parseOption(const QString &kv, const KernelCatalogue &catalogue, QString *id,
                            QString *dir, QString *error);
    // Checks that dir is a tree of kernel id (the same errors as parseOption).
    static bool checkDir(const QString &id, const QString &dir, const KernelCatalogue &catalogue,
                         QString *error, const QString &what = QStringLiteral("--kernel-dir"));
    // The tree of id: the given directory, else the registry's (nullopt with *error naming how
    // to add one when there is none).
    static std::optional<QString> resolve(const QString &id, const QString &given,
                                          const KernelRegistry &registry, QString *error);
    // Fills experiment.kernelDirs for every kernel that needs a tree and has no external build,
    // checking the experiment's own kernel_dirs. False with *error at the first problem.
    // The extra trees too (catalogue extra_trees: ucos3 needs uc-cpu and uc-lib), each from
    // experiment.kernelDirs[extra] when given, else the registry's.
    static bool resolveExperiment(Experiment &experiment, const KernelRegistry &registry,
                                  QString *error);
    // Takes out of experiment.kernels every kernel whose tree (or one of its extra trees) is
    // neither given nor registered; *skipped receives one line per kernel taken out, saying how
    // to add its tree (run --skip-missing-trees: the main job runs what it can).
    static void dropKernelsWithoutTrees(Experiment &experiment, const KernelRegistry &registry,
                                        QStringList *skipped);
    // Fills request.extraTrees with every extra tree its kernel needs that it lacks (the
    // registry's). False with *error naming how to add a missing one.
    static bool resolveExtraTrees(BuildRequest &request, const KernelRegistry &registry,
                                  QString *error);
    // The trees of one build request (attribute, history): loads the kernel registry of
    // cacheDir (empty: KernelRegistry::defaultCacheDir()), then sets request.kernelDir from the
    // given directory (checked as checkDir does; empty: the registry's tree, as resolve) and the
    // extra trees its kernel lacks (resolveExtraTrees). False with *error at the first problem.
    static bool resolveRequest(BuildRequest &request, const QString &given, const QString &cacheDir,
                               QString *error);
};

} // namespace rb
