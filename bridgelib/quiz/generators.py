"""Generated practice: endless, seeded questions built on the engine.

Every answer and every explanation comes from the engine (``Hand.hcp``,
``Hand.shape_classes``, ``Trick.winner``, ``Auction.check``, ``Play.check``,
``bridgelib.scoring.duplicate_score``); the same ``seed`` always gives the
same questions.

>>> quiz = generated("hcp", n=3, seed=1)
>>> quiz
Quiz 'hcp' — 3 questions
>>> q = quiz.questions[0]
>>> q.check(q.context.hand.hcp).correct
True
>>> sorted(KINDS)
['call-legal', 'hcp', 'legal-cards', 'score', 'shape', 'trick-winner']
"""

from __future__ import annotations

import functools
import random
from typing import Any, Callable

from ..auction import ALL_BIDS, DOUBLE, REDOUBLE, Auction, Call, CallKind, Contract, Doubling
from ..cards import SUITS, Card, Strain
from ..deal import Deal
from ..errors import IllegalAction, InvalidNotation
from ..hand import Hand
from ..play import Play, Trick
from ..table import Seat
from .questions import BiddingCall, Context, Feedback, MultipleChoice, Numeric, PickCard, Question
from .quiz import Quiz

__all__ = ["generated", "Mastery", "KINDS", "SHAPE_CHOICES", "shape_choice", "CALL_CHOICES"]


def generated(kind: str, n: int = 5, seed: int = 0, *, lesson: str | None = None) -> Quiz:
    """A quiz of ``n`` generated questions of one kind (see :data:`KINDS`).

    With ``lesson``, the quiz view saves the learner's result for that lesson.
    """
    if kind not in KINDS:
        raise InvalidNotation(f"{kind!r} is not a kind of generated question; the kinds are: "
                              + ", ".join(sorted(KINDS)))
    if not isinstance(n, int) or n < 1:
        raise InvalidNotation(f"n={n!r}: a quiz needs at least one question")
    title, make = KINDS[kind]
    rng = random.Random(f"{kind}/{seed}")
    questions = [make(rng, f"{kind}-{seed}-{i + 1}") for i in range(n)]
    quiz = Quiz(kind, questions, title=f"{title} (practice, seed {seed})", lesson=lesson)
    quiz.kind, quiz.seed = kind, seed
    quiz.practise = functools.partial(Mastery, kind)
    return quiz


# ---------------------------------------------------------------- hcp
def _hcp_explanation(hand: Hand) -> str:
    honours = [c for c in hand if c.hcp]
    if not honours:
        return "No ace, king, queen or jack: 0 HCP (Milton Work: A 4, K 3, Q 2, J 1)."
    terms = " + ".join(f"{c} {c.hcp}" for c in honours)
    return f"{terms} = {hand.hcp} HCP (Milton Work: A 4, K 3, Q 2, J 1)."


def hcp_question(rng: random.Random, qid: str) -> Question:
    hand = Deal.random(rng=rng)[Seat.SOUTH]
    return Numeric("How many high-card points (HCP) does this hand hold?", hand.hcp,
                   unit="HCP", id=qid, context=Context(hand=hand),
                   explanation=_hcp_explanation(hand))


# ---------------------------------------------------------------- shape
SHAPE_CHOICES: tuple[str, ...] = (
    "balanced and regular",
    "balanced, not regular",
    "regular, not balanced",
    "skewed (косая рука)",
    "none of these",
)
"""The five answers of the shape question: every hand is in exactly one.

With the engine's definitions no hand is "none of these" (a hand that is neither
balanced nor regular has a suit of five or more, and then its two longest suits
hold nine or more cards: it is skewed); it stays as a choice for the learner to rule out."""

_SHAPE_OF = {("balanced", "regular"): 0, ("balanced",): 1, ("regular",): 2,
             ("skewed",): 3, (): 4}


def shape_choice(hand: Hand) -> int:
    """Index in :data:`SHAPE_CHOICES` of a hand's class, from ``Hand.shape_classes``."""
    return _SHAPE_OF[hand.shape_classes]


