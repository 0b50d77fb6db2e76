// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The parts of the workbench window found by object name (issue 33 item 6): MainWindow has no
// getters for them; the tests and the screenshot runner find them here, MainWindow names them
// with these names.
#include "gui/class_view.h"
#include "gui/compare_view.h"
#include "gui/comparison_analyzer.h"
#include "gui/conditions_panel.h"
#include "gui/distribution_view.h"
#include "gui/lab_panel.h"
#include "gui/live_run_view.h"
#include "gui/overview_view.h"
#include "gui/rank_shift_view.h"
#include "gui/reference_view.h"
#include "gui/run_browser.h"
#include "gui/run_service.h"
#include "gui/run_sidebar.h"
#include "gui/workbench_state.h"

#include <QComboBox>
#include <QLabel>
#include <QTabWidget>

namespace rb::parts {

namespace names {
inline constexpr const char *state = "workbenchState";
inline constexpr const char *runService = "runService";
inline constexpr const char *analyzer = "comparisonAnalyzer";
inline constexpr const char *tabs = "viewTabs";
inline constexpr const char *sidebar = "runSidebar";
inline constexpr const char *runBrowser = "runBrowser";
inline constexpr const char *compareView = "compareView";
inline constexpr const char *distributionView = "distributionView";
inline constexpr const char *rankShiftView = "rankShiftView";
inline constexpr const char *overviewView = "overviewView";
inline constexpr const char *referenceView = "referenceView";
inline constexpr const char *liveView = "liveView";
inline constexpr const char *labPanel = "labPanel";
inline constexpr const char *classView = "classView";
inline constexpr const char *conditionsPanel = "conditionsPanel";
inline constexpr const char *unitCombo = "unitCombo";
inline constexpr const char *shownUnitLabel = "shownUnitLabel";
inline constexpr const char *boardCombo = "boardCombo";
} // namespace names

// Names a part (MainWindow, where it creates it).
template <typename T> T *named(T *part, const char *name)
{
    part->setObjectName(QString::fromLatin1(name));
    return part;
}

// The part of `window` named `name`; stops the program when it is missing (a renamed part).
template <typename T> T *find(const QObject &window, const char *name)
{
    T *part = window.findChild<T *>(QString::fromLatin1(name));
    if (!part)
        qFatal("rb::parts: the window has no %s", name);
    return part;
}

inline WorkbenchState *state(const QObject &w)
{
    return find<WorkbenchState>(w, names::state);
}
inline RunService *runService(const QObject &w)
{
    return find<RunService>(w, names::runService);
}
inline ComparisonAnalyzer *analyzer(const QObject &w)
{
    return find<ComparisonAnalyzer>(w, names::analyzer);
}
inline QTabWidget *tabs(const QObject &w)
{
    return find<QTabWidget>(w, names::tabs);
}
inline RunSidebar *sidebar(const QObject &w)
{
    return find<RunSidebar>(w, names::sidebar);
}
inline RunBrowser *runBrowser(const QObject &w)
{
    return find<RunBrowser>(w, names::runBrowser);
}
inline CompareView *compareView(const QObject &w)
{
    return find<CompareView>(w, names::compareView);
}
inline DistributionView *distributionView(const QObject &w)
{
    return find<DistributionView>(w, names::distributionView);
}
inline RankShiftView *rankShiftView(const QObject &w)
{
    return find<RankShiftView>(w, names::rankShiftView);
}
inline OverviewView *overviewView(const QObject &w)
{
    return find<OverviewView>(w, names::overviewView);
}
inline ReferenceView *referenceView(const QObject &w)
{
    return find<ReferenceView>(w, names::referenceView);
}
inline LiveRunView *liveView(const QObject &w)
{
    return find<LiveRunView>(w, names::liveView);
}
inline LabPanel *labPanel(const QObject &w)
{
    return find<LabPanel>(w, names::labPanel);
}
inline ConditionsPanel *conditionsPanel(const QObject &w)
{
    return find<ConditionsPanel>(w, names::conditionsPanel);
}
inline QComboBox *unitCombo(const QObject &w)
{
    return find<QComboBox>(w, names::unitCombo);
}
inline QLabel *shownUnitLabel(const QObject &w)
{
    return find<QLabel>(w, names::shownUnitLabel);
}
inline QComboBox *boardCombo(const QObject &w)
{
    return find<QComboBox>(w, names::boardCombo);
}

} // namespace rb::parts
