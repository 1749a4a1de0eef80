import pytest

from bridgelib import Card, Hand, InvalidNotation, Suit


def test_pbn_round_trip_and_hcp():
    h = Hand.from_pbn("AKQ2.K52.J3.Q762")
    assert h.pbn() == "AKQ2.K52.J3.Q762"
    assert h.hcp == 4 + 3 + 2 + 3 + 1 + 2  # A K Q, K, J, Q
    assert len(h) == 13
    assert Card.from_str("SK") in h


def test_notations_agree():
    want = Hand.from_pbn("AK2.QJ3.T98.7654")
    for text in ["♠AK2 ♥QJ3 ♦T98 ♣7654", "S:AK2 H:QJ3 D:T98 C:7654", "♠ A K 2 ♥ Q J 3 ♦ 10 9 8 ♣ 7 6 5 4",
                 "п: ТК2 ч: ДВ3 б: 1098 т: 7654", "SA SK S2 HQ HJ H3 DT D9 D8 C7 C6 C5 C4"]:
        assert Hand.from_str(text) == want, text


def test_russian_t_is_resolved_by_position():
    # т: before a colon is трефы (clubs); Т among the ranks is туз (ace).
    h = Hand.from_str("т: Т5 п: AKQ")
    assert h.ranks(Suit.CLUBS)[0].label == "A" and h.length(Suit.CLUBS) == 2
    assert Hand.from_str("п: ТКД ч: — б: В109 т: Т").pbn() == "AKQ..JT9.A"
    assert Hand.from_pbn("AK2.QJ3.T98.7654").ru() == "п: ТК2 ч: ДВ3 б: 1098 т: 7654"


# The honeymoon-bridge text's examples of a skewed hand (косая рука): 5-4-2-2, 6-3-3-1, 7-4-2-0.
# A two-suiter in English usage is at least 5-4: 6-3-3-1 and 7-2-2-2 are skewed, not two-suiters.
@pytest.mark.parametrize("pbn,pattern,balanced,regular,skewed,two_suiter", [
    ("AK2.QJ3.T98.7654", "4-3-3-3", True, True, False, False),
    ("AK32.QJ32.T98.76", "4-4-3-2", True, True, False, False),
    ("AK432.QJ3.T98.76", "5-3-3-2", True, False, False, False),
    ("AK32.QJ32.T982.7", "4-4-4-1", False, True, False, False),
    ("AK432.QJ32.T9.76", "5-4-2-2", False, False, True, True),
    ("AK5432.QJ3.T98.7", "6-3-3-1", False, False, True, False),
    ("AK65432.QJ32.T9.", "7-4-2-0", False, False, True, True),
    ("AK65432.QJ.T9.76", "7-2-2-2", False, False, True, False),
    ("AK432.QJ3.T9.765", "5-3-3-2", True, False, False, False),
    ("AK4322.QJ3.T9.76", None, None, None, None, None),
])
def test_shape_classes_from_the_seed(pbn, pattern, balanced, regular, skewed, two_suiter):
    if pattern is None:
        with pytest.raises(InvalidNotation, match="repeats a rank"):
            Hand.from_pbn(pbn)
        return
    h = Hand.from_pbn(pbn)
    assert h.pattern_text == pattern
    assert (h.is_balanced, h.is_regular, h.is_skewed, h.is_two_suiter) == (
        balanced, regular, skewed, two_suiter)


def test_skewed_and_two_suiter_are_different_classes():
    """How often each occurs (pattern tables: ≈ 49.4% skewed, ≈ 37.2% two-suiters)."""
    from bridgelib import stats

    c = stats.shape_class_probabilities()
    assert abs(float(c["skewed (косая рука)"]) - 0.494) < 0.001
    assert abs(float(c["two-suiter (5-4 or more)"]) - 0.372) < 0.001


def test_short_long_suits_and_voids():
    h = Hand.from_pbn("AK65432.QJ32.T9.")
    assert h.voids == (Suit.CLUBS,)
    assert h.doubletons == (Suit.DIAMONDS,)
    assert h.long_suits == (Suit.SPADES, Suit.HEARTS)
    assert h.short_suits == (Suit.DIAMONDS, Suit.CLUBS)
    assert h.shortness_points == 3 + 1
    assert h.length_points == 3
    assert h.total_points("length") == h.hcp + 3


def test_honours_and_spots():
    h = Hand.from_pbn("AT2.QJ3.98.76543")
    assert [c.pbn() for c in h.honours] == ["SA", "ST", "HQ", "HJ"]
    assert len(h.spot_cards) == 9


def test_add_remove_are_pure():
    h = Hand.from_pbn("AK..Q.")
    h2 = h.remove(Card.from_str("SA"))
    assert len(h) == 3 and len(h2) == 2
    with pytest.raises(InvalidNotation, match="not in the hand"):
        h2.remove(Card.from_str("SA"))
    with pytest.raises(InvalidNotation, match="already"):
        h.add(Card.from_str("SK"))


@pytest.mark.parametrize("bad", ["AK2.QJ3.T98", "AKX.QJ3.T98.7654", "п: ТК ч: Z", "SA SA", "♠AK ♠Q"])
def test_bad_hands(bad):
    with pytest.raises(InvalidNotation):
        Hand.from_str(bad)


def test_text_rendering():
    h = Hand.from_pbn("AKT2...")
    assert h.to_text(one_line=True) == "♠ A K 10 2  ♥ —  ♦ —  ♣ —"
    assert "♠" in h._repr_html_() and "10" in h._repr_html_()


def test_a_hand_is_a_value_copied_and_pickled_whole():
    import copy
    import pickle

    h = Hand.from_pbn("AKQ2.K52.J3.Q762")
    for other in (pickle.loads(pickle.dumps(h)), copy.deepcopy(h), Hand(h.cards), Hand(list(h))):
        assert other == h and hash(other) == hash(h) and other.hcp == h.hcp
    assert h.cards == frozenset(h) and len({h, Hand(reversed(list(h)))}) == 1
    assert "SA" not in h and Card.from_str("SA") in h


def test_a_hand_holds_cards_only():
    with pytest.raises(InvalidNotation, match="not a card"):
        Hand(["SA"])


def test_aces_counts_the_ace_of_each_suit():
    """Four aces in the pack, one a suit: counted from the cards, not the points."""
    from bridgelib import Deal, Seat

    assert Hand.from_pbn("A2.K3.AQ2.A98765").aces == 3
    assert Hand.from_pbn("KQJT.KQJ.KQJ.KQJ").aces == 0
    for seed in range(20):
        deal = Deal.random(seed=seed)
        assert sum(deal[s].aces for s in Seat) == 4
        for s in Seat:
            assert deal[s].aces == sum(1 for c in deal[s] if c.rank.name == "ACE")
