/* rtosbench firmware: TencentOS tiny profile "minimal" (-DRB_PROFILE=minimal).
 *
 * The default profile (tos_config_default.h's values) with the rule of docs/kernels.md
 * ("minimal"): object verification, the stack draught-depth fill and the unused services are
 * already off there, and the port's CLZ (port_clz, TOS_CFG_CPU_LEAD_ZEROS_ASM_PRESENT in the
 * port's port_config.h) is on in both, so the two profiles are equal. Shared settings:
 * rb_tos_common.h; the keys are ../default/tos_config.h's. */
#include "../default/tos_config.h"
