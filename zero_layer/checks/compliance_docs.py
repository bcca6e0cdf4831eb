"""Documents for the compliance scan: .txt, .md and .pdf split into numbered paragraphs.

A finding must point a reviewer at the place in the original file, so paragraphs keep their
index and, for PDFs, their 1-based page number. PDFs are read with PyMuPDF, whose text blocks
follow the layout's paragraphs. A file that cannot be read (missing, encrypted, not a PDF, not
UTF-8) yields a `DocumentError` for that file only; the scan goes on with the others.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

__all__ = ["SUPPORTED_SUFFIXES", "Document", "DocumentError", "Paragraph", "read_document", "split_text"]

SUPPORTED_SUFFIXES: tuple[str, ...] = (".txt", ".md", ".markdown", ".pdf")

_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_MD_BLOCK_START = re.compile(r"^(#{1,6}\s|[-*+]\s|\d+[.)]\s|>\s?)")
_MD_INLINE = re.compile(r"(\*\*|__|`)")
_CJK = r"\u3000-\u303f\u4e00-\u9fff\uff00-\uffef"
_CJK_BREAK = re.compile(rf"(?<=[{_CJK}])\n(?=[{_CJK}])")


class DocumentError(Exception):
    """A file the scan could not read; ``str()`` names the file and why."""

    def __init__(self, path: str, reason: str):
        self.path = path
        self.reason = reason
        super().__init__(f"{path}: {reason}")


@dataclass(frozen=True)
class Paragraph:
    index: int
    text: str
    page: int | None = None


@dataclass(frozen=True)
class Document:
    path: str
    kind: str
    paragraphs: tuple[Paragraph, ...]
    pages: int | None = None


def _join_lines(block: str) -> str:
    """Unwrap hard line breaks: nothing between CJK characters, a space elsewhere."""
    block = _CJK_BREAK.sub("", block.strip())
    return re.sub(r"[ \t]*\n[ \t]*", " ", block)


def split_text(text: str, markdown: bool = False) -> list[str]:
    """Paragraphs of plain text or Markdown.

    Blank lines separate paragraphs; a text without any blank line is taken one line per
    paragraph (common in Chinese documents). In Markdown, headings, list items and quotes start
    their own paragraph, fenced code is skipped and emphasis markers are dropped.
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if markdown:
        text = re.sub(r"^(```|~~~).*?^\1[^\n]*$", "", text, flags=re.S | re.M)
    blocks = _BLANK_LINE.split(text) if _BLANK_LINE.search(text) else text.split("\n")
    paragraphs: list[str] = []
    for block in blocks:
        pieces: list[str] = [block]
        if markdown:
            pieces = []
            current: list[str] = []
            for line in block.split("\n"):
                if _MD_BLOCK_START.match(line.lstrip()) and current:
                    pieces.append("\n".join(current))
                    current = []
                current.append(line)
            pieces.append("\n".join(current))
        for piece in pieces:
            if markdown:
                piece = _MD_INLINE.sub("", _MD_BLOCK_START.sub("", piece.strip(), count=1))
            joined = _join_lines(piece)
            if joined:
                paragraphs.append(joined)
    return paragraphs


def _read_pdf(path: Path) -> Document:
    import pymupdf

    try:
        doc = pymupdf.open(path)
    except (pymupdf.FileDataError, pymupdf.EmptyFileError, RuntimeError, ValueError) as exc:
        raise DocumentError(str(path), f"not a readable PDF ({exc})") from exc
    with doc:
        if doc.needs_pass:
            raise DocumentError(str(path), "encrypted PDF: a password is required to read it")
        paragraphs: list[Paragraph] = []
        for number in range(doc.page_count):
            page = doc.load_page(number)
            for block in page.get_text("blocks", sort=True):
                if block[6] != 0:  # image block
                    continue
                text = _join_lines(str(block[4]))
                if text:
                    paragraphs.append(Paragraph(len(paragraphs), text, number + 1))
        return Document(str(path), "pdf", tuple(paragraphs), pages=doc.page_count)


def read_document(path: str | Path) -> Document:
    """Read and split one file; raises `DocumentError` naming the file and the reason."""
    p = Path(path)
    suffix = p.suffix.lower()
    if suffix not in SUPPORTED_SUFFIXES:
        raise DocumentError(
            str(path), f"unsupported file type {suffix or '(none)'}; expected .txt, .md or .pdf"
        )
    if not p.is_file():
        raise DocumentError(str(path), "no such file")
    if suffix == ".pdf":
        return _read_pdf(p)
    try:
        text = p.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DocumentError(str(path), f"not valid UTF-8 (byte {exc.start})") from exc
    except OSError as exc:
        raise DocumentError(str(path), exc.strerror or str(exc)) from exc
    kind = "txt" if suffix == ".txt" else "md"
    paragraphs = split_text(text, markdown=kind == "md")
    return Document(str(path), kind, tuple(Paragraph(i, t) for i, t in enumerate(paragraphs)))
