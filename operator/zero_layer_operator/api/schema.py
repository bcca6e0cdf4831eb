"""Typed-model machinery: one dataclass field declaration yields the OpenAPI schema, the CEL rules,
the default and the parser, so the CRD and the operator can never disagree about a field.

Models are frozen dataclasses whose fields are declared with :func:`field`. Python names are
snake_case; the wire name is camelCase unless ``name=`` overrides it. ``X | None`` fields are optional
and carry no default; every other field either has a default or is required.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeVar, Union, get_args, get_origin

__all__ = ["Cel", "ValidationError", "field", "openapi_schema", "parse", "to_wire", "wire_name"]

T = TypeVar("T")
_MISSING = dataclasses.MISSING


class ValidationError(ValueError):
    """A spec value is invalid; ``path`` names the field (``spec.gpu.minComputeCapability``)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


@dataclass(frozen=True)
class Cel:
    """One CEL rule (``x-kubernetes-validations``) with the message the API server returns."""

    rule: str
    message: str


def field(
    description: str,
    *,
    default: Any = _MISSING,
    default_factory: Any = _MISSING,
    name: str | None = None,
    cel: tuple[Cel, ...] = (),
    enum: tuple[str, ...] = (),
    pattern: str | None = None,
    max_length: int | None = None,
    max_items: int | None = None,
    minimum: float | None = None,
    maximum: float | None = None,
    preserve_unknown: bool = False,
    list_map_keys: tuple[str, ...] = (),
) -> Any:
    """Declare a model field with everything the CRD needs to describe and validate it."""
    meta = {
        "description": description,
        "name": name,
        "cel": cel,
        "enum": enum,
        "pattern": pattern,
        "max_length": max_length,
        "max_items": max_items,
        "minimum": minimum,
        "maximum": maximum,
        "preserve_unknown": preserve_unknown,
        "list_map_keys": list_map_keys,
    }
    if default_factory is not _MISSING:
        return dataclasses.field(default_factory=default_factory, metadata=meta)
    return dataclasses.field(default=default, metadata=meta)


def wire_name(f: dataclasses.Field[Any]) -> str:
    """The camelCase key a field has in YAML/JSON."""
    explicit = f.metadata.get("name")
    if explicit:
        return str(explicit)
    head, *rest = f.name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def _unwrap_optional(tp: Any) -> tuple[Any, bool]:
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        args = [a for a in get_args(tp) if a is not type(None)]
        if len(args) == 1 and len(get_args(tp)) == 2:
            return args[0], True
    return tp, False


def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _default_of(f: dataclasses.Field[Any]) -> Any:
    if f.default is not _MISSING:
        return f.default
    if f.default_factory is not _MISSING:
        return f.default_factory()
    return _MISSING


def _type_schema(tp: Any) -> dict[str, Any]:
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return openapi_schema(tp)
    origin = get_origin(tp)
    if tp is str:
        return {"type": "string"}
    if tp is bool:
        return {"type": "boolean"}
    if tp is int:
        return {"type": "integer", "format": "int64"}
    if tp is float:
        return {"type": "number"}
    if origin in (list, tuple):
        return {"type": "array", "items": _type_schema(get_args(tp)[0])}
    if origin in (dict, Mapping):
        return {"type": "object", "additionalProperties": _type_schema(get_args(tp)[1])}
    raise TypeError(f"unsupported model type {tp!r}")


def _field_schema(f: dataclasses.Field[Any], tp: Any) -> dict[str, Any]:
    meta = f.metadata
    schema = _type_schema(tp)
    schema = {"description": meta["description"], **schema}
    default = _default_of(f)
    if default is not _MISSING and default is not None:
        schema["default"] = to_wire(default)
    if meta["enum"]:
        schema["enum"] = list(meta["enum"])
    for key, schema_key in (
        ("pattern", "pattern"),
        ("max_length", "maxLength"),
        ("max_items", "maxItems"),
        ("minimum", "minimum"),
        ("maximum", "maximum"),
    ):
        if meta[key] is not None:
            schema[schema_key] = meta[key]
    if meta["preserve_unknown"]:
        schema["x-kubernetes-preserve-unknown-fields"] = True
    if meta["list_map_keys"]:
        schema["x-kubernetes-list-type"] = "map"
        schema["x-kubernetes-list-map-keys"] = list(meta["list_map_keys"])
    if meta["cel"]:
        schema["x-kubernetes-validations"] = [{"rule": c.rule, "message": c.message} for c in meta["cel"]]
    return schema


