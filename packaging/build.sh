#!/usr/bin/env bash
# Build the one-folder desktop bundle into dist/tableapp/ (about 170 MB, ~20 s).
# The target machine needs no Python, but Linux still needs libgl1 and libegl1.
set -euo pipefail
cd "$(dirname "$0")/.."
python -m pip install -q '.[bundle]'
pyinstaller --noconfirm --clean packaging/tableapp.spec
mkdir -p dist/tableapp/share/applications dist/tableapp/share/icons/hicolor/scalable/apps
cp packaging/tableapp.desktop dist/tableapp/share/applications/
cp resources/icons/tableapp.svg dist/tableapp/share/icons/hicolor/scalable/apps/ 2>/dev/null || true
echo "Built dist/tableapp/tableapp"
