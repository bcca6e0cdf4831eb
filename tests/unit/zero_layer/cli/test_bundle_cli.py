"""`zero-layer bundle validate|compile|inspect|diff` through the real console entry point."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from zero_layer.cli.main import cli
from zero_layer.compiler import compile_bundle
from zero_layer.rules import load_bundle

pytestmark = pytest.mark.unit

TINY = Path(__file__).parents[3] / "fixtures" / "bundles" / "tiny.yaml"


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["bundle", *args])
    return result.exit_code, result.stdout, result.stderr


def test_validate_default_and_file() -> None:
    code, out, _ = run("validate")
    assert code == 0 and out.startswith("ok: default ")
    code, out, _ = run("validate", str(TINY))
    assert code == 0 and "tiny 0.1.0" in out and "3 hot rules" in out


def test_validate_bad_bundle_exits_2_naming_file_path_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        TINY.read_text(encoding="utf-8").replace("weight: 0.9}", "weight: 9}", 1), encoding="utf-8"
    )
    code, _, err = run("validate", str(bad))
    assert code == 2
    assert f"{bad}:28: heatmap.pairs[0].weight:" in err


def test_compile_writes_the_module_and_prints_its_digest(tmp_path: Path) -> None:
    out = tmp_path / "sub" / "tiny.wasm"
    text = tmp_path / "tiny.wat"
    code, stdout, _ = run("compile", str(TINY), "-o", str(out), "--text", str(text))
    expected = compile_bundle(load_bundle(TINY))
    assert code == 0 and stdout.strip() == expected.digest
    assert out.read_bytes() == expected.wasm
    assert text.read_text(encoding="utf-8") == expected.to_text()


def test_a_bad_bundle_never_replaces_a_good_artefact(tmp_path: Path) -> None:
    out = tmp_path / "m.wasm"
    assert run("compile", str(TINY), "-o", str(out))[0] == 0
    good = out.read_bytes()
    bad = tmp_path / "bad.yaml"
    bad.write_text("apiVersion: zerolayer.io/v1\nkind: [\n", encoding="utf-8")
    code, _, err = run("compile", str(bad), "-o", str(out))
    assert code == 2 and "malformed YAML" in err
    assert out.read_bytes() == good
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.yaml", "m.wasm"]  # no temp files left


def test_a_bundle_over_the_limits_is_rejected_without_output(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from zero_layer.compiler import hot_rules

    out = tmp_path / "m.wasm"
    monkeypatch.setattr(hot_rules, "MAX_CACHE_SIZE", 2)
    code, _, err = run("compile", str(TINY), "-o", str(out))
    assert code == 2 and "cannot compile: cacheSize 4 exceeds the limit of 2" in err
    assert not out.exists()
    code, _, err = run("compile", str(tmp_path / "missing.yaml"), "-o", str(out))
    assert code == 2 and "cannot read bundle" in err and not out.exists()


def test_inspect_json_reports_counts_and_digests() -> None:
    code, out, _ = run("inspect", str(TINY), "--format", "json")
    data = json.loads(out)
    assert code == 0
    assert data["hot_rules"] == 3 and data["module_digest"] == compile_bundle(load_bundle(TINY)).digest
    assert [c["id"] for c in data["categories"]] == ["number", "cn_numeral", "unit", "period"]


def test_inspect_table_for_the_default_bundle() -> None:
    code, out, _ = run("inspect")
    assert code == 0 and "unit_medical" in out and "hot table:" in out


def test_diff_reports_added_removed_and_reweighted_rules(tmp_path: Path) -> None:
    text = TINY.read_text(encoding="utf-8")
    new = tmp_path / "new.yaml"
    new.write_text(
        text.replace("{left: number, right: unit, weight: 0.9}", "{left: number, right: unit, weight: 0.7}")
        .replace("    - {left: number, right: period, weight: 0.5}\n", "")
        .replace(
            "  terms:\n    - {term: quarterly",
            "  terms:\n    - {term: annual, category: period, weight: 0.8}\n    - {term: quarterly",
        ),
        encoding="utf-8",
    )  # fmt: skip
    code, out, _ = run("diff", str(TINY), str(new), "--format", "json")
    d = json.loads(out)
    assert code == 0
    assert d["added"] == [{"rule": "term:annual@period", "weight": 0.8}]
    assert d["removed"] == [{"rule": "pair:number+period", "weight": 0.5}]
    assert d["changed"] == [{"rule": "pair:number+unit", "from": 0.9, "to": 0.7}]
    assert d["hot_removed"] == ["pair:number+unit"] and d["hot_added"] == ["term:annual@period"]
    code, out, _ = run("diff", str(TINY), str(new))
    assert code == 0 and "changed" in out and "5 difference(s)" in out
