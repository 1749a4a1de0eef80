"""Textbook calls of the computer bidder in high-level competition (issue 14): the opponents
bid over the game our side has bid, sacrifices by the law of total tricks, and the light
fourth-seat opening that keeps a deal from being passed out.

Every expected call comes from the literature, cited at each test; none is copied from the
engine's output.  Sources:

- the forcing pass: "Forcing pass" (Finn Clark's bridge notes, finnclark.thiswaydown.org):
  "We've voluntarily bid a game, i.e. we weren't pushed there, and yet the opponents have
  bid on over it anyway. This is a forcing pass situation ... a pass from the next hand in
  the partnership to bid in this situation is a mild invitation to partner to bid on, while
  a double is a strong request to shut up and take the money"; "The Forcing Pass" (in-oz.com
  bridge forum, 2024): the situation arises when "we have bid a game expecting to make",
  and "you can pass an opposing bid to say you're not sure what to do and want partner to
  decide whether to double or bid on"; the Wikipedia article "Forcing pass": a pass "that
  asks partner to choose the most profitable option, but not to pass ... a double
  discourages further offensive bidding";
- when a game is *not* bid on values no force exists: Steve Robinson, "What's a Forcing
  Pass?" (ACBL District 6, 2009), quoting Bart Bramley: "bidding a game in a competitive
  auction, even with a jump, does not establish a force";
- Larry Cohen, "To Bid or Not to Bid" (the law of total tricks; "the five level belongs to
  the opponents"): compete to the level of the trumps held together — ten trumps, the four
  level — and do not bid five over their five-level bid;
- the rule of 15 in fourth seat (Pearson points): Marty Bergen, "Points Schmoints!" — after
  three passes open when the HCP plus the number of spades reach 15, else pass the deal out.
"""
import pytest

from bridgelib import Vulnerability
from bridgelib.bidding import forcing, suggest


def call(hand, auction, system="sayc", vulnerability=None):
    c = suggest(hand, auction, system, vulnerability=vulnerability).call
    return "Pass" if c is None or c.is_pass else c.pbn()


# ---------------------------------------------------------------------------- forcing pass
# 1♠–2♠–4♠: opener accepted the raise and bid game to make it; the opponents' 5♥ is a
# sacrifice.  The next of us to call doubles with defence in hearts (two or more cards:
# "take the money"), passes (forcing) with shortness — offence, not defence.
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("hand, expected", [
    ("K83.Q74.A8652.J4", "X"),      # three hearts: defence — double (Clark; Wikipedia)
    ("K83.Q7.A8652.J74", "X"),      # two hearts: double
    ("K873.4.A8652.J94", "Pass"),   # a singleton heart: forcing pass, partner decides
])
def test_responder_over_their_sacrifice_after_our_game(hand, expected, system):
    assert call(hand, "1S P 2S P 4S 5H", system) == expected


def test_the_forcing_pass_is_forcing():
    # Wikipedia, "Forcing pass": the pass asks partner to choose, "but not to pass".
    assert forcing("1S P 2S P 4S 5H P P", "sayc") == "round"
    assert forcing("1H P 3H P 4H 4S P P", "sayc") == "round"


@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("hand, expected", [
    ("AQJ84.K3.KQ5.A72", "X"),      # two hearts: defence — double (in-oz: double or bid on)
    ("AQ842.KJ3.KQ5.A2", "X"),      # three hearts: double
    ("AQJ842.3.KQ5.A72", "5S"),     # a singleton heart too: neither of us defends — bid on
])
def test_opener_after_partners_forcing_pass(hand, expected, system):
    assert call(hand, "1S P 2S P 4S 5H P P", system) == expected


def test_the_forced_partner_never_passes():
    # after partner's forcing pass the choice is to double or to bid on (Clark; in-oz)
    for hand in ("AQ942.K53.KQ5.72", "AJ9842.-.KQ5.A732", "AK842.Q3.KQ5.J72"):
        assert call(hand, "1S P 2S P 4S 5H P P") != "Pass"


def test_their_balancing_sacrifice_after_our_game():
    # 1♠–2♠–4♠ passed round to a 5♥ sacrifice: the game bidder is the next of us to call,
    # and doubles with two hearts (Clark: "take the money")
    assert call("AQJ84.K3.KQ5.A72", "1S P 2S P 4S P P 5H") == "X"


def test_four_spades_over_our_four_hearts_is_doubled():
    # 1♥–3♥ limit raise–4♥ is game bid on values; their 4♠ is a sacrifice: responder with
    # three spades doubles (the same forcing-pass agreement; Cohen: they are going down)
    assert call("K83.A74.A652.J43", "1H P 3H P 4H 4S") == "X"


