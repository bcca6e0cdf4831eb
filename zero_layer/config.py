"""Runtime settings for the inference pod: one typed object, read once from ``ZERO_LAYER_*`` variables.

The variable names match the ZeroLayerDeployment fields the operator renders into the pod
(``ZERO_LAYER_BUNDLE_PATH``, ``ZERO_LAYER_SENSITIVITY``, ``ZERO_LAYER_CACHE_SIZE``,
``ZERO_LAYER_WARMUP_STEPS``, ``ZERO_LAYER_MODE``, ``ZERO_LAYER_ANSWER_THRESHOLD``,
``ZERO_LAYER_CONFIRM_THRESHOLD``, ``ZERO_LAYER_ENABLED``, ...). Nothing else in the runtime reads
``os.environ`` for its configuration: the gateway, the CLI and the vLLM plugin all go through
:func:`RuntimeSettings.from_env`, and tests build :class:`RuntimeSettings` directly.

A bad value fails fast with a :class:`SettingsError` that names the variable and the value, so a
typo in a Deployment shows up in the first log line rather than as odd behaviour later.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, cast

__all__ = ["ENV_PREFIX", "ContextPolicy", "Mode", "RuntimeSettings", "SettingsError"]

ENV_PREFIX = "ZERO_LAYER_"

Mode = Literal["observe", "enforce"]
ContextPolicy = Literal["annotate", "refuse"]

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


class SettingsError(ValueError):
    """A configuration value is invalid; the message names the variable."""


def _bool(raw: str) -> bool:
    low = raw.strip().lower()
    if low in _TRUE:
        return True
    if low in _FALSE:
        return False
    raise ValueError("expected one of 1/0, true/false, yes/no, on/off")


def _float(raw: str) -> float:
    return float(raw)


def _int(raw: str) -> int:
    return int(raw)


def _path(raw: str) -> Path | None:
    return Path(raw) if raw.strip() else None


def _str(raw: str) -> str:
    return raw


def _optional_float(raw: str) -> float | None:
    return float(raw) if raw.strip() else None


def _optional_int(raw: str) -> int | None:
    return int(raw) if raw.strip() else None


_PARSERS: dict[str, Callable[[str], Any]] = {
    "bool": _bool,
    "float": _float,
    "int": _int,
    "Path | None": _path,
    "str": _str,
    "Mode": _str,
    "ContextPolicy": _str,
    "float | None": _optional_float,
    "int | None": _optional_int,
}


@dataclass(frozen=True)
class RuntimeSettings:
    """Everything the gateway and the vLLM plugin need to know; validated on construction."""

    enabled: bool = True
    """``zeroLayer.enabled``: off means plain vLLM behind the gateway (no checks, no plugin work)."""
    bundle_path: Path | None = None
    """Rule bundle YAML (the mounted ConfigMap file); ``None`` uses the bundle shipped in the package."""
    sensitivity: float | None = None
    """Overrides the bundle's heatmap threshold when set (0..1)."""
    cache_size: int | None = None
    """Overrides the bundle's hot-rule table size when set."""
    warmup_steps: int = 50
    """Decode steps run through vLLM (opted in to the plugin) before ``/ready`` turns true."""
    mode: Mode = "observe"
    """``observe`` never changes logits; ``enforce`` biases number/unit tokens towards source values."""
    enforce_bias: float = 4.0
    """Logit bias enforce mode adds to tokens that continue a value present in the sources."""
    answer_threshold: float = 0.9
    confirm_threshold: float = 0.7
    context_policy: ContextPolicy = "annotate"
    """What to do when the RAG context in a request contradicts itself: annotate or refuse."""
    max_context_chars: int = 200_000
    """Upper bound on the RAG context the gateway checks per request (bounded memory)."""
    max_body_bytes: int = 8 * 1024 * 1024
    """Requests larger than this are rejected with a 413 before they are parsed."""
    plugin_wait_ms: int = 200
    """How long a response waits for the plugin's end-of-request record before going out without it."""
    sink_port: int = 0
    """UDP port on 127.0.0.1 where the plugin (in vLLM's process) sends its records; 0 = disabled."""
    snapshot_top_k: int = 5
    """Token probabilities kept per key decision node."""
    max_snapshots: int = 64
    """Key-node snapshots kept per request (further nodes are counted, not stored)."""
    host: str = "0.0.0.0"
    port: int = 8000
    vllm_port: int = 8001
    vllm_url: str = ""
    """Base URL of vLLM's OpenAI server; empty means ``http://127.0.0.1:<vllm_port>``."""
    allow_cpu: bool = False
    """Development/test escape hatch: serve without a GPU of compute capability >= 8.0."""
    min_compute_capability: float = 8.0
    request_timeout_s: float = 600.0

    def __post_init__(self) -> None:
        def bad(name: str, why: str) -> SettingsError:
            return SettingsError(f"{ENV_PREFIX}{name.upper()}={getattr(self, name)!r}: {why}")

        if self.sensitivity is not None and not 0.0 <= self.sensitivity <= 1.0:
            raise bad("sensitivity", "must be between 0 and 1")
        if self.cache_size is not None and self.cache_size < 1:
            raise bad("cache_size", "must be a positive integer")
        if self.warmup_steps < 0:
            raise bad("warmup_steps", "must be >= 0")
        if self.mode not in ("observe", "enforce"):
            raise bad("mode", "must be 'observe' or 'enforce'")
        if self.context_policy not in ("annotate", "refuse"):
            raise bad("context_policy", "must be 'annotate' or 'refuse'")
        for name in ("answer_threshold", "confirm_threshold"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise bad(name, "must be between 0 and 1")
        if self.confirm_threshold > self.answer_threshold:
            raise bad("confirm_threshold", f"must not exceed answer_threshold ({self.answer_threshold})")
        for name in ("max_context_chars", "max_body_bytes", "snapshot_top_k", "max_snapshots"):
            if getattr(self, name) < 1:
                raise bad(name, "must be a positive integer")
        for name in ("port", "vllm_port", "sink_port"):
            if not 0 <= getattr(self, name) <= 65535:
                raise bad(name, "must be a TCP/UDP port number")
        if self.plugin_wait_ms < 0 or self.request_timeout_s <= 0:
            raise bad("plugin_wait_ms" if self.plugin_wait_ms < 0 else "request_timeout_s", "out of range")

    @property
    def upstream_url(self) -> str:
        """Base URL of the vLLM server the gateway fronts."""
        return self.vllm_url.rstrip("/") or f"http://127.0.0.1:{self.vllm_port}"

    def load_bundle(self) -> Any:
        """The rule bundle at ``bundle_path`` (shipped default when unset) with the ``sensitivity`` and
        ``cache_size`` overrides applied; raises what ``zero_layer.rules.load_bundle`` raises."""
        from zero_layer.rules import load_bundle

        bundle = load_bundle(self.bundle_path)
        changes = {k: v for k in ("sensitivity", "cache_size") if (v := getattr(self, k)) is not None}
        return dataclasses.replace(bundle, **changes) if changes else bundle

    def replace(self, **changes: Any) -> RuntimeSettings:
        """A copy with ``changes`` applied (validated again)."""
        return dataclasses.replace(self, **changes)

    def to_env(self) -> dict[str, str]:
        """The ``ZERO_LAYER_*`` variables that reproduce these settings (passed to the vLLM child)."""
        env: dict[str, str] = {}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if value is None:
                continue
            text = ("1" if value else "0") if isinstance(value, bool) else str(value)
            env[ENV_PREFIX + field.name.upper()] = text
        return env

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, **overrides: Any) -> RuntimeSettings:
        """Read ``ZERO_LAYER_*`` from ``env`` (default: the process environment), then apply overrides.

        Unknown ``ZERO_LAYER_*`` names are ignored (the operator's own settings share the prefix),
        but a known name with an unparsable value raises :class:`SettingsError` naming it.
        """
        source = os.environ if env is None else env
        values: dict[str, Any] = {}
        for field in dataclasses.fields(cls):
            var = ENV_PREFIX + field.name.upper()
            if var not in source:
                continue
            raw = source[var]
            parser = _PARSERS[cast(str, field.type)]
            try:
                values[field.name] = parser(raw)
            except ValueError as exc:
                raise SettingsError(f"{var}={raw!r}: {exc}") from None
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)
