"""The generated docs cover what they are generated from, and the README keeps its promises."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[3]


def _gen() -> Any:
    spec = importlib.util.spec_from_file_location("gen_docs", ROOT / "scripts" / "gen_docs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _paths(schema: dict[str, Any], prefix: str = "") -> list[str]:
    out = []
    for name, sub in (schema.get("properties") or {}).items():
        here = f"{prefix}.{name}" if prefix else name
        out.append(here)
        nested = sub.get("items", sub) if sub.get("type") == "array" else sub
        out += _paths(nested, here + ("[]" if sub.get("type") == "array" else ""))
    return out


@pytest.mark.parametrize("source", ["generated", "committed"])
def test_crd_reference_documents_every_field_and_message(source: str) -> None:
    if source == "generated":
        text = _gen().crd_reference(sorted((ROOT / "crds").glob("*.yaml")))
    else:  # the committed docs/crd-reference.md: fails when a field was added without `make docs`
        text = (ROOT / "docs" / "crd-reference.md").read_text(encoding="utf-8")
    for path in sorted((ROOT / "crds").glob("zerolayer.io_*.yaml")):
        crd = yaml.safe_load(path.read_text(encoding="utf-8"))
        schema = crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]
        assert f"## {crd['spec']['names']['kind']} (" in text
        for part in ("spec", "status"):
            for field in _paths(schema["properties"][part]):
                assert f"`{field}`" in text, f"{crd['spec']['names']['kind']}.{part}.{field} not documented"
        for rule in re.findall(r"message: (.+)", path.read_text(encoding="utf-8")):
            assert rule.strip().strip("'\"") in text.replace("\\|", "|"), rule


def test_cli_reference_has_every_subcommand() -> None:
    from zero_layer.cli.main import SUBCOMMANDS

    text = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    for name in SUBCOMMANDS:
        assert f"## `zero-layer {name}`" in text, f"docs/cli.md lacks {name}: run `make docs`"


def test_bench_table_renders_bench_json(tmp_path: Path) -> None:
    (tmp_path / "engine.json").write_text(json.dumps({"summary": {"ns_per_transition": 41.5, "speedup": 12}}))
    table = _gen().bench_table(tmp_path)
    assert "| engine | ns_per_transition | 41.5 |" in table and "| engine | speedup | 12 |" in table
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    spliced = _gen()._splice(readme, table)
    assert "| engine | ns_per_transition | 41.5 |" in spliced


def test_readme_quickstart_is_exactly_two_commands() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("## Quickstart (two commands)", 1)[1].split("```bash", 1)[1].split("```", 1)[0]
    commands = [line.split("#")[0].strip() for line in block.strip().splitlines()]
    assert commands == ["make demo", "make test"]


def test_readme_links_resolve() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", readme):
        if not target.startswith("http"):
            assert (ROOT / target).exists(), f"README links to missing {target}"
    for sample in re.findall(r"crds/samples/[\w.-]+\.yaml", readme):
        assert (ROOT / sample).exists(), sample


def test_bench_table_keeps_the_targets_past_the_headline_figures(tmp_path: Path) -> None:
    gen = _gen()
    last = gen.HEADLINE_FIGURES - 1
    summary: dict[str, object] = {f"figure_{i:02d}": i for i in range(gen.HEADLINE_FIGURES + 5)}
    summary["targets"] = {"check_p99_ms": 2, "ns_per_transition": 100}
    (tmp_path / "engine.json").write_text(json.dumps({"summary": summary}))
    table = gen.bench_table(tmp_path)
    assert f"| engine | figure_{last:02d} | {last} |" in table and f"figure_{last + 1:02d}" not in table
    assert "| engine | targets.check_p99_ms | 2 |" in table
    assert "| engine | targets.ns_per_transition | 100 |" in table
