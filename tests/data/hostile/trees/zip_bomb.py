#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 31: a zip whose headers lie about its size. Writes OUT with a FreeRTOS stand-in
# (t/tasks.c, ... t/include/task.h) and t/big.bin holding REAL zero bytes (deflated: about
# REAL/1000 bytes on disk), then patches big.bin's local header and central directory entry
# to claim CLAIMED bytes. `unzip -Z -t` then reports about CLAIMED bytes; `unzip` writes REAL.
#   zip_bomb.py OUT REAL CLAIMED
import struct, sys, zipfile

out, real, claimed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
    for f in ["tasks.c", "queue.c", "list.c", "portable/GCC/ARM_CM3/port.c",
              "portable/MemMang/heap_4.c"]:
        z.writestr("t/" + f, "/* %s */\n" % f)
    z.writestr("t/include/task.h", '#define tskKERNEL_VERSION_NUMBER "V99.0.0"\n')
    with z.open("t/big.bin", "w", force_zip64=False) as f:
        block = b"\0" * (1 << 20)
        left = real
        while left > 0:
            f.write(block[:min(left, len(block))])
            left -= len(block)
data = bytearray(open(out, "rb").read())
name = b"t/big.bin"
patched = 0
for sig, name_len_at, size_at, name_at in ((b"PK\x03\x04", 26, 22, 30), (b"PK\x01\x02", 28, 24, 46)):
    i = data.find(sig)
    while i >= 0:
        n = struct.unpack_from("<H", data, i + name_len_at)[0]
        if bytes(data[i + name_at:i + name_at + n]) == name:
            struct.pack_into("<I", data, i + size_at, claimed)
            patched += 1
        i = data.find(sig, i + 4)
assert patched == 2, patched
open(out, "wb").write(data)