def _shape_explanation(hand: Hand) -> str:
    p = hand.pattern
    lengths = " ".join(f"{s.symbol}{hand.length(s)}" for s in SUITS)
    facts = [f"Pattern {hand.pattern_text} ({lengths})."]
    facts.append(
        "Balanced (равномерный): no void or singleton and at most one doubleton — "
        + ("yes." if hand.is_balanced else "no.")
    )
    facts.append("Regular (регулярная): no suit longer than four and no void — "
                 + ("yes." if hand.is_regular else "no."))
    facts.append(f"Skewed (косая рука): nine or more cards in the two longest suits — "
                 f"{p[0]} + {p[1]} = {p[0] + p[1]}, " + ("yes." if hand.is_skewed else "no."))
    facts.append("(In English usage a two-suiter holds at least five cards in one suit and four "
                 "in another — " + ("this hand does." if hand.is_two_suiter else "this hand does not.") + ")")
    return " ".join(facts)


def shape_question(rng: random.Random, qid: str) -> Question:
    target = rng.randrange(len(SHAPE_CHOICES) - 1)  # "none of these" never happens
    for _ in range(10_000):
        hand = Deal.random(rng=rng)[Seat.SOUTH]
        if shape_choice(hand) == target:
            break
    answer = shape_choice(hand)
    return MultipleChoice("Which shape class is this hand?", SHAPE_CHOICES, answer, id=qid,
                          context=Context(hand=hand), explanation=_shape_explanation(hand))


# ---------------------------------------------------------------- random play positions
def _random_contract(rng: random.Random) -> Contract:
    strain = Strain(rng.randrange(5))
    return Contract(rng.randint(1, 7), strain, Doubling.NONE, Seat(rng.randrange(4)))


def _random_play(rng: random.Random, cards: int) -> Play:
    """A random deal and contract with ``cards`` random legal cards played."""
    play = Play(Deal.random(rng=rng), _random_contract(rng))
    for _ in range(cards):
        play.play(rng.choice(play.legal_cards()))
    return play


def _trump_text(trump) -> str:
    return "no-trump" if trump is None else f"{trump.name_en} are trumps"


# ---------------------------------------------------------------- who wins this trick
def _trick_reasons(trick: Trick) -> tuple[str, dict[Card, str]]:
    """The engine's winner of a complete trick, and why each other card loses."""
    win_seat, win, led = trick.winner, trick.winning_card, trick.suit_led
    assert win_seat is not None and win is not None and led is not None  # a complete trick
    trump = trick.trump
    if trump is not None and win.suit == trump and led != trump:  # ruffed
        expl = (f"{led.name_en.capitalize()} were led and {trump.name_en} are trumps: "
                f"{win_seat.name_en}'s {win} is the highest trump played, so it wins.")
    else:
        expl = (f"{led.name_en.capitalize()} were led ({_trump_text(trump)}): no trump beat it, "
                f"so the highest {led.name_en[:-1]}, {win_seat.name_en}'s {win}, wins.")
    why: dict[Card, str] = {}
    for seat, c in zip(trick.players, trick.cards):
        if c == win:
            continue
        if c.suit == win.suit:
            why[c] = f"{c} is lower than {win} in the same suit."
        elif trump is not None and c.suit == trump:
            why[c] = f"{c} is a trump, but {win} is a higher trump."
        elif c.suit != led:
            kind = "not a trump" if trump is not None else "no-trump: only the suit led can win"
            why[c] = f"{seat.name_en}'s {c} did not follow {led.name_en} and is {kind}: a discard never wins."
        else:
            why[c] = f"{c} followed suit, but the trick was trumped by {win}."
    return expl, why


def trick_winner_question(rng: random.Random, qid: str) -> Question:
    play = _random_play(rng, 4 * rng.randrange(12))
    for _ in range(4):
        play.play(rng.choice(play.legal_cards()))
    trick = play.tricks[-1]
    expl, why = _trick_reasons(trick)
    winning = trick.winning_card
    assert winning is not None  # a complete trick
    note = (f"Contract {play.contract.to_text(declarer=False)} ({_trump_text(play.trump)}); "
            f"trick {len(play.tricks)}, {trick.leader.name_en} led.")
    return PickCard("Which card wins this trick?", trick.cards,
                    frozenset({winning}), id=qid, why_wrong=why,
                    context=Context(trick=Trick(trick.leader, trick.cards, trick.trump), note=note),
                    explanation=expl, facts={"contract": play.contract})


