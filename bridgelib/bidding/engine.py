"""``suggest`` (the system's call for a hand, and why) and ``explain`` (what each call shows).

>>> from bridgelib import Hand
>>> s = suggest(Hand.from_pbn("KQ2.AJ3.KT98.Q76"), "", system="sayc")
>>> s.call, s.meaning
(Call.from_str('1NT'), '15–17 HCP, balanced')
>>> print(suggest("AQJ52.K3.K82.A73", "", system="sayc").to_text())
SAYC: 1NT — 15–17 HCP, balanced
  rule: (opening) → 1NT
  runner-up: 1♠ — 12–21 HCP, 5+ spades, spades at least as long as any other suit
>>> suggest("AQJ52.K3.K82.A73", "1C 2H 3D", system="sayc").agreed
False
>>> for line in explain("1NT P 2D P", system="sayc").lines(): print(line)
North 1NT: 15–17 HCP, balanced
East Pass: No suitable action
South 2♦: Jacoby transfer: 5+ hearts, any strength; opener must bid 2♥
West Pass: Stay out: both opponents have bid and we have passed; fewer than 15 HCP and no good six-card suit of our own to bid (length plus honours: seven for the one level, eight for the two): pass
>>> explain("1NT P 2D X", system="sayc")[3].meaning
'no agreement (not a call of the system here)'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from math import comb
from typing import Iterable, Iterator, Protocol, Sequence, TypeVar

from ..auction import DOUBLE, PASS, Auction, Call, parse_calls, sufficient_bids
from ..cards import Strain, Suit
from ..errors import IllegalCall, InvalidNotation
from ..rules import RuleId
from ..hand import Hand
from ..markup import Text
from ..table import Seat, Vulnerability
from .condition import (ONE_OF, Context, _fewest, _partner_keycards, _top, answer_count,
                        distribution_points, law_adjustments, merge_alternatives)
from .system import (GAME_LEVEL as _GAME_LEVEL, Rule, System, ace_ask as _ace_ask,
                     reaches_game as _reaches_game, system_label)

__all__ = ["Choice", "Suggestion", "CallMeaning", "Explanation", "suggest", "explain",
           "candidates", "forcing", "principle", "NO_AGREEMENT"]

NO_AGREEMENT = "no agreement"


@dataclass(frozen=True)
class Choice:
    """A call a rule gives, with the rule's meaning for the suits now bound."""

    call: Call
    rule: Rule
    meaning: str

    def to_text(self) -> str:
        return f"{self.call} — {self.meaning}"


@dataclass(frozen=True)
class Suggestion:
    """The system's call for a hand at this point of the auction, with its reason.

    ``call`` is ``None`` when the system has no agreement (the auction is outside
    its coverage, or no rule fits this hand); ``reason`` then says which.
    """

    call: Call | None
    rule: Rule | None
    meaning: str
    runner_up: Choice | None
    situation: str | None
    system: str
    reason: str = ""
    #: Set when no rule of the system gave the call and the bidder followed a general
    #: principle instead (the principle is the ``meaning``; ``reason`` says why no rule).
    principle: bool = False
    #: The principle was "never pass a forcing call": the cheapest sensible bid.
    forced: bool = False

    @property
    def agreed(self) -> bool:
        """A rule of the system gave the call (not a general principle, not "no agreement")."""
        return self.call is not None and not self.principle

    def to_text(self) -> Text:
        if self.call is None:
            return Text(f"{system_label(self.system)}: {NO_AGREEMENT} — {self.reason}")
        out = [f"{system_label(self.system)}: {self.call} — {self.meaning}",
               f"  rule: {self.rule.id}" if self.rule is not None else
               f"  rule: none — general principle ({self.reason})" if self.principle else
               f"  rule: none — {self.reason}"]
        if self.runner_up is not None:
            out.append(f"  runner-up: {self.runner_up.to_text()}")
        return Text("\n".join(out))

    def __str__(self) -> str:
        return self.to_text()

    def _repr_html_(self) -> str:
        from ..render import bidding

        return bidding.suggestion_html(self)


def _as_auction(auction: Auction | str | Sequence[Call | str] | None,
                dealer: Seat | str = Seat.NORTH) -> Auction:
    if isinstance(auction, Auction):
        return auction
    if auction is None:
        return Auction(dealer)
    calls = parse_calls(auction) if isinstance(auction, str) else list(auction)
    return Auction(dealer, calls)


def _as_hand(hand: Hand | str) -> Hand:
    h = hand if isinstance(hand, Hand) else Hand.from_str(hand)
    if len(h) != 13:
        raise InvalidNotation(f"{str(hand)!r} holds {len(h)} cards; a hand to bid holds 13")
    return h


def _from_opening(calls: Sequence[Call]) -> tuple[Call, ...]:
    for i, c in enumerate(calls):
        if c.is_bid:
            return tuple(calls[i:])
    return ()


def candidates(hand: Hand | str, auction: Auction | str | Sequence[Call | str] | None = None,
               system: System | str = "sayc",
               vulnerability: Vulnerability | None = None) -> list[Choice]:
    """Every rule that fits the hand here, in the system's order (legal calls only)."""
    sysm = System.named(system) if isinstance(system, str) else system
    h = _as_hand(hand)
    a = _as_auction(auction)
    if a.is_complete:
        raise IllegalCall(f"the auction {' '.join(c.pbn() for c in a.calls)} has ended; "
                          "there is no call to suggest (Law 17E: end of the auction)",
                          rule=RuleId.AUCTION_ENDED, law=17)
    return list(_iter_candidates(h, a, sysm, vulnerability))


def _table_context(calls: Sequence[Call], dealer: Seat | None = None,
                   vulnerability: Vulnerability | None = None,
                   sysm: System | None = None) -> Context:
    """The seat of the player to call after ``calls`` (1–4 from the dealer), when the
    vulnerability is given whether each side is vulnerable, the opponents' suits: those
    their calls have shown and our side's have not (:func:`_shown_suits`, read with
    ``sysm``; without it every suit bid counts as natural), and whether an opponent has
    made any call but a pass (``contested``), and whether partner's last call, three of a
    suit, only competed over their bid after our pass (``partner_competed``)."""
    seat = len(calls) % 4 + 1
    theirs = _their_suits(sysm, calls)
    contested, competed = _contested(calls), _partner_competed(calls)
    if vulnerability is None or dealer is None:
        return Context(seat, their_suits=theirs, contested=contested,
                       partner_competed=competed)
    player = dealer.next(len(calls))
    return Context(seat, vulnerability.is_vulnerable(player),
                   vulnerability.is_vulnerable(player.lho), their_suits=theirs,
                   contested=contested, partner_competed=competed)


def _contested(calls: Sequence[Call]) -> bool:
    """An opponent of the player to call after ``calls`` has made a call other than pass."""
    return any(not calls[i].is_pass for i in range(len(calls) - 1, -1, -2))


def _partner_competed(calls: Sequence[Call]) -> bool:
    """Partner's last call is three of a suit over an opponents' bid that left no room for
    two of it, and we passed that bid before partner bid (their 2♥ or 3♦, our pass, then
    partner's 3♠): our pass has limited us, and partner's bid only competes — it is not
    the invitation three of our suit is when the opponents leave the auction alone (Cohen,
    "To Bid or Not to Bid").  Three of the suit directly over their bid is not read so: we
    have not yet had a turn to show values over it.

    >>> from bridgelib.auction import parse_calls
    >>> _partner_competed(parse_calls("1D P 1S 2H 2S 3H P P 3S P"))
    True
    >>> _partner_competed(parse_calls("1S 2D 2S 3D P")), _partner_competed(parse_calls("1S P 2S P 3S P"))
    (False, False)
    """
    n = len(calls)
    strain = calls[n - 2].strain if n >= 6 else None
    if strain is None or strain is Strain.NOTRUMP or calls[n - 2].level != 3:
        return False
    over = next((j for j in range(n - 3, -1, -1) if calls[j].is_bid), None)
    if over is None or (n - 2 - over) % 2 == 0 or n - 2 - over < 3:
        return False  # partner's bid went over our own, or directly over theirs
    return calls[over].index >= Call.bid(2, strain).index


def _their_suits(sysm: System | None, calls: Sequence[Call]) -> tuple[Suit, ...]:
    """The suits the opponents of the player to call after ``calls`` have shown and our
    side has not (a suit partner has shown is partner's to stop)."""
    shown = _shown_suits(sysm, tuple(calls))
    n = len(calls)
    ours, theirs = shown[n % 2], shown[(n + 1) % 2]
    return tuple(s for s in theirs if s not in ours)


@lru_cache(maxsize=65536)
def _call_suits(sysm: System | None, before: tuple[Call, ...], call: Call
                ) -> tuple[Suit, ...]:
    """The suits one call shows, read with the system (what a club player assumes of the
    opponents: they play the same system): the suit of a bid when its rules promise three
    or more cards in it, and any suit they promise four or more in (the majors of a
    Michaels cue bid or a negative double, the suit a transfer shows).  An artificial bid
    (Stayman, a transfer's bid suit, a strong 2♣ or Precision 1♣, a cue bid of our suit,
    an ace ask) shows no suit of its own.  A bid no rule of the system gives (a bid of the
    general principles), and every bid when no system is given, is natural."""
    own = _suit_of(call)
    if sysm is None:
        return (own,) if own is not None else ()
    readings = _rules_for(sysm, before, call)[3]
    if not readings:
        if _stopper_ask(sysm, (*before, call), len(before)):
            return ()
        return (own,) if own is not None else ()
    shows = _merge_shows(readings)
    out = []
    for s in Suit:
        low = (shows.get(s.symbol) or (None,))[0]
        if low is not None and (low >= 4 or (s is own and low >= 3)):
            out.append(s)
    return tuple(out)


@lru_cache(maxsize=65536)
def _shown_suits(sysm: System | None, calls: tuple[Call, ...]
                 ) -> tuple[tuple[Suit, ...], tuple[Suit, ...]]:
    """The suits each side's calls have shown (:func:`_call_suits`), in the order shown:
    first the side that made the calls at even places (the dealer's side), then the
    other.  Computed once for each auction (the shorter auctions are cached)."""
    if not calls:
        return (), ()
    sides = list(_shown_suits(sysm, calls[:-1]))
    side = (len(calls) - 1) % 2
    # a pass or double showing length in a suit the other side has shown is a penalty
    # call: it shows their suit to defend, not a suit of ours
    other = sides[1 - side] if not calls[-1].is_bid else ()
    got = tuple(s for s in _call_suits(sysm, calls[:-1], calls[-1])
                if s not in sides[side] and s not in other)
    if got:
        sides[side] = sides[side] + got
    return sides[0], sides[1]


def _agreed_trumps(sysm: System, calls: Sequence[Call], h: Hand | None = None
                   ) -> Suit | None:
    """The trump suit the side to call has agreed: the suit both partners' calls show
    eight or more cards in (the longest such fit, a major before a minor), read from what
    the system says each call shows (Kantar, "Roman Keycard Blackwood": the key cards
    are those of the agreed suit).  With the asker's hand ``h`` (the Blackwood asker
    placing the contract) and no fit shown by the calls, the suit partner has shown in
    which the asker's own cards make eight or more: the fit the ace ask was made for."""
    n = len(calls)
    mine = {s: 0 for s in Suit}
    partner = {s: 0 for s in Suit}
    symbol = {s.symbol: s for s in Suit}
    last_natural: Suit | None = None
    unshown: list[tuple[dict[Suit, int], Suit]] = []
    for i in range(n - 2, -1, -2):
        if not calls[i].is_bid:
            continue
        shows = _merge_shows(_rules_for(sysm, calls[:i], calls[i])[3])
        who = partner if (n - 2 - i) % 4 == 0 else mine
        strain = calls[i].strain
        if last_natural is None and strain is not None and strain is not Strain.NOTRUMP:
            length = shows.get(strain.suit.symbol, (None, None))[0] if strain.suit is not None else None
            if length is not None and length >= 4:
                last_natural = strain.suit
        for key, value in shows.items():
            if key in symbol and isinstance(value, tuple) and value[0] is not None:
                who[symbol[key]] = max(who[symbol[key]], value[0])
        if not shows and strain is not None and strain.suit is not None:
            unshown.append((who, strain.suit))
    # a bid of partner's five-card suit that no rule explains (a forced or principle call)
    # raises it: three-card support (Root, "Commonsense Bidding": raise a five-card suit
    # with three)
    for who, suit in unshown:
        other = partner if who is mine else mine
        if other[suit] >= 5:
            who[suit] = max(who[suit], 3)
    fits = [s for s in Suit if mine[s] and partner[s] and mine[s] + partner[s] >= 8]
    if not fits and h is not None:  # the fits the general principle's ace ask counts
        held = _fits(h, _partner_range(Auction(Seat.NORTH, list(calls)), sysm)[0], calls,
                     sysm)
        if held:
            return held[0]
    if not fits:  # no fit shown: the last suit our side has bid naturally (four or more)
        return last_natural
    return max(fits, key=lambda s: (mine[s] + partner[s], s in (Suit.HEARTS, Suit.SPADES), s))


def _with_trumps(sysm: System, calls: Sequence[Call], situations, ctx: Context,
                 h: Hand | None = None, read_partner: bool = False):
    """Each situation with its bindings and context; ``t`` and the key cards are bound
    (from :func:`_agreed_trumps`), and what partner has shown (:func:`_partner_range`,
    partner's expected HCP given our hand ``h``) is read, only for situations whose
    rules use them (``read_partner``: a hand is to be judged, not only a call explained,
    where the partner values are unknown and "may hold")."""
    trumps: list[Suit | None] = []
    partner: list[dict] = []
    for situation, env in situations:
        ctx = _derived_context(sysm, calls, situation, ctx)
        reads_partner = read_partner and situation.reads_partner
        if not situation.reads_trumps and not reads_partner:
            yield situation, env, ctx
            continue
        sctx = ctx
        if situation.reads_trumps:
            asker = situation.state in ("partner answered our Blackwood 4NT",
                                        "partner answered our 5NT king ask") and h is not None
            if asker:  # the asker knows the fit the ask was made for (own cards counted)
                t = _agreed_trumps(sysm, calls, h)
            else:
                if not trumps:
                    trumps.append(_agreed_trumps(sysm, calls))
                t = trumps[0]
            env = env if t is None or "t" in env else {**env, "t": t}
            sctx = replace(sctx, trumps=t)
        if reads_partner:
            if not partner:
                partner.append(_partner_context(sysm, calls, h))
            sctx = replace(sctx, **partner[0])
        yield situation, env, sctx


def _derived_context(sysm: System, calls: Sequence[Call], situation, ctx: Context
                     ) -> Context:
    """``ctx`` with the table values the situation's rules read and the bidder works out
    from the auction (:attr:`Situation.reads_derived`): ``game_forced`` from the system's
    forcing calls (:func:`forcing`: partner's three of our suit is no invitation when a call
    of our side has forced to game; partner's forcing call at the game level, a control bid
    of 4♥ with spades agreed, keeps it), ``preempted`` from the rules that gave the player's
    earlier bids (:func:`_preempted`); ``ctx`` itself when none is read or all are known."""
    if "game_forced" in situation.reads_derived and ctx.game_forced is None:
        forced = forcing(Auction(Seat.NORTH, list(calls)), sysm)
        # partner's forcing call at game level in another suit (a control bid of 4♥ with
        # spades agreed) leaves the auction forced to game, not ended there
        ctx = replace(ctx, game_forced=forced == "game" or forced == "round"
                      and _game_forced(sysm, calls) is not None)
    if "preempted" in situation.reads_derived and ctx.preempted is None:
        ctx = replace(ctx, preempted=_preempted(sysm, calls) is not None)
    if "game_on_values" in situation.reads_derived and ctx.game_on_values is None:
        ctx = replace(ctx, game_on_values=_game_on_values(sysm, calls))
    return ctx


_T = TypeVar("_T")


def _calls_back(calls: Sequence[_T], back: int) -> Sequence[_T]:
    """The calls of the player ``back`` seats before the one now to call (2: partner, 4: the
    player himself), latest first; none when that player has not called yet.  (A plain
    ``calls[len(calls) - back::-4]`` wraps round to the end of a short auction and reads
    an opponent's call as ours.)"""
    start = len(calls) - back
    return calls[start::-4] if start >= 0 else ()


