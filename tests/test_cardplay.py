"""Single-dummy card play (bridgelib.bots.cardplay): textbook positions and hidden hands.

Each position gives the hands the player in turn can see (the other hands are
filled with the remaining cards, consistent with the play so far) and the card a
textbook says to play.  Sources, cited by short name:

  [ACBL-D]   ACBL Bridge Series, Audrey Grant: "Defense in the 21st Century" (opening
             leads chart, second hand low, third hand high, signals, returning
             partner's suit).
  [ACBL-P]   ACBL Bridge Series, Audrey Grant: "Play of the Hand in the 21st Century"
             (counting winners and losers, drawing trumps, ruffing in dummy,
             finesses, leading towards honours, high from the short side).
  [Kantar]   Eddie Kantar, "Modern Bridge Defense" (covering honours, third-hand play
             against dummy's honours, count and attitude signals, cashing out).
  [Goren]    Charles Goren, "Contract Bridge Complete" (leaving the master trump out,
             discarding).
  [ACBL-CC]  The ACBL convention card's standard leads (the card in bold, as explained in
             ACBL Bridge Feed, Pat Harrington, "Standard leads"): against no-trump
             A Q J x → Q, A J 10 x and K J 10 x → J, A 10 9 x, K 10 9 x and Q 10 9 x → 10;
             against a suit the interior sequences K J 10 → J, K 10 9 and Q 10 9 → 10, and
             from a suit headed by the ace (not A K) the ace.
  [Root]     William S. Root, "How to Play a Bridge Hand" (entries: take the tricks of
             the hand you are in before crossing to the other hand's winners).
"""

from __future__ import annotations

import random

import pytest

from bridgelib import Auction, Card, Deal, Hand, Play, Seat, deck
from bridgelib.bots.cardplay import HeuristicPlayer, Sight
from bridgelib.play import trick_winner

C = Card.from_str


def position(contract: str, hands: dict[str, str], cards: str = "") -> Play:
    """A play with the given full (13-card) hands; the cards played by the other seats
    are put in their hands, and the rest of the deck is dealt to them, never into a
    suit they have shown out of."""
    from bridgelib.auction import Contract

    con = Contract.from_str(contract)
    seats = {Seat.from_str(k): Hand.from_pbn(v) for k, v in hands.items()}
    for h in seats.values():
        assert len(h) == 13, h
    both = [c for c in deck() if sum(c in h for h in seats.values()) > 1]
    assert not both, f"cards in two hands: {both}"
    held: dict[Seat, set[Card]] = {s: set(h.cards) if s in seats else set() for s, h in
                                   ((s, seats.get(s)) for s in Seat)}
    voids: set[tuple[Seat, object]] = set()
    played = [C(x) for x in cards.split()]
    leader = con.declarer.lho  # type: ignore[union-attr]
    for i in range(0, len(played), 4):
        trick = played[i:i + 4]
        for j, c in enumerate(trick):
            seat = leader.next(j)
            if seat not in seats:
                assert not any(c in h for h in seats.values()), f"{c} is in a given hand"
                held[seat].add(c)
            if c.suit != trick[0].suit:
                voids.add((seat, trick[0].suit))
        if len(trick) == 4:
            leader = leader.next(trick_winner(trick, con.trump))
    rest = [c for c in deck() if not any(c in h for h in held.values())]
    others = [s for s in Seat if s not in seats]
    for c in sorted(rest, key=lambda c: -sum((s, c.suit) in voids for s in others)):
        room = [s for s in others if len(held[s]) < 13 and (s, c.suit) not in voids]
        room = room or [s for s in others if len(held[s]) < 13]
        held[min(room, key=lambda s: len(held[s]))].add(c)
    deal = Deal({s: Hand(held[s]) for s in Seat})
    return Play(deal, con, played)


def choose(play: Play, auction: Auction | None = None) -> Card:
    return HeuristicPlayer(auction).choose(play)


