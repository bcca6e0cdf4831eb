"""apply.Kube speaks the API server's HTTP protocol: server-side apply with our field manager,
merge-patched status, 404 → None/no-op, 409 → kopf.TemporaryError. Checked against a local HTTP
server that records what it receives (the cluster-level behaviour is in tests/integration)."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

import kopf
import pytest
from kubernetes import client

from zero_layer_operator.apply import ApiError, Kube, resource_path

pytestmark = pytest.mark.unit

SEEN: list[dict[str, Any]] = []
REPLIES: dict[str, tuple[int, dict[str, Any]]] = {}


class _Handler(BaseHTTPRequestHandler):
    def _reply(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode() if length else ""
        SEEN.append(
            {
                "method": self.command,
                "path": self.path,
                "ctype": self.headers.get("Content-Type"),
                "body": body,
            }
        )
        status, payload = REPLIES.get(self.path.split("?")[0], (200, {"kind": "Ok"}))
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_PATCH = do_DELETE = _reply

    def log_message(self, *args: Any) -> None:
        return


@pytest.fixture
def kube() -> Iterator[Kube]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    cfg = client.Configuration()
    cfg.host = f"http://127.0.0.1:{server.server_address[1]}"
    SEEN.clear()
    REPLIES.clear()
    try:
        yield Kube(client.ApiClient(cfg))
    finally:
        server.shutdown()


def test_paths() -> None:
    assert resource_path("v1", "configmaps", "ns", "a") == "/api/v1/namespaces/ns/configmaps/a"
    assert resource_path("apps/v1", "deployments", "ns") == "/apis/apps/v1/namespaces/ns/deployments"
    assert resource_path("v1", "nodes") == "/api/v1/nodes"


def test_apply_is_server_side_with_our_field_manager(kube: Kube) -> None:
    obj = {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "metadata": {"name": "d", "namespace": "ns"},
        "spec": {},
    }
    kube.apply(obj)
    req = SEEN[-1]
    assert req["method"] == "PATCH"
    assert req["path"].startswith("/apis/apps/v1/namespaces/ns/deployments/d?")
    assert "fieldManager=zero-layer-operator" in req["path"] and "force=true" in req["path"]
    assert req["ctype"] == "application/apply-patch+yaml"
    assert json.loads(req["body"]) == obj


def test_status_is_merge_patched_on_the_subresource(kube: Kube) -> None:
    kube.patch_status(
        "zerolayer.io/v1alpha1", "ZeroLayerDeployment", "ns", "z", {"observedGeneration": 3, "x": None}
    )
    req = SEEN[-1]
    assert req["path"] == "/apis/zerolayer.io/v1alpha1/namespaces/ns/zerolayerdeployments/z/status"
    assert req["ctype"] == "application/merge-patch+json"
    assert json.loads(req["body"]) == {"status": {"observedGeneration": 3, "x": None}}


def test_missing_objects(kube: Kube) -> None:
    REPLIES["/api/v1/namespaces/ns/configmaps/gone"] = (404, {"message": "not found"})
    assert kube.get("v1", "ConfigMap", "ns", "gone") is None
    kube.delete("v1", "ConfigMap", "ns", "gone")
    assert SEEN[-1]["method"] == "DELETE"


def test_conflict_is_a_temporary_error_and_others_propagate(kube: Kube) -> None:
    obj = {"apiVersion": "v1", "kind": "Service", "metadata": {"name": "s", "namespace": "ns"}}
    REPLIES["/api/v1/namespaces/ns/services/s"] = (409, {"message": "conflict"})
    with pytest.raises(kopf.TemporaryError):
        kube.apply(obj)
    REPLIES["/api/v1/namespaces/ns/services/s"] = (422, {"message": "spec.ports: Required value"})
    with pytest.raises(ApiError, match=r"spec\.ports: Required value"):
        kube.apply(obj)


def test_list_with_label_selector(kube: Kube) -> None:
    REPLIES["/api/v1/namespaces/ns/configmaps"] = (200, {"items": [{"metadata": {"name": "a"}}]})
    items = kube.list("v1", "ConfigMap", "ns", {"app.kubernetes.io/instance": "z"})
    assert [i["metadata"]["name"] for i in items] == ["a"]
    query = parse_qs(urlsplit(SEEN[-1]["path"]).query)
    assert query == {"labelSelector": ["app.kubernetes.io/instance=z"]}
