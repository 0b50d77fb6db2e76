// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/model_estimate.h"

#include <QCoreApplication>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::ModelEstimate)
};
} // namespace

bool isModelEstimate(const Configuration &config)
{
    return config.timingMethod.trimmed().compare(QLatin1String("cycle-model"),
                                                 Qt::CaseInsensitive) == 0;
}

QString runSourceLabel(const QString &source, const Configuration &config)
{
    if (source == QLatin1String("measured"))
        return isModelEstimate(config) ? Tr::tr("run here, estimated by the cycle model")
                                       : Tr::tr("measured");
    return source;
}

} // namespace rb