# ================================================================ opening leads
LEADS = [
    # (contract, West's hand, auction (dealer South) or "", expected, source)
    ("3NTS", "KQJ83.742.853.62", "", "SK", "[ACBL-D] top of a sequence (KQJ)"),
    ("3NTS", "QJT94.K86.953.72", "", "SQ", "[ACBL-D] top of a sequence (QJ10)"),
    ("3NTS", "KJ752.84.Q63.974", "", "S5",
     "[ACBL-D] fourth best from the longest and strongest suit against no-trump"),
    ("3NTS", "KJT83.74.963.Q52", "", "SJ", "[ACBL-D] top of an interior sequence (KJ10 → J)"),
    ("3NTS", "KQT73.74.963.Q52", "", "SK", "[ACBL-D] top of a broken sequence (KQ10 → K)"),
    ("3NTS", "KJT4.742.9763.Q5", "", "SJ",
     "[ACBL-CC] top of an interior sequence, a four-card suit: K J 10 x → J, not fourth best"),
    ("3NTS", "AJT4.742.9763.Q5", "", "SJ", "[ACBL-CC] interior sequence A J 10 x → J"),
    ("3NTS", "KT94.742.9763.Q5", "", "ST", "[ACBL-CC] interior sequence K 10 9 x → 10"),
    ("3NTS", "QT93.742.9764.K5", "", "ST", "[ACBL-CC] interior sequence Q 10 9 x → 10"),
    ("3NTS", "AQJ4.742.9763.85", "", "SQ", "[ACBL-CC] A Q J x against no-trump → Q"),
    ("4SS", "742.AK63.J85.964", "", "HA", "[ACBL-D] ace from ace–king against a suit"),
    ("4SS", "853.KQJ4.A762.93", "", "HK",
     "[ACBL-D] top of touching honours; never away from the ace against a suit"),
    ("4SS", "763.K854.5.Q9742", "", "D5", "[ACBL-D] a singleton against a suit contract"),
    ("4SS", "86.Q72.KJ64.Q853", "1S P 2S 3H 4S P P P", "H2",
     "[ACBL-D] partner's suit: low from three to an honour"),
    ("4SS", "862.83.KJ64.Q853", "1S P 2S 3H 4S P P P", "H8",
     "[ACBL-D] partner's suit: top of a doubleton"),
    ("3NTS", "94.K863.QJ752.J4", "1C P 1H 1S 1NT P 3NT P P P", "S9",
     "[ACBL-D] lead partner's bid suit rather than your own (top of a doubleton)"),
]


@pytest.mark.parametrize("contract,west,auction,expected,source", LEADS)
def test_opening_lead(contract, west, auction, expected, source):
    p = position(contract, {"W": west})
    a = Auction.from_str(Seat.SOUTH, auction) if auction else None
    assert choose(p, a) == C(expected), source


@pytest.mark.parametrize("holding,expected", [
    ("KJT4", "J"), ("KT94", "T"), ("QT93", "T"), ("AQJ4", "A"), ("AJT4", "A")])
def test_interior_sequence_leads_against_a_suit(holding, expected):
    # [ACBL-CC] against a suit: K J 10 → J, K 10 9 / Q 10 9 → 10; a suit headed by the
    # ace without the king is led with the ace (never underlead it), not the interior card.
    from bridgelib.bots.cardplay import _lead_from_suit
    from bridgelib.cards import Rank

    ranks = [Rank.from_str(ch) for ch in holding]
    assert _lead_from_suit(ranks, nt=False) == Rank.from_str(expected)


def test_never_lead_away_from_an_ace_against_a_suit():
    # [ACBL-D] "avoid leading away from an ace against a suit contract": ♠A964 is West's
    # longest suit, but the lead comes from another suit.
    p = position("4HS", {"W": "A964.752.9843.86"})
    card = choose(p)
    assert card.suit != C("SA").suit


