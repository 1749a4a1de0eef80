"""Chinese bridge (китайский бридж, the honeymoon-bridge text): only what the honeymoon-bridge text states — the deal.

The honeymoon-bridge text's whole paragraph:

    «Китайского типа карточный "Бридж" правила также имеет простые. Они не имеют
    особых отличий от других вариаций игры. Тут противники получают право сдавать
    по очереди. Для начала нужно раздать по 4 карты, а затем в таком же порядке еще
    44. После нужно открыть для себя 11 из тех, которые были сданы во второй
    части, первые же 4 все время остаются в руках.»

What it states, and what this module implements:

* two opponents («противники») who take turns to deal («сдавать по очереди»):
  :meth:`ChineseDeal.deal` takes the dealer, and :func:`next_dealer` alternates;
* first 4 cards to each player (8), then 44 more «в таком же порядке» — in the same
  order, one at a time, starting with the non-dealer — so 22 more each; 8 + 44 = 52,
  the whole pack (the honeymoon-bridge text's numbers add up only for two players);
* of the 22 cards of the second part, each player turns 11 face up («открыть ... 11
  из тех, которые были сданы во второй части»); the first 4 stay in the hand all
  the time («первые же 4 все время остаются в руках»).

**Gaps** — the honeymoon-bridge text does not say, so this module does not invent:

1. which 11 of the 22 are turned up (the player's choice? the first 11 dealt?) —
   :meth:`ChineseDeal.turn_up` takes the player's choice, and
   :meth:`ChineseDeal.turn_up_first` the first eleven, so a lesson can show both;
2. what happens to the other 11 cards of the second part (face down under the open
   ones? in the hand?) — they are kept as ``face_down``;
3. whether the face-up cards are visible to the opponent, and how they are laid out;
4. the auction, the play (which cards may be played, the lead, following suit),
   the number of tricks and the scoring — «не имеют особых отличий от других
   вариаций» says only that they are like the other variants.

So there is no play here: :attr:`ChineseDeal.gaps` lists the missing rules, and a
lesson can show the layout after the deal.

>>> d = ChineseDeal.deal(dealer=0, seed=2)
>>> [len(d.hand(p)) for p in (0, 1)], [len(d.second(p)) for p in (0, 1)]
([4, 4], [22, 22])
>>> d = d.turn_up_first(0).turn_up_first(1)
>>> [len(d.face_up(p)) for p in (0, 1)], [len(d.face_down(p)) for p in (0, 1)]
([11, 11], [11, 11])
"""

from __future__ import annotations

import random as _random
from dataclasses import dataclass, replace
from typing import Iterable

from ..cards import Card, deck
from ..errors import IllegalAction, InvalidNotation
from ..rules import RuleId
from ..hand import Hand

__all__ = ["ChineseDeal", "GAPS", "FIRST_PART", "SECOND_PART", "TURN_UP", "next_dealer"]

FIRST_PART = 4
"""Cards each player gets first; they stay in the hand («первые же 4 ... остаются в руках»)."""
SECOND_PART = 44
"""Cards dealt next, in the same order (22 each)."""
TURN_UP = 11
"""Cards of the second part each player turns face up."""

GAPS: tuple[str, ...] = (
    "which 11 of the 22 second-part cards are turned face up",
    "what happens to the other 11 second-part cards",
    "whether and how the face-up cards are shown to the opponent",
    "the auction, the play, the number of tricks and the scoring",
)


def next_dealer(dealer: int) -> int:
    """The opponents deal in turn (player 0, then 1, then 0 …)."""
    return 1 - dealer


