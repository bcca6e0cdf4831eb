"""The compiled scanner: hits, runs, segments, triggers, offsets, batches, chunks and the sandbox."""

from __future__ import annotations

from pathlib import Path

import pytest

from zero_layer.compiler import CompiledBundle, compile_bundle
from zero_layer.engine import EngineError, Hit, Scanner
from zero_layer.rules import load_bundle

pytestmark = pytest.mark.unit

TINY = Path(__file__).parents[3] / "fixtures" / "bundles" / "tiny.yaml"


@pytest.fixture(scope="module")
def tiny() -> CompiledBundle:
    return compile_bundle(load_bundle(TINY))


@pytest.fixture(scope="module")
def scanner(tiny: CompiledBundle) -> Scanner:
    return Scanner(tiny)


def _hits(scanner: Scanner, text: str) -> list[tuple[str, str, int, int]]:
    return [(h.category, h.term, h.start, h.end) for h in scanner.scan(text).hits]


def test_literals_numbers_and_character_offsets(scanner: Scanner) -> None:
    assert _hits(scanner, "血糖 5.5 mg/dL") == [
        ("number", "5.5", 3, 6),
        ("unit", "mg/dL", 7, 12),
        ("unit", "mg", 7, 9),
    ]


def test_ascii_matching_ignores_case_and_respects_word_boundaries(scanner: Scanner) -> None:
    assert _hits(scanner, "5 MG") == [("number", "5", 0, 1), ("unit", "mg", 2, 4)]
    assert _hits(scanner, "smg mgs") == []
    # digits are not letters: units glued to numbers still match
    assert _hits(scanner, "5mg") == [("number", "5", 0, 1), ("unit", "mg", 1, 3)]


def test_number_runs_take_single_joiners_between_digits(scanner: Scanner) -> None:
    found = [(h.term, h.start) for h in scanner.scan("1,234.5 and 7.. and 8,,9 v2.").hits]
    assert found == [("1,234.5", 0), ("7", 12), ("8", 20), ("9", 23), ("2", 26)]


def test_chinese_numeral_runs_need_a_digit_character(scanner: Scanner) -> None:
    found = [(h.category, h.term) for h in scanner.scan("三十毫克 两百万 万 百").hits]
    assert found == [("cn_numeral", "三十"), ("unit", "毫克"), ("cn_numeral", "两百万")]


def test_pairs_trigger_within_a_segment_and_window(scanner: Scanner) -> None:
    result = scanner.scan("take 5 mg。then 3 then a long stretch of words mg")
    rules = [(t.rule_id, t.start, t.end) for t in result.triggered]
    assert rules == [("pair:number+unit", 5, 9)]
    t = result.triggered[0]
    assert t.kind == "pair" and t.weight == 0.9 and (t.left, t.right) == ("number", "unit")
    assert t.left_hit == Hit("number", "5", 5, 6) and t.right_hit == Hit("unit", "mg", 7, 9)


def test_term_rules_use_hidden_heatmap_terms(scanner: Scanner) -> None:
    result = scanner.scan("Quarterly report for Q3")
    assert [(t.rule_id, t.left_hit.term if t.left_hit else None) for t in result.triggered] == [
        ("term:quarterly@period", "quarterly")
    ]
    # the hidden "_term" hit is not listed; the digit of "Q3" is a number run of its own
    assert [h.category for h in result.hits] == ["period", "number"]


def test_cold_rules_never_trigger(scanner: Scanner) -> None:
    assert scanner.scan("7 Q3").triggered == []  # number × period has weight 0.5 < 0.75


def test_batch_equals_one_scan_per_text(scanner: Scanner) -> None:
    texts = ["5 mg", "", "三十毫克", "Q3 quarterly 8", "x\ny 9 mg"]
    assert scanner.scan_batch(texts) == [scanner.scan(t) for t in texts]


def _summary(scanner: Scanner, result: object) -> list[tuple[int, int, int, int]]:
    index = {r.rule_id: i for i, r in enumerate(scanner.compiled.rules)}
    return [(index[r.rule_id], n, r.start, r.end) for r, n in result.rule_summary()]  # type: ignore[attr-defined]


