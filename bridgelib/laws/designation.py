"""Declarer's words for dummy's card (Law 46): which card they designate.

Law 46A asks declarer to name both the suit and the rank of the card he calls from dummy.
When he does not, Law 46B says which card he is deemed to have called (except when his
different intention is incontrovertible):

* 46B1a "high" (or words of like meaning) — the highest card of the suit led;
  46B1b "win" — the lowest card that it is known will win the trick;
  46B1c "low" — the lowest card of the suit led;
* 46B2 a suit but not a rank — the lowest card of the suit indicated ("ruff" names the
  trump suit and no rank: the lowest trump);
* 46B3 a rank but not a suit — (a) in leading, the suit with which dummy won the
  preceding trick, if it has a card of that rank; (b) otherwise the card of that rank
  that can legally be played; if two or more can, declarer must designate which;
* 46B4 a card that is not in dummy — the call is invalid, and declarer may designate any
  legal card;
* 46B5 "play anything" — either defender may designate the play from dummy.

:func:`dummy_card` turns the words into the card, with the ruling that says why, and
refuses (citing the law) what Law 46B does not resolve.  "Known" in 46B1b is what
declarer knows: his own hand, dummy, the cards played, and the suits in which a defender
has shown out — never a defender's unseen cards.

>>> from bridgelib import Deal
>>> from bridgelib.laws import LawsPlay
>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> p = LawsPlay(deal, "3NTS", ["HA"])       # West leads the ♥A; dummy (North) plays
>>> d = dummy_card(p, "low")
>>> print(d.card, d.ruling)
♥8 Law 46B1c: 'low' designates the lowest card of the suit led: ♥8
>>> dummy_card(p, "spade")
Traceback (most recent call last):
...
bridgelib.errors.IllegalAction: 'spade' designates dummy's lowest spade, ♠J (Law 46B2), which cannot be played now: dummy must follow suit with a heart (Law 44C); declarer names another card (Law 46A)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from ..cards import Card, Rank, Suit
from ..errors import IllegalAction
from ..rules import RuleId
from ..trick import suit_fault
from ..play import PlayView, trick_winner
from ..table import Seat
from .core import Ruling

__all__ = ["Designation", "dummy_card"]


@runtime_checkable
class _Choosing(Protocol):
    """A play that can wait for a choice: a :class:`~bridgelib.laws.LawsPlay` seen from
    here (laws.play imports this module, so it is not imported back)."""

    pending: object
    pending_options: tuple[str, ...]

    def _pending_law(self) -> int: ...

_HIGH = {"high", "highest", "top", "big", "biggest", "старшую", "старшая", "большую"}
_LOW = {"low", "lowest", "small", "smallest", "little", "младшую", "младшая", "маленькую"}
_WIN = {"win", "взять", "возьми"}
_ANY = {"anything", "any", "whatever", "любую", "любая"}
_RUFF = {"ruff", "trump", "козырь", "козырни"}
_FILLER = {"play", "a", "an", "the", "one", "it", "card", "please", "of", "trick", "from",
           "dummy", "сыграй", "сыграйте", "играй", "карту"}
_RANK_WORDS = {"ace": Rank.ACE, "king": Rank.KING, "queen": Rank.QUEEN, "jack": Rank.JACK,
               "ten": Rank.TEN, "nine": Rank.NINE, "eight": Rank.EIGHT, "seven": Rank.SEVEN,
               "six": Rank.SIX, "five": Rank.FIVE, "four": Rank.FOUR, "three": Rank.THREE,
               "two": Rank.TWO, "deuce": Rank.TWO}


@dataclass(frozen=True)
class Designation:
    """The card declarer's words designate, and the ruling (Law 46) that says why."""

    words: str
    card: Card
    ruling: Ruling


def _suit_word(w: str) -> Suit | None:
    try:
        return Suit.from_str(w)
    except ValueError:
        return None


def _rank_word(w: str) -> Rank | None:
    if w in _RANK_WORDS:
        return _RANK_WORDS[w]
    if w.upper() in ("ТУЗ", "КОРОЛЬ", "ДАМА", "ВАЛЕТ"):
        return Rank.from_str(w)
    if len(w) <= 2 and w.upper() in ("A", "K", "Q", "J", "T", "10") or w.isdigit():
        try:
            return Rank.from_str(w)
        except ValueError:
            return None
    return None


def _parse(words: str) -> tuple[set[str], Suit | None, Rank | None, list[str]]:
    """Key words, the suit named, the rank named, and the words not understood."""
    text = words.strip().lower().replace("ё", "е")
    m = re.fullmatch(r"([♠♥♦♣shdc])\s*(10|[2-9tjqka])|(10|[2-9tjqka])\s*([♠♥♦♣shdc])", text)
    if m:   # a card written short: SK, ♠K, K♠
        s, r = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        return set(), Suit.from_str(s), Rank.from_str(r), []
    keys: set[str] = set()
    suit = rank = None
    unknown: list[str] = []
    for w in re.findall(r"[\w♠♥♦♣']+", text):
        if w in _HIGH or w in _LOW or w in _WIN or w in _ANY or w in _RUFF:
            keys.add(w)
        elif w in _FILLER:
            continue
        elif suit is None and (s := _suit_word(w)) is not None and (
                len(w) > 1 or w in "shdc♠♥♦♣"):
            suit = s
        elif (r := _rank_word(w)) is not None and rank is None:
            rank = r
        else:
            unknown.append(w)
    return keys, suit, rank, unknown


