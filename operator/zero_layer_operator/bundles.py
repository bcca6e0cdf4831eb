"""Resolve a bundle document (inline, ConfigMap or the shipped default), parse and compile it, cached.

A bundle that fails to parse or compile becomes a :class:`Resolved` with ``error`` set and the
parser's/compiler's own message (file, path, line) — the caller marks the object and rolls nothing.
Compiles are cached by the document text's hash, so a periodic resync costs no recompiles.
"""

from __future__ import annotations

import dataclasses
import hashlib
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from zero_layer_operator.api.schema import ValidationError
from zero_layer_operator.api.v1alpha1 import API_VERSION, rulebundle
from zero_layer_operator.apply import Kube

__all__ = ["DEFAULT_NAME", "BundleCache", "Resolved", "bundle_text"]

DEFAULT_NAME = "default"


@dataclass(frozen=True, kw_only=True)
class Resolved:
    """A compiled bundle (digest, canonical YAML) or why there is none."""

    name: str
    digest: str = ""
    yaml: str = ""
    compiled_digest: str = ""
    bundle_name: str = ""
    bundle_version: str = ""
    rules: int = 0
    error: str = ""


def bundle_text(kube: Kube, namespace: str, name: str) -> tuple[str | None, str]:
    """(document text, "") or (None, error) for the RuleBundle ``namespace/name``."""
    rb = kube.get(API_VERSION, rulebundle.KIND, namespace, name)
    if rb is None:
        return None, f"RuleBundle {name} not found in namespace {namespace}"
    try:
        spec = rulebundle.parse_spec(rb.get("spec"))
    except ValidationError as exc:
        return None, f"RuleBundle {name}: {exc}"
    if spec.content is not None:
        return spec.content, ""
    ref = spec.config_map_ref
    assert ref is not None
    cm = kube.get("v1", "ConfigMap", namespace, ref.name)
    if cm is None:
        return None, f"RuleBundle {name}: ConfigMap {ref.name} not found"
    text = (cm.get("data") or {}).get(ref.key)
    if text is None:
        return None, f"RuleBundle {name}: ConfigMap {ref.name} has no key {ref.key!r}"
    return str(text), ""


class BundleCache:
    """Parse+compile results keyed by the document's sha256 (bounded LRU, thread-safe)."""

    def __init__(self, size: int = 64) -> None:
        self._size = size
        self._items: OrderedDict[str, Resolved] = OrderedDict()
        self._lock = threading.Lock()
        self._default: Resolved | None = None

    def compile(self, name: str, text: str, source: str) -> Resolved:
        key = hashlib.sha256(text.encode("utf-8")).hexdigest()
        with self._lock:
            hit = self._items.get(key)
            if hit is not None:
                self._items.move_to_end(key)
                return dataclasses.replace(hit, name=name)
        result = _compile(name, text, source)
        with self._lock:
            self._items[key] = result
            while len(self._items) > self._size:
                self._items.popitem(last=False)
        return result

    def default(self) -> Resolved:
        """The shipped default bundle (loaded and compiled once per process)."""
        from zero_layer.rules import load_bundle

        if self._default is None:
            try:
                text = load_bundle(None).to_yaml()
            except Exception as exc:  # a broken install must show up in status, not crash the operator
                return Resolved(name=DEFAULT_NAME, error=f"shipped default bundle failed to load: {exc}")
            self._default = self.compile(DEFAULT_NAME, text, "shipped default bundle")
        return self._default


def _compile(name: str, text: str, source: str) -> Resolved:
    from zero_layer.compiler import compile_bundle
    from zero_layer.rules import parse_bundle_text

    try:
        bundle: Any = parse_bundle_text(text, source=source)
        compiled: Any = compile_bundle(bundle)
    except (
        Exception
    ) as exc:  # BundleError/CompileError carry file, path and line; anything else is a bug report
        return Resolved(name=name, error=str(exc) or type(exc).__name__)
    return Resolved(
        name=name,
        digest=str(bundle.digest),
        yaml=str(bundle.to_yaml()),
        compiled_digest=str(compiled.digest),
        bundle_name=str(getattr(bundle, "name", "")),
        bundle_version=str(getattr(bundle, "version", "")),
        rules=len(getattr(compiled, "rules", ())),
    )
