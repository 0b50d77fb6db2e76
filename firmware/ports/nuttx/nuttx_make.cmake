# rtosbench firmware: NuttX's own make on a build copy (cmake -P, run by the rb_nuttx_image
# target of firmware/kernels/nuttx.cmake on every build; NuttX's make is incremental).
#   RB_NUTTX_SRC, RB_NUTTX_APPS  the user's NuttX and nuttx-apps trees (read only)
#   RB_NUTTX_WORK                the build copy: WORK/nuttx, WORK/apps, WORK/board
#   RB_NUTTX_BOARD               our board (firmware/ports/nuttx/rb_netduino2 or rb_gd32f103)
#   RB_NUTTX_DEFCONFIG           the profile's defconfig; RB_NUTTX_EXTRA the build's settings
#   RB_NUTTX_VERSION, RB_FW_DIR, RB_GEN_DIR, RB_MAKE, RB_CROSSDEV, RB_JOBS, RB_OUT
#   RB_NUTTX_CC, RB_NUTTX_LLD, RB_NUTTX_LLVM (prefix .../llvm-), RB_NUTTX_LLVM_SFX (-14),
#   RB_NUTTX_LIBGCC           Clang's build only (CONFIG_ARM_TOOLCHAIN_CLANG): its programs
# Every process gets an argument list (execute_process), never a shell line.
cmake_minimum_required(VERSION 3.20)

function(rb_run what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "rtosbench firmware: NuttX ${what} failed (${_rc})")
  endif()
endfunction()
# NuttX's make runs on its own, not as a part of the outer make's job server (whose MAKEFLAGS
# would make it warn "jobserver unavailable").
set(_rb_env "${CMAKE_COMMAND}" -E env --unset=MAKEFLAGS --unset=MFLAGS --unset=MAKELEVEL)

# 1. The copy of both trees, made once: apps beside nuttx under the name the NuttX tree's own
# relative links expect (fs/zipfs/zlib -> ../../../apps/system/zlib resolves inside the copy).
set(_stamp "${RB_NUTTX_WORK}/copied-from.txt")
set(_from "${RB_NUTTX_SRC}\n${RB_NUTTX_APPS}\n")
set(_have "")
if(EXISTS "${_stamp}")
  file(READ "${_stamp}" _have)
endif()
if(NOT _have STREQUAL _from)
  file(REMOVE_RECURSE "${RB_NUTTX_WORK}")
  file(MAKE_DIRECTORY "${RB_NUTTX_WORK}")
  # cp -a keeps the trees' symbolic links as links (file(COPY) would follow them).
  rb_run("copy of the tree" cp -a -- "${RB_NUTTX_SRC}/." "${RB_NUTTX_WORK}/nuttx")
  rb_run("copy of the apps" cp -a -- "${RB_NUTTX_APPS}/." "${RB_NUTTX_WORK}/apps")
  file(WRITE "${RB_NUTTX_WORK}/copied-from.txt" "${_from}")
endif()
# NuttX reads its version from git or .version; a copy has neither: the recipe's version.
string(REGEX MATCH "^([0-9]+)\\.([0-9]+)\\.([0-9]+)$" _m "${RB_NUTTX_VERSION}")
set(_ver "#!/bin/bash\n\nCONFIG_VERSION_STRING=\"${RB_NUTTX_VERSION}\"\n"
         "CONFIG_VERSION_MAJOR=${CMAKE_MATCH_1}\nCONFIG_VERSION_MINOR=${CMAKE_MATCH_2}\n"
         "CONFIG_VERSION_PATCH=${CMAKE_MATCH_3}\nCONFIG_VERSION_BUILD=\"0\"\n")
string(JOIN "" _ver ${_ver})
file(CONFIGURE OUTPUT "${RB_NUTTX_WORK}/nuttx/.version" CONTENT "${_ver}")

# 2. Our board, refreshed on every build (a few small files; objects of libboard land here),
# afresh when the build directory changes board (no file or object of the other one stays).
set(_bstamp "${RB_NUTTX_WORK}/board-from.txt")
set(_bhave "")
if(EXISTS "${_bstamp}")
  file(READ "${_bstamp}" _bhave)
endif()
if(NOT _bhave STREQUAL "${RB_NUTTX_BOARD}")
  file(REMOVE_RECURSE "${RB_NUTTX_WORK}/board")
  file(WRITE "${_bstamp}" "${RB_NUTTX_BOARD}")
endif()
file(COPY "${RB_NUTTX_BOARD}/Kconfig" "${RB_NUTTX_BOARD}/include" "${RB_NUTTX_BOARD}/scripts"
          "${RB_NUTTX_BOARD}/src" DESTINATION "${RB_NUTTX_WORK}/board")
