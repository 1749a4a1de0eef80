#!/usr/bin/env python3
"""The project's deterministic notebook executor (nbclient).

    python tools/execute_notebooks.py                 # every notebook in course/ and solutions/
    python tools/execute_notebooks.py course/01-*.ipynb
    python tools/execute_notebooks.py --check         # execute, compare, write nothing

Each notebook is run top to bottom in a fresh kernel of the *current*
environment (this Python's ipykernel, whatever kernels are installed
elsewhere), with its folder as the working directory, ``MPLBACKEND=Agg`` and
``PYTHONHASHSEED=0``, and an empty quiz-progress folder (``BRIDGE_PROGRESS_DIR``),
so a learner's own results never end up in a committed notebook.  Cells tagged ``raises-exception`` may raise; any other
error stops the run.  After execution the output is made reproducible:

- no timings (``record_timing=False``) and no ``metadata.execution``;
- no saved widget state (``metadata.widgets``) and no widget-view bundles
  (their model ids are random); a widget keeps its ``text/plain``;
- no SVG figures (their ids and dates change; figures must be PNG);
- an error output (a ``raises-exception`` cell: a refusal the lesson shows) keeps only its last
  line, ``IllegalPlay: …`` — no file paths, library line numbers or terminal colours, so the
  committed notebook is the same in a checkout at any path;
- a fixed kernelspec in the notebook metadata.

Running it twice gives byte-identical files.  ``--check`` exits with status 1
when executing would change a file (used by CI and by authors before a commit).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import tempfile
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DIRS = ("course", "solutions")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
KERNEL_ENV = {"MPLBACKEND": "Agg", "PYTHONHASHSEED": "0"}


def notebooks(paths: list[str] | None = None) -> list[Path]:
    """The notebooks named (files or folders), default: course/ and solutions/."""
    found: list[Path] = []
    for p in (paths or [str(ROOT / d) for d in DEFAULT_DIRS]):
        path = Path(p)
        if path.is_dir():
            found.extend(sorted(x for x in path.glob("*.ipynb")
                                if ".ipynb_checkpoints" not in x.parts))
        elif path.suffix == ".ipynb":
            found.append(path)
        else:
            raise SystemExit(f"execute_notebooks: {p}: not a notebook or a folder")
    return found


def _kernel_manager():
    """A kernel manager whose ``python3`` is this interpreter's ipykernel."""
    import ipykernel.kernelspec
    from jupyter_client.kernelspec import KernelSpecManager
    from jupyter_client.manager import KernelManager

    class CurrentEnvSpecs(KernelSpecManager):
        def get_kernel_spec(self, kernel_name):
            return self.kernel_spec_class(resource_dir=ipykernel.kernelspec.RESOURCES,
                                          **ipykernel.kernelspec.get_kernel_dict())

    return KernelManager(kernel_name="python3", kernel_spec_manager=CurrentEnvSpecs())


def clear(nb) -> None:
    """Remove outputs and execution counts (the state before execution)."""
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
        cell.metadata.pop("execution", None)


def clean(nb) -> None:
    """Strip everything that would make two executions differ."""
    nb.metadata.pop("widgets", None)
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        cell.metadata.pop("collapsed", None)
        cell.metadata.pop("scrolled", None)
        if cell.cell_type != "code":
            continue
        kept = []
        for out in cell.outputs:
            if out.get("output_type") == "error":
                out["traceback"] = [f"{out.get('ename', 'Error')}: {out.get('evalue', '')}"]
            data = out.get("data")
            if data is not None:
                for key in (WIDGET_VIEW, WIDGET_STATE, "image/svg+xml"):
                    data.pop(key, None)
                if not data:
                    continue
                meta = out.get("metadata") or {}
                for key in (WIDGET_VIEW, "image/svg+xml"):
                    meta.pop(key, None)
            kept.append(out)
        cell.outputs = kept


#: Seconds the executor waits for a cell's outputs after the kernel has replied to it.
IOPUB_TIMEOUT = 60


def execute(path: Path, *, timeout: int = 300):
    """Execute one notebook; return the cleaned notebook node (nothing written)."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    clear(nb)
    with tempfile.TemporaryDirectory(prefix="bridge-progress-") as progress:
        env = dict(KERNEL_ENV, BRIDGE_PROGRESS_DIR=progress)
        saved = {k: os.environ.get(k) for k in env}
        os.environ.update(env)
        try:
            # a cell's outputs may reach the client after its reply when the machine is
            # busy: wait for them (nbclient waits 4 s and then drops them silently, which
            # once wrote the slam lesson's quiz without its output), and fail rather than
            # write a notebook with an output lost
            client = NotebookClient(nb, km=_kernel_manager(), timeout=timeout,
                                    iopub_timeout=IOPUB_TIMEOUT, raise_on_iopub_timeout=True,
                                    record_timing=False, allow_errors=False,
                                    resources={"metadata": {"path": str(path.parent.resolve())}})
            client.execute(stderr=subprocess.DEVNULL)
        finally:
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
    clean(nb)
    return nb


def dumps(nb) -> str:
    import nbformat

    return nbformat.writes(nb) + "\n"


def run(paths: list[Path], *, check: bool = False, timeout: int = 300,
        quiet: bool = False) -> list[Path]:
    """Execute notebooks; write them (or, with ``check``, only compare).

    Returns the notebooks whose file differs (before writing) from the new result.
    """
    changed = []
    for path in paths:
        start = time.perf_counter()
        text = dumps(execute(path, timeout=timeout))
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if text != old:
            changed.append(path)
            if not check:
                path.write_text(text, encoding="utf-8")
        if not quiet:
            state = ("unchanged" if text == old else
                     "WOULD CHANGE" if check else "written")
            print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: "
                  f"{state} ({time.perf_counter() - start:.1f} s)", flush=True)
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", help="notebooks or folders (default: course/ solutions/)")
    parser.add_argument("--check", action="store_true",
                        help="execute and compare; write nothing; exit 1 if a file would change")
    parser.add_argument("--timeout", type=int, default=300, help="seconds per cell")
    args = parser.parse_args(argv)
    changed = run(notebooks(args.paths), check=args.check, timeout=args.timeout)
    if args.check and changed:
        print(f"{len(changed)} notebook(s) are not what the executor produces: "
              "run tools/execute_notebooks.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
