"""A computer player's judgement by simulation: deal the hands it cannot see as the
auction describes them, and count the tricks double dummy.

The rules of a bidding system decide most calls; a few ask for judgement that points
cannot give — will the two hands make a slam, or game opposite partner's invitation? —
and there a computer player does what strong bridge programs do (GIB's "Borel
simulation"): it deals the three unseen hands many times, each deal fitting what every
call so far has shown (:func:`~bridgelib.analysis.simulate.from_auction`) and giving
partner a hand that makes partner's calls by the system's rules (so an invitation
declined is a minimum, not any hand in the range), and counts how often the contract
makes double dummy (the bidder's use of it:
:func:`bridgelib.bidding.engine._judged_slam`,
:func:`~bridgelib.bidding.engine._judged_minor_game`,
:func:`~bridgelib.bidding.engine._judged_game`,
:func:`~bridgelib.bidding.engine._judged_grand`), or scores a bid against defending the
opponents' contract, each double dummy on the same deals
(:meth:`SimulationJudge.compete`, for
:func:`~bridgelib.bidding.engine._judged_balance` and
:func:`~bridgelib.bidding.engine._judged_sacrifice`).  It sees only its own hand and the
auction; the real deal is never looked at.  Seeded by the hand and the auction, it
answers the same way every time.

>>> from bridgelib import Auction, Hand, Seat
>>> from bridgelib.auction import parse_calls
>>> from bridgelib.bidding import System
>>> from bridgelib.cards import Strain
>>> judge = SimulationJudge(deals=16)
>>> a = Auction(Seat.NORTH, parse_calls("1S P 3S P"))   # North opened, South raised
>>> strong = Hand.from_pbn("AKQ95.A2.KQ4.A32")          # North: 24 HCP opposite a limit raise
>>> weak = Hand.from_pbn("KQ952.Q42.K4.J32")            # North: a minimum opening
>>> judge(strong, a, System.named("sayc"), Strain.SPADES) > 80
True
>>> judge(weak, a, System.named("sayc"), Strain.SPADES) < 20
True
"""

from __future__ import annotations

import zlib
from functools import lru_cache
from itertools import islice

from ..auction import Auction, Contract
from ..bidding.system import System
from ..cards import Strain
from ..hand import Hand
from ..table import Seat, Vulnerability
from .dealer import DealingExhausted, Dealer
from .simulate import from_auction, honour_counts

__all__ = ["SimulationJudge"]

class SimulationJudge:
    """Contract odds by simulation (:class:`bridgelib.bidding.Judge`).

    ``deals``: how many deals each judgement looks at (64: a tenth of a second to half a
    second; the answer is a share of them, so 64 deals tell 45% from 65% but not 50% from
    55% — on the benchmark boards 64 judged better than 32 and as well as 128);
    ``max_tries``: random deals tried to find them before the auction's constraints
    are dropped (partner's kept, then none: the answer is then 0, "no judgement");
    ``as_bid``: keep only the deals where partner's hand makes each of partner's calls
    by the system's own rules (:func:`_bids_as_it_did`) — what a call shows in summary
    (a range of HCP, a suit's length) says nothing of the better calls partner did not
    make, such as the invitation declined or the jump not taken.
    """

    def __init__(self, deals: int = 64, seed: int = 0, max_tries: int = 400_000,
                 as_bid: bool = True):
        self.deals = deals
        self.seed = seed
        self.max_tries = max_tries
        self.as_bid = as_bid

    def __call__(self, hand: Hand, auction: Auction, system: System, strain: Strain,
                 tricks: int = 12, *, vulnerability: Vulnerability | None = None) -> int:
        """The share (0–100) of deals fitting the auction where our side takes ``tricks``
        in ``strain`` (declared by the first of us to bid it), double dummy.  Partner's
        calls are read at the board's ``vulnerability`` (``None``: nobody vulnerable)."""
        calls = tuple(c.pbn() for c in auction.calls)
        return _odds(hand.pbn(), calls, auction.dealer, system.name, strain, tricks,
                     self.deals, self.seed, self.max_tries, self.as_bid, vulnerability)

    def compete(self, hand: Hand, auction: Auction, system: System, bids,
                *, vulnerability: Vulnerability | None = None, doubled: bool = False) -> dict:
        """The IMPs our side gains on average, on the deals fitting the auction, by making
        each of ``bids`` (played undoubled by the first of us to name its strain) rather
        than passing and defending the opponents' last bid (undoubled, declared by the
        first of them to name its strain), both double dummy: ``{bid: IMPs}``, empty when
        no deal fits.  Every bid is weighed on the same deals.  ``doubled``: the bid is a
        sacrifice, scored doubled on the deals where it goes down (the opponents double
        what fails) and undoubled where it makes.  A double (``X``) among ``bids`` is a
        takeout double: on each deal partner answers by the system's rules
        (:func:`_double_gain`)."""
        calls = tuple(c.pbn() for c in auction.calls)
        return dict(_compete(hand.pbn(), calls, auction.dealer, system.name,
                             tuple(b.pbn() for b in bids), self.deals, self.seed,
                             self.max_tries, self.as_bid, vulnerability, doubled))


