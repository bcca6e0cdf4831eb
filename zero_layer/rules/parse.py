"""YAML text -> validated `Bundle`.

Parsing happens in three steps so that every error can name file, path and line: PyYAML composes
a node tree (which keeps line marks) that we turn into plain data plus a path -> line map; the
published JSON Schema validates the shape; `check.check_bundle` validates meaning.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema
import yaml

from zero_layer.rules.ast import (
    DEFAULT_BREAKS,
    Bundle,
    Category,
    Domain,
    Heatmap,
    KeyNode,
    Metadata,
    PairWeight,
    ScanSettings,
    TermWeight,
)
from zero_layer.rules.check import check_bundle
from zero_layer.rules.errors import BundleError

__all__ = ["bundle_schema", "default_bundle_path", "load_bundle", "parse_bundle_text"]

LineMap = dict[str, int]


def default_bundle_path() -> Path:
    """The shipped default bundle (finance, medical, contract, insurance, customer service; EN + ZH)."""
    return Path(str(resources.files("zero_layer.rules") / "data" / "default.yaml"))


@cache
def bundle_schema() -> dict[str, Any]:
    text = (resources.files("zero_layer.rules") / "bundle.schema.json").read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


def load_bundle(path: str | Path | None = None) -> Bundle:
    """Read and validate a bundle file; `None` means the shipped default bundle."""
    p = default_bundle_path() if path is None else Path(path)
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise BundleError(f"cannot read bundle: {exc.strerror or exc}", source=str(p)) from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise BundleError(f"not UTF-8 text (byte {exc.start})", source=str(p), line=line) from exc
    return parse_bundle_text(text, source=str(p))


def parse_bundle_text(text: str, source: str = "<string>") -> Bundle:
    """Parse bundle YAML from a string; errors name `source`, the document path and the line."""
    data, lines = _compose(text, source)
    _validate_schema(data, lines, source)
    bundle = _build(data, source)
    check_bundle(bundle, lines)
    return bundle


def _compose(text: str, source: str) -> tuple[Any, LineMap]:
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        raise BundleError(f"malformed YAML: {exc.problem or exc.context}", source=source, line=line) from exc
    except yaml.YAMLError as exc:
        raise BundleError(f"malformed YAML: {exc}", source=source) from exc
    if node is None:
        raise BundleError("empty document, expected a RuleBundle mapping", source=source, line=1)
    lines: LineMap = {}
    data = _to_data(node, "", lines, source)
    return data, lines


def _to_data(node: yaml.Node, path: str, lines: LineMap, source: str) -> Any:
    lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key = _scalar(key_node, source)
            if not isinstance(key, str):
                raise BundleError(
                    f"mapping keys must be strings, got {key!r}", source, path, key_node.start_mark.line + 1
                )
            child = f"{path}.{key}" if path else key
            if key in out:
                raise BundleError(f"duplicate key {key!r}", source, child, key_node.start_mark.line + 1)
            out[key] = _to_data(value_node, child, lines, source)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_to_data(v, f"{path}[{i}]", lines, source) for i, v in enumerate(node.value)]
    return _scalar(node, source)


def _scalar(node: yaml.Node, source: str) -> Any:
    if not isinstance(node, yaml.ScalarNode):
        raise BundleError("expected a scalar", source, line=node.start_mark.line + 1)
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_object(node, deep=True)
    except yaml.YAMLError as exc:
        raise BundleError(f"bad scalar: {exc}", source, line=node.start_mark.line + 1) from exc
    finally:
        loader.dispose()


def format_path(parts: Any) -> str:
    out = ""
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def line_of(lines: LineMap, path: str) -> int | None:
    """The line of `path`, or of its nearest ancestor that has one."""
    while path:
        if path in lines:
            return lines[path]
        cut = max(path.rfind("."), path.rfind("["))
        path = path[:cut] if cut > 0 else ""
    return lines.get("")


def _validate_schema(data: Any, lines: LineMap, source: str) -> None:
    validator = jsonschema.Draft202012Validator(bundle_schema())
    errors = sorted(validator.iter_errors(data), key=lambda e: (len(e.absolute_path), list(map(str, e.path))))
    if not errors:
        return
    # the most specific error of the first failing location reads best
    err = jsonschema.exceptions.best_match(errors) or errors[0]
    parts = list(err.absolute_path)
    if err.validator == "additionalProperties" and isinstance(err.instance, dict):
        # point at the unexpected key itself, not at the mapping that holds it
        known = err.schema.get("properties", {}) if isinstance(err.schema, dict) else {}
        parts += [k for k in err.instance if k not in known][:1]
    path = format_path(parts)
    more = f" (and {len(errors) - 1} more problem(s))" if len(errors) > 1 else ""
    raise BundleError(err.message + more, source, path or "(document)", line_of(lines, path))


def _tuple(terms: Any, lang: str) -> tuple[str, ...]:
    return tuple(terms.get(lang, [])) if isinstance(terms, dict) else ()


def _build(d: dict[str, Any], source: str) -> Bundle:
    meta = d["metadata"]
    scan = d.get("scan", {})
    heat = d.get("heatmap", {})
    return Bundle(
        api_version=d["apiVersion"],
        kind=d["kind"],
        metadata=Metadata(
            name=meta["name"],
            version=str(meta["version"]),
            description=meta.get("description", ""),
            annotations=tuple(sorted((str(k), str(v)) for k, v in meta.get("annotations", {}).items())),
        ),
        sensitivity=float(d.get("sensitivity", 0.75)),
        cache_size=int(d.get("cacheSize", 2048)),
        scan=ScanSettings(
            window_bytes=int(scan.get("windowBytes", 96)),
            breaks=tuple(scan.get("breaks", DEFAULT_BREAKS)),
            token_window=int(scan.get("tokenWindow", 3)),
        ),
        categories=tuple(
            Category(
                id=c["id"],
                description=c.get("description", ""),
                builtin=c.get("builtin"),
                en=_tuple(c.get("terms"), "en"),
                zh=_tuple(c.get("terms"), "zh"),
            )
            for c in d["categories"]
        ),
        domains=tuple(
            Domain(
                id=x["id"],
                description=x.get("description", ""),
                en=_tuple(x["terms"], "en"),
                zh=_tuple(x["terms"], "zh"),
            )
            for x in d.get("domains", [])
        ),
        heatmap=Heatmap(
            pairs=tuple(PairWeight(p["left"], p["right"], float(p["weight"])) for p in heat.get("pairs", [])),
            terms=tuple(
                TermWeight(t["term"], t["category"], float(t["weight"])) for t in heat.get("terms", [])
            ),
        ),
        key_nodes=tuple(KeyNode(k["name"], k["after"], k["then"]) for k in d.get("keyNodes", [])),
        source=source,
    )
