cmake_minimum_required(VERSION 3.18)
project(sitepub VERSION 0.1.0 LANGUAGES C CXX)

# Options
option(USE_LLVM "Build with LLVM" ON)
set(CMAKE_C_STANDARD 11)
set(CMAKE_EXPORT_COMPILE_COMMANDS ON)
set(SOURCES src/main.c src/util/buf.c "src/path with spaces.c")
set(MESSAGE "Building ${PROJECT_NAME} version ${PROJECT_VERSION} in $ENV{HOME}")

#[[ A bracket comment
spanning several lines ]]
#[==[ another one with ]] inside ]==]

set(LONG_STRING [=[
raw bracket argument with ${not_expanded} and "quotes"
]=])

find_package(PkgConfig REQUIRED)
pkg_check_modules(GIT2 REQUIRED IMPORTED_TARGET libgit2>=1.5)

if(USE_LLVM AND NOT WIN32)
  message(STATUS "LLVM: ${LLVM_DIR}")
  add_definitions(-DUSE_LLVM=1)
elseif(APPLE)
  message(WARNING "macOS")
else()
  message(FATAL_ERROR "unsupported")
endif()

foreach(src IN LISTS SOURCES)
  get_filename_component(name ${src} NAME_WE)
  list(APPEND OBJECTS ${CMAKE_BINARY_DIR}/${name}.o)
endforeach()

function(add_sitepub_test name)
  cmake_parse_arguments(ARG "" "TIMEOUT" "SOURCES;LIBS" ${ARGN})
  add_executable(${name} ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE sitepub ${ARG_LIBS})
  add_test(NAME ${name} COMMAND ${name})
endfunction()

macro(my_macro arg1)
  set(${arg1}_FOUND TRUE PARENT_SCOPE)
endmacro()

add_library(sitepub STATIC ${SOURCES})
target_include_directories(sitepub PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/include)
target_compile_options(sitepub PRIVATE -Wall -Wextra $<$<CONFIG:Debug>:-O0 -g>)
install(TARGETS sitepub DESTINATION lib)
add_sitepub_test(test_buf SOURCES tests/test_buf.c LIBS m TIMEOUT 10)
file(GLOB_RECURSE HEADERS "${CMAKE_SOURCE_DIR}/include/*.h")
string(REPLACE ";" " " FLAGS_STR "${FLAGS}")
