"""The hand-condition language of the system files: a small, safe grammar (never ``eval``).

A condition reads like the line of a system card::

    hcp in 15..17 and balanced
    len(M) >= 3 and dummy in 6..10
    len(S) >= 5 and len(S) >= max(len(H), len(D), len(C))
    hcp >= 15 and balanced and stopper(x)

Grammar (lowest precedence first)::

    expr    := and ('or' and)*
    and     := not ('and' not)*
    not     := 'not' not | compare
    compare := sum (('<' | '<=' | '>' | '>=' | '==' | '!=') sum)*   # chains like a <= b <= c
             | sum 'in' sum '..' sum                                # inclusive range
    sum     := atom (('+' | '-') atom)*
    atom    := NUMBER | 'true' | 'false' | VALUE | FUNC '(' args ')' | SUIT | '(' expr ')'

Values of the hand: ``hcp`` (Milton Work points), ``points`` (hcp + 1 for each card
over four in a suit), ``dummy`` (hcp + 5/3/1 for a void/singleton/doubleton: support
points), ``short_points`` (3/2/1 for a void/singleton/doubleton: the long-trump hand's
short-suit count, without the HCP), ``balanced``, ``ltc`` (losing-trick count), ``quick_tricks``, ``playing_tricks``,
``longest_two`` (cards in the two longest suits, for the Rule of 20), ``aces`` and
``kings`` (how many, for Blackwood and Gerber).  A system file may
name conditions in its ``definitions`` and use the names in rules.
Values of what partner's calls have shown (the bidder reads them from the system, for
the situations that use them): ``partner_min`` / ``partner_max`` (the HCP range shown;
37 with no upper limit), ``together`` (our HCP plus the HCP partner is expected to hold
in that range), and the suit functions ``partner_len(s)`` (the fewest cards shown in
the suit) and ``fit(s)`` (``len(s) + partner_len(s)``: cards known together); and of
what our own calls have shown: ``my_min`` / ``my_max`` (the HCP range) and
``my_expected`` (the HCP they promise on average: ``hcp >= my_expected + 1`` is "the upper
part of the range", to accept an invitation) and ``my_len(s)`` (the fewest cards they
promise in the suit: what partner knew of it when choosing the contract); ``theirs(s)``
(1 when the opponents have bid the suit and our side has not: a suit of theirs, never
one to overcall in); ``partner_aces`` (the aces partner's
last call, an answer to Blackwood or Gerber, has shown; where the answer is "none or
four", the asker tells which from the own aces: four when holding none, else none —
the ACBL SAYC booklet; 0 when the last call showed no aces); ``partner_keycards`` and
``partner_trump_queen`` likewise for a Roman Key Card Blackwood answer (1430: "one or
four", "none or three" read from our own key cards and, where both counts fit beside
ours, from partner's HCP and trump length: :func:`keycard_count`; the queen 1 only when
shown);
``partner_kings`` the kings partner's answer to our Blackwood 5NT king ask showed
("none or four" read from our own kings).
Values of the table (a :class:`Context` the bidder passes in): ``seat`` (1–4, the
player's position counted from the dealer: ``seat == 3`` is third seat),
``vulnerable`` (our side is), ``favourable`` (we are not, they are), ``unfavourable``
(we are, they are not); ``game_forced`` (a call of our side has forced to game and the
contract is still below game, or partner's last call is forcing — a control bid of 4♥
with spades agreed: no call of ours is an invitation, nobody passes short of game);
``preempted`` (the player's own earlier bid was a preempt — a weak two, a three- or
four-level opening, a weak jump overcall: the preemptor does not bid again by himself);
``partner_competed`` (partner's last call is three of a suit bid over the opponents' bid
at or above two of it, after our pass of that bid — 2♥ or 3♦, our pass, partner's 3♠: it
competes, it does not invite);
``game_on_values`` (our side opened and bid a game to make it — no preempt, preemptive
raise or sacrifice among our calls, both of us have bid, showing 15+ HCP together — and the
opponents have bid over it: the forcing-pass situation, in which a pass by either of us
asks partner to double or to bid on);
``keycards`` (the four aces and the king of the agreed trump
suit, for Roman Key Card Blackwood) and ``trump_queen`` (1 with the queen of the agreed
trump suit).
Functions of a suit: ``len(s)``, ``hcp(s)``, ``stopper(s)`` (A, Kx, Qxx, Jxxx),
``top(s)`` (how many of A K Q), ``honours(s)`` (how many of A K Q J 10),
``longest(s)`` (no suit is longer), ``outside_min(s)`` (the fewest cards in any other
suit: ``outside_min(x) >= 3`` is "three or more in every suit but x"), ``ace(s)``,
``king(s)``, ``queen(s)`` (1 with that card, else 0); and ``max(...)``, ``min(...)``.
A first-round control (for control bids) is ``ace(s) or len(s) == 0``.
Suits are ``C D H S`` or a placeholder of the auction pattern (``M`` a major, ``m`` a
minor, ``x y z w`` any suit; ``t`` the trump suit the partnership has agreed, bound by
the bidder); a bare suit compares by rank (``z < x``: z ranks below x).

>>> c = Condition.parse("hcp in 15..17 and balanced")
>>> from bridgelib import Hand
>>> c.holds(Hand.from_pbn("KQ2.AJ3.KT98.Q76"), {})
True
>>> c.holds(Hand.from_pbn("KQ2.AJ3.KT98.765"), {})
False
>>> c.shows({})
{'hcp': (15, 17), 'balanced': True}
>>> third = Condition.parse("seat == 3 and not vulnerable and len(H) == 5")
>>> h = Hand.from_pbn("73.KQJ84.952.Q73")
>>> third.holds(h, {}, Context(seat=3)), third.holds(h, {}, Context(seat=1))
(True, False)
>>> third.holds(h, {}, Context(seat=3, vulnerable=True, they_vulnerable=False))
False
>>> slam = Condition.parse("together >= 33 and fit(S) >= 8")
>>> shown = Context(partner_low=15, partner_high=17, partner_expected=16,
...                 partner_shown=(2, 2, 2, 4))
>>> slam.holds(Hand.from_pbn("AQ52.K3.KQ82.A73"), {}, shown)
True
>>> slam.holds(Hand.from_pbn("AQ52.K3.KQ82.A73"), {})
False
>>> Condition.parse("hcp >= 12 and len(M) >= ")
Traceback (most recent call last):
...
bridgelib.errors.InvalidNotation: 'hcp >= 12 and len(M) >= ': expected a number, a value such as hcp, a function such as len(S), a suit or '(' at the end of the condition
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import Mapping, NoReturn, Sequence

from ..cards import Suit
from ..errors import InvalidNotation
from ..hand import Hand

__all__ = ["Condition", "Context", "PLACEHOLDERS", "TABLE_VALUES", "placeholder_domain"]

#: Placeholders of auction patterns and the suits each may stand for.
PLACEHOLDERS: dict[str, tuple[Suit, ...]] = {
    "M": (Suit.HEARTS, Suit.SPADES),
    "m": (Suit.CLUBS, Suit.DIAMONDS),
    "x": (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES),
    "y": (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES),
    "z": (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES),
    "w": (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES),
    # the agreed trump suit: bound by the bidder from the auction (never by a pattern)
    "t": (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES),
}
_SUITS = {"C": Suit.CLUBS, "D": Suit.DIAMONDS, "H": Suit.HEARTS, "S": Suit.SPADES}


def placeholder_domain(name: str) -> tuple[Suit, ...]:
    return PLACEHOLDERS[name]


#: Points for a void, a singleton and a doubleton once a trump fit is known (Goren's point
#: count).  The dummy's count, for the hand that raises with four or more trumps: 5/3/1.
DUMMY_SHORTNESS = (5, 3, 1)
#: The count of the hand with the long trumps, and of the dummy with only three (Pavlicek,
#: "Pavlicek Point Count": 3/2/1 for all suit bidding; Bergen, "Points Schmoints!": a
#: dummy with three trumps counts 3/2/1).
LONG_SHORTNESS = (3, 2, 1)


def shortness_points(h: Hand, table: tuple[int, int, int], trumps: Suit | None = None) -> int:
    """The hand's short suits (other than ``trumps``) counted by ``table`` (void,
    singleton, doubleton)."""
    return sum(table[h.length(s)] for s in Suit if s is not trumps and h.length(s) <= 2)


def distribution_points(h: Hand, trumps: Suit, partner_trumps: int) -> int:
    """Points for shape once the trump suit is known, ``partner_trumps`` being the trumps
    partner has shown — the one judgement the systems' ``dummy`` and ``short_points`` and
    the general principle's game and slam by points all read: the hand with fewer trumps
    (the dummy) counts :data:`DUMMY_SHORTNESS` with four trumps or more and
    :data:`LONG_SHORTNESS` with three; the hand with more counts :data:`LONG_SHORTNESS`;
    a hand with fewer than three trumps counts none."""
    mine = h.length(trumps)
    if mine < 3:
        return 0
    dummy = mine <= max(partner_trumps, 3) and mine >= 4
    return shortness_points(h, DUMMY_SHORTNESS if dummy else LONG_SHORTNESS, trumps)


def _dummy(h: Hand) -> int:
    """HCP and the dummy's count of short suits (:data:`DUMMY_SHORTNESS`), for raising
    partner's suit."""
    return h.hcp + shortness_points(h, DUMMY_SHORTNESS)


