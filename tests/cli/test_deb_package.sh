#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package: cpack -G DEB in the build dir, then dpkg -I (Depends, Recommends),
# dpkg -c (binaries, translations, reference data, firmware, labs, desktop file, metainfo),
# and the extracted rtosbench-cli runs. $1 = rtosbench-cli (unused: the packaged one is run),
# $2 = scratch dir. Env: RB_BINARY_DIR, RB_GUI (OFF: no GUI files expected).
set -u
cli="$1"
work="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v cpack >/dev/null || { echo "skipped: no cpack"; exit 0; }
command -v dpkg-deb >/dev/null || { echo "skipped: no dpkg-deb"; exit 0; }
[ -n "${RB_BINARY_DIR:-}" ] || fail "RB_BINARY_DIR is not set"
[ -x "$cli" ] || fail "no cli binary $cli"
rm -rf "$work" && mkdir -p "$work/pkg" "$work/root" || fail "cannot make $work"

# cpack installs every component of the build dir, so the GUI must have been built too.
gui=1
case "${RB_GUI:-ON}" in OFF|off|0|FALSE|false|NO|no) gui=0 ;; esac
if [ $gui = 1 ] && [ ! -x "$RB_BINARY_DIR/src/app/rtosbench" ]; then
    echo "skipped: the GUI binary is not built in $RB_BINARY_DIR (build the rtosbench target)"
    exit 0
fi

(cd "$RB_BINARY_DIR" && cpack -G DEB -B "$work/pkg") > "$work/cpack.log" 2>&1 ||
    { cat "$work/cpack.log" >&2; fail "cpack -G DEB failed"; }
deb=$(ls "$work"/pkg/rtosbench_*.deb 2>/dev/null | head -1)
[ -f "$deb" ] || { ls -R "$work/pkg" >&2; fail "no rtosbench_*.deb produced"; }
echo "package: $(basename "$deb"), $(stat -c %s "$deb") bytes"

info=$(dpkg-deb -I "$deb") || fail "dpkg -I failed"
depends=$(printf '%s\n' "$info" | sed -n 's/^ Depends: //p')
recommends=$(printf '%s\n' "$info" | sed -n 's/^ Recommends: //p')
echo "Depends: $depends"
echo "Recommends: $recommends"
has() { # has LIST WORD: WORD is one of the comma/pipe separated names (versions ignored)
    printf '%s\n' "$1" | tr ',|' '\n\n' | sed 's/(.*)//; s/^ *//; s/ *$//' | grep -qx "$2"
}
deps="libqt6core6 libqt6sql6 libqt6sql6-sqlite libqt6network6 libserialport0 fonts-noto-cjk fonts-wqy-microhei"
[ $gui = 1 ] && deps="$deps libqt6gui6 libqt6widgets6 libqt6printsupport6 libqt6svg6 libqcustomplot2.1-qt6"
for d in $deps; do has "$depends" "$d" || fail "Depends lacks $d"; done
printf '%s\n' "$depends" | grep -q 'fonts-noto-cjk | fonts-wqy-microhei' ||
    fail "the CJK font is not an alternative"
for r in qemu-system-arm openocd gcc-arm-none-eabi libnewlib-arm-none-eabi cmake ninja-build git unzip; do
    has "$recommends" "$r" || fail "Recommends lacks $r"
done
# Every Qt/serialport/QCustomPlot library the binaries link directly (ELF NEEDED, not the
# transitive ones ldd adds) must come from a package named in Depends.
check_links() { # check_links BINARY
    local bin="$1" needed lib real pkg
    needed=$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
    for lib in $(ldd "$bin" | awk '{print $1 " " $3}' | grep -E 'Qt6|serialport|QCustomPlot' |
                 while read -r name path; do
                     printf '%s\n' "$needed" | grep -qx "$name" && echo "$path"
                 done); do
        real=$(readlink -f "$lib")
        pkg=$(dpkg -S "$real" 2>/dev/null || dpkg -S "/usr${real#/usr}" 2>/dev/null)
        pkg=${pkg%%:*}
        [ -z "$pkg" ] || has "$depends" "$pkg" || fail "$(basename "$bin") links $lib from $pkg, not in Depends"
    done
}
if command -v ldd >/dev/null && command -v readelf >/dev/null && command -v dpkg >/dev/null; then
    check_links "$cli"
    [ $gui = 1 ] && check_links "$RB_BINARY_DIR/src/app/rtosbench"
fi

listing=$(dpkg-deb -c "$deb") || fail "dpkg -c failed"
want="./usr/bin/rtosbench-cli
./usr/lib/rtosbench/rtosbench-qemu-trace.so
./usr/share/rtosbench/reference/published_results.csv
./usr/share/rtosbench/firmware/CMakeLists.txt
./usr/share/rtosbench/firmware/harness/rb_harness.c
./usr/share/rtosbench/firmware/catalogue.json
./usr/share/rtosbench/labs/print_in_hook.json
./usr/share/rtosbench/examples/experiments/host-posix.json
./usr/share/doc/rtosbench/copyright
./usr/share/doc/rtosbench/docs/labs.md"
[ $gui = 1 ] && want="$want
./usr/bin/rtosbench
./usr/share/applications/rtosbench.desktop
./usr/share/icons/hicolor/scalable/apps/rtosbench.svg
./usr/share/metainfo/io.github.rtosbench.metainfo.xml"
while IFS= read -r f; do
    printf '%s\n' "$listing" | awk '{print $6}' | grep -qx "$f" || fail "the package lacks $f"
done <<< "$want"
printf '%s\n' "$listing" | awk '{print $6}' | grep -q '^./usr/share/rtosbench/translations/rtosbench_zh_CN\.qm$' ||
    fail "the package lacks the zh_CN translation (.qm)"
printf '%s\n' "$listing" | awk '{print $6}' | grep -q '^./usr/share/rtosbench/translations/rtosbench_en\.qm$' ||
    fail "the package lacks the en translation (.qm)"
if printf '%s\n' "$listing" | awk '{print $6}' | grep -q '/firmware/build'; then
    fail "the package contains a firmware build directory"
fi

dpkg-deb -x "$deb" "$work/root" || fail "dpkg -x failed"
ver=$("$work/root/usr/bin/rtosbench-cli" --version 2>&1) || fail "the packaged rtosbench-cli does not run: $ver"
printf '%s\n' "$ver" | grep -q "rtosbench-cli" || fail "unexpected --version output: $ver"
# The installed firmware dir is the one the packaged cli finds (share/rtosbench/firmware).
[ -f "$work/root/usr/share/rtosbench/firmware/CMakeLists.txt" ] || fail "no firmware in the tree"
if [ $gui = 1 ]; then
    grep -q '^Name\[zh_CN\]=' "$work/root/usr/share/applications/rtosbench.desktop" ||
        fail "the desktop file has no Chinese name"
    if command -v appstreamcli >/dev/null; then
        appstreamcli validate --no-net \
            "$work/root/usr/share/metainfo/io.github.rtosbench.metainfo.xml" > "$work/as.log" 2>&1 ||
            { cat "$work/as.log" >&2; fail "appstreamcli rejects the metainfo"; }
    fi
fi
echo "ok: $(printf '%s\n' "$listing" | wc -l) entries, $ver"