def _shown_out(play: PlayView) -> dict[Seat, set[Suit]]:
    """The suits in which each player has failed to follow: public knowledge."""
    out: dict[Seat, set[Suit]] = {s: set() for s in Seat}
    for t in (*play.tricks, play.current_trick):
        led = t.suit_led
        for s, c in zip(t.players, t.cards):
            if led is not None and c.suit != led:
                out[s].add(led)
    return out


def _known_to_win(play: PlayView, card: Card) -> bool:
    """Declarer knows ``card`` from dummy will win the trick: it beats the cards played,
    and no card he cannot see could beat it in the hand of a defender still to play
    (a defender who has shown out of a suit holds none of it)."""
    cur, trump = play.current_trick, play.trump
    cards = cur.cards + (card,)
    if trick_winner(cards, trump) != len(cards) - 1:
        return False
    # the cards declarer cannot see: those neither in his hand, in dummy nor played, that
    # is the defenders' two hands together (which defender holds which he does not know)
    unseen = [c for s in play.defenders for c in play.hand(s).cards]
    void = _shown_out(play)
    after = [play.dummy.next(k) for k in range(1, 4 - len(cur.cards))]
    for d in after:
        if d is play.declarer:
            continue
        for u in unseen:
            if u.suit in void[d]:
                continue
            if (u.suit == card.suit and u.rank > card.rank) or (
                    trump is not None and u.suit == trump and card.suit != trump):
                return False
    return True


