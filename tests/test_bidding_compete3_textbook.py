"""Competitive auctions the systems did not cover (issue 14, compete3): opener after an
overcall of responder's 1NT; the strong 1♣ opener (Precision) after an overcall of the
negative 1♦ or of a positive response; the negative's answer to the strong opener's takeout
double; Precision's 2♣ responder with game values and no stopper in the overcaller's suit.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Larry Cohen, "To Bid or Not to Bid" (the Law of Total Tricks): compete to the level of
  the trumps the partnership holds — eight trumps, the two level; without a known fit,
  do not outbid them;
- William S. Root, "Commonsense Bidding": opener's rebid shows a six-card suit or a second
  suit; a minimum balanced opening facing a limited response has nothing more to say;
  bids over an opponent's interference are natural (free bids); no-trump over their suit
  only with it stopped; a takeout double is answered in the longest unbid suit, a major
  preferred, and left in (a penalty pass) only with length and strength in their suit;
  once the partnership is forced to game, a double of the opponents' overcall is for
  penalties;
- C. C. Wei, "Precision Bidding System": after the strong 1♣ and the negative 1♦, opener
  shows a five-card suit or a balanced hand naturally; a positive response forces to
  game, and opener raises responder's suit with support;
- Root & Pavlicek, "Modern Bridge Conventions": a cue bid of the opponents' suit with game
  values and no stopper asks partner to bid 3NT with one (the stopper-asking cue bid).
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call


# (systems, auction from North, hand, the book's call, why)
POSITIONS = [
    # 1. Opener after the overcall of partner's 1NT response.
    #    Six spades opposite the 1NT response's doubleton: eight trumps, compete at two
    #    (Cohen).
    (("sayc", "acol", "precision"), "1S P 1NT 2H", "A97543.A63.A6.J3", "2S",
     "six-card suit, eight trumps: compete at the two level"),
    #    Five spades and no second suit: no eight-card fit is known and the 1NT response is
    #    limited — pass (Cohen: without a known fit do not outbid them; Root: a minimum has
    #    nothing more to say).
    (("sayc", "acol", "precision"), "1S P 1NT 2D", "AJ974.K5.KT.T932", "P",
     "five-card suit only, a minimum: pass"),
    (("sayc", "acol", "precision"), "1D P 1NT 2H", "KJ.J98.KJT74.A72", "P",
     "minimum, no six-card suit, no heart stopper to speak of: pass"),
    #    A second four-card suit lower than the first: show it at the two level (Root).
    (("sayc", "acol", "precision"), "1S P 1NT 2D", "AQ974.KJ93.5.K93", "2H",
     "5-4 in the majors: the second suit, natural"),
    # 2. Precision: the strong 1♣ opener after the negative 1♦ is overcalled.  Natural free
    #    bids (Wei; Root): the five-card suit, 1NT with their suit stopped, a takeout double
    #    with shortness in their suit.
    (("precision",), "1C P 1D 1H", "AKT.974.Q6.AK974", "2C",
     "five clubs, 16 HCP: the natural suit over the overcall"),
    (("precision",), "1C P 1D 1S", "KT92.AQT.AQ94.J3", "1NT",
     "balanced, spades stopped: 1NT"),
    (("precision",), "1C P 1D 1H", "AQ73.4.KQJ4.AKJ2", "X",
     "4-1-4-4, short in their hearts, no five-card suit: takeout double"),
    # 3. The negative 1♦ answers the strong opener's takeout double (Root): the four-card
    #    major; with five trumps headed by two honours, leave the double in.
    (("precision",), "1C P 1D 1H X P", "Q854.J4.T982.Q73", "1S",
     "four spades: the major at the one level"),
    (("precision",), "1C P 1D 1H X P", "854.KJ973.T98.Q7", "P",
     "five hearts with two honours: penalty pass"),
    # 4. The strong 1♣ opener after the positive response is overcalled: the positive has
    #    forced to game, so bids stay natural (Wei) and a double is for penalties (Root).
    (("precision",), "1C P 1NT 2C", "KJ975.AKJT82.A.5", "2H",
     "six hearts, five spades: the natural suit, game forced"),
    (("precision",), "1C P 1NT 2C", "AQ3.KQ76.AJ52.87", "2H",
     "balanced with four hearts, no club stopper: show the major (Stayman is gone)"),
    (("precision",), "1C P 1S 2D", "J83.AQJ7.AK85.K8", "2S",
     "three-card support for the positive spades: raise, game forced"),
    (("precision",), "1C P 1S 2D", "A3.KQ7.KJ985.AK8", "X",
     "five diamonds with two honours over the overcaller, no fit: penalty double"),
    # 5. The strong 1♣ opener after responder's double (6+) of the overcall and their raise:
    #    a five-card suit is bid naturally (Root: free bids are natural); with trump honours
    #    and no fit, the balance of power doubles them (Cohen; Root).
    (("precision",), "1C 1H X 2H", "AKQ4.6.A92.KQ984", "3C",
     "five clubs: natural over their raise"),
    (("precision",), "1C 1D X 2D", "AQ3.K76.QJ52.AJ4", "X",
     "Q-J-x-x of their suit, no five-card suit, 17 opposite 6+: penalty double"),
    (("precision",), "1C 1D X 2D X P", "J76.854.K9.QT832", "P",
     "opener's double is for penalties: responder leaves it in"),
    (("precision",), "1C 1D X 2D 2H P", "A93.T98.Q6.J7543", "4H",
     "three-card support for opener's five hearts, 7 HCP opposite 16+: game in the major"),
    #    Opener passed their raise; responder (the double's 6+) with five spades competes
    #    at the two level: eight trumps opposite opener's expected three (Cohen).
    (("precision",), "1C 1D X 2D P P", "QT973.8654.6.A42", "2S",
     "five spades after opener's pass: compete at the two level"),
    #    After the overcall is raised and responder has passed (0–5): with 21 HCP and a
    #    singleton in their suit, a takeout double (Root); with length in their suit and no
    #    six-card suit, defend (Cohen: no fit, partner with nothing).
    (("precision",), "1C 1H P 3H", "Q87.K.AKQT.AQJ54", "X",
     "21 HCP, singleton heart: takeout double"),
    (("precision",), "1C 1H P 2H", "AQ3.74.KQ864.AQ7", "P",
     "17 HCP opposite 0–5, no fit, no six-card suit: defend"),
    # 6. Opener after a two-over-one response and a double: the double takes no room, so
    #    opener rebids as if they had passed (Root: a takeout double over partner's response
    #    changes nothing for opener's natural rebids) — not a jump to game.
    (("sayc", "acol", "precision"), "1S P 2H X", "AQ974.K93.5.K932", "3H",
     "three-card support for responder's hearts: the raise, as without the double"),
    (("sayc", "acol"), "1S P 2C X", "AQ974.93.KJ95.K3", "2D",
     "a second suit, natural, as without the double"),
    # 7. Opener after a two-over-one response and a three-level overcall: a six-card suit
    #    is rebid (Root); four cards of their suit with two honours and no fit for partner
    #    double them — partner's two-over-one has shown values (Cohen: the balance of power
    #    and no fit); a minimum with nothing to show passes (Root).
    (("sayc", "acol", "precision"), "1S P 2H 3D", "AQ9742.93.Q5.KJ9", "3S",
     "six spades: rebid the suit at the three level"),
    (("sayc", "acol", "precision"), "1S P 2C 3D", "AQ974.93.KJ95.K3", "X",
     "K-J-9-5 of their diamonds, no club fit: penalty double"),
    (("sayc", "acol", "precision"), "1S P 2H 3D", "AQ974.93.K5.KJ93", "P",
     "a minimum with no fit, no sixth spade, no stopper: pass"),
    # 8. Precision's 2♣ (11–15, long clubs), their 2♥: 13 HCP, no heart stopper — the
    #    stopper-asking cue bid (Root & Pavlicek), not a partscore.
    (("precision",), "2C 2H", "QT6.8.AKQ84.Q542", "3H",
     "game values, no heart stopper: cue bid asks for one"),
    (("precision",), "2C 2H 3H P", "K72.KQ3.T.KT8763", "3NT",
     "hearts stopped: 3NT"),
    (("precision",), "2C 2H 3H P", "K72.832.T.AKT876", "4C",
     "no heart stopper: rebid the clubs"),
    # ------------------------------------------------- advancer after responder raises or
    # bids 2NT over partner's overcall: the trumps we hold decide (Cohen)
    (("sayc", "acol", "precision"), "1S 3D 3S", "A74.T72.97.AKT75", "P",
     "two diamonds opposite the six-card weak jump overcall: no fit, pass"),
    (("sayc", "acol", "precision"), "1D 3C 3D", "Q752.K9.Q83.Q985", "4C",
     "four clubs opposite the six-card jump overcall: ten trumps, the four level"),
    (("sayc",), "2D 3C 3D", "KT653.AT65.9.J87", "P",
     "three clubs and 8 HCP opposite a three-level overcall of a weak two: no game, pass"),
    (("sayc", "acol"), "2S 3C 3S", ".865.Q986.KJT864", "4C",
     "six clubs, 6 HCP, opposite the five-card three-level overcall: eleven trumps, compete"),
    (("sayc", "acol", "precision"), "1H 1S 2NT", "T5.976.KT952.J95", "P",
     "two spades, 4 HCP, their 2NT invites 3NT: no nine-card fit, defend"),
    (("sayc", "acol", "precision"), "1D 1H 2NT", "T5.QT62.95.KT952", "3H",
     "four hearts opposite the overcall, weak: nine trumps, the three level"),
]


@pytest.mark.parametrize("systems, auction, hand, expected, why", POSITIONS)
def test_competitive_position(systems, auction, hand, expected, why):
    for system in systems:
        got = computer_call(hand, auction, system)
        assert got.call == Call.from_str(expected), (system, why, got.meaning)
        assert not got.principle, (system, why, "the system should cover it", got.meaning)