def _short_points(h: Hand) -> int:
    """The long-trump hand's count of short suits (:data:`LONG_SHORTNESS`)."""
    return shortness_points(h, LONG_SHORTNESS)


def law_adjustments(h: Hand, their_suits) -> list[str]:
    """Cohen's negative adjustments to the law of total tricks that the hand holds (Larry
    Cohen, "To Bid or Not to Bid", "Major Adjustments"): flat shape (4-3-3-3: no ruffing
    tricks) and "negative purity" (a king, queen or jack in a suit the opponents have bid
    and we have not: values that take tricks in defence and are wasted when we declare).
    Each holding is named; an empty list means no adjustment."""
    reasons: list[str] = []
    if sorted(h.length(s) for s in Suit) == [3, 3, 3, 4]:
        reasons.append("flat 4-3-3-3 shape")
    impure = [s for s in Suit if s in their_suits
              and any(int(r) in (11, 12, 13) for r in h.ranks(s))]
    if impure:
        reasons.append("honours in their " + " ".join(s.symbol for s in impure))
    return reasons


_VALUES = {
    "hcp": lambda h: h.hcp,
    "points": lambda h: h.hcp + h.length_points,
    "dummy": _dummy,
    "short_points": _short_points,
    "balanced": lambda h: h.is_balanced,
    "ltc": lambda h: h.losing_trick_count,
    "quick_tricks": lambda h: h.quick_tricks,
    "playing_tricks": lambda h: h.playing_tricks,
    "longest_two": lambda h: h.pattern[0] + h.pattern[1],
    "aces": lambda h: h.aces,
    "kings": lambda h: sum(1 for s in Suit if any(r.hcp == 3 for r in h.ranks(s))),
}