file(CONFIGURE OUTPUT "${RB_NUTTX_WORK}/board/src/rb_paths.mk"
     CONTENT "RB_FW_DIR = ${RB_FW_DIR}\nRB_GEN_DIR = ${RB_GEN_DIR}\n")

# 3. The defconfig: the profile's keys, then the build's. configure.sh -e cleans and
# reconfigures only when it changed.
file(READ "${RB_NUTTX_DEFCONFIG}" _def)
file(READ "${RB_NUTTX_EXTRA}" _extra)
file(CONFIGURE OUTPUT "${RB_NUTTX_WORK}/board/configs/rb/defconfig" CONTENT "${_def}${_extra}")
set(_cfg_stamp "${RB_NUTTX_WORK}/configured-with.txt")
set(_cfg_have "")
if(EXISTS "${_cfg_stamp}")
  file(READ "${_cfg_stamp}" _cfg_have)
endif()
if(NOT _cfg_have STREQUAL "${_def}${_extra}" OR NOT EXISTS "${RB_NUTTX_WORK}/nuttx/.config")
  if(EXISTS "${RB_NUTTX_WORK}/nuttx/.config")
    rb_run("distclean" ${_rb_env} "${RB_MAKE}" -C "${RB_NUTTX_WORK}/nuttx" distclean)
  endif()
  execute_process(COMMAND ${_rb_env} "${RB_NUTTX_WORK}/nuttx/tools/configure.sh" -l -a ../apps
                          "${RB_NUTTX_WORK}/board/configs/rb"
                  WORKING_DIRECTORY "${RB_NUTTX_WORK}/nuttx"
                  OUTPUT_FILE "${RB_NUTTX_WORK}/configure.log"
                  ERROR_FILE "${RB_NUTTX_WORK}/configure.err" RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "rtosbench firmware: NuttX configure failed (${_rc}; "
                        "${RB_NUTTX_WORK}/configure.log)")
  endif()
  file(WRITE "${_cfg_stamp}" "${_def}${_extra}")
endif()

# 4. NuttX's make; the ELF is nuttx. Its output goes to WORK/make.log: NuttX's own sources
# warn (stm32f20xxf40xx_flash.c's "Default Flash Configuration"), which is not ours to fix;
# what our sources (RB_FW_DIR) warn is printed, so the firmware tests see it.
# Clang's build: NuttX's Toolchain.defs names clang, ld.lld and llvm-* from PATH; the make is
# handed the toolchain file's own (each variable one argument), so the image is built by the
# compiler COND states, and arm-none-eabi-gcc's libgcc (RB_LIBGCC, our board's Make.defs).
set(_tools "")
if(DEFINED RB_NUTTX_CC)
  set(_l "${RB_NUTTX_LLVM}")
  set(_s "${RB_NUTTX_LLVM_SFX}")
  set(_tools "CC=${RB_NUTTX_CC}" "CPP=${RB_NUTTX_CC} -E -P -x c" "LD=${RB_NUTTX_LLD} -m armelf"
             "AR=${_l}ar${_s} rcs" "UNAR=${_l}ar${_s} x" "NM=${_l}nm${_s}"
             "OBJCOPY=${_l}objcopy${_s}" "OBJDUMP=${_l}objdump${_s}"
             "STRIP=${_l}strip${_s} --strip-unneeded" "RB_LIBGCC=${RB_NUTTX_LIBGCC}")
endif()
execute_process(COMMAND ${_rb_env} "${RB_MAKE}" -C "${RB_NUTTX_WORK}/nuttx" -j${RB_JOBS}
                        "CROSSDEV=${RB_CROSSDEV}" ${_tools}
                OUTPUT_FILE "${RB_NUTTX_WORK}/make.log" ERROR_FILE "${RB_NUTTX_WORK}/make.err"
                RESULT_VARIABLE _rc)
file(STRINGS "${RB_NUTTX_WORK}/make.err" _errs)
foreach(_l ${_errs})
  if(_l MATCHES "^${RB_FW_DIR}/.*(warning|error):" OR NOT _rc EQUAL 0)
    message("${_l}")
  endif()
endforeach()
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "rtosbench firmware: NuttX make failed (${_rc}; ${RB_NUTTX_WORK}/make.log)")
endif()
rb_run("copy of the image" "${CMAKE_COMMAND}" -E copy_if_different "${RB_NUTTX_WORK}/nuttx/nuttx"
       "${RB_OUT}")
