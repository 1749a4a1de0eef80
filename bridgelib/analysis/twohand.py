"""Exact analysis of the two-hand main play of honeymoon bridge.

After the draws every card is known — 26 have been played, you hold 13, so the
opponent holds the other 13 — and the main play is a game of perfect information.
:class:`TwoHandSolver` finds, for any position, the most tricks each player can
guarantee, under either preset's play rule (``may_trump_when_following``: the
seed lets a player holding the suit led trump instead; standard rules make him
follow suit).

>>> from bridgelib.hand import Hand
>>> s = TwoHandSolver(Suit.HEARTS)
>>> s.tricks(Hand.from_pbn("AJ9.AKQT9.JT.KJ7"), Hand.from_pbn("K7.J876.AKQ.AQT6"))
8
>>> TwoHandSolver(Suit.HEARTS, may_trump_when_following=True).tricks(
...     Hand.from_pbn("AJ9.AKQT9.JT.KJ7"), Hand.from_pbn("K7.J876.AKQ.AQT6"))
8

:func:`analyse_game` replays a honeymoon game's main play and marks every card that
cost its player a trick, with the cards that would have kept the best result.

How it works: a null-window search ("can the leader take at least k of the
remaining tricks?") with a transposition table of lower and upper bounds per
position, cards that are equivalent (adjacent in a suit among the cards still out)
searched once, quick-trick lower bounds and sure-trick upper bounds, and the value
found by bisection.  :func:`exhaustive_tricks` is the plain minimax over every legal
card that the tests and the benchmark compare it with.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

from ..cards import Card, Rank, Suit
from ..errors import InvalidNotation
from ..hand import Hand

if TYPE_CHECKING:  # pragma: no cover
    from ..games.honeymoon import HoneymoonGame

__all__ = ["TwoHandSolver", "exhaustive_tricks", "CardVerdict", "analyse_game", "to_mask",
           "from_mask"]

_SUIT_MASK = 0x1FFF


def _bit(c: Card) -> int:
    return int(c.suit) * 13 + int(c.rank) - 2


def to_mask(cards: Iterable[Card]) -> int:
    """A set of cards as a 52-bit mask (bit = suit × 13 + rank − 2)."""
    m = 0
    for c in cards:
        m |= 1 << _bit(c)
    return m


_CARD_OF = [Card(Suit(i // 13), Rank(i % 13 + 2)) for i in range(52)]


def from_mask(mask: int) -> list[Card]:
    out = []
    while mask:
        b = mask & -mask
        out.append(_CARD_OF[b.bit_length() - 1])
        mask ^= b
    return out


def _bits_high_first(m: int) -> list[int]:
    out = []
    while m:
        i = m.bit_length() - 1
        out.append(i)
        m ^= 1 << i
    return out


def _popcount(m: int) -> int:
    return m.bit_count()


def _as_mask(h) -> int:
    if isinstance(h, int):
        return h
    if isinstance(h, Hand):
        return to_mask(h.cards)
    return to_mask(h)


class TwoHandSolver:
    """Exact two-hand trick-taking solver for one strain and one play rule.

    Positions are given at a trick boundary as (leader's cards, other's cards), each a
    :class:`~bridgelib.hand.Hand`, an iterable of cards or a 52-bit mask; both hold the
    same number of cards.  The transposition table is kept between calls, so solving
    many positions of one deal (as :func:`analyse_game` does) is cheap.
    """

    def __init__(self, trump: Suit | None, *, may_trump_when_following: bool = False):
        self.trump = None if trump is None else Suit(trump)
        self.may_trump = bool(may_trump_when_following) and trump is not None
        self._t = None if trump is None else int(trump)
        self._tmask = 0 if trump is None else _SUIT_MASK << (13 * int(trump))
        self._tt: dict[int, tuple[int, int]] = {}
        self._pos: dict[tuple[int, int], int] = {}
        self._lead_cache: dict[tuple[int, int], list[int]] = {}
        self._reply_cache: dict[tuple, list[tuple[int, bool]]] = {}
        self.nodes = 0

    def clear(self) -> None:
        """Forget every position solved so far (the tables grow with each solve)."""
        self._tt.clear()
        self._pos.clear()
        self._lead_cache.clear()
        self._reply_cache.clear()

    # ---------------------------------------------------------------- public API
    def tricks(self, leader_hand, other_hand) -> int:
        """Most tricks the player on lead can guarantee from this trick boundary."""
        lm, om = _as_mask(leader_hand), _as_mask(other_hand)
        if lm & om or _popcount(lm) != _popcount(om):
            raise InvalidNotation("a two-hand position needs two disjoint hands of equal size")
        return self._value(lm, om)

    def at_least(self, leader_hand, other_hand, k: int) -> bool:
        """Can the player on lead guarantee ``k`` of the remaining tricks?  Exact, and
        cheaper than :meth:`tricks`: one null-window search instead of a bisection
        (the question a bidder asks: "does game make?")."""
        lm, om = _as_mask(leader_hand), _as_mask(other_hand)
        if lm & om or _popcount(lm) != _popcount(om):
            raise InvalidNotation("a two-hand position needs two disjoint hands of equal size")
        return self._ge(lm, om, k)

    def lead_values(self, leader_hand, other_hand) -> dict[Card, int]:
        """For every card the leader may lead: the tricks he can then guarantee (this one included)."""
        lm, om = _as_mask(leader_hand), _as_mask(other_hand)
        return {_CARD_OF[c]: self._after_lead(lm, om, c) for c in _bits_high_first(lm)}

    def reply_values(self, leader_rest, other_hand, lead: Card) -> dict[Card, int]:
        """For every legal reply to ``lead``: the tricks the *replying* player can then
        guarantee (this trick included).  ``leader_rest`` excludes the card led."""
        lm, om, c = _as_mask(leader_rest), _as_mask(other_hand), _bit(lead)
        n = _popcount(om)
        return {_CARD_OF[r]: n - self._after_reply(lm, om, c, r)
                for r in self._legal_replies(om, c)}

    def heuristic_lead(self, leader_hand, other_hand) -> Card:
        """A quick, sensible lead (the search's first choice): top trumps while the other
        still has some, then winners he cannot trump, then a low card."""
        return _CARD_OF[self._leads(_as_mask(leader_hand), _as_mask(other_hand))[0]]

    def heuristic_reply(self, leader_rest, other_hand, lead: Card) -> Card:
        """A quick, sensible reply: win as cheaply as possible, else play the lowest card."""
        return _CARD_OF[self._replies(_as_mask(leader_rest), _as_mask(other_hand), _bit(lead))[0][0]]

    def estimate(self, leader_hand, other_hand) -> int:
        """The leader's tricks in a quick playout of heuristic cards (not exact)."""
        return self._guess(_as_mask(leader_hand), _as_mask(other_hand))

    def legal_replies(self, other_hand, lead: Card) -> list[Card]:
        return [_CARD_OF[r] for r in self._legal_replies(_as_mask(other_hand), _bit(lead))]

    # ---------------------------------------------------------------- rules
    def _legal_replies(self, om: int, c: int) -> list[int]:
        s = c // 13
        follow = om & (_SUIT_MASK << (13 * s))
        if not follow:
            return _bits_high_first(om)
        if self.may_trump and s != self._t:
            follow |= om & self._tmask
        return _bits_high_first(follow)

    def _leader_wins(self, c: int, r: int) -> bool:
        cs, rs = c // 13, r // 13
        if cs == rs:
            return c > r
        return rs != self._t

    # ---------------------------------------------------------------- values of partial tricks
    def _after_reply(self, lm: int, om: int, c: int, r: int) -> int:
        """Leader's tricks (this one included): ``lm`` without the lead, ``om`` with the reply."""
        o2 = om & ~(1 << r)
        n = _popcount(lm)
        if self._leader_wins(c, r):
            return 1 + self._value(lm, o2)
        return n - self._value(o2, lm)

    def _after_lead(self, lm: int, om: int, c: int) -> int:
        l2 = lm & ~(1 << c)
        return min(self._after_reply(l2, om, c, r) for r in self._legal_replies(om, c))

    # ---------------------------------------------------------------- the search
    def _value(self, lm: int, om: int) -> int:
        n = _popcount(lm)
        if n == 0:
            return 0
        lo, hi = self._tt[self._info(lm, om)]
        # probe first where a quick playout lands, then next to it, then bisect
        probes = 0
        last = None
        while lo < hi:
            if probes == 0:
                k = min(max(self._guess(lm, om), lo + 1), hi)
            elif probes == 1 and last is not None:
                k = min(max(last[0] + (1 if last[1] else -1), lo + 1), hi)
            else:
                k = (lo + hi + 1) // 2
            probes += 1
            ok = self._ge(lm, om, k)
            last = (k, ok)
            if ok:
                lo = k
            else:
                hi = k - 1
        return lo

    def _guess(self, lm: int, om: int) -> int:
        """The leader's tricks in a quick playout with the search's first choices."""
        mine, me_leading = 0, True
        while lm:
            c = self._leads(lm, om)[0]
            l2 = lm & ~(1 << c)
            r, leader_wins = self._replies(l2, om, c)[0]
            o2 = om & ~(1 << r)
            if leader_wins:
                mine += me_leading
                lm, om = l2, o2
            else:
                mine += not me_leading
                lm, om, me_leading = o2, l2, not me_leading
        return mine

    def _quick(self, lm: int, om: int) -> int:
        """Tricks the leader can cash at once: a lower bound."""
        t = self._t
        total = 0
        opp_trumps_left = 0
        if t is not None:
            lt = (lm >> (13 * t)) & _SUIT_MASK
            ot = (om >> (13 * t)) & _SUIT_MASK
            top = _above(lt, ot)
            nt = ot.bit_count()
            # cashing the top trumps; once the other's trumps are gone all of ours are good
            total = lt.bit_count() if top >= nt else top
            opp_trumps_left = max(0, nt - top)
        for s in range(4):
            if s == t:
                continue
            ls = (lm >> (13 * s)) & _SUIT_MASK
            if not ls:
                continue
            os_ = (om >> (13 * s)) & _SUIT_MASK
            win = _above(ls, os_)
            no = os_.bit_count()
            if opp_trumps_left:
                win = 0 if self.may_trump else min(win, no)
            elif win >= no:
                win = ls.bit_count()   # the other runs out of the suit: the rest are good
            total += win
        return total

    def _sure_opp(self, lm: int, om: int) -> int:
        """Trumps of the other player above all the leader's trumps: each takes a trick."""
        t = self._t
        if t is None:
            return 0
        lt = (lm >> (13 * t)) & _SUIT_MASK
        ot = (om >> (13 * t)) & _SUIT_MASK
        return _above(ot, lt)

    def _info(self, lm: int, om: int) -> int:
        """A position's table key; its bounds start from the quick and sure tricks."""
        key = self._pos.get((lm, om))
        if key is None:
            key = self._pos[(lm, om)] = _key(lm, om)
            if key not in self._tt:
                n = _popcount(lm)
                self._tt[key] = (self._quick(lm, om), n - self._sure_opp(lm, om))
        return key

    def _ge(self, lm: int, om: int, k: int) -> bool:
        """Can the leader take at least ``k`` of the remaining tricks?"""
        if k <= 0:
            return True
        n = _popcount(lm)
        if k > n:
            return False
        key = self._info(lm, om)
        lo, hi = self._tt[key]
        if lo >= k:
            return True
        if hi < k:
            return False
        self.nodes += 1
        if n == 1:
            c, r = lm.bit_length() - 1, om.bit_length() - 1
            v = 1 if self._leader_wins(c, r) else 0
            self._tt[key] = (v, v)
            return v >= k
        replies = self._reply_cache
        leads = self._lead_cache.get((lm, om))
        if leads is None:
            leads = self._lead_cache[(lm, om)] = self._leads(lm, om)
        tt, pos, ge = self._tt, self._pos, self._ge
        tm, may = self._tmask, self.may_trump
        for i, c in enumerate(leads):
            l2 = lm & ~(1 << c)
            ok = True
            sh = c - c % 13
            os_ = (om >> sh) & _SUIT_MASK
            if os_:     # following: only the suit led (and the trumps) matter
                rk = (c, os_, (l2 >> sh) & _SUIT_MASK, (om & tm) if may else 0,
                      (l2 & tm) if may else 0)
            else:
                rk = (c, om, l2, -1, -1)
            rs = replies.get(rk)
            if rs is None:
                rs = replies[rk] = self._replies(l2, om, c)
            for j, (r, leader_wins) in enumerate(rs):
                o2 = om & ~(1 << r)
                # the bounds already known decide most children without a call
                if leader_wins:
                    kk = pos.get((l2, o2))
                    if kk is not None:
                        b = tt[kk]
                        if b[0] >= k - 1:
                            continue
                        if b[1] < k - 1:
                            ok = False
                    if ok and not ge(l2, o2, k - 1):
                        ok = False
                else:
                    kk = pos.get((o2, l2))
                    if kk is not None:
                        b = tt[kk]
                        if b[1] < n - k:
                            continue
                        if b[0] >= n - k:
                            ok = False
                    if ok and ge(o2, l2, n - k):
                        ok = False
                if not ok:
                    if j:   # try the refutation first next time
                        rs.insert(0, rs.pop(j))
                    break
            if ok:
                if i:       # and the lead that worked
                    leads.insert(0, leads.pop(i))
                tt[key] = (k, tt[key][1])
                return True
        self._tt[key] = (self._tt[key][0], k - 1)
        return False

    # ---------------------------------------------------------------- move generation
    def _leads(self, lm: int, om: int) -> list[int]:
        """One lead per run of equivalent cards.  Order: top trumps while the other still
        has trumps, then winners he cannot trump, then low cards, then the rest."""
        t = self._t
        opp_trumps = t is not None and bool((om >> (13 * t)) & _SUIT_MASK)
        first, winners, others, risky = [], [], [], []
        for s in range(4):
            ls = (lm >> (13 * s)) & _SUIT_MASK
            if not ls:
                continue
            os_ = (om >> (13 * s)) & _SUIT_MASK
            top_o = os_.bit_length()
            ruffable = opp_trumps and s != t and (self.may_trump or not os_)
            for b in _run_reps(ls, os_):
                card = 13 * s + b
                if b >= top_o:
                    if s == t and opp_trumps:
                        first.append(card)
                    elif ruffable:
                        risky.append(card)
                    else:
                        winners.append(card)
                else:
                    others.append(card)
        others.sort(key=lambda i: i % 13)
        return first + winners + others + risky

    def _replies(self, lm: int, om: int, c: int) -> list[tuple[int, bool]]:
        """One reply per run of equivalent cards, with whether the leader then wins the
        trick: the other's cheapest winning card first, then his lowest losers."""
        s = c // 13
        sh = 13 * s
        os_ = (om >> sh) & _SUIT_MASK
        t = self._t
        wins: list[int] = []
        loses: list[int] = []
        if os_:
            rank = c - sh
            for b in _run_reps(os_, (lm >> sh) & _SUIT_MASK)[::-1]:   # low first
                (wins if b > rank else loses).append(sh + b)
            if self.may_trump and s != t:
                assert t is not None  # may_trump is set only with a trump suit
                tsh = 13 * t
                ot = (om >> tsh) & _SUIT_MASK
                if ot:
                    wins.extend(tsh + b for b in _run_reps(ot, (lm >> tsh) & _SUIT_MASK)[::-1])
        else:
            rank = c - sh
            for s2 in range(4):
                sh2 = 13 * s2
                o2 = (om >> sh2) & _SUIT_MASK
                if not o2:
                    continue
                reps = _run_reps(o2, (lm >> sh2) & _SUIT_MASK)[::-1]
                if s2 == t:
                    wins.extend(sh2 + b for b in reps)
                else:
                    loses.extend(sh2 + b for b in reps)
            loses.sort(key=lambda r: r % 13)
        return [(r, False) for r in wins] + [(r, True) for r in loses]


_NORM: dict[tuple[int, int], int] = {}


def _norm_suit(mine: int, theirs: int) -> int:
    """A suit's cards by relative rank: the count (4 bits) and which are ``mine``."""
    both = mine | theirs
    pattern, n = 0, 0
    while both:
        b = both & -both
        if mine & b:
            pattern |= 1 << n
        n += 1
        both ^= b
    v = (n << 13) | pattern
    if len(_NORM) > 400_000:
        _NORM.clear()
    _NORM[(mine, theirs)] = v
    return v


def _key(lm: int, om: int) -> int:
    """A position's key: who holds what, by relative rank within each suit."""
    k = 0
    for sh in (0, 13, 26, 39):
        a, b = (lm >> sh) & _SUIT_MASK, (om >> sh) & _SUIT_MASK
        v = _NORM.get((a, b))
        if v is None:
            v = _norm_suit(a, b)
        k = (k << 17) | v
    return k


def _above(mine: int, theirs: int) -> int:
    """How many of ``mine`` (13-bit suit) are higher than every card of ``theirs``."""
    if not theirs:
        return mine.bit_count()
    return (mine >> theirs.bit_length()).bit_count()


_RUNS: dict[tuple[int, int], list[int]] = {}


def _run_reps(mine: int, theirs: int) -> list[int]:
    """The highest card (bit) of each run of ``mine`` not split by ``theirs``, high first."""
    hit = _RUNS.get((mine, theirs))
    if hit is not None:
        return hit
    if len(_RUNS) > 400_000:
        _RUNS.clear()
    out = []
    prev_mine = False
    both = mine | theirs
    i = both.bit_length() - 1
    while i >= 0:
        b = 1 << i
        if both & b:
            if mine & b:
                if not prev_mine:
                    out.append(i)
                prev_mine = True
            else:
                prev_mine = False
        i -= 1
    _RUNS[(mine, theirs)] = out
    return out


def _run_id(mine: int, theirs: int, bit: int) -> int:
    """Identify the run of ``mine`` containing ``bit``: the number of ``theirs`` cards above it."""
    return (theirs >> bit).bit_count()


# ====================================================================== the plain anchor
def exhaustive_tricks(leader_hand, other_hand, trump: Suit | None, *,
                      may_trump_when_following: bool = False) -> int:
    """Plain minimax over every legal card, no pruning and no memory (small endings only)."""
    lm, om = _as_mask(leader_hand), _as_mask(other_hand)
    t = None if trump is None else int(trump)
    tmask = 0 if t is None else _SUIT_MASK << (13 * t)
    may = bool(may_trump_when_following) and t is not None

    def replies(o: int, c: int) -> list[int]:
        s = c // 13
        follow = o & (_SUIT_MASK << (13 * s))
        if not follow:
            return _bits_high_first(o)
        if may and s != t:
            follow |= o & tmask
        return _bits_high_first(follow)

    def wins(c: int, r: int) -> bool:
        return c > r if c // 13 == r // 13 else r // 13 != t

    def value(a: int, b: int) -> int:
        if not a:
            return 0
        n = _popcount(a)
        best = 0
        for c in _bits_high_first(a):
            a2 = a & ~(1 << c)
            worst = n
            for r in replies(b, c):
                b2 = b & ~(1 << r)
                v = 1 + value(a2, b2) if wins(c, r) else (n - 1) - value(b2, a2)
                worst = min(worst, v)
            best = max(best, worst)
        return best

    return value(lm, om)


# ====================================================================== analysing a game
@dataclass(frozen=True)
class CardVerdict:
    """One card of the main play judged by the solver.

    ``best`` is the most tricks (in the whole main play) the player could still
    guarantee before playing; ``got`` what he can guarantee after this card; ``cost``
    = ``best - got``; ``better`` the legal cards that keep ``best``; ``legal`` whether
    the rules allowed the card.
    """

    trick: int
    player: str
    card: Card
    best: int
    got: int
    better: tuple[Card, ...]
    legal: bool = True

    @property
    def cost(self) -> int:
        return self.best - self.got

    def text(self) -> str:
        if not self.legal:
            if self.cost < 0:
                n = -self.cost
                return (f"{self.player}'s {self.card} breaks the play rule and gains {n} "
                        f"trick{'s' if n != 1 else ''} ({self.got} instead of {self.best})")
            if self.cost == 0:
                return f"{self.player}'s {self.card} breaks the play rule (no trick changes hands)"
        n = self.cost
        what = (f"{self.player}'s {self.card} costs {n} trick{'s' if n != 1 else ''} "
                f"({self.got} instead of {self.best}")
        alt = " ".join(str(c) for c in self.better)
        what += f"; {alt} would keep {self.best})" if alt else ")"
        return what + ("" if self.legal else ", and it breaks the play rule")


def analyse_game(game: "HoneymoonGame", *, all_cards: bool = False) -> list[CardVerdict]:
    """Judge every card of the main play of ``game`` (played, or as far as played).

    Returns the cards that cost a trick or broke the play rule (every card with
    ``all_cards=True``).  Uses the play rule of the game's rules.
    """
    s = game.state
    if s.main_hands is None or s.contract is None or s.contract.is_passed_out:
        raise InvalidNotation("there is no main play to analyse yet")
    players = s.players
    solver = TwoHandSolver(s.contract.trump,
                           may_trump_when_following=game.rules.may_trump_when_following)
    hands = [_as_mask(s.main_hands[0]), _as_mask(s.main_hands[1])]
    won = [0, 0]
    out: list[CardVerdict] = []
    for number, t in enumerate(s.main, 1):   # t.number: the game numbers its tricks from 1
        li = players.index(t.leader)
        fi = 1 - li
        lead, reply = _bit(t.cards[0]), _bit(t.cards[1])
        lm, om = hands[li], hands[fi]
        # the leader: before = best lead, after = value of the actual lead
        vals = {c: solver._after_lead(lm, om, c) for c in _bits_high_first(lm)}
        best = max(vals.values())
        got = vals[lead]
        v = CardVerdict(number, t.leader, t.cards[0], won[li] + best, won[li] + got,
                        tuple(_CARD_OF[c] for c, x in vals.items() if x == best) if got < best
                        else ())
        if all_cards or v.cost:
            out.append(v)
        # the follower: his tricks = remaining - leader's
        l2 = lm & ~(1 << lead)
        n = _popcount(lm)
        legal = solver._legal_replies(om, lead)
        rvals = {r: n - solver._after_reply(l2, om, lead, r) for r in legal}
        fbest = max(rvals.values())
        fgot = n - solver._after_reply(l2, om, lead, reply)
        ok = reply in rvals
        v = CardVerdict(number, players[fi], t.cards[1], won[fi] + fbest, won[fi] + fgot,
                        tuple(_CARD_OF[r] for r, x in rvals.items() if x == fbest)
                        if fgot < fbest else (), ok)
        if all_cards or v.cost or not ok:
            out.append(v)
        hands[li], hands[fi] = l2, om & ~(1 << reply)
        won[players.index(t.winner)] += 1
    return out
