#!/usr/bin/env bash
# Installs everything rtosbench needs on Debian 12 (idempotent; run as root or with sudo).
set -euo pipefail
PKGS=(
  build-essential cmake ninja-build pkg-config ccache git unzip zip
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqt6sql6-sqlite libqt6svg6 libgl-dev
  libqcustomplot-dev libserialport-dev libboost-dev
  sigrok-cli libsigrok-dev
  gcc-arm-none-eabi libnewlib-arm-none-eabi binutils-arm-none-eabi
  qemu-system-arm openocd
  sqlite3 poppler-utils xvfb xauth fonts-noto-cjk
  clang libclang-rt-14-dev clang-format
  # The firmware's second compiler (issue 37, firmware/cmake/arm-none-eabi-clang.cmake): clang
  # (above) links with ld.lld and archives LTO objects with llvm-ar / llvm-ranlib.
  lld llvm
  dpkg-dev file
  libqt6sql6-psql postgresql
  # Zephyr's own CMake (issue 34, docs/kernels/zephyr.md): its Python scripts and dtc. Named,
  # not left to Recommends: pykwalify needs ruamel.yaml and dateutil, gen_kobject_list packaging.
  python3-pyelftools python3-yaml python3-pykwalify python3-ruamel.yaml python3-dateutil
  python3-packaging device-tree-compiler
  # NuttX's own make (issue 34, docs/kernels/nuttx.md): kconfig-conf and kconfig-tweak.
  kconfig-frontends-nox
  # embassy (issue 35, docs/kernels/embassy.md): Debian's Rust 1.96 (bookworm-security) with the
  # library source, for -Zbuild-std=core on thumbv7m-none-eabi; 1.85 of bookworm main cannot
  # build offline.
  rustc-web cargo-web rust-web-src libstd-rust-web-dev
  # A board farm through LAVA (issue 40, docs/board-farm.md): lava-run, LAVA's dispatcher run
  # without a server (tests/cli/test_lava.sh), and telnet, its way to a ser2net console.
  # Measured on Debian 12: 141 new packages, 52.8 MB fetched, 262 MB installed, 1 min 14 s.
  lava-dispatcher telnet
  # A real lava-server for tests/cli/test_lava_server.sh: the Python packages lava-server 2023.01
  # Depends on (not the package itself, which Depends on systemd-sysv; its code is extracted below).
  # Measured on Debian 12 after lava-dispatcher: 54 new packages, 9.4 MB fetched, 55.5 MB
  # installed, 26 s.
  gunicorn python3-aiohttp python3-celery python3-defusedxml python3-django
  python3-django-allauth python3-django-auth-ldap python3-django-environ python3-django-filters
  python3-django-tables2 python3-djangorestframework python3-djangorestframework-extensions
  python3-djangorestframework-filters python3-docutils python3-eventlet python3-jinja2
  python3-junit.xml python3-psycopg2 python3-requests python3-simplejson python3-tap python3-tz
  python3-voluptuous python3-whitenoise python3-yaml python3-zmq
  lavacli # 1 package, 187 kB installed, 5 s: the test submits a job with it
)
# lava-server's code (the Debian package, 396 kB, unpacked, never installed: no service, no
# systemd), where tests/cli/test_lava_server.sh looks for it.
LAVA_SERVER_DIR=/opt/rtosbench/lava-server
lava_server_code() {
  [ -f "$LAVA_SERVER_DIR/usr/lib/python3/dist-packages/lava_server/settings/prod.py" ] && return 0
  local tmp
  tmp=$(mktemp -d)
  chmod 755 "$tmp" # apt's download user writes there
  if { (cd "$tmp" && apt-get download -q lava-server >/dev/null 2>&1) ||
    { $SUDO apt-get update -q && (cd "$tmp" && apt-get download -q lava-server); }; } &&
    $SUDO mkdir -p "$LAVA_SERVER_DIR" && $SUDO dpkg -x "$tmp"/lava-server_*.deb "$LAVA_SERVER_DIR"; then
    echo "install-deps: lava-server's code in $LAVA_SERVER_DIR"
  else # not fatal: only tests/cli/test_lava_server.sh needs it (and is skipped without it)
    echo "install-deps: could not fetch lava-server's code into $LAVA_SERVER_DIR" >&2
  fi
  rm -rf "$tmp"
}
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PKGS[@]} packages present"
  lava_server_code
  exit 0
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
lava_server_code
