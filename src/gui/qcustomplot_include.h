// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// QCustomPlot through the report layer's one include of it (the Qt keywords it needs, see there).
#include "report/qcustomplot_include.h"
