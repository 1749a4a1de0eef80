"""LawsPlay wraps a Play (issue 13: "``LawsPlay`` wraps a ``Play`` instead of overriding
it"): it is not a subclass, it reads as a play does (:class:`bridgelib.play.PlayView`),
and its refusals leave the laws' state *and* the Play it holds exactly as they were,
naming their Law.

The deal: N ♠AKQJ ♥T98 ♦765 ♣432 / E ♠T98 ♥765 ♦432 ♣AKQJ /
          S ♠765 ♥432 ♦AKQJ ♣T98 / W ♠432 ♥AKQJ ♦T98 ♣765.
"""

from __future__ import annotations

import ast
import pathlib
import re

import pytest

from bridgelib import Card, Deal, Seat
from bridgelib.errors import IllegalAction, IllegalPlay
from bridgelib.laws import LawsPlay
from bridgelib.laws.claims import Claim, rule_on_claim
from bridgelib.play import Play, PlayView

DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
C = Card.from_str
NAMES_A_LAW = re.compile(r"\bLaw \d+")
LAWS_PLAY = pathlib.Path(__file__).resolve().parent.parent / "bridgelib" / "laws" / "play.py"


def full_state(p: LawsPlay):
    """Everything a refusal must leave alone: the laws' state and the Play's."""
    return (p.actions, p.pending, tuple(p.restrictions), tuple(p.rulings),
            tuple(p.penalty_cards(s) for s in Seat), tuple(p.revokes),
            p.cards_played, p.tricks, tuple(p.hand(s) for s in Seat), p.turn, p.leader,
            p.declarer, p.contract, str(p), p._repr_html_())


def test_lawsplay_is_not_a_play_subclass():
    # the wrapper: a Play inside, not a Play overridden with other return types
    assert not issubclass(LawsPlay, Play)
    p = LawsPlay(DEAL, "4SS")
    assert not isinstance(p, Play)
    assert isinstance(p, PlayView) and isinstance(Play(DEAL, "4SS"), PlayView)


def test_lawsplay_module_has_no_type_ignore():
    # no override with another return type left to hide from mypy
    assert "type: ignore" not in LAWS_PLAY.read_text(encoding="utf-8")
    tree = ast.parse(LAWS_PLAY.read_text(encoding="utf-8"))
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "LawsPlay")
    assert cls.bases == []


def test_reads_as_the_play_it_holds():
    cards = "HA H8 H5 H2 HK H9 H6 H3 S2".split()
    p, q = LawsPlay(DEAL, "3NTS", cards), Play(DEAL, "3NTS", cards)
    for name in ("contract", "trump", "declarer", "dummy", "defenders", "declaring_side",
                 "cards_played", "tricks", "current_trick", "trick_number", "leader", "turn",
                 "is_complete", "declarer_tricks", "defender_tricks", "dummy_visible"):
        assert getattr(p, name) == getattr(q, name), name
    assert [p.hand(s) for s in Seat] == [q.hand(s) for s in Seat]
    assert list(p) == list(q) and str(p) == str(q) and p._repr_html_() == q._repr_html_()
    assert p.legal_cards() == q.legal_cards()          # no irregularity: the same cards
    assert repr(p) == "Laws" + repr(q)


def test_play_returns_a_ruling_and_undo_an_action():
    p = LawsPlay(DEAL, "4SS")
    p.lead_out_of_turn("E", "CA")                       # West should lead (Law 54)
    r = p.play("C8", "S")                               # South, next in rotation, plays to it
    assert r is not None and r.law == "54B"             # Law 53A / 54B: that accepts the lead
    assert p.leader is Seat.EAST and p.cards_played == (C("CA"), C("C8"))
    assert p.undo() == ("play", "C8", "S")
    # the lead stands only through the accepting play: undone, the choice is open again
    assert p.cards_played == () and p.pending_options == ("accept", "become-dummy", "refuse")
    assert p.pop() == ("lead_out_of_turn", "E", "CA")
    assert p.pending is None and p.turn is Seat.WEST and p.actions == ()


