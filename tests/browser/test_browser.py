"""The widgets in a real browser: a notebook run in JupyterLab, and the replayer as a Voilà app.

Expected texts come from the plain classes run here in the test process (the same
seeds and records the notebook uses), so the browser must show what the engine says.
The bridge-table tests also record click-to-update times and the first paint
(``test-artifacts/table-timings.json``) and screenshots of each view at 1× and 2×
(``test-artifacts/table-*.png``); times are recorded, never asserted.
"""

from __future__ import annotations

import json
import time

import pytest

from bridgelib.bots.fourhand import DeclarerPractice
from bridgelib.errors import IllegalPlay
from bridgelib.records import load_bundled
from bridgelib.replay import Replay
from bridgelib.widgets.practice import HoneymoonPractice

from .conftest import ARTIFACTS, TOKEN, screenshot_if_failed

pytestmark = pytest.mark.browser

TIMINGS: dict[str, object] = {}

# Click an element inside the table that holds `table`, and wait for the kernel's new
# picture (the front end counts its redraws in data-drawn): milliseconds.
CLICK_JS = """async ([table, sel]) => {
  const root = [...document.querySelectorAll('.bl-live')].find(r => r.querySelector(table));
  const before = root.dataset.drawn;
  const el = root.querySelector(sel);
  if (!el) throw new Error('nothing matches ' + sel);
  const t0 = performance.now();
  el.click();
  await new Promise((res, rej) => {
    const obs = new MutationObserver(() => {
      if (root.dataset.drawn !== before) { obs.disconnect(); res(); } });
    obs.observe(root, {attributes: true});
    setTimeout(() => { obs.disconnect(); rej(new Error('no redraw in 10 s')); }, 10000);
  });
  return performance.now() - t0;
}"""


# The anchor: a bare message to the kernel and its answer, with no table drawn.
PING_JS = """async ([table, n]) => {
  const root = [...document.querySelectorAll('.bl-live')].find(r => r.querySelector(table));
  const t0 = performance.now();
  root.ping(n);
  await new Promise((res, rej) => {
    const obs = new MutationObserver(() => {
      if (root.dataset.pong === String(n)) { obs.disconnect(); res(); } });
    obs.observe(root, {attributes: true});
    setTimeout(() => { obs.disconnect(); rej(new Error('no pong in 10 s')); }, 10000);
  });
  return performance.now() - t0;
}"""


def ping(page, table: str, n: int) -> None:
    TIMINGS.setdefault("kernel round trip (anchor)", []).append(  # type: ignore[union-attr]
        round(page.evaluate(PING_JS, [table, n]), 1))


def click(page, table: str, sel: str, kind: str | None = None) -> float:
    ms = page.evaluate(CLICK_JS, [table, sel])
    if kind:
        TIMINGS.setdefault(kind, []).append(round(ms, 1))  # type: ignore[union-attr]
    return ms


def norm(text: str) -> str:
    return " ".join(text.replace("\xa0", " ").split())


def p90(values: list[float]) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(0.9 * (len(s) - 1))))]


