"""Per-request options of the zero-layer logits processor, read from ``SamplingParams.extra_args``.

Online (vLLM's OpenAI server) they come from the request body's ``vllm_xargs`` (flat values only);
offline from ``SamplingParams(extra_args=...)``. A request opts in with ``{"zero_layer": 1}``; every
other key is optional:

===================  =======================================================================
key                  meaning
===================  =======================================================================
``zero_layer``       1/true opts the request in (anything falsy or absent: the row is ignored)
``zero_layer_id``    correlation id echoed in the end-of-request record (the gateway sets it)
``zero_layer_mode``  ``observe`` (default) or ``enforce``
``zero_layer_values`` enforce mode: ``|``-separated values from the sources, e.g. ``30 days|5%``
``zero_layer_top_k`` token probabilities kept per key decision node (1..20)
===================  =======================================================================

Pure module: no vLLM or torch import, so the gateway and the frontend's ``validate_params`` share it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

__all__ = ["OPT_IN_KEY", "OptionsError", "RowOptions", "parse_options"]

OPT_IN_KEY = "zero_layer"
_MAX_VALUES = 256
_MAX_VALUE_CHARS = 64


class OptionsError(ValueError):
    """A ``zero_layer*`` request argument is invalid (vLLM turns it into an HTTP 400)."""


@dataclass(frozen=True)
class RowOptions:
    """What one opted-in request asked the processor to do."""

    request_id: str = ""
    mode: Literal["observe", "enforce"] = "observe"
    values: tuple[str, ...] = ()
    top_k: int = 5


def _truthy(value: Any) -> bool:
    if isinstance(value, str):
        return value.strip().lower() not in ("", "0", "false", "no", "off")
    return bool(value)


def parse_options(
    extra_args: Mapping[str, Any] | None, *, default_mode: str = "observe", default_top_k: int = 5
) -> RowOptions | None:
    """``None`` when the request did not opt in; otherwise its validated options.

    Raises :class:`OptionsError` naming the argument when a value is unusable.
    """
    if not extra_args or not _truthy(extra_args.get(OPT_IN_KEY)):
        return None
    mode = str(extra_args.get("zero_layer_mode", default_mode)).strip().lower()
    if mode not in ("observe", "enforce"):
        raise OptionsError(f"vllm_xargs.zero_layer_mode: expected 'observe' or 'enforce', got {mode!r}")
    raw_values = extra_args.get("zero_layer_values", "")
    if isinstance(raw_values, list):
        values = tuple(str(v).strip() for v in raw_values)
    else:
        values = tuple(v.strip() for v in str(raw_values).split("|"))
    values = tuple(v for v in values if v)
    if len(values) > _MAX_VALUES or any(len(v) > _MAX_VALUE_CHARS for v in values):
        raise OptionsError(
            f"vllm_xargs.zero_layer_values: at most {_MAX_VALUES} values of "
            f"at most {_MAX_VALUE_CHARS} characters each"
        )
    raw_k = extra_args.get("zero_layer_top_k", default_top_k)
    try:
        top_k = int(raw_k)
    except (TypeError, ValueError):
        raise OptionsError(f"vllm_xargs.zero_layer_top_k: expected an integer, got {raw_k!r}") from None
    if not 1 <= top_k <= 20:
        raise OptionsError(f"vllm_xargs.zero_layer_top_k: expected 1..20, got {top_k}")
    request_id = str(extra_args.get("zero_layer_id", ""))[:128]
    return RowOptions(request_id=request_id, mode=mode, values=values, top_k=top_k)  # type: ignore[arg-type]
