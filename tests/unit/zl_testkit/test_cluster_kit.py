"""Pure helpers of the cluster kit: ports, PID tracking, the node pool file, polling, versions."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import pytest
from zl_testkit.cluster import NODE_POOL, ClusterError, binary, versions
from zl_testkit.kube import NodePoolError, load_node_pool
from zl_testkit.procs import Proc, free_port, port_in_use
from zl_testkit.wait import WaitTimeout, wait_for

pytestmark = pytest.mark.unit


def test_free_port_is_bindable_and_reported_in_use_once_listening() -> None:
    port = free_port()
    assert not port_in_use(port)
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", port))
        sock.listen()
        assert port_in_use(port)


def test_proc_alive_tracks_pid_and_executable(tmp_path: Path) -> None:
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    cmdline = Path(f"/proc/{child.pid}/cmdline")
    try:
        # alive() takes an empty command line (execve under way) for anyone's; wait until it is the child's
        wait_for(lambda: b"time.sleep" in cmdline.read_bytes(), 10, "the child's execve")
        assert Proc("sleeper", child.pid, sys.executable, tmp_path / "log").alive()
        assert not Proc("impostor", child.pid, "/usr/bin/not-this", tmp_path / "log").alive()
        Proc("sleeper", child.pid, sys.executable, tmp_path / "log").stop(timeout=5)
        assert child.poll() is not None
    finally:
        child.kill()
        child.wait()


def test_shipped_node_pool_has_the_gpu_generations_and_one_cpu_node() -> None:
    nodes = load_node_pool(NODE_POOL)
    capability = {}
    cpu_only = []
    for node in nodes:
        labels = node["metadata"]["labels"]
        if "nvidia.com/gpu.product" in labels:
            key = labels["nvidia.com/gpu.product"].split("-")[1]
            capability[key] = (labels["nvidia.com/gpu.compute.major"], labels["nvidia.com/gpu.compute.minor"])
            assert int(node["status"]["capacity"]["nvidia.com/gpu"]) >= 1
        else:
            cpu_only.append(node["metadata"]["name"])
    assert capability == {
        "A100": ("8", "0"),
        "A10": ("8", "6"),
        "L4": ("8", "9"),
        "H100": ("9", "0"),
        "V100": ("7", "0"),
        "T4": ("7", "5"),
    }
    assert cpu_only == ["zl-cpu"]


def test_node_pool_errors_name_document_and_field(tmp_path: Path) -> None:
    text = NODE_POOL.read_text().replace(
        'nvidia.com/gpu.compute.minor: "9"', "nvidia.com/gpu.compute.minor: 9"
    )
    bad = tmp_path / "pool.yaml"
    bad.write_text(text)
    with pytest.raises(NodePoolError, match=r"document 3 \(zl-l4\).*gpu\.compute\.minor"):
        load_node_pool(bad)
    bad.write_text("apiVersion: v1\nkind: Pod\nmetadata: {name: x}\n")
    with pytest.raises(NodePoolError, match="document 1: expected apiVersion v1, kind Node"):
        load_node_pool(bad)


def test_wait_for_returns_first_truthy_value_and_times_out_with_description() -> None:
    values = iter([None, 0, "ready"])
    assert wait_for(lambda: next(values), 5, "a value", interval=0.01) == "ready"
    with pytest.raises(WaitTimeout, match=r"waiting for the impossible; last seen: False"):
        wait_for(lambda: False, 0.05, "the impossible", interval=0.01)


def test_versions_are_pinned_and_unknown_binary_is_named() -> None:
    pinned = versions()
    assert pinned["KUBE_VERSION"].startswith("v1.36.")
    assert pinned["ETCD_VERSION"].startswith("v3.6.")
    assert pinned["KWOK_VERSION"] == "v0.8.0"
    with pytest.raises(ClusterError, match="unknown binary 'kubelet'"):
        binary("kubelet")


def test_component_dying_during_start_fails_with_its_log_tail(tmp_path: Path) -> None:
    from zl_testkit.cluster import _wait_started
    from zl_testkit.procs import spawn

    proc = spawn(
        "fake-apiserver",
        ["/bin/sh", "-c", "echo 'E flag provided but not defined: -bogus'; exit 3"],
        tmp_path / "a.log",
    )
    with pytest.raises(
        ClusterError, match=r"fake-apiserver died during start(.|\n)*flag provided but not defined"
    ):
        _wait_started("fake /readyz", lambda: False, [proc], timeout=10)
