"""OperatorSettings: the operator process's one typed configuration object (env prefix ZERO_LAYER_OPERATOR_).

Loaded once by the entry point (:func:`from_env`) and installed with :func:`install`; tests build an
``OperatorSettings`` directly and install it before starting kopf. Nothing else reads ``os.environ``.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from dataclasses import dataclass

__all__ = ["ENV_PREFIX", "OperatorSettings", "SettingsError", "current", "from_env", "install"]

ENV_PREFIX = "ZERO_LAYER_OPERATOR_"


class SettingsError(ValueError):
    """A ZERO_LAYER_OPERATOR_* variable has a bad value; the message names the variable."""


@dataclass(frozen=True, kw_only=True)
class OperatorSettings:
    """Everything tunable about the operator process."""

    namespaces: tuple[str, ...] = ()
    """Namespaces to watch; empty watches the whole cluster."""
    metrics_port: int = 9090
    """Port of the Prometheus /metrics endpoint (0 disables it)."""
    liveness_port: int = 8080
    """Port of kopf's /healthz liveness endpoint (0 disables it)."""
    resync_seconds: float = 30.0
    """Timer interval re-reconciling every ZeroLayerDeployment (drift, pending rollouts)."""
    gate_timeout_seconds: float = 120.0
    """Wall-clock limit of one regression-gate run; exceeding it makes the verdict inconclusive."""
    gate_memory_mb: int = 2048
    """Data-segment limit (RLIMIT_DATA) of the gate subprocess."""
    watch_server_timeout: float = 300.0
    """Server-side watch timeout; short in tests so namespaces come and go quickly."""
    backoff_seconds: float = 5.0
    """Delay before kopf retries a failed handler."""
    standalone: bool = False
    """Skip kopf peering (a single replica); false runs peering so a second replica stands by."""
    peering_name: str = "zero-layer-operator"
    """Name of the kopf peering object shared by replicas."""
    priority: int = 0
    """kopf peering priority; give each replica a distinct one: the highest runs, the others stand by."""
    event_level: str = "INFO"
    """Lowest log level also posted as Kubernetes events."""
    max_compile_cache: int = 64
    """Compiled bundles cached in memory, keyed by the document's digest."""


_current: OperatorSettings | None = None


def _convert(name: str, raw: str, default: object) -> object:
    var = ENV_PREFIX + name.upper()
    try:
        if isinstance(default, bool):
            low = raw.strip().lower()
            if low not in {"1", "0", "true", "false", "yes", "no"}:
                raise ValueError("expected true or false")
            return low in {"1", "true", "yes"}
        if isinstance(default, int):
            return int(raw)
        if isinstance(default, float):
            return float(raw)
        if isinstance(default, tuple):
            return tuple(part.strip() for part in raw.split(",") if part.strip())
        return raw
    except ValueError as exc:
        raise SettingsError(f"{var}={raw!r}: {exc}") from exc


def from_env(environ: Mapping[str, str] | None = None) -> OperatorSettings:
    """Read ZERO_LAYER_OPERATOR_* variables; unknown ones are an error (typos fail fast)."""
    env = os.environ if environ is None else environ
    fields = {f.name: f for f in dataclasses.fields(OperatorSettings)}
    values: dict[str, object] = {}
    for key, raw in env.items():
        if not key.startswith(ENV_PREFIX):
            continue
        name = key[len(ENV_PREFIX) :].lower()
        if name not in fields:
            raise SettingsError(f"{key}: unknown setting (known: {', '.join(sorted(fields))})")
        values[name] = _convert(name, raw, fields[name].default)
    settings = OperatorSettings(**values)  # type: ignore[arg-type]
    if settings.resync_seconds <= 0:
        raise SettingsError(f"{ENV_PREFIX}RESYNC_SECONDS must be positive")
    if settings.gate_timeout_seconds <= 0:
        raise SettingsError(f"{ENV_PREFIX}GATE_TIMEOUT_SECONDS must be positive")
    return settings


def install(settings: OperatorSettings) -> None:
    """Make ``settings`` the process's configuration (entry point or test)."""
    global _current
    _current = settings


def current() -> OperatorSettings:
    """The installed settings, loading them from the environment on first use."""
    global _current
    if _current is None:
        _current = from_env()
    return _current