def _partner_context(sysm: System, calls: Sequence[Call], h: Hand | None) -> dict:
    """What partner's calls have shown, as :class:`Context` fields (for ``together``,
    ``partner_min``, ``partner_len(s)``, ``fit(s)``; ``partner_aces`` when partner's last
    call answered our 4♣ or 4NT), and the HCP range our own calls have
    shown (``my_min``, ``my_max``, ``my_expected``: partner's view of our hand)."""
    a = Auction(Seat.NORTH, list(calls))
    shown, low, high = _partner_range(a, sysm)
    bid = any(c.is_bid for c in _calls_back(calls, 2))
    expected = 0 if not low and high is None and not bid else round(_expected_hcp(low, high, h))
    my_shown, my_low, my_high = _partner_range(Auction(Seat.NORTH, list(calls[:len(calls) - 2])), sysm) \
        if len(calls) >= 2 else (None, 0, None)
    answer: dict[str, object] = {"partner_aces": None, "partner_keycards": None,
                                 "partner_trump_queen": None}
    n = len(calls)
    if n >= 4 and calls[n - 2].is_bid and calls[n - 4].pbn() in ("4C", "4NT"):
        shows = _merge_shows(_rules_for(sysm, calls[:n - 2], calls[n - 2])[3])
        for key in ("aces", "keycards"):
            got = shows.get(key)
            if got is not None and got[0] is not None:
                answer[f"partner_{key}"] = (got[0], got[1] if got[1] is not None else got[0])
        if "trump_queen" in shows and shows["trump_queen"][0] is not None:
            answer["partner_trump_queen"] = shows["trump_queen"][0]
    if n >= 8 and calls[n - 2].is_bid and calls[n - 4].pbn() == "5NT" \
            and calls[n - 8].pbn() == "4NT":  # the answer to our Blackwood king ask
        got = _merge_shows(_rules_for(sysm, calls[:n - 2], calls[n - 2])[3]).get("kings")
        if got is not None and got[0] is not None:
            answer["partner_kings"] = (got[0], got[1] if got[1] is not None else got[0])
    return {**answer,
            "partner_low": low, "partner_high": high, "partner_expected": expected,
            # read only by the key-card asker (``partner_keycards``)
            "partner_hcp_ranges": (None if answer["partner_keycards"] is None
                                   else _partner_hcp_ranges(sysm, calls, low, high)),
            "partner_shown": tuple(shown[s] for s in Suit), "my_low": my_low,
            "my_high": my_high, "my_expected": _expected_hcp(my_low, my_high),
            "my_shown": None if my_shown is None else tuple(my_shown[s] for s in Suit)}


class Judge(Protocol):
    """A computer player's judgement of a slam, a game or a grand slam
    (:func:`_judged_slam`, :func:`_judged_game`, :func:`_judged_grand`).

    Called with the hand, the auction so far (the player to call is next), the system,
    a strain, a number of tricks and the board's vulnerability (``None``: not known,
    read as nobody vulnerable — the calls that vary with it are read so); returns the
    share (0–100) of deals fitting the auction in which our side takes that many tricks
    in that strain.  The bidding layer
    only asks; the answer comes from a higher layer
    (:class:`bridgelib.analysis.judge.SimulationJudge` deals the unseen hands as the
    auction describes them and counts double-dummy tricks).  A judge may also answer a
    second question, ``compete(hand, auction, system, bids, *, vulnerability, doubled)``:
    for each of ``bids``, the IMPs our side gains on average by making it rather than
    defending the opponents' last bid, as ``{bid.pbn(): IMPs}`` — with ``doubled``, the
    bid is a sacrifice, doubled where it goes down; among ``bids`` a double (``X``) is a
    takeout double, partner answering by the system's rules (:func:`_judged_balance`,
    :func:`_judged_sacrifice`; a judge without it is not asked).
    """

    def __call__(self, hand: Hand, auction: Auction, system: System, strain: Strain,
                 tricks: int = 12, *, vulnerability: Vulnerability | None = None) -> int:
        ...


def _iter_candidates(h: Hand, a: Auction, sysm: System,
                     vulnerability: Vulnerability | None = None) -> Iterator[Choice]:
    last = a.last_bid
    low = -1 if last is None else last[1].index
    ctx = _table_context(a.calls, a.dealer, vulnerability, sysm)
    calls = _from_opening(a.calls)
    situations = sysm.situations_for(calls)
    fits = False
    for found in (situations, None):
        if found is None:  # no rule of the patterns fits: the auction's state answers
            if fits:
                return
            found = sysm.fallback_for(calls, situations)
        for situation, env, sctx in _with_trumps(sysm, a.calls, found, ctx, h, True):
            for rule in situation.rules:
                for call, full in rule.call.expand(env):
                    legal = call.index > low if call.is_bid else (call.is_pass
                                                                  or a.is_legal(call))
                    if legal and rule.condition.holds(h, full, sctx):
                        fits = True
                        yield Choice(call, rule, rule.describe(full, sctx))


def suggest(hand: Hand | str, auction: Auction | str | Sequence[Call | str] | None = None,
            system: System | str = "sayc",
            vulnerability: Vulnerability | None = None,
            judge: Judge | None = None) -> Suggestion:
    """The system's call for ``hand`` after ``auction`` (calls from the dealer on).

    Returns the call, the rule that produced it and the runner-up (the next rule, in
    the system's order, that gives a different call), or an honest "no agreement".
    The seat (first to fourth, from the dealer) comes from the auction; ``vulnerability``
    (of the board) lets the rules that vary with it apply — without it, nobody is
    vulnerable.  With a computer player's ``judge`` (:class:`Judge`, such as
    :class:`bridgelib.analysis.judge.SimulationJudge`) a game the rules place is weighed
    against the slam (:func:`_judged_slam`), a partscore of partner's the rules pass
    against the game (:func:`_judged_game`) and the small slam the rules bid after our
    ace ask against the grand (:func:`_judged_grand`); without it the rules alone decide.
    """
    sysm = System.named(system) if isinstance(system, str) else system
    a = _as_auction(auction)
    calls = _from_opening(a.calls)
    h = _as_hand(hand)
    if a.is_complete:
        candidates(h, a, sysm)  # raises: the auction has ended
    found = _iter_candidates(h, a, sysm, vulnerability)
    best = next(found, None)
    situations = sysm.situations_for(calls)
    title = situations[0][0].title if situations else None
    force, principle_suit = _forcing(a, sysm)
    # A pass the system names (Rule.is_agreed_pass) is an agreement; any other pass of a
    # forcing call is not made.
    if force and (best is None or (best.call.is_pass and not best.rule.is_agreed_pass)):
        bid = next((c for c in _iter_candidates(h, a, sysm, vulnerability) if c.call.is_bid),
                   None)
        if bid is not None:
            best, found = bid, iter(())
        else:
            if force == "round" and principle_suit:
                # partner's new suit is the general principle's (no rule gives it): the
                # principle judges the answer too, and only its pass is not made
                call, why = _principle_call(h, a, sysm, vulnerability)
                if call.is_bid:
                    return Suggestion(call, None, f"General principle: {why}", None, title,
                                      sysm.name, "partner's new suit is no rule of the "
                                      "system", principle=True)
            quiet = _as_if_they_had_not_bid(h, a, sysm, vulnerability)
            call, why = quiet if quiet is not None else _forced_bid(h, a, sysm, force)
            meaning = f"Partner's call is forcing{' to game' if force == 'game' else ''}: {why}"
            return Suggestion(call, None, meaning, None, title, sysm.name,
                              "no rule gives a bid here; the bidder never passes a forcing call",
                              principle=True, forced=True)
    if best is None:
        said = " ".join(c.pbn() for c in a.calls) or "(no calls yet)"
        if not situations:
            why = f"the system does not cover the auction {said}"
        else:
            why = f"no rule of '{title}' fits this hand ({h.hcp} HCP, {h.pattern_text})"
        return Suggestion(None, None, NO_AGREEMENT, None, title, sysm.name, why)
    runner = next((c for c in found if c.call != best.call), None)
    if judge is not None:
        judged = _judged(h, a, sysm, best, judge, title, vulnerability)
        if judged is not None:
            return judged
    return Suggestion(best.call, best.rule, best.meaning, runner, title, sysm.name)


def _judged(h: Hand, a: Auction, sysm: System, best: "Choice | Suggestion", judge: Judge,
            title: str | None, vulnerability: Vulnerability | None = None) -> Suggestion | None:
    """The computer player's judgement over ``best`` — the rules' call (a :class:`Choice`)
    or the general principle's (a :class:`Suggestion`, whose judged call stays a
    principle's: no rule gave it): a slam (:func:`_judged_slam`), else a game
    (:func:`_judged_minor_game`, :func:`_judged_game`), else a grand slam
    (:func:`_judged_grand`), else, in the pass-out seat, a bid over the opponents'
    partscore (:func:`_judged_balance`) or a sacrifice over their game
    (:func:`_judged_sacrifice`); ``None`` to keep ``best``."""
    def game_or_slam() -> Suggestion | None:
        # the game judged over partner's partscore is weighed against the slam, as a
        # game the rules place is
        game = _judged_game(h, a, sysm, best, judge, title, vulnerability)
        return game and (_judged_slam(h, a, sysm, game, judge, title, vulnerability,
                                      judged_game=True) or game)

    judged = (_judged_slam(h, a, sysm, best, judge, title, vulnerability)
              or _judged_minor_game(h, a, sysm, best, judge, title, vulnerability)
              or game_or_slam()
              or _judged_grand(h, a, sysm, best, judge, title, vulnerability)
              or _judged_balance(h, a, sysm, best, judge, title, vulnerability)
              or _judged_sacrifice(h, a, sysm, best, judge, title, vulnerability))
    if judged is None or isinstance(best, Choice):
        return judged
    return replace(judged, runner_up=None, principle=True)


def _fit_shown(h: Hand, context: dict, suit: Suit) -> bool:
    """Eight cards or more in ``suit``: ours and the fewest partner's calls have shown
    (``fit(s)`` of the condition grammar, from :func:`_partner_context`)."""
    return h.length(suit) + _fewest(context["partner_shown"], suit) >= 8


def _fit_odds(h: Hand, a: Auction, sysm: System, judge: Judge, strain: Strain,
              tricks: int, vulnerability: Vulnerability | None = None,
              rebid: bool = False) -> int | None:
    """The judge's odds of ``tricks`` in ``strain`` — asked only in no-trump, in a suit
    our side has shown eight cards in (:func:`_fit_shown`), in one we hold seven cards
    in (trumps enough opposite any partner) or, with ``rebid`` (the slam's question), in
    one partner has bid twice where we hold three or more (:func:`_bid_twice`); ``None``
    when not asked."""
    if (strain.suit is not None and h.length(strain.suit) < 7
            and not _fit_shown(h, _partner_context(sysm, list(a.calls), h), strain.suit)
            and not (rebid and h.length(strain.suit) >= 3 and _bid_twice(a, strain))):
        return None
    return judge(h, a, sysm, strain, tricks, vulnerability=vulnerability)


def _bid_twice(a: Auction, strain: Strain) -> bool:
    """Partner has bid ``strain`` twice (opened it and rebid it): the suit partner
    insists on, trumps opposite our three where a rebid might still be a four-card suit."""
    me = a.turn
    return me is not None and sum(
        1 for seat, c in a if seat == me.partner and c.is_bid and c.strain is strain) >= 2


#: A computer player goes on to a slam the rules have stopped short of when the slam
#: makes in at least this share (%) of the deals its judge finds fitting the auction: a
#: small slam bid and failed, or game bid when slam makes, each swing about eleven to
#: thirteen IMPs, so the break-even is half.  55% paid best while the judge dealt partner
#: any hand in the range partner's calls show; dealing partner as bid, 60% gained 101 IMPs
#: over 55% on 6,000 seeded boards (three systems, the tuning and held-out sets: five of
#: the six gained, Precision's tuning set lost 8) and 50% lost 57 on SAYC's 2,000 — the
#: judge counts double-dummy tricks, where declarer never misguesses.
SLAM_ODDS = 60


def _judged_slam(h: Hand, a: Auction, sysm: System, best: "Choice | Suggestion", judge: Judge,
                 title: str | None, vulnerability: Vulnerability | None = None,
                 *, judged_game: bool = False) -> Suggestion | None:
    """A slam where the rules place the contract in game — bid it, or pass partner's —
    and ``judge`` finds twelve tricks in most deals that fit the auction.

    The rules judge a slam by points, which count neither what partner holds within
    the range shown nor how the two hands fit; a computer player deals the unseen hands
    as the auction describes them (its :class:`Judge`) and counts the slams that make.
    The strain is no-trump, a suit our side has shown eight cards in, or one we hold seven
    cards in (:func:`_fit_odds`).  In a major our side has shown eight cards in, it asks
    for aces with 4NT where 4NT is the system's ace ask (the answer stops it at five with
    two aces missing), else bids six; on a long major of our own (no suit agreed for the
    answer's follow-up), in a minor (4NT would pass five), in no-trump (4NT over
    partner's no-trump is quantitative) and where the system's rules read 4NT as
    quantitative (1NT–2♣–2♥–4NT denies the fit) it bids six.  Partner's quantitative 4NT
    the rules decline is judged the same way (the slam over the game in no-trump), and so
    is the rules' own quantitative 4NT (six no-trump at once instead of the invitation), and
    the game the judgement bids over partner's partscore (:func:`_judged_game`; ``best`` is
    then that judgement and ``judged_game`` says so: the rules passed below game).  Where
    the rules place 3NT and our side has shown eight cards in a minor, the slam in the
    minor is judged too and bid directly when it makes more often than six no-trump.
    Never once our side has asked for aces or bid slam, nor over the rules' forcing bid
    at the game level (a control bid of 4♥ with spades agreed places no game)."""
    me = a.turn
    last = a.last_bid
    chosen = best.call
    if me is None or last is None or chosen is None:
        return None
    # the rules' quantitative 4NT: the inviter weighs the slam too, and with the odds
    # bids it (33 points together opposite partner's minimum — Root)
    invite = (isinstance(best, Choice) and best.rule is not None
              and best.rule.name == "quantitative" and chosen.pbn() == "4NT")
    if (chosen.is_bid and isinstance(best, Choice) and best.rule is not None
            and best.rule.forcing):
        return None  # a forcing bid at the game level (a control bid) places no game
    if chosen.is_bid:
        game = chosen
    elif chosen.is_pass and last[0] == me.partner and a.doubling.name == "NONE":
        game = last[1]
    else:
        return None
    strain = game.strain
    # partner's 4NT the rules pass is the quantitative invitation declined: game too
    quantitative = (chosen.is_pass or invite) and game.level == 4 and strain is Strain.NOTRUMP
    if strain is None or (game.level != _GAME_LEVEL[strain] and not quantitative):
        return None
    calls = list(a.calls)
    if any(c.is_bid and c.level is not None and (c.level >= 6 or c.level >= 4 and c.strain
                                                 is Strain.NOTRUMP and strain is not Strain.NOTRUMP)
           for i, c in enumerate(calls) if a.seat_of(i).side == me.side):
        return None
    odds = _fit_odds(h, a, sysm, judge, strain, 12, vulnerability, rebid=True)
    if strain is Strain.NOTRUMP and game.level == 3:
        # the rules' 3NT where our side has shown eight cards in a minor: the slam may be
        # in the minor (its eleven tricks rarely beat 3NT; its twelve beat six no-trump).
        # A major fit has its own slam bidding (a 3NT there is often a conventional
        # rebid, as over Jacoby 2NT): a jump to six would skip the ace ask.
        context = _partner_context(sysm, calls, h)
        for suit in (Suit.DIAMONDS, Suit.CLUBS):
            if _fit_shown(h, context, suit):
                mine = judge(h, a, sysm, suit.strain, 12, vulnerability=vulnerability)
                if mine > (odds or 0):
                    odds, strain = mine, suit.strain
    if odds is None or odds < SLAM_ODDS:
        return None
    four_nt = Call.from_str("4NT")
    # the ace ask needs a suit the partnership agreed: on a long suit of our own that
    # partner has not supported, the answer's follow-up may place another strain
    ask = (strain in (Strain.HEARTS, Strain.SPADES) and last[1].index < four_nt.index
           and _ace_ask(calls + [four_nt, PASS]) == len(calls)
           and not _quantitative(sysm, calls, four_nt)
           and strain.suit is not None
           and _fit_shown(h, _partner_context(sysm, calls, h), strain.suit))
    call = four_nt if ask else Call.from_str(f"6{strain.letter}")
    stop = ("invite the slam" if invite else "pass below game" if judged_game
            else "stop at game")
    why = (f"the rules {stop} ({chosen} — {best.meaning}), but in {odds}% of the "
           "deals that fit the auction our side makes twelve tricks (a computer player's "
           "judgement by simulation)")
    meaning = (f"Blackwood: asks for aces on the way to a slam in {strain.symbol}: {why}"
               if ask else f"Small slam in {strain.symbol}: {why}")
    return _judgement(call, meaning, best, title, sysm,
                      "the rules placed the game" if stop == "stop at game" else f"the rules {stop}")


