"""A team regenerates its bundle from its own documents and ships it through GitOps.

End to end: ``zero-layer heatmap build`` on the sample documents -> ``zero-layer regress`` against the
shipped default bundle (the verdict a human would read in CI) -> the new bundle applied as a RuleBundle
that a running ZeroLayerDeployment references, with the real operator in-process against the local
control plane -> the operator's gate decides, and its verdict in the ZeroLayerDeployment status must be
the CLI's verdict: pass -> the new digest rolls into the pod template; fail or inconclusive -> the rollout
is blocked with numbers and the default bundle keeps serving.

``cluster`` and ``namespace`` come from tests/e2e/conftest.py (zl_testkit); the CRDs and the in-process
operator fixtures live here, following the operator's own integration tests
(tests/integration/zero_layer_operator/conftest.py).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from kopf.testing import KopfRunner
from zl_testkit.kube import KubeCluster
from zl_testkit.wait import wait_for

from zero_layer.rules import default_bundle_path, load_bundle
from zero_layer_operator import config

pytestmark = [pytest.mark.e2e, pytest.mark.cluster, pytest.mark.timeout(1800)]

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "tests" / "fixtures" / "heatmap" / "docs"
CLI = str(Path(sys.executable).with_name("zero-layer"))
GROUP, VERSION, ZLD, RB = "zerolayer.io", "v1alpha1", "zerolayerdeployments", "rulebundles"
GATE_WAIT = 420.0  # the gate scores the whole shipped corpus with both bundles in a child process

config.install(
    config.OperatorSettings(
        resync_seconds=3.0,
        watch_server_timeout=10.0,
        backoff_seconds=1.0,
        metrics_port=0,
        liveness_port=0,
        standalone=True,
        gate_timeout_seconds=GATE_WAIT - 60,
    )
)  # before kopf imports the handlers (the resync timer interval is read then)


@pytest.fixture(scope="module")
def learned(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundle learned from the sample documents by the CLI, as a user runs it."""
    out = tmp_path_factory.mktemp("heatmap") / "learned.yaml"
    proc = subprocess.run(
        [CLI, "heatmap", "build", "--docs", str(DOCS), "-o", str(out), "--json"],
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    assert proc.returncode == 0, f"heatmap build failed:\n{proc.stderr[-3000:]}"
    summary = json.loads(proc.stdout)
    assert summary["documents"] == len(list(DOCS.iterdir())) and summary["skipped"] == []
    return out


@pytest.fixture(scope="module")
def cli_verdict(learned: Path) -> dict[str, Any]:
    """``zero-layer regress --bundle NEW --baseline default``: its JSON report; exit code matches."""
    proc = subprocess.run(
        [
            CLI,
            "regress",
            "--bundle",
            str(learned),
            "--baseline",
            str(default_bundle_path()),
            "--format",
            "json",
        ],
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    assert proc.returncode in (0, 1), f"regress could not run:\n{proc.stderr[-3000:]}"
    report: dict[str, Any] = json.loads(proc.stdout)
    assert (proc.returncode == 0) == (report["verdict"] == "pass"), "exit 0 exactly when the gate passes"
    print(f"zero-layer regress verdict for the learned bundle: {report['verdict']}")
    return report


@pytest.fixture(scope="module")
def operator(cluster: KubeCluster) -> Iterator[KopfRunner]:
    """CRDs installed (server-side apply, Established) and the real operator running in-process."""
    for path in sorted((ROOT / "crds").glob("*.yaml")):
        cluster.kubectl("apply", "--server-side", "--force-conflicts", "-f", str(path))
    for plural in (ZLD, RB):
        cluster.kubectl("wait", "--for=condition=Established", "--timeout=60s", f"crd/{plural}.{GROUP}")
    previous = os.environ.get("KUBECONFIG")
    os.environ["KUBECONFIG"] = str(cluster.kubeconfig)
    try:
        with KopfRunner(
            ["run", "-A", "--standalone", "-m", "zero_layer_operator.handlers"], timeout=1500
        ) as runner:
            yield runner
    finally:
        if previous is None:
            os.environ.pop("KUBECONFIG", None)
        else:
            os.environ["KUBECONFIG"] = previous
    if runner.exception is not None and not isinstance(runner.exception, SystemExit):
        raise AssertionError(f"operator failed: {runner.exception!r}\n{runner.output[-4000:]}")


def _get(kube: KubeCluster, ns: str, plural: str, name: str) -> dict[str, Any]:
    obj: dict[str, Any] = kube.custom.get_namespaced_custom_object(GROUP, VERSION, ns, plural, name)
    return obj


def _status(kube: KubeCluster, ns: str) -> dict[str, Any]:
    return _get(kube, ns, ZLD, "svc").get("status") or {}


def _condition(kube: KubeCluster, ns: str, ctype: str) -> dict[str, Any]:
    return next((c for c in _status(kube, ns).get("conditions") or [] if c["type"] == ctype), {})


def _template_digest(kube: KubeCluster, ns: str) -> str:
    dep = kube.apps.read_namespaced_deployment("svc", ns)
    return str((dep.spec.template.metadata.annotations or {}).get("zerolayer.io/bundle-digest", ""))


def _serving(kube: KubeCluster, ns: str, digest: str) -> bool:
    st = _status(kube, ns)
    return (
        (st.get("activeBundle") or {}).get("digest") == digest
        and (st.get("rollout") or {}).get("step") == "Idle"
        and _template_digest(kube, ns) == digest
    )


def _custom(kube: KubeCluster, ns: str, plural: str, kind: str, name: str, spec: dict[str, Any]) -> None:
    body = {"apiVersion": f"{GROUP}/{VERSION}", "kind": kind, "metadata": {"name": name}, "spec": spec}
    kube.custom.create_namespaced_custom_object(GROUP, VERSION, ns, plural, body)


def test_learned_bundle_gate_verdict_matches_the_cli(
    cluster: KubeCluster, namespace: str, operator: KopfRunner, learned: Path, cli_verdict: dict[str, Any]
) -> None:
    default, new = load_bundle(), load_bundle(learned)
    assert new.digest != default.digest
    assert dict(new.metadata.annotations)["zerolayer.io/heatmap-base"].endswith(default.digest)

    # A deployment serving the default bundle from a RuleBundle, as GitOps would have created it.
    _custom(
        cluster, namespace, RB, "RuleBundle", "rules", {"content": default_bundle_path().read_text("utf-8")}
    )
    _custom(
        cluster,
        namespace,
        ZLD,
        "ZeroLayerDeployment",
        "svc",
        {"model": {"source": "Qwen/Qwen2.5-0.5B-Instruct"}, "bundleRef": {"name": "rules"}},
    )
    wait_for(
        lambda: _serving(cluster, namespace, default.digest),
        240,
        "ZeroLayerDeployment serving the default bundle",
        interval=1,
        ignore=(Exception,),
    )

    # The GitOps commit: the RuleBundle now holds the learned bundle.
    cluster.custom.patch_namespaced_custom_object(
        GROUP, VERSION, namespace, RB, "rules", {"spec": {"content": learned.read_text(encoding="utf-8")}}
    )

    def decided() -> str | None:
        if _condition(cluster, namespace, "RolloutBlocked").get("status") == "True":
            return "blocked"
        return "rolled" if _serving(cluster, namespace, new.digest) else None

    outcome = wait_for(decided, GATE_WAIT, "the operator's gate decision on the learned bundle", interval=1)
    st = _status(cluster, namespace)
    expected = cli_verdict["verdict"]
    if outcome == "rolled":
        verdict = st["activeBundle"]["gate"]["verdict"]
        assert _template_digest(cluster, namespace) == new.digest
    else:
        verdict = st["candidateBundle"]["gate"]["verdict"]
        cond = _condition(cluster, namespace, "RolloutBlocked")
        assert cond["reason"] == {"fail": "GateFailed", "inconclusive": "GateInconclusive"}[verdict]
        assert re.search(r"\d\.\d", cond["message"]), f"blocked without numbers: {cond['message']}"
        assert _template_digest(cluster, namespace) == default.digest, "the default bundle keeps serving"
        assert st["activeBundle"]["digest"] == default.digest
    print(f"operator gate verdict: {verdict} ({outcome}); CLI verdict: {expected}")
    assert verdict == expected, f"operator said {verdict}, zero-layer regress said {expected}"
    assert (outcome == "rolled") == (expected == "pass")
