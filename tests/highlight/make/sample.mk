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

# --- a second Makefile: Jekyll site tasks -----------------------------------
SHELL := /bin/bash
.ONESHELL:
.DEFAULT_GOAL := serve
JEKYLL ?= bundle exec jekyll
SITE_DIR := _site
POSTS := $(sort $(wildcard _posts/*.md))
DRAFT_COUNT = $(words $(wildcard _drafts/*.md))
NOW := $(shell date -u +%Y-%m-%dT%H:%M:%SZ)
comma := ,
empty :=
space := $(empty) $(empty)
TAGS := $(subst $(space),$(comma),$(strip alpha beta gamma))
override CFLAGS += -DNOW='"$(NOW)"'

serve: ## run the development server
	$(JEKYLL) serve --livereload --drafts --port $${PORT:-4000}

build: $(SITE_DIR)/index.html ## build the site

$(SITE_DIR)/index.html: _config.yml $(POSTS) $(wildcard _layouts/*.html)
	@echo "Building $(words $(POSTS)) posts ($(DRAFT_COUNT) drafts) at $(NOW)"
	JEKYLL_ENV=production $(JEKYLL) build -d $(SITE_DIR)
	touch $@

check: build
	@set -e; for f in $(SITE_DIR)/**/*.html; do \
	  grep -q '<title>' "$$f" || { echo "no title: $$f"; exit 1; }; \
	done
	htmlproofer $(SITE_DIR) --disable-external --allow-hash-href

new-post:
	@read -p "Title: " title; \
	slug=$$(echo "$$title" | tr '[:upper:] ' '[:lower:]-' | tr -cd 'a-z0-9-'); \
	file=_posts/$$(date +%F)-$$slug.md; \
	printf -- '---\ntitle: "%s"\n---\n' "$$title" > $$file; \
	echo "created $$file"

deploy: check
ifeq ($(CI),true)
	git push origin HEAD:asf-site
else ifneq (,$(findstring dirty,$(shell git describe --dirty)))
	$(error working tree is dirty)
else
	$(warning not in CI; skipping deploy)
endif

help:
	@grep -E '^[a-zA-Z_-]+:.*?## .*$$' $(MAKEFILE_LIST) | \
	  awk 'BEGIN {FS = ":.*?## "}; {printf "\033[36m%-15s\033[0m %s\n", $$1, $$2}'

%.html: %.md
	pandoc -s -o $@ $<

$(foreach p,$(POSTS),$(eval $(notdir $(p:.md=)): ; @echo $(p)))
.PHONY: serve build check new-post deploy help
