"""Revokes (Laws 61–64): what a revoke is, and the tricks transferred after play ends.

A **revoke** (фальшренонс) is a failure to follow suit when able, or to lead or play a
card or suit the laws or an opponent's choice of rectification require (Law 61A).
It is **established** once the offender or his partner plays to the next trick
(Law 63A) and then stands; :class:`~bridgelib.laws.play.LawsPlay` tracks that.
This module computes the **trick transfer** of Law 64 from the finished tricks:

* 64A1 — the offending player won the revoke trick: that trick, plus one of any later
  tricks won by the offending side, go to the non-offending side;
* 64A2 — he did not win it: one trick, if the offending side won that trick or a later
  one; and **in the laws text's older edition** one more, «если дополнительная взятка была
  выиграна впоследствие нарушителем картой, которая могла бы быть легально сыграна во
  взятку фальшренонса» — if the offender later won a trick with a card he could have
  played to the revoke trick (2017 dropped this);
* 64B — no automatic transfer: (1) the offending side won neither the revoke trick nor
  a later one; (2) a second revoke in the same suit by the same player; (3) failing to
  play a penalty card or a card of dummy (the laws text: any card faced on the table); (4)
  attention first drawn after the non-offending side called on the next deal; (5)
  after the round; (6) a revoke on the twelfth trick (it is corrected, Law 62D);
  (7, 2017 only) both sides revoked on the board.

Tricks already transferred for an earlier revoke are not transferred twice.

>>> from bridgelib import Trick, Seat, Card
>>> C = Card.from_str
>>> tricks = [Trick(Seat.WEST, (C("HA"), C("H2"), C("S3"), C("H4"))),   # East revokes
...           Trick(Seat.WEST, (C("HK"), C("H5"), C("H6"), C("H7")))]
>>> r = Revoke(Seat.EAST, 1, C("S3"), Suit.HEARTS, "follow-suit", frozenset({C("H6")}))
>>> ruling, taken = revoke_transfer(tricks, r)
>>> ruling.law, ruling.tricks, taken
('64A2', 1, (0,))
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Iterable, Sequence

from ..cards import Card, Suit
from ..play import Trick
from ..table import Seat, Side
from .core import Edition, Ruling

__all__ = ["Revoke", "Discovery", "revoke_transfer", "RevokeAdjustment", "adjust_for_revokes"]


class Discovery(enum.Enum):
    """When attention was first drawn to a revoke (Law 64B4, B5)."""

    DURING_ROUND = "during-round"
    AFTER_NEXT_CALL = "after-next-call"
    AFTER_ROUND = "after-round"

    def __repr__(self) -> str:
        return f"Discovery.{self.name}"


@dataclass(frozen=True)
class Revoke:
    """One revoke: the hand that revoked, the trick (1-based), the card played, the
    suit led, what kind of duty was failed, and the cards that could legally have been
    played instead.  ``dummy`` marks a revoke from dummy's hand (declarer failed to
    play dummy's card); ``faced`` a hand faced on the table."""

    seat: Seat
    trick: int
    card: Card
    suit_led: Suit | None
    kind: str
    could_play: frozenset[Card]
    dummy: bool = False
    faced: bool = False
    corrected: bool = False
    penalty_anyway: bool = False
    action: int = field(default=-1, compare=False)
    position: int = field(default=0, compare=False)

    @property
    def side(self) -> Side:
        return self.seat.side

    def __str__(self) -> str:
        what = {"follow-suit": f"did not follow to {self.suit_led.name_en if self.suit_led is not None else 'the lead'}",
                "penalty-card": "did not play a penalty card as required",
                "restriction": "did not obey a lead or play restriction"}.get(self.kind, self.kind)
        return f"{self.seat.name_en} played {self.card} on trick {self.trick} and {what}"


def _no_transfer(law: str, why: str, edition: Edition, note: str | None = None) -> Ruling:
    return Ruling(law, f"no trick is transferred: {why}", tricks=0, edition_note=note)


