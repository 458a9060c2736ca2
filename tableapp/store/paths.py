"""Where the night's chips live on disk: the user's data folder, unless told otherwise."""
from __future__ import annotations

import os
from pathlib import Path

ENV_VAR = "TABLEAPP_DATA_DIR"
DB_NAME = "tableapp.sqlite3"


def data_dir(override: str | os.PathLike | None = None) -> Path:
    """``--data-dir`` wins, then $TABLEAPP_DATA_DIR, then the platform's user data folder."""
    if override:
        return Path(override).expanduser()
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_dir  # imported here: start-up pays only when needed

    return Path(user_data_dir("tableapp", appauthor=False))


def db_path(override: str | os.PathLike | None = None) -> Path:
    return data_dir(override) / DB_NAME
