"""Bundle parsing: the default bundle, canonical form and digest, and errors that name file, path, line."""

from __future__ import annotations

from pathlib import Path

import jsonschema
import pytest

from zero_layer.rules import (
    Bundle,
    BundleError,
    bundle_schema,
    default_bundle_path,
    load_bundle,
    parse_bundle_text,
)

pytestmark = pytest.mark.unit

TINY = Path(__file__).parents[3] / "fixtures" / "bundles" / "tiny.yaml"

GOOD = """\
apiVersion: zerolayer.io/v1
kind: RuleBundle
metadata: {name: t, version: "1"}
categories:
  - id: number
    builtin: number
  - id: unit
    terms: {en: [mg]}
heatmap:
  pairs:
    - {left: number, right: unit, weight: 0.9}
"""


def test_default_bundle_has_the_documented_defaults_and_packs() -> None:
    b = load_bundle()
    assert b.source == str(default_bundle_path())
    assert (b.sensitivity, b.cache_size) == (0.75, 2048)
    assert {d.id for d in b.domains} == {"finance", "medical", "contract", "insurance", "customer_service"}
    ids = {c.id for c in b.categories}
    assert {"number", "cn_numeral", "percent", "currency", "unit_medical", "duration", "fiscal_period"} <= ids
    assert {"anchor", "party", "date", "money_scale"} <= ids
    terms = {t for c in b.categories for t in c.terms}
    for needle in (
        "mg/dL",
        "mmol/L",
        "U/L",
        "元",
        "万",
        "亿",
        "USD",
        "个工作日",
        "第三季度",
        "验收后",
        "收到发票后",
    ):
        assert needle in terms, needle
    dom = {t for d in b.domains for t in d.terms}
    for needle in ("违约金", "利率", "APR", "deductible", "免赔额", "血糖", "refund", "退款"):
        assert needle in dom, needle


def test_default_bundle_validates_against_the_published_schema() -> None:
    import yaml

    jsonschema.Draft202012Validator.check_schema(bundle_schema())
    jsonschema.validate(yaml.safe_load(default_bundle_path().read_text(encoding="utf-8")), bundle_schema())


def test_canonical_yaml_round_trips_with_the_same_digest() -> None:
    b = load_bundle()
    again = parse_bundle_text(b.to_yaml(), source="canonical")
    assert again == b
    assert again.digest == b.digest
    assert b.digest.startswith("sha256:") and len(b.digest) == 71


def test_defaults_are_filled_in() -> None:
    b = parse_bundle_text(GOOD)
    assert isinstance(b, Bundle)
    assert b.sensitivity == 0.75 and b.cache_size == 2048 and b.scan.window_bytes == 96


def _error(text: str) -> BundleError:
    with pytest.raises(BundleError) as info:
        parse_bundle_text(text, source="b.yaml")
    return info.value


def test_malformed_yaml_names_file_and_line() -> None:
    err = _error(GOOD + "  - [unclosed\n")
    assert err.source == "b.yaml" and err.line is not None and err.line >= 12
    assert "malformed YAML" in str(err) and str(err).startswith("b.yaml:")


def test_schema_violation_names_path_and_line() -> None:
    err = _error(GOOD.replace("weight: 0.9", "weight: 1.5"))
    assert err.path == "heatmap.pairs[0].weight"
    assert err.line == 11
    assert str(err).startswith("b.yaml:11: heatmap.pairs[0].weight:")
    assert "1.5" in str(err)


def test_unknown_field_is_rejected() -> None:
    err = _error(GOOD.replace("cacheSize", "cachesize").replace("categories:", "cachesize: 3\ncategories:"))
    assert "cachesize" in str(err) and err.line == 4


def test_unknown_category_reference_names_the_side() -> None:
    err = _error(GOOD.replace("right: unit", "right: units"))
    assert err.path == "heatmap.pairs[0].right" and err.line == 11
    assert "unknown category 'units'" in str(err)


def test_duplicate_terms_are_case_insensitive() -> None:
    err = _error(GOOD.replace("en: [mg]", "en: [mg, MG]"))
    assert err.path == "categories[1].terms.en[1]" and err.line == 8


def test_term_containing_a_segment_break_is_rejected() -> None:
    err = _error(GOOD.replace("en: [mg]", "en: ['a;b']"))
    assert "segment break" in str(err) and err.path == "categories[1].terms.en[0]"


def test_duplicate_keys_are_rejected() -> None:
    err = _error(GOOD.replace("kind: RuleBundle", "kind: RuleBundle\nkind: RuleBundle"))
    assert "duplicate key 'kind'" in str(err) and err.line == 3


def test_duplicate_pair_in_either_order_is_rejected() -> None:
    err = _error(GOOD + "    - {left: unit, right: number, weight: 0.5}\n")
    assert err.path == "heatmap.pairs[1]" and "duplicate pair" in str(err)


def test_load_bundle_reports_missing_and_non_utf8_files(tmp_path: Path) -> None:
    with pytest.raises(BundleError, match="cannot read bundle"):
        load_bundle(tmp_path / "missing.yaml")
    bad = tmp_path / "bad.yaml"
    bad.write_bytes(b"apiVersion: zerolayer.io/v1\nkind: \xff\n")
    with pytest.raises(BundleError, match="not UTF-8") as info:
        load_bundle(bad)
    assert info.value.line == 2 and info.value.source == str(bad)


def test_empty_document_is_an_error() -> None:
    assert "empty document" in str(_error(""))


def test_tiny_fixture_loads() -> None:
    b = load_bundle(TINY)
    assert b.name == "tiny" and b.cache_size == 4 and [k.name for k in b.key_nodes] == ["number_then_unit"]