@dataclass(frozen=True)
class Context:
    """What a condition may know besides the hand: the table and the agreed trumps.

    ``seat`` is 1–4 (first to fourth seat: the player's position counted from the
    dealer); ``vulnerable`` / ``they_vulnerable`` are ``None`` when not known (a
    condition then reads them as "not vulnerable"; :meth:`Condition.possible` as "may
    hold"); ``trumps`` is the suit the partnership has agreed, if any.
    """

    seat: int | None = None
    vulnerable: bool | None = None
    they_vulnerable: bool | None = None
    trumps: Suit | None = None
    #: What partner's calls have shown (computed by the bidder from the system, for the
    #: situations whose rules read it): the HCP range (``partner_high`` ``None`` for no
    #: upper limit), the HCP partner is expected to hold within it, and the fewest cards
    #: shown in each suit (clubs, diamonds, hearts, spades).  ``None`` when not known.
    partner_low: int | None = None
    partner_high: int | None = None
    #: The ways partner's calls can be read where a call has meanings with HCP ranges
    #: apart (1♠–4♠: a preemptive raise under 10 HCP with five trumps, or a game raise
    #: with 13+ points and three): each an HCP range within ``partner_low`` to
    #: ``partner_high`` and the fewest cards that reading shows in each suit (clubs to
    #: spades); ``None`` when not known.
    partner_hcp_ranges: tuple[tuple[int, int | None, tuple[int, int, int, int]], ...] | None = None
    partner_expected: int | None = None
    partner_shown: tuple[int, int, int, int] | None = None
    #: The HCP range our own calls have shown (``my_high`` ``None``: no upper limit) and
    #: the HCP they promise on average (for "accept an invitation with a maximum").
    my_low: int | None = None
    my_high: int | None = None
    my_expected: float | None = None
    #: The fewest cards our own calls have shown in each suit (clubs, diamonds, hearts,
    #: spades): partner's view of our hand, for ``my_len(s)``.  ``None`` when not known.
    my_shown: tuple[int, int, int, int] | None = None
    #: The suits the opponents have bid and our side has not (for ``stoppers``, ``law_less``).
    their_suits: tuple[Suit, ...] = ()
    #: The aces partner's last call showed (low, high: ``(0, 4)`` for "none or four"),
    #: when it answered an ace ask (Blackwood, Gerber); ``None`` otherwise.
    partner_aces: tuple[int, int] | None = None
    #: Likewise the key cards a Roman Key Card Blackwood answer showed, and whether it
    #: showed the trump queen (1), denied it (0), or did not say (``None``).
    partner_keycards: tuple[int, int] | None = None
    partner_trump_queen: int | None = None
    #: The kings partner's last call showed when it answered our Blackwood 5NT king ask.
    partner_kings: tuple[int, int] | None = None
    #: Whether a call of our side has forced to game (the auction still below game), read
    #: by the bidder from the system's forcing calls for the situations that use it;
    #: ``None`` when not known.
    game_forced: bool | None = None
    #: Whether the player's own earlier bid was a preempt (read by the bidder from the
    #: rules that gave it, for the situations that use it); ``None`` when not known.
    preempted: bool | None = None
    #: Whether our side opened and bid the game the opponents have bid over to make it,
    #: not as a preempt or a sacrifice (read by the bidder from the rules that gave our
    #: calls, for the situations that use it): a pass is then forcing; ``None`` when not
    #: known.
    game_on_values: bool | None = None
    #: Whether an opponent has made a bid or a double (any call but a pass) — an
    #: artificial or short 1♦, a takeout double, a redouble count alike: the auction is no
    #: longer "uncontested".  Filled by the bidder from the auction, as ``their_suits`` is;
    #: ``None`` when not known (read as 0, uncontested).
    contested: bool | None = None
    #: Whether partner's last call is three of a suit bid over an opponents' bid that left
    #: no room for two of it, after our pass of that bid (a competitive bid, not an
    #: invitation): filled by the bidder from the auction; ``None`` when not known (read
    #: as 0).
    partner_competed: bool | None = None


_NO_CONTEXT = Context()


def _has(h: Hand, s: Suit, hcp: int) -> int:
    return int(any(r.hcp == hcp for r in h.ranks(s)))


def answer_count(low: int, high: int, mine: int) -> int:
    """What an ace or key-card answer shows partner holds, from the asker's side: the
    answers "none or four" (Blackwood, Gerber) and "one or four", "none or three" (Kantar,
    "Roman Keycard Blackwood", 1430) mean the higher count when the asker holds none,
    else the lower (the ACBL SAYC booklet: the asker can tell from the own hand)."""
    return high if low != high and mine == 0 else low


def _partner_aces(h: Hand, ctx: Context) -> int:
    """The aces partner's answer showed, read from our own aces."""
    if ctx.partner_aces is None:
        return 0
    return answer_count(*ctx.partner_aces, h.aces)


def _partner_keycards(h: Hand, ctx: Context) -> int:
    """The key cards partner's key-card answer showed, read from our own key cards and
    what partner's calls have shown (:func:`keycard_count`)."""
    if ctx.partner_keycards is None:
        return 0
    low, high = ctx.partner_keycards
    t = ctx.trumps
    length = 0 if t is None else _fewest(ctx.partner_shown, t)
    readings = ctx.partner_hcp_ranges or ((ctx.partner_low or 0, ctx.partner_high, None),)
    ranges = [(lo, hi, max(length, _fewest(shown, t) if t is not None else 0))
              for lo, hi, shown in readings]
    return keycard_count(h, t, low, high, ranges)


def keycard_count(h: Hand, trumps: Suit | None, low: int, high: int,
                  ranges: Sequence[tuple[int, int | None, int]]) -> int:
    """What a Roman Key Card Blackwood answer of "one or four" or "none or three" shows
    partner holds, from the asker's side (Kantar: the asker tells which from the bidding).

    Where our own key cards leave room for only one count — the higher count and ours
    would make more than the five key cards (the four aces and the king of ``trumps``),
    or we hold none (:func:`answer_count`: the higher) — that one.  Where both fit (one
    or two key cards of ours opposite "none or three", one opposite "one or four"), the
    count with more ways to deal partner 13 of the 39 unseen cards that fit one of the
    ``ranges`` partner's calls allow — each an HCP total from low to high (``None``: no
    upper limit) with that many trumps or more; one for each reading of a call with two
    meanings — and hold that count: an opener of a five-card suit who shows three key
    cards rarely holds the points of an opening bid without any of them.
    """
    mine = _keycards(h, Context(trumps=trumps))
    if low == high or mine == 0 or high + mine > 5 or trumps is None:
        return answer_count(low, high, mine)
    side = {v: 0 for v in (4, 3, 2, 1)}     # unseen honours outside the trump suit
    for s in Suit:
        if s is not trumps:
            for v in side:
                side[v] += 1 - _has(h, s, v)
    ours = h.length(trumps)
    unseen = tuple(1 - _has(h, trumps, v) for v in (4, 3, 2, 1))
    # the readings' deals counted once: a deal fitting two readings (their HCP ranges
    # meet) counts in the first only, its HCP cut out of the later ones
    ways = [0] * 6
    taken: list[tuple[int, int, int]] = []
    for lo, hi, least in ranges:
        top = 37 if hi is None else hi
        for part_lo, part_hi in _uncovered(lo, top, least, taken):
            for k, n in enumerate(_keycard_ways(unseen, 13 - ours,
                                                tuple(side[v] for v in (4, 3, 2, 1)),
                                                max(least, 0), part_lo, part_hi)):
                ways[k] += n
        taken.append((lo, top, least))
    return high if ways[high] > ways[low] else low


