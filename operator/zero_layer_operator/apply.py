"""The only module that talks to the Kubernetes API for writes (and the reads the reconcile needs).

Children are written with server-side apply under one field manager (``zero-layer-operator``) and
``force=true``, so a manual edit of a field we own is taken back on the next reconcile (drift revert),
while fields others own (e.g. an HPA's replicas, if a user adds one) are left alone. API errors are
mapped once here: 409 → ``kopf.TemporaryError``, 404 on read/delete → ``None``/no-op.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import kopf
from kubernetes import client, config
from kubernetes.client.exceptions import ApiException

from zero_layer_operator.desired.labels import FIELD_MANAGER

__all__ = ["ApiError", "Kube", "connect", "resource_path"]

_PLURALS = {
    "Deployment": "deployments",
    "Service": "services",
    "ConfigMap": "configmaps",
    "PodDisruptionBudget": "poddisruptionbudgets",
    "ZeroLayerDeployment": "zerolayerdeployments",
    "RuleBundle": "rulebundles",
    "Node": "nodes",
    "Pod": "pods",
}
_TIMEOUT = 30.0


class ApiError(RuntimeError):
    """A Kubernetes API call failed; ``status`` is the HTTP status."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(f"HTTP {status}: {message}")
        self.status = status


def resource_path(
    api_version: str, plural: str, namespace: str | None = None, name: str | None = None
) -> str:
    """REST path of a collection or object (core group under /api, others under /apis)."""
    base = f"/api/{api_version}" if "/" not in api_version else f"/apis/{api_version}"
    if namespace:
        base += f"/namespaces/{namespace}"
    base += f"/{plural}"
    return f"{base}/{name}" if name else base


def connect(kubeconfig: str | None = None) -> client.ApiClient:
    """A private API client: the in-cluster service account, else ``kubeconfig`` (default: $KUBECONFIG).

    A private Configuration (not the library's global default) keeps two operators in one process —
    tests — from sharing credentials.
    """
    cfg = client.Configuration()
    try:
        config.load_incluster_config(client_configuration=cfg)
    except config.ConfigException:
        config.load_kube_config(config_file=kubeconfig, client_configuration=cfg)
    return client.ApiClient(cfg)


class Kube:
    """Thin JSON-in/JSON-out access to the API server (thread-safe: urllib3 pools)."""

    def __init__(self, api: client.ApiClient) -> None:
        self._api = api

    def _call(
        self,
        method: str,
        path: str,
        *,
        body: Any = None,
        query: list[tuple[str, str]] | None = None,
        content_type: str = "application/json",
    ) -> dict[str, Any]:
        headers = {"Accept": "application/json", "Content-Type": content_type}
        _, url, headers, _, _ = self._api.param_serialize(
            method=method,
            resource_path=path,
            query_params=query or [],
            header_params=headers,
            auth_settings=["BearerToken"],
        )
        try:
            # The REST layer JSON-encodes mappings for both +json and +yaml (apply) content types.
            resp = self._api.call_api(
                method, url, header_params=headers, body=body, _request_timeout=_TIMEOUT
            )
            resp.read()
        except ApiException as exc:
            raise ApiError(int(exc.status or 0), str(exc.reason)) from exc
        text = (resp.data or b"").decode("utf-8")
        if not 200 <= resp.status <= 299:
            try:
                message = json.loads(text).get("message", text)
            except ValueError:
                message = text
            raise ApiError(resp.status, message)
        return json.loads(text) if text else {}

    def get(self, api_version: str, kind: str, namespace: str | None, name: str) -> dict[str, Any] | None:
        """The object, or None when it does not exist."""
        try:
            return self._call("GET", resource_path(api_version, _PLURALS[kind], namespace, name))
        except ApiError as exc:
            if exc.status == 404:
                return None
            raise

    def list(
        self,
        api_version: str,
        kind: str,
        namespace: str | None = None,
        labels: Mapping[str, str] | None = None,
    ) -> list[dict[str, Any]]:
        """Objects of a kind, optionally filtered by an equality label selector."""
        query = [("labelSelector", ",".join(f"{k}={v}" for k, v in labels.items()))] if labels else []
        out = self._call("GET", resource_path(api_version, _PLURALS[kind], namespace), query=query)
        return list(out.get("items") or [])

    def apply(self, obj: Mapping[str, Any]) -> dict[str, Any]:
        """Server-side apply with our field manager, forcing conflicts (we own what we declare)."""
        meta = obj["metadata"]
        path = resource_path(obj["apiVersion"], _PLURALS[obj["kind"]], meta.get("namespace"), meta["name"])
        query = [("fieldManager", FIELD_MANAGER), ("force", "true")]
        try:
            return self._call(
                "PATCH", path, body=obj, query=query, content_type="application/apply-patch+yaml"
            )
        except ApiError as exc:
            if exc.status == 409:
                raise kopf.TemporaryError(
                    f"Conflict applying {obj['kind']} {meta['name']}: {exc}", delay=2
                ) from exc
            raise

    def delete(self, api_version: str, kind: str, namespace: str | None, name: str) -> None:
        """Delete; a missing object is already deleted."""
        try:
            self._call("DELETE", resource_path(api_version, _PLURALS[kind], namespace, name))
        except ApiError as exc:
            if exc.status != 404:
                raise

    def patch_status(
        self, api_version: str, kind: str, namespace: str, name: str, status: Mapping[str, Any]
    ) -> None:
        """Merge-patch the status subresource (None clears stale fields); a deleted object is a no-op."""
        path = resource_path(api_version, _PLURALS[kind], namespace, name) + "/status"
        try:
            self._call("PATCH", path, body={"status": status}, content_type="application/merge-patch+json")
        except ApiError as exc:
            if exc.status != 404:
                raise
