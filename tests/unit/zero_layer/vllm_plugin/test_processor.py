"""The entry-point class: accepted by both of vLLM's loaders, dispatches on the constructor arguments."""

from __future__ import annotations

from importlib.metadata import entry_points
from types import SimpleNamespace

import numpy as np
import pytest
import torch
from vllm import SamplingParams
from vllm.v1.sample.logits_processor import LogitsProcessor as V1LogitsProcessor
from vllm.v1.sample.logits_processor import _load_logitsprocs_by_fqcns
from vllm.v1.worker.gpu.sample.logits_processor import LogitsProcessor as V2LogitsProcessor
from vllm.v1.worker.gpu.sample.logits_processor import LogitsProcRequestState
from vllm.v1.worker.gpu.sample.logits_processor.loader import _load_v2_logitsprocs

from zero_layer.vllm_plugin import PROCESSOR_FQCN, register
from zero_layer.vllm_plugin.options import OptionsError
from zero_layer.vllm_plugin.processor import ZeroLayerLogitsProcessor
from zero_layer.vllm_plugin.v1 import ZeroLayerV1LogitsProcessor
from zero_layer.vllm_plugin.v2 import ZeroLayerV2LogitsProcessor

pytestmark = pytest.mark.unit


def test_entry_point_is_registered() -> None:
    names = {ep.value for ep in entry_points(group="vllm.logits_processors")}
    assert PROCESSOR_FQCN in names


def test_both_vllm_loaders_accept_the_fqcn() -> None:
    assert _load_logitsprocs_by_fqcns([PROCESSOR_FQCN]) == [ZeroLayerLogitsProcessor]
    assert ZeroLayerLogitsProcessor in _load_v2_logitsprocs([PROCESSOR_FQCN])
    assert issubclass(ZeroLayerLogitsProcessor, V1LogitsProcessor)
    assert issubclass(ZeroLayerLogitsProcessor, V2LogitsProcessor)


def test_construction_dispatches_by_runner() -> None:
    v1 = ZeroLayerLogitsProcessor(None, torch.device("cpu"), False, core=None)
    assert isinstance(v1, ZeroLayerV1LogitsProcessor) and v1.is_argmax_invariant() is False
    prompt = SimpleNamespace(np=np.zeros(2, dtype=np.int32))
    states = LogitsProcRequestState(torch.device("cpu"), 2, 8, None, prompt, prompt, None)  # type: ignore[arg-type]
    v2 = ZeroLayerLogitsProcessor(None, states, core=None)
    assert isinstance(v2, ZeroLayerV2LogitsProcessor)


def test_validate_params_rejects_bad_arguments_at_admission() -> None:
    ZeroLayerLogitsProcessor.validate_params(SamplingParams(extra_args={"zero_layer": 1}))
    with pytest.raises(OptionsError, match="zero_layer_mode"):
        ZeroLayerLogitsProcessor.validate_params(
            SamplingParams(extra_args={"zero_layer": 1, "zero_layer_mode": "x"})
        )


def test_register_is_idempotent() -> None:
    assert register() == [PROCESSOR_FQCN]
    assert register() == [PROCESSOR_FQCN]
