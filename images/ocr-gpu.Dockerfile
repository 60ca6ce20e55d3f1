# syntax=docker/dockerfile:1
# The GPU OCR worker (`python -m activities.ocr_worker`, task queue "ocr-gpu"): Surya on CUDA with the
# project's `gpu` extra (surya-ocr, torch). The model weights are never in the image and never
# downloaded: they come from the volume the chart mounts on /models (ocrWorker.models), and
# HF_HUB_OFFLINE / TRANSFORMERS_OFFLINE make a missing checkpoint fail at start instead of fetching it,
# as an air-gapped install needs. Built from the repository root by `make images`.
ARG CUDA_IMAGE=docker.io/nvidia/cuda:12.8.1-base-ubuntu24.04
ARG UV_VERSION=0.13.8

FROM ${CUDA_IMAGE} AS python
ARG UV_VERSION
# torch's wheels bring their own CUDA libraries; the base image gives the driver's user-space hooks.
# uv installs the CPython 3.11 build the lock was made for (Ubuntu 24.04 ships 3.12).
ENV UV_COMPILE_BYTECODE=1 UV_LINK_MODE=copy UV_PYTHON_INSTALL_DIR=/opt/python
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates python3-pip \
  && pip3 install --no-cache-dir --break-system-packages "uv==${UV_VERSION}" \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY pyproject.toml uv.lock README.md ./
RUN uv python install 3.11 && uv sync --frozen --no-dev --extra gpu --no-install-project
COPY api/ api/
COPY activities/ activities/
COPY workflows/ workflows/
RUN uv sync --frozen --no-dev --extra gpu

FROM ${CUDA_IMAGE}
COPY packages/debian-opencv.txt /tmp/packages/
RUN apt-get update \
  && sed 's/#.*//' /tmp/packages/*.txt | xargs apt-get install -y --no-install-recommends \
  && rm -rf /var/lib/apt/lists/* /tmp/packages \
  && groupadd --gid 10001 dokskenas && useradd --uid 10001 --gid 10001 --no-create-home dokskenas
COPY --from=python /opt/python /opt/python
COPY --from=python /app /app
WORKDIR /app
ENV PATH=/app/.venv/bin:$PATH PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 \
    HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 HF_HOME=/models/huggingface \
    DOKSKENAS_OCR_ENGINE=surya DOKSKENAS_WORKER_METRICS_ADDRESS=0.0.0.0
VOLUME ["/models"]
USER 10001:10001
EXPOSE 9464
# Loading torch and the checkpoints takes minutes; the metrics port opens once the worker runs.
HEALTHCHECK --interval=30s --timeout=5s --start-period=900s \
  CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:9464/metrics', timeout=4)"]
CMD ["python", "-m", "activities.ocr_worker"]
