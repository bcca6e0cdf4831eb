"""zero-layer's vLLM logits-processor plugin: the SFCL state machine on generated tokens.

Enable it
---------
Installing ``zero-layer`` registers ``zero_layer.vllm_plugin.processor:ZeroLayerLogitsProcessor`` in
vLLM's ``vllm.logits_processors`` entry-point group, so every vLLM engine started from this
environment loads it (``ZERO_LAYER_ENABLED=0`` keeps it inert). Without the entry point::

    vllm serve MODEL --logits-processors zero_layer.vllm_plugin.processor:ZeroLayerLogitsProcessor
    LLM(model=..., logits_processors=[register()[0]])

The same class serves vLLM's V1 runner (CPU) and V2 runner (default on GPU). It reads
``ZERO_LAYER_*`` settings (:mod:`zero_layer.config`): the bundle path, mode, snapshot size and the UDP
port of the gateway's record sink.

Opt in per request
------------------
Online: ``{"vllm_xargs": {"zero_layer": 1, "zero_layer_id": "abc"}}`` in the request body (the
``zero-layer serve`` gateway adds this when a request asks for ``zero_state``). Offline:
``SamplingParams(extra_args={"zero_layer": 1})``. Other keys: :mod:`zero_layer.vllm_plugin.options`.
Requests that do not opt in have no per-row state, and a batch without opted-in rows returns from
``apply`` at once.

What it does per decode step
----------------------------
1. Advances the compiled bundle's token state machine (``zero_layer.engine.TokenMachine``, built at
   preload from the served tokenizer's vocabulary) by the last generated token of every opted-in row,
   in one wasm call for the whole batch.
2. At a *key decision node* (the machine says the next token decides a number, unit, date, anchor ...)
   it keeps the top-k token probabilities (softmax of the logits at temperature 1, after vLLM's
   bias/penalty/bad-words stages) on the logits' device. Nothing is copied to the host until the
   request ends; then one record goes to the gateway (see :mod:`zero_layer.vllm_plugin.sink`)::

       {"kind": "request", "id": "abc", "mode": "observe", "tokens": 16, "key_nodes": 2,
        "snapshots": [{"step": 5, "node": "number", "token_ids": [17, 3, ...],
                       "probs": [0.41, 0.12, ...]}], "biased_steps": 0, "vocab_size": 512}

Observe mode (default) never writes to the logits: same seed, same text, with or without the plugin.

Enforce mode (opt in with ``zero_layer_mode=enforce`` and ``zero_layer_values="30 days|5%"``)
---------------------------------------------------------------------------------------------------
Exactly this, and nothing else: at a step where the row is at a key decision node, or its previous
token is a number token in the vocabulary table (categories ``number``/``cn_numeral``), the processor adds
``ZERO_LAYER_ENFORCE_BIAS`` (default 4.0) to the logits of the tokens that continue one of the given
source values: tokens whose stripped text is a digit-bearing substring of a value's number part
(``"30"``, ``"3"``, ``"0"`` for ``"30"``) and tokens whose stripped text is a prefix of its unit part
(``"days"``, ``"da"``; a one-character unit like ``"%"`` counts itself). Nothing is masked, the
bias is the same for all those tokens, rows without values are never biased, and no other step is
touched. It nudges the model towards numbers that appear in the sources; it cannot guarantee them.
On the V2 runner it waits for the previous token at every step while an enforce row is in the batch.
"""

from __future__ import annotations

__all__ = ["PROCESSOR_FQCN", "register"]

PROCESSOR_FQCN = "zero_layer.vllm_plugin.processor:ZeroLayerLogitsProcessor"

_registered: list[str] = []


def register() -> list[str]:
    """Idempotently check that the processor imports and return ``[PROCESSOR_FQCN]``.

    Usable as a ``vllm.general_plugins`` hook and by callers that pass ``logits_processors=``;
    vLLM is imported here, not when this package is imported.
    """
    if not _registered:
        import importlib

        module_name, attr = PROCESSOR_FQCN.split(":")
        getattr(importlib.import_module(module_name), attr)
        _registered.append(PROCESSOR_FQCN)
    return list(_registered)
