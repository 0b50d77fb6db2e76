#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 31: adds to the tree DIR a chain of symbolic links in which every link, read on its own
# from its own directory, stays inside the tree (what the archive listing check looks at), while
# the chain leads to /etc:
#   DIR/d1/.../d30/up -> ../../.. (30 times: DIR itself)
#   DIR/d1/.../d30/w  -> up/../../.. (30 times)/etc   (from DIR, 30 levels up: /, then etc)
#   DIR/z             -> d1/.../d30/w
#   link_chain.py DIR [Z_TARGET_SUFFIX]
# A second argument is appended to w's text (e.g. "/." ): a link that leads to the same place
# with another text, for the digest test.
import os, sys

top = sys.argv[1]
depth = 30
deep = os.path.join(*["d%d" % i for i in range(1, depth + 1)])
os.makedirs(os.path.join(top, deep), exist_ok=True)
os.symlink("/".join([".."] * depth), os.path.join(top, deep, "up"))
os.symlink("up/" + "../" * depth + "etc" + (sys.argv[2] if len(sys.argv) > 2 else ""),
           os.path.join(top, deep, "w"))
os.symlink(deep + "/w", os.path.join(top, "z"))
