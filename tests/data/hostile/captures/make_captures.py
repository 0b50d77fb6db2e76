#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the hostile captures of issue 31 (numbers exact to the end, protocol limits) next to
# this script: one-case protocol v1 runs (docs/protocol.md), sealed with CRC-32 and numbered.
# Run it again after changing a body; the .cap files are committed.
import os
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
MIN = -9223372036854775808
MAX = 9223372036854775807


def cap(name, samples, end, n):
    bodies = ['HELLO proto=1 fw=rtosbench fwver=0.1.0',
              'COND board=qemu kernel=baremetal clock_hz=72000000 unit=cycles timer=dwt',
              'CASE id=cal_loop unit=cycles n=%d warmup=0' % n]
    bodies += ['S case=cal_loop ' + s for s in samples]
    bodies += ['END case=cal_loop status=ok n=%d %s' % (n, end), 'FOOT text=100',
               'DONE status=ok cases=1 failed=0']
    with open(os.path.join(HERE, name), 'wb') as f:
        for seq, b in enumerate(bodies):
            t, rest = b.split(' ', 1)
            body = ('%s %d %s' % (t, seq, rest)).encode()
            f.write(body + b' *%08X\n' % zlib.crc32(body))


# corrected = raw - overhead beyond 64 bits: incomplete, never a wrapped value (line 5: END)
cap('overhead-int64-min.cap', ['i=0 v=11'], 'cold=11 overhead=%d' % MIN, 1)
cap('overhead-int64-max.cap', ['i=0 v=-11'], 'cold=-11 overhead=%d' % MAX, 1)
cap('raw-int64-min.cap', ['i=0 v=%d' % MIN], 'cold=0 overhead=5', 1)
# the same extremes that do fit: complete, exported and printed exactly
cap('overhead-int64-max-fits.cap', ['i=0 v=11'], 'cold=11 overhead=%d' % MAX, 1)
cap('stats-int64-max.cap', ['i=0 v=%d,%d,%d' % (MAX, MAX, MAX)], 'cold=0 overhead=0', 3)
# an S line with 33 values (the protocol's maximum is 32): line 4 named
cap('s-line-33-values.cap', ['i=0 v=' + ','.join(['12'] * 33)], 'cold=20 overhead=5', 33)
# a window repeated under a new sequence number with other values: line 5 named
cap('repeated-window-conflict.cap', ['i=0 v=12,12,13,12', 'i=0 v=999,999,999,999'],
    'cold=20 overhead=5', 4)
# the same window repeated with the same values: a note, the run stays complete
cap('repeated-window-same.cap', ['i=0 v=12,12,13,12', 'i=0 v=12,12,13,12'],
    'cold=20 overhead=5', 4)
