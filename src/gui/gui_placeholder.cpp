// SPDX-License-Identifier: GPL-3.0-or-later
namespace rb::gui {
const char *layerName() { return "gui"; }
} // namespace rb::gui
