"""Run every benchmark: ``python -m benchmarks`` (not part of the tests: CI machines are noisy)."""
import importlib
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
here = Path(__file__).parent
sys.path.insert(0, str(here.parent))
sys.path.insert(1, str(here.parent / "tests"))

for path in sorted(here.glob("bench_*.py")):
    module = importlib.import_module(f"benchmarks.{path.stem}")
    lines = module.main()
    for line in [lines] if isinstance(lines, str) else lines:
        print(line, flush=True)
