"""Shared fixtures for the heatmap builder's unit tests.

Loading the packaged MiniLM costs seconds on a loaded CPU, so one probe serves the whole session;
the probe holds no per-call state (noise comes from a generator seeded per span), so sharing it
cannot leak results between tests.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest

from zero_layer.heatmap.probe import SensitivityProbe

FIXTURES = Path(__file__).resolve().parents[3] / "fixtures" / "heatmap"


@pytest.fixture(scope="session")
def probe() -> SensitivityProbe:
    return SensitivityProbe(delta=0.001, method="both", seed=0, threads=1)


def make_pdf(path: Path, lines: list[str], *, password: str | None = None) -> Path:
    """A real PDF written by PyMuPDF; with ``password`` it is AES-256 encrypted (user password set)."""
    doc = pymupdf.open()
    page = doc.new_page()
    y = 72.0
    for line in lines:
        page.insert_text((72, y), line, fontsize=11)
        y += 16
    if password is None:
        doc.save(path)
    else:
        doc.save(
            path,
            encryption=pymupdf.mupdf.PDF_ENCRYPT_AES_256,
            owner_pw=password + "-owner",
            user_pw=password,
        )
    doc.close()
    return path


PdfMaker = Callable[..., Path]


@pytest.fixture
def pdf() -> PdfMaker:
    """``pdf(path, lines, password=None)``: write a real PDF (see :func:`make_pdf`)."""
    return make_pdf


@pytest.fixture
def small_corpus(tmp_path: Path) -> Path:
    """Three readable documents (txt, md, PDF) plus an encrypted and a corrupt PDF that must be skipped."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "lab.txt").write_text(
        "Fasting glucose was 126 mg/dL on admission. ALT was elevated at 88 U/L.\n\n"
        "The annual interest rate is 6.75% and payment is due within 30 days after acceptance.\n",
        encoding="utf-8",
    )
    (docs / "contract.md").write_text(
        "# 付款\n\n甲方应在验收合格后30日内付款。逾期违约金为合同金额的百分之五。\n",
        encoding="utf-8",
    )
    make_pdf(docs / "policy.pdf", ["The deductible is USD 1,000 per claim.", "Premium: $1,850 per year."])
    make_pdf(docs / "locked.pdf", ["The premium is $900 per year."], password="secret")
    (docs / "broken.pdf").write_bytes(b"%PDF-1.7\nthis is not really a PDF\n")
    (docs / "notes.csv").write_text("ignored,because,of,suffix\n", encoding="utf-8")
    return docs
