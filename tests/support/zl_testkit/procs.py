"""Process and port helpers for the local control plane: free ports, PID checks, log tails.

Why apart from cluster.py: these are pure OS helpers with no Kubernetes knowledge, unit-tested on
their own. Every started component is tracked by PID *and* executable path, so a recycled PID is
never mistaken for (or killed as) one of ours.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Proc", "free_port", "log_tail", "port_in_use", "procs_mentioning", "spawn"]


def free_port(host: str = "127.0.0.1") -> int:
    """Return a TCP port on ``host`` that nothing listens on right now (the kernel picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        port: int = sock.getsockname()[1]
        return port


def port_in_use(port: int, host: str = "127.0.0.1") -> bool:
    """True when something accepts connections on ``host:port``."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(0.5)
        return sock.connect_ex((host, port)) == 0


def log_tail(path: Path, lines: int = 40) -> str:
    """The last ``lines`` lines of a log file, or a note that it is missing."""
    try:
        with path.open("rb") as fh:
            fh.seek(0, os.SEEK_END)
            size = fh.tell()
            fh.seek(max(0, size - 64 * 1024))
            text = fh.read().decode("utf-8", "replace")
    except FileNotFoundError:
        return f"(no log at {path})"
    return "\n".join(text.splitlines()[-lines:])


@dataclass(frozen=True)
class Proc:
    """A started component: its name, PID, executable and log file."""

    name: str
    pid: int
    exe: str
    log: Path

    def alive(self) -> bool:
        """True while the PID runs our executable (not a zombie, not a recycled PID)."""
        try:
            stat = Path(f"/proc/{self.pid}/stat").read_text()
            argv0 = Path(f"/proc/{self.pid}/cmdline").read_bytes().split(b"\0", 1)[0].decode()
        except (FileNotFoundError, ProcessLookupError):
            return False
        if stat.rsplit(")", 1)[-1].split()[0] == "Z":
            with contextlib.suppress(ChildProcessError):
                os.waitpid(self.pid, os.WNOHANG)  # reap our own dead child
            return False
        return argv0 in (self.exe, "")  # empty for a moment while execve completes

    def rss_bytes(self) -> int:
        """Resident memory of the process (0 when it is gone)."""
        try:
            for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
        except FileNotFoundError:
            pass
        return 0

    def stop(self, timeout: float = 10.0) -> None:
        """SIGTERM, wait up to ``timeout``, then SIGKILL; returns once the process is gone."""
        if not self.alive():
            return
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGTERM)
        deadline = time.monotonic() + timeout
        while self.alive() and time.monotonic() < deadline:
            time.sleep(0.05)
        if self.alive():
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, signal.SIGKILL)
            deadline = time.monotonic() + 5
            while self.alive() and time.monotonic() < deadline:
                time.sleep(0.05)
        if self.alive():
            raise RuntimeError(f"{self.name} (pid {self.pid}) survived SIGKILL")

    def to_dict(self) -> dict[str, object]:
        return {"name": self.name, "pid": self.pid, "exe": self.exe, "log": str(self.log)}

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> Proc:
        return cls(str(data["name"]), int(str(data["pid"])), str(data["exe"]), Path(str(data["log"])))


def spawn(name: str, argv: list[str], log: Path, env: dict[str, str] | None = None) -> Proc:
    """Start ``argv`` in its own session (survives the caller), output appended to ``log``."""
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("ab") as out:
        child = subprocess.Popen(
            argv,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            env=env,
        )
    proc = Proc(name, child.pid, argv[0], log)
    deadline = time.monotonic() + 2
    while time.monotonic() < deadline:  # /proc/<pid>/cmdline is briefly empty after execve
        try:
            if Path(f"/proc/{child.pid}/cmdline").read_bytes():
                break
        except FileNotFoundError:
            break
        time.sleep(0.01)
    return proc


def procs_mentioning(marker: str) -> list[Proc]:
    """Processes (not this one) with ``marker`` in an argument: strays of a start that was killed."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            argv = [a.decode("utf-8", "replace") for a in (entry / "cmdline").read_bytes().split(b"\0") if a]
        except OSError:
            continue
        if argv and any(marker in arg for arg in argv[1:]):
            found.append(Proc(Path(argv[0]).name, int(entry.name), argv[0], Path("/dev/null")))
    return found
