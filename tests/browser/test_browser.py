"""The widgets in a real browser: a notebook run in JupyterLab, and the replayer as a Voilà app.

Expected texts come from the plain classes run here in the test process (the same
seeds and records the notebook uses), so the browser must show what the engine says.
"""

from __future__ import annotations

import pytest

from bridgelib.bots.fourhand import DeclarerPractice
from bridgelib.errors import IllegalPlay
from bridgelib.records import load_bundled
from bridgelib.replay import Replay
from bridgelib.widgets.practice import HoneymoonPractice

from .conftest import TOKEN, screenshot_if_failed

pytestmark = pytest.mark.browser


def norm(text: str) -> str:
    return " ".join(text.replace("\xa0", " ").split())


def trick_words(frame) -> list[str]:
    return [f"{p} {c}" for p, c in frame.trick]


@pytest.fixture(scope="module")
def notebook(browser, lab):
    """demo.ipynb opened in JupyterLab with every cell run."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    pg = context.new_page()
    pg.set_default_timeout(60_000)
    pg.goto(f"{lab.url}/lab/tree/demo.ipynb?token={TOKEN}")
    # The toolbar says idle while the kernel still starts; the status bar is reliable.
    pg.wait_for_function("document.body.innerText.includes('(ipykernel) | Idle')")
    pg.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    pg.wait_for_selector(".play-honeymoon .play-card")
    yield pg
    context.close()


@pytest.fixture(autouse=True)
def _shots(request):
    yield
    if "notebook" in request.fixturenames:
        screenshot_if_failed(request.getfixturevalue("notebook"), request.node)


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
    q.locator(".card-HA").click()
    q.locator(".quiz-wrong").wait_for()
    assert "never wins" in q.locator(".quiz-feedback").inner_text()
    q.locator(".card-SK").click()
    q.locator(".quiz-correct").wait_for()
    # Both first answers were wrong, and the first answer is the one that counts.
    assert "Score: 0 / 8 — answered 2 of 8" in notebook.locator(".quiz-summary").inner_text()


def test_replayer_forward_and_back(notebook):
    frames = list(Replay(load_bundled("sergey-olga")).frames())
    r = notebook.locator(".replayer")
    trick = r.locator(".replay-trick")
    assert trick.count() == 0  # the start: no trick on the table
    r.locator(".replay-next").click()
    trick.wait_for()
    for word in trick_words(frames[1]):
        assert word in norm(trick.inner_text())
    r.locator(".replay-next").click()
    notebook.wait_for_function(
        "document.querySelector('.replayer .replay-trick').innerText.includes('→')")
    shown = norm(trick.inner_text())
    assert all(w in shown for w in trick_words(frames[2]))
    assert f"→ {frames[2].winner}" in shown
    r.locator(".replay-back").click()
    notebook.wait_for_function(
        "!document.querySelector('.replayer .replay-trick').innerText.includes('→')")
    assert norm(r.locator(".replay-label").inner_text()) == frames[1].label


def test_play_one_card_against_the_computer(notebook):
    game = DeclarerPractice.from_seed(1)
    game.start()
    legal = game.play.legal_cards()
    hand = game.play.hand(game.play.turn)
    illegal = next(c for c in hand if c not in legal)
    with pytest.raises(IllegalPlay) as refusal:
        game.play.check(illegal)
    box = notebook.locator(".play-declarer")
    box.locator(f".card-{illegal.pbn()}").click()
    box.locator(".play-error").wait_for()
    assert norm(box.locator(".play-error").inner_text()) == norm(str(refusal.value))
    said = game.play_card(legal[0])
    box.locator(f".card-{legal[0].pbn()}").click()
    box.locator(".play-log").wait_for()
    assert norm(box.locator(".play-log").inner_text()) == norm(" ".join(said))
    assert game.status() in norm(box.locator(".play-status").inner_text())


def test_play_one_card_of_honeymoon_against_the_bot(notebook):
    game = HoneymoonPractice.from_seed(2)
    game.start()
    card = game.game.legal_cards()[0]
    said = game.play_card(card)
    box = notebook.locator(".play-honeymoon")
    assert "(hidden)" in box.locator(".play-board").inner_text()  # the computer's hand
    box.locator(f".card-{card.pbn()}").click()
    box.locator(".play-log").wait_for()
    assert norm(box.locator(".play-log").inner_text()) == norm(" ".join(said))
    assert f"Talon: {len(game.game.talon)} cards" in norm(box.locator(".play-board").inner_text())


def test_replayer_as_a_voila_app(page, voila):
    frames = list(Replay(load_bundled("sergey-olga")).frames())
    page.set_default_timeout(60_000)
    page.goto(voila.url + "/")
    page.wait_for_selector(".replayer .replay-next")
    assert "Start: the deal" in page.locator(".replay-label").inner_text()
    page.locator(".replay-next").click()
    page.locator(".replay-next").click()
    page.wait_for_function("document.querySelector('.replay-trick') && "
                           "document.querySelector('.replay-trick').innerText.includes('→')")
    assert all(w in norm(page.locator(".replay-trick").inner_text()) for w in trick_words(frames[2]))
    page.locator(".replay-back").click()
    page.wait_for_function("!document.querySelector('.replay-trick').innerText.includes('→')")
    # Jump to the first trick of the main play.
    first = next(m for m in Replay(load_bundled("sergey-olga")).marks() if m.label == "Trick 1")
    page.locator(".replay-jump select").select_option(label="Trick 1")
    page.wait_for_function(
        f"document.querySelector('.replay-label').innerText === {frames[first.index].label!r}")
    assert "Contract: 2HXX by Sergey" in norm(page.locator(".replay-contract").inner_text())