def _uncovered(lo: int, hi: int, least: int, taken: Sequence[tuple[int, int, int]]
               ) -> list[tuple[int, int]]:
    """The parts of the HCP range ``lo``–``hi`` that no earlier reading with as few trumps
    or fewer (``taken``: low, high, trumps) has counted."""
    parts = [(lo, hi)]
    for t_lo, t_hi, t_least in taken:
        if t_least > least:
            continue  # it counted only the deals with more trumps: keep ours whole
        parts = [p for a, b in parts for p in ((a, min(b, t_lo - 1)), (max(a, t_hi + 1), b))
                 if p[0] <= p[1]]
    return parts


@lru_cache(maxsize=256)
def _honour_ways(kinds: tuple[tuple[int, int, int], ...]) -> dict:
    """Ways to choose among unseen honours of ``kinds`` (count, HCP, 1 for a key card),
    by (cards chosen, key cards, HCP)."""
    out = {(0, 0, 0): 1}
    for n, value, key in kinds:
        nxt: dict = {}
        for (c, k, p), w in out.items():
            for i in range(n + 1):
                at = (c + i, k + i * key, p + i * value)
                nxt[at] = nxt.get(at, 0) + w * comb(n, i)
        out = nxt
    return out


def _dealt_ways(kinds: tuple[tuple[int, int, int], ...], cards: int, pool: int) -> dict:
    """Ways to deal ``cards`` of ``pool`` unseen cards (holding the honours of ``kinds``,
    the rest spot cards), by (key cards, HCP)."""
    spots = pool - sum(n for n, _, _ in kinds)
    out: dict = {}
    for (c, k, p), w in _honour_ways(kinds).items():
        if 0 <= cards - c <= spots:
            out[(k, p)] = out.get((k, p), 0) + w * comb(spots, cards - c)
    return out


@lru_cache(maxsize=1024)
def _keycard_ways(trump: tuple[int, int, int, int], trumps: int,
                  side: tuple[int, int, int, int], least: int, low: int,
                  high: int) -> tuple[int, ...]:
    """Ways (by key cards held, 0–5) to deal 13 of the 39 unseen cards with ``low`` to
    ``high`` HCP and ``least`` or more of the ``trumps`` unseen trump cards: ``trump``
    the unseen trump ace, king, queen and jack (1 each when unseen), ``side`` the unseen
    aces, kings, queens and jacks of the other suits (exact counting: the
    hypergeometric law, suit by suit)."""
    tk = tuple((n, v, int(v >= 3)) for n, v in zip(trump, (4, 3, 2, 1)))
    sk = tuple((n, v, int(v == 4)) for n, v in zip(side, (4, 3, 2, 1)))
    out = [0] * 6
    for held in range(least, min(trumps, 13) + 1):
        rest = _dealt_ways(sk, 13 - held, 39 - trumps)
        for (k1, p1), w1 in _dealt_ways(tk, held, trumps).items():
            for (k2, p2), w2 in rest.items():
                if low <= p1 + p2 <= high:
                    out[k1 + k2] += w1 * w2
    return tuple(out)


def _partner_kings(h: Hand, ctx: Context) -> int:
    """The kings partner's answer to the 5NT king ask showed, read from our own kings
    (6♣ is "none or four", as the ace answers: the ACBL SAYC booklet)."""
    if ctx.partner_kings is None:
        return 0
    return answer_count(*ctx.partner_kings, _VALUES["kings"](h))


def _keycards(h: Hand, ctx: Context) -> int:
    return h.aces + (_has(h, ctx.trumps, 3) if ctx.trumps is not None else 0)


#: Values that read the table (the :class:`Context`), not only the hand; a value is
#: ``None`` when the context does not say.
TABLE_VALUES = {
    "seat": lambda ctx: ctx.seat,
    "vulnerable": lambda ctx: ctx.vulnerable,
    "favourable": lambda ctx: (None if ctx.vulnerable is None or ctx.they_vulnerable is None
                               else not ctx.vulnerable and ctx.they_vulnerable),
    "unfavourable": lambda ctx: (None if ctx.vulnerable is None or ctx.they_vulnerable is None
                                 else ctx.vulnerable and not ctx.they_vulnerable),
    "game_forced": lambda ctx: ctx.game_forced,
    "preempted": lambda ctx: ctx.preempted,
    "game_on_values": lambda ctx: ctx.game_on_values,
    # 1 when an opponent has bid or doubled (any call but a pass): the auction is
    # contested, whether or not their calls showed a suit (``theirs(s)`` reads only the
    # suits their natural bids showed)
    "contested": lambda ctx: ctx.contested,
    # 1 when partner's last call, three of a suit, went over their bid at or above two of
    # it after our pass: it only competes (no room for two), it does not invite
    "partner_competed": lambda ctx: ctx.partner_competed,
}
#: Values that read the hand and the agreed trump suit.
_TRUMP_VALUES = {
    "keycards": _keycards,
    "trump_queen": lambda h, ctx: _has(h, ctx.trumps, 2) if ctx.trumps is not None else 0,
}


#: Values that read what partner's calls have shown (the :class:`Context`), some with
#: the hand: unknown reads as 0 (``partner_max`` as 37, no upper limit).
_PARTNER_VALUES = {
    "partner_min": lambda h, ctx: ctx.partner_low or 0,
    "partner_max": lambda h, ctx: 37 if ctx.partner_high is None else ctx.partner_high,
    "together": lambda h, ctx: h.hcp + (ctx.partner_expected or 0),
    "my_min": lambda h, ctx: ctx.my_low or 0,
    "my_max": lambda h, ctx: 37 if ctx.my_high is None else ctx.my_high,
    "my_expected": lambda h, ctx: ctx.my_expected or 0,
    # 1 when we hold a stopper in every suit the opponents have bid and our side has not
    # (no-trump needs them: Root, "Commonsense Bidding"); 1 when there is none
    "stoppers": lambda h, ctx: int(all(h.has_stopper(s) for s in ctx.their_suits)),
    # 1 when the hand holds one of Cohen's negative adjustments (:func:`law_adjustments`):
    # compete one level below the law of total tricks
    "law_less": lambda h, ctx: int(bool(law_adjustments(h, ctx.their_suits))),
    "partner_aces": _partner_aces,
    "partner_keycards": _partner_keycards,
    "partner_trump_queen": lambda h, ctx: ctx.partner_trump_queen or 0,
    "partner_kings": _partner_kings,
}