def _quantitative(sysm: System, calls: Sequence[Call], four_nt: Call) -> bool:
    """The system's rules read ``four_nt`` here as the quantitative invitation (after
    1NT–2♣–2♥ the 4NT that denies the fit), so partner would not answer it as an ace ask."""
    rules = _rules_for(sysm, calls, four_nt)[2]
    return any(r.name == "quantitative" for r in rules)


#: A computer player plays five of a minor instead of the rules' 3NT when the judge finds
#: eleven tricks in the minor in at least this many more deals in a hundred than nine in
#: no-trump: the two games score alike, so the likelier one is the better bid, but the
#: judge counts double-dummy tricks, which flatter no-trump's running suits and the
#: minor's ruffs alike, and its 64 deals tell apart only a wide gap.  Measured on 6,000
#: seeded boards (three systems, tuning and held-out deals): a margin of 25 gained 42 IMPs
#: over 24 changed boards (9 better, 5 worse; tuning set +24, held-out +18 — the margin was
#: read off both), one of 0 lost 41 over 97.
MINOR_GAME_MARGIN = 25


#: The no-trump game, which the minor-suit game and partscore questions weigh.
_THREE_NT = Call.from_str("3NT")


def _judged_minor_game(h: Hand, a: Auction, sysm: System, best: "Choice | Suggestion",
                       judge: Judge, title: str | None,
                       vulnerability: Vulnerability | None = None) -> Suggestion | None:
    """Five of a minor where the rules place the contract in 3NT — bid it, or pass
    partner's — our side has shown eight cards in the minor and ``judge`` finds the
    minor game making in :data:`MINOR_GAME_MARGIN` more deals in a hundred than 3NT (the
    suit unstopped, the tricks short without ruffs).  A major fit is left to the
    system's own bidding: a 3NT there is often a conventional rebid (Jacoby 2NT)."""
    me = a.turn
    last = a.last_bid
    chosen = best.call
    if me is None or last is None or chosen is None:
        return None
    if not (chosen == _THREE_NT or chosen.is_pass and last[0] == me.partner
            and last[1] == _THREE_NT and a.doubling.name == "NONE"):
        return None
    asked = [(odds, s) for s in (Suit.DIAMONDS, Suit.CLUBS)
             if (odds := _fit_odds(h, a, sysm, judge, s.strain, 11, vulnerability)) is not None]
    if not asked:
        return None
    odds, suit = max(asked, key=lambda pair: pair[0])
    no_trump = judge(h, a, sysm, Strain.NOTRUMP, 9, vulnerability=vulnerability)
    if odds < no_trump + MINOR_GAME_MARGIN:
        return None
    game = Call.from_str(f"5{suit.strain.letter}")
    return _judgement(game, f"Game in {suit.strain.symbol}: the rules play 3NT "
                      f"({best.meaning}), but in {odds}% of the deals that fit the auction "
                      f"our side makes {game} and in {no_trump}% 3NT (a computer player's "
                      "judgement by simulation)", best, title, sysm, "the rules placed 3NT")


#: A computer player raises partner's partscore to game when the game makes in at least
#: this share (%) of the deals its judge finds fitting the auction (not vulnerable; see
#: :data:`GAME_ODDS_VULNERABLE`).  At IMPs a game bid and made gains about 6 IMPs (10
#: vulnerable) and one bid and failed loses about 5 (6), so the break-even is near 45%
#: (37%).  While the judge dealt partner any hand in the range partner's calls show, its
#: game odds ran high and 55% paid best; dealing partner only hands that make partner's
#: calls by the rules brought them to the real deals' rate (SAYC and Precision, boards
#: 0–999: 19% forecast, 18% made), and on 6,000 seeded boards (three systems, boards
#: 0–1999) 45% then gained 154 IMPs over 55%.
GAME_ODDS = 45

#: :data:`GAME_ODDS` when our side is vulnerable: the break-even there, 6 IMPs lost
#: against 10 gained.
GAME_ODDS_VULNERABLE = 37


def _judged_game(h: Hand, a: Auction, sysm: System, best: "Choice | Suggestion", judge: Judge,
                 title: str | None, vulnerability: Vulnerability | None = None
                 ) -> Suggestion | None:
    """Game, where the rules pass partner's partscore and ``judge`` finds it making in
    :data:`GAME_ODDS` (:data:`GAME_ODDS_VULNERABLE` when our side is vulnerable) or more
    of the deals fitting the auction: the game in partner's strain where our side has shown
    eight cards in it (or it is no-trump), else 3NT; over a minor fit 3NT is asked about
    too and the likelier game is bid (both score alike).  Two other uses were measured on
    the same boards and gained nothing at any threshold: passing below a game the rules
    bid when the simulation finds it failing (the rules' game bids are sound), and bidding
    game at once instead of the rules' invitation or raise (partner, who knows more,
    accepts the good invitations)."""
    me = a.turn
    last = a.last_bid
    chosen = best.call
    if me is None or last is None or chosen is None:
        return None
    if not chosen.is_pass or last[0] != me.partner or a.doubling.name != "NONE":
        return None
    bid = last[1]
    strain = bid.strain
    if strain is None or bid.level is None or bid.level >= _GAME_LEVEL[strain]:
        return None
    calls = list(a.calls)
    context = _partner_context(sysm, calls, h)
    high = context["partner_high"]
    if strain.suit is not None and not _fit_shown(h, context, strain.suit):
        strain = Strain.NOTRUMP
    if h.hcp + (37 if high is None else high) < 20:
        return None  # no game in any deal that fits
    game = Call.from_str(f"{_GAME_LEVEL[strain]}{strain.letter}")
    if game.index <= last[1].index:
        return None
    odds = judge(h, a, sysm, strain, 6 + _GAME_LEVEL[strain], vulnerability=vulnerability)
    if strain.suit is not None and strain.suit.is_minor and bid.index < _THREE_NT.index:
        nt = judge(h, a, sysm, Strain.NOTRUMP, 9, vulnerability=vulnerability)
        if nt > odds:
            odds, game = nt, _THREE_NT
    vulnerable = vulnerability is not None and vulnerability.is_vulnerable(me)
    if odds < (GAME_ODDS_VULNERABLE if vulnerable else GAME_ODDS):
        return None
    return _judgement(game, f"Game: the rules pass ({best.meaning}), but in {odds}% "
                      f"of the deals that fit the auction our side makes {game} (a computer "
                      "player's judgement by simulation)", best, title, sysm,
                      "the rules stop in partner's partscore")


#: A computer player that has asked for aces bids the grand slam over the rules' small
#: slam when thirteen tricks make in at least this share (%) of the deals fitting the
#: auction (the answer to the ask included): a grand bid and made over the small slam
#: gains 11–13 IMPs, one bid and failed loses 14–17, so the break-even is about 55%.
GRAND_ODDS = 65


def _judged_grand(h: Hand, a: Auction, sysm: System, best: "Choice | Suggestion",
                  judge: Judge, title: str | None,
                  vulnerability: Vulnerability | None = None) -> Suggestion | None:
    """Seven where the rules bid six after our side's ace ask (the asker places the
    contract, knowing partner's aces) and ``judge`` finds thirteen tricks in
    :data:`GRAND_ODDS` or more of the deals fitting the auction."""
    me = a.turn
    chosen = best.call
    if me is None or chosen is None or not chosen.is_bid or chosen.level != 6:
        return None
    if not isinstance(best, Choice):
        return None
    calls = list(a.calls)
    ask = _ace_ask(calls)
    if ask is None or a.seat_of(ask) != me:
        return None
    strain = chosen.strain
    assert strain is not None
    odds = _fit_odds(h, a, sysm, judge, strain, 13, vulnerability)
    if odds is None or odds < GRAND_ODDS:
        return None
    grand = Call.from_str(f"7{strain.letter}")
    return _judgement(grand, f"Grand slam in {strain.symbol}: the rules stop at six "
                      f"({chosen} — {best.meaning}), but in {odds}% of the deals that fit "
                      "the auction, partner's answer included, our side makes all thirteen "
                      "tricks (a computer player's judgement by simulation)", best, title,
                      sysm, "the rules placed the small slam")


#: A computer player in the pass-out seat bids over the opponents' partscore, where the
#: rules pass, when its judge finds the bid gaining at least this many IMPs on average
#: over defending (both results double dummy on the same deals): the break-even, not a
#: tuned figure.  The judge is optimistic — on the boards below it forecast twice the IMPs
#: the balancing side gained on the real deals — but what it gains is real: on 6,000
#: seeded boards (three systems, tuning and held-out sets) 592 boards changed and the
#: auctions came 287 IMPs nearer par (SAYC −9 / +30, Acol +51 / +83, Precision +64 / +68);
#: a margin of 1 IMP kept fewer than half of that.
BALANCE_MARGIN = 0.0

#: A computer player in the pass-out seat sacrifices over the opponents' game, where the
#: rules pass, when its judge finds the sacrifice (doubled where it goes down) gaining at
#: least this many IMPs on average over defending their game: a margin set before it was
#: measured, for the judge's optimism (see :data:`BALANCE_MARGIN`).  Most sacrifices it
#: weighs lose (the median of 766 questions on the boards below: −8 IMPs), so it acts
#: rarely: on 6,000 seeded boards (three systems, tuning and held-out sets) 54 boards
#: changed and came 59 IMPs nearer par (SAYC +13 / +13, Acol −5 / +29, Precision +1 / +8);
#: at the break-even, 0, the same questions would have lost about 23.
SACRIFICE_MARGIN = 1.0


def _judged_balance(h: Hand, a: Auction, sysm: System, best: "Choice | Suggestion",
                    judge: Judge, title: str | None,
                    vulnerability: Vulnerability | None = None) -> Suggestion | None:
    """A bid in the pass-out seat where the rules pass the opponents' partscore: our pass
    would end the auction in their undoubled contract below game; the candidates are the
    cheapest bid, at the three level or lower, in each suit they have not named (the suit
    of a transfer, which showed another, is not named: :func:`_named_strains`) where we
    hold five cards or our side has shown eight (:func:`_fit_shown`), and a takeout
    double where our side has only passed and the hand is short in their suits with three
    cards or more in the others (:func:`_takeout_shape`: the balancing double the rules
    leave out, too weak by their count, or over a 1NT response); ``judge`` (its
    ``compete`` question; a judge without one is not asked) weighs each against
    defending, and the best is made when it gains :data:`BALANCE_MARGIN` IMPs or more.
    The double was measured on the positions where it is asked, on boards 0–999 of the
    three systems and 1000–1999 of SAYC: 9 boards changed, 4 nearer par and none further,
    11 IMPs gained.  Over their three-level partscores too, SAYC's boards changed 7 for
    +5 IMPs (−8 tuning, +13 held-out) against 5 for +3 at the two level alone — noise —
    so it stops at the two level (:data:`BALANCE_DOUBLE_LEVEL`)."""
    return _judged_pass_out(h, a, sysm, best, judge, title, vulnerability, sacrifice=False)


def _judged_sacrifice(h: Hand, a: Auction, sysm: System, best: "Choice | Suggestion",
                      judge: Judge, title: str | None,
                      vulnerability: Vulnerability | None = None) -> Suggestion | None:
    """A sacrifice in the pass-out seat where the rules pass the opponents' game: our pass
    would end the auction in their undoubled game (below slam); the candidates are the
    cheapest bid, at the five level or lower, in each suit they have not named where we
    hold six cards or our side has shown eight (:func:`_fit_shown`); ``judge`` (its
    ``compete`` question, the bid doubled on the deals where it goes down) weighs each
    against defending their game, and the best is bid when it gains
    :data:`SACRIFICE_MARGIN` IMPs or more."""
    return _judged_pass_out(h, a, sysm, best, judge, title, vulnerability, sacrifice=True)


def _judged_pass_out(h: Hand, a: Auction, sysm: System, best: "Choice | Suggestion",
                     judge: Judge, title: str | None, vulnerability: Vulnerability | None,
                     *, sacrifice: bool) -> Suggestion | None:
    """:func:`_judged_balance` (over their partscore) or :func:`_judged_sacrifice` (over
    their game): one rule, the contract they would play and its limits apart."""
    me = a.turn
    last = a.last_bid
    chosen = best.call
    compete = getattr(judge, "compete", None)
    if compete is None or me is None or last is None or chosen is None or not chosen.is_pass:
        return None
    seat, theirs = last
    calls = list(a.calls)
    if (seat.side == me.side or a.doubling.name != "NONE" or theirs.strain is None
            or theirs.level is None
            or (theirs.level >= _GAME_LEVEL[theirs.strain]) != sacrifice or theirs.level >= 6
            or not Auction(a.dealer, calls + [PASS]).is_complete):
        return None
    length, top, margin = (6, 5, SACRIFICE_MARGIN) if sacrifice else (5, 3, BALANCE_MARGIN)
    named = _named_strains(sysm, a, me)
    context = _partner_context(sysm, calls, h)
    wanted = {suit.strain for suit in Suit if suit.strain not in named
              and (h.length(suit) >= length or _fit_shown(h, context, suit))}
    bids: list[Call] = []
    for bid in sufficient_bids(theirs):  # lowest first: the cheapest in each strain
        if bid.level is not None and bid.level > top:
            break
        if bid.strain in wanted:
            bids.append(bid)
            wanted.discard(bid.strain)
    if not sacrifice and _takeout_shape(h, a, named, theirs):
        bids.append(DOUBLE)
    if not bids:
        return None
    gains = compete(h, a, sysm, bids, vulnerability=vulnerability, doubled=sacrifice)
    if not gains:
        return None
    call, gain = max(((c, gains[c.pbn()]) for c in bids), key=lambda pair: pair[1])
    if gain < margin:
        return None
    if call == DOUBLE:
        meaning = (f"Balancing double: the rules pass their {theirs} ({best.meaning}), but "
                   "on the deals that fit the auction a takeout double, partner answering "
                   f"by our rules, gains {gain:.1f} IMPs on average over defending")
        why = "the rules pass their partscore"
    elif sacrifice:
        meaning = (f"Sacrifice: the rules pass their {theirs} ({best.meaning}), but on the "
                   f"deals that fit the auction {call}, doubled where it goes down, gains "
                   f"{gain:.1f} IMPs on average over defending")
        why = "the rules defend their game"
    else:
        meaning = (f"Balancing: the rules pass their {theirs} ({best.meaning}), but on the "
                   f"deals that fit the auction {call} gains {gain:.1f} IMPs on average over "
                   "defending")
        why = "the rules pass their partscore"
    return _judgement(call, f"{meaning} (a computer player's judgement by simulation)", best,
                      title, sysm, why)


def _named_strains(sysm: System, a: Auction, me: Seat) -> set[Strain | None]:
    """The strains the opponents of ``me`` have bid, but not the suit of a bid that
    showed another suit instead (a transfer: 1NT–2♥ shows spades, and hearts are still
    ours to bid)."""
    named: set[Strain | None] = set()
    for i, (seat, call) in enumerate(a):
        if seat.side == me.side or not call.is_bid:
            continue
        own = _suit_of(call)
        shown = _call_suits(sysm, tuple(a.calls[:i]), call)
        if own is None or not shown or own in shown:
            named.add(call.strain)
    return named


#: The highest of the opponents' partscores a computer player weighs a balancing takeout
#: double of (:func:`_judged_balance`): partner answers at the three level at most.
BALANCE_DOUBLE_LEVEL = 2


