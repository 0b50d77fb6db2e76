#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# One name per condition (issue 13): `compare --vary profile` (the experiment files' name) is
# accepted as kernel_profile, and the answer uses the one name; so are `ranks --by profile` and
# the protocol's names (timer, opt). An unknown name is still refused.
set -euo pipefail
CLI="$1"
WORK="$2"
rm -rf "$WORK"
mkdir -p "$WORK"
DB="$WORK/rb.db"
D="$RB_SOURCE_DIR/tests/data/captures"

fail() { echo "FAIL: $*" >&2; exit 1; }

A=$("$CLI" --db "$DB" import-log "$D/qemu-netduino2-baremetal.cap")
B=$("$CLI" --db "$DB" import-log "$D/host-posix.cap")
for name in profile kernel_profile; do
  rc=0
  "$CLI" --db "$DB" compare --runs "$A,$B" --vary "kernel,$name" --format json >"$WORK/c.json" 2>"$WORK/err" || rc=$?
  [ "$rc" = 0 ] || fail "compare --vary kernel,$name: exit $rc ($(cat "$WORK/err"))"
  python3 - "$WORK/c.json" <<'PY' || fail "compare --vary kernel,$name: studied is not [kernel, kernel_profile]"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["studied"] == ["kernel", "kernel_profile"], d["studied"]
assert all(c["condition"] != "kernel_profile" for c in d["confounds"]), d["confounds"]
PY
done
for name in timer opt; do
  "$CLI" --db "$DB" compare --runs "$A,$B" --vary "$name" --format json >/dev/null ||
    fail "compare --vary $name refused"
done
rc=0
"$CLI" --db "$DB" ranks --by profile --metric cal_loop --runs "$A,$B" --format json >"$WORK/r.json" 2>"$WORK/err" || rc=$?
[ "$rc" = 0 ] || fail "ranks --by profile: exit $rc ($(cat "$WORK/err"))"
grep -q '"by": "kernel_profile"' "$WORK/r.json" || fail "ranks --by profile: $(head -c 300 "$WORK/r.json")"
rc=0
"$CLI" --db "$DB" compare --runs "$A,$B" --vary profil >/dev/null 2>&1 || rc=$?
[ "$rc" = 2 ] || fail "compare --vary profil: exit $rc, expected 2"
echo PASS
