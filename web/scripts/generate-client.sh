#!/usr/bin/env bash
# Regenerates web/src/client from the API's OpenAPI schema; the generated files are never edited.
set -euo pipefail
WEB="$(cd "$(dirname "$0")/.." && pwd)"
ROOT="$(dirname "$WEB")"
cd "$ROOT"
# The schema does not depend on secrets; development settings let the app be built without them.
DOKSKENAS_ENV="${DOKSKENAS_ENV:-development}" .venv/bin/python -c \
  "import json; from api.main import create_app; print(json.dumps(create_app().openapi()))" > "$WEB/openapi.json.new"
mv "$WEB/openapi.json.new" "$WEB/openapi.json"
cd "$WEB"
node node_modules/@hey-api/openapi-ts/bin/run.js
