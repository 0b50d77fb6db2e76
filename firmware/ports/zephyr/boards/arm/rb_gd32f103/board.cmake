# SPDX-License-Identifier: GPL-3.0-or-later
# rtosbench flashes the image itself (OpenOCD, the manifest's flash line): nothing for west here.
