# rtosbench firmware tests: helpers shared by fw_test.sh and fw_freertos.sh (sourced).
# Expects FW (firmware sources), WORK (scratch dir), HERE (this directory), CMAKE, HOST_CC and
# RUN_TIMEOUT to be set. KERNEL_TREE (optional): warnings from files under it are the kernel's
# own (printed, not fatal); every warning from our sources fails the build.
die() { echo "FAIL: $*" >&2; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || { echo "SKIP: $1 not found"; exit 77; }; }

# The protocol checker (independent CRC implementation), compiled once per work dir.
checker() {
  local exe="$WORK/proto_check"
  if [ ! -x "$exe" ] || [ "$HERE/proto_check.c" -nt "$exe" ]; then
    "$HOST_CC" -std=c99 -D_POSIX_C_SOURCE=200809L -O2 -Wall -Wextra -o "$exe.tmp.$$" \
      "$HERE/proto_check.c" && mv -f "$exe.tmp.$$" "$exe"
  fi
  echo "$exe"
}

# build DIR cmake-args...: configure + build; warnings are errors for the firmware sources.
# BUILD_KEEP=1: reconfigure and build in DIR as it is (what a kernel's build keeps there, such
# as NuttX's build copy of its tree, is shared by the builds), else DIR is made afresh.
build() {
  local dir=$1; shift
  [ "${BUILD_KEEP:-0}" = 1 ] || rm -rf "$dir"
  if ! "$CMAKE" -S "$FW" -B "$dir" "$@" >"$dir.configure.log" 2>&1; then
    cat "$dir.configure.log"; die "configure failed: $*"
  fi
  if ! "$CMAKE" --build "$dir" -j2 >"$dir.build.log" 2>&1; then
    cat "$dir.build.log"; die "build failed: $*"
  fi
  # The kernel's trees: KERNEL_TREE and, for kernels made of several trees, KERNEL_TREES_EXTRA
  # (space-separated, e.g. uC-CPU and uC-LIB for ucos3).
  local t pats=() ours
  for t in ${KERNEL_TREE:-} ${KERNEL_TREES_EXTRA:-}; do pats+=(-e "$t/"); done
  [ ${#pats[@]} -gt 0 ] || pats=(-e /nonexistent/)
  if grep -F "${pats[@]}" "$dir.build.log" | grep -q "warning:"; then
    echo "note: the kernel's own sources warn (not ours to fix):"
    grep -F "${pats[@]}" "$dir.build.log" | grep "warning:" || true
  fi
  ours=$(grep -n "warning:" "$dir.build.log" | grep -v -F "${pats[@]}" || true)
  # KERNEL_LINK_WARNINGS (tests/firmware/kernels/<id>.sh, an extended regex): the kernel's own
  # link warnings that name no file of its tree (Zephyr's linker script under ld.lld).
  if [ -n "${KERNEL_LINK_WARNINGS:-}" ] && grep -qE "$KERNEL_LINK_WARNINGS" <<<"$ours"; then
    echo "note: the kernel's own link warns (not ours to fix):"
    grep -E "$KERNEL_LINK_WARNINGS" <<<"$ours"
    ours=$(grep -vE "$KERNEL_LINK_WARNINGS" <<<"$ours" || true)
  fi
  if [ -n "$ours" ]; then
    echo "$ours"
    die "compiler warnings: $*"
  fi
  [ -f "$dir/manifest.json" ] || die "no manifest.json in $dir"
}

# run_manifest DIR OUT: runs the manifest's "run" command from DIR; prints the exit code.
run_manifest() {
  local dir=$1 out=$2 line items rc=0
  line=$(grep '"run": \[' "$dir/manifest.json") || die "manifest has no run command"
  items=${line#*[}
  items=${items%]*}
  eval "local cmd=($(printf '%s' "$items" | sed 's/", "/" "/g'))"
  (cd "$dir" && timeout "$RUN_TIMEOUT" "${cmd[@]}" >"$out" 2>"$out.stderr" </dev/null) || rc=$?
  echo "$rc"
}

manifest_int() { # manifest_int FILE KEY -> integer value of "KEY": n (first match)
  sed -n "s/.*\"$2\": \(-\{0,1\}[0-9][0-9]*\).*/\1/p" "$1" | head -1
}

# corrected_table SUMMARY: "case median-overhead" per measured case of a proto_check summary.
corrected_table() {
  awk '{ for (i = 2; i <= NF; i++) if ($i ~ /^median-overhead=/) { v = $i
           sub(/^median-overhead=/, "", v); print $1, v } }' "$1"
}

# The checks of a run's capture that fw_rtos.sh, fw_freertos.sh and fw_embassy.sh share.
corrected() { # corrected SUMMARY CASE: median - overhead
  local v
  v=$(awk -v c="$2" '$1 == c { for (i = 2; i <= NF; i++) if ($i ~ /^median-overhead=/) {
        sub(/^median-overhead=/, "", $i); print $i } }' "$1")
  [ -n "$v" ] || die "case $2 has no median in $1"
  echo "$v"
}

cond_has() { # cond_has FILE key=value...
  local f=$1 kv; shift
  for kv in "$@"; do
    grep -q "^COND .* $kv " "$f" || die "COND lacks $kv"
  done
}

end_has() { # end_has FILE CASE field...: the case's END line is ok and holds every field
  local f=$1 c=$2 line fld; shift 2
  line=$(grep "^END .* case=$c status=ok " "$f") || die "$c is not ok: $(grep "case=$c " "$f" | head -2)"
  for fld in "$@"; do
    grep -q " $fld " <<<"$line" || die "$c: no $fld in: $line"
  done
}