def shot(page, table: str, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator(f".bl-live:has({table})").screenshot(path=str(ARTIFACTS / f"table-{name}.png"))


@pytest.fixture(scope="module", autouse=True)
def _record_timings():
    yield
    if TIMINGS:
        ARTIFACTS.mkdir(exist_ok=True)
        out = {k: v for k, v in TIMINGS.items()}
        for k, v in TIMINGS.items():
            if isinstance(v, list) and v:
                out[f"{k} p90 ms"] = p90(v)
                out[f"{k} median ms"] = sorted(v)[len(v) // 2]
        (ARTIFACTS / "table-timings.json").write_text(json.dumps(out, indent=1), encoding="utf-8")
        print("\nbridge table timings:", json.dumps({k: v for k, v in out.items()
                                                      if not isinstance(v, list)}))


@pytest.fixture(scope="module")
def notebook(browser, lab):
    """demo.ipynb opened in JupyterLab with every cell run."""
    # tall, so that element screenshots at 2× are not cut by the notebook's scroll area
    context = browser.new_context(viewport={"width": 1280, "height": 2200})
    pg = context.new_page()
    pg.set_default_timeout(60_000)
    pg.goto(f"{lab.url}/lab/tree/demo.ipynb?token={TOKEN}")
    # The toolbar says idle while the kernel still starts; the status bar is reliable.
    pg.wait_for_function("document.body.innerText.includes('(ipykernel) | Idle')")
    t0 = time.monotonic()
    pg.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    pg.wait_for_selector(".replayer .bl-felt")
    TIMINGS["first paint of the replayer table after run-all, s"] = round(time.monotonic() - t0, 3)
    pg.wait_for_selector(".play-honeymoon .play-card")
    pg.wait_for_selector(".annotator .bl-felt")
    pg.wait_for_selector(".play-deal .bl-bidding-box")
    TIMINGS["all five views drawn after run-all, s"] = round(time.monotonic() - t0, 3)
    pg.wait_for_function("document.body.innerText.includes('(ipykernel) | Idle')")
    # First paint with the kernel idle: run the replayer's cell again (imports are done,
    # as in a lesson whose first cell has run) until its new table is drawn.
    for _ in range(3):
        pg.evaluate("document.querySelectorAll('.replayer').forEach(e => e.dataset.old = '1')")
        t1 = time.monotonic()
        pg.evaluate("""() => { const nb = window.jupyterapp.shell.currentWidget.content;
            nb.activeCellIndex = 3; return window.jupyterapp.commands.execute('notebook:run-cell'); }""")
        pg.wait_for_selector(".replayer:not([data-old]) .bl-felt")
        TIMINGS.setdefault("first paint of a table (cell run with the kernel idle)", []).append(
            round(1000 * (time.monotonic() - t1), 1))
    yield pg
    context.close()


@pytest.fixture(autouse=True)
def _shots(request):
    yield
    if "notebook" in request.fixturenames:
        screenshot_if_failed(request.getfixturevalue("notebook"), request.node)


def test_no_widget_fails_to_display(notebook):
    assert "Error displaying widget" not in notebook.locator("body").inner_text()
    assert notebook.locator(".bl-live:has(.bl-felt)").count() == 5


def test_multiple_choice_feedback(notebook):
    q = notebook.locator(".quiz-q-1")
    assert q.locator(".quiz-feedback").count() == 0  # nothing before an answer
    q.locator(".quiz-choice-3").click()  # hearts
    wrong = q.locator(".quiz-wrong")
    wrong.wait_for()
    assert "only spades rank higher" in wrong.inner_text()
    q.locator(".quiz-choice-4").click()
    q.locator(".quiz-correct").wait_for()
    assert "Spades rank highest" in norm(q.locator(".quiz-feedback").inner_text())


def test_pick_a_card_feedback(notebook):
    q = notebook.locator(".quiz-q-6")
    q.locator(".quiz-card.card-HA").click()
    q.locator(".quiz-wrong").wait_for()
    assert "never wins" in q.locator(".quiz-feedback").inner_text()
    q.locator(".quiz-card.card-SK").click()
    q.locator(".quiz-correct").wait_for()
    # Both first answers were wrong, and the first answer is the one that counts.
    assert "Score: 0 / 8 — answered 2 of 8" in notebook.locator(".quiz-summary").inner_text()


def trick_cards(page, table: str) -> set[str]:
    return set(page.eval_on_selector_all(
        f"{table} .trick-card", "els => els.map(e => [...e.classList].find(c => c.startsWith('card-')))"))


def test_replayer_steps_forward_and_back(notebook):
    frames = list(Replay(load_bundled("sergey-olga")).frames())
    r = ".replayer"
    notebook.locator(r).scroll_into_view_if_needed()
    shot(notebook, r, "replayer-1x")
    assert trick_cards(notebook, r) == set()  # the start: no trick on the table
    click(notebook, r, ".replay-next", "step")
    assert trick_cards(notebook, r) == {f"card-{c.pbn()}" for _, c in frames[1].trick}
    click(notebook, r, ".replay-next", "step")
    assert trick_cards(notebook, r) == {f"card-{c.pbn()}" for _, c in frames[2].trick}
    assert f"→ {frames[2].winner}" in norm(notebook.locator(f"{r} .bl-trick-caption").inner_text())
    shot(notebook, r, "replayer-trick-1x")
    click(notebook, r, ".replay-back", "step")
    assert norm(notebook.locator(f"{r} .replay-label").inner_text()) == frames[1].label
    for k in range(20):
        click(notebook, r, ".replay-next", "step")
        ping(notebook, r, k)
    for _ in range(10):
        click(notebook, r, ".replay-back", "step")
    click(notebook, r, ".replay-last", "step")
    assert norm(notebook.locator(f"{r} .replay-label").inner_text()) == frames[-1].label
    click(notebook, r, ".replay-first", "step")
    assert norm(notebook.locator(f"{r} .replay-label").inner_text()) == frames[0].label
    # JupyterLab's presentation mode makes the prose 17 px: the table grows with it
    size = "e => getComputedStyle(e).fontSize"
    assert notebook.eval_on_selector(r, size) == "14px"
    notebook.evaluate("window.jupyterapp.commands.execute('application:toggle-presentation-mode')")
    notebook.wait_for_function(f"getComputedStyle(document.querySelector('{r}')).fontSize === '17px'")
    notebook.evaluate("window.jupyterapp.commands.execute('application:toggle-presentation-mode')")
    # projector mode: 2×, and the 2× picture fits a 1024-wide screen's notebook
    click(notebook, r, ".bl-zoom-in")
    click(notebook, r, ".bl-zoom-in")
    click(notebook, r, ".bl-zoom-in")
    click(notebook, r, ".bl-zoom-in")
    assert norm(notebook.locator(f"{r} .bl-zoom").inner_text()) == "2×"
    click(notebook, r, ".replay-next", "step")
    click(notebook, r, ".replay-next", "step")
    shot(notebook, r, "replayer-2x")
    size = notebook.eval_on_selector(f"{r} .bl-face text", "e => getComputedStyle(e.closest('.bl-table')).fontSize")
    assert size == "28px"  # 14 px content font × 2
    click(notebook, r, ".bl-contrast")
    shot(notebook, r, "replayer-2x-contrast")
    # what a projector at 1024×768 shows
    notebook.evaluate("window.jupyterapp.commands.execute('application:toggle-left-area')")
    notebook.set_viewport_size({"width": 1024, "height": 768})
    notebook.locator(f"{r} .bl-felt").scroll_into_view_if_needed()
    notebook.screenshot(path=str(ARTIFACTS / "table-projector-1024x768-2x.png"))
    # the whole table fits the width: nothing to scroll sideways
    assert notebook.eval_on_selector(f"{r}", "e => e.scrollWidth <= e.clientWidth + 1")
    notebook.set_viewport_size({"width": 1280, "height": 2200})
    notebook.evaluate("window.jupyterapp.commands.execute('application:toggle-left-area')")
    click(notebook, r, ".bl-contrast")
    for _ in range(4):
        click(notebook, r, ".bl-zoom-out")


def test_play_against_the_computer_only_legal_cards_click(notebook):
    game = DeclarerPractice.from_seed(1)
    game.start()
    legal = game.play.legal_cards()
    hand = game.play.hand(game.play.turn)
    illegal = next(c for c in hand if c not in legal)
    with pytest.raises(IllegalPlay) as refusal:
        game.play.check(illegal)
    t = ".play-declarer"
    notebook.locator(t).scroll_into_view_if_needed()
    shot(notebook, t, "play-declarer-1x")
    grey = notebook.locator(f"{t} .bl-illegal.card-{illegal.pbn()}")
    assert grey.get_attribute("title") == str(refusal.value)  # the reason on hover
    assert grey.get_attribute("data-act") is None
    clickable = set(notebook.eval_on_selector_all(
        f"{t} .play-card", "els => els.map(e => e.dataset.act.slice(5))"))
    assert clickable == {c.pbn() for c in legal}
    said = game.play_card(legal[0])
    click(notebook, t, f".play-card.card-{legal[0].pbn()}", "card")
    assert norm(notebook.locator(f"{t} .play-log").inner_text()) == norm(" ".join(said))
    assert norm(notebook.locator(f"{t} .play-status").inner_text()) == game.status()
    assert notebook.locator(f"{t} .play-status").count() == 1  # the status once
    shot(notebook, t, "play-declarer-trick-1x")
    # play on: each click plays a legal card; Undo and Hint
    for _ in range(8):
        click(notebook, t, ".play-card", "card")
    click(notebook, t, ".play-undo", "tool")
    click(notebook, t, ".bl-zoom-in")
    click(notebook, t, ".bl-zoom-in")
    click(notebook, t, ".bl-zoom-in")
    click(notebook, t, ".bl-zoom-in")
    shot(notebook, t, "play-declarer-2x")
    for _ in range(4):
        click(notebook, t, ".bl-zoom-out")


def test_play_honeymoon_against_the_bot(notebook):
    game = HoneymoonPractice.from_seed(2)
    game.start()
    card = game.game.legal_cards()[0]
    said = game.play_card(card)
    t = ".play-honeymoon"
    notebook.locator(t).scroll_into_view_if_needed()
    shot(notebook, t, "honeymoon-1x")
    assert notebook.locator(f"{t} .hand-N .bl-back").count() == 13  # the computer's hand
    assert notebook.locator(f"{t} .hand-N .bl-face").count() == 0
    click(notebook, t, f".play-card.card-{card.pbn()}", "card")
    assert norm(notebook.locator(f"{t} .play-log").inner_text()) == norm(" ".join(said))
    assert f"Talon: {len(game.game.talon)} cards" in norm(notebook.locator(f"{t} .replay-talon").inner_text())
    for _ in range(6):
        if notebook.locator(f"{t} .play-card").count():
            click(notebook, t, ".play-card", "card")
        elif notebook.locator(f"{t} .play-call").count():
            click(notebook, t, ".play-call.bl-legal", "call")
    shot(notebook, t, "honeymoon-later-1x")


def test_annotation_made_in_the_browser_is_saved_reloaded_and_found(notebook):
    t = ".annotator"
    notebook.locator(t).scroll_into_view_if_needed()
    box = notebook.locator(f".bl-live:has({t})")
    box.locator(".replay-jump").select_option(label="Trick 1")
    notebook.wait_for_function("document.querySelector('.annotator .replay-position')"
                               ".innerText.startsWith('Step 9 ')")
    box.locator(".annot-text").fill("West leads the ace: top of ♥AKQJ.")
    click(notebook, t, ".annot-add", "annotate")
    assert "West leads the ace: top of ♥AKQJ." in box.locator(".annot-comments").inner_text()
    click(notebook, t, ".annot-save", "annotate")
    assert "Saved annotated.pbn" in box.locator(".annot-saved").inner_text()
    shot(notebook, t, "annotator-1x")
    click(notebook, t, ".annot-remove", "annotate")  # gone from the editor …
    assert box.locator(".annot-comments").count() == 0
    click(notebook, t, ".annot-reopen", "annotate")  # … and back from the saved file
    click(notebook, t, ".replay-last", "step")
    click(notebook, t, ".replay-first", "step")
    box.locator(".replay-jump").select_option(label="Trick 1")
    notebook.wait_for_function("document.querySelector('.annotator .annot-comments') !== null")
    assert "West leads the ace: top of ♥AKQJ." in box.locator(".annot-comments").inner_text()
    assert "West leads the ace" in box.locator(".replay-comment").inner_text()
    # open a real record from a file upload
    from pathlib import Path

    from bridgelib.widgets.annotations import AnnotatedDeal

    pbn = Path(__file__).parents[1] / "data" / "records" / "pbn" / "sample-with-notes-and-dd.pbn"
    title = AnnotatedDeal.from_file(pbn).source().title
    box.locator(".annot-upload").set_input_files(str(pbn))
    notebook.wait_for_function(
        f"document.querySelector('.annotator .bl-title').innerText === {title!r}")
    assert "Step 0 / " in box.locator(".replay-position").inner_text()


def test_bid_and_play_a_whole_deal(notebook):
    from bridgelib.widgets.wholedeal import WholeDeal

    game = WholeDeal.from_seed(4)
    game.start()
    t = ".play-deal"
    notebook.locator(t).scroll_into_view_if_needed()
    shot(notebook, t, "whole-deal-auction-1x")
    enabled = set(notebook.eval_on_selector_all(f"{t} .play-call.bl-legal",
                                                "els => els.map(e => e.dataset.act.slice(5))"))
    assert enabled == {c.pbn() for c in game.auction.legal_calls()}
    grey = notebook.locator(f"{t} .bl-illegal.call-XX")
    assert "redouble" in grey.get_attribute("title")  # the engine's reason on hover
    said = game.make_call("1H")
    click(notebook, t, ".call-1H", "call")
    assert norm(notebook.locator(f"{t} .play-log").inner_text()) == norm(" ".join(said))
    while game.wants_call:
        said = game.make_call("Pass")
        click(notebook, t, ".call-Pass", "call")
    for _ in range(12):
        if notebook.locator(f"{t} .play-card").count() == 0:
            break
        click(notebook, t, ".play-card", "card")
    shot(notebook, t, "whole-deal-play-1x")
    assert "Error" not in notebook.locator(t).inner_text()


def test_replayer_as_a_voila_app(page, voila):
    frames = list(Replay(load_bundled("sergey-olga")).frames())
    page.set_default_timeout(60_000)
    page.goto(voila.url + "/")
    page.wait_for_selector(".replayer .replay-next")
    assert "Error displaying widget" not in page.locator("body").inner_text()
    assert "Start: the deal" in page.locator(".replay-label").inner_text()
    r = ".replayer"
    click(page, r, ".replay-next", "step (Voilà)")
    click(page, r, ".replay-next", "step (Voilà)")
    assert trick_cards(page, r) == {f"card-{c.pbn()}" for _, c in frames[2].trick}
    click(page, r, ".replay-back", "step (Voilà)")
    # Jump to the first trick of the main play.
    first = next(m for m in Replay(load_bundled("sergey-olga")).marks() if m.label == "Trick 1")
    page.select_option(".replay-jump", label="Trick 1")
    page.wait_for_function(
        f"document.querySelector('.replay-label').innerText === {frames[first.index].label!r}")
    assert "Contract: 2HXX by Sergey" in norm(page.locator(".replay-contract").inner_text())
    page.set_viewport_size({"width": 1024, "height": 768})
    shot(page, r, "voila-replayer-1x")


def test_app_mode_shows_the_rules_message_for_a_refusal(page, voila):
    """The Voilà server runs as `bridge course --app` does: a refusal shows the Law, not
    "There was an error when executing cell"."""
    from bridgelib import Auction
    from bridgelib.errors import IllegalCall

    with pytest.raises(IllegalCall) as refusal:
        Auction("N", "1S P 1H".split())
    page.set_default_timeout(60_000)
    page.goto(voila.url + "/")
    page.wait_for_selector(".bl-refusal")
    text = norm(page.locator("body").inner_text())
    assert norm(str(refusal.value)) in norm(page.locator(".bl-refusal").inner_text())
    assert "There was an error" not in text and "Traceback" not in text
    assert "IllegalCall" not in text  # no Python names
