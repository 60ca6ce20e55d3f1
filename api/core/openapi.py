"""Operation ids of the OpenAPI schema, hence the names of the generated web client's functions:
`{domain tag}-{handler name}` (documents-get_document → `documentsGetDocument`), so a handler is named
once, by its Python name."""

from fastapi.routing import APIRoute


def operation_id(route: APIRoute) -> str:
    return f"{route.tags[0]}-{route.name}" if route.tags else route.name