def _takeout_shape(h: Hand, a: Auction, named: set[Strain | None], theirs: Call) -> bool:
    """A balancing takeout double to weigh: the opponents' partscore is at most
    :data:`BALANCE_DOUBLE_LEVEL`, our side has only passed, we hold two cards or fewer in
    every suit they have named and three or more in every other suit."""
    me = a.turn
    if me is None or theirs.level is None or theirs.level > BALANCE_DOUBLE_LEVEL:
        return False
    if any(seat.side == me.side and not call.is_pass for seat, call in a):
        return False
    suits = {strain.suit for strain in named if strain is not None and strain.suit is not None}
    if not suits:
        return False
    return all(h.length(s) <= 2 if s in suits else h.length(s) >= 3 for s in Suit)


def _judgement(call: Call, meaning: str, best: "Choice | Suggestion", title: str | None,
               sysm: System, why: str) -> Suggestion:
    """A computer player's judged call over ``best``, the rules' call (its runner-up when
    a rule gave it): the judgement, not a rule, gives ``call``, and ``why`` names what the
    rules did."""
    return Suggestion(call, None, meaning, best if isinstance(best, Choice) else None, title,
                      sysm.name, f"a computer player's judgement: {why}")


# ---------------------------------------------------------------------------- explain
@dataclass(frozen=True)
class CallMeaning:
    """What one call of an auction shows under the system."""

    seat: Seat
    call: Call
    agreed: bool
    meaning: str
    rules: tuple[Rule, ...]
    shows: dict

    def to_text(self) -> str:
        return f"{self.seat.name_en} {self.call}: {self.meaning}"


@dataclass(frozen=True)
class Explanation:
    """Each call of an auction with its meaning; ``to_text()`` for a lesson."""

    system: str
    calls: tuple[CallMeaning, ...]

    def lines(self) -> list[str]:
        return [c.to_text() for c in self.calls]

    def to_text(self) -> Text:
        return Text("\n".join(self.lines()))

    def __iter__(self):
        return iter(self.calls)

    def __len__(self) -> int:
        return len(self.calls)

    def __getitem__(self, i: int) -> CallMeaning:
        return self.calls[i]

    def _repr_html_(self) -> str:
        from ..render import bidding

        return bidding.explanation_html(self)


def _merge_shows(parts: Iterable[dict]) -> dict:
    """What a call shows when several rules give it: what every reading shows
    (:func:`~.condition.merge_alternatives`, as the branches of an ``or``)."""
    return merge_alternatives(list(parts))


def explain(auction: Auction | str | Sequence[Call | str],
            system: System | str = "sayc",
            vulnerability: Vulnerability | None = None) -> Explanation:
    """Describe what each call of ``auction`` shows (ranges and lengths) under the system.

    Rules for another seat (``seat == 3``) or, with ``vulnerability`` given, another
    vulnerability are left out; without it, the meanings for every vulnerability are
    listed.
    """
    sysm = System.named(system) if isinstance(system, str) else system
    a = _as_auction(auction)
    out: list[CallMeaning] = []
    for i, (seat, call) in enumerate(a):
        ctx = _table_context(a.calls[:i], a.dealer, vulnerability, sysm)
        situations, readings = _rule_readings(sysm, a.calls[:i], call, ctx)
        readings = _within_own_range(readings, *_own_range(_calls_back(out, 4)))
        if readings:
            out.append(CallMeaning(seat, call, True, "; or ".join(_texts(readings)),
                                   tuple(r for r, _, _ in readings),
                                   _merge_shows([x for _, _, x in readings])))
        else:
            why = ("the system does not cover this auction" if not situations
                   else "not a call of the system here")
            out.append(CallMeaning(seat, call, False, f"{NO_AGREEMENT} ({why})", (), {}))
    return Explanation(sysm.name, tuple(out))


def _rules_for(sysm: System, before: Sequence[Call], call: Call, ctx: Context | None = None):
    """The situations after ``before`` and the rules (meanings, shows) that give ``call``.

    ``before`` holds every call from the dealer on (so the seat is known); ``ctx`` may
    add the vulnerability."""
    situations, readings = _rule_readings(sysm, before, call, ctx)
    return situations, _texts(readings), [r for r, _, _ in readings], [x for _, _, x in readings]


def _rule_readings(sysm: System, before: Sequence[Call], call: Call,
                   ctx: Context | None = None):
    """The situations after ``before`` and, for each rule that gives ``call``, the rule,
    its meaning with the suits bound and what it shows (:func:`_rules_for` in one list).
    Without a ``ctx`` (the table read from ``before`` alone) the answer is cached: the
    bidder reads the same calls again and again (:func:`_shown_suits`, partner's range)."""
    if ctx is None:
        situations, readings = _table_readings(sysm, tuple(before), call)
        return list(situations), list(readings)
    return _readings_in(sysm, before, call, ctx)


@lru_cache(maxsize=65536)
def _table_readings(sysm: System, before: tuple[Call, ...], call: Call):
    situations, readings = _readings_in(sysm, before, call,
                                        _table_context(before, sysm=sysm))
    return tuple(situations), tuple(readings)


def _readings_in(sysm: System, before: Sequence[Call], call: Call, ctx: Context):
    situations = sysm.situations_for(_from_opening(before))
    readings: list[tuple[Rule, str, dict]] = []
    for found in (situations, None):
        if found is None:  # no rule of the patterns gives it: read it by the state's
            if readings:
                break
            found = sysm.fallback_for(_from_opening(before), situations)
        for situation, env, sctx in _with_trumps(sysm, before, found, ctx):
            for rule in situation.rules:
                for c, full in rule.call.expand(env):
                    if c == call and rule.condition.possible(full, sctx):
                        readings.append((rule, rule.describe(full, sctx),
                                         _points_as_hcp(rule, rule.condition.shows(full))))
    if any(r.safety_net for r, _, _ in readings) and not all(r.safety_net for r, _, _ in readings):
        # partner reads the call by the rules that give it, not by the safety net
        readings = [x for x in readings if not x[0].safety_net]
    return situations, readings


def _texts(readings) -> list[str]:
    """The readings' meanings, each once, in order."""
    return list(dict.fromkeys(text for _, text, _ in readings))


def _within_own_range(readings, low: int, high: int | None):
    """The readings whose HCP range meets the range the bidder's own earlier calls have
    shown (a passed hand's 0–11 rules out a 15+ balancing double): ``explain`` does not list
    meanings the auction rules out.  All of them when none meets it."""
    kept = [x for x in readings if not _disjoint(x[2].get("hcp"), low, high)]
    return kept or readings


def _disjoint(hcp, low: int, high: int | None) -> bool:
    if not hcp:
        return False
    lo, hi = hcp
    return (hi is not None and hi < low) or (high is not None and lo is not None and lo > high)


def _own_range(said: Sequence["CallMeaning"]) -> tuple[int, int | None]:
    """The HCP range a player's own earlier calls (their explanations) have shown."""
    low, high = 0, None
    for meaning in said:
        got = meaning.shows.get("hcp")
        if not got:
            continue
        if got[0] is not None:
            low = max(low, got[0])
        if got[1] is not None:
            high = got[1] if high is None else min(high, got[1])
    return (low, None) if high is not None and high < low else (low, high)


def _points_as_hcp(rule: Rule, shown: dict) -> dict:
    """What a rule shows, with a range of points (``points``, ``dummy``) standing in for
    HCP where the rule gives no HCP range: points count a card or two of length or
    shortness, so the HCP floor is one lower (a single raise on 6–10 dummy points shows
    about 5–10 HCP).  ``explain`` shows it and partner's reading of the call uses it."""
    if "hcp" in shown:
        return shown
    lo, hi = _points_range(rule.condition.tree)
    if lo is None and hi is None:
        return shown
    return {**shown, "hcp": (None if lo is None else max(lo - 1, 0), hi)}


# ---------------------------------------------------------------------------- forcing


def _level_strain(bid: Call) -> tuple[int, Strain]:
    """The level and strain of a bid (a pass, double or redouble has neither)."""
    if bid.level is None or bid.strain is None:
        raise ValueError(f"{bid.pbn()} is not a bid: it has no level or strain")
    return bid.level, bid.strain


def forcing(auction: Auction | str | Sequence[Call | str], system: System | str = "sayc") -> str:
    """Whether the player to call may pass: ``"round"``, ``"game"`` or ``""`` (free to pass).

    ``"round"``: partner's last call is forcing under the system (its rules say so) and the
    right-hand opponent passed.  ``"game"``: a call of the partnership forced to game, the
    partnership holds the last bid and it is below game.

    >>> forcing("1H P 1S P", "sayc"), forcing("1H P 1NT P", "sayc")
    ('round', '')
    >>> forcing("1H P 2NT P 4H P", "sayc"), forcing("1H P 2NT P 3C P", "sayc")
    ('', 'game')
    """
    sysm = System.named(system) if isinstance(system, str) else system
    return _forcing(_as_auction(auction), sysm)[0]


def _forcing(a: Auction, sysm: System) -> tuple[str, bool]:
    """:func:`forcing`, and whether partner's last call is the general principle's new
    suit (:func:`_principle_new_suit`: no rule gives it) — judged here once; ``suggest``
    lets the principle answer such a suit."""
    calls = a.calls
    n = len(calls)
    if n < 2 or not calls[-1].is_pass or a.is_complete:
        return "", False
    last = a._last_bid_index()
    if last is None:
        return "", False
    if (n - last) % 2:  # the opponents hold the last bid: only partner's forcing double,
        c = calls[n - 2]  # or partner's forcing pass (:func:`_game_on_values`), binds
        if c.pbn() == "X" or c.is_pass and _has_forcing_pass(sysm):
            rules = _rules_for(sysm, calls[:n - 2], c)[2]
            if rules and all(r.forcing for r in rules):
                return "round", False
        return "", False
    level, strain = _level_strain(calls[last])
    below_game = level < _GAME_LEVEL[strain]
    kind, principle_suit = "", False
    for i in range(n - 2, -1, -2):  # partner's and our own calls, latest first
        c = calls[i]
        if c.is_pass:
            continue
        rules = _rules_for(sysm, calls[:i], c)[2]
        if not rules:
            if i == n - 2 and (_principle_new_suit(sysm, calls[:i], c)
                               or _stopper_ask(sysm, calls, i)):
                kind, principle_suit = "round", True
            continue
        if below_game and all(r.forcing == "game" for r in rules):
            return "game", principle_suit
        if i == n - 2 and all(r.forcing for r in rules):
            kind = "round"
    return kind, principle_suit


def _their_standing_partscore(calls: Sequence[Call]) -> int | None:
    """The index of the opponents' last bid when it stands (undoubled, passed round to
    us), below the five level, and our side has bid, below game — where our game values
    must not sell out (:func:`_game_values_over_interference`) and where that rule's new
    suit is made (:func:`_principle_new_suit`); ``None`` otherwise."""
    n = len(calls)
    last = next((i for i in range(n - 1, -1, -1) if calls[i].is_bid), None)
    if last is None or (n - last) % 2 == 0 or any(not x.is_pass for x in calls[last + 1:]):
        return None
    if _level_strain(calls[last])[0] >= 5:
        return None
    ours = [calls[i] for i in range(n - 2, -1, -2) if calls[i].is_bid]
    if not ours or any(_reaches_game(x) for x in ours):
        return None
    return last


def _principle_new_suit(sysm: System, before: Sequence[Call], c: Call) -> bool:
    """Whether ``c``, a bid no rule gives, is the general principle's new suit over the
    opponents' partscore (:func:`_game_values_over_interference`: a second five-card suit
    of our own with game values, "a new suit, forcing" — Root, "Commonsense Bidding": a new
    suit by responder is forcing, and with opening values responder bids again): a suit
    nobody has bid, at its cheapest level over their last bid (undoubled, below game), our
    side having opened and bid below game, the bidder the responder (not a passed hand),
    the suit not shown by our calls, and no bid of ours having forced to game (the force
    would hold anyway).  Such a bid is forcing for one round: the system has no rule for
    it, so the data cannot say so.  A bid directly over theirs that is the system's call as
    if they had passed keeps that rule's force (the principle of free bids), no more."""
    suit = _suit_of(c)
    if suit is None:
        return False
    p = len(before)
    last = _their_standing_partscore(before)
    if last is None or _reaches_game(before[last]):
        return False
    if last == p - 1:  # directly over their bid: the system's call as if they had passed
        # keeps that call's meaning (the principle of free bids)
        rules = _rules_for(sysm, [*before[:last], PASS], c)[2]
        if rules:
            return all(r.forcing for r in rules)
    opening = next(i for i in range(p) if before[i].is_bid)
    if (p - opening) % 4 != 2:
        return False  # responder's new suit (Root); not opener's, nor a defender's advance
    if not any(not before[i].is_pass for i in range(p - 2, -1, -4)):
        return False  # the bidder's partner has only passed: no values known opposite
    if any(before[i].is_pass for i in range(p - 4, -1, -4)):
        return False  # a passed hand's new suit promises no game values
    if any(_suit_of(x) == suit for x in before) or _game_forced(sysm, before) is not None:
        return False
    for i in range(p - 1, -1, -1):  # a suit a call has shown is no new suit (a
        if before[i].is_bid or before[i].pbn() == "X":  # transfer's completion, a suit a
            # negative double or their two-suited bid showed)
            got = _merge_shows(_rules_for(sysm, before[:i], before[i])[3]).get(suit.symbol)
            if isinstance(got, tuple) and got[0]:
                return False
    # game values are possible: the most the bidder's calls allow and the least its
    # partner's calls promise reach game (a negative response never makes this bid)
    high = _partner_range(Auction(Seat.NORTH, [*before, c, PASS]), sysm)[2]
    low = _partner_range(Auction(Seat.NORTH, list(before)), sysm)[1]
    if high is not None and high + low < _GAME_VALUES:
        return False
    cheapest = next(lv for lv in range(1, 8) if Call.bid(lv, suit.strain).index > before[last].index)
    return c.level == cheapest


def _forced_bid(h: Hand, a: Auction, sysm: System, force: str) -> tuple[Call, str]:
    """The cheapest sensible bid after a forcing call: a fit, no-trump, or a long suit."""
    calls = a.calls
    shown, partner_hcp = _partner_picture(a, sysm, h)
    together = h.hcp + partner_hcp
    low = a._last_bid_index()
    floor = calls[low].index if low is not None else -1

    def at(strain: Strain, want: int = 1) -> Call | None:
        for level in range(want, 8):
            c = Call.bid(level, strain)
            if c.index > floor:
                return c
        return None

    fits = _fits(h, shown, calls, sysm)
    # a forcing bid with no upper limit leaves partner in charge: make the cheapest bid
    # and let partner place the contract (Root, "Commonsense Bidding": the captain is the
    # player whose partner has limited the hand); with a limit, or forced to game, bid it
    limited = _partner_range(a, sysm)[2] is not None
    game = together >= 25 and (force == "game" or limited)
    def exactly(strain: Strain, level: int) -> Call | None:
        c = at(strain, level)
        return c if c is not None and c.level == level else None

    got = _slam_by_points(h, a, sysm, fits, _with_own_suit(h, fits, shown, partner_hcp),
                          shown, together, exactly)
    if got is not None:
        return got
    if fits:
        s = fits[0]
        if s in (Suit.CLUBS, Suit.DIAMONDS) and game and h.is_balanced:
            c = at(Strain.NOTRUMP, 3)
            if c is not None and c.level == 3:
                return c, f"{c}, game in no-trump (a minor fit, balanced, ~{together} HCP together)"
        c = at(s.strain, _GAME_LEVEL[s.strain] if game else 1)
        if c is not None:
            return c, f"{c}, the cheapest sensible bid: a {s.symbol} fit" + (
                f", game with ~{together} HCP together" if game else "")
    own = max(Suit, key=lambda s: (h.length(s), s))
    if h.is_balanced or h.length(own) < 5 or h.length(own) - shown[own] < 4:
        c = at(Strain.NOTRUMP, 3 if game else 1)
        if c is not None and (_level_strain(c)[0] <= 3 or not fits):
            return c, f"{c}, the cheapest sensible bid: no fit to show" + (
                f", game with ~{together} HCP together" if game else "")
    c = at(own.strain)
    if c is not None:
        return c, f"{c}, the cheapest sensible bid: {h.length(own)} {own.symbol}"
    c = at(Strain.NOTRUMP) or Call.bid(7, Strain.NOTRUMP)
    return c, f"{c}, the cheapest bid left"