def _declarer(auction: Auction, me: Seat, strain: Strain) -> Seat:
    """Who of our side would play in ``strain``: the first of us to bid it (us, if nobody has)."""
    for seat, call in auction:
        if seat.side == me.side and call.is_bid and call.strain is strain:
            return seat
    return me


def _answer(auction: Auction, me: Seat, system: str, hand: Hand, strain: Strain):
    """What partner's answer to our ace ask showed, as a constraint on partner's hand: the
    aces (Blackwood, Gerber) or, for Roman Key Card Blackwood, the key cards (the aces and
    the king of ``strain``, the trump suit judged) and the trump queen when shown; an
    answer of one of two counts ("none or four") is told apart by the cards we hold, as
    the asker does.  ``None`` when partner's last call answered no ask of ours."""
    from ..bidding.engine import _partner_context
    from ..cards import Card, Rank, Suit
    from .constraints import Predicate

    context = _partner_context(System.named(system), auction.calls, hand)
    aces, keys = context.get("partner_aces"), context.get("partner_keycards")
    queen = context.get("partner_trump_queen")
    trump = strain.suit
    counted = [Card(s, Rank.ACE) for s in Suit]
    shown: tuple[int | None, int | None]
    if aces is not None:
        shown = aces
    elif keys is not None and trump is not None:
        shown = keys
        counted.append(Card(trump, Rank.KING))
    else:
        return None
    left = len(counted) - sum(c in hand for c in counted)
    counts = {n for n in honour_counts(shown[0], shown[1], len(counted)) if n <= left}
    if not counts:
        return None  # an answer our own cards contradict: no judgement of it
    lady = Card(trump, Rank.QUEEN) if trump is not None and keys is not None else None
    partner = me.partner

    def fits(deal) -> bool:
        held = deal[partner]
        if sum(c in held for c in counted) not in counts:
            return False
        return lady is None or queen is None or (lady in held) == bool(queen)

    return Predicate(fits, f"{partner.letter} answer to our ace ask")


def _bids_as_it_did(auction: Auction, system: System, seat: Seat,
                    vulnerability: Vulnerability | None = None):
    """A test of a deal: does ``seat``'s hand make each of ``seat``'s calls in ``auction``
    as a computer seat bids by ``system``'s rules at ``vulnerability``
    (:func:`~bridgelib.bidding.computer_call` without a judge: the system's call, else the
    general principle's)?"""
    from ..bidding.auto import computer_call

    made = [(Auction(auction.dealer, list(auction.calls[:i])), call)
            for i, (s, call) in enumerate(auction) if s == seat]

    def fits(deal) -> bool:
        hand = deal[seat]
        # the latest call first: the summary of the earlier ones holds most of them
        return all(computer_call(hand, before, system, vulnerability).call == call
                   for before, call in reversed(made))
    return fits


#: Deals dealt (to fit what the calls show) for each one judged.  Of those, the share
#: where partner's hand also makes partner's calls by the rules was a half in the median
#: judgement on SAYC's benchmark boards 0–119 (a fifth to four fifths between the
#: quartiles).  Where fewer than half the deals wanted remain (20 of 149 there) — partner
#: did not bid by these rules (a human partner, a computer partner's own judgement) or
#: bid rarely — the judgement uses the deals that fit what the calls show, as without
#: ``as_bid``.
SPARE = 4


