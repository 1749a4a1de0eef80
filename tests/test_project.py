"""The project's own promises: dependency lists in step, a light ``import bridgelib``."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib

from conftest import ROOT

HEAVY = ("ipywidgets", "matplotlib", "pandas", "endplay", "numpy", "IPython")


def _name(req: str) -> str:
    return re.split(r"[<>=!~\[ ;]", req.strip(), maxsplit=1)[0].lower().replace("_", "-")


def test_environment_yml_lists_the_same_dependencies_as_pyproject():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = {_name(r): r.replace(" ", "") for extra in project["optional-dependencies"].values()
              for r in extra}
    wanted.update({_name(r): r.replace(" ", "") for r in project["dependencies"]})
    text = (ROOT / "environment.yml").read_text()
    deps = text.split("dependencies:", 1)[1].splitlines()
    listed = {}
    for line in deps:
        m = re.match(r"\s*-\s+([A-Za-z][\w.\-]*[^#]*?)\s*(#.*)?$", line)
        if m and not line.strip().startswith("- pip:") and _name(m.group(1)) not in ("python", "pip", "-e"):
            listed[_name(m.group(1))] = m.group(1).replace(" ", "")
    assert listed == wanted, "environment.yml and pyproject.toml list different requirements"


def test_distribution_name_is_not_the_pypi_placeholder():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["name"] != "bridgelib"
    assert project["scripts"]["bridge"] == "bridgelib.cli:main"


def test_import_bridgelib_imports_nothing_heavy():
    code = ("import sys, bridgelib, bridgelib.cli; "
            f"print(','.join(m for m in {HEAVY!r} if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"import bridgelib pulled in: {out.stdout.strip()}"


def test_readme_has_the_two_setup_commands():
    text = (ROOT / "README.md").read_text()
    assert "python3 run.py course" in text and "python3 run.py test" in text
    assert "python3 run.py test" in (ROOT / ".ci" / "run").read_text()


def _tracked_text_files():
    out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True)
    for name in out.stdout.decode().split("\0"):
        if name.endswith((".py", ".toml", ".cfg", ".sh", ".yml", ".md", ".json")) or name in (".ci/run",):
            if not name.startswith(("tests/data/", "docs/design/", "sources/")):
                yield ROOT / name


def test_nothing_reads_outside_the_repository():
    """The project stands alone: no test, benchmark, tool or module (this file included)
    reaches into the sibling folder of reference material."""
    # the sibling folder's name is spelled in parts so that this test does not find itself
    sibling = "sha" + "red"
    pattern = re.compile(rf"\.\./{sibling}|BRIDGE_{sibling.upper()}|/work/{sibling}"
                         rf"|{sibling}/(data|seeds)")
    leaks = [str(p.relative_to(ROOT)) for p in _tracked_text_files()
             if p.is_file() and pattern.search(p.read_text(encoding="utf-8", errors="replace"))]
    assert leaks == []


def test_vendored_records_and_sources_are_present():
    for name in ("pbn/world-championship-2012.pbn", "pbn/realbridge-2021-online-qual.pbn",
                 "lin/bbo-robot-session.lin", "LICENCE-endplay-fixtures.txt", "README.md"):
        assert (ROOT / "tests" / "data" / "records" / name).is_file(), name
    readme = (ROOT / "sources" / "README.md").read_text(encoding="utf-8")
    for path in sorted((ROOT / "sources").glob("*.txt")):
        assert f"`{path.name}`" in readme, f"sources/README.md does not list {path.name}"
    assert len(list((ROOT / "sources").glob("*.txt"))) == 5


def _lint_imports(*args: str) -> subprocess.CompletedProcess:
    """Run import-linter's ``lint-imports`` on this checkout (the venv's own script)."""
    import os
    from pathlib import Path

    script = Path(sys.executable).with_name("lint-imports")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([str(script), "--no-cache", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def test_layers_and_no_import_cycles():
    """The import contracts of pyproject.toml ([tool.importlinter]) hold: each layer
    imports only from layers below it, and no two sibling modules import each other."""
    out = _lint_imports()
    assert out.returncode == 0, f"import contracts broken:\n{out.stdout[-4000:]}\n{out.stderr[-2000:]}"
    assert "3 kept, 0 broken" in out.stdout


def test_the_layers_check_catches_an_upward_import(tmp_path):
    # hand imports cards; a contract that puts cards above hand must fail.
    cfg = tmp_path / "inverted.ini"
    cfg.write_text("[importlinter]\nroot_package = bridgelib\n\n"
                   "[importlinter:contract:inverted]\nname = inverted\ntype = layers\n"
                   "layers =\n    bridgelib.cards\n    bridgelib.hand\n")
    out = _lint_imports("--config", str(cfg))
    assert out.returncode != 0 and "bridgelib.hand -> bridgelib.cards" in out.stdout


# ---------------------------------------------------------------- static types
MYPY_ERROR = re.compile(r"^(?P<path>[^:\s]+\.py):(?P<line>\d+): error: ", re.M)


def _mypy(*args: str, cwd=ROOT, cache=None) -> subprocess.CompletedProcess:
    """Run mypy (the interpreter's own) with ``args``; skipped when mypy is not installed,
    except under BRIDGE_REQUIRE_BROWSER=1 (CI), where its absence is a failure."""
    import importlib.util
    import os

    import pytest

    if importlib.util.find_spec("mypy") is None:
        if os.environ.get("BRIDGE_REQUIRE_BROWSER") == "1":
            pytest.fail("mypy is not installed (it is in the dev extra) — and "
                        "BRIDGE_REQUIRE_BROWSER=1 makes the type check mandatory")
        pytest.skip("mypy is not installed: pip install -e '.[dev]'")
    if cache is None:
        cache = ROOT / ".mypy_cache"  # mypy's own default, in the checkout (git ignores it)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(cache), *args],
                          cwd=cwd, env=env, capture_output=True, text=True, timeout=900)


def test_mypy_finds_no_type_errors_in_bridgelib():
    """mypy over bridgelib with the [tool.mypy] settings of pyproject.toml reports nothing."""
    out = _mypy()
    assert out.returncode in (0, 1), f"mypy did not run:\n{out.stdout[-3000:]}\n{out.stderr[-2000:]}"
    assert re.search(r"^(Success: no issues found in \d+ source files?"
                     r"|Found \d+ errors? in \d+ files? \(checked \d+ source files?\))$",
                     out.stdout, re.M), f"no mypy summary:\n{out.stdout[-3000:]}"
    errors = [m.group(0) + out.stdout[m.end():].split("\n", 1)[0]
              for m in MYPY_ERROR.finditer(out.stdout)]
    assert not errors, f"{len(errors)} mypy errors:\n" + "\n".join(errors[:40])


def test_the_type_check_catches_a_type_error(tmp_path):
    # An Optional used without a check, the commonest error the check above keeps out.
    (tmp_path / "mypy.ini").write_text("[mypy]\n")
    (tmp_path / "probe.py").write_text(
        "class Seat:\n    def lho(self) -> 'Seat':\n        return self\n\n\n"
        "def lho(seat: Seat | None) -> Seat:\n    return seat.lho()\n")
    out = _mypy("--config-file", str(tmp_path / "mypy.ini"), "probe.py", cwd=tmp_path,
                cache=tmp_path / "cache")
    found = [m.group("path", "line") for m in MYPY_ERROR.finditer(out.stdout)]
    assert out.returncode == 1 and found == [("probe.py", "7")], out.stdout


# ---------------------------------------------------------------- citations
SOURCE_NUMBER = re.compile(r"\b[Ss]eeds? ?0{1,2}[0-9]\b|\bseeds?/|\b0{2}[0-9]_[0-9a-f]{8,}")


def test_sources_are_cited_by_title_never_by_file_number():
    """Lessons, quizzes, docs, data and messages cite a source text by its title in
    sources/README.md ("the yard-bridge text"), never by an internal file number."""
    roots = [ROOT / "bridgelib", ROOT / "tools" / "lessons", ROOT / "docs", ROOT / "course",
             ROOT / "README.md", ROOT / "sources" / "README.md"]
    bad = []
    for root in roots:
        files = [root] if root.is_file() else sorted(
            p for p in root.rglob("*")
            if p.suffix in {".py", ".json", ".toml", ".md", ".txt", ".pbn", ".lin", ".ipynb"})
        for path in files:
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if SOURCE_NUMBER.search(line):
                    bad.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()[:100]}")
    assert not bad, "cite sources by title:\n" + "\n".join(bad[:20])