def _partner_picture(a: Auction, sysm: System, h: Hand | None = None
                     ) -> tuple[dict[Suit, int], int]:
    """What partner's calls promise under the system: fewest cards by suit, and HCP.

    The HCP figure is what partner is expected to hold: the average over the hands partner
    can hold (13 of the 39 cards we cannot see, when our hand ``h`` is given), counting
    only those whose HCP lie in the range partner's calls leave.  Openings and responses
    cluster at the bottom of their ranges, so 12–21 is worth about 14, not 17.  Passes
    whose rule limits the hand (the opening pass: 11 HCP or fewer) narrow the range too.
    """
    shown, low, high = _partner_range(a, sysm, h)
    if not low and high is None and not any(c.is_bid for c in _calls_back(a.calls, 2)):
        return shown, 0
    return shown, round(_expected_hcp(low, high, h))


def _partner_range(a: Auction, sysm: System, h: Hand | None = None
                   ) -> tuple[dict[Suit, int], int, int | None]:
    """Partner's promised suit lengths and HCP range (low, high or None) from the system.

    A call that shows four or more cards in one of two suits (``ONE_OF``: a negative
    double of 1♣–(1♦), both majors or one of them) counts, with our hand ``h`` holding
    four or more in each (eight cards together in one of them, whichever partner holds),
    as partner's length in the one we hold more of (the higher of equal suits)."""
    calls = a.calls
    symbol = {s.symbol: s for s in Suit}
    shown = {s: 0 for s in Suit}
    low, high = 0, None
    either: list[tuple[tuple[str, ...], int]] = []
    for i in range(len(calls) - 2, -1, -4):  # partner's calls
        merged = _shows_of(sysm, calls[:i], calls[i])
        if (not merged and calls[i].is_bid and i >= 1
                and (calls[i - 1].is_bid or calls[i - 1].pbn() == "X")
                and not _rules_for(sysm, calls[:i], calls[i])[2]):
            # no rule gives the call: partner bid as if the opponent had passed (the
            # principle of free bids); a call a rule gives shows what that rule shows, even
            # nothing (the law's three-level re-raise only competes: it is no game try)
            merged = _shows_of(sysm, [*calls[:i - 1], PASS], calls[i])
        if (not merged and calls[i].is_bid and calls[i].strain is not Strain.NOTRUMP
                and not _rules_for(sysm, calls[:i], calls[i])[2]):
            merged = _principle_shows(sysm, calls, i)
        for key, value in merged.items():
            if key == ONE_OF:
                either.append(value)
                continue
            if not isinstance(value, tuple):
                continue
            lo, hi = value
            if key in symbol and lo is not None:
                shown[symbol[key]] = max(shown[symbol[key]], lo)
            elif key == "hcp":
                low = max(low, lo or 0)
                if hi is not None:
                    high = hi if high is None else min(high, hi)
    if high is not None and high < low:  # the calls contradict each other: trust the least
        high = None
    for names, n in either:
        suits = [symbol[k] for k in names]
        if (h is not None and all(h.length(s) + n >= 8 for s in suits)
                and not any(shown[s] >= n for s in suits)):
            held = h.length
            shown[max(suits, key=lambda s: (held(s), s))] = n
    return shown, low, high


def _partner_hcp_ranges(sysm: System, calls: Sequence[Call], low: int, high: int | None
                        ) -> tuple[tuple[int, int | None, tuple[int, int, int, int]], ...]:
    """The ways partner's calls can be read, one for each combination of the readings of
    partner's calls where a call two rules give shows HCP ranges apart (1♠–4♠: a
    preemptive raise under 10 HCP with five trumps, or a game raise with 13+ points and
    three): each the HCP range (within ``low``–``high``, :func:`_partner_range`, which
    merges a call's readings into one) and the fewest cards in each suit (clubs to
    spades) that reading adds to what the other calls show.  One reading when no call
    reads two ways (or too many combine)."""
    ranges: list[tuple[int, int | None, tuple[int, int, int, int]]] = [(low, high, (0, 0, 0, 0))]
    for i in range(len(calls) - 2, -1, -4):  # partner's calls
        readings = {_reading_of(x) for x in _rules_for(sysm, calls[:i], calls[i])[3]}
        if len({(lo, hi) for lo, hi, _ in readings}) < 2:
            continue
        ranges = [r for r in (_meet(a, b) for a in ranges for b in readings) if r is not None]
        if len(ranges) > 8:  # too many readings to tell apart: the merged range
            return ((low, high, (0, 0, 0, 0)),)
    return tuple(dict.fromkeys(ranges)) or ((low, high, (0, 0, 0, 0)),)


def _reading_of(shows: dict) -> tuple[int, int | None, tuple[int, int, int, int]]:
    """One reading of a call: the HCP range it shows ((0, None) when none) and the fewest
    cards it shows in each suit."""
    got = shows.get("hcp")
    lo, hi = (got[0] or 0, got[1]) if isinstance(got, tuple) else (0, None)
    lengths = []
    for s in Suit:
        n = shows.get(s.symbol)
        lengths.append(n[0] if isinstance(n, tuple) and n[0] is not None else 0)
    return lo, hi, (lengths[0], lengths[1], lengths[2], lengths[3])


def _meet(a: tuple[int, int | None, tuple[int, int, int, int]],
          b: tuple[int, int | None, tuple[int, int, int, int]]
          ) -> tuple[int, int | None, tuple[int, int, int, int]] | None:
    """Two readings together: the overlap of the HCP ranges (``None`` high: no upper
    limit) and the longer of each suit's lengths; ``None`` when the ranges do not meet."""
    lo = max(a[0], b[0])
    hi = a[1] if b[1] is None else b[1] if a[1] is None else min(a[1], b[1])
    if hi is not None and hi < lo:
        return None
    x, y = a[2], b[2]
    return lo, hi, (max(x[0], y[0]), max(x[1], y[1]), max(x[2], y[2]), max(x[3], y[3]))


def _fits(h: Hand, shown: dict, calls: Sequence[Call], sysm: System) -> list[Suit]:
    """The suits in which our hand ``h`` and the cards partner's calls have shown make
    eight or more, a major first, then the longer fit.  In a suit the opponents have bid
    (and our side has not) only partner's *bids* count: a penalty pass or double shows
    length in their suit to defend, not a trump suit of ours."""
    theirs = _table_context(calls, sysm=sysm).their_suits
    n = len(calls)

    def bid_shows(s: Suit) -> bool:  # one of partner's bids shows length in s
        return any(calls[i].is_bid and (_shows_of(sysm, calls[:i], calls[i]).get(s.symbol)
                                        or (None,))[0]
                   for i in range(n - 2, -1, -4))

    return sorted((s for s in Suit if shown[s] and shown[s] + h.length(s) >= 8
                   and (s not in theirs or bid_shows(s))),
                  key=lambda s: (s in (Suit.HEARTS, Suit.SPADES), shown[s] + h.length(s), s),
                  reverse=True)


def _suit_of(c: Call) -> Suit | None:
    """The suit of a suit bid (``None`` for a pass, double, redouble or no-trump)."""
    if not c.is_bid or c.strain is None or c.strain is Strain.NOTRUMP:
        return None
    return c.strain.suit


def _stopper_ask(sysm: System | None, calls: Sequence[Call], i: int) -> bool:
    """Whether the bid ``calls[i]`` is the principle's cue bid asking partner for a stopper
    (the "Western cue bid", Root & Pavlicek, "Modern Bridge Conventions"): a bid below 3NT
    of a suit the opponents have shown and our side has not, made while our side holds the
    contract (the last bid before it is ours), given by no rule of the system and not
    forced by partner's forcing call.  It shows no length in the suit, and it is forcing
    (:func:`_forcing`)."""
    c = calls[i]
    suit = _suit_of(c)
    if suit is None or c.index >= Call.bid(3, Strain.NOTRUMP).index:
        return False
    last = next((j for j in range(i - 1, -1, -1) if calls[j].is_bid), None)
    if last is None or (i - last) % 2:
        return False
    if suit not in _their_suits(sysm, calls[:i]):
        return False
    if sysm is None:
        return True
    if _rules_for(sysm, calls[:i], c)[2]:
        return False
    # a bid forced by partner's forcing call is the cheapest sensible bid, natural
    return i < 1 or not calls[i - 1].is_pass or not _forcing(
        Auction(Seat.NORTH, list(calls[:i])), sysm)[0]


def _principle_shows(sysm: System, calls: Sequence[Call], i: int) -> dict:
    """What a suit bid no rule gave (a bid of the principle layer) shows: support for a
    suit its partner has shown (enough for eight trumps together), else five or more
    cards of the suit — the principles compete in a fit, rebid a long suit of their own
    and make a forced bid in a fit or in a five-card suit."""
    suit = _suit_of(calls[i])
    if suit is None or _stopper_ask(sysm, calls, i):
        return {}
    partner_shown = 0
    for j in range(i - 2, -1, -4):  # the calls of the bidder's partner
        if calls[j].is_bid:
            got = _shows_of(sysm, calls[:j], calls[j]).get(suit.symbol)
            if isinstance(got, tuple) and got[0] is not None:
                partner_shown = max(partner_shown, got[0])
    if partner_shown >= 3:
        return {suit.symbol: (max(8 - partner_shown, 2), None)}
    return {suit.symbol: (5, None)}


def _shows_of(sysm: System, before: Sequence[Call], call: Call) -> dict:
    """What ``call`` shows after ``before``: the rules' ranges merged (a range of points
    standing in for HCP where a rule gives none: :func:`_points_as_hcp`)."""
    return _merge_shows(_rules_for(sysm, before, call)[3])


def _points_range(node) -> tuple[int | None, int | None]:
    """The range of ``points`` or ``dummy`` a condition's top-level ``and`` requires."""
    from .condition import _BoolOp, _Compare, _Num, _Range, _Value

    def subject(n) -> bool:
        return isinstance(n, _Value) and n.name in ("points", "dummy")

    if isinstance(node, _BoolOp) and node.op == "and":
        lo, hi = None, None
        for item in node.items:
            a, b = _points_range(item)
            lo = a if lo is None else (lo if a is None else max(lo, a))
            hi = b if hi is None else (hi if b is None else min(hi, b))
        return lo, hi
    if (isinstance(node, _Range) and subject(node.subject) and isinstance(node.low, _Num)
            and isinstance(node.high, _Num)):
        return int(node.low.value), int(node.high.value)
    if isinstance(node, _Compare) and len(node.rest) == 1 and subject(node.first):
        op, right = node.rest[0]
        if isinstance(right, _Num):
            v = int(right.value)
            return {">=": (v, None), ">": (v + 1, None), "<=": (None, v), "<": (None, v - 1),
                    "==": (v, v)}.get(op, (None, None))
    return None, None


_HONOURS = {14: 4, 13: 3, 12: 2, 11: 1}


@lru_cache(maxsize=4096)
def _hcp_distribution(aces: int, kings: int, queens: int, jacks: int,
                      pool: int = 39) -> tuple[float, ...]:
    """Chances of 0..37 HCP in 13 cards dealt from ``pool`` unseen cards, which hold this
    many aces, kings, queens and jacks (exact counting: the hypergeometric law)."""
    spots = pool - aces - kings - queens - jacks
    out = [0] * 38
    for ia in range(aces + 1):
        for ik in range(kings + 1):
            for iq in range(queens + 1):
                for ij in range(jacks + 1):
                    rest = 13 - ia - ik - iq - ij
                    if rest < 0 or rest > spots:
                        continue
                    ways = (comb(aces, ia) * comb(kings, ik) * comb(queens, iq)
                            * comb(jacks, ij) * comb(spots, rest))
                    out[4 * ia + 3 * ik + 2 * iq + ij] += ways
    total = sum(out)
    return tuple(w / total for w in out)


def _expected_hcp(low: int, high: int | None, h: Hand | None = None) -> float:
    """Partner's expected HCP given the range the auction shows and our own hand."""
    if h is not None and len(h) == 13:
        held = {r: 0 for r in _HONOURS}
        for s in Suit:
            for r in h.ranks(s):
                if int(r) in held:
                    held[int(r)] += 1
        dist = _hcp_distribution(*(4 - held[r] for r in (14, 13, 12, 11)))
    else:
        dist = _hcp_distribution(4, 4, 4, 4, 52)  # nothing known: 13 cards of the deck
    top = 37 if high is None else min(high, 37)
    weights = [(p, v) for v, p in enumerate(dist) if low <= v <= top]
    mass = sum(p for p, _ in weights)
    if mass <= 0:
        return float(low if high is None else (low + high) / 2)
    return sum(p * v for p, v in weights) / mass


# ---------------------------------------------------------------------------- principles
def principle(hand: Hand | str, auction: Auction | str | Sequence[Call | str] | None = None,
              system: System | str = "sayc",
              vulnerability: Vulnerability | None = None) -> Suggestion:
    """A call by general principles where the system has no agreement (never ``None``).

    The computer seats use it so that an auction the system does not cover still ends
    sensibly; the call is marked ``principle`` (it is not an agreement of the system):

    - our side holds the contract: bid game (in a known eight-card fit, else 3NT) when
      the HCP we hold and partner has promised reach 25 (the fit's game also at 26 counting
      shape; 3NT on the HCP alone, with their suits stopped; five of a minor fit at 29
      points when 3NT is out), a small slam at 33; invite game with 23–24 HCP (with a
      fit and the opponents silent, 23–25 points counting our shape); else pass;
    - the opponents hold it after partner's bid: the system's call as if the opponent had
      passed, when it still outranks their bid (else a free bid of a five-card suit at the
      two level with 10+ HCP);
    - the opponents hold it: compete in a known fit to the level of the fit (eight
      cards: the two level, nine: the three level — the law of total tricks), one level
      less with Cohen's negative adjustments (a flat 4-3-3-3 hand, honours in their
      suits; these also turn a preemptive jump raise into a simple one and stop a 23-HCP
      invitation), overcall a six-card suit with 10+ HCP at the two level; else pass.

    - the opponents bid five or more over the game our side bid to make: double them ("the
      five level belongs to the opponents", Cohen);
    - the opponents bid game when our calls have shown game values (our HCP and partner's
      minimum reach 25) and we hold two or more cards in their suit: double them ("our
      hand", which they must not play undoubled — see
      :func:`_double_their_game_on_our_values`);
    - the opponents hold a partscore after a bid of ours forced to game, or when our HCP
      and partner's minimum reach 25: game in our major fit, 3NT with their suits stopped,
      a second five-card suit, a penalty double with three of their suit, the forcing
      pass, or short in their suit a bid in our longest suit (see
      :func:`_game_values_over_interference`).

    With the board's ``vulnerability`` the competing judgement also weighs it: at
    favourable vulnerability one level beyond the law, a five-level sacrifice against
    their game included (see :func:`_vulnerability_judgement`); without it the calls are
    as if it were not known.

    >>> s = principle("AK2.KQ3.A8752.K3", "1C P 1D P 1NT P 3NT P P", "sayc")
    >>> s.call, s.principle, s.agreed
    (Call.from_str('P'), True, False)
    """
    sysm = System.named(system) if isinstance(system, str) else system
    a = _as_auction(auction)
    h = _as_hand(hand)
    if a.is_complete:
        candidates(h, a, sysm)  # raises: the auction has ended
    situations = sysm.situations_for(_from_opening(a.calls))
    title = situations[0][0].title if situations else None
    said = " ".join(c.pbn() for c in a.calls) or "(no calls yet)"
    why = (f"the system does not cover the auction {said}" if not situations else
           f"no rule of '{title}' fits this hand ({h.hcp} HCP, {h.pattern_text})")
    call, meaning = _principle_call(h, a, sysm, vulnerability)
    return Suggestion(call, None, f"General principle: {meaning}", None, title, sysm.name, why,
                      principle=True)


