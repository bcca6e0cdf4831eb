"""The GitOps example is real: its bundle parses and compiles, its corpus loads, and its custom
resources pass the operator's own spec parsing (the same code the reconcile runs)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

pytestmark = pytest.mark.unit

APP = Path(__file__).resolve().parents[3] / "examples" / "gitops" / "app"


def test_example_bundle_parses_and_compiles() -> None:
    from zero_layer.compiler import compile_bundle
    from zero_layer.rules import parse_bundle_text

    path = APP / "bundles" / "finance.yaml"
    bundle = parse_bundle_text(path.read_text(encoding="utf-8"), source=str(path))
    compiled = compile_bundle(bundle)
    assert compiled.digest.startswith("sha256:") and compiled.rules


def test_example_corpus_loads() -> None:
    from zero_layer.regress import load_corpus

    corpus = load_corpus(APP / "corpus" / "finance.jsonl")
    assert len(corpus) >= 10


def test_example_resources_pass_the_operators_parsing() -> None:
    from zero_layer_operator.api.v1alpha1 import rulebundle, zerolayerdeployment

    rb = yaml.safe_load((APP / "rulebundle.yaml").read_text(encoding="utf-8"))
    zld = yaml.safe_load((APP / "zerolayerdeployment.yaml").read_text(encoding="utf-8"))
    rb_spec = rulebundle.parse_spec(rb["spec"])
    assert rb_spec.config_map_ref is not None and rb_spec.config_map_ref.key == "bundle.yaml"
    spec = zerolayerdeployment.parse_spec(zld["spec"])
    assert spec.gpu.min_compute_capability == "8.0"
    assert spec.bundle_ref is not None and spec.bundle_ref.name == rb["metadata"]["name"]
    assert spec.rollout.corpus_ref is not None
