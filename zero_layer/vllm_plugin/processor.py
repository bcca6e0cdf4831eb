"""One class for both vLLM runners, so one entry point / one ``--logits-processors`` name works
everywhere.

vLLM's V2 loader accepts only subclasses of the V2 ``LogitsProcessor``; the V1 loader checks
``--logits-processors`` names against the V1 base and constructs entry-point classes with V1
arguments. :class:`ZeroLayerLogitsProcessor` subclasses both bases and, at construction, becomes the
V1 or V2 implementation depending on the arguments vLLM passes:
``(vllm_config, device, is_pin_memory)`` for V1, ``(vllm_config, req_states)`` for V2.
"""

from __future__ import annotations

from typing import Any

from vllm.v1.sample.logits_processor import LogitsProcessor as V1LogitsProcessor
from vllm.v1.worker.gpu.sample.logits_processor import LogitsProcessor as V2LogitsProcessor

from zero_layer.vllm_plugin.options import parse_options
from zero_layer.vllm_plugin.v1 import ZeroLayerV1LogitsProcessor
from zero_layer.vllm_plugin.v2 import ZeroLayerV2LogitsProcessor

__all__ = ["ZeroLayerLogitsProcessor"]


class ZeroLayerLogitsProcessor(V1LogitsProcessor, V2LogitsProcessor):
    """Entry-point class; ``ZeroLayerLogitsProcessor(...)`` returns the runner-specific processor."""

    def __new__(cls, vllm_config: Any, *args: Any, **kwargs: Any) -> Any:
        if len(args) == 2 or "device" in kwargs:
            return ZeroLayerV1LogitsProcessor(vllm_config, *args, **kwargs)
        return ZeroLayerV2LogitsProcessor(vllm_config, *args, **kwargs)

    @classmethod
    def validate_params(cls, sampling_params: Any) -> None:
        parse_options(sampling_params.extra_args)

    # Never reached: __new__ returns an instance of another class, so __init__ and these do not run.
    def is_argmax_invariant(self) -> bool:  # pragma: no cover
        return False

    def update_state(self, batch_update: Any) -> None:  # pragma: no cover
        raise NotImplementedError

    def apply(self, logits: Any, *args: Any) -> Any:  # pragma: no cover
        raise NotImplementedError