def test_a_refused_card_after_an_accepted_lead_restores_the_play_inside():
    # South, next after East's opening lead out of turn, plays to it (accepting it, Law
    # 53A) with a spade while he holds clubs: refused (Law 44C), and the acceptance, which
    # had already pushed East's card into the Play, is undone with it
    p = LawsPlay(DEAL, "4SS")
    p.lead_out_of_turn("E", "CA")
    before = full_state(p)
    with pytest.raises(IllegalPlay) as e:
        p.play("S7", "S")
    assert e.value.law == 44 and NAMES_A_LAW.search(str(e.value))
    assert full_state(p) == before
    assert p.cards_played == () and p.turn is Seat.WEST


@pytest.mark.parametrize("what, setup, act, law", [
    ("a card while a choice waits", lambda p: p.lead_out_of_turn("E", "CA"),
     lambda p: p.play("HA"), 54),
    ("a card not held", lambda p: None, lambda p: p.play("SA"), 45),
    ("a card out of turn", lambda p: p.play("HA"), lambda p: p.play("S5", "S"), 57),
    ("not following suit", lambda p: p.play("HA"), lambda p: p.play("SA"), 44),
    ("a legal card given as a revoke", lambda p: p.play("HA"), lambda p: p.revoke("H8"), 61),
    ("a revoke with a card not held", lambda p: p.play("HA"), lambda p: p.revoke("S5"), 45),
    ("a revoke correction with no revoke", lambda p: None, lambda p: p.correct_revoke("HA"), 62),
    ("a prohibited lead", lambda p: (p.lead_out_of_turn("E", "CA"), p.choose("refuse"),
                                     p.choose("prohibit", suit="C")), lambda p: p.play("C7"), 50),
    ("a choice with none pending", lambda p: None, lambda p: p.choose("accept"), 10),
    ("a lead out of turn mid-trick", lambda p: p.play("HA"),
     lambda p: p.lead_out_of_turn("S", "S5"), 57),
    ("dummy's card named unclearly", lambda p: p.play("HA"),
     lambda p: p.call_from_dummy("the blue one"), 46),
    ("after the play", lambda p: _play_out(p), lambda p: p.play("SA"), 44),
])
def test_every_wrapper_refusal_keeps_both_states_and_names_its_law(what, setup, act, law):
    p = LawsPlay(DEAL, "3NTS")
    setup(p)
    before = full_state(p)
    with pytest.raises((IllegalAction, IllegalPlay)) as e:
        act(p)
    assert e.value.law == law, f"{what}: {e.value}"
    assert NAMES_A_LAW.search(str(e.value)), f"{what}: {e.value}"
    assert full_state(p) == before, f"{what}: the refusal changed the state"


def _play_out(p: LawsPlay) -> None:
    while not p.is_complete:
        p.play(p.legal_cards()[0])


def test_become_dummy_restarts_the_play_with_the_new_declarer_and_undo_restores_it():
    # Law 54A: after an opening lead out of turn declarer may spread his hand and become
    # dummy; his partner declares and the lead stands
    p = LawsPlay(DEAL, "4SS")
    p.lead_out_of_turn("E", "CA")
    p.choose("become-dummy")
    assert p.declarer is Seat.NORTH and p.dummy is Seat.SOUTH
    assert p.contract.declarer is Seat.NORTH and p.leader is Seat.EAST
    assert p.cards_played == (C("CA"),) and p.turn is Seat.SOUTH
    p.undo()
    assert p.declarer is Seat.SOUTH and p.cards_played == () and p.pending is not None


def test_a_play_reader_takes_the_wrapper_as_a_play():
    # the claim ruling reads a PlayView: a LawsPlay in the same position gives the same ruling
    ending = Deal.from_pbn("N:...32 2..3. A.A.. ..54.")
    claim = Claim(Seat.SOUTH, 2)
    a = rule_on_claim(LawsPlay(ending, "4SS", leader="S"), claim)
    b = rule_on_claim(Play(ending, "4SS", leader="S"), claim)
    assert (a.awarded, a.most, a.line) == (b.awarded, b.most, b.line)