def _fewest(shown: tuple[int, int, int, int] | None, s: Suit) -> int:
    """The fewest cards in ``s`` that calls have shown (``partner_shown``, ``my_shown``)."""
    return 0 if shown is None else shown[list(Suit).index(s)]


def _partner_len(ctx: Context, s: Suit) -> int:
    return _fewest(ctx.partner_shown, s)


#: Functions of a suit that read what partner has shown: the fewest cards partner's
#: calls promise, and the cards the partnership is known to hold together.
_PARTNER_FUNCS = {
    "partner_len": lambda h, ctx, s: _partner_len(ctx, s),
    "fit": lambda h, ctx, s: h.length(s) + _partner_len(ctx, s),
    # the fewest cards our own calls promise: what partner knows of our suit when he
    # chose the contract (Root's captaincy: the limited hand has told its story)
    "my_len": lambda h, ctx, s: _fewest(ctx.my_shown, s),
    # a suit the opponents have bid and our side has not (the table's ``their_suits``)
    "theirs": lambda h, ctx, s: int(s in ctx.their_suits),
}


def _top(h: Hand, s: Suit) -> int:
    return sum(1 for r in h.ranks(s) if r.hcp >= 2)


def _honours(h: Hand, s: Suit) -> int:
    return sum(1 for r in h.ranks(s) if r.is_honour)


def _longest(h: Hand, s: Suit) -> bool:
    return h.length(s) == max(h.length(t) for t in Suit)


def _outside_min(h: Hand, s: Suit) -> int:
    return min(h.length(t) for t in Suit if t is not s)


_SUIT_FUNCS = {
    "len": lambda h, s: h.length(s),
    "outside_min": _outside_min,
    "hcp": lambda h, s: h.suit_hcp(s),
    "stopper": lambda h, s: h.has_stopper(s),
    "top": _top,
    "honours": _honours,
    "longest": _longest,
    "ace": lambda h, s: _has(h, s, 4),
    "king": lambda h, s: _has(h, s, 3),
    "queen": lambda h, s: _has(h, s, 2),
}
_AGGREGATES = {"max": max, "min": min}


# ---------------------------------------------------------------------------- AST
class _Node:
    def eval(self, h: Hand, env: Mapping[str, Suit], ctx: "Context"):  # pragma: no cover - abstract
        raise NotImplementedError


@dataclass(frozen=True)
class _Num(_Node):
    value: float

    def eval(self, h, env, ctx):
        return self.value


@dataclass(frozen=True)
class _Suit(_Node):
    name: str  # C D H S or a placeholder

    def suit(self, env) -> Suit:
        return _SUITS[self.name] if self.name in _SUITS else env[self.name]

    def eval(self, h, env, ctx):
        return int(self.suit(env))


@dataclass(frozen=True)
class _Value(_Node):
    name: str

    def eval(self, h, env, ctx):
        return _VALUES[self.name](h)


@dataclass(frozen=True)
class _Table(_Node):
    """A value of the table (seat, vulnerability): unknown reads as 0 / false."""

    name: str

    def eval(self, h, env, ctx):
        v = TABLE_VALUES[self.name](ctx)
        return 0 if v is None else v


@dataclass(frozen=True)
class _Trump(_Node):
    """A value of the hand and the agreed trump suit (key cards, the trump queen)."""

    name: str

    def eval(self, h, env, ctx):
        return _TRUMP_VALUES[self.name](h, ctx)


@dataclass(frozen=True)
class _Partner(_Node):
    """A value read from what partner's calls have shown (``together``, ``partner_min``)."""

    name: str

    def eval(self, h, env, ctx):
        return _PARTNER_VALUES[self.name](h, ctx)


@dataclass(frozen=True)
class _PartnerFunc(_Node):
    """A suit function of what partner has shown (``partner_len(S)``, ``fit(H)``)."""

    name: str
    arg: "_Suit"

    def eval(self, h, env, ctx):
        if self.arg.name == "t" and "t" not in env:
            return 0  # no agreed trump suit: no cards known in it
        return _PARTNER_FUNCS[self.name](h, ctx, self.arg.suit(env))


@dataclass(frozen=True)
class _Func(_Node):
    name: str
    args: tuple[_Node, ...]

    def eval(self, h, env, ctx):
        if self.name in _AGGREGATES:
            return _AGGREGATES[self.name](a.eval(h, env, ctx) for a in self.args)
        arg = self.args[0]
        assert isinstance(arg, _Suit)  # the parser gives a suit function one suit argument
        return _SUIT_FUNCS[self.name](h, arg.suit(env))


@dataclass(frozen=True)
class _Arith(_Node):
    first: _Node
    rest: tuple[tuple[str, _Node], ...]

    def eval(self, h, env, ctx):
        v = self.first.eval(h, env, ctx)
        for op, node in self.rest:
            v = v + node.eval(h, env, ctx) if op == "+" else v - node.eval(h, env, ctx)
        return v


_CMP = {"<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
        ">=": lambda a, b: a >= b, "==": lambda a, b: a == b, "!=": lambda a, b: a != b}


@dataclass(frozen=True)
class _Compare(_Node):
    first: _Node
    rest: tuple[tuple[str, _Node], ...]

    def eval(self, h, env, ctx):
        left = self.first.eval(h, env, ctx)
        for op, node in self.rest:
            right = node.eval(h, env, ctx)
            if not _CMP[op](left, right):
                return False
            left = right
        return True


@dataclass(frozen=True)
class _Range(_Node):
    subject: _Node
    low: _Node
    high: _Node

    def eval(self, h, env, ctx):
        return self.low.eval(h, env, ctx) <= self.subject.eval(h, env, ctx) <= self.high.eval(h, env, ctx)