def revoke_transfer(tricks: Sequence[Trick], revoke: Revoke, *,
                    edition: Edition = Edition.LAWS_2017,
                    earlier: Iterable[Revoke] = (), both_sides: bool = False,
                    discovery: Discovery = Discovery.DURING_ROUND,
                    taken: Iterable[int] = (), total_tricks: int = 13) -> tuple[Ruling, tuple[int, ...]]:
    """The Law 64 ruling for one established revoke, and the indexes (0-based) of the
    tricks it transfers to the non-offending side.

    ``earlier`` are the revokes established before this one (for 64B2); ``both_sides``
    says that both sides have established revokes on the board (64B7, 2017);
    ``taken`` are trick indexes already transferred for earlier revokes.
    """
    edition = Edition.from_str(edition)
    taken = set(taken)
    off = revoke.side
    who = revoke.seat.name_en
    if revoke.corrected and not revoke.penalty_anyway:
        return Ruling("62", "the revoke was corrected before it was established: no trick "
                      "is transferred", tricks=0), ()
    if discovery is Discovery.AFTER_NEXT_CALL:
        return _no_transfer("64B4", "attention was first drawn to the revoke after a member of "
                            "the non-offending side called on the next deal", edition), ()
    if discovery is Discovery.AFTER_ROUND:
        return _no_transfer("64B5", "attention was first drawn to the revoke after the round "
                            "ended", edition), ()
    if revoke.kind == "penalty-card" or revoke.dummy or (edition is Edition.SEED and revoke.faced):
        what = ("a penalty card" if revoke.kind == "penalty-card" else
                "a card of dummy's hand" if revoke.dummy else "a card of a hand faced on the table")
        return _no_transfer("64B3", f"the revoke was a failure to play {what}", edition,
                            "The laws text's 64B3: «неигре любой открытой на столе картой или картой, "
                            "принадлежащей открытой на столе руке, включая болвана»; 2017: "
                            "'a penalty card or any card belonging to dummy'."), ()
    for e in earlier:
        if e.seat is revoke.seat and e.suit_led == revoke.suit_led and not e.corrected:
            return _no_transfer("64B2", f"it is {who}'s second revoke in "
                                f"{revoke.suit_led.name_en if revoke.suit_led is not None else 'the suit'}, "
                                "the first having been established", edition), ()
    if revoke.trick == total_tricks - 1:
        return _no_transfer("64B6", "a revoke on the twelfth trick is corrected (Law 62D), "
                            "not penalised", edition), ()
    if both_sides and edition is Edition.LAWS_2017:
        return _no_transfer("64B7", "both sides have revoked on this board", edition,
                            "64B7 came after the laws text's edition (in 2007; 2017 added that both "
                            "revokes be established); the laws text's edition transfers tricks for "
                            "each revoke."), ()
    i = revoke.trick - 1
    if i >= len(tricks):
        raise ValueError(f"trick {revoke.trick} has not been played")
    won_all = [k for k in range(i, len(tricks))
               if (winner := tricks[k].winner) is not None and winner.side is off]
    if not won_all:
        return _no_transfer("64B1", f"{off.label} won neither the revoke trick nor any later "
                            "trick", edition), ()
    won = [k for k in won_all if k not in taken]
    if not won:
        return Ruling("64A", "no trick is left to transfer: the tricks the offending side won "
                      "from the revoke trick on were transferred for an earlier revoke",
                      tricks=0), ()
    if tricks[i].winner is revoke.seat:
        later = [k for k in won if k > i]
        moved = (i,) + tuple(later[:1])
        text = (f"{who} won the revoke trick (trick {revoke.trick}): it "
                + (f"and one later trick won by {off.label} are" if later else "is")
                + f" transferred to {off.opponents.label} — {len(moved)} trick"
                + ("s" if len(moved) > 1 else ""))
        return Ruling("64A1", text, tricks=len(moved)), moved
    moved = (won[0],)
    text = (f"{who} did not win the revoke trick, but {off.label} won "
            f"{'it' if won[0] == i else 'a later trick'}: one trick is transferred to "
            f"{off.opponents.label}")
    note = None
    if edition is Edition.SEED:
        extra = [k for k in won if k > i and tricks[k].winner is revoke.seat
                 and tricks[k].winning_card in revoke.could_play]
        others = [k for k in extra if k != moved[0]]
        if extra and len(won) >= 2:
            second = others[0] if others else next(k for k in won if k != moved[0])
            moved = tuple(sorted((moved[0], second)))
            card = tricks[extra[0]].winning_card
            text += (f"; and because {who} later won trick {extra[0] + 1} with {card}, a card he "
                     "could have played to the revoke trick, one more — 2 tricks")
            note = ("The extra trick of the laws text's 64A2 («кроме того, если дополнительная взятка "
                    "была выиграна ... картой, которая могла бы быть легально сыграна во взятку "
                    "фальшренонса») is not in the 2017 Laws, which would transfer 1 trick here.")
    else:
        extra = [k for k in won if k > i and tricks[k].winner is revoke.seat
                 and tricks[k].winning_card in revoke.could_play]
        if extra and len(won) >= 2:
            note = ("The laws text's older edition would transfer a second trick here: "
                    f"{who} later won trick {extra[0] + 1} with {tricks[extra[0]].winning_card}, "
                    "a card he could have played to the revoke trick.")
    return Ruling("64A2", text, tricks=len(moved), edition_note=note), moved


