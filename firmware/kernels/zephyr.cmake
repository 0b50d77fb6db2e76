# rtosbench firmware: Zephyr, which owns the image. Zephyr's own CMake (no west) builds the
# user's tree (RB_KERNEL_DIR = ZEPHYR_BASE) with our board rb_netduino2 (qemu) or rb_gd32f103
# (gd32f103) (ports/zephyr/boards/arm/) on our plain Cortex-M3 SoC (ports/zephyr/soc/arm/rb_cortex_m3), the profile's adapters/zephyr/config/<profile>/prj.conf and our
# application adapters/zephyr/app (harness, adapter, qemu port), as an ExternalProject of this
# build in DIR/zephyr. Its zephyr.elf becomes DIR/rtosbench-fw.elf; the manifest, COND, build id
# and cache key are this build's, as for every kernel. The CMSIS module is the extra tree
# zephyr-cmsis (RB_TREE_ZEPHYR_CMSIS), handed to Zephyr as ZEPHYR_MODULES through a link named
# cmsis (Zephyr takes a module's name from its folder). See docs/kernels/zephyr.md.
# Included twice (firmware/cmake/rb_validate.cmake): RB_RECIPE_PHASE validate, then build.
if(RB_RECIPE_PHASE STREQUAL "validate")
  rb_require_files("Zephyr" VERSION Kconfig.zephyr include/zephyr/kernel.h kernel/sched.c
                   share/zephyr-package/cmake/ZephyrConfig.cmake arch/arm/Kconfig)
  rb_require_tree(RB_TREE_ZEPHYR_CMSIS "Zephyr's CMSIS module" zephyr/module.yml
                  CMSIS/Core/Include/core_cm3.h)
  file(STRINGS "${RB_KERNEL_DIR}/VERSION" _rb_zv REGEX "^(VERSION_MAJOR|VERSION_MINOR|PATCHLEVEL)")
  set(_rb_zparts "")
  foreach(_k VERSION_MAJOR VERSION_MINOR PATCHLEVEL)
    foreach(_l ${_rb_zv})
      if(_l MATCHES "^${_k}[ \t]*=[ \t]*([0-9]+)")
        list(APPEND _rb_zparts "${CMAKE_MATCH_1}")
      endif()
    endforeach()
  endforeach()
  list(LENGTH _rb_zparts _rb_zn)
  if(NOT _rb_zn EQUAL 3)
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR}: VERSION lacks VERSION_MAJOR/VERSION_MINOR/PATCHLEVEL")
  endif()
  string(JOIN "." RB_KERNEL_VERSION ${_rb_zparts})
  # Our Zephyr boards (ports/zephyr/boards/arm): rb_netduino2 (qemu), rb_gd32f103 (gd32f103);
  # the catalogue's boards were checked before (rb_validate.cmake).
  if(RB_BOARD STREQUAL "qemu")
    set(RB_ZEPHYR_BOARD rb_netduino2)
  elseif(RB_BOARD STREQUAL "gd32f103")
    set(RB_ZEPHYR_BOARD rb_gd32f103)
  else()
    rb_fail("RB_KERNEL=zephyr has no Zephyr board of ours for RB_BOARD=${RB_BOARD} "
            "(qemu: rb_netduino2, gd32f103: rb_gd32f103)")
  endif()
  # Zephyr compiles with its own flags; the optimisation is its Kconfig choice.
  if(RB_OPT STREQUAL "-Os")
    set(RB_ZEPHYR_OPT CONFIG_SIZE_OPTIMIZATIONS)
  elseif(RB_OPT STREQUAL "-O2")
    set(RB_ZEPHYR_OPT CONFIG_SPEED_OPTIMIZATIONS)
  elseif(RB_OPT STREQUAL "-Og")
    set(RB_ZEPHYR_OPT CONFIG_DEBUG_OPTIMIZATIONS)
  elseif(RB_OPT STREQUAL "-O0")
    set(RB_ZEPHYR_OPT CONFIG_NO_OPTIMIZATIONS)
  else()
    rb_fail("RB_KERNEL=zephyr: RB_OPT=${RB_OPT} has no Zephyr Kconfig choice (-Os, -O2, -Og, -O0)")
  endif()
  # RB_CFLAGS (checked against the allow-list in CMakeLists.txt after this phase) reach every
  # Zephyr library and our application through zephyr_compile_options (app/CMakeLists.txt), as
  # they reach the kernel's files on every other kernel. Refused here: what Zephyr decides itself
  # and a flag would silently contradict: the optimisation (its Kconfig choice, from RB_OPT),
  # the C standard, link-time optimisation and linker flags (Zephyr links in several passes and
  # garbage-collects sections already).
  string(REGEX REPLACE "[ \t]+" ";" _rb_zcf "${RB_CFLAGS}")
  foreach(_f IN LISTS _rb_zcf)
    if(_f MATCHES "^-O")
      rb_fail("RB_KERNEL=zephyr: RB_CFLAGS flag ${_f} is refused: Zephyr's optimisation is its "
              "Kconfig choice, set from RB_OPT (the experiment's opt_level)")
    elseif(_f MATCHES "^-(std=|ansi$)")
      rb_fail("RB_KERNEL=zephyr: RB_CFLAGS flag ${_f} is refused: Zephyr sets its own C standard")
    elseif(_f MATCHES "^-f(no-)?lto")
      rb_fail("RB_KERNEL=zephyr: RB_CFLAGS flag ${_f} is refused: link-time optimisation is "
              "Zephyr's CONFIG_LTO where it has one, not a compiler flag of ours")
    elseif(_f MATCHES "^-Wl,")
      rb_fail("RB_KERNEL=zephyr: RB_CFLAGS flag ${_f} is refused: Zephyr links in several passes "
              "with its own linker flags")
    endif()
  endforeach()
  # The compiler (issue 37): Zephyr builds the image with its own toolchain variant, chosen here:
  # gcc -> gnuarmemb (arm-none-eabi-gcc and GNU ld), clang -> Zephyr's llvm variant (the clang
  # of our toolchain file, arm-none-eabi-clang.cmake, and ld.lld: CONFIG_LLVM_USE_LLD). The C
  # library is Zephyr's minimal libc with either (the llvm variant states no newlib), libgcc
  # that of arm-none-eabi-gcc's thumb/v7-m/nofp multilib. A toolchain file of the user's has
  # no Zephyr variant here, and Zephyr 3.4.99 has no CONFIG_LTO (later releases have one,
  # not tested here; its multi-pass link, ISR tables and device handles generated from a first
  # link, takes no -flto of ours): both refused, with the reason (experiment_check.cpp refuses the same).
  if(RB_TOOLCHAIN STREQUAL "gcc")
    set(RB_ZEPHYR_VARIANT gnuarmemb)
  elseif(RB_TOOLCHAIN STREQUAL "clang")
    set(RB_ZEPHYR_VARIANT llvm)
  else()
    rb_fail("RB_KERNEL=zephyr builds its own image with Zephyr's toolchain variants: "
            "RB_TOOLCHAIN=${RB_TOOLCHAIN} has none (gcc: gnuarmemb, clang: llvm)")
  endif()
  if(RB_LTO STREQUAL "on")
    file(STRINGS "${RB_KERNEL_DIR}/Kconfig.zephyr" _rb_zlto REGEX "^config LTO$")
    if(_rb_zlto)
      rb_fail("RB_KERNEL=zephyr: RB_LTO=on is refused: this tree's CONFIG_LTO is not wired up "
              "(tested with Zephyr 3.4.99, which has none)")
    else()
      rb_fail("RB_KERNEL=zephyr: RB_LTO=on is refused: Zephyr ${RB_KERNEL_VERSION} has no "
              "CONFIG_LTO, and -flto is not ours to add to its multi-pass link")
    endif()
  endif()
  set(RB_RECIPE_TOOLCHAIN_CHECKED 1) # rb_validate.cmake: RB_TOOLCHAIN and RB_LTO handled here
  set(RB_OWNS_IMAGE 1)
  return()