def _principle_call(h: Hand, a: Auction, sysm: System,
                    vulnerability: Vulnerability | None = None) -> tuple[Call, str]:
    """The general principle's call and its reason (weighing the board's
    ``vulnerability`` when it is known)."""
    table = _table_context(a.calls, a.dealer, vulnerability, sysm)

    calls = a.calls
    n = len(calls)
    last = a._last_bid_index()
    if last is None:
        return PASS, "nobody has opened and no rule fits: pass"
    floor = calls[last].index
    ours = (n - last) % 2 == 0
    shown, partner_hcp = _partner_picture(a, sysm, h)
    partner_bid = any(calls[i].is_bid for i in range(n - 2, -1, -4))
    we_bid = partner_bid or any(calls[i].is_bid for i in range(n - 4, -1, -4))
    together = h.hcp + partner_hcp

    def at(strain: Strain, level: int) -> Call | None:
        c = Call.bid(level, strain)
        return c if c.index > floor else None

    fits = _fits(h, shown, calls, sysm)
    agreed_fits = list(fits)  # suits partner has shown: only these agree a trump suit
    if partner_bid:
        fits = _with_own_suit(h, agreed_fits, shown, partner_hcp)
    if ours:
        level, strain = _level_strain(calls[last])
        asked = _ace_ask(calls)
        if asked is not None:
            return _after_ace_ask(h, a, sysm, asked, fits, together)
        cue_suit = _suit_of(calls[n - 2]) if n >= 2 and calls[n - 1].is_pass else None
        if cue_suit is not None and _stopper_ask(sysm, calls, n - 2):
            return _answer_stopper_ask(h, sysm, cue_suit, fits, calls, at)
        if _invited(a, sysm):
            return _answer_invitation(h, a, sysm, agreed_fits, at)
        if partner_bid:
            got = _slam_by_points(h, a, sysm, agreed_fits, fits, shown, together, at)
            if got is not None:
                return got
        trumps = _slam_trumps(h, agreed_fits, fits)
        extra = distribution_points(h, trumps, shown[trumps]) if trumps is not None else 0
        if partner_bid and (together >= 25 or together + extra >= 26):
            if fits and fits[0] in (Suit.HEARTS, Suit.SPADES):
                major: Suit = fits[0]
                c = at(major.strain, 4)
                if c is not None:
                    return c, (f"game in {_fit_words(h, major, agreed_fits)}: about "
                               f"{together} HCP together")
            # no-trump counts the high cards alone: points for shape take tricks by
            # ruffing, in a trump contract only (Goren, "Point Count Bidding")
            c = at(Strain.NOTRUMP, 3) if together >= 25 else None
            open_suits = _unstopped(h, calls, sysm)
            # unbalanced with a minor fit and three of it bid, the principle stays there while
            # the opponents are silent; once they have bid a suit, and we stop it, game values
            # are not sold out in a partscore: 3NT (Root, "Commonsense Bidding": game at 25-26
            # points, and nine tricks in no-trump before eleven in a minor)
            if c is not None and (h.is_balanced or not fits or strain is Strain.NOTRUMP
                                  or level < 3 or _their_suits(sysm, calls)) and not open_suits:
                return c, f"game in no-trump: about {together} HCP together"
            # no 3NT (their suit unstopped, or unbalanced and uncontested) but a minor fit and
            # the 29 points of eleven tricks (Goren, "Point Count Bidding"): five of the
            # minor, unless partner has already placed us in a game
            if (fits and fits[0] in (Suit.CLUBS, Suit.DIAMONDS) and together + extra >= 29
                    and not _reaches_game(calls[last])):
                five = at(fits[0].strain, 5)
                if five is not None:
                    return five, (f"game in {_fit_words(h, fits[0], agreed_fits)}: about "
                                  f"{together + extra} points together, the 29 of a minor-suit "
                                  "game (Goren, \"Point Count Bidding\")")
            if open_suits and c is not None and len(open_suits) == 1 and not any(
                    _stopper_ask(sysm, calls, j) for j in range(n - 2, -1, -2)):
                # one suit of theirs unstopped: cue bid it, asking partner for a stopper
                # (Root & Pavlicek, "Modern Bridge Conventions": the Western cue bid)
                cue = next((x for x in (at(open_suits[0].strain, k) for k in (2, 3))
                            if x is not None), None)
                if (cue is not None and cue.index < c.index
                        and _stopper_ask(sysm, [*calls, cue], n)):  # partner reads it so
                    return cue, (f"about {together} HCP together, but no stopper in their "
                                 f"{open_suits[0].symbol}: a cue bid of their suit asks "
                                 "partner for a stopper for 3NT")
            if open_suits and c is not None:
                return PASS, (f"about {together} HCP together, but no stopper in their "
                              f"{' '.join(t.symbol for t in open_suits)} for no-trump and no "
                              "fit for a suit game: pass")
        # with a fit the invitation counts the shape too, as the game above does (Goren,
        # "Point Count Bidding": 23-25 points with the distribution invite, 26 bid game);
        # not once the opponents have bid: there three of our major competes, by the
        # trumps we hold (Cohen, "To Bid or Not to Bid"), and is no invitation
        they_bid = any(calls[i].is_bid for i in range(n - 1, -1, -2))
        shape = extra if not they_bid else 0
        if partner_bid and (together in (23, 24) or shape and 23 <= together + shape <= 25):
            invite = _invitation(h, a, sysm, agreed_fits, together, at, shape)
            if invite is not None:
                return invite
        return PASS, (f"our side holds the contract and about {together} HCP together"
                      + (f" ({together + extra} points with the distribution)" if extra else "")
                      + " do not call for more: pass")
    # the opponents hold the contract
    got = _double_their_sacrifice(a, together)
    if got is not None:
        return got
    got = _game_values_over_interference(h, a, sysm, agreed_fits, at)
    if got is not None:
        return got
    if partner_bid:
        got = _as_if_they_passed(h, a, sysm, vulnerability)
        if got is not None:
            return got
    got = _preemptor_passes(sysm, a)
    if got is not None:
        return got
    got = _double_their_game_on_our_values(h, a, sysm)
    if got is not None:
        return got
    if fits:
        s = fits[0]
        total = max(shown[s], 0 if s in agreed_fits else 2) + h.length(s)
        # the law holds when the high cards are shared about evenly (Cohen, "To Bid or
        # Not to Bid": partscore battles with 18-22 HCP each); with less, stop at two
        cap = 4 if together >= 18 else 2
        less, why = _law_less(h, calls, sysm)
        more, vwhy = _vulnerability_judgement(table)
        if more:  # the vulnerability moves the law's level, and its cap, by one: a
            # sacrifice at the five level against their game, but not five over their five
            # ("the five level belongs to the opponents", Cohen)
            less, why = less - more, why + vwhy
            cap = cap + more if (calls[last].level or 0) <= 4 else cap
        for level in range(1, min(total - 6 - less, cap) + 1):
            c = at(s.strain, level)
            if c is not None:
                return c, (f"compete in the {s.symbol} fit: {total} trumps together, so the "
                           f"{level} level (the law of total tricks{why})")
        if less > 0 and at(s.strain, min(total - 6, cap)) is not None:
            return PASS, (f"{total} trumps together would compete to the {min(total - 6, cap)} "
                          f"level (the law of total tricks), but{why[1:]}: pass")
    # our own suit, bid before and six cards long, plays opposite a doubleton: compete to
    # the level of the trumps (the law of total tricks), one higher with extra values
    # (Root, "Commonsense Bidding": opener's free rebid of a long suit in competition)
    mine = [t for t in (_suit_of(c) for c in _calls_back(calls, 4)) if t is not None]
    long_own = [t for t in mine if h.length(t) >= 6 and t not in fits]
    if long_own:
        t = max(long_own, key=lambda t: (h.length(t), t))
        total = h.length(t) + max(shown[t], 2)
        less, why = _law_less(h, calls, sysm)
        more, vwhy = _vulnerability_judgement(table)
        less, why = less - more, why + vwhy
        top = min(total - 6 - less + (1 if h.hcp >= 16 else 0), _GAME_LEVEL[t.strain])
        for level in range(1, top + 1):
            c = at(t.strain, level)
            if c is not None:
                return c, (f"rebid our own {h.length(t)}-card {t.symbol} suit in competition: "
                           f"about {total} trumps together, so the {level} level (the law of "
                           f"total tricks{why})" + (", one higher with extra values"
                                                    if h.hcp >= 16 and level == top else ""))
        if (less > 0 and 1 <= top + 1 <= _GAME_LEVEL[t.strain]
                and at(t.strain, top + 1) is not None):
            return PASS, (f"our own {h.length(t)}-card {t.symbol} suit: about {total} trumps "
                          f"together would compete to the {top + 1} level (the law of total "
                          f"tricks), but{why[1:]}: pass")
    if not we_bid and h.hcp >= 10:
        # never in a suit of theirs: that bid would be a cue bid, not an overcall
        s = max(Suit, key=lambda s: (h.length(s), s))
        if h.length(s) >= 6 and s not in table.their_suits:
            for level in (1, 2):
                c = at(s.strain, level)
                if c is not None:
                    return c, f"a natural overcall: six or more {s.symbol}, {h.hcp} HCP"
    return PASS, "no safe action over the opponents' bid: pass"


#: The rules whose bid is a preempt (``"not_on_values": "preempt"`` in the system data).
_PREEMPTS = frozenset({"preempt"})


def _given_only_by(sysm: System, calls: Sequence[Call], i: int, kinds: frozenset) -> bool:
    """Whether the bid ``calls[i]`` was given by the system, and only by rules whose
    ``not_on_values`` is one of ``kinds``."""
    rules = _rules_for(sysm, calls[:i], calls[i])[2]
    return bool(rules) and all(r.not_on_values in kinds for r in rules)


def _preempted(sysm: System, calls: Sequence[Call]) -> Call | None:
    """Our own earlier bid that was a preempt (a rule of :data:`_PREEMPTS` gave it), if any:
    the calls of the player now to call are ``calls[n - 4]``, ``calls[n - 8]``, ..."""
    n = len(calls)
    return next((calls[i] for i in range(n - 4, -1, -4)
                 if calls[i].is_bid and _given_only_by(sysm, calls, i, _PREEMPTS)), None)


#: The rules whose bid does not promise the values for the game it may reach: preempts,
#: and preemptive raises and sacrifices (``"not_on_values": "obstruction"``).
_NOT_ON_VALUES = _PREEMPTS | {"obstruction"}


def _game_on_values(sysm: System, calls: Sequence[Call]) -> bool:
    """Whether our side (the player to call and partner) opened the bidding and has bid a
    game (below slam) to make it: none of our bids is a preempt, a preemptive raise or a
    sacrifice (:data:`_NOT_ON_VALUES`), both of us have bid, and the HCP our calls have
    shown reach 15 together (an opening and a response, counted at their minimum: Acol's
    light openings and Precision's 11-15 one-bids included) — 22 when the opponents had
    bid before our game (we may have been pushed there).
    When the opponents bid over such a game, a pass by either of us is forcing: partner
    must double them or bid on ("forcing pass", the ACBL's Official Encyclopedia of
    Bridge; Larry Cohen, "To Bid or Not to Bid": the side that bid game on values owns the
    hand — the opponents' five-level bid is a sacrifice, to be doubled or outbid).  Read from
    the auction alone, so both partners agree on it."""
    n = len(calls)
    first = next((i for i, c in enumerate(calls) if c.is_bid), None)
    if first is None or (n - first) % 2:  # nobody, or the opponents, opened
        return False
    ours = [i for i in range(n - 2, first - 1, -2) if calls[i].is_bid]
    if not ours:
        return False
    top = calls[ours[0]]
    if not _reaches_game(top) or (top.level or 0) >= 6:
        return False
    if any(_given_only_by(sysm, calls, i, _NOT_ON_VALUES) for i in ours):
        return False
    if not ({(n - i) % 4 for i in ours} == {0, 2}):
        return False  # one of us alone bid the game: no values shown by partner
    a = Auction(Seat.NORTH, list(calls))
    partner_low = _partner_range(a, sysm)[1]
    my_low = _partner_range(Auction(Seat.NORTH, list(calls[:n - 2])), sysm)[1]
    game = next(i for i in reversed(ours) if _reaches_game(calls[i]))
    pushed = any(calls[j].is_bid for j in range(game - 1, first, -2))
    # a game bid after the opponents competed was pushed there, not bid voluntarily (no
    # force: "bidding a game in a competitive auction, even with a jump, does not
    # establish a force", Bramley in ACBL District 6's "What's a Forcing Pass?") unless
    # our calls have shown the values for it anyway (22+ HCP: a cue-bid raise and a
    # sound opening)
    return partner_low + my_low >= (22 if pushed else 15)


@lru_cache(maxsize=16)
def _has_forcing_pass(sysm: System) -> bool:
    """Whether the system writes a pass as forcing (a forcing-pass situation): only then
    does :func:`forcing` read partner's pass over the opponents' bid."""
    return any(r.forcing and r.is_pass for s in sysm.situations for r in s.rules)


def _preemptor_passes(sysm: System, a: Auction) -> tuple[Call, str] | None:
    """The preemptor does not bid again by himself: the preempt described the hand in one
    bid (a long suit, little outside) and partner, who knows both hands' worth, takes every
    later decision — to raise, to compete, to double or to defend (Root, "Commonsense
    Bidding", on preemptive bids; Cohen, "To Bid or Not to Bid": the raise of a preempt is
    partner's, to the level of the fit).  Used when the opponents hold the contract and no
    rule of the system gave a call: pass, with the reason (else ``None``)."""
    mine = _preempted(sysm, a.calls)
    if mine is None:
        return None
    return PASS, (f"our {mine} was a preempt, which described the hand in one bid: the "
                  "preemptor does not bid again, partner decides: pass")


def _vulnerability_judgement(table: Context) -> tuple[int, str]:
    """The law of total tricks weighed with the vulnerability: at favourable vulnerability
    (they vulnerable, we not) compete, or sacrifice, one level beyond the law (Larry
    Cohen, "To Bid or Not to Bid": the law is a guide to be adjusted, and at favourable
    vulnerability one level more costs at most 50 a trick undoubled, 100 doubled for
    the first two, against the opponents' vulnerable partscore or game).  ``(1, why)``
    then, else ``(0, "")``.

    Unfavourable vulnerability is left at the law's level: one level less there (the
    brief's reading of the books) measured worse on the benchmark for all three systems
    (about +0.02-0.03 IMPs a board), and Cohen's law does not subtract for it in the
    partscore battle."""
    if table.they_vulnerable and not table.vulnerable:  # None (not known) reads as not
        return 1, ", one level more at favourable vulnerability (Cohen)"
    return 0, ""


def _double_their_sacrifice(a: Auction, together: int) -> tuple[Call, str] | None:
    """Double the opponents when they bid at the five level or higher over the game our
    side has bid (Larry Cohen, "To Bid or Not to Bid": "the five level belongs to the
    opponents" - do not bid five over five, double them; the law of total tricks tells
    the doubler that they are going down: our trumps and theirs rarely reach the 21 tricks
    both contracts need).  Only when our side holds the balance of the high cards (22+
    HCP together, so our game was bid to make, not as a sacrifice of our own), not with
    slam values (33 or more), nor when the contract is already doubled; ``None``
    otherwise."""
    from ..auction import DOUBLE

    calls = a.calls
    n = len(calls)
    last = a._last_bid_index()
    if last is None or (n - last) % 2 == 0 or not 22 <= together < 33:
        return None
    if any(not c.is_pass for c in calls[last + 1:]):
        return None  # already doubled (or redoubled)
    theirs = calls[last]
    if (theirs.level or 0) < 5:
        return None
    ours = next((calls[i] for i in range(last - 1, -1, -2) if calls[i].is_bid), None)
    if ours is None or not _reaches_game(ours) or (ours.level or 0) >= 6:
        return None
    return DOUBLE, (f"penalty double: the opponents' {theirs} outbids the game our side has "
                    f"bid ({ours}); the five level belongs to the opponents (Cohen, the law "
                    "of total tricks: they are going down)")


#: The HCP our side's calls must show together (ours counted exactly, partner's at the
#: minimum of the calls) to make the hand "ours": the 25 of a game (Goren's point count).
_GAME_VALUES = 25


def _game_forced(sysm: System, calls: Sequence[Call]) -> Call | None:
    """Our side's bid (the player to call's or partner's) that forced to game: every rule
    of the system that gives it says ``"forcing": "game"`` (a cue bid of 19+, a
    two-over-one, a jump shift, ...); ``None`` when there is none."""
    n = len(calls)
    return next((calls[i] for i in range(n - 2, -1, -2) if calls[i].is_bid
                 and (rules := _rules_for(sysm, calls[:i], calls[i])[2])
                 and all(r.forcing == "game" for r in rules)), None)


