# Makefile for the example project
CC ?= cc
CFLAGS := -O2 -g -Wall -Wextra $(EXTRA_CFLAGS)
LDFLAGS += -lm
PREFIX = /usr/local
SRC := $(wildcard src/*.c) $(shell find lib -name '*.c')
OBJ = $(SRC:.c=.o)
VERSION != git describe --tags
export PATH := $(HOME)/bin:$(PATH)

.PHONY: all clean install test
.SUFFIXES:

all: app

app: $(OBJ) | build
	$(CC) $(LDFLAGS) -o $@ $^
	@echo "built $@ from $(words $^) objects"

%.o: %.c include/*.h
	$(CC) $(CFLAGS) -c $< -o $@

build:
	mkdir -p build

install: app
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 app $(DESTDIR)$(PREFIX)/bin/

test: app
	for t in tests/*.sh; do \
		sh $$t || exit 1; \
	done
	if [ -n "$(VERBOSE)" ]; then echo verbose; fi

clean:
	rm -rf $(OBJ) app build *.tmp

ifeq ($(OS),Windows_NT)
  EXE := .exe
else ifdef DEBUG
  CFLAGS += -O0
else
  EXE :=
endif

define HELP
Usage: make [target]
  all     build
endef

help: ; @echo "$$HELP"

-include $(OBJ:.o=.d)
include config.mk
vpath %.c src
$(info CC is $(CC))
