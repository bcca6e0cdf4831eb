"""API-server and controller semantics the operator relies on: CEL validation, GC, RBAC.

Each runs against the real kube-apiserver / kube-controller-manager of the local cluster.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from kubernetes import client
from kubernetes.client import ApiException
from zl_testkit.kube import KubeCluster
from zl_testkit.wait import wait_for

pytestmark = [pytest.mark.integration, pytest.mark.cluster]

CEL_MESSAGE = "replicas must not exceed maxReplicas"


def _status_of(call: Callable[[], object]) -> int:
    try:
        call()
    except ApiException as exc:
        return int(exc.status)
    return 200


def _gone(call: Callable[[], object]) -> bool:
    return _status_of(call) == 404


@pytest.fixture
def widget_crd(cluster: KubeCluster, namespace: str) -> Iterator[tuple[str, str]]:
    """A namespaced CRD with a CEL rule; its group is unique to the test (CRDs are cluster-wide)."""
    group = f"{namespace}.test.zerolayer.io"
    schema = {
        "type": "object",
        "properties": {
            "spec": {
                "type": "object",
                "required": ["replicas", "maxReplicas"],
                "properties": {"replicas": {"type": "integer"}, "maxReplicas": {"type": "integer"}},
                "x-kubernetes-validations": [
                    {"rule": "self.replicas <= self.maxReplicas", "message": CEL_MESSAGE}
                ],
            }
        },
    }
    crd = {
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {"name": f"widgets.{group}"},
        "spec": {
            "group": group,
            "scope": "Namespaced",
            "names": {"plural": "widgets", "singular": "widget", "kind": "Widget"},
            "versions": [
                {"name": "v1", "served": True, "storage": True, "schema": {"openAPIV3Schema": schema}}
            ],
        },
    }
    body = client.V1CustomResourceDefinition.from_dict(crd)
    assert body is not None
    cluster.apiext.create_custom_resource_definition(body)
    try:

        def established() -> bool:
            got = cluster.apiext.read_custom_resource_definition(f"widgets.{group}")
            conditions = got.status.conditions if got.status else None
            return any(c.type == "Established" and c.status == "True" for c in conditions or [])

        wait_for(established, 30, f"CRD widgets.{group} Established")
        yield group, namespace
    finally:
        cluster.apiext.delete_custom_resource_definition(f"widgets.{group}")


def _widget(name: str, replicas: int, max_replicas: int, group: str) -> dict[str, Any]:
    return {
        "apiVersion": f"{group}/v1",
        "kind": "Widget",
        "metadata": {"name": name},
        "spec": {"replicas": replicas, "maxReplicas": max_replicas},
    }


def test_cel_rule_rejects_invalid_object_with_its_message(
    cluster: KubeCluster, widget_crd: tuple[str, str]
) -> None:
    group, namespace = widget_crd

    def create(body: dict[str, Any]) -> object:
        return cluster.custom.create_namespaced_custom_object(group, "v1", namespace, "widgets", body)

    # The resource is served a moment after Established; 404 until then.
    wait_for(lambda: create(_widget("ok", 2, 3, group)), 30, "valid Widget created", ignore=(ApiException,))
    with pytest.raises(ApiException) as info:
        create(_widget("bad", 5, 3, group))
    assert info.value.status == 422
    body = json.loads(info.value.body or "{}")
    assert CEL_MESSAGE in body["message"], body["message"]
    assert any(cause.get("field") == "spec" for cause in body["details"]["causes"]), body["details"]
    assert _gone(
        lambda: cluster.custom.get_namespaced_custom_object(group, "v1", namespace, "widgets", "bad")
    )


def test_deleting_owner_garbage_collects_dependents(cluster: KubeCluster, namespace: str) -> None:
    core = cluster.core
    owner = core.create_namespaced_config_map(
        namespace, client.V1ConfigMap(metadata=client.V1ObjectMeta(name="owner"), data={"k": "v"})
    )
    assert owner.metadata is not None and owner.metadata.uid
    ref = client.V1OwnerReference(api_version="v1", kind="ConfigMap", name="owner", uid=owner.metadata.uid)
    meta = client.V1ObjectMeta(name="dependent", owner_references=[ref])
    core.create_namespaced_config_map(namespace, client.V1ConfigMap(metadata=meta, data={"k": "v"}))
    core.create_namespaced_secret(namespace, client.V1Secret(metadata=meta, string_data={"k": "v"}))
    core.create_namespaced_config_map(
        namespace, client.V1ConfigMap(metadata=client.V1ObjectMeta(name="bystander"), data={"k": "v"})
    )

    core.delete_namespaced_config_map("owner", namespace, propagation_policy="Background")

    wait_for(
        lambda: (
            _gone(lambda: core.read_namespaced_config_map("dependent", namespace))
            and _gone(lambda: core.read_namespaced_secret("dependent", namespace))
        ),
        60,
        "garbage collector to delete the owner's ConfigMap and Secret dependents",
    )
    assert core.read_namespaced_config_map("bystander", namespace).data == {"k": "v"}


def test_service_account_with_narrow_role_is_denied_outside_it(cluster: KubeCluster, namespace: str) -> None:
    core, rbac = cluster.core, cluster.rbac
    core.create_namespaced_service_account(
        namespace, client.V1ServiceAccount(metadata=client.V1ObjectMeta(name="narrow"))
    )
    rule = client.V1PolicyRule(api_groups=[""], resources=["configmaps"], verbs=["get", "list"])
    rbac.create_namespaced_role(
        namespace, client.V1Role(metadata=client.V1ObjectMeta(name="read-cm"), rules=[rule])
    )
    binding = client.V1RoleBinding(
        metadata=client.V1ObjectMeta(name="read-cm"),
        role_ref=client.V1RoleRef(api_group="rbac.authorization.k8s.io", kind="Role", name="read-cm"),
        subjects=[client.RbacV1Subject(kind="ServiceAccount", name="narrow", namespace=namespace)],
    )
    rbac.create_namespaced_role_binding(namespace, binding)
    request = client.AuthenticationV1TokenRequest(
        spec=client.V1TokenRequestSpec(audiences=[], expiration_seconds=600)
    )
    issued = core.create_namespaced_service_account_token("narrow", namespace, request).status
    assert issued is not None and issued.token
    token = issued.token

    with cluster.client_for_token(token) as api:
        narrow = client.CoreV1Api(api)
        # Allowed: the RoleBinding may take a moment to reach the authorizer's cache.
        wait_for(
            lambda: _status_of(lambda: narrow.list_namespaced_config_map(namespace)) == 200,
            30,
            "the narrow ServiceAccount to list configmaps in its namespace",
        )
        assert _status_of(lambda: narrow.list_namespaced_secret(namespace)) == 403
        assert _status_of(lambda: narrow.list_namespaced_config_map("default")) == 403
        cm = client.V1ConfigMap(metadata=client.V1ObjectMeta(name="nope"))
        assert _status_of(lambda: narrow.create_namespaced_config_map(namespace, cm)) == 403
        assert _status_of(lambda: narrow.list_node()) == 403