def _game_values_over_interference(h: Hand, a: Auction, sysm: System, agreed_fits: list,
                                   at) -> tuple[Call, str] | None:
    """Our side has game values but the opponents hold a partscore: do not sell out.

    Two cases: a bid of ours has forced to game (the force survives their bid: below game
    a pass is forcing — Eddie Kantar, "Forcing Pass in Contract Bridge": an auction forced
    to game is the first case of the forcing pass), or the HCP we hold and the least partner's calls have
    promised reach 25 (an opening facing an opening: game — Goren; responder with opening
    values bids again after opener passes over their raise, Root).  Then, in this order:
    game in a major fit partner has shown, or in our own six-card major (Root: a
    six-card major plays opposite a doubleton), a seven-card major even before we have bid
    it (it needs no support); 3NT with their suits stopped (with a
    minor fit only when balanced: Root, no-trump before five of a minor; unbalanced, the
    law of total tricks competes in the minor as before); a second
    five-card suit of our own, a new suit and forcing (only when no bid has forced to game,
    which the next call of partner keeps); the penalty double with three or more cards of
    their suit and no fit ("double them when you have the balance of power and no fit",
    Cohen, "To Bid or Not to Bid"; Root); with a game force and partner still to call, the
    forcing pass (partner must double or bid); with a void or singleton in their suit, our
    longest other suit (four or more cards) at the cheapest level below game (shortness in
    their suit is offence: Cohen, "To Bid or Not to Bid"); else double (the balance of
    power; with a doubleton too, which the boards support).  When
    they have jumped to game (four of a suit, or 3NT) over our values, double them: the
    balance of power is ours (Cohen; Bridge BidBase, "Forcing Pass": our side clearly has
    the greater number of HCP).  ``None`` when neither case holds, the contract is
    doubled or at the five level (:func:`_double_their_sacrifice` reads that), or we have
    already bid game."""
    from ..auction import DOUBLE, PASS

    calls = a.calls
    n = len(calls)
    last = _their_standing_partscore(calls)
    if last is None:
        return None
    level, strain = _level_strain(calls[last])
    forced = _game_forced(sysm, calls)
    if forced is None and not any(not calls[i].is_pass for i in range(n - 2, -1, -4)):
        return None  # partner has only passed: no values known opposite
    low = _partner_range(a, sysm)[1]
    if forced is None and h.hcp + low < _GAME_VALUES:
        return None
    why = (f"our {forced} forced to game" if forced is not None else
           f"{h.hcp} HCP and partner's {low}+ make game values")
    majors = [s for s in agreed_fits if s in (Suit.HEARTS, Suit.SPADES)]
    if level >= _GAME_LEVEL[strain]:  # they jumped to game over our values: the double
        # of their game is one rule (_double_their_game_on_our_values: two or more of
        # their suit); short in it, bid on in our major fit
        got = _double_their_game_on_our_values(h, a, sysm)
        if got is not None:
            return got
        c = at(majors[0].strain, 4) if majors else None
        if c is None:
            return None
        return c, f"game in the {majors[0].symbol} fit over their {calls[last]}: {why}"
    if majors:
        c = at(majors[0].strain, 4)
        if c is not None:
            return c, f"game in the {majors[0].symbol} fit over their {calls[last]}: {why}"
    mine = [t for t in (_suit_of(x) for x in _calls_back(calls, 4)) if t is not None]
    six = [t for t in mine if t in (Suit.HEARTS, Suit.SPADES) and h.length(t) >= 6]
    # a seven-card major needs no support, bid before or not: opposite a singleton it
    # still makes eight trumps
    six += [t for t in (Suit.SPADES, Suit.HEARTS) if t not in six and h.length(t) >= 7]
    if six and not agreed_fits:
        c = at(six[0].strain, 4)
        if c is not None:
            return c, (f"game in our own {h.length(six[0])}-card {six[0].symbol} suit over "
                       f"their {calls[last]}: {why}")
    c = at(Strain.NOTRUMP, 3)
    if (c is not None and not _unstopped(h, calls, sysm) and not majors
            and (not agreed_fits or h.is_balanced)):
        return c, f"3NT over their {calls[last]}, their suit stopped: {why}"
    if agreed_fits and not majors:
        return None  # a minor fit, unbalanced: the law of total tricks competes in it
    theirs = _suit_of(calls[last])
    bid = {t for t in (_suit_of(x) for x in calls) if t is not None}
    if forced is None and not agreed_fits:
        own = [t for t in Suit if h.length(t) >= 5 and t not in bid]
        if own:
            t = max(own, key=lambda t: (h.length(t), t))
            c = next((x for x in (at(t.strain, lv) for lv in (1, 2, 3)) if x is not None), None)
            if c is not None:
                return c, (f"a new suit, forcing: {h.length(t)} {t.symbol} over their "
                           f"{calls[last]}; {why}, so bid again (Root)")
    if theirs is not None and h.length(theirs) >= 3 and not agreed_fits:
        return DOUBLE, (f"penalty double of their {calls[last]}: {why} and no fit, "
                        f"{h.length(theirs)} cards in their suit (the balance of power: "
                        "Cohen, Root)")
    if forced is not None and n - 1 == last:
        return PASS, (f"forcing pass: {why}, their {calls[last]} is below game; partner "
                      "must double them or bid on")
    if theirs is not None and h.length(theirs) <= 1:
        # shortness in their suit is offence, not defence (as for the double of their game,
        # _double_their_game_on_our_values): bid on in our longest other suit, below game
        # (Cohen, "To Bid or Not to Bid": short in their suit, our side holds more trumps and
        # more tricks — bid; the penalty double wants length in their suit)
        other = _table_context(calls, sysm=sysm).their_suits
        own = [t for t in Suit if t not in other and h.length(t) >= 4]
        if own:
            t = max(own, key=lambda t: (h.length(t), t))
            c = next((x for x in (at(t.strain, lv) for lv in range(1, _GAME_LEVEL[t.strain]))
                      if x is not None), None)
            if c is not None:
                return c, (f"bid on in our {h.length(t)}-card {t.symbol} suit: {why}, and "
                           f"{'a void' if h.length(theirs) == 0 else 'a singleton'} in their "
                           f"{theirs.symbol} is offence, not defence — no penalty double "
                           "(Cohen, the law of total tricks)")
    return DOUBLE, (f"double their {calls[last]}: {why}, no fit to bid game in (the balance "
                    "of power: Cohen, Root)")


def _double_their_game_on_our_values(h: Hand, a: Auction, sysm: System
                                     ) -> tuple[Call, str] | None:
    """Double the opponents' game (or higher) bid when our side's calls have shown the
    values for game: our HCP and partner's minimum reach :data:`_GAME_VALUES` — "our
    hand", which the opponents must not be allowed to play undoubled ("The Forcing Pass",
    in-oz.com bridge forum, 2024: a game-forcing auction, or one where it is obvious that
    we hold the balance of power; "Forcing Pass", loebbridge.com: in a game-forcing auction
    the opponents cannot buy the contract undoubled — double or bid on).  Only with two or
    more cards in their suit (defence: "a double is a strong request to shut up and take
    the money", Finn Clark's bridge notes, "Forcing pass"); not when it is already doubled,
    nor before our side has bid.  ``None`` otherwise."""
    from ..auction import DOUBLE

    calls = a.calls
    n = len(calls)
    last = a._last_bid_index()
    if last is None or (n - last) % 2 == 0:
        return None
    if any(not c.is_pass for c in calls[last + 1:]):
        return None  # already doubled (or redoubled)
    theirs = calls[last]
    if not _reaches_game(theirs):
        return None
    if not any(calls[i].is_bid or calls[i].pbn() == "X" for i in range(n - 2, -1, -2)):
        return None  # our side has not called yet: nothing shown
    low = _partner_range(a, sysm)[1]
    if h.hcp + low < _GAME_VALUES:
        return None
    suit = theirs.strain.suit if theirs.strain is not None else None
    if suit is not None and h.length(suit) < 2:
        return None  # shortness in their suit: offence, not defence
    return DOUBLE, (f"penalty double: our side has shown the values for game ({h.hcp} HCP "
                    f"here, partner at least {low}) and the opponents' {theirs} tries to buy "
                    "the contract: our hand, which they must not play undoubled")


def _fit_words(h: Hand, suit: Suit, agreed_fits: list) -> str:
    """How a principle call names the suit it plays in: partner's fit, or our own suit."""
    if suit in agreed_fits:
        return f"the {suit.symbol} fit"
    return (f"our own {h.length(suit)}-card {suit.symbol} suit (partner has not shown "
            "support)")


def _slam_trumps(h: Hand, agreed_fits: list, fits: list) -> Suit | None:
    """The trump suit a slam auction may rest on: a fit partner has shown, or a
    self-sufficient suit of our own (six or more headed by A K Q); any other long suit of
    ours is no fit (Root, "Commonsense Bidding": Blackwood once the trump suit is known)."""
    if agreed_fits:
        return agreed_fits[0]
    return next((t for t in fits if h.length(t) >= 6 and _top(h, t) == 3), None)


def _with_own_suit(h: Hand, agreed_fits: list, shown: dict, partner_hcp: int) -> list:
    """The fits partner has shown, or, with none, a six-card suit of our own, which plays
    opposite partner's doubleton (shown) or opposite an opening's values (12+ HCP)."""
    if agreed_fits:
        return list(agreed_fits)
    own = max(Suit, key=lambda s: (h.length(s), s))
    if h.length(own) >= 6 and (shown[own] >= 2 or partner_hcp >= 12):
        return [own]
    return []


def _slam_by_points(h: Hand, a: Auction, sysm: System, agreed_fits: list, fits: list,
                    shown: dict, together: int, at) -> tuple[Call, str] | None:
    """The slam by points, our side holding the contract after partner has bid — for the
    general principle and for the answer to a forcing call alike: Blackwood 4NT with a
    trump suit and 33 points together (Goren's point count: distribution counted once the
    fit is known; Root, "Commonsense Bidding": Blackwood once the trump suit is known and
    the values are there); the small slam directly where 4NT would not ask for aces
    (directly over partner's no-trump it is quantitative, the ACBL SAYC booklet) or is
    passed; with 33 HCP and no trump suit, six no-trump with the opponents' suits stopped.
    ``at(strain, level)`` is the bid at exactly that level, ``None`` when it is passed.
    ``None`` without slam values."""
    calls = a.calls
    n = len(calls)
    trumps = _slam_trumps(h, agreed_fits, fits)
    extra = distribution_points(h, trumps, shown[trumps]) if trumps is not None else 0
    # 4NT directly over partner's no-trump is quantitative, not Blackwood (the ACBL
    # SAYC booklet): there the slam is bid directly below
    partner_last = next((calls[i] for i in range(n - 2, -1, -2) if calls[i].is_bid
                         and (n - 2 - i) % 4 == 0), None)
    over_nt = partner_last is not None and partner_last.strain is Strain.NOTRUMP
    if together + extra >= 33 and trumps is not None and not over_nt:
        c = at(Strain.NOTRUMP, 4)
        if c is not None:
            known = (f"a {trumps.symbol} fit" if agreed_fits else
                     f"our own self-sufficient {h.length(trumps)}-card {trumps.symbol} suit")
            ask = _ace_ask_words(sysm)
            return c, (f"Blackwood: slam values (about {together} HCP together, "
                       f"{together + extra} points with the distribution) and {known}; {ask}")
    if not (together + extra >= 33 and trumps is not None or together >= 33):
        return None
    if fits:
        s = fits[0]
        c = at(s.strain, 6)
        if c is not None:
            return c, f"slam in {_fit_words(h, s, agreed_fits)}: about {together} HCP together"
    c = at(Strain.NOTRUMP, 6)
    if c is not None and not _unstopped(h, calls, sysm):
        return c, f"slam in no-trump: about {together} HCP together"
    return None


def _law_adjustment(h: Hand, calls: Sequence[Call], sysm: System | None = None
                    ) -> tuple[int, str]:
    """One level less than the law of total tricks allows, and why, when our hand holds
    one of Cohen's negative adjustments (:func:`~.condition.law_adjustments`, the same
    reading the systems' rules use as ``law_less``).  ``(0, "")`` without them, else
    ``(1, what we hold)``."""
    reasons = law_adjustments(h, _their_suits(sysm, calls))
    return (1, " and ".join(reasons)) if reasons else (0, "")


def _law_less(h: Hand, calls: Sequence[Call], sysm: System | None = None
              ) -> tuple[int, str]:
    """:func:`_law_adjustment` with its reason as a clause to add to the law's."""
    less, why = _law_adjustment(h, calls, sysm)
    return less, (f", one level less for {why} (Cohen's adjustments)" if less else "")


def _invitation(h: Hand, a: Auction, sysm: System, agreed_fits: list, together: int,
                at, extra: int = 0) -> tuple[Call, str] | None:
    """An invitation to game with about 23–24 HCP together (23–25 points counting the
    ``extra`` points of our shape once a fit is known) when partner's maximum would
    bring 26: three of an agreed major, else 2NT with their suits stopped (Root,
    "Commonsense Bidding": 26 points for game; invite when partner's maximum reaches it)."""
    _, low, high = _partner_range(a, sysm)
    majors = [s for s in agreed_fits if s in (Suit.HEARTS, Suit.SPADES)]
    extra = extra if majors else 0  # shape takes tricks by ruffing: no-trump counts HCP
    if not majors and together not in (23, 24):
        return None
    if high is not None and h.hcp + extra + high < 26:
        return None  # partner's maximum does not reach the 26 of a game
    less, why = _law_adjustment(h, a.calls, sysm)
    if majors and less and together + extra - less < 23:
        # a flat hand counts a point less (Goren's point count: deduct one for 4-3-3-3),
        # and so do honours in the opponents' suits, which take their tricks in defence
        # (Cohen's adjustments): 23 HCP together less that point do not invite
        return PASS, (f"about {together} HCP together would invite game in the "
                      f"{majors[0].symbol} fit, but with {why} (Goren's point count, Cohen's "
                      "adjustments): pass")
    if majors:
        c = at(majors[0].strain, 3)
        if c is not None and c.level == 3:
            return c, (f"invites game in the {majors[0].symbol} fit: about {together} HCP "
                       "together" + (f", {together + extra} points with the distribution"
                                     if extra else "")
                       + "; partner bids game with the top of the range shown")
        return None
    c = at(Strain.NOTRUMP, 2)
    if c is not None and c.level == 2 and not _unstopped(h, a.calls, sysm) and (
            h.is_balanced or not agreed_fits):
        return c, (f"invites 3NT: about {together} HCP together; partner bids game with "
                   "the top of the range shown")
    return None


def _invited(a: Auction, sysm: System) -> bool:
    """Partner's last call is an invitation by principle: a bid no rule of the system
    gives, made while our side held the contract and free to pass — 2NT or three of a
    major (what :func:`_invitation` bids)."""
    calls = a.calls
    n = len(calls)
    if n < 3 or not calls[n - 1].is_pass or not calls[n - 2].is_bid:
        return False
    c = calls[n - 2]
    if not ((c.level == 2 and c.strain is Strain.NOTRUMP)
            or (c.level == 3 and c.strain in (Strain.HEARTS, Strain.SPADES))):
        return False
    prior = next((j for j in range(n - 3, -1, -1) if calls[j].is_bid), None)
    if prior is None or (n - 2 - prior) % 2:  # the bid before it was the opponents'
        return False
    if _rules_for(sysm, calls[:n - 2], c)[2]:
        return False
    if forcing(Auction(a.dealer, list(calls[:n - 2])), sysm):
        return False
    return True


