#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Test fixture (issue 12): registers the unmodified upstream kernel archives of ../shared/kernels
# (beside the repository) with `rtosbench-cli kernel add` into a kernel cache inside the build
# directory, once: an archive already registered with the same content is a no-op. The RTOS
# tests then take their trees from that cache (fw_freertos.sh: CACHE/freertos/V11.1.0).
#   kernel_trees.sh CLI SHARED_KERNELS_DIR CACHE [ID=ARCHIVE...]
# ID=ARCHIVE: the catalogue's tags with a "test_archive" (tests/firmware/CMakeLists.txt reads
# them from resources/kernels/catalogue.json; without arguments this script reads them itself);
# ARCHIVE without .tar.gz, as in SOURCES.tsv.
# Without ../shared/kernels it is skipped (exit 77) with a message naming what is missing.
# Nothing is copied into the repository.
set -euo pipefail
CLI=$1
SHARED=$2
CACHE=$3
shift 3
if [ ! -d "$SHARED" ]; then
  echo "SKIP: $SHARED is absent (the kernel test archives beside the repository, ../shared/kernels):" \
    "the RTOS tests that need a kernel tree are skipped"
  exit 77
fi
SHARED=$(cd "$SHARED" && pwd -P)
if command -v sha256sum >/dev/null && [ -f "$SHARED/SHA256SUMS" ]; then
  (cd "$SHARED" && sha256sum --quiet -c SHA256SUMS) || { echo "FAIL: $SHARED/SHA256SUMS does not match"; exit 1; }
fi
# archive -> catalogue id (SOURCES.tsv names the upstream of each)
add() {
  local id=$1 archive=$SHARED/$2.tar.gz
  if [ ! -f "$archive" ]; then
    echo "note: $archive is absent, $id is not registered"
    return 0
  fi
  "$CLI" kernel add "$id" "$archive" --cache "$CACHE"
}
# Without ID=ARCHIVE arguments (tests/cli call it so), the pairs are read from the catalogue.
if [ "$#" = 0 ]; then
  catalogue="$(cd "$(dirname "$0")/../.." && pwd)/resources/kernels/catalogue.json"
  mapfile -t pairs < <(python3 -c '
import json, sys
for k in json.load(open(sys.argv[1]))["kernels"]:
    for t in k.get("tags", []):
        if t.get("test_archive"):
            print(k["id"] + "=" + t["test_archive"])' "$catalogue") ||
    { echo "FAIL: cannot read the test archives of $catalogue"; exit 1; }
  set -- "${pairs[@]}"
fi
[ "$#" -gt 0 ] || { echo "FAIL: no ID=ARCHIVE pair (the catalogue names no test_archive)"; exit 1; }
for pair in "$@"; do
  add "${pair%%=*}" "${pair#*=}"
done
"$CLI" kernel list --cache "$CACHE" --format csv | cut -d, -f1,9-12
