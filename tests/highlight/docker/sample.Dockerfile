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