@dataclass(frozen=True)
class ChineseDeal:
    """The deal of Chinese bridge for two players (0 and 1) as the honeymoon-bridge text describes it."""

    dealer: int
    hands: tuple[Hand, Hand]
    seconds: tuple[tuple[Card, ...], tuple[Card, ...]]
    turned: tuple[frozenset[Card] | None, frozenset[Card] | None] = (None, None)

    gaps = GAPS

    @classmethod
    def deal(cls, *, dealer: int = 0, seed: int | None = None,
             rng: _random.Random | None = None) -> "ChineseDeal":
        """Shuffle 52 cards; 4 each, then 44 more in the same order (from the non-dealer)."""
        if dealer not in (0, 1):
            raise InvalidNotation(f"{dealer!r} is not a player: Chinese bridge has players 0 and 1")
        r = rng if rng is not None else _random.Random(seed)
        cards = list(deck())
        r.shuffle(cards)
        return cls.from_order(cards, dealer=dealer)

    @classmethod
    def from_order(cls, cards: Iterable[Card], *, dealer: int = 0) -> "ChineseDeal":
        """Deal a given order of the 52 cards, one at a time, the non-dealer first."""
        cards = list(cards)
        if sorted(cards) != sorted(deck()):
            raise InvalidNotation("Chinese bridge deals the whole 52-card pack, each card once")
        first = [[], []]  # type: list[list[Card]]
        second = [[], []]  # type: list[list[Card]]
        for i, c in enumerate(cards):
            who = (dealer + 1 + i) % 2
            (first if i < 2 * FIRST_PART else second)[who].append(c)
        return cls(dealer, (Hand(first[0]), Hand(first[1])), (tuple(second[0]), tuple(second[1])))

    # ---------------------------------------------------------------- access
    def hand(self, player: int) -> Hand:
        """The first four cards: they stay in the hand."""
        return self.hands[self._p(player)]

    def second(self, player: int) -> tuple[Card, ...]:
        """The 22 cards of the second part, in the order dealt."""
        return self.seconds[self._p(player)]

    def face_up(self, player: int) -> Hand:
        t = self.turned[self._p(player)]
        return Hand(t or ())

    def face_down(self, player: int) -> Hand:
        t = self.turned[self._p(player)]
        return Hand(c for c in self.second(player) if t is None or c not in t)

    @property
    def is_laid_out(self) -> bool:
        return all(t is not None for t in self.turned)

    # ---------------------------------------------------------------- turning up
    def turn_up(self, player: int, cards: Iterable[Card | str]) -> "ChineseDeal":
        """A new deal with ``player``'s choice of 11 second-part cards turned face up."""
        p = self._p(player)
        chosen = [Card.from_str(c) if isinstance(c, str) else c for c in cards]
        if self.turned[p] is not None:
            raise IllegalAction(f"player {p} has already turned up his {TURN_UP} cards",
                                rule=RuleId.CHINESE_TURNED)
        if len(set(chosen)) != TURN_UP:
            raise IllegalAction(
                f"player {p} must turn up {TURN_UP} different cards, not {len(set(chosen))} "
                "(the honeymoon-bridge text: «открыть для себя 11 из тех, которые были сданы во второй части»)",
                rule=RuleId.CHINESE_TURN_UP_COUNT)
        outside = [c for c in chosen if c not in self.second(p)]
        if outside:
            where = "one of the first four, which stay in the hand" if outside[0] in self.hand(p) \
                else "not among his second-part cards"
            raise IllegalAction(f"player {p} cannot turn up {outside[0]}: it is {where}",
                                rule=RuleId.CHINESE_TURN_UP_CARD)
        turned = list(self.turned)
        turned[p] = frozenset(chosen)
        return replace(self, turned=(turned[0], turned[1]))

    def turn_up_first(self, player: int) -> "ChineseDeal":
        """Turn up the first 11 second-part cards dealt to ``player`` (one reading)."""
        return self.turn_up(player, self.second(player)[:TURN_UP])

    def _p(self, player: int) -> int:
        if player not in (0, 1):
            raise InvalidNotation(f"{player!r} is not a player: Chinese bridge has players 0 and 1")
        return player

    def to_text(self) -> str:
        lines = [f"Dealer: player {self.dealer}"]
        for p in (0, 1):
            lines.append(f"Player {p}: hand {self.hand(p)}")
            if self.turned[p] is None:
                lines.append(f"  second part (22, not yet turned up): {Hand(self.second(p))}")
            else:
                lines.append(f"  face up: {self.face_up(p)}")
                lines.append(f"  face down: {self.face_down(p)}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.to_text()