# ================================================================ second hand
# 3NT by South; West leads ♠5, dummy ♠3, East ♠4, South wins ♠A; South leads.
DUMMY_N = "J83.KQJ4.QJ3.A95"


def test_second_hand_low():
    # [ACBL-D] "second hand low": South leads ♥2 towards dummy's KQJ; West keeps the ace.
    p = position("3NTS", {"W": "Q9752.A73.K84.63", "N": DUMMY_N}, "S5 S3 S4 SA H2")
    assert choose(p) == C("H3")


def test_cover_an_honour_with_an_honour():
    # [Kantar] dummy leads the ♣Q with no jack: East covers with the king.
    p = position("4SS", {"E": "T42.986.J732.K64", "N": "AJ3.A72.9854.Q73"},
                 "H5 HA H6 H3 CQ")
    assert choose(p) == C("CK")


def test_do_not_cover_the_first_of_touching_honours():
    # [Kantar] "cover the last of touching honours": dummy leads ♣Q from QJ10: East plays low.
    p = position("4SS", {"E": "T42.986.J732.K64", "N": "AJ3.A72.985.QJT3"},
                 "H5 HA H6 H3 CQ")
    assert choose(p) == C("C4")


def test_cover_the_last_of_touching_honours():
    # [Kantar] "cover the last of touching honours": dummy's ♣Q (from Q J x) held the
    # trick with East playing low; now dummy leads the jack, its last honour: East
    # covers with the king (promoting partner's ten or nine).
    p = position("4SS", {"E": "T42.986.J732.K64", "N": "AJ3.A72.9854.QJ3"},
                 "H5 HA H6 H3 CQ C4 C2 C5 CJ")
    assert p.turn is Seat.EAST
    assert choose(p) == C("CK")


def test_cover_an_honour_led_by_declarer():
    # [ACBL-D] declarer leads the ♦J towards dummy's ace: West covers with the queen.
    p = position("3NTS", {"W": "Q9752.863.Q84.63", "N": "J83.KQJ4.A732.A9"},
                 "S5 S3 S4 SA DJ")
    assert choose(p) == C("DQ")


# ================================================================ third hand
def test_third_hand_high():
    # [ACBL-D] "third hand high": West leads a low spade, dummy plays low; East plays the king.
    p = position("3NTS", {"E": "KT4.8643.9752.63", "N": "863.AQJ2.KQ3.A95"}, "S5 S3")
    assert choose(p) == C("SK")


def test_third_hand_only_as_high_as_needed():
    # [ACBL-D] with K Q x play the queen, the lower of touching honours.
    p = position("3NTS", {"E": "KQ4.8643.9752.63", "N": "863.AJT2.KQ3.A95"}, "S5 S3")
    assert choose(p) == C("SQ")


def test_third_hand_finesse_against_dummys_king():
    # [Kantar] dummy's K x x has played low; East's A J x: the jack (the ace sits over the king).
    p = position("3NTS", {"E": "AJ4.8643.9752.63", "N": "K83.AQT2.KQ3.A95"}, "S5 S3")
    assert choose(p) == C("SJ")


def test_third_hand_with_dummy_queen_behind():
    # [Kantar] dummy (fourth hand, on East's left) holds Q x x; East's K 10 x: the ten.
    # East led a heart to West's king; West switches to a low spade, declarer plays low.
    p = position("3NTN", {"E": "KT5.8643.9752.63", "S": "Q74.AQJ2.KQ3.A95"},
                 "H3 H2 HK H5 S6 S3")
    assert choose(p) == C("ST")


def test_attitude_encourage_with_an_honour():
    # [ACBL-D] partner leads the king; East with the jack encourages with a high spot.
    p = position("4SS", {"E": "742.J92.97532.63", "N": "A863.863.AQ4.K95"}, "HK H3")
    assert choose(p) == C("H9")


