"""Read a team's documents (txt, md, PDF) into sentences, reporting bad files instead of aborting."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

__all__ = ["SUFFIXES", "Document", "DocumentError", "collect_paths", "read_document", "split_sentences"]

SUFFIXES = (".txt", ".md", ".markdown", ".pdf")
_SENTENCE_END = re.compile(r"(?<=[.!?;。！？；])\s+|(?<=[。！？；])|\n{2,}")


@dataclass(frozen=True)
class Document:
    """A readable document: its path, the digest of its bytes (provenance, cache key), its sentences."""

    path: str
    digest: str
    sentences: tuple[str, ...]


@dataclass(frozen=True)
class DocumentError:
    """A file that could not be read; the run goes on without it."""

    path: str
    reason: str


def collect_paths(inputs: Sequence[str | Path]) -> list[Path]:
    """Expand directories (recursively, known suffixes only) and keep explicit files, sorted."""
    found: set[Path] = set()
    for item in inputs:
        path = Path(item)
        if path.is_dir():
            found.update(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in SUFFIXES)
        else:
            found.add(path)
    return sorted(found)


def read_document(path: Path) -> Document | DocumentError:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        return DocumentError(str(path), f"cannot read: {exc.strerror or exc}")
    digest = "sha256:" + hashlib.sha256(raw).hexdigest()
    if path.suffix.lower() == ".pdf":
        text_or_error = _pdf_text(path, raw)
        if isinstance(text_or_error, DocumentError):
            return text_or_error
        text = text_or_error
    else:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            return DocumentError(str(path), f"not UTF-8 text (byte {exc.start})")
    return Document(str(path), digest, tuple(split_sentences([text])))


def split_sentences(texts: Iterable[str]) -> Iterator[str]:
    for text in texts:
        for piece in _SENTENCE_END.split(text):
            sentence = " ".join(piece.split())
            if len(sentence) >= 8:
                yield sentence[:1000]


def _pdf_text(path: Path, raw: bytes) -> str | DocumentError:
    import pymupdf

    try:
        doc = pymupdf.open(stream=raw, filetype="pdf")
    except Exception as exc:  # PyMuPDF raises its own FileDataError and friends
        return DocumentError(str(path), f"unreadable PDF: {exc}")
    with doc:
        if doc.needs_pass:
            return DocumentError(str(path), "encrypted PDF (password required)")
        return "\n\n".join(str(doc[i].get_text()) for i in range(doc.page_count))
