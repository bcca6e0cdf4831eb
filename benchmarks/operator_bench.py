"""Operator benchmark on the local control plane: apply→Deployment latency, 200-ZLD throughput, peak memory.

Runs the real ``zero-layer-operator`` process (standalone) against the cluster from ``zl_testkit`` and
measures, in the same run:

* latency: ZeroLayerDeployment created → its Deployment exists, p50/p99 over N resources, next to the
  baseline of creating a Deployment directly (the API server's own floor), as a ratio;
* throughput: M ZLDs created at once → all reconciled (status Ready, observedGeneration current), in
  seconds, next to the baseline of merely creating M custom objects;
* the operator's peak resident memory (VmHWM).

Usage: ``PYTHONPATH=tests/support python benchmarks/operator_bench.py [--latency 50] [--fleet 200]``;
writes ``.bench/operator.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from kubernetes import watch
from rich.console import Console
from rich.table import Table
from zl_testkit.cluster import session_cluster
from zl_testkit.kube import KubeCluster
from zl_testkit.wait import wait_for

ROOT = Path(__file__).resolve().parents[1]
GROUP, VERSION, PLURAL = "zerolayer.io", "v1alpha1", "zerolayerdeployments"


def _zld(name: str) -> dict[str, Any]:
    return {
        "apiVersion": f"{GROUP}/{VERSION}",
        "kind": "ZeroLayerDeployment",
        "metadata": {"name": name},
        "spec": {"model": {"source": "Qwen/Qwen2.5-0.5B-Instruct"}, "replicas": 0},
    }


class DeploymentWatch:
    """Records when each Deployment in a namespace is first seen (a watch, not polling)."""

    def __init__(self, kube: KubeCluster, namespace: str) -> None:
        self.seen: dict[str, float] = {}
        self._cond = threading.Condition()
        self._stop = watch.Watch()
        self._closed = False
        self._thread = threading.Thread(target=self._run, args=(kube, namespace), daemon=True)
        self._thread.start()

    def _run(self, kube: KubeCluster, namespace: str) -> None:
        while not self._closed:  # the API server ends watches now and then: re-establish them
            try:
                for ev in self._stop.stream(
                    kube.apps.list_namespaced_deployment, namespace, timeout_seconds=300
                ):
                    name = ev["object"].metadata.name
                    with self._cond:
                        self.seen.setdefault(name, time.perf_counter())
                        self._cond.notify_all()
            except Exception:  # a dropped stream: the next loop lists again, and setdefault keeps first-seen
                time.sleep(0.1)

    def wait(self, name: str, timeout: float = 60) -> float:
        with self._cond:
            if not self._cond.wait_for(lambda: name in self.seen, timeout):
                raise TimeoutError(f"Deployment {name} not created within {timeout}s")
            return self.seen[name]

    def close(self) -> None:
        self._closed = True
        self._stop.stop()


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _peak_rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _start_operator(kube: KubeCluster, log: Path) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "KUBECONFIG": str(kube.kubeconfig),
        "ZERO_LAYER_OPERATOR_STANDALONE": "true",
        "ZERO_LAYER_OPERATOR_METRICS_PORT": "0",
        "ZERO_LAYER_OPERATOR_LIVENESS_PORT": "0",
        "ZERO_LAYER_OPERATOR_WATCH_SERVER_TIMEOUT": "60",
        "ZERO_LAYER_OPERATOR_RESYNC_SECONDS": "60",
    }
    exe = Path(sys.executable).parent / "zero-layer-operator"
    return subprocess.Popen([str(exe)], env=env, stdout=log.open("wb"), stderr=subprocess.STDOUT)


def _reconciled(kube: KubeCluster, namespace: str, count: int) -> bool:
    items = kube.custom.list_namespaced_custom_object(GROUP, VERSION, namespace, PLURAL)["items"]
    done = 0
    for it in items:
        st = it.get("status") or {}
        ready = any(c["type"] == "Ready" and c["status"] == "True" for c in st.get("conditions") or [])
        if ready and st.get("observedGeneration") == it["metadata"]["generation"]:
            done += 1
    return done >= count


def run(latency_n: int, fleet_n: int, out: Path) -> dict[str, Any]:
    with session_cluster() as kube:
        for path in sorted((ROOT / "crds").glob("*.yaml")):
            kube.kubectl("apply", "--server-side", "--force-conflicts", "-f", str(path))
        kube.kubectl("wait", "--for=condition=Established", "--timeout=60s", f"crd/{PLURAL}.{GROUP}")
        ns_lat = kube.create_namespace(f"bench-lat-{secrets.token_hex(2)}")
        ns_fleet = kube.create_namespace(f"bench-fleet-{secrets.token_hex(2)}")
        ns_base = kube.create_namespace(f"bench-base-{secrets.token_hex(2)}")
        log = out.parent / "operator-bench.log"
        proc = _start_operator(kube, log)
        try:
            # Warm-up: the first reconcile compiles the shipped bundle once (cached afterwards).
            kube.custom.create_namespaced_custom_object(GROUP, VERSION, ns_lat, PLURAL, _zld("warmup"))
            watcher = DeploymentWatch(kube, ns_lat)
            watcher.wait("warmup", timeout=300)

            base_watch = DeploymentWatch(kube, ns_base)
            base: list[float] = []
            for i in range(latency_n):
                dep = {
                    "metadata": {"name": f"d{i}"},
                    "spec": {
                        "replicas": 0,
                        "selector": {"matchLabels": {"b": str(i)}},
                        "template": {
                            "metadata": {"labels": {"b": str(i)}},
                            "spec": {"containers": [{"name": "c", "image": "x"}]},
                        },
                    },
                }
                t0 = time.perf_counter()
                kube.apps.create_namespaced_deployment(ns_base, dep)
                base.append(base_watch.wait(f"d{i}") - t0)
            base_watch.close()

            lat: list[float] = []
            for i in range(latency_n):
                t0 = time.perf_counter()
                kube.custom.create_namespaced_custom_object(GROUP, VERSION, ns_lat, PLURAL, _zld(f"z{i}"))
                lat.append(watcher.wait(f"z{i}") - t0)
            watcher.close()

            t0 = time.perf_counter()
            for i in range(fleet_n):
                kube.custom.create_namespaced_custom_object(GROUP, VERSION, ns_fleet, PLURAL, _zld(f"f{i}"))
            created_s = time.perf_counter() - t0
            wait_for(
                lambda: _reconciled(kube, ns_fleet, fleet_n), 900, f"{fleet_n} ZLDs reconciled", interval=1
            )
            fleet_s = time.perf_counter() - t0
            peak = _peak_rss_mib(proc.pid)
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
            for ns in (ns_lat, ns_fleet, ns_base):
                kube.delete_namespace(ns)
    p50, p99 = _pct(lat, 0.5), _pct(lat, 0.99)
    b50, b99 = _pct(base, 0.5), _pct(base, 0.99)
    return {
        "latency": {
            "resources": latency_n,
            "p50_s": round(p50, 4),
            "p99_s": round(p99, 4),
            "mean_s": round(statistics.fmean(lat), 4),
            "baseline_direct_deployment_p50_s": round(b50, 4),
            "baseline_direct_deployment_p99_s": round(b99, 4),
            "ratio_p50_vs_baseline": round(p50 / b50, 2) if b50 else None,
        },
        "fleet": {
            "zlds": fleet_n,
            "reconciled_s": round(fleet_s, 2),
            "baseline_create_only_s": round(created_s, 2),
            "per_zld_ms": round(1000 * fleet_s / fleet_n, 1),
        },
        "operator_peak_rss_mib": round(peak, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency", type=int, default=50, help="ZLDs for the latency percentiles")
    parser.add_argument("--fleet", type=int, default=200, help="ZLDs reconciled end to end")
    parser.add_argument("--out", type=Path, default=ROOT / ".bench" / "operator.json")
    args = parser.parse_args(argv)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    result = run(args.latency, args.fleet, args.out)
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    table = Table(title="zero-layer operator")
    for col in ("measure", "operator", "baseline", "ratio"):
        table.add_column(col)
    lat, fleet = result["latency"], result["fleet"]
    table.add_row(
        f"apply→Deployment p50 (n={lat['resources']})",
        f"{lat['p50_s'] * 1000:.0f} ms",
        f"{lat['baseline_direct_deployment_p50_s'] * 1000:.0f} ms (direct Deployment)",
        f"{lat['ratio_p50_vs_baseline']}x",
    )
    table.add_row(
        "apply→Deployment p99",
        f"{lat['p99_s'] * 1000:.0f} ms",
        f"{lat['baseline_direct_deployment_p99_s'] * 1000:.0f} ms",
        "",
    )
    table.add_row(
        f"{fleet['zlds']} ZLDs reconciled",
        f"{fleet['reconciled_s']:.1f} s",
        f"{fleet['baseline_create_only_s']:.1f} s (create only)",
        f"{fleet['reconciled_s'] / max(fleet['baseline_create_only_s'], 1e-9):.1f}x",
    )
    table.add_row("operator peak RSS", f"{result['operator_peak_rss_mib']:.0f} MiB", "", "")
    Console().print(table)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
