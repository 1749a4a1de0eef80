"""Question types and their checking: plain classes, no Jupyter.

Every question has a ``prompt``, an ``explanation`` (shown only after the
learner answers) and a :meth:`check` that turns an answer into a
:class:`Feedback`.  A wrong answer's feedback says *why* it is wrong; where the
engine refuses the answer (an illegal call, a card that may not be played) the
reason is the engine's own error message.

>>> q = MultipleChoice("Which suit ranks highest?", ("♣ clubs", "♠ spades"), 1,
...                    explanation="Spades rank highest: ♣ < ♦ < ♥ < ♠.")
>>> q.check(1).correct, q.check("♣ clubs").correct
(True, False)
>>> q = Numeric("HCP of ♠AKQ?", 9, explanation="4 + 3 + 2 = 9.")
>>> print(q.check("8"))
Not quite. You answered 8; the answer is 9 (1 too few).
4 + 3 + 2 = 9.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterable, Mapping, Sequence

from ..auction import Auction, Call
from ..cards import Card
from ..deal import Deal
from ..errors import IllegalAction, InvalidNotation
from ..hand import Hand
from ..play import Trick
from ..render import HTML, Text
from ..table import Seat

__all__ = ["Feedback", "Context", "Question", "MultipleChoice", "Numeric", "PickCard",
           "BiddingCall", "Order", "Match", "QUESTION_TYPES"]


# ---------------------------------------------------------------- feedback
@dataclass(frozen=True)
class Feedback:
    """The result of checking one answer.

    ``why`` explains a wrong answer (empty when right); ``explanation`` is the
    question's explanation, shown whatever the answer.
    """

    correct: bool
    given: str
    expected: str
    why: str = ""
    explanation: str = ""

    @property
    def headline(self) -> str:
        if self.correct:
            return f"Correct: {self.given}."
        return "Not quite."

    def to_text(self) -> Text:
        lines = [self.headline if self.correct else f"Not quite. {self.why}".rstrip()]
        if self.explanation:
            lines.append(self.explanation)
        return Text("\n".join(lines))

    def __str__(self) -> str:
        return self.to_text()

    def _repr_html_(self) -> str:
        return self.to_html()

    def to_html(self) -> HTML:
        from ..render import quiz

        return quiz.feedback_html(self)


# ---------------------------------------------------------------- what a question shows
@dataclass(frozen=True)
class Context:
    """What a question shows next to its prompt: a hand, a deal, an auction, a trick."""

    hand: Hand | None = None
    deal: Deal | None = None
    hidden: tuple[Seat, ...] = ()
    dealer: Seat | None = None
    calls: tuple[Call, ...] | None = None
    trick: Trick | None = None
    note: str = ""

    @property
    def is_empty(self) -> bool:
        return (self.hand is None and self.deal is None and self.calls is None
                and self.trick is None and not self.note)

    def auction(self) -> Auction | None:
        if self.calls is None:
            return None
        return Auction(self.dealer or Seat.NORTH, self.calls)

    def _rendered(self, r) -> list[str]:
        """The deal, hand, auction and trick drawn by the renderer module ``r``."""
        parts = []
        if self.deal is not None:
            parts.append(r.deal(self.deal, hidden=self.hidden))
        if self.hand is not None:
            parts.append(r.hand(self.hand))
        if self.calls is not None:
            parts.append(r.auction(self.auction()))
        if self.trick is not None and self.trick.cards:
            # never the winner: "who wins this trick?" is what the quiz asks
            parts.append("Trick: " + r.trick(self.trick, show_winner=False))
        return parts

    def to_html(self) -> HTML:
        from ..render import quiz

        return quiz.context_html(self)

    def to_text(self) -> Text:
        from ..render import text

        return Text("\n".join(([self.note] if self.note else []) + self._rendered(text)))


EMPTY = Context()


# ---------------------------------------------------------------- the question types
@dataclass(frozen=True)
class Question:
    """Base class: a prompt, an explanation, an id and what to show."""

    kind: ClassVar[str] = "question"

    prompt: str
    explanation: str = field(default="", kw_only=True)
    id: str = field(default="", kw_only=True)
    context: Context = field(default=EMPTY, kw_only=True)
    facts: Mapping[str, Any] = field(default_factory=dict, kw_only=True, compare=False)
    """What a generated question was built from (e.g. contract, tricks), for checking it."""

    def check(self, answer: Any) -> Feedback:  # pragma: no cover - abstract
        raise NotImplementedError

    @property
    def expected_text(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def _feedback(self, ok: bool, given: str, why: str) -> Feedback:
        return Feedback(ok, given, self.expected_text, "" if ok else why, self.explanation)

    def to_text(self) -> Text:
        ctx = "" if self.context.is_empty else "\n" + self.context.to_text()
        return Text(self.prompt + ctx)


@dataclass(frozen=True)
class MultipleChoice(Question):
    """Pick one of several answers.  ``why_wrong[i]`` says why choice ``i`` is wrong."""

    kind: ClassVar[str] = "choice"

    choices: tuple[str, ...] = ()
    answer: int = 0
    why_wrong: tuple[str, ...] = field(default=(), kw_only=True)

    def __post_init__(self):
        if len(self.choices) < 2:
            raise InvalidNotation(f"a multiple-choice question needs two or more choices, "
                                  f"has {len(self.choices)}")
        if len(set(self.choices)) != len(self.choices):
            raise InvalidNotation(f"the choices {list(self.choices)!r} repeat an answer")
        if not isinstance(self.answer, int) or not 0 <= self.answer < len(self.choices):
            raise InvalidNotation(f"answer {self.answer!r} is not the index of a choice "
                                  f"(0 to {len(self.choices) - 1})")
        if self.why_wrong and len(self.why_wrong) != len(self.choices):
            raise InvalidNotation(f"why_wrong has {len(self.why_wrong)} entries for "
                                  f"{len(self.choices)} choices")

    @property
    def expected_text(self) -> str:
        return self.choices[self.answer]

    def index_of(self, answer: int | str) -> int:
        if isinstance(answer, int) and not isinstance(answer, bool):
            if 0 <= answer < len(self.choices):
                return answer
        elif isinstance(answer, str) and answer in self.choices:
            return self.choices.index(answer)
        raise InvalidNotation(f"{answer!r} is not one of the choices {list(self.choices)!r}")

    def check(self, answer: int | str) -> Feedback:
        i = self.index_of(answer)
        why = (self.why_wrong[i] if self.why_wrong and self.why_wrong[i]
               else f"The answer is {self.choices[self.answer]!r}.")
        return self._feedback(i == self.answer, self.choices[i], why)


def _number(text: Any) -> float:
    if isinstance(text, (int, float)) and not isinstance(text, bool):
        return float(text)
    try:
        return float(str(text).strip().replace(",", ".").replace("−", "-"))
    except ValueError:
        raise InvalidNotation(f"{text!r} is not a number") from None


def _fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


@dataclass(frozen=True)
class Numeric(Question):
    """A number answer (HCP, a score, a count of tricks), within ``tolerance``."""

    kind: ClassVar[str] = "numeric"

    answer: float = 0
    tolerance: float = field(default=0, kw_only=True)
    unit: str = field(default="", kw_only=True)
    why_wrong: Mapping[str, str] = field(default_factory=dict, kw_only=True)

    @property
    def expected_text(self) -> str:
        return _fmt(self.answer) + (f" {self.unit}" if self.unit else "")

    def check(self, answer: Any) -> Feedback:
        x = _number(answer)
        ok = abs(x - self.answer) <= self.tolerance
        diff = x - self.answer
        hint = self.why_wrong.get(_fmt(x))
        if hint:
            why = f"You answered {_fmt(x)}: {hint}"
        else:
            side = "too many" if diff > 0 else "too few"
            why = (f"You answered {_fmt(x)}; the answer is {self.expected_text} "
                   f"({_fmt(abs(diff))} {side}).")
        return self._feedback(ok, _fmt(x), why)


def _card(value: object) -> Card:
    """One card; anything else (a list of cards, say) is refused by Card.from_str's
    clear error, quoting it."""
    return value if isinstance(value, Card) else Card.from_str(str(value))


def _cards_text(cards: Iterable[Card]) -> str:
    return " ".join(map(str, sorted(cards, key=lambda c: (-c.suit, -c.rank)))) or "none"


@dataclass(frozen=True)
class PickCard(Question):
    """Pick a card among ``cards`` (shown as clickable cards).

    ``mode="one"``: any card of ``answer`` is right (e.g. "which card wins?").
    ``mode="all"``: the learner picks a set, right when it equals ``answer``
    (e.g. "which cards may you play?").  ``why_wrong`` maps a card to the reason
    it is wrong (the generators store the engine's error messages there).
    """

    kind: ClassVar[str] = "card"

    cards: tuple[Card, ...] = ()
    answer: frozenset[Card] = frozenset()
    mode: str = field(default="one", kw_only=True)
    why_wrong: Mapping[Card, str] = field(default_factory=dict, kw_only=True)

    def __post_init__(self):
        if not self.cards:
            raise InvalidNotation("a pick-a-card question needs cards to pick from")
        if len(set(self.cards)) != len(self.cards):
            raise InvalidNotation(f"the cards {_cards_text(self.cards)} repeat a card")
        if self.mode not in ("one", "all"):
            raise InvalidNotation(f"mode {self.mode!r} is not 'one' or 'all'")
        extra = set(self.answer) - set(self.cards)
        if extra:
            raise InvalidNotation(f"the answer {_cards_text(extra)} is not among the cards shown "
                                  f"({_cards_text(self.cards)})")
        if self.mode == "one" and not self.answer:
            raise InvalidNotation("a pick-one question needs at least one right card")

    @property
    def expected_text(self) -> str:
        if self.mode == "one" and len(self.answer) > 1:
            return "any of " + _cards_text(self.answer)
        return _cards_text(self.answer)

    def check(self, answer: Card | str | Iterable[Card | str]) -> Feedback:
        if self.mode == "one":
            # a "one" question takes one card: _card refuses anything else with a clear error
            c = _card(answer)
            self._offered(c)
            why = self.why_wrong.get(c) or f"The answer is {self.expected_text}."
            return self._feedback(c in self.answer, str(c), why)
        items = [answer] if isinstance(answer, (Card, str)) else list(answer)
        chosen = {_card(a) for a in items}
        for c in chosen:
            self._offered(c)
        wrong = sorted(chosen - self.answer, key=lambda c: (-c.suit, -c.rank))
        missed = self.answer - chosen
        reasons = [self.why_wrong.get(c) or f"{c} is not one of them." for c in wrong]
        if missed:
            reasons.append(f"You left out {_cards_text(missed)}.")
        return self._feedback(not wrong and not missed, _cards_text(chosen), " ".join(reasons))

    def _offered(self, c: Card) -> None:
        if c not in self.cards:
            raise InvalidNotation(f"{c} is not among the cards shown ({_cards_text(self.cards)})")


@dataclass(frozen=True)
class BiddingCall(Question):
    """Make a call with a bidding box, after the calls in ``context`` (dealer + calls).

    An illegal call is wrong for the engine's reason (e.g. Law 27, insufficient bid).
    """

    kind: ClassVar[str] = "call"

    answer: frozenset[Call] = frozenset()
    why_wrong: Mapping[Call, str] = field(default_factory=dict, kw_only=True)

    def __post_init__(self):
        if not self.answer:
            raise InvalidNotation("a bidding question needs at least one right call")
        a = self.auction()
        for c in self.answer:
            try:
                a.check(c)
            except IllegalAction as exc:
                raise InvalidNotation(f"the answer {c} is not a legal call here: {exc}") from None

    def auction(self) -> Auction:
        """A fresh auction holding the calls made so far."""
        return self.context.auction() or Auction(self.context.dealer or Seat.NORTH)

    def legal_calls(self) -> list[Call]:
        return self.auction().legal_calls()

    @property
    def expected_text(self) -> str:
        return " or ".join(str(c) for c in sorted(self.answer, key=lambda c: (c.index, c.kind.value)))

    def check(self, answer: Call | str) -> Feedback:
        call = answer if isinstance(answer, Call) else Call.from_str(str(answer))
        try:
            self.auction().check(call)
        except IllegalAction as exc:
            return self._feedback(False, str(call), f"{call} is not a legal call here: {exc}")
        why = self.why_wrong.get(call) or f"The expected call is {self.expected_text}."
        return self._feedback(call in self.answer, str(call), why)


@dataclass(frozen=True)
class Order(Question):
    """Put ``items`` in order; ``items`` holds them in the right order.

    ``shown`` is the order they are first presented in (a fixed shuffle of the
    question id when not given, so the display is the same on every run).
    """

    kind: ClassVar[str] = "order"

    items: tuple[str, ...] = ()
    shown: tuple[str, ...] = field(default=(), kw_only=True)

    def __post_init__(self):
        if len(self.items) < 2 or len(set(self.items)) != len(self.items):
            raise InvalidNotation(f"an order question needs two or more distinct items, "
                                  f"has {list(self.items)!r}")
        if not self.shown:
            shown = list(self.items)
            rng = random.Random(self.id or self.prompt)
            while tuple(shown) == self.items:
                rng.shuffle(shown)
            object.__setattr__(self, "shown", tuple(shown))
        elif sorted(self.shown) != sorted(self.items):
            raise InvalidNotation(f"shown {list(self.shown)!r} is not a reordering of "
                                  f"{list(self.items)!r}")

    @property
    def expected_text(self) -> str:
        return ", ".join(self.items)

    def check(self, answer: Sequence[str]) -> Feedback:
        given = list(answer)
        if sorted(given) != sorted(self.items):
            raise InvalidNotation(f"{given!r} is not an ordering of {list(self.shown)!r}: "
                                  "use each item once")
        wrong = [f"position {i + 1} is {self.items[i]!r}, not {g!r}"
                 for i, g in enumerate(given) if g != self.items[i]]
        why = ("In the right order " + "; ".join(wrong) + ".") if wrong else ""
        return self._feedback(not wrong, ", ".join(given), why)


@dataclass(frozen=True)
class Match(Question):
    """Match each left item to one of the right items (``pairs`` gives the right matches)."""

    kind: ClassVar[str] = "match"

    pairs: tuple[tuple[str, str], ...] = ()

    def __post_init__(self):
        lefts = [a for a, _ in self.pairs]
        if len(lefts) < 2 or len(set(lefts)) != len(lefts):
            raise InvalidNotation(f"a match question needs two or more distinct left items, "
                                  f"has {lefts!r}")

    @property
    def lefts(self) -> tuple[str, ...]:
        return tuple(a for a, _ in self.pairs)

    @property
    def options(self) -> tuple[str, ...]:
        """The right-hand items, sorted (so the display gives nothing away)."""
        return tuple(sorted({b for _, b in self.pairs}))

    @property
    def expected_text(self) -> str:
        return "; ".join(f"{a} → {b}" for a, b in self.pairs)

    def check(self, answer: Mapping[str, str]) -> Feedback:
        given = dict(answer)
        unknown = [k for k in given if k not in self.lefts]
        if unknown:
            raise InvalidNotation(f"{unknown[0]!r} is not one of the items {list(self.lefts)!r}")
        missing = [k for k in self.lefts if k not in given]
        if missing:
            raise InvalidNotation("match every item first; still to match: " + ", ".join(missing))
        for v in given.values():
            if v not in self.options:
                raise InvalidNotation(f"{v!r} is not one of {list(self.options)!r}")
        wrong = [f"{a} → {b}, not {given[a]}" for a, b in self.pairs if given[a] != b]
        why = ("The right matches: " + "; ".join(wrong) + ".") if wrong else ""
        return self._feedback(not wrong, "; ".join(f"{a} → {given[a]}" for a in self.lefts), why)


QUESTION_TYPES: dict[str, type[Question]] = {
    t.kind: t for t in (MultipleChoice, Numeric, PickCard, BiddingCall, Order, Match)}
