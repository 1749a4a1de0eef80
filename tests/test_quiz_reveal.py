"""A question never shows its answer before the learner gives one.

Every question of every bundled bank and of every generator (several seeds each) is drawn
as the learner sees it before answering: the text view, the context's HTML, the quiz's static
picture and the widget's prompt.  None of them may mark a trick's winner (``→ West``, a bold or
underlined card), repeat the explanation, or name the expected answer as the trick's winner.
"""

from __future__ import annotations

import re
from html import escape

import pytest

from bridgelib.quiz import Quiz, generated
from bridgelib.quiz.bank import bank_names, load_bank
from bridgelib.quiz.generators import KINDS
from bridgelib.quiz.questions import PickCard
from bridgelib.render import html as render_html
from bridgelib.render import text as render_text


def _all_quizzes() -> list[tuple[str, Quiz]]:
    found = [(f"bank:{name}", Quiz(name, load_bank(name).questions)) for name in bank_names()]
    found += [(f"generated:{kind}:{seed}", generated(kind, n=6, seed=seed))
              for kind in sorted(KINDS) for seed in range(6)]
    return found


QUIZZES = _all_quizzes()
MARKS = re.compile(r"→|underline|<u>|<strong>|bl-winner|wins the trick", re.I)


def _views(quiz: Quiz, q) -> list[str]:
    views = [str(q.to_text()), str(quiz._repr_html_())]
    if not q.context.is_empty:
        views += [str(q.context.to_html()), str(q.context.to_text())]
    return views


@pytest.mark.parametrize("name,quiz", QUIZZES, ids=[n for n, _ in QUIZZES])
def test_no_view_before_answering_reveals_the_answer(name, quiz):
    for q in quiz.questions:
        for view in _views(quiz, q):
            for other in quiz.questions:  # a prompt may itself use an arrow ("1♠ → 2♠")
                view = view.replace(str(escape(other.prompt)), "").replace(other.prompt, "")
            assert not MARKS.search(view), (
                f"{name}/{q.id}: a view marks something before the answer: {view[:200]!r}")
            if q.explanation and len(q.explanation) > 20:
                assert q.explanation not in view, f"{name}/{q.id}: the explanation is shown"
        if isinstance(q, PickCard) and q.context.trick is not None:
            trick = q.context.trick
            if trick.winner is not None:
                shown = str(q.context.to_text())
                assert f"→ {trick.winner.name_en}" not in shown


def test_trick_renderers_still_mark_the_winner_where_no_question_is_asked():
    """The replayer and the play view keep showing who won (only quizzes hide it)."""
    from bridgelib.cards import Card, Suit
    from bridgelib.play import Trick
    from bridgelib.table import Seat

    t = Trick(Seat.WEST, tuple(Card.from_str(c) for c in "S9 SQ SK HA".split()), Suit.HEARTS)
    assert "→ South" in render_text.trick(t)
    assert "→ South" in render_html.trick(t)
    assert "→" not in render_text.trick(t, show_winner=False)
    assert not MARKS.search(render_html.trick(t, show_winner=False))
    # the table view: the winning card ringed and named, except in a question
    shown = render_html.trick_table(t)
    assert "bl-winner" in shown and "South wins the trick" in shown
    assert "bl-winner" in t._repr_html_()
    assert not MARKS.search(render_html.trick_table(t, show_winner=False))


def test_the_quiz_widget_prompt_hides_the_winner():
    pytest.importorskip("ipywidgets")
    from bridgelib.widgets.quiz import QuizView

    quiz = Quiz("cards", load_bank("cards").questions)
    view = QuizView(quiz, save=False)
    for box in view.children:
        for child in getattr(box, "children", ()):
            value = getattr(child, "value", "")
            if isinstance(value, str) and "quiz" not in value[:0]:
                assert "→" not in value and "underline" not in value


def test_a_question_on_the_table_keeps_hidden_hands_face_down():
    """A question's deal is drawn on the table view; a seat the question hides shows card
    backs, and none of its cards appears anywhere in the page."""
    from bridgelib import Deal
    from bridgelib.quiz.questions import Context
    from bridgelib.table import Seat

    deal = Deal.random(seed=11)
    page = str(Context(deal=deal, hidden=(Seat.EAST, Seat.WEST)).to_html())
    assert "bl-felt" in page
    for seat in Seat:
        shown = [c for c in deal[seat] if f"card-{c.pbn()}" in page]
        assert len(shown) == (13 if seat in (Seat.NORTH, Seat.SOUTH) else 0), seat