@dataclass(frozen=True)
class _Not(_Node):
    inner: _Node

    def eval(self, h, env, ctx):
        return not self.inner.eval(h, env, ctx)


@dataclass(frozen=True)
class _BoolOp(_Node):
    op: str  # "and" | "or"
    items: tuple[_Node, ...]

    def eval(self, h, env, ctx):
        if self.op == "and":
            return all(i.eval(h, env, ctx) for i in self.items)
        return any(i.eval(h, env, ctx) for i in self.items)


# ---------------------------------------------------------------------------- parser
_TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d+)?)|(\.\.)|(<=|>=|==|!=|<|>)|([A-Za-z_][A-Za-z_0-9]*)"
                    r"|([(),+\-]))")


def _tokenize(text: str) -> list[tuple[str, str, int]]:
    out: list[tuple[str, str, int]] = []
    pos = 0
    while pos < len(text):
        if text[pos:].strip() == "":
            break
        m = _TOKEN.match(text, pos)
        if not m:
            bad = text[pos:].lstrip()[:1]
            raise InvalidNotation(
                f"{text!r}: {bad!r} at position {len(text) - len(text[pos:].lstrip()) + 1} is not "
                "part of the condition language (numbers, names, ( ) , + - < <= > >= == != ..)")
        kinds = ("num", "range", "cmp", "name", "punct")
        for kind, val in zip(kinds, m.groups()):
            if val is not None:
                out.append((kind, val, m.start(m.lastindex or 0)))
                break
        pos = m.end()
    return out


class _Parser:
    def __init__(self, text: str, defs: Mapping[str, "Condition"] | None = None):
        self.text = text
        self.defs = dict(defs or {})
        self.tokens = _tokenize(text)
        self.i = 0
        self.placeholders: set[str] = set()
        #: The definitions the text names, and those they name, in the order first met.
        self.used: dict[str, str] = {}

    def peek(self) -> tuple[str, str, int] | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def where(self) -> str:
        t = self.peek()
        return "at the end of the condition" if t is None else f"at {t[1]!r} (position {t[2] + 1})"

    def fail(self, expected: str) -> NoReturn:
        raise InvalidNotation(f"{self.text!r}: expected {expected} {self.where()}")

    def accept(self, value: str) -> bool:
        t = self.peek()
        if t is not None and t[1] == value and t[0] in ("name", "punct", "cmp", "range"):
            self.i += 1
            return True
        return False

    def expect(self, value: str):
        if not self.accept(value):
            self.fail(repr(value))

    def parse(self) -> _Node:
        if not self.tokens:
            raise InvalidNotation(f"{self.text!r}: a condition cannot be empty (write 'true' "
                                  "for a rule that fits every hand)")
        node = self.expr()
        if self.peek() is not None:
            self.fail("'and', 'or' or the end of the condition")
        return node

    def expr(self) -> _Node:
        items = [self.conj()]
        while self.accept("or"):
            items.append(self.conj())
        return items[0] if len(items) == 1 else _BoolOp("or", tuple(items))

    def conj(self) -> _Node:
        items = [self.neg()]
        while self.accept("and"):
            items.append(self.neg())
        return items[0] if len(items) == 1 else _BoolOp("and", tuple(items))

    def neg(self) -> _Node:
        if self.accept("not"):
            return _Not(self.neg())
        return self.compare()

    def compare(self) -> _Node:
        first = self.sum()
        if self.accept("in"):
            low = self.sum()
            self.expect("..")
            return _Range(first, low, self.sum())
        rest = []
        while (t := self.peek()) is not None and t[0] == "cmp":
            self.i += 1
            rest.append((t[1], self.sum()))
        return first if not rest else _Compare(first, tuple(rest))

    def sum(self) -> _Node:
        first = self.atom()
        rest = []
        while (t := self.peek()) is not None and t[1] in "+-" and t[0] == "punct":
            self.i += 1
            rest.append((t[1], self.atom()))
        return first if not rest else _Arith(first, tuple(rest))

    def suit_arg(self) -> _Suit:
        t = self.peek()
        if t is None or t[0] != "name" or (t[1] not in _SUITS and t[1] not in PLACEHOLDERS):
            self.fail("a suit (C D H S) or a placeholder (M m x y z w)")
        self.i += 1
        if t[1] in PLACEHOLDERS:
            self.placeholders.add(t[1])
        return _Suit(t[1])

    def atom(self) -> _Node:
        t = self.peek()
        if t is None:
            self.fail("a number, a value such as hcp, a function such as len(S), a suit or '('")
        kind, val, _ = t
        if kind == "num":
            self.i += 1
            return _Num(float(val) if "." in val else int(val))
        if val == "(":
            self.i += 1
            node = self.expr()
            self.expect(")")
            return node
        if kind == "name":
            nxt = self.tokens[self.i + 1] if self.i + 1 < len(self.tokens) else None
            if nxt is not None and nxt[1] == "(" and val in _PARTNER_FUNCS:
                self.i += 2
                arg = self.suit_arg()
                self.expect(")")
                return _PartnerFunc(val, arg)
            if nxt is not None and nxt[1] == "(" and (val in _SUIT_FUNCS or val in _AGGREGATES):
                self.i += 2
                if val in _AGGREGATES:
                    args = [self.sum()]
                    while self.accept(","):
                        args.append(self.sum())
                else:
                    args = [self.suit_arg()]
                self.expect(")")
                return _Func(val, tuple(args))
            if val in self.defs:
                self.i += 1
                self.placeholders |= self.defs[val].placeholders
                self.used.update(self.defs[val].definitions)
                self.used.setdefault(val, self.defs[val].text)
                return self.defs[val].tree
            if val in ("true", "false"):
                self.i += 1
                return _Num(1 if val == "true" else 0)
            if val in _VALUES:
                self.i += 1
                return _Value(val)
            if val in TABLE_VALUES:
                self.i += 1
                return _Table(val)
            if val in _TRUMP_VALUES:
                self.i += 1
                return _Trump(val)
            if val in _PARTNER_VALUES:
                self.i += 1
                return _Partner(val)
            if val in _SUITS or val in PLACEHOLDERS:
                return self.suit_arg()
            known = ", ".join(sorted({*_VALUES, *TABLE_VALUES, *_TRUMP_VALUES,
                                      *_PARTNER_VALUES})) + "; functions " + ", ".join(
                sorted(set(_SUIT_FUNCS) | set(_AGGREGATES) | set(_PARTNER_FUNCS)))
            raise InvalidNotation(f"{self.text!r}: {val!r} (position {t[2] + 1}) is not a value, "
                                  f"function or suit of the condition language (values {known})")
        self.fail("a number, a value such as hcp, a function such as len(S), a suit or '('")
        raise AssertionError  # pragma: no cover


