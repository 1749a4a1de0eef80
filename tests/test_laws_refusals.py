"""Every refusal of the laws layer names its Law.

The project's rule: an illegal call or card "is refused with a message that quotes it,
gives the context and names the rule and its Law; state is exactly as before".

* :func:`test_every_refusal_site_is_exercised_and_names_its_law` walks every place in
  ``bridgelib/laws`` that builds a refusal (:class:`IllegalAction`, :class:`IllegalPlay`,
  :class:`IllegalCall`), drives each one with a situation (``TRIGGERS``), and checks that
  its message names a Law ("Law 57A", "Law 46B4", …) and that the state is unchanged.
* :func:`test_random_illegal_actions_name_a_law` throws thousands of random actions at
  the laws layer; every refusal must name a Law and leave the state as it was.
"""

from __future__ import annotations

import ast
import pathlib
import random
import re
import sys

import pytest

from bridgelib.rules import RuleId
from bridgelib import Card, Deal, Seat, Suit
from bridgelib.errors import BridgeError, IllegalAction
from bridgelib.laws import LawsPlay, LeadPenalty
from bridgelib.laws.auction import LawsAuction
from bridgelib.laws.claims import Claim, rule_on_claim
from bridgelib.laws.designation import dummy_card
from bridgelib.laws.dummy import DummyAction, check_dummy
from bridgelib.laws.scenarios import Scenario, load_scenario

LAWS = pathlib.Path(__file__).resolve().parent.parent / "bridgelib" / "laws"
DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
#: two tricks left: N ♣3 ♣2, E ♠2 ♦3, S ♠A ♥A, W ♦5 ♦4
ENDING = Deal.from_pbn("N:...32 2..3. A.A.. ..54.")
#: three tricks left: N ♥2 ♦2 ♣2, E ♠A ♠K ♠Q, S ♠J ♥A ♦A, W ♠4 ♠3 ♥3
RANKS = Deal.from_pbn("N:.2.2.2 AKQ... J.A.A. 43.3..")
NAMES_A_LAW = re.compile(r"\bLaw \d+")
# Refusals that are not rulings of the laws (taking back an action in the program), and
# the fallback of LawsPlay._why_not that no card reaches (every refusal is explained above it).
EXEMPT_RULES = {"undo", "laws"}
ERRORS = {"IllegalAction", "IllegalPlay", "IllegalCall"}