def openapi_schema(cls: type) -> dict[str, Any]:
    """The structural OpenAPI v3 schema of a model (descriptions on every property)."""
    hints = _hints(cls)
    props: dict[str, Any] = {}
    required: list[str] = []
    for f in dataclasses.fields(cls):
        tp, optional = _unwrap_optional(hints[f.name])
        props[wire_name(f)] = _field_schema(f, tp)
        if not optional and _default_of(f) is _MISSING:
            required.append(wire_name(f))
    schema: dict[str, Any] = {"type": "object", "properties": props}
    if required:
        schema["required"] = required
    rules = getattr(cls, "__cel__", ())
    if rules:
        schema["x-kubernetes-validations"] = [{"rule": c.rule, "message": c.message} for c in rules]
    return schema


def _parse_value(tp: Any, value: Any, path: str) -> Any:
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return parse(tp, value, path)
    origin = get_origin(tp)
    if tp is str:
        if not isinstance(value, str):
            raise ValidationError(path, f"expected a string, got {type(value).__name__}")
        return value
    if tp is bool:
        if not isinstance(value, bool):
            raise ValidationError(path, f"expected true or false, got {value!r}")
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValidationError(path, f"expected an integer, got {value!r}")
        return value
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValidationError(path, f"expected a number, got {value!r}")
        return float(value)
    if origin in (list, tuple):
        if not isinstance(value, list | tuple):
            raise ValidationError(path, f"expected a list, got {type(value).__name__}")
        item = get_args(tp)[0]
        return tuple(_parse_value(item, v, f"{path}[{i}]") for i, v in enumerate(value))
    if origin in (dict, Mapping):
        if not isinstance(value, Mapping):
            raise ValidationError(path, f"expected a mapping, got {type(value).__name__}")
        vt = get_args(tp)[1]
        return {str(k): _parse_value(vt, v, f"{path}.{k}") for k, v in value.items()}
    raise TypeError(f"unsupported model type {tp!r}")


def parse(cls: type[T], data: Any, path: str = "spec") -> T:
    """Build a model from wire data, applying defaults; unknown keys are an error naming the field."""
    if data is None:
        data = {}
    if not isinstance(data, Mapping):
        raise ValidationError(path, f"expected a mapping, got {type(data).__name__}")
    hints = _hints(cls)
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    known = {wire_name(f) for f in fields}
    unknown = sorted(set(data) - known)
    if unknown:
        raise ValidationError(f"{path}.{unknown[0]}", f"unknown field (known: {', '.join(sorted(known))})")
    kwargs: dict[str, Any] = {}
    for f in fields:
        key = wire_name(f)
        tp, optional = _unwrap_optional(hints[f.name])
        sub = f"{path}.{key}"
        if key in data and data[key] is not None:
            kwargs[f.name] = _parse_value(tp, data[key], sub)
        elif optional:
            kwargs[f.name] = None
        elif _default_of(f) is not _MISSING:
            kwargs[f.name] = _default_of(f)
        elif dataclasses.is_dataclass(tp):
            kwargs[f.name] = parse(tp, {}, sub)  # type: ignore[arg-type]
        else:
            raise ValidationError(sub, "required field is missing")
    return cls(**kwargs)


def to_wire(value: Any) -> Any:
    """Model → plain JSON-able data with camelCase keys (None fields dropped)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {}
        for f in dataclasses.fields(value):
            v = getattr(value, f.name)
            if v is not None:
                out[wire_name(f)] = to_wire(v)
        return out
    if isinstance(value, list | tuple):
        return [to_wire(v) for v in value]
    if isinstance(value, Mapping):
        return {k: to_wire(v) for k, v in value.items()}
    return value
