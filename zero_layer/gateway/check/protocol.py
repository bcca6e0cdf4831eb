"""Request/response shapes of ``POST /v1/zero-layer/check`` (the same JSON as ``zero-layer check``).

Request: ``{"chunks": [str | {"id", "text"}], "answer"?: str, "domain"?: str}``.
Response (200): ``CheckResult.to_dict()`` = ``{"status", "conflict_score", "conflicts", "unsupported",
"zero_state"}``. Bad input: 400 with an OpenAI-style error whose message names the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["CheckBody", "parse_check_body"]


@dataclass(frozen=True)
class CheckBody:
    chunks: list[str | dict[str, Any]]
    answer: str | None
    domain: str | None


def parse_check_body(body: Any) -> CheckBody:
    """Shape-check the body; field-level validation is ``CheckRequest.from_dict``'s job."""
    if not isinstance(body, Mapping):
        raise ValueError("request body: expected a JSON object")
    chunks = body.get("chunks")
    if not isinstance(chunks, list):
        raise ValueError("chunks: expected a list of strings or {id, text} objects")
    answer = body.get("answer")
    if answer is not None and not isinstance(answer, str):
        raise ValueError("answer: expected a string")
    domain = body.get("domain")
    if domain is not None and not isinstance(domain, str):
        raise ValueError("domain: expected a string")
    return CheckBody(chunks=list(chunks), answer=answer, domain=domain)
