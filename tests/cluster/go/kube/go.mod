// Wrapper module for kube-apiserver, kube-controller-manager and kube-scheduler.
// build.sh copies it into $ZL_CACHE, adds one replace per staging module read from the
// proxy's copy of k8s.io/kubernetes/go.mod, then adds the three commands as tools.
module zero-layer.local/clusterkit/kube

go 1.26