# ---------------------------------------------------------------- which cards may you play
def legal_cards_question(rng: random.Random, qid: str) -> Question:
    # Mostly positions where a card has been led (following suit matters), sometimes a lead.
    in_trick = rng.choice((1, 1, 2, 2, 3, 3, 0))
    play = _random_play(rng, 4 * rng.randrange(10) + in_trick)
    seat = play.turn
    assert seat is not None  # _random_play stops before the end of the play
    hand = play.hand(seat)
    legal = frozenset(play.legal_cards())
    why = {}
    for c in hand:
        if c not in legal:
            try:
                play.check(c)
            except IllegalAction as exc:
                why[c] = str(exc)
    cur = play.current_trick
    led = cur.suit_led
    if led is not None:
        situation = f"{cur.leader.name_en} led {cur.cards[0]}"
        if len(cur.cards) > 1:
            situation += "; played so far: " + ", ".join(
                f"{s.name_en} {c}" for s, c in zip(cur.players, cur.cards))
        rule = (f"{seat.name_en} holds {hand.length(led)} {led.name_en}: "
                + ("a player must follow suit when able (Law 44C), so only those may be played."
                   if hand.length(led) else
                   "a player who cannot follow suit may play any card (Law 44D)."))
    else:
        situation = f"{seat.name_en} is on lead"
        rule = "The leader may lead any card (Law 44A)."
    note = (f"Contract {play.contract.to_text(declarer=False)} ({_trump_text(play.trump)}); "
            f"trick {play.trick_number}: {situation}.")
    return PickCard(f"Which cards may {seat.name_en} play? Pick all of them.",
                    tuple(hand), legal, mode="all", id=qid, why_wrong=why,
                    context=Context(hand=hand, trick=cur if cur.cards else None, note=note),
                    explanation=rule, facts={"seat": seat, "contract": play.contract,
                                             "led": cur.suit_led})


# ---------------------------------------------------------------- is this call legal
CALL_CHOICES: tuple[str, ...] = (
    "Legal",
    "Illegal: insufficient bid (Law 27)",
    "Illegal: this double is not allowed (Law 19A)",
    "Illegal: this redouble is not allowed (Law 19B)",
)
_RULE_CHOICE = {"insufficient-bid": 1, "double": 2, "redouble": 3}


def _random_auction(rng: random.Random) -> Auction:
    """A legal, unfinished auction: random calls, passes more likely than bids."""
    a = Auction(Seat(rng.randrange(4)))
    for _ in range(rng.randrange(9)):
        legal = a.legal_calls()
        weights = [6 if c.is_pass else 3 if c.kind is not CallKind.BID else
                   (4 if c.index - (a.last_bid[1].index if a.last_bid else -1) <= 5 else 0.05)
                   for c in legal]
        call = rng.choices(legal, weights)[0]
        a.call(call)
        if a.is_complete:
            a.undo()
            break
    return a


def _legal_reason(a: Auction, call: Call) -> str:
    turn = a.turn
    assert turn is not None  # _random_auction leaves the auction open
    who = turn.name_en
    if call.is_bid:
        last = a.last_bid
        if last is None:
            return f"Legal: no bid has been made yet, so {who} may open with any bid."
        return (f"Legal: {call} is higher than the last bid, {last[0].name_en}'s {last[1]} "
                f"(a bid must name more tricks, or as many in a higher strain).")
    if call.kind is CallKind.DOUBLE:
        last = a.last_bid
        assert last is not None  # a legal double doubles a bid
        seat, bid = last
        return (f"Legal: the last bid, {bid}, was made by {seat.name_en}, an opponent of {who}, "
                "and only passes have followed it (Law 19A1).")
    return ("Legal: the last call other than a pass is an opponent's double of "
            f"{who}'s side's bid (Law 19B1).")


def call_legal_question(rng: random.Random, qid: str) -> Question:
    a = _random_auction(rng)
    roll = rng.random()
    if roll < 0.25:
        call = DOUBLE
    elif roll < 0.4:
        call = REDOUBLE
    else:
        last = a.last_bid[1].index if a.last_bid else 0
        lo, hi = max(0, last - 4), min(len(ALL_BIDS) - 1, last + 4)
        call = ALL_BIDS[rng.randint(lo, hi)]
    try:
        a.check(call)
    except IllegalAction as exc:
        answer, expl = _RULE_CHOICE[exc.rule or ""], str(exc)  # every refusal names its rule
    else:
        answer, expl = 0, _legal_reason(a, call)
    turn = a.turn
    assert turn is not None  # _random_auction leaves the auction open
    who = turn.name_en
    named = {CallKind.DOUBLE: "double (X)", CallKind.REDOUBLE: "redouble (XX)"}.get(
        call.kind, str(call))
    return MultipleChoice(f"It is {who}'s turn to call. May {who} call {named}?", CALL_CHOICES,
                          answer, id=qid, explanation=expl,
                          context=Context(dealer=a.dealer, calls=a.calls), facts={"call": call})


