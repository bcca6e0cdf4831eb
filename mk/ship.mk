# Shipping: Helm chart, images, GitOps files, docs and the demos (owner: SHIP).
#   make demo          the whole story on a local control plane (scripts/demo.py)
#   make demo-runtime  the gateway over vLLM on CPU: zero_state and moving metrics
#   make chart-crds    copy crds/*.yaml into the chart (a unit test fails when they differ)
#   make lint-chart    helm lint, default values and the monitoring-enabled variant
#   make lint-docker   hadolint both Dockerfiles
#   make docs          regenerate docs/crd-reference.md, the benchmark table and the Argo CD snippet

SHIP_CHART := charts/zero-layer-operator
SHIP_KUBE_VERSION := $(shell sed -n "s/^KUBE_VERSION=//p" tests/cluster/versions.env)
# helm is built from the Go module proxy by the cluster kit (make cluster-build) and cached under $(ZL_CACHE).
SHIP_HELM = $$(PYTHONPATH=tests/support $(PY) -m zl_testkit.cluster bin-path helm)

.PHONY: demo demo-runtime chart-crds lint-chart lint-docker docs

demo: venv cluster-up
	$(PY) scripts/demo.py

demo-runtime: venv vllm-env
	$(PY) scripts/demo.py --runtime

chart-crds:
	@rm -f $(SHIP_CHART)/crds/*.yaml
	@cp crds/*.yaml $(SHIP_CHART)/crds/
	@echo "copied $$(ls crds/*.yaml | wc -l) CRDs into $(SHIP_CHART)/crds/"

lint-chart: venv cluster-build
	$(SHIP_HELM) lint --strict --kube-version $(SHIP_KUBE_VERSION) $(SHIP_CHART)
	$(SHIP_HELM) lint --strict --kube-version $(SHIP_KUBE_VERSION) $(SHIP_CHART) --set serviceMonitor.enabled=true,prometheusRule.enabled=true

lint-docker: venv
	$(VENV)/bin/hadolint images/operator/Dockerfile images/runtime/Dockerfile

docs: venv
	$(PY) scripts/gen_argocd_health.py
	$(PY) scripts/gen_docs.py

TEST_DEPS += lint-docker
