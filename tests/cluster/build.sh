#!/usr/bin/env bash
# Build the local control-plane binaries (Kubernetes, etcd, KWOK, Helm) from the Go module proxy.
#
# Why build: the machines have no Docker, so kind/envtest downloads are out; the module proxy is
# reachable. Everything lands under $ZL_CACHE (default ~/.cache/zero-layer), keyed by version:
#   $ZL_CACHE/go/mod, $ZL_CACHE/go/build       GOMODCACHE / GOCACHE shared by all builds
#   $ZL_CACHE/bin/<component>/<version>/       the binaries + a .stamp file
# A component whose stamp matches is not rebuilt, so a warm run does nothing.
#
# Usage: build.sh [all|kube|etcd|kwok|helm ...]
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=versions.env
source "$HERE/versions.env"
ZL_CACHE=${ZL_CACHE:-$HOME/.cache/zero-layer}
export GOMODCACHE="$ZL_CACHE/go/mod" GOCACHE="$ZL_CACHE/go/build"
export GOFLAGS="${ZL_GOFLAGS:--p=2} -buildvcs=false" CGO_ENABLED=0 GOTOOLCHAIN=local GOWORK=off

die() { echo "cluster-build: error: $*" >&2; CURRENT=; exit 1; }
CURRENT=
# errexit is off inside "( ... ) || die", so builds run in this shell and a trap names the failure.
trap 'rc=$?; if [ $rc -ne 0 ] && [ -n "$CURRENT" ]; then echo "cluster-build: error: building $CURRENT failed (exit $rc)" >&2; fi' EXIT
log() { echo "cluster-build: $*" >&2; }

