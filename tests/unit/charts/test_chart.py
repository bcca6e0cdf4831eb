"""The Helm chart, rendered by the real helm binary: CRDs in sync, lint clean, restricted pod
security, least-privilege RBAC, operator settings the operator accepts, a values schema that names
the bad value."""

from __future__ import annotations

import filecmp
from typing import Any

import pytest
from zl_testkit.ship import CHART, KUBE_VERSION, ROOT, HelmError, helm, render_chart

pytestmark = pytest.mark.unit


def by_kind(objs: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [o for o in objs if o["kind"] == kind]


def operator_container(objs: list[dict[str, Any]]) -> dict[str, Any]:
    (deployment,) = by_kind(objs, "Deployment")
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    return container


def test_chart_crds_are_the_top_level_crds() -> None:
    top = sorted(p.name for p in (ROOT / "crds").glob("*.yaml"))
    chart = sorted(p.name for p in (CHART / "crds").glob("*.yaml"))
    assert top, "no CRDs in crds/"
    assert chart == top, "chart crds/ differs from crds/: run `make chart-crds`"
    for name in top:
        assert filecmp.cmp(ROOT / "crds" / name, CHART / "crds" / name, shallow=False), (
            f"charts/zero-layer-operator/crds/{name} is stale: run `make chart-crds`"
        )


@pytest.mark.parametrize(
    "extra",
    [[], ["--set", "serviceMonitor.enabled=true,prometheusRule.enabled=true"]],
    ids=["defaults", "monitoring"],
)
def test_helm_lint_strict_is_clean(extra: list[str]) -> None:
    proc = helm("lint", "--strict", "--kube-version", KUBE_VERSION, str(CHART), *extra, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "0 chart(s) failed" in proc.stdout


def test_operator_deployment_is_restricted_and_single() -> None:
    objs = render_chart()
    (deployment,) = by_kind(objs, "Deployment")
    spec = deployment["spec"]
    assert spec["replicas"] == 1
    assert spec["strategy"] == {"type": "Recreate"}
    pod = spec["template"]["spec"]
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}
    container = operator_container(objs)
    sc = container["securityContext"]
    assert sc["readOnlyRootFilesystem"] is True
    assert sc["allowPrivilegeEscalation"] is False
    assert sc["capabilities"]["drop"] == ["ALL"]
    assert sc["seccompProfile"] == {"type": "RuntimeDefault"}
    assert container["command"] == ["zero-layer-operator"]
    assert {"requests", "limits"} <= set(container["resources"])
    assert "readinessProbe" not in container, "the operator serves no traffic: liveness only"
    assert container["livenessProbe"]["httpGet"]["path"] == "/healthz"
    mounts = {m["mountPath"] for m in container["volumeMounts"]}
    assert "/tmp" in mounts, "a read-only root needs a writable /tmp"
    assert pod["serviceAccountName"] == by_kind(objs, "ServiceAccount")[0]["metadata"]["name"]


def test_rendered_operator_settings_are_accepted_by_the_operator() -> None:
    from zero_layer_operator.config import from_env

    objs = render_chart(
        {
            "operator": {
                "watchNamespaces": ["team-a", "team-b"],
                "settings": {"resyncSeconds": 12, "gateTimeoutSeconds": 45.5, "eventLevel": "WARNING"},
            }
        }
    )
    env = {e["name"]: e["value"] for e in operator_container(objs)["env"] if "value" in e}
    settings = from_env({k: v for k, v in env.items() if k.startswith("ZERO_LAYER_OPERATOR_")})
    assert settings.namespaces == ("team-a", "team-b")
    assert settings.resync_seconds == 12 and settings.gate_timeout_seconds == 45.5
    assert settings.event_level == "WARNING"
    assert settings.standalone is True
    ports = {p["name"]: p["containerPort"] for p in operator_container(objs)["ports"]}
    assert (settings.metrics_port, settings.liveness_port) == (ports["metrics"], ports["liveness"])


def test_schema_settings_are_operator_settings() -> None:
    import dataclasses
    import json
    import re

    from zero_layer_operator.config import OperatorSettings

    schema = json.loads((CHART / "values.schema.json").read_text(encoding="utf-8"))
    known = {f.name for f in dataclasses.fields(OperatorSettings)}
    for key in schema["properties"]["operator"]["properties"]["settings"]["properties"]:
        assert re.sub(r"(?<!^)(?=[A-Z])", "_", key).lower() in known, (
            f"operator.settings.{key} is not a setting"
        )


def _rules(role: dict[str, Any]) -> set[tuple[str, str, str]]:
    return {
        (group, resource, verb)
        for rule in role["rules"]
        for group in rule.get("apiGroups", [""])
        for resource in rule["resources"]
        for verb in rule["verbs"]
    }


def test_rbac_is_least_privilege() -> None:
    objs = render_chart()
    rules = set().union(*(_rules(r) for r in by_kind(objs, "ClusterRole")))
    assert rules, "no RBAC rendered"
    assert not [r for r in rules if "*" in r], "no wildcards"
    assert not [r for r in rules if r[1] in {"secrets", "serviceaccounts/token", "pods/exec"}]
    assert not [
        r
        for r in rules
        if r[1] in {"nodes", "customresourcedefinitions", "namespaces"}
        and r[2] not in {"get", "list", "watch"}
    ], "cluster-scoped objects are read-only"
    assert ("zerolayer.io", "zerolayerdeployments/status", "patch") in rules
    assert ("apps", "deployments", "create") in rules


def test_rbac_matches_the_operators_manifests() -> None:
    """The chart grants what deploy/rbac/ (the operator's own manifests) grants: no more, no less."""
    import yaml

    manifests = sorted((ROOT / "deploy" / "rbac").glob("*.yaml"))
    assert manifests, "deploy/rbac/*.yaml (owned by the operator) is missing"
    theirs: set[tuple[str, str, str]] = set()
    for path in manifests:
        for doc in yaml.safe_load_all(path.read_text(encoding="utf-8")):
            if doc and doc.get("kind") in {"ClusterRole", "Role"}:
                theirs |= _rules(doc)
    # deploy/rbac runs kopf peering cluster-wide; the chart adds the peering rule only with peering on
    peering = render_chart({"operator": {"peering": "zero-layer-operator"}})
    ours = set().union(*(_rules(r) for r in by_kind(peering, "ClusterRole")))
    assert ours == theirs, (
        f"only in chart: {sorted(ours - theirs)}; only in deploy/rbac: {sorted(theirs - ours)}"
    )


def test_standalone_needs_no_peering_rights() -> None:
    rules = set().union(*(_rules(r) for r in by_kind(render_chart(), "ClusterRole")))
    assert not [r for r in rules if r[0] == "kopf.dev"]
    namespaced = render_chart({"operator": {"peering": "p", "watchNamespaces": ["a"]}})
    rules = set().union(*(_rules(r) for r in by_kind(namespaced, "ClusterRole")))
    assert {r[1] for r in rules if r[0] == "kopf.dev"} == {"kopfpeerings"}


def test_watch_namespaces_bind_only_those_namespaces() -> None:
    objs = render_chart({"operator": {"watchNamespaces": ["team-a", "team-b"]}})
    bindings = by_kind(objs, "RoleBinding")
    assert sorted(b["metadata"]["namespace"] for b in bindings) == ["team-a", "team-b"]
    cluster_bindings = by_kind(objs, "ClusterRoleBinding")
    namespaced_role = next(
        r["metadata"]["name"] for r in by_kind(objs, "ClusterRole") if "zerolayer.io" in str(r)
    )
    assert not [b for b in cluster_bindings if b["roleRef"]["name"] == namespaced_role]


def test_replica_count_zero_installs_without_an_operator_pod() -> None:
    objs = render_chart({"replicaCount": 0})
    (deployment,) = by_kind(objs, "Deployment")
    assert deployment["spec"]["replicas"] == 0
    assert by_kind(objs, "ClusterRole") and by_kind(objs, "ServiceAccount")


@pytest.mark.parametrize(
    ("values", "named"),
    [
        ({"replicaCount": 3}, "replicaCount"),
        ({"securityContext": {"readOnlyRootFilesystem": False}}, "readOnlyRootFilesystem"),
        ({"podSecurityContext": {"runAsNonRoot": False}}, "runAsNonRoot"),
        ({"prometheusRule": {"thresholds": {"triggerRateLow": "low"}}}, "triggerRateLow"),
        ({"metrics": {"port": 70000}}, "port"),
        ({"operator": {"settings": {"resyncSecond": 5}}}, "resyncSecond"),
        ({"image": {"pullPolicy": "Sometimes"}}, "pullPolicy"),
        ({"serviceMonitr": {"enabled": True}}, "serviceMonitr"),
    ],
    ids=lambda v: str(v) if isinstance(v, str) else "",
)
def test_invalid_values_fail_on_the_schema_naming_the_value(values: dict[str, Any], named: str) -> None:
    with pytest.raises(HelmError) as err:
        render_chart(values)
    message = str(err.value)
    assert "values don't meet the specifications of the schema" in message, message
    assert named in message, message
