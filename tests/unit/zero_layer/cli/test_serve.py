"""``zero-layer serve`` start-up gate: GPU compute capability, the CPU escape hatch, the vLLM command."""

from __future__ import annotations

import sys

import pytest
from click.testing import CliRunner

from zero_layer.cli.serve import command, gpu_refusal, vllm_command
from zero_layer.config import RuntimeSettings

pytestmark = pytest.mark.unit


def test_refuses_an_old_gpu_with_a_clear_message() -> None:
    reason = gpu_refusal(RuntimeSettings(), gpus=[("Tesla T4", 7.5)])
    assert reason is not None and "7.5" in reason and "8.0" in reason and "Tesla T4" in reason
    assert gpu_refusal(RuntimeSettings(allow_cpu=True), gpus=[("Tesla T4", 7.5)]) is not None


def test_accepts_ampere_and_newer() -> None:
    assert gpu_refusal(RuntimeSettings(), gpus=[("NVIDIA A100", 8.0), ("NVIDIA H100", 9.0)]) is None


def test_no_gpu_needs_allow_cpu() -> None:
    reason = gpu_refusal(RuntimeSettings(), gpus=[])
    assert reason is not None and "--allow-cpu" in reason
    assert gpu_refusal(RuntimeSettings(allow_cpu=True), gpus=[]) is None


def test_cli_exits_2_without_gpu_and_without_allow_cpu(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("zero_layer.cli.serve._compute_capabilities", lambda: [])
    result = CliRunner().invoke(command, ["--model", "m"], env={"ZERO_LAYER_ALLOW_CPU": "0"})
    assert result.exit_code == 2 and "no NVIDIA GPU found" in result.output


def test_cli_names_a_bad_variable() -> None:
    result = CliRunner().invoke(command, ["--model", "m"], env={"ZERO_LAYER_WARMUP_STEPS": "many"})
    assert result.exit_code == 2 and "ZERO_LAYER_WARMUP_STEPS" in result.output


def test_vllm_child_command_binds_loopback_and_passes_extra_args() -> None:
    cmd = vllm_command("m", 8001, ["--max-num-seqs", "24"])
    assert cmd[:5] == [sys.executable, "-m", "vllm.entrypoints.launchers.api_server.entry", "--model", "m"]
    assert cmd[cmd.index("--host") + 1] == "127.0.0.1" and cmd[-2:] == ["--max-num-seqs", "24"]