@lru_cache(maxsize=128)
def _dealt(hand_pbn: str, calls: tuple[str, ...], dealer: Seat, system: str, strain: Strain,
           deals: int, seed: int, max_tries: int, as_bid: bool = True,
           vulnerability: Vulnerability | None = None) -> tuple:
    """The deals a judgement looks at (at most ``deals``; none when no deal fits): the
    unseen hands dealt as the auction describes them, partner's making partner's calls
    when ``as_bid`` (see :class:`SimulationJudge`), seeded by the hand, the auction and the
    strain judged (an ace ask's answer is read for that strain's key cards)."""
    from ..auction import parse_calls

    auction = Auction(dealer, parse_calls(" ".join(calls)) if calls else [])
    me = auction.turn
    assert me is not None
    hand = Hand.from_pbn(hand_pbn)
    key = f"{seed}|{system}|{dealer.name}|{' '.join(calls)}|{hand_pbn}|{strain.name}"
    dealer_ = Dealer(zlib.crc32(key.encode()), predeal={me: hand}, batch_size=4_000)
    batch = None
    # what every call has shown; failing that, partner's calls alone (read only if needed)
    answer = _answer(auction, me, system, hand, strain)
    for omit in ((me,), (me, me.lho, me.rho)):
        given = from_auction(auction, system, omit=omit)
        if answer is not None:
            given = given & answer
        try:
            try:  # a player's thought, not a dealing the user asked for: no progress bar
                batch = dealer_.generate(deals * (SPARE if as_bid else 1), given,
                                         max_tries=max_tries, progress=False)
            except DealingExhausted:
                batch = dealer_.generate(deals, given, max_tries=max_tries, progress=False)
            break
        except DealingExhausted:
            continue
    if batch is None:
        return ()
    chosen = batch.deals()
    if as_bid and omit == (me,):
        fits = _bids_as_it_did(auction, System.named(system), me.partner, vulnerability)
        kept = list(islice(filter(fits, chosen), deals))
        if len(kept) >= deals // 2:
            chosen = kept
    return tuple(chosen[:deals])


@lru_cache(maxsize=4096)
def _odds(hand_pbn: str, calls: tuple[str, ...], dealer: Seat, system: str, strain: Strain,
          tricks: int, deals: int, seed: int, max_tries: int, as_bid: bool = True,
          vulnerability: Vulnerability | None = None) -> int:
    from ..auction import parse_calls
    from .dd import _to_endplay

    chosen = _dealt(hand_pbn, calls, dealer, system, strain, deals, seed, max_tries, as_bid,
                    vulnerability)
    if not chosen:
        return 0
    from endplay.dds.solve import SolveMode, solve_all_boards as solve_all

    auction = Auction(dealer, parse_calls(" ".join(calls)) if calls else [])
    me = auction.turn
    assert me is not None
    declarer = _declarer(auction, me, strain)
    boards = [_to_endplay(deal, declarer.lho, strain) for deal in chosen]
    made = 0
    step = 32
    for i in range(0, len(boards), step):
        # the defence, on lead, cannot take the tricks that beat it: DDS's target mode
        # answers just that, faster than counting every card's tricks
        beat = 14 - tricks
        for solved in solve_all(boards[i:i + step], SolveMode.TargetOne, beat):
            made += max((won for _, won in solved), default=-1) < beat
    return round(100 * made / len(boards))


def _declarer_tricks(deals, declarer: Seat, strain: Strain) -> list[int]:
    """Double-dummy tricks ``declarer`` takes in ``strain`` on each of ``deals``."""
    from endplay.dds.solve import SolveMode, solve_all_boards as solve_all

    from .dd import _to_endplay

    boards = [_to_endplay(deal, declarer.lho, strain) for deal in deals]
    tricks: list[int] = []
    for i in range(0, len(boards), 32):
        for solved in solve_all(boards[i:i + 32], SolveMode.OptimalOne):
            tricks.append(13 - max((won for _, won in solved), default=0))
    return tricks


