"""Claims and concessions (Laws 68–71): the claim checker.

A **claim** (претензия) says that the claimer's side will win a number of the remaining
tricks and should state the line: the order in which the claimer's side will lead its
cards (Law 68C).  When it is contested the Director rules «as equitably as possible, but
any doubtful point ... against the claimer» (Law 70A): he accepts no successful line not
in the statement if a less successful *normal* line exists (70D1), and awards a trick to
an outstanding trump the claimer did not mention if a normal play could lose one to it
(70C).  "Normal" includes careless or inferior play, but not irrational play.

:func:`rule_on_claim` makes that exact: it plays out **every** continuation of the
remaining cards in which

* the claimer's side leads the stated cards, in the stated order, whenever the hand on
  lead holds the next one (a stated card in the other hand leaves that lead open —
  how to get there was not stated);
* every other card of the claimer's side is any legal card, except an irrational one:
  discarding a card that is the highest of its suit still out (a sure winner) while a
  card that is not could be discarded (this is the one play the checker treats as
  irrational; ``normal=False`` drops even that — the laws text's Law 71A1 asks about *any
  legal* play);
* the opponents play any legal card (they may defend as well as possible, or not);

and awards the claimer the fewest tricks his side takes in any of them.  The claim is
upheld when that is at least the number claimed; otherwise the ruling shows one normal
line on which the claim fails.  If the claimer claimed fewer tricks than his side takes
on every normal line, he conceded tricks that cannot be lost, and Law 71 gives them back.

The search remembers positions between tricks, treats touching cards in one hand as equal
and stops a branch as soon as it reaches the bound (no trick, or every trick); it is
exhaustive, so it is meant for the endings in which claims are made: a few hundredths of
a second for four tricks left, a few seconds for six.  ``max_nodes`` (400,000 positions,
about ten seconds) guards against claims made earlier.

>>> from bridgelib import Deal, Seat
>>> from bridgelib.laws import LawsPlay
>>> ending = Deal.from_pbn("N:...32 2..3. A.A.. ..54.")   # two tricks left, spades trumps
>>> p = LawsPlay(ending, "4SS", leader="S")               # South on lead, East has ♠2
>>> r = rule_on_claim(p, Claim(Seat.SOUTH, 2))          # "the rest are mine"
>>> r.awarded, r.upheld, r.laws
(1, False, ('70A', '70C', '70D1'))
>>> rule_on_claim(p, Claim(Seat.SOUTH, 2, line=("SA",))).upheld   # "drawing the last trump"
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from ..cards import Card, Suit
from ..errors import BridgeError, IllegalAction, InvalidNotation
from ..rules import RuleId
from ..trick import legal_replies
from ..play import PlayView, trick_winner
from ..table import Seat, Side
from .core import Edition, Ruling

__all__ = ["Claim", "ClaimRuling", "rule_on_claim", "rule_on_concession", "min_tricks"]


@dataclass(frozen=True)
class Claim:
    """A claim by ``claimer`` of ``tricks`` of the remaining tricks for his side, with
    the stated ``line``: the cards his side will lead, in order."""

    claimer: Seat
    tricks: int
    line: tuple[Card, ...] = ()
    statement: str = ""

    def __post_init__(self):
        object.__setattr__(self, "claimer", Seat.from_str(self.claimer)
                           if isinstance(self.claimer, str) else Seat(self.claimer))
        object.__setattr__(self, "line", tuple(Card.from_str(c) if isinstance(c, str) else c
                                               for c in self.line))
        if not isinstance(self.tricks, int) or self.tricks < 0:
            raise InvalidNotation(f"{self.tricks!r} is not a number of tricks to claim")

    @property
    def side(self) -> Side:
        return self.claimer.side


@dataclass(frozen=True)
class ClaimRuling:
    """The ruling on a claim: the tricks awarded to the claimer's side (of the
    remaining ones), whether the claim stands, a normal line on which the claimer's side
    takes only that many, and the laws applied."""

    claim: Claim
    remaining: int
    awarded: int
    most: int
    line: tuple[tuple[Seat, Card], ...]
    rulings: tuple[Ruling, ...] = field(default=())

    @property
    def upheld(self) -> bool:
        return self.awarded >= self.claim.tricks

    @property
    def laws(self) -> tuple[str, ...]:
        return tuple(sorted({r.law for r in self.rulings}))

    def __str__(self) -> str:
        return "\n".join(str(r) for r in self.rulings)

    def _repr_html_(self) -> str:
        return "".join(r._repr_html_() for r in self.rulings)


# ---------------------------------------------------------------- the search
class _Budget(BridgeError):
    pass


def _equivalents(cards: Sequence[Card], blockers: set[Card]) -> list[Card]:
    """One card of each group of touching cards (no blocker between them)."""
    out: list[Card] = []
    for c in sorted(cards, key=lambda c: (c.suit, -c.rank)):
        if out and out[-1].suit == c.suit and not any(
                b.suit == c.suit and c.rank < b.rank < out[-1].rank for b in blockers):
            continue
        out.append(c)
    return out


def min_tricks(hands: Sequence[frozenset[Card]], leader: Seat, trump: Suit | None, side: Side,
               line: Sequence[Card] = (), trick: Sequence[Card] = (), *, normal: bool = True,
               max_nodes: int = 400_000) -> tuple[int, int, tuple[tuple[Seat, Card], ...]]:
    """Fewest and most tricks ``side`` can end up with from this position, over every
    continuation the claim checker allows (see the module docstring), and a continuation
    that gives the fewest.  ``hands`` are indexed by seat; ``trick`` holds the cards
    already played to the trick in progress (led by ``leader``)."""
    line = tuple(line)
    in_line = frozenset(line)
    mine = tuple(Seat(i).side is side for i in range(4))
    theirs = [i for i in range(4) if not mine[i]]
    nodes = [0]

    def choices(seat: int, hs, cur, pos):
        hand = hs[seat]
        led = cur[0].suit if cur else None
        legal = legal_replies(hand, led)
        if mine[seat] and not cur:
            while pos < len(line) and not any(line[pos] in h for h in hs):
                pos += 1  # a stated card already gone
            if pos < len(line) and line[pos] in hand:
                return [line[pos]], pos + 1
        if mine[seat] and normal and led is not None and all(c.suit != led for c in hand):
            outside = hs[theirs[0]] | hs[theirs[1]]
            sane = [c for c in legal if c.suit == trump or any(
                o.suit == c.suit and o.rank > c.rank for o in outside)]
            if sane and len(sane) < len(legal):
                legal = sane
        if len(legal) > 1:
            blockers = set(cur)
            for i in range(4):
                if i != seat:
                    blockers |= hs[i]
            keep = [c for c in legal if c in in_line]
            legal = keep + _equivalents([c for c in legal if c not in in_line], blockers)
        return legal, pos

    def search(want_min: bool):
        memo: dict = {}
        pick = (lambda a, b: a < b) if want_min else (lambda a, b: a > b)

        def solve(hs, lead: int, pos: int, cur: tuple[Card, ...], left: int):
            """(value, path): tricks for ``side`` from here; ``left`` tricks remain."""
            if not cur:
                key = (hs, lead, pos)
                hit = memo.get(key)
                if hit is not None:
                    return hit
                if left == 0:
                    return (0, ())
            nodes[0] += 1
            if nodes[0] > max_nodes:
                raise _Budget("too many continuations")
            seat = (lead + len(cur)) % 4
            opts, npos = choices(seat, hs, cur, pos)
            best, best_path = None, ()
            goal = 0 if want_min else left
            for c in opts:
                nh = hs[:seat] + (hs[seat] - {c},) + hs[seat + 1:]
                ncur = cur + (c,)
                if len(ncur) == 4:
                    w = (lead + trick_winner(ncur, trump)) % 4
                    v, path = solve(nh, w, npos, (), left - 1)
                    v += mine[w]
                else:
                    v, path = solve(nh, lead, npos, ncur, left)
                if best is None or pick(v, best):
                    best, best_path = v, ((seat, c),) + path
                    if best == goal:
                        break
            result = (best, best_path)
            if not cur:
                memo[(hs, lead, pos)] = result
            return result

        hs = tuple(frozenset(h) for h in hands)
        left = max(len(h) for h in hs)
        return solve(hs, int(leader), 0, tuple(trick), left)

    lo, path = search(True)
    hi, _ = search(False)
    return lo, hi, tuple((Seat(s), c) for s, c in path)


# ---------------------------------------------------------------- rulings
def _position(play: PlayView):
    hands = tuple(frozenset(play.hand(s).cards) for s in Seat)
    cur = play.current_trick
    return hands, cur.leader, cur.cards


def rule_on_claim(play: PlayView, claim: Claim, *, normal: bool = True,
                  max_nodes: int = 400_000) -> ClaimRuling:
    """Rule on ``claim`` in the position of ``play`` (see the module docstring)."""
    if play.is_complete:
        raise IllegalAction("there is nothing to claim: all tricks have been played (Law 68: "
                            "a claim is about the tricks not yet played)",
                            rule=RuleId.CLAIM_AFTER_PLAY, law=68)
    hands, leader, cur = _position(play)
    remaining = max(len(h) for h in hands)   # the tricks still to complete, this one included
    if claim.tricks > remaining:
        raise IllegalAction(f"{claim.claimer.name_en} claims {claim.tricks} tricks, but only "
                            f"{remaining} remain (Law 68A: a claim is of some of the remaining "
                            "tricks)", rule=RuleId.CLAIM_TOO_MANY, law=68)
    side = claim.side
    for c in claim.line:
        if not any(c in hands[s] for s in side.seats):
            raise IllegalAction(f"{claim.claimer.name_en}'s line names {c}, which his side does "
                                "not hold (Law 68C: the statement gives the order in which his "
                                "side's cards will be played)", rule=RuleId.CLAIM_LINE, law=68)
    try:
        lo, hi, path = min_tricks(hands, leader, play.trump, side, claim.line, cur,
                                  normal=normal, max_nodes=max_nodes)
    except _Budget:
        raise BridgeError(
            f"the claim cannot be checked exhaustively here ({remaining} tricks left, more than "
            f"{max_nodes:,} positions): claims are checked in endings") from None
    rulings = [Ruling("70A", "any doubtful point is resolved against the claimer: every "
                      f"{'normal' if normal else 'legal'} continuation of the remaining cards "
                      f"{'consistent with the stated line ' if claim.line else ''}is considered")]
    who = f"{side.label}"
    if lo >= claim.tricks:
        rulings.append(Ruling("70A", f"the claim stands: {who} takes at least {claim.tricks} of "
                              f"the {remaining} remaining tricks on every such line",
                              tricks=claim.tricks))
        if lo > claim.tricks:
            rulings.append(Ruling("71", f"{claim.claimer.name_en} conceded "
                                  f"{lo - claim.tricks} trick(s) that could not be lost by any "
                                  f"{'normal' if normal else 'legal'} play: the concession is "
                                  f"cancelled and {who} is given {lo}", tricks=lo))
        awarded = lo
    else:
        ruffs = [(s, c) for i, (s, c) in enumerate(path)
                 if s.side is not side and play.trump is not None and c.suit == play.trump]
        trumps_led = any(c.suit == play.trump for c in claim.line) if play.trump is not None else True
        text = (f"the claim fails: on a normal line {who} takes only {lo} of the {remaining} "
                f"remaining tricks, so {claim.tricks - lo} go to the opponents")
        rulings.append(Ruling("70D1", text, tricks=lo, details=(
            "a line on which it fails: " + ", ".join(f"{s.letter} {c}" for s, c in path),)))
        outstanding = play.trump is not None and any(
            c.suit == play.trump for s in Seat if s.side is not side for c in hands[s])
        if outstanding and not trumps_led and ruffs:
            rulings.append(Ruling("70C", "a trump remains in an opponent's hand and the claimer "
                                  "made no statement about it: a trick can be lost to it by a "
                                  "normal play, so it goes to the opponents"))
        awarded = lo
    return ClaimRuling(claim, remaining, awarded, hi, path, tuple(rulings))


def rule_on_concession(play: PlayView, conceder: Seat | str, conceded: int, *,
                       edition: "Edition | str" = Edition.LAWS_2017,
                       before_next_call: bool = True, max_nodes: int = 400_000) -> ClaimRuling:
    """Law 71: is a concession of ``conceded`` of the remaining tricks cancelled?

    2017: within the correction period, a conceded trick that could not be lost by any
    normal play is given back.  The laws text's edition: one that could not be lost by any
    *legal* play is given back at any time (71A1), and — until the conceding side calls
    on the next deal (``before_next_call``) — one that could not be lost by any normal
    play (71B); also a declarer who conceded defeat of a contract already made, or a
    defender who conceded a contract already defeated, gets the concession cancelled
    (71A2).
    """
    conceder = Seat.from_str(conceder) if isinstance(conceder, str) else conceder
    edition = Edition.from_str(edition)
    remaining = max(len(play.hand(s)) for s in Seat)
    if not isinstance(conceded, int) or not 0 <= conceded <= remaining:
        raise InvalidNotation(f"{conceded!r}: a concession is of 0 to {remaining} tricks here")
    keep = remaining - conceded
    claim = Claim(conceder, keep)
    if edition is Edition.LAWS_2017 or before_next_call:
        ruling = rule_on_claim(play, claim, normal=True, max_nodes=max_nodes)
        law = "71" if edition is Edition.LAWS_2017 else "71B"
    else:
        ruling = rule_on_claim(play, claim, normal=False, max_nodes=max_nodes)
        law = "71A1"
    rulings = [r for r in ruling.rulings if r.law != "71"]
    if ruling.awarded > keep:
        rulings.append(Ruling(law, f"{conceder.name_en} conceded {ruling.awarded - keep} "
                              "trick(s) that could not be lost by any "
                              f"{'legal' if law == '71A1' else 'normal'} play of the remaining "
                              f"cards: cancelled, {conceder.side.label} keeps {ruling.awarded}",
                              tricks=ruling.awarded,
                              edition_note=None if edition is Edition.LAWS_2017 else
                              "The laws text's 71A ('any legal play', at any time) and 71B ('any "
                              "normal play', until the next call) are one test in 2017."))
    elif edition is Edition.SEED:
        need = play.contract.tricks_needed
        made = conceder.side is play.declaring_side and play.declarer_tricks >= need
        beaten = conceder.side is not play.declaring_side and play.defender_tricks >= 14 - need
        if made or beaten:
            normal = rule_on_claim(play, claim, normal=True, max_nodes=max_nodes)
            ruling = normal
            what = ("declarer conceded defeat of a contract he had already made" if made else
                    "a defender conceded a contract already defeated")
            rulings.append(Ruling("71A2", f"{what}: the concession is cancelled, and "
                                  f"{conceder.side.label} keeps the {normal.awarded} trick(s) "
                                  "no normal play could lose", tricks=normal.awarded))
    awarded = max(keep, ruling.awarded)
    return ClaimRuling(claim, remaining, awarded, ruling.most, ruling.line, tuple(rulings))
