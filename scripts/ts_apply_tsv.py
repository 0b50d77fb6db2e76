#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Apply translations from TSV files to translations/rtosbench_zh_CN.ts.

Each line: context<TAB>source<TAB>translation, with \\n and \\t escaped. A numerus message
(%n) gets the one Chinese form. Only messages that are unfinished or empty are filled, unless
--force. Prints what it could not place and the number of unfinished messages left.
Run after `cmake --build BUILD --target rtosbench_update_ts`, then run that target again."""
import argparse
import sys
import xml.etree.ElementTree as ET


def unescape(s):
    return s.replace("\\n", "\n").replace("\\t", "\t")


ap = argparse.ArgumentParser()
ap.add_argument("tsv", nargs="+")
ap.add_argument("--ts", default="translations/rtosbench_zh_CN.ts")
ap.add_argument("--force", action="store_true")
args = ap.parse_args()

table = {}
for name in args.tsv:
    with open(name, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip():
                continue
            parts = line.split("\t")
            if len(parts) != 3:
                print(f"{name}:{n}: not context<TAB>source<TAB>translation", file=sys.stderr)
                continue
            table[(parts[0], unescape(parts[1]))] = unescape(parts[2])

tree = ET.parse(args.ts)
used = set()
left = 0
for ctx in tree.getroot().iter("context"):
    cname = ctx.find("name").text
    for msg in ctx.iter("message"):
        src = msg.find("source").text or ""
        tr = msg.find("translation")
        unfinished = tr.get("type") == "unfinished" or not (tr.text or list(tr))
        key = (cname, src)
        if key in table and (unfinished or args.force):
            used.add(key)
            tr.attrib.pop("type", None)
            for child in list(tr):
                tr.remove(child)
            if msg.get("numerus") == "yes":
                tr.text = None
                ET.SubElement(tr, "numerusform").text = table[key]
            else:
                tr.text = table[key]
        elif unfinished:
            left += 1
            print(f"unfinished: [{cname}] {src!r}")
for key in table.keys() - used:
    print(f"not placed (no such unfinished message): [{key[0]}] {key[1]!r}", file=sys.stderr)
ET.indent(tree, space="    ")
with open(args.ts, "wb") as f:
    f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
    tree.write(f, encoding="utf-8", xml_declaration=False)
    f.write(b"\n")
print(f"{len(used)} translations applied, {left} unfinished left")
