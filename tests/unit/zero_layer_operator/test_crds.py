"""The CRDs in crds/ are exactly what the typed models generate, fully described, and the samples fit."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from zero_layer_operator.api import crdgen
from zero_layer_operator.api.schema import ValidationError, parse
from zero_layer_operator.api.v1alpha1 import rulebundle, zerolayerdeployment

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[3]
SAMPLES = sorted((ROOT / "crds" / "samples").glob("*.yaml"))


def _schema(kind: str) -> dict[str, Any]:
    for doc in crdgen.crd_documents().values():
        if doc["spec"]["names"]["kind"] == kind:
            return doc["spec"]["versions"][0]["schema"]["openAPIV3Schema"]
    raise AssertionError(kind)


def _walk(schema: dict[str, Any], path: str) -> list[str]:
    problems = []
    if "type" not in schema:
        problems.append(f"{path}: no type (not structural)")
    for key, sub in (schema.get("properties") or {}).items():
        if path.count(".") == 0 and key == "metadata":
            continue  # the API server forbids describing metadata
        if "description" not in sub:
            problems.append(f"{path}.{key}: no description")
        problems += _walk(sub, f"{path}.{key}")
    if "items" in schema:
        problems += _walk(schema["items"], f"{path}[]")
    if isinstance(schema.get("additionalProperties"), dict):
        problems += _walk(schema["additionalProperties"], f"{path}{{}}")
    return problems


@pytest.mark.parametrize("name", sorted(crdgen.crd_documents()))
def test_generated_crd_matches_committed_file(name: str) -> None:
    committed = ROOT / "crds" / name
    assert committed.is_file(), f"{committed} missing: run python -m zero_layer_operator.api.crdgen"
    assert committed.read_text(encoding="utf-8") == crdgen.render(crdgen.crd_documents()[name]), (
        f"{committed} is stale: run python -m zero_layer_operator.api.crdgen"
    )


def test_chart_copy_matches_when_present() -> None:
    chart = ROOT / "charts" / "zero-layer-operator" / "crds"
    for name, doc in crdgen.crd_documents().items():
        if (chart / name).exists():
            assert (chart / name).read_text(encoding="utf-8") == crdgen.render(doc), (
                f"{chart / name} is stale"
            )


@pytest.mark.parametrize("kind", ["ZeroLayerDeployment", "RuleBundle"])
def test_every_field_is_described_and_typed(kind: str) -> None:
    assert _walk(_schema(kind), kind) == []


def test_crd_has_status_subresource_printer_columns_and_short_names() -> None:
    docs = {d["spec"]["names"]["kind"]: d for d in crdgen.crd_documents().values()}
    zld = docs["ZeroLayerDeployment"]["spec"]
    assert zld["names"]["shortNames"] == ["zld"]
    assert docs["RuleBundle"]["spec"]["names"]["shortNames"] == ["zlrb"]
    version = zld["versions"][0]
    assert version["subresources"] == {"status": {}}
    cols = {c["name"]: c["jsonPath"] for c in version["additionalPrinterColumns"]}
    assert cols["Model"] == ".spec.model.source"
    assert cols["Ready"] == ".status.ready"
    assert cols["Bundle"] == ".status.activeBundle.shortDigest"
    assert cols["Gate"] == ".status.rollout.lastVerdict"
    assert "Age" in cols


def test_defaults_and_cel_rules_are_in_the_schema() -> None:
    spec = _schema("ZeroLayerDeployment")["properties"]["spec"]["properties"]
    gpu = spec["gpu"]["properties"]
    assert gpu["minComputeCapability"]["default"] == "8.0"
    messages = [v["message"] for v in gpu["minComputeCapability"]["x-kubernetes-validations"]]
    assert any("X.Y" in m for m in messages) and any('"8.0"' in m for m in messages)
    zl = spec["zeroLayer"]["properties"]
    assert zl["sensitivity"]["default"] == 0.75
    assert zl["cacheSize"]["default"] == 2048
    assert zl["warmupSteps"]["default"] == 50
    assert spec["vllm"]["properties"]["maxNumSeqs"]["default"] == 24
    assert spec["vllm"]["properties"]["enablePrefixCaching"]["default"] is True
    assert "between 0 and 1" in zl["sensitivity"]["x-kubernetes-validations"][0]["message"]
    assert "0 or more" in spec["replicas"]["x-kubernetes-validations"][0]["message"]
    status = _schema("ZeroLayerDeployment")["properties"]["status"]["properties"]
    assert status["observedGeneration"]["type"] == "integer"
    assert status["conditions"]["x-kubernetes-list-map-keys"] == ["type"]


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_samples_validate_against_schema_and_models(path: Path) -> None:
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    jsonschema.validate(doc, _schema(doc["kind"]))
    if doc["kind"] == "ZeroLayerDeployment":
        zerolayerdeployment.parse_spec(doc["spec"])
    else:
        rulebundle.parse_spec(doc["spec"])


def test_there_is_a_sample_per_concern() -> None:
    names = {p.name for p in SAMPLES}
    assert {
        "zld-minimal.yaml",
        "zld-ada-or-newer.yaml",
        "zld-gated-bundle.yaml",
        "rulebundle-inline.yaml",
    } <= names


@pytest.mark.parametrize(
    ("spec", "path", "fragment"),
    [
        (
            {"model": {"source": "m"}, "gpu": {"minComputeCapability": "7.5"}},
            "spec.gpu.minComputeCapability",
            '"8.0"',
        ),
        (
            {"model": {"source": "m"}, "gpu": {"minComputeCapability": "eight"}},
            "spec.gpu.minComputeCapability",
            "X.Y",
        ),
        ({"model": {"source": "m"}, "replicas": -1}, "spec.replicas", "0 or more"),
        (
            {"model": {"source": "m"}, "zeroLayer": {"sensitivity": 1.5}},
            "spec.zeroLayer.sensitivity",
            "between 0 and 1",
        ),
        ({"model": {"source": "m"}, "zeroLayer": {"mode": 3}}, "spec.zeroLayer.mode", "string"),
        ({"model": {"source": "m"}, "gpus": 1}, "spec.gpus", "unknown field"),
        ({}, "spec.model.source", "required"),
        (
            {
                "model": {"source": "m"},
                "zeroLayer": {"policy": {"answerThreshold": 0.5, "confirmThreshold": 0.6}},
            },
            "spec.zeroLayer.policy",
            "confirmThreshold",
        ),
    ],
)
def test_invalid_specs_name_the_field(spec: dict[str, Any], path: str, fragment: str) -> None:
    with pytest.raises(ValidationError) as err:
        zerolayerdeployment.parse_spec(spec)
    assert err.value.path == path
    assert fragment in str(err.value)


def test_rulebundle_needs_exactly_one_source() -> None:
    with pytest.raises(ValidationError, match="exactly one"):
        rulebundle.parse_spec({})
    with pytest.raises(ValidationError, match="exactly one"):
        rulebundle.parse_spec({"content": "x", "configMapRef": {"name": "c"}})
    assert rulebundle.parse_spec(
        {"configMapRef": {"name": "c"}}
    ).config_map_ref == rulebundle.BundleConfigMapRef(name="c", key="bundle.yaml")


def test_parse_applies_nested_defaults() -> None:
    spec = parse(zerolayerdeployment.ZeroLayerDeploymentSpec, {"model": {"source": "m"}})
    assert spec.gpu.min_compute_capability == "8.0"
    assert spec.zero_layer.policy.answer_threshold == 0.9
    assert spec.rollout.keep_bundles == 5