def test_attitude_discourage():
    # [ACBL-D] partner leads the ace; with nothing East discourages with the lowest.
    p = position("4SS", {"E": "742.852.97653.63", "N": "A863.963.AQ4.K95"}, "HA H3")
    assert choose(p) == C("H2")


def test_attitude_doubleton_wants_a_ruff():
    # [ACBL-D] high–low with a doubleton against a suit contract (ready to ruff).
    p = position("4SS", {"E": "742.72.976532.63", "N": "A863.963.AQ4.K95"}, "HA H3")
    assert choose(p) == C("H7")


def test_count_signal_high_from_two():
    # [Kantar] count on declarer's lead: high–low with an even number.
    p = position("3NTS", {"W": "Q9752.83.K84.J63", "N": DUMMY_N}, "S5 S3 S4 SA H2")
    assert choose(p) == C("H8")


def test_count_signal_low_from_three():
    # [Kantar] count on declarer's lead: lowest with an odd number.
    p = position("3NTS", {"W": "Q9752.853.K84.J6", "N": DUMMY_N}, "S5 S3 S4 SA H2")
    assert choose(p) == C("H3")


# ================================================================ fourth hand
def test_fourth_hand_wins_as_cheaply_as_possible():
    # [ACBL-D] East wins dummy's queen with the king, not the ace.
    p = position("4SS", {"E": "742.852.AK5.J963", "N": "A863.963.Q74.K85"},
                 "H4 H3 H2 HA D3 D8 DQ")
    assert p.turn is Seat.EAST
    assert choose(p) == C("DK")


def test_fourth_hand_does_not_overtake_partner():
    # [ACBL-D] partner's ace wins; East plays low (odd count: the lowest).
    p = position("4SS", {"E": "742.852.K52.J963", "N": "A863.963.Q74.K85"},
                 "H4 H3 H2 HA D3 DA D4")
    assert p.turn is Seat.EAST
    assert choose(p) == C("D2")


# ================================================================ ruffing and discarding
def test_defender_ruffs_the_opponents_winner():
    # [ACBL-D] void in diamonds, East ruffs declarer's ace with a low trump.
    p = position("4HS", {"E": "73.J9752.-.Q96432", "N": "K84.KQ6.8753.J87"},
                 "SQ S4 S3 SA DA D6 D3")
    assert choose(p) == C("H2")


def test_defender_does_not_ruff_partners_winner():
    # [ACBL-D] partner's ace of diamonds wins (East plays last): East discards, no ruff.
    p = position("4HN", {"E": "7.J952.-.Q9876432", "S": "AK4.KQ6.8753.AJT"},
                 "S7 SA S2 S3 D3 DA D2")
    assert p.turn is Seat.EAST
    card = choose(p)
    assert card.suit != C("H2").suit


def test_discard_from_length():
    # [Goren] discard from a long, worthless suit; keep the honours.
    p = position("3NTS", {"E": "7.KQ5.J42.986432", "N": "AK64.A76.AQ3.AKQ"},
                 "H2 HA H5 H3 SA S7 S2 S3 SK")
    assert p.turn is Seat.EAST
    assert choose(p) == C("C2")


# ================================================================ defence: later leads
def test_return_partners_suit_top_of_remaining_doubleton():
    # [ACBL-D] East won the ace of partner's suit and returns the top of the two left.
    p = position("3NTS", {"E": "A96.8643.9752.63", "N": "J83.AKQ2.KQ3.A95"}, "S4 S3 SA S2")
    assert choose(p) == C("S9")


def test_return_partners_suit_low_from_three():
    # [ACBL-D] from three remaining, return the lowest.
    p = position("3NTS", {"E": "A962.864.9752.63", "N": "J83.AKQ2.KQ3.A95"}, "S4 S3 SA S5")
    assert choose(p) == C("S2")


