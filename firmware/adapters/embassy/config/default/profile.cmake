# rtosbench embassy profile "default": cargo's release profile as a new embassy project has it,
# with debug assertions and overflow checks on (as embassy's examples build them for
# development). Read by firmware/kernels/embassy.cmake; docs/kernels/embassy.md.
set(RB_EMBASSY_DEBUG_ASSERTIONS true)
set(RB_EMBASSY_OVERFLOW_CHECKS true)
