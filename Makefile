# sitepub build. `make` builds build/sitepub; `make check` runs every test (normal and ASan+UBSan builds).
# Every .c under src/ is part of libsitepub.a except src/cli/main.c. Each tests/unit/test_*.c is one cmocka
# test program. New modules and tests need no Makefile edit.

CC       ?= cc
BUILD    ?= build
SANITIZE ?=
PKGS      = libgit2 libcrypto libcmark-gfm yaml-0.1 libcurl jansson libpcre2-8 libsass libmicrohttpd cmocka zlib libdeflate
VERSION   = $(shell cat VERSION 2>/dev/null || echo 0.1.0)

# A missing build dependency is installed at parse time (fresh Debian 12 machine, as root), saying so; nothing
# else is installed then. Goals that build nothing (clean, uninstall, man pages of an existing binary are built)
# never install; check and demo also install what their tests and demo need (scripts/install-deps.sh installs
# only what is missing and says what).
NODEPS_GOALS := clean uninstall
WANTS_DEPS   := $(if $(MAKECMDGOALS),$(filter-out $(NODEPS_GOALS),$(MAKECMDGOALS)),all)
ifneq ($(WANTS_DEPS),)
  DEPS_OK := $(shell pkg-config --exists $(PKGS) 2>/dev/null && echo yes)
  ifneq ($(DEPS_OK),yes)
    $(info sitepub: build dependencies missing ($(shell for p in $(PKGS); do pkg-config --exists $$p 2>/dev/null || printf '%s ' $$p; done)); running scripts/install-deps.sh, which installs the Debian packages it names)
    DEPS_RESULT := $(shell sh scripts/install-deps.sh >&2 && echo ok)
    ifneq ($(DEPS_RESULT),ok)
      $(error scripts/install-deps.sh failed; run it as root)
    endif
  else ifneq ($(filter check check-fast check-asan demo valgrind,$(MAKECMDGOALS)),)
    DEPS_RESULT := $(shell sh scripts/install-deps.sh >&2 && echo ok)
    ifneq ($(DEPS_RESULT),ok)
      $(error scripts/install-deps.sh failed; run it as root)
    endif
  endif
endif

PKG_CFLAGS := $(shell pkg-config --cflags $(PKGS))
# libcurl, libsass, libmicrohttpd and cmark-gfm are compiled against (their headers) but not linked:
# src/mail/curl_loader.c, src/site/sass_loader.c, src/serve/mhd_loader.c and src/markdown/cmark_loader.c dlopen them
# on first use, keeping ~30 libraries off every run's start-up (tests/scripts/lazy_libs.sh fails if they come back
# as NEEDED). -ldl only where libc lacks dlopen (glibc < 2.34).
PKG_LIBS   := $(shell pkg-config --libs libgit2 libcrypto yaml-0.1 jansson libpcre2-8 zlib libdeflate) \
              -lpthread -lm -Wl,--push-state,--as-needed -ldl -Wl,--pop-state

CFLAGS   ?= -O2 -g
MAKEFLAGS += --no-print-directory
CFLAGS   += -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -Wno-unused-parameter -Iinclude -Isrc \
            $(PKG_CFLAGS) -DSITEPUB_VERSION='"$(VERSION)"'
LDFLAGS  ?=
ifeq ($(SANITIZE),1)
  BUILD    = build-asan
  CFLAGS  += -O1 -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
  LDFLAGS += -fsanitize=address,undefined
endif

# The libFuzzer build (tests/fuzz/, `make fuzz`): clang with ASan+UBSan, into build-fuzz/. -Wno-error: clang warns
# where gcc does not; the gcc builds keep -Werror.
ifeq ($(FUZZ),1)
  BUILD    = build-fuzz
  CC       = clang
  CFLAGS  += -O1 -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer \
             -fno-sanitize-recover=undefined -Wno-error
  LDFLAGS += -fsanitize=address,undefined
endif
# Seconds each fuzz target runs: `make fuzz` (FUZZ_SECONDS) and the short run of `make check` (CHECK_FUZZ_SECONDS).
FUZZ_SECONDS       ?= 60
CHECK_FUZZ_SECONDS ?= 15