def test_cash_the_setting_tricks():
    # [Kantar] against 6NT the ace of spades was trick one; the ace of hearts sets it.
    p = position("6NTS", {"E": "A96.A864.9752.63", "N": "KJ83.KQ2.KQ3.A95"}, "S4 S3 SA S2")
    assert choose(p) == C("HA")


# ================================================================ declarer
def test_draw_trumps():
    # [ACBL-P] with the trumps solid and enough winners, declarer draws trumps first.
    p = position("4SS", {"S": "AKQJ5.A72.K84.63", "N": "9642.K84.A73.A95"}, "DQ D3 D2 DK")
    card = choose(p)
    assert card.suit == C("SA").suit and card.rank >= C("SJ").rank


def test_leave_the_master_trump_out():
    # [Goren] only the ace of trumps is out: declarer stops drawing trumps.
    p = position("4SS", {"S": "KQJT9.A72.A84.63", "N": "876.KQ4.K73.AK95"},
                 "DQ D3 D2 DA SK S2 S6 S3 SQ S4 S7 S5")
    assert p.turn is Seat.SOUTH
    card = choose(p)
    assert card.suit != C("SA").suit


def test_ruff_a_loser_in_dummy_before_drawing_trumps():
    # [ACBL-P] seven sure winners, three spade losers and a void in dummy: ruff them.
    p = position("4HS", {"S": "753.AKQJT.A4.862", "N": "-.9872.K653.97543"}, "DQ D3 D2 DA")
    assert choose(p) == C("S3")


def test_lead_towards_the_tenace():
    # [ACBL-P] the finesse: lead low from hand towards dummy's A Q.
    p = position("3NTS", {"S": "AK4.A73.8642.752", "N": "752.K64.A753.AQ4"}, "SQ S2 S3 SA")
    assert choose(p) == C("C2")


def test_lead_the_ten_to_repeat_the_finesse():
    # [Root] the repeated finesse: with 10 9 8 4 towards dummy's A Q J, lead the ten
    # (let it run if West plays low): still in hand, lead the nine for the second
    # finesse.  A low card would win in dummy, with no way back to repeat it.
    p = position("3NTS", {"S": "AK4.A73.T984.752", "N": "752.K64.AQJ3.AQ4"}, "SQ S2 S3 SA")
    assert choose(p) == C("DT")


def test_finesse_the_queen():
    # [ACBL-P] low from hand, West low: dummy plays the queen.
    p = position("3NTS", {"S": "AK4.A73.8642.752", "N": "752.K64.A753.AQ4"},
                 "SQ S2 S3 SA C2 C8")
    assert choose(p) == C("CQ")


def test_lead_towards_the_king():
    # [ACBL-P] "lead towards the honour": low from hand towards dummy's K x x.
    p = position("3NTS", {"S": "AKQ.762.AKQ5.864", "N": "7652.K43.764.975"}, "SJ S2 S3 SA")
    assert choose(p) == C("H2")


def test_knock_out_the_ace():
    # [ACBL-P] establish the suit: lead the king to drive out the ace.
    p = position("3NTS", {"S": "AK4.A73.KQJT4.75", "N": "752.K64.63.AK842"}, "SQ S2 S3 SA")
    assert choose(p) == C("DK")


def test_high_from_the_short_side():
    # [ACBL-P] cash the honours of the short hand first (unblock): the K or Q of hearts.
    p = position("3NTS", {"S": "AK4.KQ.AK42.7532", "N": "752.AJ543.753.A4"}, "SQ S2 S3 SA")
    assert choose(p) in (C("HK"), C("HQ"))


def test_cash_the_winners_of_the_hand_on_lead_before_crossing():
    # [Root] entries: South, on lead after the ace of spades, has the heart winners
    # and dummy the club winners, but dummy has no heart and no other entry back to
    # South.  Take the four hearts first; a club to dummy now strands them.
    p = position("3NTS", {"S": "A432.AKQJ.5432.2", "N": "8765.-.9876.AKQJT"},
                 "SK S5 S9 SA")
    assert p.turn is Seat.SOUTH
    assert choose(p).suit == C("HA").suit


