"""Reading a team's documents: txt, md and PDF become sentences; bad files are reported, not fatal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from zero_layer.heatmap.build import BuildParams, HeatmapError, build_heatmap
from zero_layer.heatmap.documents import (
    Document,
    DocumentError,
    collect_paths,
    read_document,
    split_sentences,
)
from zero_layer.rules import load_bundle

pytestmark = pytest.mark.unit


def test_collect_paths_recurses_keeps_known_suffixes_and_sorts(small_corpus: Path) -> None:
    (small_corpus / "sub").mkdir()
    (small_corpus / "sub" / "more.markdown").write_text("Take 5 mg daily with food.", encoding="utf-8")
    names = [p.relative_to(small_corpus).as_posix() for p in collect_paths([small_corpus])]
    assert names == sorted(names)
    assert "notes.csv" not in names
    assert {"lab.txt", "contract.md", "policy.pdf", "sub/more.markdown"} <= set(names)


def test_txt_and_md_split_into_sentences_en_and_zh(small_corpus: Path) -> None:
    lab = read_document(small_corpus / "lab.txt")
    assert isinstance(lab, Document)
    assert lab.sentences[0] == "Fasting glucose was 126 mg/dL on admission."
    assert len(lab.sentences) == 3
    assert lab.digest.startswith("sha256:") and len(lab.digest) == 7 + 64
    zh = read_document(small_corpus / "contract.md")
    assert isinstance(zh, Document)
    assert "甲方应在验收合格后30日内付款。" in zh.sentences
    assert "逾期违约金为合同金额的百分之五。" in zh.sentences


def test_split_sentences_drops_fragments_and_normalises_whitespace() -> None:
    out = list(split_sentences(["Ok.  Payment   is due\nwithin 30 days.\n\nNo.", "第一句话很长一些。第二。"]))
    assert out == ["Payment is due within 30 days.", "第一句话很长一些。"]


def test_pdf_text_is_extracted(small_corpus: Path) -> None:
    doc = read_document(small_corpus / "policy.pdf")
    assert isinstance(doc, Document), doc
    assert any("deductible is USD 1,000" in s for s in doc.sentences)


def test_encrypted_pdf_is_reported(tmp_path: Path, pdf: Any) -> None:
    path = pdf(tmp_path / "locked.pdf", ["Secret premium $900."], password="pw")
    err = read_document(path)
    assert isinstance(err, DocumentError)
    assert err.path == str(path) and "encrypted" in err.reason


def test_corrupt_pdf_and_non_utf8_text_are_reported(tmp_path: Path) -> None:
    bad_pdf = tmp_path / "broken.pdf"
    bad_pdf.write_bytes(b"%PDF-1.4 garbage")
    err = read_document(bad_pdf)
    assert isinstance(err, DocumentError) and "unreadable PDF" in err.reason
    latin = tmp_path / "latin.txt"
    latin.write_bytes("Prämie 5 EUR".encode("latin-1"))
    err = read_document(latin)
    assert isinstance(err, DocumentError) and "not UTF-8" in err.reason and "byte 2" in err.reason


def test_empty_corpus_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "only.csv").write_text("a,b\n", encoding="utf-8")
    with pytest.raises(HeatmapError, match="empty corpus"):
        build_heatmap([tmp_path], load_bundle(), BuildParams())


def test_missing_input_is_named(tmp_path: Path) -> None:
    with pytest.raises(HeatmapError, match=r"no such file or directory: .*nowhere"):
        build_heatmap([tmp_path / "nowhere"], load_bundle(), BuildParams())


def test_corpus_of_only_unreadable_files_is_an_error_naming_them(tmp_path: Path, pdf: Any) -> None:
    pdf(tmp_path / "locked.pdf", ["Premium $900."], password="pw")
    (tmp_path / "broken.pdf").write_bytes(b"not a pdf")
    with pytest.raises(HeatmapError, match="no readable documents among 2") as info:
        build_heatmap([tmp_path], load_bundle(), BuildParams())
    assert "locked.pdf: encrypted" in str(info.value) and "broken.pdf" in str(info.value)
