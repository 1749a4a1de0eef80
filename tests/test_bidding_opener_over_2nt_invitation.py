"""Opener after responder's 2NT invitation over opener's second suit (1♥–1♠–2♦–2NT: 11–12,
no fit shown).

Not a minimum, opener accepts; with six cards of a major opener accepts in four of the major
rather than 3NT: the 2NT response denied three-card support, not a doubleton, and six
opposite two is the eight-card fit (the same reasoning as the rules' own 1M–1NT–2M for six
cards).  This is the reasoning of the rule, not a quotation; measured on the benchmark's
boards it changed one (SAYC held-out, +8 IMPs).  Hands are spades.hearts.diamonds.clubs.
"""
import pytest

from bridgelib.bidding import suggest


@pytest.mark.parametrize("system, hand, auction, expected", [
    # 14 HCP, six hearts: the heart game
    ("sayc", "2.AKQ964.AJ97.92", "1H P 1S P 2D P 2NT P", "4H"),
    ("acol", "2.AKQ964.AJ97.92", "1H P 1S P 2D P 2NT P", "4H"),
    ("precision", "2.AKQ964.AJ97.92", "1H P 1S P 2D P 2NT P", "4H"),
    # five hearts, not a minimum: 3NT as before
    ("sayc", "K2.AKQ96.AJ97.92", "1H P 1S P 2D P 2NT P", "3NT"),
    # six hearts and a minimum: three of the suit, to play, as before
    ("sayc", "2.KQJ964.AJ97.92", "1H P 1S P 2D P 2NT P", "3H"),
])
def test_six_card_major_accepts_in_the_major(system, hand, auction, expected):
    s = suggest(hand, auction, system)
    assert s.agreed and s.call.pbn() == expected