def test_go_on_drawing_trumps_after_losing_to_the_ace():
    # [ACBL-P] drawing trumps: the ace of spades has won a round; we hold six trumps
    # to their three (the king among them): lead trumps again to knock out the king
    # before the side winners are cashed (the old rule stopped below seven trumps).
    p = position("4SS", {"S": "QJT95.AK2.AK3.32", "N": "763.QJ4.Q54.AK54"},
                 "CQ CA C7 C2 S3 S2 SQ SA CJ CK C8 C3")
    assert p.turn is Seat.NORTH
    assert choose(p).suit == C("SA").suit


def test_declarer_keeps_the_entry_when_discarding():
    # [Root] entries: at the end of 5♣ dummy runs its last trump; South holds ♥A (single)
    # and the three master diamonds, dummy only hearts.  The ace of hearts is the way
    # into South's diamonds: discard a diamond, keep the ace.
    p = position("5CS", {"N": "A.J92.J4.KT98652", "S": "T7.AK.AK632.AQ74"},
                 "S4 SA S9 S7 C2 CJ CQ C3 C4 H3 C5 H6 C6 D5 C7 D7 CA D9 C8 D8 DK DQ D4 DT "
                 "D2 S2 DJ S3 C9 S6 ST S5 CT SJ HK S8 CK SQ")
    assert p.turn is Seat.SOUTH
    assert choose(p).suit == C("DA").suit


def test_cross_to_dummy_to_finesse_in_trumps():
    # [ACBL-P] the finesse in trumps: South's ♥A Q 8 (the king missing) opposite dummy's
    # J 10 7 2, South on lead after ruffing.  Do not cash the ace: cross to dummy (a
    # diamond to the A K Q) and lead the jack through East.
    p = position("4HS", {"N": "Q.JT72.AKQ5.Q942", "S": "AJT52.AQ83.JT7.J"},
                 "CA C2 C3 CJ CK C4 C5 H3")
    assert p.turn is Seat.SOUTH
    assert choose(p).suit == C("DA").suit


def test_drive_out_the_trump_ace():
    # [ACBL-P] trumps K Q J 10 x opposite x x x: lead the king to knock out the ace.
    p = position("4SS", {"S": "KQJT5.A72.A84.63", "N": "743.K84.K763.AK9"}, "DQ D3 D2 DA")
    assert choose(p) == C("SK")


def test_declarer_wins_fourth_hand_cheaply():
    # [ACBL-P] East's jack: declarer wins with the king (ace and king are equals).
    p = position("3NTS", {"S": "AK4.A73.KQJT4.75", "N": "752.K64.63.AK842"}, "S6 S2 SJ")
    assert choose(p) == C("SK")


def test_dummy_plays_low_second_hand_when_declarer_holds_the_ace():
    # [ACBL-P] second hand low from dummy: declarer's ace is behind.
    p = position("3NTS", {"S": "A82.A73.KQJT4.75", "N": "K73.K64.6532.AK8"}, "H5")
    # West led a heart; dummy holds K 6 4, declarer the A: low from dummy.
    assert choose(p) == C("H4")


def test_free_finesse_with_ace_queen_in_dummy():
    # [ACBL-P] West leads into dummy's A Q: play the queen.
    p = position("3NTS", {"S": "A82.862.KQJT4.75", "N": "K73.AQ4.6532.AK8"}, "H5")
    assert choose(p) == C("HQ")


def test_let_the_queen_run():
    # [ACBL-P] dummy leads the queen from Q J 10 towards the ace: East plays low, and so
    # does declarer (the finesse against West... East's king is run through).
    p = position("3NTS", {"N": "A82.AQ4.QJT4.K75", "S": "K73.862.A53.A963"},
                 "H5 HA H3 H2 DQ D6")
    assert p.turn is Seat.SOUTH
    assert choose(p) == C("D3")