def dummy_card(play: PlayView, words: str, *, defender_choice: Card | str | None = None) -> Designation:
    """The card of dummy's that declarer's ``words`` designate now (Law 46), or
    :class:`~bridgelib.errors.IllegalAction` naming the law when 46B does not resolve them.

    ``defender_choice``: after "play anything" (46B5), the card a defender designates.
    """
    dummy = play.dummy
    turn = play.turn
    said = " ".join(str(words).split())
    quoted = repr(said[:40])
    if turn is None:
        raise IllegalAction(f"{quoted}: all 13 tricks have been played (Law 44: no trick is "
                            "left to play to)", rule=RuleId.PLAY_ENDED, law=44)
    if isinstance(play, _Choosing) and play.pending is not None:
        law = play._pending_law()
        raise IllegalAction(f"{quoted} cannot be played yet: an irregularity waits for a choice "
                            f"({', '.join(play.pending_options)}) (Law {law})",
                            rule=RuleId.PENDING_CHOICE, law=law)
    if turn is not dummy:
        raise IllegalAction(
            f"{quoted}: it is {turn.name_en}'s turn, not dummy's (trick {play.trick_number}); a "
            "card declarer calls from dummy before its turn is a premature play (Law 57C3)",
            rule=RuleId.NOT_DUMMY_TURN, law=57)
    hand = sorted(play.hand(dummy).cards, key=lambda c: (c.suit, c.rank))
    legal = list(play.legal_cards())
    led = play.current_trick.suit_led
    keys, suit, rank, unknown = _parse(said)
    if unknown or not (keys or suit is not None or rank is not None):
        raise IllegalAction(f"{quoted} does not designate a card of dummy's: declarer names "
                            "the suit and the rank (Law 46A)", rule=RuleId.UNCLEAR_DESIGNATION, law=46)

    def done(card: Card, law: str, why: str) -> Designation:
        if card not in legal:
            fault = suit_fault(hand, card, led)
            reason = (f"dummy must follow suit with a {led.name_en[:-1]} (Law 44C)"
                      if led is not None and fault is not None else
                      "the laws leave dummy only " + " ".join(map(str, legal)))
            raise IllegalAction(f"{quoted} designates {why}, {card} (Law {law}), which cannot "
                                f"be played now: {reason}; declarer names another card "
                                "(Law 46A)", rule=RuleId.DESIGNATED_CARD_ILLEGAL, law=int(law[:2]))
        return Designation(said, card, Ruling(law, f"{quoted} designates {why}: {card}"))

    if keys & _ANY:
        if defender_choice is None:
            raise IllegalAction(f"{quoted} designates neither a suit nor a rank: either defender "
                                "may designate the play from dummy (Law 46B5)",
                                rule=RuleId.DEFENDER_DESIGNATES, law=46)
        card = Card.from_str(defender_choice) if isinstance(defender_choice, str) else defender_choice
        if card not in legal:
            raise IllegalAction(f"the defenders designate {card}, which dummy cannot play now "
                                f"(it may play {' '.join(map(str, legal))}) (Law 46B5)",
                                rule=RuleId.DEFENDER_CHOICE_ILLEGAL, law=46)
        return Designation(said, card, Ruling("46B5", f"{quoted} designates neither suit nor "
                                              f"rank: the defenders designate {card}"))
    if keys & _RUFF:
        if play.trump is None:
            raise IllegalAction(f"{quoted}: there are no trumps in a no-trump contract, so the "
                                "words name no suit; declarer names the card (Law 46A)",
                                rule=RuleId.NO_TRUMPS, law=46)
        if suit is not None and suit != play.trump:
            raise IllegalAction(f"{quoted} names two suits: declarer names the card (Law 46A)",
                                rule=RuleId.UNCLEAR_DESIGNATION, law=46)
        suit = play.trump
        keys -= _RUFF
        ruff = True
    else:
        ruff = False
    if keys & _WIN:
        if suit is not None or rank is not None:
            raise IllegalAction(f"{quoted}: 'win' with a suit or rank is not a form Law 46B "
                                "resolves; declarer names the card (Law 46A)",
                                rule=RuleId.UNCLEAR_DESIGNATION, law=46)
        wins = [c for c in sorted(legal, key=lambda c: (c.suit == play.trump, c.rank))
                if _known_to_win(play, c)]
        if not wins:
            raise IllegalAction(f"{quoted}: no card of dummy's is known to win trick "
                                f"{play.trick_number}, so 'win' designates none (Law 46B1b); "
                                "declarer names the card (Law 46A)", rule=RuleId.NO_KNOWN_WINNER,
                                law=46)
        return done(wins[0], "46B1b", "the lowest card that it is known will win the trick")
    high, low = bool(keys & _HIGH), bool(keys & _LOW)
    if high and low or (high or low) and rank is not None:
        raise IllegalAction(f"{quoted} is contradictory: declarer names the card (Law 46A)",
                            rule=RuleId.UNCLEAR_DESIGNATION, law=46)
    if high or low:
        word = "high" if high else "low"
        target = suit if suit is not None else led
        if target is None:
            raise IllegalAction(f"{quoted}: dummy is leading, so there is no suit led for "
                                f"'{word}' to refer to (Law 46B1{'a' if high else 'c'}); "
                                "declarer names the suit (Law 46A)", rule=RuleId.NO_SUIT_LED, law=46)
        of = [c for c in hand if c.suit == target]
        if not of:
            raise IllegalAction(f"{quoted}: dummy has no {target.name_en}, so '{word}' designates "
                                f"no card (Law 46B1{'a' if high else 'c'}); declarer names the "
                                "card (Law 46A)", rule=RuleId.NO_CARD_OF_SUIT, law=46)
        card = of[-1] if high else of[0]
        name = target.name_en[:-1]
        if target == led or suit is None:
            return done(card, "46B1a" if high else "46B1c",
                        f"the {'highest' if high else 'lowest'} card of the suit led")
        if low:   # "low club" while clubs are not led: a suit without a rank
            return done(card, "46B2", f"the lowest {name} (a suit named without a rank)")
        return done(card, "46B", f"the highest {name} (declarer's intention is incontrovertible)")
    if suit is not None and rank is not None:
        card = Card(suit, rank)
        if card not in hand:
            raise IllegalAction(f"{quoted}: {card} is not in dummy, so the call is invalid and "
                                "declarer may designate any legal card (Law 46B4)",
                                rule=RuleId.NOT_IN_DUMMY, law=46)
        return done(card, "46A", "suit and rank")
    if suit is not None:
        of = [c for c in hand if c.suit == suit]
        if not of:
            raise IllegalAction(f"{quoted}: dummy has no {suit.name_en}: no card of dummy's is "
                                "called, and declarer may designate any legal card (Law 46B4)",
                                rule=RuleId.NOT_IN_DUMMY, law=46)
        why = ("the lowest trump ('ruff' names the trump suit, not a rank)" if ruff
               else f"dummy's lowest {suit.name_en[:-1]}")
        return done(of[0], "46B2", why)
    assert rank is not None
    of = [c for c in hand if c.rank == rank]
    if not of:
        raise IllegalAction(f"{quoted}: dummy has no {rank.label}, so the call is invalid and "
                            "declarer may designate any legal card (Law 46B4)",
                            rule=RuleId.NOT_IN_DUMMY, law=46)
    if led is None and play.tricks:
        last = play.tricks[-1]
        won = last.card_of(dummy) if last.winner is dummy else None
        if won is not None and Card(won.suit, rank) in of:
            return done(Card(won.suit, rank), "46B3a",
                        f"the {rank.label} of {won.suit.name_en}, the suit with which dummy won "
                        "the preceding trick")
    can = [c for c in of if c in legal]
    if len(can) > 1:
        shown = sorted(can, key=lambda c: (-c.suit, -c.rank))
        raise IllegalAction(f"{quoted}: dummy can legally play {' or '.join(map(str, shown))}, so "
                            "declarer must designate which (Law 46B3b)", rule=RuleId.WHICH_RANK,
                            law=46)
    if not can:
        raise IllegalAction(f"{quoted}: dummy cannot legally play its "
                            f"{' '.join(map(str, of))} now, so the call designates no card "
                            "(Law 46B3b); declarer names another (Law 46A)",
                            rule=RuleId.RANK_NOT_PLAYABLE, law=46)
    return done(can[0], "46B3b", f"the {rank.label} that dummy can legally play")
