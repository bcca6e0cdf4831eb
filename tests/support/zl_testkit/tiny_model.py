"""A tiny random-weight Llama for running the real vLLM engine on CPU in tests.

No download: the tokenizer is a byte-level BPE trained with ``tokenizers`` on a few sentences that hold
the things the rules care about (digits, percentages, units, durations, Chinese), saved through
``PreTrainedTokenizerFast``; the model is only a ``config.json`` and vLLM is started with
``load_format="dummy"`` (random weights). Output text is random, which is all plumbing, metrics and
overhead tests need. ``head_dim`` is 64 because vLLM's CPU attention kernels reject smaller heads.

Use :func:`make_tiny_model` (idempotent per directory) and :func:`engine_kwargs` for ``vllm.LLM`` /
``vllm serve`` arguments known to work on a 2-core machine.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

__all__ = ["ENGINE_ENV", "TRAINING_TEXT", "engine_kwargs", "make_tiny_model", "serve_args"]

TRAINING_TEXT: tuple[str, ...] = (
    "Payment is due within 30 days after acceptance of the goods.",
    "Payment is due 60 days after acceptance; late fees of 5% apply.",
    "The interest rate is 3.5% per year, or 0.29% per month.",
    "Glucose 500 mg/dL equals 27.8 mmol/L; ALT 45 U/L is elevated.",
    "Revenue in Q3 grew by 12.4% to 1,250,000 USD.",
    "The dose is 10 mg twice a day for 7 days.",
    "付款期限为验收后30日，违约金为合同金额的5%。",
    "第三季度收入增长百分之十二，利率为三点五厘。",
    "客服将在3个工作日内回复，退款金额为一万元。",
    "Numbers 0 1 2 3 4 5 6 7 8 9 10 100 1000 and 2026-12-02.",
    "The quick brown fox jumps over the lazy dog.",
)

ENGINE_ENV: dict[str, str] = {"VLLM_CPU_KVCACHE_SPACE": "1", "VLLM_LOGGING_LEVEL": "WARNING"}
"""Environment for a vLLM process on CPU: 1 GiB of KV cache is plenty for the tiny model."""

_VOCAB_SIZE = 512


def _llama_config(vocab_size: int, bos: int, eos: int) -> dict[str, Any]:
    return {
        "architectures": ["LlamaForCausalLM"],
        "model_type": "llama",
        "hidden_size": 128,
        "intermediate_size": 256,
        "num_attention_heads": 2,
        "num_key_value_heads": 2,
        "head_dim": 64,
        "num_hidden_layers": 2,
        "vocab_size": vocab_size,
        "max_position_embeddings": 512,
        "rms_norm_eps": 1e-5,
        "rope_theta": 10000.0,
        "hidden_act": "silu",
        "tie_word_embeddings": False,
        "torch_dtype": "bfloat16",
        "bos_token_id": bos,
        "eos_token_id": eos,
    }


def make_tiny_model(directory: str | Path) -> Path:
    """Write tokenizer files and ``config.json`` into ``directory`` (reused when already there)."""
    out = Path(directory)
    if (out / "config.json").is_file() and (out / "tokenizer.json").is_file():
        return out
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    out.mkdir(parents=True, exist_ok=True)
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=_VOCAB_SIZE,
        special_tokens=["<s>", "</s>", "<unk>"],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator(list(TRAINING_TEXT) * 4, trainer=trainer)
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tok, bos_token="<s>", eos_token="</s>", unk_token="<unk>", pad_token="</s>"
    )
    # A minimal chat template so /v1/chat/completions works against the tiny model.
    fast.chat_template = (
        "{% for m in messages %}{{ m['role'] }}: {{ m['content'] }}\n{% endfor %}"
        "{% if add_generation_prompt %}assistant: {% endif %}"
    )
    fast.save_pretrained(str(out))
    vocab_size = len(fast)
    config = _llama_config(vocab_size, fast.bos_token_id, fast.eos_token_id)
    (out / "config.json").write_text(json.dumps(config, indent=2))
    (out / "generation_config.json").write_text(
        json.dumps({"bos_token_id": config["bos_token_id"], "eos_token_id": config["eos_token_id"]})
    )
    return out


def engine_kwargs(model_dir: str | Path, **overrides: Any) -> dict[str, Any]:
    """Keyword arguments for ``vllm.LLM`` that start the tiny model on a CPU."""
    kwargs: dict[str, Any] = {
        "model": str(model_dir),
        "load_format": "dummy",
        "dtype": "bfloat16",
        "enforce_eager": True,
        "max_model_len": 256,
        "max_num_seqs": 8,
        "gpu_memory_utilization": 0.1,
        "seed": 0,
    }
    kwargs.update(overrides)
    return kwargs


def serve_args(model_dir: str | Path) -> list[str]:
    """The same settings as command-line flags for ``vllm serve`` (OpenAI server)."""
    return [
        "--load-format",
        "dummy",
        "--dtype",
        "bfloat16",
        "--enforce-eager",
        "--max-model-len",
        "256",
        "--max-num-seqs",
        "8",
        "--gpu-memory-utilization",
        "0.1",
        "--seed",
        "0",
    ]
