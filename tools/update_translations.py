#!/usr/bin/env python3
"""Collect every translatable string and merge it into resources/i18n/tableapp_<lang>.ts,
then compile the .qm with pyside6-lrelease.

Strings are found by reading the source with ``ast`` (nothing is imported):

- Qt code: ``self.tr("...")`` (context: the enclosing class) and
  ``QCoreApplication.translate("Context", "...")``;
- the pure layers: ``tr("context", "...")`` (tableapp.core.i18n);
- engine titles (``title = "..."`` in a class under tableapp/games/, context ``games``) and
  house-option ``Field(title=..., description=...)`` (context ``options``), which the UI
  shows through ``tr("games", ...)`` / ``tr("options", ...)``.

Existing translations are kept; strings no longer in the source are marked obsolete.

    python tools/update_translations.py [--lang ja] [--no-compile]
"""
from __future__ import annotations

import argparse
import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import OrderedDict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "tableapp"
I18N = ROOT / "resources" / "i18n"

Message = tuple[str, str]  # (context, source text)


def _string(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _wrapper_context(tree: ast.AST) -> str | None:
    """The context of a module's own ``def tr(text): return QCoreApplication.translate("Ctx", text)``."""
    body = getattr(tree, "body", [])
    constants = {t.id: _string(node.value) for node in body if isinstance(node, ast.Assign)
                 for t in node.targets if isinstance(t, ast.Name) and _string(node.value)}  # CONTEXT = "..."
    for node in body:
        if isinstance(node, ast.FunctionDef) and node.name == "tr" and len(node.args.args) == 1:
            for sub in ast.walk(node):
                if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) \
                        and sub.func.attr == "translate" and len(sub.args) == 2:
                    first = sub.args[0]
                    context = constants.get(first.id) if isinstance(first, ast.Name) else _string(first)
                    if context:
                        return context
    return None


def _tr_context(path: Path, tree: ast.AST, wrappers: dict[Path, str]) -> str | None:
    """The context of one-argument ``tr`` calls in ``path``: its own wrapper's, or that of the sibling
    module it imports ``tr`` from (``from .common import tr``)."""
    if path in wrappers:
        return wrappers[path]
    for node in getattr(tree, "body", []):
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module \
                and any(a.name == "tr" and a.asname is None for a in node.names):
            return wrappers.get(path.parent / (node.module.replace(".", "/") + ".py"))
    return None


class Collector(ast.NodeVisitor):
    def __init__(self, path: Path, wrappers: dict[Path, str] | None = None, tree: ast.AST | None = None):
        self.path = path
        self.classes: list[str] = []
        self.found: list[tuple[Message, int]] = []
        self.in_games = "games" in path.parts
        # a one-argument ``tr("...")``: the module's own wrapper, or the one it imports (``from .common import tr``)
        self.tr_context = _tr_context(path, tree, wrappers or {}) if tree is not None else None

    def add(self, context: str | None, text: str | None, node: ast.AST) -> None:
        if context and text:
            self.found.append(((context, text), node.lineno))

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        if self.in_games:
            for stmt in node.body:
                if isinstance(stmt, (ast.Assign, ast.AnnAssign)):
                    targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
                    if any(isinstance(t, ast.Name) and t.id == "title" for t in targets) and stmt.value is not None:
                        self.add("games", _string(stmt.value), stmt)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        f = node.func
        args = node.args
        if isinstance(f, ast.Attribute) and f.attr == "tr" and isinstance(f.value, ast.Name) \
                and f.value.id == "self" and args and self.classes:
            self.add(self.classes[-1], _string(args[0]), node)
        elif isinstance(f, ast.Attribute) and f.attr == "translate" and len(args) >= 2:
            self.add(_string(args[0]), _string(args[1]), node)
        elif isinstance(f, ast.Name) and f.id == "tr" and len(args) == 2:
            self.add(_string(args[0]), _string(args[1]), node)
        elif isinstance(f, ast.Name) and f.id == "tr" and len(args) == 1 and self.tr_context:
            self.add(self.tr_context, _string(args[0]), node)
        elif isinstance(f, ast.Name) and f.id == "Field" and self.in_games:
            for kw in node.keywords:
                if kw.arg in ("title", "description"):
                    self.add("options", _string(kw.value), node)
        self.generic_visit(node)


def collect(root: Path = SOURCES) -> "OrderedDict[Message, list[str]]":
    """Every message with the places it comes from (relative path:line)."""
    found: OrderedDict[Message, list[str]] = OrderedDict()
    trees = {path: ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
             for path in sorted(root.rglob("*.py"))}
    wrappers = {path: ctx for path, tree in trees.items() if (ctx := _wrapper_context(tree))}
    for path, tree in trees.items():
        c = Collector(path, wrappers, tree)
        c.visit(tree)
        for message, line in c.found:
            where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
            found.setdefault(message, []).append(f"{where}:{line}")
    return found


def read_ts(path: Path) -> dict[Message, tuple[str, str | None]]:
    """(context, source) -> (translation, type attribute) of an existing .ts file."""
    if not path.exists():
        return {}
    out = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            t = msg.find("translation")
            out[(name, msg.findtext("source") or "")] = ((t.text or "") if t is not None else "",
                                                          t.get("type") if t is not None else None)
    return out


def write_ts(path: Path, lang: str, messages, old) -> tuple[int, int]:
    """Write the merged catalogue; returns (translated, untranslated) counts of live messages."""
    root = ET.Element("TS", version="2.1", language=lang)
    by_context: OrderedDict[str, list] = OrderedDict()
    for (context, source), where in messages.items():
        by_context.setdefault(context, []).append((source, where))
    for (context, source), (text, kind) in old.items():
        if (context, source) not in messages and text:
            by_context.setdefault(context, []).append((source, None))  # kept, marked obsolete
    done = todo = 0
    for context in sorted(by_context):
        c = ET.SubElement(root, "context")
        ET.SubElement(c, "name").text = context
        for source, where in by_context[context]:
            m = ET.SubElement(c, "message")
            for place in where or []:
                file, line = place.rsplit(":", 1)
                ET.SubElement(m, "location", filename="../../" + file, line=line)
            ET.SubElement(m, "source").text = source
            text, kind = old.get((context, source), ("", None))
            t = ET.SubElement(m, "translation")
            if where is None:
                t.set("type", "obsolete")
            elif not text or kind == "unfinished":
                t.set("type", "unfinished")
            if text:
                t.text = text
            if where is not None:
                if text and kind != "unfinished":
                    done += 1
                else:
                    todo += 1
    ET.indent(root)
    body = ET.tostring(root, encoding="unicode")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return done, todo


def lrelease() -> str | None:
    exe = shutil.which("pyside6-lrelease") or str(Path(sys.executable).parent / "pyside6-lrelease")
    return exe if Path(exe).exists() else None


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--lang", default="ja")
    p.add_argument("--no-compile", action="store_true")
    args = p.parse_args(argv)
    ts = I18N / f"tableapp_{args.lang}.ts"
    messages = collect()
    done, todo = write_ts(ts, args.lang, messages, read_ts(ts))
    print(f"{ts.relative_to(ROOT)}: {len(messages)} strings, {done} translated, {todo} to translate")
    if args.no_compile:
        return 0
    exe = lrelease()
    if exe is None:
        print("pyside6-lrelease not found: .qm not updated", file=sys.stderr)
        return 1
    qm = ts.with_suffix(".qm")
    return subprocess.run([exe, "-silent", str(ts), "-qm", str(qm)], check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
