// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/line_cut.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::LineCut)
};
} // namespace

QString cutLine(const QString &line, qsizetype maxChars)
{
    const QString t = line.trimmed();
    if (t.size() <= maxChars)
        return t;
    const qsizetype cut = t.size() - maxChars;
    return t.left(maxChars) + Tr::tr(" ... [+%n character(s)]", nullptr,
                                     static_cast<int>(std::min<qsizetype>(cut, INT_MAX)));
}

} // namespace rb
