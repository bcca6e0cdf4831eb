"""The builder end to end on a small corpus with the real probe: determinism, resume, provenance,
skipped files, validation and atomic writes. One probe (session fixture) serves every build here."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from pathlib import Path

import pytest

from zero_layer.compiler import compile_bundle
from zero_layer.heatmap.build import (
    BuildParams,
    BuildResult,
    HeatmapError,
    build_heatmap,
    write_bundle_atomically,
)
from zero_layer.heatmap.documents import Document, collect_paths, read_document
from zero_layer.heatmap.probe import MODEL_NAME, SensitivityProbe
from zero_layer.rules import Bundle, load_bundle

pytestmark = pytest.mark.unit

PARAMS = BuildParams(seed=7)
FIXTURES = Path(__file__).resolve().parents[3] / "fixtures" / "heatmap"


@pytest.fixture(scope="module")
def base() -> Bundle:
    return load_bundle()


@pytest.fixture
def first(small_corpus: Path, tmp_path: Path, base: Bundle, probe: SensitivityProbe) -> BuildResult:
    return build_heatmap([small_corpus], base, PARAMS, state_dir=tmp_path / "state", probe=probe)


def test_skips_unreadable_files_and_learns_from_the_rest(first: BuildResult) -> None:
    assert first.documents == 3 and first.cached == 0
    reasons = {Path(e.path).name: e.reason for e in first.errors}
    assert set(reasons) == {"locked.pdf", "broken.pdf"}
    assert "encrypted" in reasons["locked.pdf"] and "unreadable PDF" in reasons["broken.pdf"]
    learned = {w.key: w for w in first.weights if w.occurrences}
    assert ("pair", "number", "unit_medical") in learned
    assert all(0.0 <= w.weight <= 1.0 for w in first.weights)
    # every heatmap entry of the base survives (keys never seen keep their prior)
    base_pairs = {(p.left, p.right) for p in load_bundle().heatmap.pairs}
    assert base_pairs <= {(p.left, p.right) for p in first.bundle.heatmap.pairs}


def test_same_documents_and_seed_give_the_same_digest(
    first: BuildResult, small_corpus: Path, base: Bundle, probe: SensitivityProbe
) -> None:
    again = build_heatmap([small_corpus], base, PARAMS, probe=probe)  # no cache: recomputed
    assert again.cached == 0
    assert again.bundle.digest == first.bundle.digest
    assert again.bundle.to_yaml() == first.bundle.to_yaml()


def test_resume_uses_the_cache(
    first: BuildResult, small_corpus: Path, tmp_path: Path, base: Bundle, probe: SensitivityProbe
) -> None:
    calls: list[str] = []
    resumed = build_heatmap(
        [small_corpus], base, PARAMS, state_dir=tmp_path / "state", on_document=calls.append
    )  # no probe given: a fully cached run never loads the model
    assert resumed.cached == resumed.documents == 3
    assert resumed.bundle.digest == first.bundle.digest
    assert len(calls) == 5, "progress reports every file, skipped ones included"
    # a torn cache entry (a run killed mid-write) is recomputed, never trusted
    victim = sorted((tmp_path / "state").glob("*.json"))[0]
    victim.write_text("{not json", encoding="utf-8")
    repaired = build_heatmap([small_corpus], base, PARAMS, state_dir=tmp_path / "state", probe=probe)
    assert repaired.cached == 2 and repaired.bundle.digest == first.bundle.digest
    assert json.loads(victim.read_text(encoding="utf-8")), "the entry was rewritten"
    # another base bundle decides other candidates: its results never come from this cache
    other_base = load_bundle(FIXTURES / "workload_bundle.yaml")
    other = build_heatmap([small_corpus], other_base, PARAMS, state_dir=tmp_path / "state", probe=probe)
    assert other.cached == 0


def test_provenance_annotations(first: BuildResult, small_corpus: Path, base: Bundle) -> None:
    ann = dict(first.bundle.metadata.annotations)
    docs = [read_document(path) for path in collect_paths([small_corpus])]
    digests = [doc.digest for doc in docs if isinstance(doc, Document)]
    expected = hashlib.sha256("\n".join(sorted(digests)).encode()).hexdigest()
    assert ann["zerolayer.io/heatmap-inputs"] == f"sha256:{expected}"
    assert ann["zerolayer.io/heatmap-documents"] == "3"
    assert ann["zerolayer.io/heatmap-model"] == MODEL_NAME
    params = json.loads(ann["zerolayer.io/heatmap-params"])
    assert params["delta"] == 0.001 and params["seed"] == 7 and params["method"] == "both"
    assert ann["zerolayer.io/heatmap-base"] == f"default {base.version} {base.digest}"
    assert first.bundle.version == f"{base.version}+heatmap.{expected[:8]}"
    assert first.bundle.name == "default-learned"


def test_written_bundle_parses_and_compiles(first: BuildResult, tmp_path: Path) -> None:
    out = tmp_path / "out" / "learned.yaml"
    write_bundle_atomically(first.bundle, out)
    loaded = load_bundle(out)
    assert loaded.digest == first.bundle.digest
    assert compile_bundle(loaded).wasm[:4] == b"\0asm"
    assert not [p for p in out.parent.iterdir() if p.name != "learned.yaml"], "no temp files left"


def test_failed_validation_leaves_the_existing_output_untouched(first: BuildResult, tmp_path: Path) -> None:
    out = tmp_path / "learned.yaml"
    out.write_text("# the bundle that serves today\n", encoding="utf-8")
    broken = dataclasses.replace(first.bundle, sensitivity=7.5)  # outside [0, 1]: the parser rejects it
    with pytest.raises(HeatmapError, match="sensitivity"):
        write_bundle_atomically(broken, out)
    assert out.read_text(encoding="utf-8") == "# the bundle that serves today\n"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".learned")] == []
