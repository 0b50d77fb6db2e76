// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace rb {
class MainWindow;

// Screenshots mode: puts the window at 1280×800, selects demo data (the newest runs of the
// database, or the GD32F103 published numbers when it holds none), shows each view and saves
// one PNG per view into dir: main, compare, distribution, rank_shift, runs, reference, live, lab,
// settings.
class ScreenshotRunner {
public:
    explicit ScreenshotRunner(MainWindow &window) : m_window(window) {}
    // Returns false with *error when a file could not be written.
    bool run(const QString &dir, QString *error);
    static QStringList fileNames();

private:
    void selectDemoData();
    MainWindow &m_window;
};

} // namespace rb