# ---------------------------------------------------------------------------- Condition
@dataclass(frozen=True)
class Condition:
    """A parsed hand condition: ``holds(hand, bindings)`` and what it ``shows``."""

    text: str
    tree: _Node
    placeholders: frozenset[str]
    #: The system file's definitions the text uses by name (and those they use), as
    #: ``(name, text)`` pairs: what a reader of ``text`` needs to know besides it.
    definitions: tuple[tuple[str, str], ...] = ()

    @classmethod
    def parse(cls, text: str, defs: Mapping[str, "Condition"] | None = None) -> "Condition":
        """Parse ``text``; ``defs`` are named conditions of the system file it may use."""
        if not isinstance(text, str):
            raise InvalidNotation(f"{text!r} is not a condition: write it as text, e.g. "
                                  "'hcp in 12..21 and len(S) >= 5'")
        p = _Parser(text, defs)
        tree = p.parse()
        return cls(text, tree, frozenset(p.placeholders), tuple(p.used.items()))

    def holds(self, hand: Hand, bindings: Mapping[str, Suit],
              context: Context | None = None) -> bool:
        """Whether the hand fits, with the suits bound and what the table ``context`` says."""
        return bool(self.tree.eval(hand, bindings, context or _NO_CONTEXT))

    def possible(self, bindings: Mapping[str, Suit], context: Context | None = None) -> bool:
        """False when the suits bound alone rule the condition out, whatever the hand.

        Only the parts that do not look at the hand are evaluated (``M == H``, ``z < x``);
        the rest count as "may hold".  ``explain`` uses it so that 1♠–2♠ is not also read
        as a jump shift written for ``M == H``.  With a ``context``, what it knows of the
        table decides too (``seat == 3`` is impossible in first seat); what it leaves
        unknown (``None``) may hold.

        >>> c = Condition.parse("M == H and len(S) >= 5")
        >>> c.possible({"M": Suit.HEARTS}), c.possible({"M": Suit.SPADES})
        (True, False)
        """
        return _possible(self.tree, bindings, context) is not False

    def certain(self, bindings: Mapping[str, Suit], context: Context) -> bool:
        """True when the suits bound and what ``context`` knows of the table make the
        condition hold whatever the hand (a condition on the table alone: ``seat == 3``,
        ``partner_competed``).

        >>> c = Condition.parse("contested and seat == 3")
        >>> c.certain({}, Context(3, contested=True)), c.certain({}, Context(3))
        (True, False)
        """
        return _possible(self.tree, bindings, context) is True

    @property
    def reads_hand(self) -> bool:
        """The condition depends on the hand (or on partner's calls), not on the table and
        the bound suits alone."""
        return not _hand_free(self.tree, table=True)

    def shows(self, bindings: Mapping[str, Suit]) -> dict:
        """What every hand that fits must have: HCP range, suit-length ranges, balanced.

        Read from the top-level ``and`` of simple comparisons (``hcp >= 12``,
        ``len(S) in 5..7``); alternatives joined by ``or`` widen the ranges.  Keys are
        ``'hcp'``, ``'balanced'`` and suit symbols such as ``'♠'``; ranges are
        ``(low, high)`` with ``None`` for no bound.
        """
        return _shows(self.tree, bindings)

    @property
    def reads_trumps(self) -> bool:
        """The condition uses the agreed trump suit (``t``, ``keycards``, ``trump_queen``)."""
        return "t" in self.placeholders or _reads_trumps(self.tree)

    @property
    def reads_partner(self) -> bool:
        """The condition reads what partner has shown (``together``, ``fit(s)``, ...)."""
        return _reads(self.tree, (_Partner, _PartnerFunc))

    def reads_table(self, name: str) -> bool:
        """The condition reads the table value ``name`` (``game_forced``, ``seat``)."""
        return _reads_table(self.tree, name)

    def __repr__(self) -> str:
        return f"Condition.parse({self.text!r})"


def _children(node: _Node) -> list[_Node]:
    kids: list = []
    for name in ("first", "inner", "subject", "low", "high"):
        if hasattr(node, name):
            kids.append(getattr(node, name))
    kids.extend(n for _, n in getattr(node, "rest", ()))
    kids.extend(getattr(node, "items", ()))
    kids.extend(getattr(node, "args", ()))
    if isinstance(node, _PartnerFunc):
        kids.append(node.arg)
    return kids


def _reads(node: _Node, kinds: tuple[type, ...]) -> bool:
    return isinstance(node, kinds) or any(_reads(k, kinds) for k in _children(node))


def _reads_table(node: _Node, name: str) -> bool:
    return (isinstance(node, _Table) and node.name == name) or any(
        _reads_table(k, name) for k in _children(node))


def _reads_trumps(node: _Node) -> bool:
    if isinstance(node, _Trump):
        return True
    if isinstance(node, _Suit):
        return node.name == "t"
    kids: list = []
    for name in ("first", "inner", "subject", "low", "high"):
        if hasattr(node, name):
            kids.append(getattr(node, name))
    for name in ("rest",):
        kids.extend(n for _, n in getattr(node, name, ()))
    kids.extend(getattr(node, "items", ()))
    kids.extend(getattr(node, "args", ()))
    return any(_reads_trumps(k) for k in kids)


