"""RuleBundle (``zlrb``): a versioned SFCL rule bundle, inline or in a ConfigMap.

The operator never mounts the user's ConfigMap: it validates and compiles the document, then writes an
immutable, digest-named copy owned by each ZeroLayerDeployment that serves it.
"""

# ruff: noqa: RUF009  (schema.field is our dataclass field specifier, not a shared default)
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from zero_layer_operator.api.schema import Cel, ValidationError, field, parse
from zero_layer_operator.api.v1alpha1.conditions import Condition

__all__ = [
    "KIND",
    "PLURAL",
    "BundleConfigMapRef",
    "RuleBundleSpec",
    "RuleBundleStatus",
    "parse_spec",
]

KIND = "RuleBundle"
PLURAL = "rulebundles"


@dataclass(frozen=True, kw_only=True)
class BundleConfigMapRef:
    """A ConfigMap key holding the bundle YAML (for bundles too large to inline comfortably)."""

    name: str = field("Name of the ConfigMap in the RuleBundle's namespace.", max_length=253)
    key: str = field("Key holding the bundle YAML.", default="bundle.yaml")


@dataclass(frozen=True, kw_only=True)
class RuleBundleSpec:
    """Desired bundle: exactly one of ``content`` or ``configMapRef``."""

    __cel__ = (
        Cel("has(self.content) != has(self.configMapRef)", "set exactly one of content or configMapRef"),
    )

    content: str | None = field("The bundle document (zero-layer bundle YAML), inline.", default=None)
    config_map_ref: BundleConfigMapRef | None = field(
        "A ConfigMap key holding the bundle document.", default=None
    )


@dataclass(frozen=True, kw_only=True)
class RuleBundleStatus:
    """Validation result of the current bundle document."""

    observed_generation: int = field("The metadata.generation last validated.", default=0)
    conditions: tuple[Condition, ...] = field(
        "Current conditions (Ready, Reconciling, Stalled, Compiled).", default=(), list_map_keys=("type",)
    )
    digest: str = field("sha256 digest of the canonical bundle document.", default="")
    short_digest: str = field("First 12 hex digits of the digest (printer column).", default="")
    compiled_digest: str = field("sha256 digest of the compiled WebAssembly module.", default="")
    bundle_name: str = field("The bundle's own name field.", default="")
    bundle_version: str = field("The bundle's own version field.", default="")
    rules: int = field("Rules in the compiled hot table.", default=0)
    valid: str = field("Valid or Invalid (printer column).", default="")
    message: str = field("Compiler or parser message when invalid.", default="")


def parse_spec(spec: Any) -> RuleBundleSpec:
    """Parse a RuleBundle spec; exactly one source must be set."""
    parsed = parse(RuleBundleSpec, spec, "spec")
    if (parsed.content is None) == (parsed.config_map_ref is None):
        raise ValidationError("spec", "set exactly one of content or configMapRef")
    return parsed