def _answer_invitation(h: Hand, a: Auction, sysm: System, agreed_fits: list,
                       at) -> tuple[Call, str]:
    """Accept partner's invitation with the upper part of the range our calls have shown,
    decline with the lower part (Root, "Commonsense Bidding": accept with a maximum)."""
    calls = a.calls
    _, low, high = _partner_range(Auction(a.dealer, list(calls[:len(calls) - 2])), sysm)
    mine = _expected_hcp(low, high)
    c = calls[-2]
    if h.hcp < mine + 1:
        return PASS, (f"declines partner's invitation: {h.hcp} HCP is not above the "
                      f"{round(mine)} our calls promise on average")
    if c.strain is Strain.NOTRUMP:
        majors = [s for s in agreed_fits if s in (Suit.HEARTS, Suit.SPADES)]
        game = at(majors[0].strain, 4) if majors else at(Strain.NOTRUMP, 3)
    else:
        game = at(c.strain, 4)
    if game is None:
        return PASS, "accepts partner's invitation, but game is already passed: pass"
    return game, (f"accepts partner's invitation: {h.hcp} HCP, more than the "
                  f"{round(mine)} our calls promise on average")


def _answer_stopper_ask(h: Hand, sysm: System, suit: Suit, fits: list,
                        calls: Sequence[Call], at) -> tuple[Call, str]:
    """The answer to partner's cue bid asking for a stopper in their suit
    (:func:`_stopper_ask`; Root & Pavlicek, "Modern Bridge Conventions": the Western cue
    bid): 3NT with a stopper; without one, the cheapest bid of our fit, else of the longest
    suit our bids have shown (not the suit of an artificial bid such as Precision's 1♣) —
    the cue bid is forcing, and partner places the contract.  ``suit`` is the suit of
    partner's cue bid."""
    nt = at(Strain.NOTRUMP, 3)
    if h.has_stopper(suit) and nt is not None:
        return nt, f"partner's cue bid of their {suit.symbol} asks for a stopper: 3NT with one"
    n = len(calls)
    mine = {t for j in range(n - 4, -1, -4) if calls[j].is_bid  # the suits my bids showed
            for t in _call_suits(sysm, tuple(calls[:j]), calls[j])}
    own = [t for t in mine if t is not suit] or [t for t in Suit if t is not suit]
    for t in [*[f for f in fits if f is not suit],
              max(own, key=lambda t: (h.length(t), t))]:
        for level in range(2, 6):
            c = at(t.strain, level)
            if c is not None:
                return c, (f"no stopper in their {suit.symbol} for partner's cue bid: "
                           f"{c}, our {t.symbol} at the cheapest level, instead of 3NT")
    return PASS, f"no stopper in their {suit.symbol} for partner's cue bid: pass"


def _unstopped(h: Hand, calls: Sequence[Call], sysm: System | None = None) -> list[Suit]:
    """The opponents' suits that no-trump would leave open: the suits their calls have
    shown and ours have not (:func:`_their_suits`: not the suit of an artificial bid such
    as Stayman or a cue bid of our suit, but the suit a transfer shows), where we hold no
    stopper and partner has not bid no-trump since (Root, "Commonsense Bidding": bid
    no-trump over an opponent's suit only with that suit stopped)."""
    n = len(calls)
    theirs = _their_suits(sysm, calls)
    out: list[Suit] = []
    for i in range(n - 1, -1, -2):  # the opponents' calls
        for suit in _call_suits(sysm, tuple(calls[:i]), calls[i]):
            if suit not in theirs or suit in out or h.has_stopper(suit):
                continue
            covered = any(calls[j].is_bid and calls[j].strain is Strain.NOTRUMP
                          for j in range(i + 1, n, 1) if (n - j) % 2 == 0)
            if not covered:
                out.append(suit)
    return out


def _reads_as_quiet(sysm: System, contested: Sequence[Call], quiet: Sequence[Call],
                    call: Call) -> bool:
    """Whether ``call`` after the ``contested`` calls shows what the ``quiet`` auction's
    rules assume of it: the same suit lengths, and every other value the quiet reading
    shows (an HCP range, a balanced hand) shown at least as narrowly.  A free 1♠ over
    their 1♥ shows five spades and over a pass four; Precision's 2♠ over 1♣ 1♠ (2♦)
    supports, over a pass it is Wei's trump ask with 18+ HCP: neither reads as quiet."""
    found = [_rules_for(sysm, before, call) for before in (contested, quiet)]
    named = [{r.name for r in rules if r.name} for _, _, rules, _ in found]
    if not named[1] <= named[0]:
        return False  # a convention over the pass (Wei's trump ask), not over their bid
    said = [_merge_shows(shows) for _, _, _, shows in found]
    suits = {s.symbol for s in Suit}
    lengths = [{k: v for k, v in x.items() if k in suits} for x in said]
    if lengths[0] != lengths[1]:
        return False
    for key, value in said[1].items():
        if key in suits:
            continue
        have = said[0].get(key)
        if isinstance(value, tuple) and isinstance(have, tuple):
            if have[0] is None or value[0] is not None and have[0] < value[0]:
                return False
            if value[1] is not None and (have[1] is None or have[1] > value[1]):
                return False
        elif have != value:
            return False
    return True


def _quiet_bid(h: Hand, quiet: Auction, sysm: System, vulnerability: Vulnerability | None,
               calls: Sequence[Call]) -> tuple[Call, Suggestion] | None:
    """The system's agreed bid for ``quiet`` (the auction with the opponents' intervention
    read as a pass), when there is one: not a pass, and no-trump only with their suits in
    the real ``calls`` stopped (see :func:`_unstopped`).  What the two quiet readings
    (:func:`_as_if_they_had_not_bid`, :func:`_as_if_they_passed`) share: the bid and the
    suggestion that gave it."""
    s = suggest(h, quiet, sysm, vulnerability)  # the system's rules read the vulnerability
    if s.call is None or not s.agreed or not s.call.is_bid:
        return None
    if s.call.strain is Strain.NOTRUMP and _unstopped(h, calls, sysm):
        return None
    return s.call, s


def _as_if_they_had_not_bid(h: Hand, a: Auction, sysm: System,
                            vulnerability: Vulnerability | None = None
                            ) -> tuple[Call, str] | None:
    """The system's call for the auction in which the opponents' earlier intervention had
    been a pass, when they have passed since, our side has not doubled, that call is a bid
    the system names and it is still legal (no-trump only with their suits stopped).

    The partnership agreement "system on" over an intervention the opponents do not
    follow up: our calls keep the meanings they have in the quiet auction, and their suit
    is the stopper question for no-trump.  Used where partner's forcing call must be
    answered and no rule of the contested auction gives a bid; the strong 1♣ opener over
    a takeout double of it and the positive 1NT shows his five spades as over a pass:

    >>> from bridgelib import Hand
    >>> from bridgelib.bidding import System
    >>> a = Auction(Seat.NORTH, parse_calls("1C X 1NT P"))
    >>> hand = Hand.from_pbn("KJ642.AQ.A82.A74")
    >>> _as_if_they_had_not_bid(hand, a, System.named("precision"))[0]
    Call.from_str('2S')
    """
    calls = list(_from_opening(a.calls))
    n = len(calls)
    theirs = range(n - 1, -1, -2)
    if n < 4 or not calls[-1].is_pass or all(calls[i].is_pass for i in theirs):
        return None
    if any(not calls[i].is_pass and not calls[i].is_bid for i in range(n - 2, -1, -2)):
        return None  # our double or redouble of their bid has no quiet reading
    pre = len(a.calls) - n  # the passes before the opening
    quiet_calls = [PASS if (n - 1 - i) % 2 == 0 else c for i, c in enumerate(calls)]
    try:
        quiet = Auction(a.dealer, [PASS] * pre + quiet_calls)
    except IllegalCall:
        return None
    if quiet.is_complete:
        return None
    # the quiet auction's rules must read our calls since their intervention as the
    # contested one does (a raise the quiet rules make with three cards opposite a suit
    # the contested call showed four of would be a seven-card fit)
    first = min(i for i in theirs if not calls[i].is_pass)
    for i in range(n - 2, first, -2):
        if calls[i].is_bid and not _reads_as_quiet(sysm, a.calls[:pre + i],
                                                   quiet.calls[:pre + i], calls[i]):
            return None
    found = _quiet_bid(h, quiet, sysm, vulnerability, calls)
    if found is None:
        return None
    call, s = found
    if s.rule is None or s.rule.name:
        return None  # a convention (Stayman, an ask) partner would not read over their bid
    low = a._last_bid_index()
    if low is not None and call.index <= a.calls[low].index:
        return None
    return call, (f"{call}, as if the opponents had not bid ({s.meaning}): they have "
                  "passed since their intervention")


def _as_if_they_passed(h: Hand, a: Auction, sysm: System,
                       vulnerability: Vulnerability | None = None) -> tuple[Call, str] | None:
    """Bid as if the right-hand opponent had passed, when that bid is still legal.

    The principle of "free bids" over an intervention (ACBL SAYC booklet, "Competitive
    bidding": responder's new suits and raises keep their meaning over an overcall): the
    system's call for the auction without the intervening bid, when it outranks it.
    """
    calls = list(a.calls)
    n = len(calls)
    if n < 2 or not (calls[-1].is_bid or calls[-1].pbn() == "X") or not calls[-2].is_bid:
        return None
    quiet = Auction(a.dealer, calls[:-1] + [PASS])
    if quiet.is_complete:
        return None
    found = _quiet_bid(h, quiet, sysm, vulnerability, calls)
    if found is None:
        return None
    call, s = found
    less, why = _law_less(h, calls, sysm)
    level, strain = _level_strain(call)
    if less and s.rule is not None and s.rule.name == "preemptive raise" and level > 1:
        # a preemptive raise bids the level of the trumps (the law of total tricks):
        # Cohen's negative adjustments take it one level lower, to a simple raise
        lower = Call.bid(level - 1, strain)
        if lower.index > calls[-1].index:
            return lower, (f"bid as if the opponent had passed, but {lower}, not the system's "
                           f"{call} ({s.meaning}): the law of total tricks{why}")
        return None
    if call.index > calls[-1].index:
        return call, (f"bid as if the opponent had passed ({s.meaning}); "
                      f"{call} still outranks their {calls[-1]}")
    # the bid is taken away: a free bid of a five-card suit at the two level shows 10+ HCP
    # (Root, "Standard Bridge Bidding for the 21st Century": new suits over an overcall)
    theirs = {c.strain for c in calls[n - 1::-2] if c.is_bid}
    own = max(Suit, key=lambda t: (h.length(t), t))
    if h.hcp >= 10 and h.length(own) >= 5 and own.strain not in theirs:
        for level in (1, 2):
            c = Call.bid(level, own.strain)
            if c.index > calls[-1].index:
                return c, (f"a free bid: {h.length(own)} {own.symbol} and {h.hcp} HCP "
                           f"(the system's {call} is taken away by their {calls[-1]})")
    return None


def _after_ace_ask(h: Hand, a: Auction, sysm: System, asked: int, fits: list,
                   together: int) -> tuple[Call, str]:
    """The asker places the contract from the aces; everyone else passes after it."""
    calls = a.calls
    n = len(calls)
    keycard = _keycard_placement(h, a, sysm, asked, together)
    if keycard is not None:
        return keycard
    if asked != n - 4 or not calls[n - 2].is_bid:
        return PASS, "the ace ask is answered and the contract placed: pass"
    shows = _merge_shows(_rules_for(sysm, calls[:n - 2], calls[n - 2])[3])
    if "aces" not in shows:
        return PASS, "partner's answer to the ace ask is not known: pass"
    lo, hi = shows["aces"]
    mine = h.aces
    partner = answer_count(lo, hi or 0, mine)
    total = mine + (partner or 0)
    strain = fits[0].strain if fits else Strain.NOTRUMP
    floor = calls[n - 2].index
    if total >= 4 and together >= 37:
        want = 7
    elif total >= 3:
        want = 6
    else:
        want = 5
    for level in range(want, 8):
        c = Call.bid(level, strain)
        if c.index > floor:
            if level > want and want == 5:
                return PASS, f"two aces are missing ({total} held): stop below slam"
            return c, f"{total} aces between us: {c}"
    return PASS, f"{total} aces between us: stop here"


def _ace_ask_words(sysm: System) -> str:
    """What the principle's 4NT asks for in this system: key cards or aces."""
    return ("Roman Key Card Blackwood (1430): asks for the key cards (four aces and the trump "
            "king)" if _keycard_system(sysm) else "asks for aces")


def _keycard_system(sysm: System) -> bool:
    """The system answers 4NT with key cards (Roman Key Card Blackwood), not aces."""
    return any(s.reads_trumps and any(p.open_start and p.text() == "... 4NT P"
                                      for p in s.patterns) for s in sysm.situations)


def _keycard_placement(h: Hand, a: Auction, sysm: System, asked: int,
                       together: int) -> tuple[Call, str] | None:
    """The asker after a Roman Key Card Blackwood answer (Kantar, "Roman Keycard
    Blackwood"): two key cards missing, or one and the trump queen: sign off in five of
    the trump suit; one missing: the small slam; none missing and the queen: the grand
    slam with the values for it.  With the queen unknown (5♣ or 5♦ answered) and four key
    cards or more between the hands, ask for it with the cheapest bid that is not the
    trump suit.  ``None`` when the system's answers do not show key cards."""
    from .condition import _keycards

    calls = a.calls
    n = len(calls)
    answer = asked + 2
    if answer >= n or not calls[answer].is_bid or (n - asked) % 4:
        return None
    shows = _merge_shows(_rules_for(sysm, calls[:answer], calls[answer])[3])
    trumps = _agreed_trumps(sysm, calls)
    if "keycards" not in shows or trumps is None:
        return None
    t = trumps.strain
    lo, hi = shows["keycards"]
    mine = _keycards(h, Context(trumps=trumps))
    lo, hi = lo or 0, hi if hi is not None else lo or 0
    lengths, low, high = _partner_range(a, sysm, h)
    partner = _partner_keycards(h, Context(
        trumps=trumps, partner_keycards=(lo, hi), partner_low=low, partner_high=high,
        partner_shown=(lengths[Suit.CLUBS], lengths[Suit.DIAMONDS], lengths[Suit.HEARTS],
                       lengths[Suit.SPADES]),
        partner_hcp_ranges=_partner_hcp_ranges(sysm, a.calls, low, high)))
    total = mine + partner
    shown, _ = _partner_picture(a, sysm)
    queen: bool | None = True if (h.ranks(trumps) and any(r.hcp == 2 for r in h.ranks(trumps))
                                  or shown[trumps] + h.length(trumps) >= 10) else None
    if queen is None and "trump_queen" in shows:
        queen = shows["trump_queen"][0] == 1
    last = calls[n - 2]

    def cheapest(level: int) -> Call | None:
        c = Call.bid(level, t)
        return c if c.index > last.index else None

    if n - 2 == answer:  # partner has just answered the key-card ask
        if total <= 3 or (total == 4 and queen is False):
            c = cheapest(5)
            why = (f"{total} key cards between us" + ("" if total <= 3 else
                   " and no trump queen") + ": two key cards missing")
            if c is None:  # the answer has passed five of the trump suit
                c = cheapest(6)
                return (c, why + f", but the answer is above five {trumps.symbol}: {c}") \
                    if c is not None else (PASS, why + ": stop here")
            return c, why + f": stop in {c}"
        if queen is None:
            ask = next(Call.bid(lv, st) for lv in (5, 6) for st in
                       (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES)
                       if st is not t and Call.bid(lv, st).index > last.index)
            return ask, (f"{total} key cards between us: {ask} asks for the queen of "
                         f"{trumps.symbol} (the cheapest bid that is not the trump suit)")
        want = 7 if total >= 5 and together >= 37 else 6
        c = cheapest(want)
        if c is None:
            return PASS, f"{total} key cards and the trump queen: stop here"
        return c, f"{total} key cards between us and the trump queen: {c}"
    if n - 2 == answer + 4 and calls[answer + 2].is_bid and calls[answer + 2].strain is not t:
        qshows = _merge_shows(_rules_for(sysm, calls[:n - 2], last)[3])
        if "trump_queen" not in qshows:
            return None
        has = qshows["trump_queen"][0] == 1
        if not has and total <= 4:
            c = cheapest(5)
            if c is None:
                return PASS, "the trump queen and a key card are missing: stop here"
            return c, f"the trump queen and a key card are missing: stop in {c}"
        want = 7 if has and total >= 5 and together >= 37 else 6
        c = cheapest(want)
        if c is None:
            return PASS, "slam reached: pass"
        return c, (f"{total} key cards between us" + (" and the trump queen" if has else
                   ", the trump queen missing") + f": {c}")
    return None
