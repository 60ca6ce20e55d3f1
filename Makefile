# DokSkenas: two commands matter. `make dev` brings the product up, `make test` runs every test.
SHELL := /bin/bash
PY := .venv/bin/python
# One list of Debian packages for this machine and the images (images/*Dockerfile install their files).
APT_PACKAGES := $(sort $(shell sed 's/\#.*//' packages/debian-*.txt))
UV_VERSION := 0.13.8
# `make images`: the builder (buildah or docker), the registry prefix and the tag.
IMAGE_BUILDER ?= $(shell command -v buildah >/dev/null 2>&1 && echo buildah || echo docker)
IMAGE_PREFIX ?= dokskenas
# chroot isolation: buildah then needs no runc and no user namespaces (it runs as root here).
export BUILDAH_ISOLATION ?= chroot
IMAGE_TAG ?= $(shell sed -n 's/^appVersion: "\(.*\)"/\1/p' charts/dokskenas/Chart.yaml)

.PHONY: dev dev-down test images install install-system install-python install-web web lint client eval eval-llm bench chaos fuzz hostile load clean

dev: install web
	$(PY) -m api.devstack.stack up dev

dev-down:
	$(PY) -m api.devstack.stack down dev

test: install
	$(PY) -m tests.run_all

install: install-system install-python install-web

# The three images the chart runs (docs/operations.md "Images"): API (with the web app), CPU worker,
# GPU OCR worker.
images:
	$(IMAGE_BUILDER) build --target api -t $(IMAGE_PREFIX)-api:$(IMAGE_TAG) -f images/Dockerfile .
	$(IMAGE_BUILDER) build --target worker -t $(IMAGE_PREFIX)-worker:$(IMAGE_TAG) -f images/Dockerfile .
	$(IMAGE_BUILDER) build -t $(IMAGE_PREFIX)-ocr-gpu:$(IMAGE_TAG) -f images/ocr-gpu.Dockerfile .

# Debian packages that `dpkg -s` reports absent; `apt-get update` only when something is missing.
install-system:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian packages:$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi

install-python:
	@python3 -m uv --version >/dev/null 2>&1 || python3 -m pip install -q "uv==$(UV_VERSION)"
	@python3 -m uv sync --frozen --quiet

install-web:
	@if [ ! -d web/node_modules ] || [ web/package-lock.json -nt web/node_modules/.package-lock.json ]; then \
	  cd web && npm ci --no-audit --no-fund --loglevel=error; fi

web: install-web
	@if [ ! -f web/dist/index.html ] || [ -n "$$(find web/src web/scripts web/index.html web/package.json -newer web/dist/index.html -print -quit)" ]; then \
	  cd web && npm run build --silent; fi

lint: install-python
	.venv/bin/ruff check api workflows activities tests
	.venv/bin/ruff format --check api workflows activities tests
	.venv/bin/mypy
	.venv/bin/lint-imports --no-cache

client: install-python install-web
	cd web && npm run generate-client

eval: install
	$(PY) -m tests.eval

# The unseen part read with an OpenAI-compatible server (vLLM) at $$DOKSKENAS_LLM_URL as well as the rules.
eval-llm: install
	$(PY) -m tests.eval --llm --part unseen

bench: install web
	$(PY) -m tests.bench

# The proof as suites (docs/reliability.md); `make test` runs a fast variant of each.
# 100 uploads while the worker is killed, S3 stopped, PostgreSQL and Temporal restarted; then the books.
chaos: install
	$(PY) -m tests.reliability.chaos --uploads 100

# Schemathesis: every operation of the OpenAPI schema, signed in, 100 generated inputs each; no 5xx.
fuzz: install
	DOKSKENAS_PROOF=full $(PY) -m pytest -q -p no:randomly tests/security/test_fuzz.py

# Every hostile file through the real pipeline.
hostile: install
	DOKSKENAS_PROOF=full $(PY) -m pytest -q -p no:randomly tests/security/test_hostile_files.py

# 200 uploads at once and 50 users browsing: p95 per kind, drain time, 5xx, peak memory vs the chart.
load: install
	$(PY) -m tests.reliability.load --uploads 200 --users 50

clean: dev-down
	rm -rf .dev .test .proof web/dist