endif()

# ---- build phase (instead of add_executable(rtosbench_fw)) ----
include(ExternalProject)
# The Python whose modules Zephyr needs (Debian's, scripts/install-deps.sh): the system one
# before any other on PATH (a pyenv shim lacks them); -DRB_PYTHON3=... overrides.
find_program(RB_PYTHON3 python3 PATHS /usr/bin NO_DEFAULT_PATH)
find_program(RB_PYTHON3 python3 REQUIRED)
# The toolchain variant (validate phase) and where it finds its compiler: gnuarmemb the prefix
# of our arm-none-eabi-gcc; llvm our clang itself (CMAKE_C_COMPILER of arm-none-eabi-clang.cmake,
# so COND cc and toolchain_version are the compiler that built Zephyr), ld.lld, and libgcc of
# arm-none-eabi-gcc's multilib (Zephyr's llvm variant asks clang --print-libgcc-file-name,
# which clang's bare-metal driver cannot answer without a GCC installation).
if(RB_ZEPHYR_VARIANT STREQUAL "gnuarmemb")
  get_filename_component(_rb_cc_dir "${CMAKE_C_COMPILER}" DIRECTORY)
  get_filename_component(_rb_cc_prefix "${_rb_cc_dir}" DIRECTORY)
  set(_rb_ztc -DZEPHYR_TOOLCHAIN_VARIANT=gnuarmemb -DGNUARMEMB_TOOLCHAIN_PATH=${_rb_cc_prefix})
