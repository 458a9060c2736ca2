"""The pure-Python heart of tableapp: no Qt may be imported here (see ARCHITECTURE.md)."""
