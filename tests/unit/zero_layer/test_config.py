"""RuntimeSettings: ZERO_LAYER_* parsing, validation naming the variable, round trip through to_env."""

from __future__ import annotations

from pathlib import Path

import pytest

from zero_layer.config import RuntimeSettings, SettingsError

pytestmark = pytest.mark.unit


def test_defaults_match_the_deployment_defaults() -> None:
    s = RuntimeSettings.from_env({})
    assert (s.enabled, s.warmup_steps, s.mode, s.answer_threshold, s.confirm_threshold) == (
        True,
        50,
        "observe",
        0.9,
        0.7,
    )
    assert s.upstream_url == "http://127.0.0.1:8001"


def test_reads_the_operator_variables() -> None:
    env = {
        "ZERO_LAYER_BUNDLE_PATH": "/etc/zero-layer/bundle.yaml",
        "ZERO_LAYER_SENSITIVITY": "0.8",
        "ZERO_LAYER_CACHE_SIZE": "4096",
        "ZERO_LAYER_WARMUP_STEPS": "10",
        "ZERO_LAYER_MODE": "enforce",
        "ZERO_LAYER_ENABLED": "false",
        "ZERO_LAYER_OPERATOR_NAMESPACE": "ignored",  # the operator's own settings share the prefix
    }
    s = RuntimeSettings.from_env(env)
    assert s.bundle_path == Path("/etc/zero-layer/bundle.yaml")
    assert (s.sensitivity, s.cache_size, s.warmup_steps, s.mode, s.enabled) == (
        0.8,
        4096,
        10,
        "enforce",
        False,
    )
    assert RuntimeSettings.from_env(s.to_env()) == s


@pytest.mark.parametrize(
    ("env", "variable"),
    [
        ({"ZERO_LAYER_SENSITIVITY": "high"}, "ZERO_LAYER_SENSITIVITY"),
        ({"ZERO_LAYER_SENSITIVITY": "1.5"}, "ZERO_LAYER_SENSITIVITY"),
        ({"ZERO_LAYER_WARMUP_STEPS": "-1"}, "ZERO_LAYER_WARMUP_STEPS"),
        ({"ZERO_LAYER_MODE": "block"}, "ZERO_LAYER_MODE"),
        ({"ZERO_LAYER_ENABLED": "maybe"}, "ZERO_LAYER_ENABLED"),
        ({"ZERO_LAYER_CONFIRM_THRESHOLD": "0.95"}, "ZERO_LAYER_CONFIRM_THRESHOLD"),
    ],
)
def test_bad_values_fail_fast_naming_the_variable(env: dict[str, str], variable: str) -> None:
    with pytest.raises(SettingsError, match=variable):
        RuntimeSettings.from_env(env)


def test_overrides_win_and_none_means_unset() -> None:
    s = RuntimeSettings.from_env({"ZERO_LAYER_PORT": "9000"}, port=None, vllm_port=9001)
    assert (s.port, s.vllm_port) == (9000, 9001)


def test_bundle_overrides_apply_to_the_loaded_bundle() -> None:
    plain = RuntimeSettings().load_bundle()
    tuned = RuntimeSettings(sensitivity=0.6, cache_size=4096).load_bundle()
    assert (tuned.sensitivity, tuned.cache_size) == (0.6, 4096)
    assert tuned.categories == plain.categories and tuned.digest != plain.digest
