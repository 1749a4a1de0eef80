"""The ipywidgets views, driven without a browser: clicks reach the plain classes and the
views show what those return.  (The same views in a real browser: tests/browser/.)"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from bridgelib import Auction, Card, Deal  # noqa: E402
from bridgelib.quiz import Quiz, generated  # noqa: E402
from bridgelib.replay import FourHandSource  # noqa: E402
from bridgelib.widgets import PlayAgainstComputer, QuizView, Replayer  # noqa: E402

WIDGETS = Path(__file__).resolve().parents[1] / "bridgelib" / "widgets"
DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def find(widget, css):
    """Every descendant widget carrying the CSS class ``css``."""
    out = []
    if css in getattr(widget, "_dom_classes", ()):
        out.append(widget)
    for child in getattr(widget, "children", ()):
        out.extend(find(child, css))
    return out


def one(widget, css):
    hits = find(widget, css)
    assert len(hits) == 1, (css, len(hits))
    return hits[0]


def question(view, n):
    return one(view, f"quiz-q-{n}")


def feedback(view, n):
    return one(question(view, n), "quiz-feedback-box").value


# ---------------------------------------------------------------- quiz
def test_quiz_feedback_appears_only_after_answering():
    view = Quiz.from_bank("cards").widget()
    assert isinstance(view, QuizView)
    assert all(one(question(view, n), "quiz-feedback-box").value == "" for n in range(1, 9))
    assert "Spades rank highest" not in repr(view.children)


def test_multiple_choice_by_clicking():
    view = Quiz.from_bank("cards").widget()
    one(question(view, 1), "quiz-choice-3").click()  # hearts: wrong
    text = feedback(view, 1)
    assert "quiz-wrong" in text and "only spades rank higher" in text
    assert "Spades rank highest" in text  # the explanation comes with the feedback
    one(question(view, 1), "quiz-choice-4").click()
    assert "quiz-correct" in feedback(view, 1)
    assert "Score: 0 / 8" in one(view, "quiz-summary").value  # the first answer counts


def picker(widget):
    """The card picker (SVG card faces) inside a question."""
    from bridgelib.widgets.table import CardPicker

    if isinstance(widget, CardPicker):
        return [widget]
    return [p for child in getattr(widget, "children", ()) for p in picker(child)]


def test_pick_a_card_by_clicking():
    view = Quiz.from_bank("cards").widget()
    q = question(view, 6)
    [cards] = picker(q)
    assert "card-HA" in cards.html and "data-act='card:HA'" in cards.html
    cards.pick(Card.from_str("HA"))
    assert "without trumps a card of another suit never wins" in feedback(view, 6)
    cards.pick(Card.from_str("SK"))
    assert "quiz-correct" in feedback(view, 6)


def test_a_trick_in_a_question_is_on_the_table():
    view = Quiz.from_bank("cards").widget()
    prompt = one(question(view, 6), "quiz-prompt").value
    q = view.quiz.questions[5]
    assert "bl-felt" in prompt
    for c in q.context.trick.cards:
        assert f"trick-card card-{c.pbn()}" in prompt


def test_numeric_order_match_and_bidding_box():
    view = Quiz.from_bank("cards").widget()
    box = one(question(view, 5), "quiz-number")
    box.value = "fifteen"
    one(question(view, 5), "quiz-submit").click()
    assert "quiz-error" in feedback(view, 5) and "not a number" in feedback(view, 5)
    box.value = "15"
    one(question(view, 5), "quiz-submit").click()
    assert "quiz-correct" in feedback(view, 5)

    drops = find(question(view, 2), "quiz-order")
    for d, item in zip(drops, ["♣ clubs", "♦ diamonds", "♥ hearts", "♠ spades"]):
        d.value = item
    one(question(view, 2), "quiz-submit").click()
    assert "quiz-correct" in feedback(view, 2)

    one(question(view, 7), "quiz-submit").click()
    assert "still to match" in feedback(view, 7)
    for d, right in zip(find(question(view, 7), "quiz-match"),
                        ["honours", "spot cards", "void", "dummy"]):
        d.value = right
    one(question(view, 7), "quiz-submit").click()
    assert "quiz-correct" in feedback(view, 7)

    box = question(view, 8)
    assert len(find(box, "quiz-call")) == 38
    one(box, "call-1D").click()
    assert "Law 27" in feedback(view, 8) and "insufficient" in feedback(view, 8)
    one(box, "call-1S").click()
    assert "quiz-correct" in feedback(view, 8)


def test_pick_all_cards_then_check():
    quiz = generated("legal-cards", n=1, seed=4)
    view = quiz.widget()
    q = quiz.questions[0]
    [cards] = picker(view)
    for c in q.answer:
        cards.pick(c)
    assert all("bl-chosen" in cards.html.split(f"card-{c.pbn()}")[1][:20] for c in q.answer)
    one(view, "quiz-submit").click()
    assert "quiz-correct" in feedback(view, 1)


def test_finished_quiz_is_saved_for_its_lesson(tmp_path, monkeypatch):
    monkeypatch.setenv("BRIDGE_PROGRESS_DIR", str(tmp_path))
    quiz = generated("hcp", n=2, seed=1, lesson="03-hands")
    view = quiz.widget()
    for n, q in enumerate(quiz.questions, 1):
        one(question(view, n), "quiz-number").value = str(q.answer)
        one(question(view, n), "quiz-submit").click()
    assert "Finished" in one(view, "quiz-summary").value
    saved = json.loads((tmp_path / "progress.json").read_text(encoding="utf-8"))
    assert saved["lessons"]["03-hands"]["hcp"]["last"] == [2, 2]


def test_a_quiz_over_an_unreadable_progress_file_saves_and_says_so(tmp_path, monkeypatch):
    import warnings

    monkeypatch.setenv("BRIDGE_PROGRESS_DIR", str(tmp_path))
    (tmp_path / "progress.json").write_bytes(b"\xe9\xe9 not UTF-8")  # e.g. saved as latin-1
    quiz = generated("hcp", n=1, seed=1, lesson="03-hands")
    view = quiz.widget()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        one(view, "quiz-number").value = str(quiz.questions[0].answer)
        one(view, "quiz-submit").click()
    summary = one(view, "quiz-summary").value
    assert "Finished" in summary and "Note:" in summary and "progress.corrupt-1.json" in summary
    saved = json.loads((tmp_path / "progress.json").read_text(encoding="utf-8"))
    assert saved["lessons"]["03-hands"]["hcp"]["last"] == [1, 1]
    assert (tmp_path / "progress.corrupt-1.json").read_bytes() == b"\xe9\xe9 not UTF-8"


def test_a_failed_save_is_shown_not_silent(tmp_path, monkeypatch):
    from bridgelib import progress

    def refuse(self, *args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(progress.Progress, "record", refuse)
    quiz = generated("hcp", n=1, seed=1, lesson="03-hands")
    view = quiz.widget()
    one(view, "quiz-number").value = str(quiz.questions[0].answer)
    one(view, "quiz-submit").click()
    assert "Not saved" in one(view, "quiz-summary").value


def test_a_quiz_without_a_lesson_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("BRIDGE_PROGRESS_DIR", str(tmp_path))
    quiz = generated("hcp", n=1, seed=1)
    view = quiz.widget()
    one(view, "quiz-number").value = "0"
    one(view, "quiz-submit").click()
    assert not list(tmp_path.iterdir())


def test_views_have_deterministic_text():
    assert repr(Quiz.from_bank("cards").widget()) == "QuizView(Quiz 'cards' — 8 questions)"
    src = FourHandSource(DEAL, Auction.from_str("N", "P P 1S P 2S P P P"), "HA H8", title="T")
    assert repr(Replayer(src)) == "Replayer('T', 11 steps)"
    assert repr(PlayAgainstComputer(seed=3)) == "PlayAgainstComputer('declarer', seed=3)"
    assert not re.search(r"[0-9a-f]{32}", repr(Replayer(src)))


# ---------------------------------------------------------------- replayer and play
# The replayer and play-against-the-computer are drawn on the bridge table: their
# clicks, legal cards and hidden hands are tested in test_widgets_table.py.
def test_hint_and_new_deal():
    view = PlayAgainstComputer(seed=2)
    view.click("tool:hint")
    assert "Double dummy:" in view.html
    first = view.session.deal
    view.click("tool:new")
    assert view.session.deal != first and view.seed == 3


# ---------------------------------------------------------------- no bridge logic in the views
RULE_CALLS = {"legal_cards", "legal_calls", "check", "is_legal", "trick_winner", "winner",
              "hcp", "shape_classes", "duplicate_score", "tricks_won", "contract"}
ALLOWED_IMPORTS = {"bridgelib.auction": {"ALL_BIDS", "DOUBLE", "PASS", "REDOUBLE", "Call"},
                   "bridgelib.cards": {"Card"}, "bridgelib.errors": {"BridgeError"}}


@pytest.mark.parametrize("path", sorted(p for p in WIDGETS.glob("*.py")
                                         if p.name not in ("practice.py", "annotations.py",
                                                           "wholedeal.py", "gameplay.py")))
def test_views_hold_no_bridge_logic(path):
    """Views import only values, the error base class and the plain classes they show,
    and never call a rule of the engine themselves."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level >= 1 and node.module:
            module = "bridgelib." + node.module.lstrip(".") if node.level == 2 else node.module
            names = {a.name for a in node.names}
            if module in ALLOWED_IMPORTS:
                assert names <= ALLOWED_IMPORTS[module], (path.name, module, names)
            else:
                assert module.split(".")[-1] in ("quiz", "replay", "progress", "questions",
                                                  "_controls", "fourhand", "practice", "quiz.questions",
                                                  "table", "annotations", "wholedeal", "gameplay",
                                                  "workspace", "problems"), \
                    (path.name, module)
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            assert node.attr not in RULE_CALLS, (path.name, node.attr, node.lineno)


def test_views_carry_a_static_html_picture_for_saved_notebooks():
    """A saved notebook has no widget state: the HTML in the same bundle is what readers see."""
    from bridgelib.quiz import generated
    from bridgelib.widgets.play import PlayAgainstComputer

    quiz = generated("hcp", n=2, seed=3)
    bundle = quiz.widget()._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["text/plain"] == f"QuizView({quiz!r})"
    assert quiz.questions[0].prompt in bundle["text/html"]
    view = PlayAgainstComputer("declarer", seed=1)
    html = view._repr_mimebundle_()["text/html"]
    assert "bl-felt" in html and view.static_html() in html
