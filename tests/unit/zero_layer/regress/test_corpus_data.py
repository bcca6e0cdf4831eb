"""Validates the shipped regression corpus (zero_layer/regress/data/corpus.jsonl).

Why: the regression gate's verdicts are only as good as this data. These tests pin the schema every
consumer relies on, keep the slices balanced enough for per-slice rates to mean something, and make
sure the shipped file is exactly what the hand-written sources in tests/fixtures/corpus_src build.
"""

from __future__ import annotations

import importlib.util
import json
import re
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[4]
CORPUS = ROOT / "zero_layer" / "regress" / "data" / "corpus.jsonl"
BUILDER = ROOT / "tests" / "fixtures" / "corpus_src" / "build_corpus.py"

DOMAINS = {"finance", "medical", "contract", "insurance", "customer_service"}
LANGS = {"en", "zh", "mixed"}
ID_RE = re.compile(r"^(fin|med|con|ins|cs)-(en|zh|mix)-\d{4}$")
ID_PREFIX = {
    "fin": "finance",
    "med": "medical",
    "con": "contract",
    "ins": "insurance",
    "cs": "customer_service",
}
ID_LANG = {"en": "en", "zh": "zh", "mix": "mixed"}
CONFLICT_KINDS = {
    "numeric_conflict",
    "money_conflict",
    "rate_conflict",
    "duration_conflict",
    "date_conflict",
    "unit_conflict",
    "period_conflict",
    "dose_conflict",
    "approximation_exceeded",
    "answer_contradiction",
}
CLEAN_KINDS = {
    "unit_equivalent",
    "notation_equivalent",
    "different_subject",
    "different_anchor",
    "different_period",
    "approximation",
    "answer_supported",
    "answer_unsupported",
    "no_facts",
}
EITHER_KINDS = {"chinese_numeral"}
ALLOWED_KEYS = {"id", "chunks", "answer", "domain", "lang", "kind", "expected", "note"}
HAN = re.compile(r"[\u4e00-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def _load() -> list[dict[str, Any]]:
    assert CORPUS.is_file(), f"shipped corpus missing: {CORPUS}"
    records: list[dict[str, Any]] = []
    for lineno, line in enumerate(CORPUS.read_text(encoding="utf-8").splitlines(), start=1):
        assert line.strip(), f"{CORPUS.name}:{lineno}: blank line"
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            pytest.fail(f"{CORPUS.name}:{lineno}: invalid JSON: {exc}")
        assert isinstance(obj, dict), f"{CORPUS.name}:{lineno}: expected an object"
        obj["_line"] = lineno
        records.append(obj)
    return records


@pytest.fixture(scope="module")
def records() -> list[dict[str, Any]]:
    return _load()


def _where(rec: dict[str, Any]) -> str:
    return f"{CORPUS.name}:{rec['_line']} ({rec.get('id')})"


def test_every_line_matches_the_schema(records: list[dict[str, Any]]) -> None:
    for rec in records:
        where = _where(rec)
        extra = set(rec) - ALLOWED_KEYS - {"_line"}
        assert not extra, f"{where}: unexpected keys {sorted(extra)}"
        assert isinstance(rec.get("id"), str) and ID_RE.match(rec["id"]), f"{where}: bad id"
        prefix, lang_code, _ = rec["id"].split("-")
        assert rec["domain"] in DOMAINS, f"{where}: bad domain {rec['domain']!r}"
        assert rec["lang"] in LANGS, f"{where}: bad lang {rec['lang']!r}"
        assert ID_PREFIX[prefix] == rec["domain"], f"{where}: id prefix does not match domain"
        assert ID_LANG[lang_code] == rec["lang"], f"{where}: id language does not match lang"
        assert rec["expected"] in {"conflict", "clean"}, f"{where}: bad expected"
        assert isinstance(rec.get("note"), str) and len(rec["note"]) >= 8, f"{where}: note missing"
        chunks = rec["chunks"]
        assert isinstance(chunks, list) and 2 <= len(chunks) <= 5, f"{where}: expected 2-5 chunks"
        ids = [c["id"] for c in chunks]
        assert len(set(ids)) == len(ids), f"{where}: duplicate chunk ids"
        for i, chunk in enumerate(chunks):
            assert set(chunk) == {"id", "text"}, f"{where}: chunks[{i}] keys {sorted(chunk)}"
            assert isinstance(chunk["text"], str) and chunk["text"].strip(), (
                f"{where}: chunks[{i}].text empty"
            )
        if "answer" in rec:
            assert isinstance(rec["answer"], str) and rec["answer"].strip(), f"{where}: empty answer"


def test_kind_agrees_with_label(records: list[dict[str, Any]]) -> None:
    for rec in records:
        kind, expected = rec["kind"], rec["expected"]
        assert kind in CONFLICT_KINDS | CLEAN_KINDS | EITHER_KINDS, f"{_where(rec)}: unknown kind {kind!r}"
        if kind in CONFLICT_KINDS:
            assert expected == "conflict", f"{_where(rec)}: kind {kind} must be labelled conflict"
        if kind in CLEAN_KINDS:
            assert expected == "clean", f"{_where(rec)}: kind {kind} must be labelled clean"
        if kind.startswith("answer_"):
            assert "answer" in rec, f"{_where(rec)}: kind {kind} needs an answer"


def test_language_tag_matches_the_text(records: list[dict[str, Any]]) -> None:
    for rec in records:
        texts = [c["text"] for c in rec["chunks"]] + ([rec["answer"]] if "answer" in rec else [])
        has_zh = [bool(HAN.search(t)) for t in texts]
        if rec["lang"] == "zh":
            assert all(has_zh), f"{_where(rec)}: lang zh but a text has no Chinese"
        elif rec["lang"] == "en":
            assert not any(has_zh), f"{_where(rec)}: lang en but a text contains Chinese"
        else:
            joined = " ".join(texts)
            assert any(has_zh) and LATIN_WORD.search(joined), f"{_where(rec)}: lang mixed needs EN and ZH"


def test_ids_are_unique(records: list[dict[str, Any]]) -> None:
    dupes = [k for k, n in Counter(r["id"] for r in records).items() if n > 1]
    assert not dupes, f"duplicate ids: {dupes}"


def test_no_exact_duplicate_inputs(records: list[dict[str, Any]]) -> None:
    seen: dict[tuple[Any, ...], str] = {}
    for rec in records:
        key = (tuple(c["text"] for c in rec["chunks"]), rec.get("answer"))
        assert key not in seen, f"{_where(rec)} repeats the input of {seen[key]}"
        seen[key] = rec["id"]


def test_size_and_balance(records: list[dict[str, Any]]) -> None:
    n = len(records)
    assert n >= 400, f"corpus has {n} cases, need at least 400"
    conflict_share = sum(r["expected"] == "conflict" for r in records) / n
    assert 0.38 <= conflict_share <= 0.52, f"conflict share {conflict_share:.2f} outside [0.38, 0.52]"
    for domain, count in Counter(r["domain"] for r in records).items():
        assert count / n >= 0.15, f"domain {domain} has only {count} cases"
    langs = Counter(r["lang"] for r in records)
    assert langs["en"] / n >= 0.35 and langs["zh"] / n >= 0.30 and langs["mixed"] / n >= 0.10, langs
    answered = sum("answer" in r for r in records) / n
    assert 0.15 <= answered <= 0.30, f"answer share {answered:.2f} outside [0.15, 0.30]"
    tricky = sum(r["kind"] in CLEAN_KINDS - {"no_facts", "answer_supported"} for r in records) / n
    assert tricky >= 0.25, f"tricky clean cases are only {tricky:.2f} of the corpus"


def test_both_labels_in_every_domain_and_language_slice(records: list[dict[str, Any]]) -> None:
    slices = Counter((r["domain"], r["lang"], r["expected"]) for r in records)
    for domain in DOMAINS:
        for lang in LANGS:
            for expected in ("conflict", "clean"):
                assert slices[(domain, lang, expected)] >= 3, f"slice {domain}/{lang}/{expected} too small"


def _builder() -> ModuleType:
    spec = importlib.util.spec_from_file_location("zl_build_corpus", BUILDER)
    assert spec is not None and spec.loader is not None, f"cannot load {BUILDER}"
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_shipped_file_is_built_from_the_sources() -> None:
    builder = _builder()
    expected = builder.render(builder.build_records())
    assert CORPUS.read_text(encoding="utf-8") == expected, (
        "corpus.jsonl differs from tests/fixtures/corpus_src; run "
        "`python tests/fixtures/corpus_src/build_corpus.py`"
    )


def test_builder_rejects_a_malformed_block(tmp_path: Path) -> None:
    builder = _builder()
    bad = tmp_path / "cases_bad.txt"
    bad.write_text("== fin en money_conflict maybe\nn: note here\nc: one\nc: two\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"cases_bad\.txt:1"):
        builder.parse_source(bad)


def test_readme_counts_are_current() -> None:
    builder = _builder()
    readme = (CORPUS.parent / "README.md").read_text(encoding="utf-8")
    stats = builder.render_stats(builder.build_records())
    assert stats in readme, (
        "zero_layer/regress/data/README.md counts are stale; paste the output of "
        "`python tests/fixtures/corpus_src/build_corpus.py --stats` over its Counts section"
    )
