#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fill translations/rtosbench_en.ts: English is the source language, so every message is
translated by its source text; numerus messages get "1 run" / "%n runs" forms from the
"%n run(s)" style of the sources. Run after `cmake --build BUILD --target rtosbench_update_ts`."""
import re
import sys
import xml.etree.ElementTree as ET

path = sys.argv[1] if len(sys.argv) > 1 else "translations/rtosbench_en.ts"
tree = ET.parse(path)
for msg in tree.getroot().iter("message"):
    src = msg.find("source").text or ""
    tr = msg.find("translation")
    tr.attrib.pop("type", None)
    for child in list(tr):
        tr.remove(child)
    if msg.get("numerus") == "yes":
        tr.text = None
        for plural in (False, True):
            form = ET.SubElement(tr, "numerusform")
            form.text = re.sub(r"\((e?s)\)", r"\1" if plural else "", src)
    else:
        tr.text = src
ET.indent(tree, space="    ")
with open(path, "wb") as f:
    f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
    tree.write(f, encoding="utf-8", xml_declaration=False)
    f.write(b"\n")