@lru_cache(maxsize=4096)
def _compete(hand_pbn: str, calls: tuple[str, ...], dealer: Seat, system: str,
             bids: tuple[str, ...], deals: int, seed: int, max_tries: int,
             as_bid: bool = True, vulnerability: Vulnerability | None = None,
             doubled: bool = False) -> tuple[tuple[str, float], ...]:
    """:meth:`SimulationJudge.compete`, as ``(bid, IMPs)`` pairs (hashable, so cached)."""
    from ..auction import DOUBLE, Call, Doubling, parse_calls
    from ..scoring import Result, imps

    auction = Auction(dealer, parse_calls(" ".join(calls)) if calls else [])
    me = auction.turn
    last = auction.last_bid
    assert me is not None and last is not None
    theirs_seat, theirs = last
    assert theirs.strain is not None and theirs.level is not None
    chosen = _dealt(hand_pbn, calls, dealer, system, Strain.NOTRUMP, deals, seed, max_tries,
                    as_bid, vulnerability)
    if not chosen:
        return ()
    vul = vulnerability if vulnerability is not None else Vulnerability.NONE
    defender = _declarer(auction, theirs_seat, theirs.strain)
    pass_c = Contract(theirs.level, theirs.strain, declarer=defender)
    defended = [Result(pass_c, won).score_for(me.side, vul)
                for won in _declarer_tricks(chosen, defender, theirs.strain)]
    out = []
    for bid in bids:
        ours = Call.from_str(bid)
        if ours == DOUBLE:
            out.append((bid, _double_gain(auction, system, chosen, pass_c, defended,
                                          vulnerability)))
            continue
        assert ours.is_bid and ours.strain is not None and ours.level is not None
        declarer = _declarer(auction, me, ours.strain)
        bid_c = Contract(ours.level, ours.strain, declarer=declarer)
        sacrifice = Contract(ours.level, ours.strain, Doubling.DOUBLED, declarer=declarer)
        gained = sum(imps(Result(sacrifice if doubled and won < bid_c.tricks_needed else bid_c,
                                 won).score_for(me.side, vul) - lost)
                     for won, lost in zip(_declarer_tricks(chosen, declarer, ours.strain),
                                          defended))
        out.append((bid, gained / len(chosen)))
    return tuple(out)


def _double_gain(auction: Auction, system: str, chosen, theirs: Contract,
                 defended: list[int], vulnerability: Vulnerability | None) -> float:
    """The IMPs a takeout double of ``theirs``, the opponents' contract were the auction to
    end, gains on average over defending it undoubled (``defended``, our score on each of
    ``chosen``), double dummy: on each deal the next opponent passes and partner answers as
    a computer seat does by ``system``'s rules (:func:`~bridgelib.bidding.computer_call`
    without a judge) — a bid is played there, undoubled, by the first of us to name its
    strain; a pass leaves their contract doubled."""
    from dataclasses import replace

    from ..auction import DOUBLE, PASS, Doubling
    from ..bidding.auto import computer_call
    from ..scoring import Result, imps

    me = auction.turn
    assert me is not None
    after = Auction(auction.dealer, list(auction.calls) + [DOUBLE, PASS])
    vul = vulnerability if vulnerability is not None else Vulnerability.NONE
    contracts: list[Contract] = []
    for deal in chosen:
        answer = computer_call(deal[me.partner], after, system, vulnerability).call
        if answer is None or not answer.is_bid:
            contracts.append(replace(theirs, doubling=Doubling.DOUBLED))
        else:
            assert answer.strain is not None and answer.level is not None
            played = Auction(after.dealer, list(after.calls) + [answer])
            contracts.append(Contract(answer.level, answer.strain,
                                      declarer=_declarer(played, me, answer.strain)))
    groups: dict[tuple[Seat, Strain], list[int]] = {}
    for k, c in enumerate(contracts):
        assert c.declarer is not None and c.strain is not None
        groups.setdefault((c.declarer, c.strain), []).append(k)
    gained = 0
    for (declarer, strain), ks in groups.items():
        tricks = _declarer_tricks([chosen[k] for k in ks], declarer, strain)
        for k, won in zip(ks, tricks):
            gained += imps(Result(contracts[k], won).score_for(me.side, vul) - defended[k])
    return gained / len(chosen)
