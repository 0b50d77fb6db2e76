// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one way a function of core, acq or report says why it failed (docs/architecture.md,
// "Errors"): its last parameter is `QString *error`, which the caller may leave nullptr when it
// does not want the sentence. Every write goes through setError, never through `*error = ...`
// (scripts/convert_set_error.py rewrites such writes, and `scripts/fix_includes.py --check`,
// run by ctest as arch.include_form, refuses one without a null check).

#include <QString>

namespace rb {

// Writes text to *error when error is not nullptr. Returns false, so that a function returning
// bool ends a failure in one statement:
//     if (!file.open(QIODevice::ReadOnly))
//         return setError(error, tr("cannot read %1").arg(path));
// (a function returning an id, an optional or a count calls it and returns its own failure value).
inline bool setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
    return false;
}

} // namespace rb
