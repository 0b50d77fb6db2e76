#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders a device dictionary (dictionaries/NAME.jinja2) with lava-server's device-type
# templates, as lava-server does, into the YAML `lava-run --device` reads (docs/board-farm.md).
#   render.py LAVA_DEVICE_TYPES_DIR dictionaries/NAME.jinja2 > devices/NAME.yaml
# LAVA_DEVICE_TYPES_DIR: lava-server's (/usr/share/lava-server/device-types, for base.jinja2).
import os
import sys

import jinja2
import yaml

lava_dir, dictionary = sys.argv[1], sys.argv[2]
here = os.path.dirname(os.path.abspath(__file__))
env = jinja2.Environment(
    loader=jinja2.FileSystemLoader([os.path.dirname(os.path.abspath(dictionary)),
                                    os.path.join(here, "device-types"), lava_dir]),
    trim_blocks=True, autoescape=False)
text = env.get_template(os.path.basename(dictionary)).render()
yaml.safe_load(text)  # a rendering that is no YAML is no device
sys.stdout.write(text)
