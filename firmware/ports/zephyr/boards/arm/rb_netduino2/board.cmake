# SPDX-License-Identifier: GPL-3.0-or-later
# rtosbench runs the image itself (manifest.json's run line): nothing for west/ninja run here.
