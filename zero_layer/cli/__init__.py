"""The `zero-layer` command line: one module per subcommand."""
