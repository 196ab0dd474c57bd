# syntax=docker/dockerfile:1
# Build image for the project
ARG BASE_IMAGE=ubuntu:22.04
FROM ${BASE_IMAGE} AS builder

LABEL maintainer="dev@example.com" \
      version="1.0" description="build image"

ENV DEBIAN_FRONTEND=noninteractive \
    PATH=/opt/venv/bin:$PATH \
    LANG=C.UTF-8

RUN apt-get update && apt-get install -y --no-install-recommends \
        build-essential cmake git python3 python3-pip \
    && rm -rf /var/lib/apt/lists/*

RUN ["/bin/bash", "-c", "echo exec form"]
run echo "lowercase instruction" && ls -la /tmp

WORKDIR /src
COPY --chown=1000:1000 . /src
ADD https://example.com/archive.tar.gz /tmp/
RUN mkdir build && cd build && cmake .. -DCMAKE_BUILD_TYPE=Release && make -j"$(nproc)"

FROM python:3.11-slim
COPY --from=builder /src/build/lib /usr/local/lib
EXPOSE 8080/tcp 9090
VOLUME ["/data"]
USER 1000:1000
HEALTHCHECK --interval=30s --timeout=3s CMD curl -f http://localhost:8080/ || exit 1
ONBUILD RUN echo "triggered"
STOPSIGNAL SIGTERM
SHELL ["/bin/sh", "-c"]
ENTRYPOINT ["python3", "-m", "app"]
CMD ["--port", "8080"]

# --- second stage: a Jekyll build image -------------------------------------
FROM ruby:3.1-slim-bookworm AS jekyll
ARG JEKYLL_VERSION=4.3.1
ENV BUNDLE_PATH=/usr/local/bundle \
    JEKYLL_ENV=production
RUN set -eux; \
    apt-get update; \
    apt-get install -y --no-install-recommends build-essential git; \
    gem install jekyll -v "${JEKYLL_VERSION}" --no-document; \
    apt-get purge -y --auto-remove build-essential; \
    rm -rf /var/lib/apt/lists/*
WORKDIR /site
COPY Gemfile* ./
RUN bundle config set --local without 'development test' && bundle install --jobs 4 --retry 3
COPY . .
RUN bundle exec jekyll build --destination /srv/www && \
    find /srv/www -name '*.html' | wc -l > /srv/www/.count
# comment between instructions
RUN if [ -f /srv/www/index.html ]; then echo "ok"; else echo "missing" && exit 1; fi
RUN for f in /srv/www/*.xml; do gzip -k9 "$f"; done
RUN echo "multi" \
    # a comment inside a continuation
    && echo "line"

FROM nginx:1.25-alpine
COPY --from=jekyll /srv/www /usr/share/nginx/html
COPY <<EOF /etc/nginx/conf.d/default.conf
server {
    listen 80;
    root /usr/share/nginx/html;
}
EOF
ENV NGINX_ENTRYPOINT_QUIET_LOGS=1
EXPOSE 80
CMD nginx -g 'daemon off;'
