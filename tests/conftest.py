import os

# pytest-qt does not choose a platform: without a display the run would abort (QT-ON-LINUX.md).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

# Property tests without their own max_examples: a few examples in CI, many in the nightly run
# (TABLEAPP_NIGHTLY=1). No deadline: a loaded machine must not fail them; tests bound time themselves.
settings.register_profile("ci", max_examples=40, deadline=None)
settings.register_profile("nightly", max_examples=1500, deadline=None)
settings.load_profile("nightly" if os.environ.get("TABLEAPP_NIGHTLY") == "1" else "ci")


@pytest.fixture
def toy_registered(monkeypatch):
    """The toy game of tests/toy_game.py, registered like a real game for the foundation's tests."""
    from tableapp.games import registry

    monkeypatch.setitem(registry.GAMES, "toy", registry.GameEntry("toy_game:ENGINE", "", ""))
    registry.engine_for.cache_clear()
    yield
    registry.engine_for.cache_clear()


def examples(ci: int) -> int:
    """Hypothesis examples for a property test: ``ci`` in the normal run (CI has 2 cores), ten
    times as many in the nightly-style run (TABLEAPP_NIGHTLY=1 python -m pytest)."""
    return ci * 10 if os.environ.get("TABLEAPP_NIGHTLY") == "1" else ci
