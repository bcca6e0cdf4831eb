# Local Kubernetes control plane (owner: CLUSTER). See tests/cluster/ and tests/support/zl_testkit/cluster.py.
# Binaries are built from the Go module proxy into $(ZL_CACHE)/bin, keyed by version (tests/cluster/versions.env).
CLUSTER_PY := PYTHONPATH=tests/support $(PY) -m zl_testkit.cluster

.PHONY: cluster-build cluster-up cluster-down cluster-status helm-path

cluster-build:
	tests/cluster/build.sh all

cluster-up: venv cluster-build
	$(CLUSTER_PY) up

cluster-down: venv
	$(CLUSTER_PY) down

cluster-status: venv
	$(CLUSTER_PY) status

helm-path: venv cluster-build
	@$(CLUSTER_PY) bin-path helm

TEST_DEPS += cluster-build
