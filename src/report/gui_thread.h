// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

namespace rb::report {

// Runs fn on the application's (GUI) thread and returns when it has run. The report may be
// written on a worker thread (the GUI's run service), but QCustomPlot is a widget and widgets
// belong to the GUI thread: each plot is made and drawn there, onto the worker's painter, while
// the worker waits (so only one thread paints at a time). On the GUI thread, or without an
// application, fn runs at once. The GUI thread must not wait for the worker meanwhile.
void onGuiThread(const std::function<void()> &fn);

} // namespace rb::report
