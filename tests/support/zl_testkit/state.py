"""The record of a running local cluster (``.cluster/state.json``) and the kit's error type.

Why a file: ``make cluster-up`` and later ``make cluster-down`` or a pytest session are different
processes; the state file is how they agree on PIDs, ports, owner and live users. It is replaced
atomically, so a reader never sees half a file.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from zl_testkit.procs import Proc

__all__ = ["ClusterError", "ClusterState"]


class ClusterError(RuntimeError):
    """The control plane could not be built, started or stopped; the message says which part and why."""


@dataclass(frozen=True)
class ClusterState:
    """What ``up`` started: ports, processes, and who owns the cluster (``manual`` or ``pytest``)."""

    dir: Path
    apiserver_port: int
    etcd_port: int
    procs: tuple[Proc, ...]
    owner: str
    users: tuple[int, ...] = field(default=())

    @property
    def kubeconfig(self) -> Path:
        return self.dir / "kubeconfig"

    @property
    def server(self) -> str:
        return f"https://127.0.0.1:{self.apiserver_port}"

    def save(self) -> None:
        data = {
            "apiserver_port": self.apiserver_port,
            "etcd_port": self.etcd_port,
            "owner": self.owner,
            "users": list(self.users),
            "procs": [p.to_dict() for p in self.procs],
        }
        tmp = self.dir / f".state.{os.getpid()}.json"
        tmp.write_text(json.dumps(data, indent=2) + "\n")
        tmp.replace(self.dir / "state.json")  # atomic: `status` reads without the lock

    @classmethod
    def load(cls, directory: Path) -> ClusterState | None:
        path = directory / "state.json"
        if not path.exists():
            return None
        try:
            data = json.loads(path.read_text())
            return cls(
                directory,
                int(data["apiserver_port"]),
                int(data["etcd_port"]),
                tuple(Proc.from_dict(p) for p in data["procs"]),
                str(data["owner"]),
                tuple(int(u) for u in data.get("users", [])),
            )
        except (ValueError, KeyError, TypeError) as exc:
            raise ClusterError(f"{path}: unreadable cluster state ({exc}); remove it after checking") from exc

    def dead(self) -> list[Proc]:
        return [p for p in self.procs if not p.alive()]

    def rss_bytes(self) -> int:
        return sum(p.rss_bytes() for p in self.procs)
