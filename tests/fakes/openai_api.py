"""A small OpenAI-compatible chat server on 127.0.0.1 that answers from a per-test script.

Each scripted reply is one of: ("json", object) — a completion whose content is the object as JSON;
("content", text) — a completion with this raw content; ("status", code); ("slow", seconds, object).
Once the script is used up, `answer` (if given) makes the JSON reply from the request's body, so a whole
evaluation run can be served. Requests are recorded, and the server refuses (HTTP 400) any request without
a strict json_schema format.
"""

from __future__ import annotations

import json
import time
from collections import deque
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler
from typing import Any

from tests.fakes.local_server import JsonHandler, LocalHttpServer


class FakeOpenAI(LocalHttpServer):
    def __init__(self, answer: Callable[[dict[str, Any]], object] | None = None) -> None:
        self.script: deque[tuple[Any, ...]] = deque()
        self.answer = answer
        self.requests: list[dict[str, Any]] = []
        super().__init__()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(JsonHandler):
            def do_GET(self) -> None:
                if self.path == "/v1/models":
                    self.send_json(200, {"object": "list", "data": [{"id": "local", "object": "model"}]})
                else:
                    self.send_json(404, {"error": "not found"})

            def do_POST(self) -> None:
                if self.path != "/v1/chat/completions":
                    self.send_json(404, {"error": "not found"})
                    return
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                fake.requests.append(body)
                response_format = body.get("response_format", {})
                if response_format.get("type") != "json_schema" or not response_format["json_schema"].get(
                    "strict"
                ):
                    self.send_json(400, {"error": "response_format must be a strict json_schema"})
                    return
                reply = (
                    fake.script.popleft() if fake.script or not fake.answer else ("json", fake.answer(body))
                )
                if reply[0] == "status":
                    self.send_json(reply[1], {"error": "scripted failure"})
                    return
                if reply[0] == "slow":
                    time.sleep(reply[1])
                    reply = ("json", reply[2])
                content = reply[1] if reply[0] == "content" else json.dumps(reply[1], ensure_ascii=False)
                self.send_json(
                    200,
                    {
                        "id": "chatcmpl-test",
                        "object": "chat.completion",
                        "model": body["model"],
                        "choices": [
                            {
                                "index": 0,
                                "finish_reason": "stop",
                                "message": {"role": "assistant", "content": content},
                            }
                        ],
                        # as vLLM reports it; about four characters a token
                        "usage": {
                            "prompt_tokens": len(json.dumps(body["messages"])) // 4,
                            "completion_tokens": len(content) // 4,
                        },
                    },
                )

        return Handler