def test_declarer_ruffs_with_the_lowest_trump():
    # [ACBL-P] declarer, void in clubs, ruffs West's queen with the lowest trump.
    p = position("4SS", {"S": "KQJT52.A72.A842.-", "N": "743.K84.K763.AK9"}, "CQ C9 C2")
    assert choose(p) == C("S2")


# ================================================================ hidden hands are never read
def _permuted(play: Play, rng: random.Random) -> Play:
    """The same play with the hidden hands' unplayed cards dealt afresh among them,
    each keeping its number of cards in every suit (so the play so far stays legal)."""
    seat = play.turn
    visible = {seat, play.controller(seat)}
    if play.dummy_visible:
        visible.add(play.dummy)
    hidden = [s for s in Seat if s not in visible]
    new = {s: set(play.deal[s].cards) for s in Seat}
    for suit in {c.suit for c in deck()}:
        pool = [c for s in hidden for c in play.hand(s).suit_cards(suit)]
        rng.shuffle(pool)
        for s in hidden:
            k = play.hand(s).length(suit)
            new[s] -= set(play.hand(s).suit_cards(suit))
            new[s] |= set(pool[:k])
            pool = pool[k:]
    return Play(Deal({s: Hand(new[s]) for s in Seat}), play.contract, play.cards_played)


@pytest.mark.parametrize("seed", range(12))
def test_the_player_never_reads_hidden_hands(seed):
    """At every card of a whole deal the choice is unchanged when the hands the player
    cannot see are redealt (declarer, dummy and defenders alike)."""
    rng = random.Random(seed)
    deal = Deal.random(seed=seed)
    contract = ["3NTS", "4SN", "4HE", "2DW"][seed % 4]
    p = Play(deal, contract)
    bot = HeuristicPlayer()
    while not p.is_complete:
        card = bot.choose(p)
        for _ in range(2):
            other = _permuted(p, rng)
            assert other.legal_cards() == p.legal_cards()
            assert bot.choose(other) == card, (p.turn, p.cards_played)
        p.play(card)


def test_the_sight_holds_only_visible_hands():
    p = Play(Deal.random(seed=3), "3NTS")
    s = Sight(p)
    assert set(s.hands) == {Seat.WEST}            # the opening leader sees only his hand
    p.play(HeuristicPlayer().choose(p))
    assert set(Sight(p).hands) == {Seat.NORTH, Seat.SOUTH}  # dummy to play: declarer decides
    p.play(HeuristicPlayer().choose(p))
    assert set(Sight(p).hands) == {Seat.EAST, Seat.NORTH}   # East sees dummy


# ================================================================ more textbook positions
def test_nine_never_play_for_the_drop():
    # [ACBL-P] "eight ever, nine never": nine trumps missing the queen: low to the king
    # (West played low), not the finesse of the ten.
    p = position("4SS", {"S": "AJ9843.A54.K2.73", "N": "KT2.862.AQ53.K84"},
                 "HK H2 H3 HA S3 S5")
    assert choose(p) == C("SK")


def test_eight_ever_finesse():
    # [ACBL-P] "eight ever": eight trumps missing the queen: finesse the ten.
    p = position("4SS", {"S": "AJ984.A54.K2.763", "N": "KT2.862.AQ53.K84"},
                 "HK H2 H3 HA S4 S5")
    assert choose(p) == C("ST")


def test_declarer_takes_a_sure_trick_second_hand():
    # [ACBL-P] with two stoppers there is no hold-up: win East's lead, cheaply (the king).
    p = position("3NTS", {"S": "K72.KQ3.AK6.J942", "N": "AQ5.AJ42.32.KQ63"},
                 "C5 C3 CA C4 D8")
    assert p.turn is Seat.SOUTH
    assert choose(p) == C("DK")