# ---------------------------------------------------------------- what does this contract score
def score_question(rng: random.Random, qid: str) -> Question:
    from ..scoring import duplicate_score, explain_duplicate

    level = rng.choice((1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 6, 7))
    strain = Strain(rng.randrange(5))
    doubling = Doubling(rng.choices((0, 1, 2), (6, 3, 1))[0])
    contract = Contract(level, strain, doubling, Seat(rng.randrange(4)))
    vulnerable = rng.random() < 0.5
    need = contract.tricks_needed
    tricks = max(0, min(13, need + rng.choice((-3, -2, -1, -1, 0, 0, 0, 1, 1, 2))))
    score = duplicate_score(contract, tricks, vulnerable=vulnerable)
    expl = str(explain_duplicate(contract, tricks, vulnerable=vulnerable))
    vul = "vulnerable" if vulnerable else "not vulnerable"
    return Numeric(f"{contract} ({vul}) takes {tricks} tricks. What does the declaring side "
                   "score in duplicate? (Negative if the contract fails.)", score, unit="points",
                   id=qid, explanation=expl,
                   facts={"contract": contract, "tricks": tricks, "vulnerable": vulnerable})


KINDS: dict[str, tuple[str, Callable[[random.Random, str], Question]]] = {
    "hcp": ("How many HCP?", hcp_question),
    "shape": ("What shape class?", shape_question),
    "trick-winner": ("Who wins this trick?", trick_winner_question),
    "call-legal": ("Is this call legal?", call_legal_question),
    "legal-cards": ("Which cards may you play?", legal_cards_question),
    "score": ("What does this contract score?", score_question),
}
"""Generated question kinds: name → (title, maker)."""


# ---------------------------------------------------------------- mastery
class Mastery:
    """Questions of one generated kind (see :data:`bridgelib.quiz.KINDS`) until
    ``target`` first answers in a row are right."""

    def __init__(self, kind: str, target: int = 5, *, seed: int | None = None):
        if kind not in KINDS:
            raise InvalidNotation(f"{kind!r} is not a kind of generated question; the kinds "
                                  "are: " + ", ".join(sorted(KINDS)))
        if not isinstance(target, int) or target < 1:
            raise InvalidNotation(f"target={target!r}: mastery needs at least one right answer")
        self.kind = kind
        self.target = target
        self.title = KINDS[kind][0]
        self._make = KINDS[kind][1]
        self._rng = random.Random(f"mastery/{kind}/{seed}") if seed is not None else random.Random()
        self.asked = 0
        self.right = 0
        self.streak = 0
        self.best_streak = 0
        self.question: Question = self._draw()
        self.feedback: Feedback | None = None

    def _draw(self) -> Question:
        self.asked += 1
        return self._make(self._rng, f"{self.kind}-mastery-{self.asked}")

    @property
    def is_mastered(self) -> bool:
        return self.streak >= self.target

    def answer(self, value: Any) -> Feedback:
        """Check an answer to the current question; the first answer is the one counted."""
        fb = self.question.check(value)
        if self.feedback is None:
            self.right += fb.correct
            self.streak = self.streak + 1 if fb.correct else 0
            self.best_streak = max(self.best_streak, self.streak)
            self.feedback = fb
        return fb

    def next(self) -> Question:
        """Move on to a fresh question (the current one must have been answered)."""
        if self.feedback is None:
            raise InvalidNotation("answer this question first: only answered questions count")
        self.feedback = None
        self.question = self._draw()
        return self.question

    def status(self) -> str:
        if self.is_mastered:
            return (f"Mastered: {self.target} in a row right ({self.right} of {self.asked} "
                    "questions right in all).")
        return (f"{self.streak} in a row right — {self.target} needed "
                f"({self.right} of {self.asked - (self.feedback is None)} right so far).")

    def __repr__(self) -> str:
        return f"Mastery({self.kind!r}, target={self.target})"
