/* placeholder: tests/data/audit/stated_costs.py writes the table */
#ifndef RB_ADAPTER_COSTS_H
#define RB_ADAPTER_COSTS_H

#include "rb_adapter_common.h"

static const rb_ac_cost_t rb_adapter_cost_entries[] = {{"", "", "", 0}};
static const rb_ac_costs_t rb_adapter_costs = {"", "", "", "", rb_adapter_cost_entries, 0};

#endif