def refusal_sites() -> set[tuple[str, int]]:
    """(file, line) of every refusal built in bridgelib/laws."""
    sites = set()
    for path in sorted(LAWS.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ERRORS:
                rule = next((k.value for k in node.keywords if k.arg == "rule"), None)
                # the rule is a member, RuleId.UNDO (its id string "undo")
                if isinstance(rule, ast.Attribute) and RuleId[rule.attr] in EXEMPT_RULES:
                    continue
                sites.add((path.name, node.lineno))
    return sites


@pytest.fixture
def where_built(monkeypatch):
    """Record on each refusal the file and line that built it."""
    init = IllegalAction.__init__

    def spy(self, *args, **kw):
        f = sys._getframe(1)
        self.site = (pathlib.Path(f.f_code.co_filename).name, f.f_lineno) \
            if pathlib.Path(f.f_code.co_filename).parent == LAWS else None
        init(self, *args, **kw)

    monkeypatch.setattr(IllegalAction, "__init__", spy)


# ---------------------------------------------------------------- positions
def lp(cards=(), contract="4SS", deal=DEAL, **kw) -> LawsPlay:
    """The deal above; 4♠ by South: West leads, North is dummy."""
    return LawsPlay(deal, contract, list(cards), **kw)


def finished() -> LawsPlay:
    p = lp()
    while not p.is_complete:
        p.play(p.legal_cards()[0])
    return p


def lead_pending() -> LawsPlay:
    p = lp()
    p.lead_out_of_turn("E", "CA")            # the opening lead by the wrong defender
    return p


def dummy_on_lead() -> LawsPlay:
    return lp(["S2", "SA", "S8", "S5"])      # North wins with the ♠A and leads


def premature_57a() -> LawsPlay:
    p = dummy_on_lead()
    p.play("C2")                             # East to play; West plays before him
    p.play_out_of_turn("W", "C5")
    return p


def two_suit_penalties() -> LawsPlay:
    p = lp()
    p.expose("E", "CK")
    p.expose("E", "D4")                      # West to lead; East has ♣K and ♦4 (both major)
    return p


def after_revoke_and_exposure() -> LawsPlay:
    p = lp(["HA", "H8"])
    p.revoke("CA")                           # East holds hearts
    p.expose("W", "D8")
    return p


def scenario_before_last(sid: str):
    s = load_scenario(sid)
    state = s.start()
    from bridgelib.laws.scenarios import _run
    for step in s.steps[:-1]:
        _run(state, step, s.edition)
    return state


def established() -> LawsPlay:
    s = load_scenario("revoke-established")
    return s.replay()[0]


def auction_pending() -> LawsAuction:
    a = LawsAuction("N")
    a.call("1S")
    a.insufficient("1H")
    return a


def oor_pending() -> LawsAuction:
    a = LawsAuction("N")
    a.out_of_rotation("S", "1H")
    return a


def barred() -> LawsAuction:
    a = LawsAuction("N")
    a.call("1S")
    a.insufficient("1H")
    a.correct("2C")                          # not the lowest sufficient heart bid: West barred
    a.call("Pass")
    return a


def must_repeat() -> LawsAuction:
    a = LawsAuction("N", ["Pass"])
    a.out_of_rotation("S", "1H")             # at East's turn, East is South's RHO
    a.cancel()
    a.call("Pass")                           # ... who passes: South must repeat 1♥
    return a


DUMMY_STEP = '''id = "x"
title = "t"
kind = "dummy"
quote = "q"
steps = [ { do = "dummy", action = "count-tricks", allowed = false } ]'''
PLAY_OUT_STEP = '''id = "y"
title = "t"
kind = "play"
quote = "q"
deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
contract = "4SS"
steps = [ { do = "lead_out_of_turn", seat = "E", card = "CA" }, { do = "play_out" } ]'''

# (what it shows, a fresh state or None, the refused action on it)
TRIGGERS = [
    # ---- LawsPlay.check and _why_not
    ("a card while a choice is pending", lead_pending, lambda p: p.play("HA")),
    ("a card after the play", finished, lambda p: p.play("SA")),
    ("57D: the card played early must be played at his turn",
     lambda: _then(lp(["HA"]), lambda p: (p.play_out_of_turn("E", "H7"), p.play("H8"))),
     lambda p: p.play("H5")),
    ("50D2: a prohibited lead", lambda: _then(lead_pending(), lambda p: (
        p.choose("refuse"), p.choose("prohibit", suit="C"))), lambda p: p.play("C7")),
    ("57A: the highest card required", lambda: _then(premature_57a(), lambda p: p.choose(
        "highest")), lambda p: p.play("CJ")),
    ("51A: the designated penalty card",
     lambda: _then(scenario_before_last("declarer-designates-penalty-card"),
                   lambda p: p.designate("HQ")),
     lambda p: p.play("HK")),
    ("50D1: a major penalty card first", lambda: scenario_before_last(
        "major-penalty-card-first-opportunity"), lambda p: p.play("HA")),
    ("50C: a minor penalty card", lambda: _then(lp(contract="3NTN"), lambda p: (
        p.expose("W", "C5"), p.play("CA"), p.play("C8"))), lambda p: p.play("C6")),
    ("is_major of a card that is not a penalty card", lp, lambda p: p.is_major("SA")),
    # ---- leads out of turn
    ("a lead out of turn while a choice is pending", lead_pending,
     lambda p: p.lead_out_of_turn("W", "HA")),
    ("a lead out of turn after the play", finished, lambda p: p.lead_out_of_turn("W", "HA")),
    ("a lead out of turn to a trick in progress", lambda: lp(["HA"]),
     lambda p: p.lead_out_of_turn("E", "CA")),
    ("a lead in turn", lp, lambda p: p.lead_out_of_turn("W", "HA")),
    ("a lead of a card not held", lp, lambda p: p.lead_out_of_turn("E", "SA")),
    ("an opening lead by dummy", lp, lambda p: p.lead_out_of_turn("N", "SA")),
    # ---- premature play (57)
    ("a premature play while a choice is pending", lead_pending,
     lambda p: p.play_out_of_turn("N", "SA")),
    ("a premature play after the play", finished, lambda p: p.play_out_of_turn("N", "SA")),
    ("a premature play with no trick in progress", lp, lambda p: p.play_out_of_turn("E", "CA")),
    ("a play in turn is not premature", lambda: lp(["HA"]),
     lambda p: p.play_out_of_turn("N", "H8")),
    ("a premature play of a card not held", lambda: lp(["HA"]),
     lambda p: p.play_out_of_turn("E", "SA")),
    ("57A: a lead to the next trick after the partner has played", lambda: lp(["HA", "H8", "H5"]),
     lambda p: p.play_out_of_turn("W", "HK")),
    ("57C3: declarer leads prematurely", lambda: lp(["HA", "H8"]),
     lambda p: p.play_out_of_turn("N", "SA")),
    ("57C3: an illegal premature play by declarer", lambda: lp(["HA"]),
     lambda p: p.play_out_of_turn("S", "S7")),
    # ---- choices
    ("no choice to make", lp, lambda p: p.choose("accept")),
    ("an option that is not open", lead_pending, lambda p: p.choose("prohibit")),
    ("several suits for an option that takes one", lead_pending,
     lambda p: p.choose("refuse", suits="SH")),
    ("55: the proper lead needs its card",
     lambda: _then(lp(["HA", "H8", "H5", "H2"]), lambda p: p.lead_out_of_turn("S", "DA")),
     lambda p: p.choose("proper-lead")),
    ("51B2: the suit must be named", two_suit_penalties, lambda p: p.choose("require")),
    ("51B2: a suit without a penalty card", two_suit_penalties,
     lambda p: p.choose("require", suit="H")),
    ("57A3: another suit must be named", premature_57a, lambda p: p.choose("another-suit")),
    ("57A1: the highest card is of the suit led", premature_57a,
     lambda p: p.choose("highest", suit="H")),
    ("26B: a suit the offender specified",
     lambda: lp(lead_penalties=[LeadPenalty(Seat.EAST, frozenset({Suit.HEARTS, Suit.CLUBS}))]),
     lambda p: p.choose("prohibit", suit="S")),
    # ---- exposed cards
    ("exposing a card not held", lp, lambda p: p.expose("E", "SA")),
    ("exposing dummy's card", lp, lambda p: p.expose("N", "SA")),
    ("exposing a penalty card again", lambda: _then(lp(), lambda p: p.expose("E", "D4")),
     lambda p: p.expose("E", "D4")),
    ("designating without two penalty cards", lp, lambda p: p.designate("SA")),
    # ---- revokes
    ("a revoke after the play", finished, lambda p: p.revoke("SA")),
    ("a revoke while a choice is pending", lead_pending, lambda p: p.revoke("HA")),
    ("a legal card given as a revoke", lambda: lp(["HA"]), lambda p: p.revoke("H8")),
    ("correcting when there is no revoke", lp, lambda p: p.correct_revoke("SA")),
    ("correcting an established revoke", established, lambda p: p.correct_revoke("H7")),
    ("correcting after another irregularity", after_revoke_and_exposure,
     lambda p: p.correct_revoke("H7")),
    ("the trick transfer before the end", lp, lambda p: p.revoke_adjustment()),
    # ---- claims
    ("a claim after the play", finished, lambda p: rule_on_claim(p, Claim(Seat.SOUTH, 0))),
    ("a claim of more tricks than remain", lp, lambda p: rule_on_claim(p, Claim(Seat.SOUTH, 14))),
    ("a claim line naming a card not held", lp,
     lambda p: rule_on_claim(p, Claim(Seat.SOUTH, 1, line=("HA",)))),
    # ---- dummy
    ("not one of dummy's actions", lambda: None, lambda _: check_dummy("dance")),
    ("dummy suggests a play", lambda: None, lambda _: check_dummy(DummyAction.SUGGEST_PLAY)),
    ("dummy draws attention during the play", lambda: None,
     lambda _: check_dummy("draw-attention")),
    ("dummy calls the Director first", lambda: None, lambda _: check_dummy("call-director")),
    # ---- scenarios
    ("a scenario's play_out meets a pending choice", lambda: None,
     lambda _: list(Scenario.from_toml(PLAY_OUT_STEP).walk())),
    ("a scenario expects a refusal of an allowed action", lambda: None,
     lambda _: list(Scenario.from_toml(DUMMY_STEP).walk())),
    # ---- dummy's card from declarer's words (46B)
    ("46: words after the play", finished, lambda p: dummy_card(p, "low")),
    ("46: words while a choice is pending", lead_pending, lambda p: dummy_card(p, "low")),
    ("46: words at a defender's turn", lp, lambda p: dummy_card(p, "low")),
    ("46A: words that name no card", lambda: lp(["HA"]), lambda p: dummy_card(p, "banana")),
    ("46A: contradictory words", lambda: lp(["HA"]), lambda p: dummy_card(p, "high low")),
    ("46A: 'ruff' and another suit", lambda: lp(["HA"], contract="4SS"),
     lambda p: dummy_card(p, "ruff hearts")),
    ("46A: 'win' with a suit", lambda: lp(["HA"]), lambda p: dummy_card(p, "win spade")),
    ("46B2: the designated card cannot be played", lambda: lp(["HA"]),
     lambda p: dummy_card(p, "spade")),
    ("46B5: the defenders must designate", lambda: lp(["HA"]),
     lambda p: dummy_card(p, "play anything")),
    ("46B5: the defenders designate an illegal card", lambda: lp(["HA"]),
     lambda p: dummy_card(p, "play anything", defender_choice="SA")),
    ("46: 'ruff' at no-trump", lambda: lp(["HA"], contract="3NTS"),
     lambda p: dummy_card(p, "ruff")),
    ("46B1b: no card known to win", lambda: lp(["HA"]), lambda p: dummy_card(p, "win")),
    ("46B1a: 'high' when dummy leads", dummy_on_lead, lambda p: dummy_card(p, "high")),
    ("46B1a: 'high' when dummy has none of the suit led",
     lambda: lp(["HA", "D4"], deal=ENDING, leader="S"), lambda p: dummy_card(p, "high")),
    ("46B4: a card not in dummy", lambda: lp(["HA"]), lambda p: dummy_card(p, "♠2")),
    ("46B4: a suit dummy does not hold", lambda: lp(["HA", "D4"], deal=ENDING, leader="S"),
     lambda p: dummy_card(p, "spade")),
    ("46B4: a rank dummy does not hold", lambda: lp(["HA", "D4"], deal=ENDING, leader="S"),
     lambda p: dummy_card(p, "ace")),
    ("46B3b: two cards of the rank", lambda: lp(["S4"], contract="1NTS", deal=RANKS, leader="W"),
     lambda p: dummy_card(p, "two")),
    ("46B3b: the rank cannot be played", lambda: lp(["HA"]), lambda p: dummy_card(p, "ace")),
    # ---- the auction
    ("a call while a choice is pending", oor_pending, lambda a: a.call("2S", "N")),
    ("a call out of turn", lambda: LawsAuction("N"), lambda a: a.call("1S", "E")),
    ("a barred player bids", barred, lambda a: a.call("2H")),
    ("a call that must be repeated", must_repeat, lambda a: a.call("2H")),
    ("an insufficient bid while a choice is pending", auction_pending,
     lambda a: a.insufficient("1C")),
    ("an insufficient bid after the auction",
     lambda: LawsAuction("N", ["1S", "Pass", "Pass", "Pass"]), lambda a: a.insufficient("1H")),
    ("an insufficient bid out of turn", lambda: LawsAuction("N", ["1S"]),
     lambda a: a.insufficient("1H", "W")),
    ("a sufficient bid given as insufficient", lambda: LawsAuction("N", ["1S"]),
     lambda a: a.insufficient("2H")),
    ("nothing to accept", lambda: LawsAuction("N"), lambda a: a.accept()),
    ("an inadmissible double accepted",
     lambda: _then(LawsAuction("N", ["1S"]), lambda a: a.out_of_rotation("S", "X")),
     lambda a: a.accept()),
    ("nothing to correct", lambda: LawsAuction("N"), lambda a: a.correct("1S")),
    ("a call out of rotation while a choice is pending", oor_pending,
     lambda a: a.out_of_rotation("W", "1S")),
    ("a call out of rotation after the auction",
     lambda: LawsAuction("N", ["1S", "Pass", "Pass", "Pass"]),
     lambda a: a.out_of_rotation("E", "1H")),
    ("a call in turn given as out of rotation", lambda: LawsAuction("N"),
     lambda a: a.out_of_rotation("N", "1S")),
    ("a change of call", lambda: LawsAuction("N", ["1S"]),
     lambda a: a.out_of_rotation("N", "2S")),
    ("nothing to cancel", lambda: LawsAuction("N"), lambda a: a.cancel()),
    ("no contract to play", lambda: LawsAuction("N", ["1S"]), lambda a: a.play(DEAL)),
]


def _then(state, action):
    action(state)
    return state


def snapshot(state):
    if isinstance(state, LawsPlay):
        return (state.actions, state.pending, tuple(state.restrictions), state.rulings[:],
                tuple(state.penalty_cards(s) for s in Seat), tuple(state.legal_cards()),
                state.turn, state.declarer,
                # and the Play the LawsPlay holds: the cards played and the hands left
                state.cards_played, tuple(state.hand(s) for s in Seat))
    if isinstance(state, LawsAuction):
        return (state.actions, state.pending, dict(state.bars), state.must_repeat, state.turn)
    return None


@pytest.mark.usefixtures("where_built")
def test_every_refusal_site_is_exercised_and_names_its_law():
    reached: dict[tuple[str, int], str] = {}
    for what, make, act in TRIGGERS:
        state = make()
        before = snapshot(state)
        try:
            act(state)
        except IllegalAction as caught:
            exc = caught
        else:
            pytest.fail(f"{what}: not refused")
        assert NAMES_A_LAW.search(str(exc)), f"{what}: {exc}"
        assert exc.law is not None, f"{what}: {exc} has no law number"
        assert snapshot(state) == before, f"{what}: the refusal changed the state"
        site = getattr(exc, "site", None)
        if site is None:                     # raised again from a scenario step
            site = getattr(exc.__cause__ or exc.__context__, "site", None)
        assert site is not None, f"{what}: {exc} was not built in bridgelib/laws"
        reached.setdefault(site, what)
    missing = sorted(refusal_sites() - set(reached))
    assert missing == [], f"refusals no situation reaches: {missing}"


def test_the_six_refusals_of_the_issue_name_their_law():
    """The six a director found without their law; each message now names it."""
    cases = [
        (lambda: lp(["HA"]).revoke("H8"), "Law 61A"),
        (lambda: LawsAuction("N", ["1S"]).insufficient("2H"), "Law 27"),
        (lambda: rule_on_claim(lp(), Claim(Seat.SOUTH, 14)), "Law 68A"),
        (lambda: rule_on_claim(lp(), Claim(Seat.SOUTH, 1, line=("HA",))), "Law 68C"),
        (lambda: two_suit_penalties().choose("require", suit="H"), "Law 51B2"),
        (lambda: lp().correct_revoke("SA"), "Law 62A"),
    ]
    for act, law in cases:
        with pytest.raises(IllegalAction) as e:
            act()
        assert law in str(e.value)
    # a single penalty card: "require" of a suit with none names Law 50D2
    p = lead_pending()
    p.choose("refuse")
    with pytest.raises(IllegalAction, match=r"Law 50D2"):
        p.choose("require", suit="H")


# ---------------------------------------------------------------- random actions
WORDS = ["high", "low", "win", "spade", "hearts", "club", "ten", "two", "ace", "ruff",
         "play anything", "SK", "♥8", "small diamond", "top heart", "king"]


def _random_play_action(rng: random.Random, p: LawsPlay):
    seat = rng.choice(list(Seat))
    card = rng.choice([c for s in Seat for c in p.hand(s).cards] or [Card.from_str("SA")])
    suit = rng.choice(list(Suit))
    kind = rng.randrange(12)
    if kind == 0:
        return lambda: p.play(card, seat if rng.random() < 0.5 else None)
    if kind == 1:
        return lambda: p.lead_out_of_turn(seat, card)
    if kind == 2:
        return lambda: p.play_out_of_turn(seat, card)
    if kind == 3:
        return lambda: p.expose(seat, card, rng.choice(["accident", "deliberate"]))
    if kind == 4:
        return lambda: p.revoke(card)
    if kind == 5:
        return lambda: p.correct_revoke(card)
    if kind == 6:
        return lambda: p.designate(card)
    if kind == 7:
        opts = list(p.pending_options) + ["accept", "refuse", "require", "prohibit", "free",
                                          "highest", "another-suit", "forbid-suit"]
        return lambda: p.choose(rng.choice(opts), suit=suit if rng.random() < 0.7 else None,
                                card=card if rng.random() < 0.3 else None)
    if kind == 8:
        return lambda: p.call_from_dummy(rng.choice(WORDS))
    if kind == 9:
        left = max(len(p.hand(s)) for s in Seat)
        line = tuple(rng.sample([c for s in Seat for c in p.hand(s).cards], k=min(2, left)))
        return lambda: rule_on_claim(p, Claim(seat, rng.randrange(0, left + 3), line=line),
                                     max_nodes=2_000)
    if kind == 10:
        return lambda: p.revoke_adjustment()
    return lambda: p.is_major(card)


@pytest.mark.parametrize("seed", range(6))
def test_random_illegal_actions_name_a_law(seed):
    """Random actions through the laws layer: each one is done, or refused naming a Law
    with the state unchanged.  Legal cards keep the play moving to the end."""
    rng = random.Random(seed)
    refused = 0
    for game in range(6):
        deal = Deal.random(rng=rng)
        p = LawsPlay(deal, rng.choice(["4SS", "3NTN", "2HE", "1CW"]))
        after_end = 0
        for _ in range(400):
            after_end += p.is_complete
            if after_end > 15:          # a few actions after the play, too
                break
            before = snapshot(p)
            act = _random_play_action(rng, p)
            try:
                act()
            except IllegalAction as exc:
                refused += 1
                assert NAMES_A_LAW.search(str(exc)), str(exc)
                assert snapshot(p) == before, str(exc)
            except BridgeError as exc:      # only the claim checker's size limit
                assert "exhaustively" in str(exc), str(exc)
            if rng.random() < 0.5 and p.pending is None and p.legal_cards():
                p.play(rng.choice(p.legal_cards()))
    assert refused > 300


@pytest.mark.parametrize("seed", range(3))
def test_random_illegal_calls_name_a_law(seed):
    rng = random.Random(seed)
    from bridgelib.auction import ALL_BIDS

    calls = ["Pass", "X", "XX"] + [b.pbn() for b in ALL_BIDS]
    refused = 0
    for _ in range(20):
        a = LawsAuction(rng.choice(list(Seat)))
        for _ in range(60):
            before = snapshot(a)
            seat = rng.choice(list(Seat))
            call = rng.choice(calls)
            act = rng.choice([lambda: a.call(call, seat), lambda: a.insufficient(call),
                              lambda: a.out_of_rotation(seat, call), a.accept, a.cancel,
                              lambda: a.correct(call, comparable=rng.random() < 0.5),
                              lambda: a.play(DEAL)])
            try:
                act()
            except IllegalAction as exc:
                refused += 1
                assert NAMES_A_LAW.search(str(exc)), str(exc)
                assert snapshot(a) == before, str(exc)
            if a.is_complete:
                break
    assert refused > 200