def test_third_hand_does_not_overtake_partners_queen():
    # [ACBL-D] partner's queen (top of a sequence) is as good as East's king: East
    # encourages with the seven instead of overtaking.
    p = position("3NTS", {"E": "J64.8643.K72.A63", "N": "A83.AKQ2.853.K94"}, "DQ D3")
    assert choose(p) == C("D7")


def test_a_king_under_dummys_ace_is_not_a_winner():
    # [Kantar] against 6NT East won the club ace; the spade king sits under dummy's
    # A Q: not a trick to cash.  East returns partner's suit (top of the doubleton left).
    p = position("6NTS", {"E": "K5.8643.9752.A64", "N": "AQ4.AKQ2.KQ3.K52"}, "CJ C2 CA C3")
    card = choose(p)
    assert card != C("SK") and card == C("C6")


@pytest.mark.parametrize("seed", range(8))
def test_closed_dummy_view_plays_legal_cards(seed):
    """Bridge for two with closed dummies hands the player a view where dummy is never
    faced: the player copes with the hand it cannot see (and plays a legal card)."""
    from bridgelib.games.two import _NoDummyView
    from bridgelib import Contract, Strain

    p = Play(Deal.random(seed=seed), Contract(3, Strain(seed % 5), 0, Seat(seed % 4)))
    bot = HeuristicPlayer()
    while not p.is_complete:
        card = bot.choose(_NoDummyView(p))
        assert card in p.legal_cards()
        p.play(card)


def test_cash_out_before_dummys_long_suit():
    # [Kantar] against 4♠, with dummy's diamonds ready to take declarer's discards,
    # East (in with the club ace) cashes the heart winners at once.
    p = position("4SS", {"E": "742.AK5.9752.A64", "N": "Q83.862.AKQJ3.K5"}, "C3 C5 CA C2")
    assert choose(p) in (C("HA"), C("HK"))


def test_no_return_into_dummys_best_cards():
    # [ACBL-D] "lead up to weakness": after the spade ace East does not return spades
    # into dummy's K Q (dummy plays last and wins).
    p = position("3NTS", {"E": "AJ8.8643.9752.63", "N": "KQ3.AKQ2.KQ3.A95"}, "S4 S3 SA S2")
    assert choose(p).suit != C("SA").suit


# ================================================================ the hold-up play
# [ACBL-P] "the hold-up play" and the Rule of 7: at no-trump, with one stopper in the
# defenders' suit and a suit to establish by giving up the lead (here the diamond ace),
# declarer refuses the trick 7 − (the side's cards in the suit) times: ♠A 7 3 opposite
# ♠6 2 is five cards, so two hold-ups, then the ace wins the third round.
HOLD_UP = {"S": "A73.A83.QJT94.K6", "N": "62.K64.K832.A952"}


def test_hold_up_the_ace_at_trick_one():
    p = position("3NTS", HOLD_UP, "SK S2 S5")
    assert p.turn is Seat.SOUTH
    assert choose(p) == C("S3")


def test_hold_up_a_second_time_by_the_rule_of_7():
    p = position("3NTS", HOLD_UP, "SK S2 S5 S3 SQ S6 S8")
    assert choose(p) == C("S7")


def test_win_the_third_round_after_two_hold_ups():
    p = position("3NTS", HOLD_UP, "SK S2 S5 S3 SQ S6 S8 S7 SJ C2 H2")
    assert choose(p) == C("SA")


def test_no_hold_up_when_the_sure_tricks_make_the_contract():
    # [ACBL-P] count the winners first: nine sure tricks (♠A, ♥AKQ, ♦AKQ, ♣AK) — take
    # them; holding up would only give the defenders time.
    p = position("3NTS", {"S": "A73.A83.AKQ4.K64", "N": "62.KQ4.8532.A952"}, "SK S2 S5")
    assert choose(p) == C("SA")
