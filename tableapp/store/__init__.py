"""Persistence: the SQLite event store in the user's data folder, and reading files."""
