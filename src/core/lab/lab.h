// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/experiment/experiment.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {

// A text in the languages a lab ships: {"zh_CN": "...", "en": "..."}.
struct LabText {
    QMap<QString, QString> byLang;
    // The text in lang ("zh_CN", "zh", "en", a locale name such as "zh_CN.UTF-8"); English
    // when that language is missing, then any language.
    QString text(const QString &lang) const;
    bool isComplete() const; // both zh_CN and en non-empty
};

// A guided experiment that shows one measurement trap (resources/labs/*.json, docs/labs.md).
class Lab {
public:
    QString id;
    int order = 0; // position in lists
    int trap = 0;  // the trap of docs/DOMAIN.md it shows (0: none named)
    LabText title;
    LabText explanation;
    LabText observe;
    std::vector<LabText> questions;
    QStringList metrics;           // the metrics to show after the run
    QStringList requiresKernelDir; // kernels whose source tree must be given (freertos)
    Experiment experiment;

    // Parses and checks a lab; nullopt with a message naming the problem (its experiment as
    // Experiment::fromJson checks one; numbers: the file's number literals, for messages).
    static std::optional<Lab> fromJson(const QJsonObject &o, QString *error,
                                       const JsonNumberText &numbers = {});
    static std::optional<Lab> load(const QString &path, QString *error);

    // The shipped labs (embedded resources :/labs/*.json), sorted by order then id.
    // Labs that do not parse are left out and reported in *errors.
    static std::vector<Lab> builtIn(QStringList *errors = nullptr);
    static std::optional<Lab> findBuiltIn(const QString &id);

    // "cflags = -DRB_LAB_NO_OVERHEAD=1 · warmup = 0": the varied conditions of one configuration
    // of experiment (with the kernel when it has several; an empty value as "—"); the request's
    // label when nothing varies. The CLI's and the GUI's name of a lab's configuration.
    static QString configurationLabel(const Experiment &experiment, const BuildRequest &request);

    // The kernels of requiresKernelDir that kernelDirs does not name.
    QStringList missingKernelDirs(const QMap<QString, QString> &kernelDirs) const;
};

} // namespace rb