else()
  # Zephyr's llvm variant runs find_program(clang) in LLVM_TOOLCHAIN_PATH/bin (it unsets
  # CMAKE_C_COMPILER): the installation our clang really is (Debian: /usr/bin/clang-14 ->
  # /usr/lib/llvm-14/bin/clang), so Zephyr runs the very program COND cc names.
  get_filename_component(_rb_cc_real "${CMAKE_C_COMPILER}" REALPATH)
  get_filename_component(_rb_cc_dir "${_rb_cc_real}" DIRECTORY)
  get_filename_component(_rb_cc_prefix "${_rb_cc_dir}" DIRECTORY)
  get_filename_component(_rb_zclang "${_rb_cc_prefix}/bin/clang" REALPATH)
  if(NOT _rb_zclang STREQUAL _rb_cc_real)
    rb_fail("RB_KERNEL=zephyr RB_TOOLCHAIN=clang: Zephyr's llvm variant would run "
            "${_rb_cc_prefix}/bin/clang, which is not ${CMAKE_C_COMPILER} (${_rb_cc_real})")
  endif()
  execute_process(COMMAND ${RB_ARM_GCC} -mcpu=cortex-m3 -mthumb -mfloat-abi=soft
                          -print-libgcc-file-name
                  OUTPUT_VARIABLE _rb_libgcc OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT IS_ABSOLUTE "${_rb_libgcc}" OR NOT EXISTS "${_rb_libgcc}")
    rb_fail("RB_KERNEL=zephyr RB_TOOLCHAIN=clang: libgcc of arm-none-eabi-gcc not found "
            "(${_rb_libgcc}; Debian: apt install gcc-arm-none-eabi)")
  endif()
  get_filename_component(_rb_libgcc_dir "${_rb_libgcc}" DIRECTORY)
  # CMAKE_EXE_LINKER_FLAGS: the llvm variant's --specs=nosys.specs is a GCC driver option that
  # clang ignores (and warns about); the link is -nostdlib, its libraries named by Zephyr.
  set(_rb_ztc -DZEPHYR_TOOLCHAIN_VARIANT=llvm -DLLVM_TOOLCHAIN_PATH=${_rb_cc_prefix}
              -DRB_LIBGCC_DIR=${_rb_libgcc_dir} -DCMAKE_EXE_LINKER_FLAGS=)
endif()
set(_rb_zfw ${CMAKE_CURRENT_SOURCE_DIR})
set(_rb_zdir ${CMAKE_BINARY_DIR}/zephyr)
file(MAKE_DIRECTORY ${CMAKE_BINARY_DIR}/zephyr-modules)
file(CREATE_LINK "${RB_TREE_ZEPHYR_CMSIS}" ${CMAKE_BINARY_DIR}/zephyr-modules/cmsis SYMBOLIC)
# The build's own settings, beside the profile's prj.conf.
set(_rb_zconf "# generated by firmware/kernels/zephyr.cmake: do not edit\n")
string(APPEND _rb_zconf "# RB_OPT=${RB_OPT}\n${RB_ZEPHYR_OPT}=y\n")
if(RB_ZEPHYR_VARIANT STREQUAL "llvm") # ld.lld, as our Clang builds of every other kernel
  string(APPEND _rb_zconf "CONFIG_LLVM_USE_LLD=y\n")
