# rtosbench embassy profile "minimal": the rule of docs/kernels.md (debug aids off): debug
# assertions and overflow checks off. Read by firmware/kernels/embassy.cmake.
set(RB_EMBASSY_DEBUG_ASSERTIONS false)
set(RB_EMBASSY_OVERFLOW_CHECKS false)
