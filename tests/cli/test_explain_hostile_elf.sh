#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 31 item 10: `explain --elf` never hands a file name to binutils as an option. The run's
# ELF is copied to a file named "--plugin=<absolute path of a tiny .so>" (a directory "--plugin="
# under the current directory, holding that path); the .so, built here with cc, creates a marker
# file from its constructor. Before the fix `arm-none-eabi-nm -S -n --defined-only
# --plugin=/.../rb_evil.so` loaded and ran it (nm then read ./a.out, which is present here as a
# real ELF). The marker must not exist after explain, whatever explain's own verdict.
# $1 = rtosbench-cli, $2 = scratch dir.
set -u
CLI="$1"
WORK="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK" || fail "cannot make $WORK"
WORK=$(cd "$WORK" && pwd -P)
export LC_ALL=C.UTF-8 LANGUAGE=en RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
for tool in cc arm-none-eabi-gcc arm-none-eabi-nm sha256sum; do
    command -v "$tool" > /dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
MARKER="$WORK/plugin-ran"
cat > "$WORK/rb_evil.c" << EOF
#include <stdio.h>
__attribute__((constructor)) static void rb_evil(void)
{
    FILE *f = fopen("$MARKER", "w");
    if (f)
        fclose(f);
}
EOF
cc -shared -fPIC -o "$WORK/rb_evil.so" "$WORK/rb_evil.c" || fail "cannot build the plugin"
echo 'int main(void) { return 0; }' > "$WORK/m.c"
arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -specs=nosys.specs -g "$WORK/m.c" -o "$WORK/m.elf" ||
    fail "cannot build an ELF"
# The plugin really is loaded by nm when given as an option (else this test proves nothing).
(cd "$WORK" && cp m.elf a.out && arm-none-eabi-nm --plugin="$WORK/rb_evil.so" > /dev/null 2>&1)
[ -f "$MARKER" ] || { echo "SKIP: this arm-none-eabi-nm loads no plugin"; exit 77; }
rm -f "$MARKER"

RUNDIR="$WORK/cwd"
HOSTILE="--plugin=$WORK/rb_evil.so" # a relative file name: directory "--plugin=" under $RUNDIR
mkdir -p -- "$RUNDIR/$(dirname -- "$HOSTILE")" || fail "cannot make the hostile directory"
cp -- "$WORK/m.elf" "$RUNDIR/$HOSTILE" && cp "$WORK/m.elf" "$RUNDIR/a.out" || fail "cannot copy the ELF"
SHA=$(sha256sum "$WORK/m.elf" | cut -d' ' -f1)

# A stored run of the virtual board (icount) whose firmware is that ELF.
cat > "$WORK/run.json" << EOF
{"format":"rtosbench-export","version":1,"exported_at":"2025-01-01T00:00:00Z","runs":[
 {"configuration":{"board":"qemu","kernel":"baremetal","opt_level":"-Os","timing_method":"icount"},
  "status":"complete","started_at":"2025-01-01T10:00:00.000Z","firmware_sha256":"$SHA",
  "cases":[{"metric":"yield_round_trip","unit":"ticks","warmup":0,"samples":[110,112,111]}]}]}
EOF
DB="$WORK/runs.db"
"$CLI" --db "$DB" import "$WORK/run.json" > "$WORK/import.out" 2>&1 ||
    { cat "$WORK/import.out" >&2; fail "import"; }
ID=$("$CLI" --db "$DB" runs --format csv | tail -n +2 | head -1 | sed 's/^\xef\xbb\xbf//' | cut -d, -f1)
[ -n "$ID" ] || fail "no run id"

(cd "$RUNDIR" && "$CLI" --db "$DB" explain "$ID" yield_round_trip --elf "$HOSTILE" \
    > "$WORK/explain.out" 2> "$WORK/explain.err")
rc=$?
[ -f "$MARKER" ] && fail "explain --elf '$HOSTILE' made nm load and run the plugin"
# Not a firmware of ours: explain refuses it, naming the file by its absolute path.
[ "$rc" -ne 0 ] || fail "explain accepted an ELF without rtosbench's symbols"
grep -q "^error: " "$WORK/explain.err" || { cat "$WORK/explain.err" >&2; fail "no error line"; }
grep -qF "$RUNDIR/--plugin=" "$WORK/explain.err" ||
    { cat "$WORK/explain.err" >&2; fail "the message does not name the file by its absolute path"; }
echo "ok: $(head -1 "$WORK/explain.err")"
echo "PASS"
