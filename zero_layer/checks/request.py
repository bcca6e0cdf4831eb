"""The check request: validated once at the boundary, so the checker itself never sees bad input.

Error messages name the offending field with a JSON-path-like prefix (``chunks[2].text: expected a
string``) because the same validation serves the CLI, the HTTP gateway and the Python API.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["MAX_CHUNK_CHARS", "CheckRequest", "Chunk", "InputError"]

MAX_CHUNK_CHARS = 1_000_000  # longer chunks are checked on their first million characters


class InputError(ValueError):
    """A check request is malformed; the message names the field and what was expected."""


@dataclass(frozen=True, slots=True)
class Chunk:
    """One retrieved passage; ``id`` is the caller's id, or its index when it gave a bare string."""

    id: str
    text: str


@dataclass(frozen=True, slots=True)
class CheckRequest:
    chunks: tuple[Chunk, ...]
    answer: str | None = None
    domain: str | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CheckRequest:
        """Validate ``{"chunks": [str | {"id", "text"}], "answer"?, "domain"?}``; extra keys are ignored."""
        if not isinstance(data, Mapping):
            raise InputError(f"request: expected a JSON object, got {_kind(data)}")
        if "chunks" not in data:
            raise InputError('request: missing required field "chunks"')
        raw = data["chunks"]
        if isinstance(raw, str | bytes) or not isinstance(raw, Sequence):
            raise InputError(f"chunks: expected a list, got {_kind(raw)}")
        chunks: list[Chunk] = []
        seen: set[str] = set()
        for i, item in enumerate(raw):
            chunk = _chunk(i, item)
            if chunk.id in seen:
                raise InputError(f"chunks[{i}].id: duplicate id {chunk.id!r}")
            seen.add(chunk.id)
            chunks.append(chunk)
        answer = data.get("answer")
        if answer is not None and not isinstance(answer, str):
            raise InputError(f"answer: expected a string, got {_kind(answer)}")
        domain = data.get("domain")
        if domain is not None and not isinstance(domain, str):
            raise InputError(f"domain: expected a string, got {_kind(domain)}")
        return cls(tuple(chunks), answer, domain)

    @classmethod
    def from_json(cls, payload: str | bytes) -> CheckRequest:
        """Parse and validate a JSON document (bytes must be UTF-8)."""
        if isinstance(payload, bytes):
            try:
                payload = payload.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise InputError(f"input: not valid UTF-8 (byte {exc.start}: {exc.reason})") from None
        try:
            data = json.loads(payload)
        except json.JSONDecodeError as exc:
            raise InputError(
                f"input: invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}"
            ) from None
        return cls.from_dict(data)

    @classmethod
    def build(cls, chunks: Sequence[str | Mapping[str, Any]], answer: str | None = None,
              domain: str | None = None) -> CheckRequest:  # fmt: skip
        """The Python API's keyword form, validated exactly like a JSON request."""
        return cls.from_dict({"chunks": chunks, "answer": answer, "domain": domain})

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"chunks": [{"id": c.id, "text": c.text} for c in self.chunks]}
        if self.answer is not None:
            out["answer"] = self.answer
        if self.domain is not None:
            out["domain"] = self.domain
        return out


def _chunk(i: int, item: Any) -> Chunk:
    if isinstance(item, str):
        return Chunk(str(i), item[:MAX_CHUNK_CHARS])
    if not isinstance(item, Mapping) or "text" not in item:
        raise InputError(
            f'chunks[{i}]: expected a string or an object with "id" and "text", got {_kind(item)}'
        )
    text = item["text"]
    if not isinstance(text, str):
        raise InputError(f"chunks[{i}].text: expected a string, got {_kind(text)}")
    cid = item.get("id", str(i))
    if isinstance(cid, int) and not isinstance(cid, bool):
        cid = str(cid)
    if not isinstance(cid, str) or not cid:
        raise InputError(f"chunks[{i}].id: expected a non-empty string, got {_kind(cid)}")
    return Chunk(cid, text[:MAX_CHUNK_CHARS])


def _kind(value: Any) -> str:
    names = {dict: "an object", list: "a list", str: "a string", bool: "a boolean", int: "a number",
             float: "a number", type(None): "null"}  # fmt: skip
    return names.get(type(value), type(value).__name__)
