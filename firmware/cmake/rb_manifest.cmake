# rtosbench firmware: POST_BUILD script writing DIR/manifest.json.
#   cmake -DELF=... -DSIZE_TOOL=... -DCONFIG=.../manifest_config.cmake -DOUT=... -P rb_manifest.cmake
include(${CONFIG})
file(SHA256 ${ELF} _sha)
get_filename_component(_elf_name ${ELF} NAME)

# Footprint from the ELF section table (size -A): .text (incl. vector table), .rodata, .data,
# .bss in bytes. On the host, .text/.rodata/.data/.bss are the ELF sections of the same name.
# Zephyr's linker script names them without the dot: rom_start (the vector table), text, rodata,
# datas, bss.
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
