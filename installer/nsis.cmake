# SPDX-License-Identifier: GPL-3.0-or-later
# CPack NSIS settings for the Windows installer (included from installer/CMakeLists.txt when
# WIN32; not built on Debian). Qt DLLs are expected to be deployed next to the binaries with
# windeployqt before cpack (see docs/user-guide.md); the firmware toolchain (Arm GNU Toolchain,
# CMake, Ninja, QEMU, OpenOCD) is installed separately and found through PATH.
set(CPACK_GENERATOR NSIS)
set(CPACK_NSIS_PACKAGE_NAME "rtosbench ${PROJECT_VERSION}")
set(CPACK_NSIS_DISPLAY_NAME "rtosbench")
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\rtosbench.exe")
# An .ico converted from resources/icons/rtosbench.svg, when one has been made.
if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/rtosbench.ico)
  set(CPACK_NSIS_MUI_ICON ${CMAKE_CURRENT_SOURCE_DIR}/rtosbench.ico)
  set(CPACK_NSIS_MUI_UNIICON ${CMAKE_CURRENT_SOURCE_DIR}/rtosbench.ico)
endif()
set(CPACK_NSIS_URL_INFO_ABOUT "https://github.com/rtosbench/rtosbench")
set(CPACK_NSIS_CONTACT "dev@rtosbench.invalid")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MODIFY_PATH ON) # offers to add bin\ (rtosbench-cli) to PATH
set(CPACK_NSIS_EXECUTABLES_DIRECTORY bin)
set(CPACK_PACKAGE_EXECUTABLES "rtosbench" "rtosbench")
set(CPACK_CREATE_DESKTOP_LINKS "rtosbench")
set(CPACK_NSIS_MENU_LINKS "share/doc/rtosbench/README.md" "README"
    "share/doc/rtosbench/docs/labs.md" "Lab notes")
set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
# The installed rtosbench picks zh_CN or en from the Windows locale at run time.