endif()
# The GD32F103's core clock is the build's (72 or 108 MHz, set up by our port): SysTick's rate.
if(RB_BOARD STREQUAL "gd32f103")
  string(APPEND _rb_zconf "CONFIG_SYS_CLOCK_HW_CYCLES_PER_SEC=${RB_CLOCK_HZ}\n")
endif()
# The experiment's kernel_config (checked against adapters/zephyr/options.json by
# rb_kernel_config.cmake): Kconfig symbols, 1 = y, 0 = n; CONFIG_RUNTIME_ERROR_CHECKS=0 is the
# choice's other member, NO_RUNTIME_CHECKS.
foreach(_kv ${RB_KERNEL_CONFIG_CANON})
  if(_kv MATCHES "^(CONFIG_[A-Z0-9_]+)=([01])$")
    if(CMAKE_MATCH_1 STREQUAL "CONFIG_RUNTIME_ERROR_CHECKS" AND CMAKE_MATCH_2 STREQUAL "0")
      string(APPEND _rb_zconf "CONFIG_NO_RUNTIME_CHECKS=y\n")
    elseif(CMAKE_MATCH_2 STREQUAL "1")
      string(APPEND _rb_zconf "${CMAKE_MATCH_1}=y\n")
    else()
      string(APPEND _rb_zconf "${CMAKE_MATCH_1}=n\n")
    endif()
  else()
    rb_fail("RB_KERNEL_CONFIG: ${_kv} is not a Zephyr bool option (options.json)")
  endif()
endforeach()
file(CONFIGURE OUTPUT ${CMAKE_BINARY_DIR}/gen/rb_zephyr.conf CONTENT "${_rb_zconf}")
set(_rb_zprj ${_rb_zfw}/adapters/zephyr/config/${RB_PROFILE}/prj.conf)
# The experiment's checked flags (RB_CFLAGS_LIST, CMakeLists.txt), one argument each: a list
# through ExternalProject's LIST_SEPARATOR (no allowed flag holds a |).
string(REPLACE ";" "|" _rb_zcflags "${RB_CFLAGS_LIST}")
ExternalProject_Add(rb_zephyr_app
  SOURCE_DIR ${_rb_zfw}/adapters/zephyr/app
  BINARY_DIR ${_rb_zdir}
  CMAKE_GENERATOR Ninja
  CMAKE_ARGS -DBOARD=${RB_ZEPHYR_BOARD} -DBOARD_ROOT=${_rb_zfw}/ports/zephyr
             -DSOC_ROOT=${_rb_zfw}/ports/zephyr
             -DZEPHYR_BASE=${RB_KERNEL_DIR} ${_rb_ztc}
             -DZEPHYR_MODULES=${CMAKE_BINARY_DIR}/zephyr-modules/cmsis
             -DPython3_EXECUTABLE=${RB_PYTHON3} -DBUILD_VERSION=v${RB_KERNEL_VERSION}
             -DCONF_FILE=${_rb_zprj} -DEXTRA_CONF_FILE=${CMAKE_BINARY_DIR}/gen/rb_zephyr.conf
             -DRB_FW_DIR=${_rb_zfw} -DRB_GEN_DIR=${CMAKE_BINARY_DIR}/gen -DRB_BOARD=${RB_BOARD}
             -DRB_EXTRA_CFLAGS=${_rb_zcflags}
  LIST_SEPARATOR |
  BUILD_ALWAYS 1
  INSTALL_COMMAND ""
  BUILD_BYPRODUCTS ${_rb_zdir}/zephyr/zephyr.elf
  USES_TERMINAL_BUILD 0)
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/rtosbench-fw.elf
  COMMAND ${CMAKE_COMMAND} -E copy ${_rb_zdir}/zephyr/zephyr.elf ${CMAKE_BINARY_DIR}/rtosbench-fw.elf
  DEPENDS ${_rb_zdir}/zephyr/zephyr.elf rb_zephyr_app
  COMMENT "rtosbench: zephyr.elf -> rtosbench-fw.elf" VERBATIM)
add_custom_target(rtosbench_fw ALL DEPENDS ${CMAKE_BINARY_DIR}/rtosbench-fw.elf)
set(RB_FW_ELF ${CMAKE_BINARY_DIR}/rtosbench-fw.elf)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_rb_zprj})
