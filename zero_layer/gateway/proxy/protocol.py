"""What the gateway reads from an OpenAI-style request before forwarding it to vLLM.

Gateway-only fields (removed before the body goes to vLLM):

- ``"return_zero_state": true`` (or header ``X-Zero-Layer-State: 1``): add ``zero_state`` to the response
  and opt the request in to the vLLM plugin (``vllm_xargs.zero_layer``);
- ``"documents"``: the RAG context: a list of strings or ``{"id": str, "text": str}`` objects;
- ``"context"``: the same, or one string (one chunk);
- ``"zero_layer"``: optional object ``{"domain": str, "mode": "observe"|"enforce"}``.

Without ``documents``/``context``, a chat request's **system messages** are read as the context when
they hold at least two chunks: a string content is split on lines consisting of ``---``; a list content
gives one chunk per ``{"type": "text"}`` part. The gateway never rewrites the prompt: these fields are
what the client built its prompt from.

Bounded memory: the request body is capped by ``ZERO_LAYER_MAX_BODY_BYTES`` (413 above it); at most
``ZERO_LAYER_MAX_CONTEXT_CHARS`` characters and 1024 chunks of context are checked, the rest is not
(``zero_state.context.truncated`` says so).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = [
    "MAX_CHUNKS",
    "STATE_HEADER",
    "ProxiedRequest",
    "RequestError",
    "parse_proxy_request",
    "source_values",
]

STATE_HEADER = "X-Zero-Layer-State"
MAX_CHUNKS = 1024
_SPLIT = re.compile(r"^\s*---\s*$", re.MULTILINE)
_TRUE = ("1", "true", "yes", "on")
_VALUE = re.compile(r"\d[\d.,]*\s*(?:%|个工作日|[日天元月年]|[A-Za-z][A-Za-z/]*)?")
MAX_VALUES = 64


class RequestError(ValueError):
    """A malformed request; ``param`` names the offending field for the OpenAI-style error."""

    def __init__(self, message: str, param: str | None = None) -> None:
        super().__init__(message)
        self.param = param


@dataclass(frozen=True)
class ProxiedRequest:
    kind: Literal["chat", "completions"]
    body: dict[str, Any]
    want_state: bool = False
    stream: bool = False
    chunks: tuple[str | dict[str, Any], ...] = ()
    context_source: str = ""
    truncated: bool = False
    domain: str | None = None
    mode: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)


def _chunk(value: Any, where: str) -> str | dict[str, Any]:
    if isinstance(value, str):
        return value
    if isinstance(value, Mapping) and isinstance(value.get("text"), str):
        item: dict[str, Any] = {"text": value["text"]}
        if "id" in value:
            item["id"] = str(value["id"])
        return item
    raise RequestError(f"{where}: expected a string or an object with a string 'text'", where.split("[")[0])


def _system_chunks(messages: list[Any]) -> list[str]:
    chunks: list[str] = []
    for message in messages:
        if not isinstance(message, Mapping) or message.get("role") != "system":
            continue
        content = message.get("content")
        if isinstance(content, str):
            chunks.extend(p.strip() for p in _SPLIT.split(content) if p.strip())
        elif isinstance(content, list):
            chunks.extend(
                str(p["text"]) for p in content if isinstance(p, Mapping) and isinstance(p.get("text"), str)
            )
    return chunks if len(chunks) >= 2 else []


def _bounded(chunks: list[str | dict[str, Any]], max_chars: int) -> tuple[list[str | dict[str, Any]], bool]:
    kept: list[str | dict[str, Any]] = []
    total = 0
    for chunk in chunks[:MAX_CHUNKS]:
        text = chunk if isinstance(chunk, str) else chunk["text"]
        room = max_chars - total
        if room <= 0:
            return kept, True
        if len(text) > room:
            cut = text[:room]
            kept.append(cut if isinstance(chunk, str) else {**chunk, "text": cut})
            return kept, True
        kept.append(chunk)
        total += len(text)
    return kept, len(chunks) > MAX_CHUNKS


def parse_proxy_request(
    kind: Literal["chat", "completions"], raw: bytes, headers: Mapping[str, str], *, max_context_chars: int
) -> ProxiedRequest:
    """Split a raw request into the body for vLLM and the gateway's own fields."""
    try:
        body = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise RequestError(f"request body is not valid JSON: {exc}") from None
    if not isinstance(body, dict):
        raise RequestError("request body: expected a JSON object")
    if kind == "chat" and not isinstance(body.get("messages"), list):
        raise RequestError("messages: expected a list of chat messages", "messages")
    if kind == "completions" and not isinstance(body.get("prompt"), (str, list)):
        raise RequestError("prompt: expected a string or a list", "prompt")
    want = body.pop("return_zero_state", False)
    if not isinstance(want, bool):
        raise RequestError("return_zero_state: expected true or false", "return_zero_state")
    want = want or headers.get(STATE_HEADER, "").strip().lower() in _TRUE
    options = body.pop("zero_layer", None) or {}
    if not isinstance(options, Mapping):
        raise RequestError('zero_layer: expected an object like {"domain": "finance"}', "zero_layer")
    domain, mode = options.get("domain"), options.get("mode")
    if domain is not None and not isinstance(domain, str):
        raise RequestError("zero_layer.domain: expected a string", "zero_layer")
    if mode is not None and mode not in ("observe", "enforce"):
        raise RequestError("zero_layer.mode: expected 'observe' or 'enforce'", "zero_layer")
    chunks: list[str | dict[str, Any]] = []
    source = ""
    for name in ("documents", "context"):
        value = body.pop(name, None)
        if value is None or source:
            continue
        items = [value] if isinstance(value, str) else value
        if not isinstance(items, list):
            raise RequestError(f"{name}: expected a list of chunks or a string", name)
        chunks = [_chunk(v, f"{name}[{i}]") for i, v in enumerate(items)]
        source = name
    if not source and kind == "chat":
        chunks = list(_system_chunks(body["messages"]))
        source = "system" if chunks else ""
    chunks, truncated = _bounded(chunks, max_context_chars)
    stream = body.get("stream", False)
    if not isinstance(stream, bool):
        raise RequestError("stream: expected true or false", "stream")
    return ProxiedRequest(
        kind=kind,
        body=body,
        want_state=bool(want),
        stream=stream,
        chunks=tuple(chunks),
        context_source=source,
        truncated=truncated,
        domain=domain,
        mode=mode,
    )


def source_values(chunks: tuple[str | dict[str, Any], ...]) -> list[str]:
    """Number(+unit) values in the context, for enforce mode's ``zero_layer_values`` (at most 64)."""
    seen: dict[str, None] = {}
    for chunk in chunks:
        text = chunk if isinstance(chunk, str) else str(chunk["text"])
        for match in _VALUE.finditer(text):
            value = match.group(0).strip().rstrip(".,")
            if value and len(value) <= 64:
                seen.setdefault(value, None)
            if len(seen) >= MAX_VALUES:
                return list(seen)
    return list(seen)