@dataclass(frozen=True)
class RevokeAdjustment:
    """The Law 64 result of a deal: one ruling per established revoke, and the tricks
    moved to each side."""

    rulings: tuple[Ruling, ...]
    to_declarer: int
    to_defenders: int
    declarer_tricks_played: int

    @property
    def declarer_tricks(self) -> int:
        """Declarer's tricks after the transfers."""
        return self.declarer_tricks_played + self.to_declarer - self.to_defenders

    def __str__(self) -> str:
        lines = [str(r) for r in self.rulings] or ["no established revoke"]
        lines.append(f"declarer's tricks: {self.declarer_tricks_played} played"
                     + (f" + {self.to_declarer}" if self.to_declarer else "")
                     + (f" − {self.to_defenders}" if self.to_defenders else "")
                     + f" = {self.declarer_tricks}")
        return "\n".join(lines)


def adjust_for_revokes(tricks: Sequence[Trick], revokes: Sequence[Revoke], declarer: Seat, *,
                       edition: Edition = Edition.LAWS_2017,
                       discovery: Discovery = Discovery.DURING_ROUND,
                       total_tricks: int = 13) -> RevokeAdjustment:
    """Apply Law 64 to every revoke (in order) of a finished deal."""
    edition = Edition.from_str(edition)
    active = [r for r in revokes if not r.corrected or r.penalty_anyway]
    sides = {r.side for r in active if not r.corrected}
    both = len(sides) == 2
    rulings: list[Ruling] = []
    taken: set[int] = set()
    earlier: list[Revoke] = []
    to_decl = to_def = 0
    for r in sorted(active, key=lambda r: r.trick):
        ruling, moved = revoke_transfer(tricks, r, edition=edition, earlier=earlier,
                                        both_sides=both, discovery=discovery, taken=taken,
                                        total_tricks=total_tricks)
        rulings.append(Ruling(ruling.law, f"{r}: {ruling.text}", tricks=ruling.tricks,
                              edition_note=ruling.edition_note))
        taken |= set(moved)
        if r.side is declarer.side:
            to_def += len(moved)
        else:
            to_decl += len(moved)
        earlier.append(r)
    played = sum(1 for t in tricks if t.winner is not None and t.winner.side is declarer.side)
    return RevokeAdjustment(tuple(rulings), to_decl, to_def, played)
