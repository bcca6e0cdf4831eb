"""OpenAI-style error responses: ``{"error": {"message", "type", "param", "code"}}``.

Clients written for the OpenAI API parse this shape, so the gateway uses it for everything it rejects
itself (malformed JSON, a body too large, a refused conflicting context, a bad check request).
"""

from __future__ import annotations

from typing import Any

from aiohttp import web

__all__ = ["error_body", "error_response"]


def error_body(
    message: str, *, type_: str = "invalid_request_error", param: str | None = None, code: str | None = None
) -> dict[str, Any]:
    return {"error": {"message": message, "type": type_, "param": param, "code": code}}


def error_response(
    status: int,
    message: str,
    *,
    type_: str = "invalid_request_error",
    param: str | None = None,
    code: str | None = None,
    extra: dict[str, Any] | None = None,
) -> web.Response:
    body = error_body(message, type_=type_, param=param, code=code)
    if extra:
        body["error"].update(extra)
    return web.json_response(body, status=status)