def _hand_free(node: _Node, ctx: Context | None = None, *, table: bool = False) -> bool:
    """The node's value does not depend on the hand (numbers, suits, comparisons of them,
    and the table values the ``ctx`` knows — every table value with ``table``: could the
    table alone decide it)."""
    def free(n: _Node) -> bool:
        return _hand_free(n, ctx, table=table)

    if isinstance(node, (_Num, _Suit)):
        return True
    if isinstance(node, _Table):
        return table or (ctx is not None and TABLE_VALUES[node.name](ctx) is not None)
    if isinstance(node, (_Value, _Trump, _Partner, _PartnerFunc)):
        return False
    if isinstance(node, _Func):
        return node.name in _AGGREGATES and all(free(a) for a in node.args)
    if isinstance(node, (_Arith, _Compare)):
        return free(node.first) and all(free(n) for _, n in node.rest)
    if isinstance(node, _Range):
        return all(free(n) for n in (node.subject, node.low, node.high))
    if isinstance(node, _Not):
        return free(node.inner)
    if isinstance(node, _BoolOp):
        return all(free(i) for i in node.items)
    return False


def _possible(node: _Node, env, ctx: Context | None = None) -> bool | None:
    """True/False where the bound suits (and the known table) decide the node, None where
    the hand does."""
    if isinstance(node, _BoolOp):
        parts = [_possible(i, env, ctx) for i in node.items]
        if node.op == "and":
            return False if False in parts else (True if all(p is True for p in parts) else None)
        return True if True in parts else (False if all(p is False for p in parts) else None)
    if isinstance(node, _Not):
        inner = _possible(node.inner, env, ctx)
        return None if inner is None else not inner
    if _hand_free(node, ctx):
        try:
            return bool(node.eval(Hand(), env, ctx or _NO_CONTEXT))
        except KeyError:  # a placeholder the auction has not bound
            return None
    return None


def _subject(node: _Node, env) -> str | None:
    if isinstance(node, _Value) and node.name in ("hcp", "aces", "kings"):
        return node.name
    if isinstance(node, _Trump):
        return node.name
    if isinstance(node, _Func) and node.name == "len":
        arg = node.args[0]
        if isinstance(arg, _Suit) and (arg.name in _SUITS or arg.name in env):
            return arg.suit(env).symbol
    return None


def _bound(low, high):
    return (None if low is None else int(low), None if high is None else int(high))


#: The ``shows`` key for "four or more cards in at least one of these suits": the value is
#: ``(symbols, low)``, e.g. ``(("♥", "♠"), 4)`` for a negative double of 1♣–(1♦) that
#: shows both majors or, in another rule, one of them.
ONE_OF = "one_of"


def merge_alternatives(parts: list[dict]) -> dict:
    """What every one of several alternatives shows (the branches of an ``or``, or the
    rules that give the same call): each range every alternative bounds, widened to
    cover them all; ``balanced`` when they agree.  Where they name different suits, and
    each holds four or more cards in one of them, ``ONE_OF`` says so (a negative double
    showing both majors in one rule and "the unbid major(s)" in another shows 4+ in at
    least one major)."""
    out: dict = {}
    if not parts:
        return out
    for k in set.intersection(*(set(p) for p in parts)):
        if k == ONE_OF:
            continue
        vals = [p[k] for p in parts]
        if k == "balanced":
            if all(v == vals[0] for v in vals):
                out[k] = vals[0]
            continue
        los, his = [v[0] for v in vals], [v[1] for v in vals]
        out[k] = (None if None in los else min(los), None if None in his else max(his))
    if len(parts) > 1:
        suits = [s.symbol for s in Suit if s.symbol not in out]

        def named(p: dict) -> tuple[dict, tuple | None]:  # fewest cards by suit, ONE_OF
            got = {k: v[0] for k, v in p.items() if k in suits and v[0]}
            one = p.get(ONE_OF)
            return got, (one if one is not None and set(one[0]) <= set(suits) else None)
        readings = [named(p) for p in parts]
        # each alternative holds this many cards in one suit at least
        low = min(max([*each.values(), one[1] if one else 0]) for each, one in readings)
        union = {k for each, one in readings
                 for k in [*(k for k, n in each.items() if n >= low),
                           *(one[0] if one and one[1] >= low else ())]}
        if low >= 4 and len(union) >= 2:
            out[ONE_OF] = (tuple(k for k in suits if k in union), low)
    return out


def _shows(node: _Node, env) -> dict:
    out: dict = {}
    if isinstance(node, _BoolOp) and node.op == "and":
        for item in node.items:
            for k, v in _shows(item, env).items():
                if k == ONE_OF:
                    if k not in out or len(v[0]) < len(out[k][0]):
                        out[k] = v
                elif k == "balanced":
                    out[k] = v
                elif k in out:
                    lo = max((x for x in (out[k][0], v[0]) if x is not None), default=None)
                    hi = min((x for x in (out[k][1], v[1]) if x is not None), default=None)
                    out[k] = (lo, hi)
                else:
                    out[k] = v
        return out
    if isinstance(node, _BoolOp):  # or: what every branch shows (merge_alternatives)
        # a branch the bound suits rule out (``H != y`` when y is hearts) shows nothing
        return merge_alternatives([_shows(i, env) for i in node.items
                                   if _possible(i, env) is not False])
    if isinstance(node, _Value) and node.name == "balanced":
        return {"balanced": True}
    if isinstance(node, _Not) and isinstance(node.inner, _Value) and node.inner.name == "balanced":
        return {"balanced": False}
    if isinstance(node, _Range) and isinstance(node.low, _Num) and isinstance(node.high, _Num):
        s = _subject(node.subject, env)
        return {s: _bound(node.low.value, node.high.value)} if s else {}
    if isinstance(node, _Compare) and len(node.rest) == 1:
        op, right = node.rest[0]
        s, n = _subject(node.first, env), right
        if s is None:
            s, n = _subject(right, env), node.first
            op = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}[op]
        if s is None or not isinstance(n, _Num):
            return {}
        v = n.value
        return {s: {">=": (v, None), ">": (v + 1, None), "<=": (None, v), "<": (None, v - 1),
                    "==": (v, v)}.get(op, (None, None))} if op != "!=" else {}
    if isinstance(node, _Compare) and len(node.rest) == 2:  # low <= subject <= high
        (op1, mid), (op2, high) = node.rest
        s = _subject(mid, env)
        if s and op1 == op2 == "<=" and isinstance(node.first, _Num) and isinstance(high, _Num):
            return {s: _bound(node.first.value, high.value)}
    return {}
