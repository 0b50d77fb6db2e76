// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/kernels/kernel_info.h"

namespace rb {

const KernelTag *KernelInfo::findTag(const QString &tagOrVersion) const
{
    for (const KernelTag &t : tags)
        if (t.tag == tagOrVersion)
            return &t;
    for (const KernelTag &t : tags)
        if (t.version == tagOrVersion)
            return &t;
    return nullptr;
}

QString KernelInfo::repositoryName() const
{
    QString name = repository.section('/', -1, -1, QString::SectionSkipEmpty);
    if (name.endsWith(QLatin1String(".git")))
        name.chop(4);
    return name;
}

} // namespace rb