def test_after_a_preemptive_raise_there_is_no_force():
    # 1♠–4♠ preemptive: the game was bid to push the opponents, not on values — no force
    # (Robinson/Bramley); the preemptive raiser passes, and opener's pass is allowed
    assert call("QJ984.3.8752.J72", "1S P 4S 5H P P") == "Pass"
    assert forcing("1S P 4S 5H P", "sayc") == ""
    assert forcing("1S P 4S 5H P P", "sayc") == ""


# ---------------------------------------------------------------------------- the law
# 1♥ (2♠ weak jump overcall, six spades) 4♥: advancer counts the trumps (Cohen, "To Bid or
# Not to Bid").  Four spades make ten: bid four; three make nine: pass.
def test_advancer_bids_four_over_their_game_with_ten_trumps():
    assert call("Q872.5.K8642.863", "1H 2S 4H") == "4S"


def test_advancer_passes_their_game_with_nine_trumps():
    assert call("Q87.54.K8642.863", "1H 2S 4H") == "Pass"


def test_the_preemptor_does_not_bid_again_over_their_game():
    # Root/Cohen: the weak jump overcaller has described the hand; partner decides
    assert call("KQJ987.5.J42.863", "1H 2S 4H P P") == "Pass"


def test_the_five_level_belongs_to_the_opponents():
    # 1♣ (1♠) 3♣ (3♠) 5♣: they bid five over our partscore competition — Cohen: pass
    assert call("AQJ84.K3.982.Q72", "1C 1S 3C 3S 5C") == "Pass"


# ---------------------------------------------------------------------------- rule of 15
# Bergen, "Points Schmoints!": in fourth seat open when HCP + spades >= 15.
@pytest.mark.parametrize("hand, expected", [
    ("KQ942.A73.Q52.73", "1S"),     # 11 HCP (KQ 5, A 4, Q 2) + 5 spades = 16: open
    ("AQ942.K73.J52.73", "1S"),     # 10 + 5 = 15
    ("K942.A73.Q52.Q73", "1C"),     # 11 + 4 = 15: open, no five-card major, the minor
    ("K942.A73.Q852.Q7", "1D"),     # 11 + 4 = 15: four diamonds
    ("K942.A73.Q52.J73", "Pass"),   # 10 + 4 = 14: pass it out
    ("Q2.AK973.J52.J73", "Pass"),   # 11 + 2 = 13: five hearts but no spades — pass it out
])
def test_fourth_seat_rule_of_15(hand, expected):
    assert call(hand, "P P P") == expected


# Acol counts the same in fourth seat (the rule of 15 is a count, not a system) and opens its
# own way: a four-card major, the higher of two equal suits.
@pytest.mark.parametrize("hand, expected", [
    ("KQ942.A73.Q52.73", "1S"),     # 11 HCP + 5 spades = 16 (the rule of 20 in first seat: 19)
    ("K942.A73.Q52.Q73", "1S"),     # K 3, A 4, Q 2, Q 2: 11 + 4 = 15: the four-card major
    ("K942.A73.Q852.Q7", "1S"),     # 11 + 4 = 15, four spades and four diamonds: the higher
    ("K942.A73.Q52.J73", "Pass"),   # 10 + 4 = 14: pass it out
    ("5.KJ1085.AJ4.Q732", "Pass"),  # KJ 4, AJ 5, Q 2: 11 + 1 = 12 — the rule of 20 (11 + 5 + 4)
])                                  # would open it in first seat: pass it out
def test_fourth_seat_rule_of_15_acol(hand, expected):
    assert call(hand, "P P P", system="acol") == expected


def test_acol_first_seat_keeps_the_rule_of_20():
    assert call("KQ942.A73.Q52.73", "", system="acol") == "Pass"     # 11 + 5 + 3 = 19
    assert call("5.KJ1085.AJ4.Q732", "", system="acol") == "1H"      # 11 + 5 + 4 = 20


def test_rule_of_15_is_for_fourth_seat_only():
    # in first or third seat the light hand does not open (SAYC: 12+ HCP)
    assert call("KQ942.A73.Q52.73", "") == "Pass"
    assert call("KQ942.A73.Q52.73", "P") == "Pass"


def test_rule_of_15_does_not_change_the_vulnerable_fourth_seat():
    # the count is the same vulnerable (Bergen gives no vulnerability condition)
    assert call("KQ942.A73.Q52.73", "P P P", vulnerability=Vulnerability.BOTH) == "1S"


def test_a_game_pushed_by_their_competition_is_no_force():
    # 1♥ (1♠) 2♥ (2♠) P (3♠) 4♥ (4♠): the single raise bid the game over their competition —
    # "bidding a game in a competitive auction, even with a jump, does not establish a
    # force" (Bramley, in Robinson's "What's a Forcing Pass?"): opener may pass
    assert forcing("1H 1S 2H 2S P 3S 4H 4S P", "sayc") == ""
    assert forcing("1H 1S 2H 2S P 3S 4H 4S P P", "sayc") == ""
    assert call("42.KJ64.Q8642.A2", "1H 1S 2H 2S P 3S 4H 4S P P") == "Pass"  # responder
