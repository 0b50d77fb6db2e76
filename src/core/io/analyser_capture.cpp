// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/analyser_capture.h"

#include <QStringList>

namespace rb {

const AnalyserChannel *AnalyserCapture::channel(const QString &nameOrIndex) const
{
    for (const AnalyserChannel &c : channels)
        if (c.name == nameOrIndex)
            return &c;
    for (const AnalyserChannel &c : channels)
        if (c.name.compare(nameOrIndex, Qt::CaseInsensitive) == 0)
            return &c;
    bool ok = false;
    const int index = nameOrIndex.trimmed().toInt(&ok);
    if (ok)
        for (const AnalyserChannel &c : channels)
            if (c.index == index)
                return &c;
    return nullptr;
}

QStringList AnalyserCapture::channelNames() const
{
    QStringList out;
    for (const AnalyserChannel &c : channels)
        out << QStringLiteral("%1 (%2)").arg(c.name).arg(c.index);
    return out;
}

} // namespace rb
