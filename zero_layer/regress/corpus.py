"""Labelled regression corpus: JSONL, validated line by line, streamed.

A corpus line holds the `zero-layer check` input plus the label the gate scores against::

    {"id": "fin-001", "chunks": ["...", {"id": "b", "text": "..."}], "answer": "...",
     "domain": "finance", "lang": "en", "kind": "unit-equivalence", "expected": "conflict"}

Only `chunks` and `expected` are required. `load_corpus` validates the whole file once, so a bad
line is reported before any scoring starts, naming ``file:line`` and the field. Corpora can be
large: above `IN_MEMORY_MAX_BYTES` a `Corpus` does not hold its cases, and iterating it streams
the file again (memory stays bounded by one line plus the set of ids). Errors always name the
line because a corpus is edited by hand.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

__all__ = [
    "IN_MEMORY_MAX_BYTES",
    "SLICE_DIMENSIONS",
    "Corpus",
    "CorpusCase",
    "CorpusError",
    "default_corpus_path",
    "load_corpus",
    "parse_case",
]

Expected = Literal["conflict", "clean"]
SLICE_DIMENSIONS: tuple[str, ...] = ("domain", "lang", "kind")
_UNSPECIFIED = "unspecified"
_EXPECTED: tuple[str, ...] = ("conflict", "clean")
#: Corpus files up to this size are held in memory after validation; larger ones are streamed.
IN_MEMORY_MAX_BYTES = 16 * 1024 * 1024


class CorpusError(ValueError):
    """A corpus that cannot be used; ``str()`` names the file, the line and the field."""

    def __init__(self, message: str, source: str = "<corpus>", line: int | None = None, field: str = ""):
        self.message = message
        self.source = source
        self.line = line
        self.field = field
        where = source if line is None else f"{source}:{line}"
        what = f"{field}: {message}" if field else message
        super().__init__(f"{where}: {what}")


@dataclass(frozen=True)
class CorpusCase:
    """One labelled case; ``chunks`` keeps the JSON shape (`str` or ``{"id", "text"}``)."""

    id: str
    chunks: tuple[str | Mapping[str, str], ...]
    expected: Expected
    answer: str | None = None
    domain: str = _UNSPECIFIED
    lang: str = _UNSPECIFIED
    kind: str = _UNSPECIFIED
    line: int | None = None

    @property
    def is_conflict(self) -> bool:
        return self.expected == "conflict"

    @property
    def slices(self) -> tuple[str, ...]:
        """Slice keys such as ``domain=finance``, in `SLICE_DIMENSIONS` order."""
        return tuple(f"{dim}={getattr(self, dim)}" for dim in SLICE_DIMENSIONS)

    def to_request(self) -> dict[str, Any]:
        """The `zero-layer check` input for this case (what `CheckRequest.from_dict` reads)."""
        request: dict[str, Any] = {"chunks": [c if isinstance(c, str) else dict(c) for c in self.chunks]}
        if self.answer is not None:
            request["answer"] = self.answer
        if self.domain != _UNSPECIFIED:
            request["domain"] = self.domain
        return request


def _optional_label(obj: Mapping[str, Any], key: str, where: tuple[str, int | None]) -> str:
    value = obj.get(key)
    if value is None:
        return _UNSPECIFIED
    if not isinstance(value, str) or not value.strip():
        raise CorpusError(f"expected a non-empty string, got {value!r}", where[0], where[1], key)
    if "=" in value:
        raise CorpusError(f"must not contain '=' (used in slice keys), got {value!r}", *where, key)
    return value.strip()


def _parse_chunks(value: Any, where: tuple[str, int | None]) -> tuple[str | Mapping[str, str], ...]:
    if not isinstance(value, list) or not value:
        raise CorpusError("expected a non-empty list of strings or {id, text} objects", *where, "chunks")
    chunks: list[str | Mapping[str, str]] = []
    for i, chunk in enumerate(value):
        if isinstance(chunk, str):
            chunks.append(chunk)
            continue
        if not isinstance(chunk, dict):
            raise CorpusError(
                f"expected a string or an object, got {type(chunk).__name__}", *where, f"chunks[{i}]"
            )
        for key in ("id", "text"):
            if not isinstance(chunk.get(key), str):
                raise CorpusError("expected a string", *where, f"chunks[{i}].{key}")
        chunks.append({"id": chunk["id"], "text": chunk["text"]})
    return tuple(chunks)


def parse_case(obj: Any, source: str = "<corpus>", line: int | None = None) -> CorpusCase:
    """Validate one decoded corpus line; raises `CorpusError` naming the line and field."""
    where = (source, line)
    if not isinstance(obj, dict):
        raise CorpusError(f"expected a JSON object, got {type(obj).__name__}", *where)
    expected = obj.get("expected")
    if expected not in _EXPECTED:
        raise CorpusError(f"expected 'conflict' or 'clean', got {expected!r}", *where, "expected")
    answer = obj.get("answer")
    if answer is not None and not isinstance(answer, str):
        raise CorpusError(f"expected a string or null, got {type(answer).__name__}", *where, "answer")
    case_id = obj.get("id")
    if case_id is None:
        case_id = f"line-{line}" if line is not None else "case"
    elif not isinstance(case_id, str) or not case_id:
        raise CorpusError(f"expected a non-empty string, got {case_id!r}", *where, "id")
    return CorpusCase(
        id=case_id,
        chunks=_parse_chunks(obj.get("chunks"), where),
        expected=expected,
        answer=answer,
        domain=_optional_label(obj, "domain", where),
        lang=_optional_label(obj, "lang", where),
        kind=_optional_label(obj, "kind", where),
        line=line,
    )


def _read_lines(path: Path, source: str) -> Iterator[tuple[int, bytes]]:
    try:
        handle = path.open("rb")
    except OSError as exc:
        raise CorpusError(f"cannot read corpus: {exc.strerror or exc}", source) from exc
    with handle:
        yield from enumerate(handle, start=1)


def _stream(path: Path, source: str, digest: Any = None) -> Iterator[CorpusCase]:
    seen: dict[str, int] = {}
    for lineno, raw in _read_lines(path, source):
        if digest is not None:
            digest.update(raw)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise CorpusError(f"not valid UTF-8 (byte {exc.start})", source, lineno) from exc
        if not text.strip():
            continue
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as exc:
            raise CorpusError(f"invalid JSON: {exc.msg} (column {exc.colno})", source, lineno) from exc
        case = parse_case(obj, source, lineno)
        if case.id in seen:
            raise CorpusError(
                f"duplicate id {case.id!r} (first on line {seen[case.id]})", source, lineno, "id"
            )
        seen[case.id] = lineno
        yield case


@dataclass(frozen=True)
class Corpus:
    """A validated corpus: streamed from ``path`` or held in ``cases`` (built in memory)."""

    source: str
    size: int
    digest: str
    positives: int
    path: Path | None = None
    cases: tuple[CorpusCase, ...] | None = field(default=None, repr=False)

    def __iter__(self) -> Iterator[CorpusCase]:
        if self.cases is not None:
            return iter(self.cases)
        assert self.path is not None
        return _stream(self.path, self.source)

    def __len__(self) -> int:
        return self.size

    @property
    def negatives(self) -> int:
        return self.size - self.positives

    @classmethod
    def from_cases(cls, cases: Iterable[CorpusCase], source: str = "<memory>") -> Corpus:
        """An in-memory corpus (tests, API callers); ids must be unique."""
        items = tuple(cases)
        seen: set[str] = set()
        digest = hashlib.sha256()
        for case in items:
            if case.id in seen:
                raise CorpusError(f"duplicate id {case.id!r}", source, case.line, "id")
            seen.add(case.id)
            digest.update(repr(case).encode("utf-8"))
        return cls(
            source=source,
            size=len(items),
            digest=f"sha256:{digest.hexdigest()}",
            positives=sum(case.is_conflict for case in items),
            cases=items,
        )

    def to_dict(self) -> dict[str, Any]:
        return {"source": self.source, "cases": self.size, "conflicts": self.positives, "digest": self.digest}


def default_corpus_path() -> Path:
    """The shipped labelled corpus (EN + ZH, conflicts and tricky clean cases)."""
    return Path(__file__).resolve().parent / "data" / "corpus.jsonl"


def load_corpus(path: str | Path | None = None, *, in_memory: bool | None = None) -> Corpus:
    """Validate a JSONL corpus in one streaming pass; ``None`` loads the shipped corpus.

    A file up to `IN_MEMORY_MAX_BYTES` is kept in memory (it no longer depends on the file, which
    a caller may delete); a larger one is streamed again on each iteration so memory stays
    bounded. ``in_memory`` forces either behaviour.
    """
    resolved = default_corpus_path() if path is None else Path(path)
    source = str(path) if path is not None else str(resolved)
    if in_memory is None:
        try:
            in_memory = resolved.stat().st_size <= IN_MEMORY_MAX_BYTES
        except OSError:
            in_memory = False  # _stream reports the unreadable file
    digest = hashlib.sha256()
    size = positives = 0
    kept: list[CorpusCase] = []
    for case in _stream(resolved, source, digest):
        size += 1
        positives += case.is_conflict
        if in_memory:
            kept.append(case)
    if size == 0:
        raise CorpusError("corpus has no cases", source)
    return Corpus(
        source=source,
        size=size,
        digest=f"sha256:{digest.hexdigest()}",
        positives=positives,
        path=resolved,
        cases=tuple(kept) if in_memory else None,
    )
