"""Jupyter server settings for learners on the club hub (singleuser.py passes it with --config).

Learners need JupyterLab, their kernels and Voilà; the server extensions of the
developer tools (nbgrader's grading panels, jupytext, the language servers) are
switched off, which also starts each server faster.  The teacher's server keeps them.
"""

c = get_config()  # noqa: F821 (given by Jupyter when it reads this file)

c.ServerApp.jpserver_extensions = {
    "nbgrader.server_extensions.formgrader": False,
    "nbgrader.server_extensions.validate_assignment": False,
    "nbgrader.server_extensions.assignment_list": False,
    "nbgrader.server_extensions.course_list": False,
    "jupyterlab_jupytext": False,
    "jupyter_lsp": False,
}
