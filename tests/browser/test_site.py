"""The course as a static site (tools/build_site.py, Jupyter Book 1) in chromium.

The site is built once for this module, with every proxy variable pointing at a closed
port (so a build step that reached for the network would fail), served by a plain HTTP
server on loopback, and read with every request that leaves the machine refused and
recorded.  From the front page the reader follows each lesson's own "next" link from the
course map to the last lesson: every lesson page has its title, its quiz as a static
picture, its figures as images, and no widget error.  Screenshots: test-artifacts/site-*.png.

Skipped when jupyter-book is not installed, except under BRIDGE_REQUIRE_BROWSER=1.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from pathlib import Path

import pytest

from .conftest import ARTIFACTS, ROOT, Server, _missing, free_port, save_shot

pytestmark = pytest.mark.browser

sys.path.insert(0, str(ROOT / "tools"))
DEAD = "http://127.0.0.1:9"  # nothing listens there


def _title(nb: Path) -> str:
    """The notebook's first level-1 heading (the page's title)."""
    data = json.loads(nb.read_text(encoding="utf-8"))
    for cell in data["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    raise AssertionError(f"{nb.name} has no '# ' heading")


LESSONS = sorted((ROOT / "course").glob("[0-9][0-9]*-*.ipynb"))


@pytest.fixture(scope="module")
def site(browser, tmp_path_factory):
    if importlib.util.find_spec("jupyter_book") is None:
        _missing("jupyter-book is not installed (it is in the dev extra: pip install -e '.[dev]')")
    import build_site

    out = tmp_path_factory.mktemp("site")
    saved = {k: os.environ.get(k) for k in ("http_proxy", "https_proxy", "HTTP_PROXY",
                                             "HTTPS_PROXY", "no_proxy", "NO_PROXY")}
    os.environ.update({k: DEAD for k in ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY")})
    os.environ["no_proxy"] = os.environ["NO_PROXY"] = ""
    try:
        index = build_site.build(out, quiet=True)
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    html = index.parent
    port = free_port()
    server = Server([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                     "--directory", str(html)], html, dict(os.environ),
                    f"http://127.0.0.1:{port}", out / "http.log")
    try:
        server.wait(f"{server.url}/index.html", timeout=30)
        yield server.url, html
    finally:
        server.stop()


def _shot(pg, name: str) -> None:
    save_shot(pg, f"site-{name}")


def test_the_site_reads_from_the_course_map_to_the_last_lesson(site, page):
    url, html = site
    outside: list[str] = []

    def only_local(route):
        if route.request.url.startswith(url):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    page.route("**/*", only_local)
    page.goto(f"{url}/index.html")
    page.wait_for_url("**/course/00-index.html")
    page.locator("article h1").first.wait_for()
    _shot(page, "0-course-map")
    sidebar = page.inner_text("nav.bd-links").replace("\u2019", "'")  # Sphinx's smart quotes
    for nb in LESSONS[1:]:
        assert _title(nb) in sidebar, nb.name
    assert "Exercises" in sidebar

    # The course map's lesson map leads to lesson 01; each lesson's "next" link onwards.
    page.locator("article a[href='01-cards-suits-ranks.html']").first.click()
    for i, nb in enumerate(LESSONS[1:], 1):
        page.wait_for_url(f"**/course/{nb.stem}.html")
        article = page.locator("article")
        assert _title(nb) in page.locator("article h1").first.inner_text().replace("\u2019", "'"), nb.name
        text = article.inner_text()
        assert "Error displaying widget" not in text and "model not found" not in text
        assert article.locator(".quiz-static").count() >= 1, f"{nb.name}: no quiz picture"
        assert article.locator("a[href^='../exercises/']").count() >= 1, nb.name
        if nb.stem.startswith("02"):
            assert article.locator("img").count() >= 1  # its figure, a committed PNG
            _shot(page, "1-lesson-02")
        if i < len(LESSONS) - 1:
            page.locator(f"article a[href='{LESSONS[i + 1].stem}.html']").first.click()
    _shot(page, "2-last-lesson")
    # and back: the last lesson's own link to the course map
    page.locator("article a[href='00-index.html']").first.click()
    page.wait_for_url("**/course/00-index.html")
    assert outside == [], f"the site reached outside the machine: {outside[:5]}"


def test_exercises_link_back_to_their_lesson(site, page):
    url, html = site
    page.goto(f"{url}/exercises/02-hands-and-shapes.html")
    back = page.locator("article a[href='../course/02-hands-and-shapes.html']").first
    back.wait_for()
    _shot(page, "3-exercises-02")
    back.click()
    page.wait_for_url("**/course/02-hands-and-shapes.html")
    assert not list(html.rglob("*.ipynb.html"))  # every .ipynb link became a page link
