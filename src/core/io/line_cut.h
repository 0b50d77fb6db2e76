// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rb {

// A line shortened for a progress display: at most maxChars characters of it, and when it was
// longer a visible marker saying how much was cut ("... [+123 characters]"), so a cut line is
// never taken for the whole line. Surrounding white space is dropped first.
QString cutLine(const QString &line, qsizetype maxChars = 200);

} // namespace rb
