// Wrapper module for the etcd server. build.sh copies it into $ZL_CACHE, turns the
// server module's local replaces (=> ../api, ...) into released versions, then adds etcd as a tool.
module zero-layer.local/clusterkit/etcd

go 1.26
