"""App mode (``bridge course --app``): the course as a Voilà app, code hidden.

In app mode the kernel loads this IPython extension.  A cell that shows one of the
engine's refusals (a :class:`~bridgelib.errors.BridgeError`, e.g. a lesson's "this
call is insufficient" cell) then shows the rule's message as a boxed note instead
of a traceback — Voilà, which hides tracebacks, would otherwise print only "There
was an error when executing cell…".  Other exceptions are reported as usual.

The kernel of ``bridge course --app`` starts with an IPython configuration that
lists this extension; ``%load_ext bridgelib.widgets.app`` does the same by hand.
"""

from __future__ import annotations

from typing import Any

from ..render.table import refusal_html

__all__ = ["load_ipython_extension", "unload_ipython_extension", "refusal_html",
           "ipython_config"]


def _handler(shell: Any, etype: type, value: BaseException, tb: Any,
             tb_offset: int | None = None) -> list[str]:
    from IPython.display import HTML, display

    display(HTML(refusal_html(value)), metadata={"bridge": {"refusal": True}})
    return []  # nothing more: no traceback output


def load_ipython_extension(ip: Any) -> None:
    from ..errors import BridgeError

    ip.set_custom_exc((BridgeError,), _handler)


def unload_ipython_extension(ip: Any) -> None:
    ip.set_custom_exc((), None)


def ipython_config() -> str:
    """The text of an ``ipython_config.py`` that loads this extension in every kernel."""
    return ("c = get_config()  # noqa: F821\n"
            "c.InteractiveShellApp.extensions = ['bridgelib.widgets.app']\n")
