"""Presentation lives in render/ (issue 13: "render/ owns presentation: models keep a
two-line ``_repr_html_`` that calls render/"): no module of the engine writes HTML."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "bridgelib"
TAG = re.compile(r"<(div|span|table|tr|td|th|b|i|ul|ol|li|p|h[1-6]|br|svg|button)[\s>/]", re.I)

# The presentation layers themselves; no module is allowed to wait for its move any more.
PRESENTATION = ("render/", "widgets/")


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def html_in(path: Path) -> list[int]:
    """Lines of ``path`` whose string literals (docstrings aside) hold an HTML tag."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree)
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            if TAG.search(node.value):
                lines.append(node.lineno)
    return sorted(set(lines))


def test_no_engine_module_writes_html():
    found = {}
    for path in sorted(PKG.rglob("*.py")):
        rel = path.relative_to(PKG).as_posix()
        if rel.startswith(PRESENTATION):
            continue
        lines = html_in(path)
        if lines:
            found[rel] = lines
    assert not found, f"HTML written outside render/: {found}"


def test_the_check_finds_html_where_there_is_some(tmp_path):
    bad = tmp_path / "m.py"
    bad.write_text('"""<b>a docstring may show HTML</b>"""\n'
                   'def f(x):\n    return f"<div class=\'x\'>{x}</div>"\n', encoding="utf-8")
    assert html_in(bad) == [3]
    assert html_in(PKG / "render" / "html.py")  # the renderers do write it
