#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Test fixture (issue 12): registers the unmodified upstream kernel archives of ../shared/kernels
# (beside the repository) with `rtosbench-cli kernel add` into a kernel cache inside the build
# directory, once: an archive already registered with the same content is a no-op. The RTOS
# tests then take their trees from that cache (fw_freertos.sh: CACHE/freertos/V11.1.0).
#   kernel_trees.sh CLI SHARED_KERNELS_DIR CACHE
# Without ../shared/kernels it is skipped (exit 77) with a message naming what is missing.
# Nothing is copied into the repository.
set -euo pipefail
CLI=$1
SHARED=$2
CACHE=$3
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
add freertos freertos-kernel-V11.1.0
add freertos freertos-kernel-V10.4.6
add threadx threadx-v6.1.9
add rtthread-nano rtthread-nano-v3.1.5
add rtthread rt-thread-5.0.1
add ucos3 uC-OS3-v3.08.01
add uc-cpu uC-CPU-v1.32.01
add uc-lib uC-LIB-v1.39.01
add rtx5 cmsis5-5.9.0
add tencentos-tiny tencentos-tiny-v2.4.5
add zephyr zephyr-3.4.99-ncs-a86fb816
add zephyr-cmsis zephyr-cmsis-5a003314
"$CLI" kernel list --cache "$CACHE" --format csv | cut -d, -f1,9-12
