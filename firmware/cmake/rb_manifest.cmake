# rtosbench firmware: POST_BUILD script writing DIR/manifest.json.
#   cmake -DELF=... -DSIZE_TOOL=... -DCONFIG=.../manifest_config.cmake -DOUT=... -P rb_manifest.cmake
include(${CONFIG})
file(SHA256 ${ELF} _sha)
get_filename_component(_elf_name ${ELF} NAME)

# Footprint from the ELF section table (size -A): .text (incl. vector table), .rodata, .data,
# .bss in bytes. On the host, .text/.rodata/.data/.bss are the ELF sections of the same name.
# Zephyr's linker script names them without the dot: rom_start (the vector table), text, rodata,
# datas, bss; and it has more allocated sections (iterable sections, the software ISR table,
# thread stacks in noinit): with rom_start present, every other section with an address counts
# by where it lies: in flash (below 0x20000000) as rodata, in RAM as data, noinit as bss.
# NuttX's linker script (ours, ports/nuttx/<board>/scripts) keeps the dotted names and puts
# .rodata into .text.
execute_process(COMMAND ${SIZE_TOOL} -A ${ELF} OUTPUT_VARIABLE _size RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "rtosbench manifest: ${SIZE_TOOL} -A ${ELF} failed")
endif()
foreach(_s text rodata data bss isr_vector rom_start datas)
  set(_fp_${_s} 0)
endforeach()
string(REPLACE "\n" ";" _lines "${_size}")
foreach(_l ${_lines})
  if(_l MATCHES "^\\.(text|rodata|data|bss|isr_vector)[ \t]+([0-9]+)")
    set(_fp_${CMAKE_MATCH_1} ${CMAKE_MATCH_2})
  elseif(_l MATCHES "^(rom_start|text|rodata|datas|bss)[ \t]+([0-9]+)")
    set(_fp_${CMAKE_MATCH_1} ${CMAKE_MATCH_2})
  endif()
endforeach()
if(_fp_rom_start GREATER 0)
  foreach(_l ${_lines})
    if(NOT _l MATCHES "^([^ \t]+)[ \t]+([0-9]+)[ \t]+([0-9]+)")
      continue()
    endif()
    set(_n ${CMAKE_MATCH_1})
    set(_sz ${CMAKE_MATCH_2})
    set(_addr ${CMAKE_MATCH_3})
    if(NOT _n MATCHES "^(rom_start|text|rodata|datas|bss)$" AND _addr GREATER 0)
      if(_addr LESS 536870912) # 0x20000000: flash
        math(EXPR _fp_rodata "${_fp_rodata} + ${_sz}")
      elseif(_n STREQUAL "noinit")
        math(EXPR _fp_bss "${_fp_bss} + ${_sz}")
      else()
        math(EXPR _fp_datas "${_fp_datas} + ${_sz}")
      endif()
    endif()
  endforeach()
endif()
# Every other ARM image (our linker scripts, NuttX's): the allocated sections in flash beside
# .isr_vector, .text and .rodata (the unwind index .ARM.exidx and .ARM.extab, NuttX's
# .init_section and .tdata) count as rodata; .tbss takes no flash. An ARM ELF is the one with
# .ARM.attributes (a host ELF's sections are not placed at 0x08000000).
if(NOT _fp_rom_start GREATER 0 AND _size MATCHES "\n\\.ARM\\.attributes[ \t]")
  foreach(_l ${_lines})
    if(NOT _l MATCHES "^([^ \t]+)[ \t]+([0-9]+)[ \t]+([0-9]+)")
      continue()
    endif()
    set(_n ${CMAKE_MATCH_1})
    set(_sz ${CMAKE_MATCH_2})
    set(_addr ${CMAKE_MATCH_3})
    if(NOT _n MATCHES "^\\.(text|rodata|isr_vector|tbss)$" AND _addr GREATER_EQUAL 134217728
       AND _addr LESS 536870912) # 0x08000000 .. 0x20000000: flash
      math(EXPR _fp_rodata "${_fp_rodata} + ${_sz}")
    endif()
  endforeach()
endif()
math(EXPR _fp_text "${_fp_text} + ${_fp_isr_vector} + ${_fp_rom_start}")
math(EXPR _fp_data "${_fp_data} + ${_fp_datas}")

file(WRITE ${OUT} "{
  \"schema\": 1,
  \"generator\": \"rtosbench firmware build\",
  \"conditions\": {
    ${RB_M_CONDITIONS}
  },
  \"elf\": \"${_elf_name}\",
  \"elf_sha256\": \"${_sha}\",
  \"footprint\": {\"text\": ${_fp_text}, \"rodata\": ${_fp_rodata}, \"data\": ${_fp_data}, \
\"bss\": ${_fp_bss}},
  \"run\": ${RB_M_RUN},
  \"flash\": ${RB_M_FLASH}
}
")