@pytest.mark.parametrize("chunk_bytes", [1024 * 1024, 40])
def test_batch_rule_summaries_equal_each_texts_summary(tiny: CompiledBundle, chunk_bytes: int) -> None:
    # non-ASCII before and inside texts (character offsets), empty and rule-free texts, a text whose
    # rules repeat, and groups cut by chunk_bytes
    texts = ["三十毫克 5 mg 然后 7 mg", "", "nothing here", "Q3 quarterly 8 and 5 mg, 6 mg", "x\ny 9 mg"]
    texts.append("血糖 5.5 mg/dL")
    scanner = Scanner(tiny, chunk_bytes=chunk_bytes)
    expected = [_summary(scanner, r) for r in scanner.scan_batch(texts)]
    assert scanner.rule_summaries(texts) == expected
    # (rule index, times, first start, first end); offsets in characters, after Chinese ones too
    assert expected == [
        [(2, 2, 0, 4), (0, 4, 2, 6)],
        [],
        [],
        [(1, 1, 0, 12), (0, 3, 19, 23)],
        [(0, 1, 4, 8)],
        [(0, 2, 3, 9)],
    ]


def test_chunked_scan_equals_a_single_pass(tiny: CompiledBundle) -> None:
    text = "\n".join(f"line {i}: 5 mg, 三十毫克 and Q3 quarterly 1,2" for i in range(200))
    whole = Scanner(tiny).scan(text)
    chunked = Scanner(tiny, chunk_bytes=100).scan(text)
    assert chunked == whole
    assert len(whole.triggered) >= 400


def test_fuel_exhaustion_raises_engine_error(tiny: CompiledBundle) -> None:
    starved = Scanner(tiny, fuel=50)
    with pytest.raises(EngineError, match="ran out of fuel"):
        starved.scan("5 mg " * 1000)


def test_memory_limit_is_enforced(tiny: CompiledBundle) -> None:
    with pytest.raises(EngineError, match="memory"):
        Scanner(tiny, memory_limit=65536)
    small = Scanner(tiny, memory_limit=tiny.layout.heap_base + 8 * 65536, chunk_bytes=1 << 20)
    with pytest.raises(EngineError, match="limit"):
        small.scan("x" * 600_000)


def test_output_buffers_grow_on_dense_input(scanner: Scanner) -> None:
    dense = "1 mg " * 5000
    result = scanner.scan(dense)
    assert len(result.hits) == 10000 and len(result.triggered) == 5000 + 4999


def test_default_bundle_finds_the_article_scenarios() -> None:
    s = Scanner(compile_bundle(load_bundle()))
    r = s.scan("付款期限：验收后60日内。The penalty is 5% per month; glucose 7.8 mmol/L in Q3.")
    cats = {(h.category, h.term) for h in r.hits}
    assert {("anchor", "验收后"), ("number", "60"), ("duration", "日"), ("percent", "%")} <= cats
    assert {("unit_medical", "mmol/L"), ("fiscal_period", "Q3"), ("lab_analyte", "glucose")} <= cats
    ids = {t.rule_id for t in r.triggered}
    assert {"pair:number+duration", "pair:number+percent", "pair:number+unit_medical"} <= ids
    assert "term:glucose@unit_medical" in ids


def test_default_breaks_split_sentences_but_not_decimals() -> None:
    s = Scanner(compile_bundle(load_bundle()))
    one = {t.rule_id for t in s.scan("The dose is 2.5 mg daily").triggered}
    two = {t.rule_id for t in s.scan("The fee is 25. Then mg").triggered}
    assert "pair:number+unit_physical" in one
    assert "pair:number+unit_physical" not in two


def test_long_lines_are_cut_after_a_segment_break(tiny: CompiledBundle) -> None:
    text = "。".join(f"{i} mg 三十毫克" for i in range(300))  # one line, breaks every ~20 bytes
    assert Scanner(tiny, chunk_bytes=64).scan(text) == Scanner(tiny).scan(text)


def test_module_cache_persists_compiled_code(tiny: CompiledBundle, tmp_path: Path) -> None:
    from zero_layer.engine import ModuleCache

    first = ModuleCache(tmp_path)
    Scanner(tiny, cache=first)
    files = list(tmp_path.glob("*.cwasm"))
    assert [f.name for f in files] == [tiny.digest.replace(":", "-") + ".cwasm"]
    again = Scanner(tiny, cache=ModuleCache(tmp_path))  # deserialised from disk
    assert again.scan("5 mg").triggered[0].rule_id == "pair:number+unit"


def test_lone_surrogates_do_not_break_character_offsets(scanner: Scanner) -> None:
    assert [(h.term, h.start) for h in scanner.scan("\ud800 5 mg").hits] == [("5", 2), ("mg", 4)]
