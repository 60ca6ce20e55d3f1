"""The app's operations as its OpenAPI schema lists them, and the smallest request body each accepts.

Shared by the tenant matrix and the hostile payloads: both walk every operation of the schema, so a
route added tomorrow is attacked tomorrow without anyone writing a test for it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from api.core.config import Settings
from api.main import create_app

UNSAFE_METHODS = frozenset({"post", "put", "patch", "delete"})
# A parameter or body field that names a row of someone: the matrix must know how to aim it at the
# other user, so an unknown one fails the classification test instead of going unattacked.
ID_LIKE = re.compile(r"(^|_)(id|ids|email)$")


@dataclass(frozen=True)
class Operation:
    method: str
    path: str
    operation_id: str
    spec: dict[str, Any]

    @property
    def unsafe(self) -> bool:
        return self.method in UNSAFE_METHODS

    @property
    def path_params(self) -> list[str]:
        return re.findall(r"{(\w+)}", self.path)

    @property
    def query_params(self) -> list[str]:
        return [p["name"] for p in self.spec.get("parameters", []) if p["in"] == "query"]

    @property
    def json_body(self) -> dict[str, Any] | None:
        content = self.spec.get("requestBody", {}).get("content", {})
        return content.get("application/json", {}).get("schema")

    @property
    def multipart(self) -> bool:
        return "multipart/form-data" in self.spec.get("requestBody", {}).get("content", {})

    def body_fields(self) -> list[str]:
        body = resolve(self.json_body) if self.json_body else {}
        return list(body.get("properties", {}))

    def id_like_inputs(self) -> set[str]:
        names = [*self.path_params, *self.query_params, *self.body_fields()]
        return {name for name in names if ID_LIKE.search(name)}

    def __str__(self) -> str:
        return f"{self.method.upper()} {self.path}"


@cache
def schema() -> dict[str, Any]:
    return create_app(Settings(env="test")).openapi()


def operations() -> list[Operation]:
    return [
        Operation(method, path, spec["operationId"], spec)
        for path, methods in schema()["paths"].items()
        for method, spec in methods.items()
    ]


def resolve(node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        name = node["$ref"].rsplit("/", 1)[-1]
        node = schema()["components"]["schemas"][name]
    return node


def minimal(node: dict[str, Any]) -> Any:
    """The smallest value the schema accepts: required properties only, first enum value, 1 for numbers."""
    node = resolve(node)
    for combinator in ("anyOf", "oneOf", "allOf"):
        if combinator in node:
            options = [o for o in node[combinator] if resolve(o).get("type") != "null"]
            return minimal(options[0]) if options else None
    if "enum" in node:
        return node["enum"][0]
    if "const" in node:
        return node["const"]
    kind = node.get("type")
    if kind == "object":
        properties = node.get("properties", {})
        return {name: minimal(properties[name]) for name in node.get("required", [])}
    if kind == "array":
        return [minimal(node.get("items", {}))] * max(1, node.get("minItems", 1))
    if kind in ("integer", "number"):
        return max(1, node.get("minimum", 1))
    if kind == "boolean":
        return True
    if kind == "string":
        return (
            "vardas@example.lt" if node.get("format") == "email" else "x" * max(1, node.get("minLength", 1))
        )
    return None
