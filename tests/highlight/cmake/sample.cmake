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

# --- a library with options, generator expressions and tests -----------------
include(CheckCSourceCompiles)
include(GNUInstallDirs)
include(CTest)

check_c_source_compiles("
#include <stdatomic.h>
int main(void) { atomic_int x = 0; return atomic_load(&x); }
" HAVE_STDATOMIC)

set(SP_WARNINGS
    -Wall
    -Wextra
    -Werror
    $<$<C_COMPILER_ID:GNU>:-Wno-unused-parameter>
)

option(SP_ENABLE_ASAN "Build with AddressSanitizer" OFF)
if(SP_ENABLE_ASAN)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()

file(GLOB SP_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/src/*/*.c)
list(FILTER SP_SOURCES EXCLUDE REGEX ".*/cli/main\\.c$")
list(LENGTH SP_SOURCES SP_SOURCE_COUNT)
message(STATUS "sitepub: ${SP_SOURCE_COUNT} sources")

add_library(sitepub_lib STATIC ${SP_SOURCES})
target_compile_features(sitepub_lib PUBLIC c_std_11)
target_compile_definitions(sitepub_lib PRIVATE SITEPUB_VERSION="${PROJECT_VERSION}" $<$<BOOL:${HAVE_STDATOMIC}>:HAVE_STDATOMIC=1>)
target_compile_options(sitepub_lib PRIVATE ${SP_WARNINGS})
target_link_libraries(sitepub_lib PUBLIC PkgConfig::GIT2 Threads::Threads m)

add_executable(sitepub src/cli/main.c)
target_link_libraries(sitepub PRIVATE sitepub_lib)
set_target_properties(sitepub PROPERTIES
  OUTPUT_NAME "sitepub"
  RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/bin"
  INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}"
)

if(BUILD_TESTING)
  file(GLOB SP_TESTS tests/unit/test_*.c)
  foreach(test_src ${SP_TESTS})
    get_filename_component(test_name "${test_src}" NAME_WE)
    add_executable(${test_name} ${test_src})
    target_link_libraries(${test_name} PRIVATE sitepub_lib cmocka)
    add_test(NAME ${test_name} COMMAND ${test_name} WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
    set_tests_properties(${test_name} PROPERTIES TIMEOUT 60 ENVIRONMENT "SITEPUB_SHARED=${CMAKE_SOURCE_DIR}/../shared")
  endforeach()
endif()

while(NOT DONE)
  math(EXPR COUNT "${COUNT} + 1")
  if(COUNT GREATER_EQUAL 10)
    set(DONE TRUE)
  endif()
endwhile()

configure_file(config.h.in ${CMAKE_BINARY_DIR}/config.h @ONLY)
install(TARGETS sitepub RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY templates/ DESTINATION ${CMAKE_INSTALL_DATADIR}/sitepub FILES_MATCHING PATTERN "*.html")
set(CPACK_PACKAGE_CONTACT "dev@example.com")
include(CPack)