LIB_SRC  := $(filter-out src/cli/main.c,$(wildcard src/*/*.c src/*/*/*.c))
LIB_OBJ  := $(LIB_SRC:%.c=$(BUILD)/obj/%.o)
TEST_SRC := $(wildcard tests/unit/test_*.c)
TEST_BIN := $(TEST_SRC:tests/unit/%.c=$(BUILD)/tests/%)
TOOL_SRC := $(wildcard tests/tools/*.c)
TOOL_BIN := $(TOOL_SRC:tests/tools/%.c=$(BUILD)/tools/%)
FUZZ_SRC := $(wildcard tests/fuzz/fuzz_*.c)
FUZZ_BIN := $(FUZZ_SRC:tests/fuzz/%.c=$(BUILD)/fuzz/%)

.PHONY: all check check-fast check-asan test-bins demo clean liquid-spec bench valgrind fuzz fuzz-bins fuzz-bins-here man install uninstall
all: $(BUILD)/sitepub $(TEST_BIN) $(TOOL_BIN)

$(BUILD)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

$(BUILD)/libsitepub.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

# The program is a PIE (Debian's default hardening: its address is randomised). A position-dependent link
# (`make EXE_LDFLAGS=-no-pie`) leaves the loader none of the relative relocations of its pointer tables to apply
# at each start: ~95,000 before the highlighter's word lists, the case, NFKC and MIME tables held no pointers
# (`perf stat -r 200 sitepub --version` 8.2 -> 5.7 ms then, 2.5 ms of a tvm-site edit publish's ~40 ms, and 400
# page faults), ~23,000 since (the highlighter's rule tables, the emoji table, rouge_lexers.h, plugin tables).
EXE_LDFLAGS ?=
ifneq ($(SANITIZE)$(FUZZ),)
  EXE_LDFLAGS =
endif

$(BUILD)/sitepub: $(BUILD)/obj/src/cli/main.o $(BUILD)/libsitepub.a
	$(CC) $(LDFLAGS) $(EXE_LDFLAGS) -o $@ $^ $(PKG_LIBS)

$(BUILD)/tests/%: tests/unit/%.c $(BUILD)/libsitepub.a $(wildcard tests/unit/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $< $(BUILD)/libsitepub.a $(PKG_LIBS) $(shell pkg-config --libs cmocka)

$(BUILD)/tools/%: tests/tools/%.c $(BUILD)/libsitepub.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $< $(BUILD)/libsitepub.a $(PKG_LIBS)

test-bins: $(BUILD)/sitepub $(TEST_BIN) $(TOOL_BIN)

$(BUILD)/fuzz/%: tests/fuzz/%.c $(BUILD)/libsitepub.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS) -fsanitize=fuzzer -o $@ $< $(BUILD)/libsitepub.a $(PKG_LIBS)

fuzz-bins-here: $(FUZZ_BIN)
fuzz-bins:
	$(MAKE) FUZZ=1 fuzz-bins-here

# Each libFuzzer target for FUZZ_SECONDS, seeds from ../shared (scripts/fuzz.sh; crashes in build-fuzz/crashes/).
fuzz: fuzz-bins
	FUZZ_SECONDS=$(FUZZ_SECONDS) sh scripts/fuzz.sh

# The README's test command: every test, in the normal build and in the sanitizer build, then a short fuzz run.
check:
	$(MAKE) check-fast
	$(MAKE) check-asan
	$(MAKE) fuzz FUZZ_SECONDS=$(CHECK_FUZZ_SECONDS)

check-fast: test-bins
	BUILD=$(BUILD) sh tests/run-tests.sh

check-asan:
	$(MAKE) SANITIZE=1 test-bins
	BUILD=build-asan SITEPUB_SANITIZED=1 sh tests/run-tests.sh

# Liquid conformance on any folder of liquid-spec YAML files.
SPEC_DIR ?= ../shared/conformance/liquid-spec
liquid-spec: $(BUILD)/tools/liquid_spec
	$(BUILD)/tools/liquid_spec $(SPEC_DIR)

valgrind: test-bins
	BUILD=$(BUILD) SITEPUB_VALGRIND=1 sh tests/run-tests.sh

# The demo builds on every core (the tests' -j2 advice is for a shared machine); KEEP=1 keeps its repository.
NPROC := $(shell nproc 2>/dev/null || echo 2)
demo:
	@$(MAKE) -j$(NPROC) $(BUILD)/sitepub
	KEEP=$(KEEP) sh scripts/demo.sh $(BUILD)/sitepub

bench: $(BUILD)/sitepub
	sh scripts/bench.sh

# Man pages from the program's --help texts (scripts/man.sh), one per command `sitepub --help` lists.
man: $(BUILD)/sitepub scripts/man.sh
	@rm -rf $(BUILD)/man
	sh scripts/man.sh $(BUILD)/sitepub $(BUILD)/man

# make install [PREFIX=/usr/local] [DESTDIR=]: the binary, the man pages, bash completion and the templates
# (share/sitepub/templates); each file installed is listed. make uninstall removes the same files.
PREFIX  ?= /usr/local
DESTDIR ?=
BINDIR   = $(DESTDIR)$(PREFIX)/bin
MANDIR   = $(DESTDIR)$(PREFIX)/share/man/man1
COMPDIR  = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
DATADIR  = $(DESTDIR)$(PREFIX)/share/sitepub
TEMPLATE_FILES = $(shell find templates -type f 2>/dev/null | LC_ALL=C sort)

install: $(BUILD)/sitepub man
	@install -d $(BINDIR) $(MANDIR) $(COMPDIR)
	@install -m 755 $(BUILD)/sitepub $(BINDIR)/sitepub && echo "$(BINDIR)/sitepub"
	@for f in $(BUILD)/man/*.1; do install -m 644 $$f $(MANDIR)/ && echo "$(MANDIR)/$${f##*/}"; done
	@install -m 644 scripts/completion/sitepub.bash $(COMPDIR)/sitepub && echo "$(COMPDIR)/sitepub"
	@for f in $(TEMPLATE_FILES); do install -d "$(DATADIR)/$$(dirname $$f)" && \
	  install -m 644 "$$f" "$(DATADIR)/$$f" && echo "$(DATADIR)/$$f"; done

uninstall:
	rm -f $(BINDIR)/sitepub $(COMPDIR)/sitepub $(MANDIR)/sitepub.1 $(MANDIR)/sitepub-*.1
	@for f in $(TEMPLATE_FILES); do rm -f "$(DATADIR)/$$f"; done
	@if [ -d $(DATADIR) ]; then find $(DATADIR) -depth -type d -empty -delete; fi

clean:
	rm -rf build build-asan build-fuzz

-include $(LIB_OBJ:.o=.d)