check_toolchain() {
  command -v go >/dev/null 2>&1 ||
    die "the Go toolchain (go >= $GO_MIN_VERSION) is not on PATH; install it from https://go.dev/dl"
  local have
  have=$(go env GOVERSION) || die "'go env GOVERSION' failed"
  have=${have#go}
  if [ "$(printf '%s\n%s\n' "$GO_MIN_VERSION" "$have" | sort -V | head -1)" != "$GO_MIN_VERSION" ]; then
    die "go $have is too old: Kubernetes $KUBE_VERSION needs go >= $GO_MIN_VERSION"
  fi
}

check_proxy() {
  # One cheap metadata query; a failure here names the proxy instead of a deep go-get error.
  if ! timeout 60 go list -m -json "sigs.k8s.io/kwok@$KWOK_VERSION" >/dev/null 2>"$ZL_CACHE/proxy-check.err"; then
    die "cannot reach the Go module proxy (GOPROXY=$(go env GOPROXY)): $(tail -3 "$ZL_CACHE/proxy-check.err")"
  fi
}

stamp_ok() { # dir version binaries...  (the stamp's first word is the version; the go version is a note)
  local dir=$1 want=$2 have; shift 2
  [ -f "$dir/.stamp" ] && read -r have _ <"$dir/.stamp" && [ "$have" = "$want" ] || return 1
  local b
  for b in "$@"; do [ -x "$dir/$b" ] || return 1; done
}

write_stamp() { echo "$2 $(go env GOVERSION)" >"$1/.stamp"; }

# Turn the local replaces of an upstream go.mod ("m => ./staging/src/m" or "m => ../api")
# into "m => m <version>" in the wrapper module; copy non-local replaces unchanged.
replaces_from_upstream() { # upstream_gomod local_version
  local gomod=$1 version=$2 line mod rhs
  grep -E '^[[:space:]]*(replace[[:space:]]+)?[^[:space:]]+([[:space:]]+v[^[:space:]]+)?[[:space:]]+=>' "$gomod" |
    sed -E 's/^[[:space:]]*(replace[[:space:]]+)?//' | while read -r line; do
    mod=${line%% *}
    rhs=${line#*=> }
    case $rhs in
      ./* | ../*)
        # Only where semantic import versioning allows $version for $mod (skips guards such as
        # "go.etcd.io/etcd => ./FORBIDDEN_DEPENDENCY", which no build may require).
        if compatible_major "$mod" "$version"; then go mod edit -replace="$mod=$mod@$version"; fi ;;
      *) go mod edit -replace="$mod=${rhs// /@}" ;;
    esac
  done
}

compatible_major() { # module version -> true if the module path's /vN suffix fits the version
  local major=${2#v}
  major=${major%%.*}
  if [[ $1 =~ /v([0-9]+)$ ]]; then [ "${BASH_REMATCH[1]}" = "$major" ]; else [ "$major" -le 1 ]; fi
}

upstream_gomod() { # module@version -> path of the proxy's go.mod
  local json
  json=$(go mod download -json "$1") || die "could not download $1 from the module proxy"
  sed -nE 's/^[[:space:]]*"GoMod": "(.*)",?$/\1/p' <<<"$json"
}

build_kube() {
  local out="$ZL_CACHE/bin/kubernetes/$KUBE_VERSION" bins=(kube-apiserver kube-controller-manager kube-scheduler)
  if stamp_ok "$out" "$KUBE_VERSION" "${bins[@]}"; then log "kubernetes $KUBE_VERSION cached"; return; fi
  local staging=v0.${KUBE_VERSION#v1.} work="$ZL_CACHE/work/kubernetes-$KUBE_VERSION" gomod
  log "building kubernetes $KUBE_VERSION (staging modules at $staging)"
  rm -rf "$work" && mkdir -p "$work" "$out" && cp "$HERE/go/kube/go.mod" "$work/"
  gomod=$(upstream_gomod "k8s.io/kubernetes@$KUBE_VERSION")
  [ -f "$gomod" ] || die "no go.mod for k8s.io/kubernetes@$KUBE_VERSION in the module cache"
  CURRENT="kubernetes $KUBE_VERSION (work dir $work)"
  cd "$work"
  replaces_from_upstream "$gomod" "$staging"
  log "$(grep -c '=> k8s.io/' go.mod) staging replaces derived from k8s.io/kubernetes@$KUBE_VERSION/go.mod"
  local pkgs=("${bins[@]/#/k8s.io/kubernetes/cmd/}")
  go get -tool "${pkgs[@]/%/@$KUBE_VERSION}"
  go mod tidy
  local minor=${KUBE_VERSION#v1.} ld="-s -w" pkg
  minor=${minor%%.*}
  for pkg in k8s.io/component-base/version k8s.io/client-go/pkg/version; do
    ld+=" -X $pkg.gitVersion=$KUBE_VERSION -X $pkg.gitMajor=1 -X $pkg.gitMinor=$minor"
    ld+=" -X $pkg.gitTreeState=clean -X $pkg.buildDate=1970-01-01T00:00:00Z"
  done
  go build -trimpath -ldflags "$ld" -o "$out/" "${pkgs[@]}"
  cd "$HERE"
  write_stamp "$out" "$KUBE_VERSION"
  CURRENT=
}

build_etcd() {
  local out="$ZL_CACHE/bin/etcd/$ETCD_VERSION" work="$ZL_CACHE/work/etcd-$ETCD_VERSION" gomod
  if stamp_ok "$out" "$ETCD_VERSION" etcd; then log "etcd $ETCD_VERSION cached"; return; fi
  log "building etcd $ETCD_VERSION"
  rm -rf "$work" && mkdir -p "$work" "$out" && cp "$HERE/go/etcd/go.mod" "$work/"
  gomod=$(upstream_gomod "go.etcd.io/etcd/server/v3@$ETCD_VERSION")
  CURRENT="etcd $ETCD_VERSION (work dir $work)"
  [ -f "$gomod" ] || die "no go.mod for go.etcd.io/etcd/server/v3@$ETCD_VERSION in the module cache"
  cd "$work"
  replaces_from_upstream "$gomod" "$ETCD_VERSION"
  go get -tool "go.etcd.io/etcd/server/v3@$ETCD_VERSION"
  go mod tidy
  go build -trimpath -ldflags "-s -w" -o "$out/etcd" go.etcd.io/etcd/server/v3
  cd "$HERE"
  write_stamp "$out" "$ETCD_VERSION"
  CURRENT=
}

build_kwok() {
  local out="$ZL_CACHE/bin/kwok/$KWOK_VERSION" src="$GOMODCACHE/sigs.k8s.io/kwok@$KWOK_VERSION"
  if stamp_ok "$out" "$KWOK_VERSION" kwok && [ -f "$out/stages/node-heartbeat-with-lease.yaml" ]; then log "kwok $KWOK_VERSION cached"; return; fi
  log "building kwok $KWOK_VERSION"
  mkdir -p "$out"
  GOBIN="$out" go install -trimpath -ldflags "-s -w -X sigs.k8s.io/kwok/pkg/consts.Version=$KWOK_VERSION" \
    "sigs.k8s.io/kwok/cmd/kwok@$KWOK_VERSION" || die "building kwok $KWOK_VERSION failed"
  # The standalone kwok refuses to start without Stage objects; they ship in the module zip.
  # The set kwokctl uses: fast node initialisation, lease heartbeats, fast pod lifecycle.
  rm -rf "$out/stages" && mkdir -p "$out/stages"
  local f
  for f in "$src"/kustomize/stage/node/fast/*.yaml "$src"/kustomize/stage/node/heartbeat-with-lease/*.yaml \
    "$src"/kustomize/stage/pod/fast/*.yaml; do
    case $(basename "$f") in kustomization.yaml) continue ;; esac
    cp "$f" "$out/stages/"
  done
  ls "$out/stages"/*.yaml >/dev/null 2>&1 || die "no stage YAMLs found under $src/kustomize/stage"
  chmod -R u+w "$out/stages"
  write_stamp "$out" "$KWOK_VERSION"
}

build_helm() {
  local out="$ZL_CACHE/bin/helm/$HELM_VERSION"
  if stamp_ok "$out" "$HELM_VERSION" helm; then log "helm $HELM_VERSION cached"; return; fi
  log "building helm $HELM_VERSION"
  mkdir -p "$out"
  GOBIN="$out" go install -trimpath -ldflags "-s -w -X helm.sh/helm/v3/internal/version.version=$HELM_VERSION" \
    "helm.sh/helm/v3/cmd/helm@$HELM_VERSION" || die "building helm $HELM_VERSION failed"
  write_stamp "$out" "$HELM_VERSION"
}

main() {
  local targets=("$@")
  [ ${#targets[@]} -gt 0 ] || targets=(all)
  [ "${targets[*]}" = all ] && targets=(etcd kwok helm kube)
  mkdir -p "$ZL_CACHE"
  local t need=()
  for t in "${targets[@]}"; do
    case $t in
      kube) stamp_ok "$ZL_CACHE/bin/kubernetes/$KUBE_VERSION" "$KUBE_VERSION" kube-apiserver kube-controller-manager kube-scheduler || need+=("$t") ;;
      etcd) stamp_ok "$ZL_CACHE/bin/etcd/$ETCD_VERSION" "$ETCD_VERSION" etcd || need+=("$t") ;;
      kwok) { stamp_ok "$ZL_CACHE/bin/kwok/$KWOK_VERSION" "$KWOK_VERSION" kwok && [ -f "$ZL_CACHE/bin/kwok/$KWOK_VERSION/stages/node-heartbeat-with-lease.yaml" ]; } || need+=("$t") ;;
      helm) stamp_ok "$ZL_CACHE/bin/helm/$HELM_VERSION" "$HELM_VERSION" helm || need+=("$t") ;;
      *) die "unknown component '$t' (expected all, kube, etcd, kwok or helm)" ;;
    esac
  done
  if [ ${#need[@]} -eq 0 ]; then log "all binaries cached under $ZL_CACHE/bin"; return; fi
  check_toolchain
  check_proxy
  for t in "${need[@]}"; do "build_$t"; done
  log "done: binaries under $ZL_CACHE/bin"
}

main "$@"
