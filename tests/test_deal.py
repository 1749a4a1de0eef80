import pytest

from bridgelib import Board, Card, Deal, Hand, InvalidNotation, Seat, Vulnerability, deck


def test_pbn_round_trip_any_first_seat():
    text = "W:.AQJ85.986.JT973 A8643.97642.Q.Q8 KT9.K3.K75.AK652 QJ752.T.AJT432.4"
    d = Deal.from_pbn(text)
    assert d.pbn("W") == text
    assert d[Seat.NORTH].pbn() == "A8643.97642.Q.Q8" and d["S"].pbn() == "QJ752.T.AJT432.4"
    assert Deal.from_pbn(d.pbn()) == d and d.is_complete


def test_random_deals_are_seeded_and_complete():
    d = Deal.random(seed=42)
    assert d == Deal.random(seed=42) and d != Deal.random(seed=43)
    assert sorted(c for _, h in d.items() for c in h) == sorted(deck())
    assert sum(h.hcp for _, h in d.items()) == 40


def test_duplicate_cards_refused():
    with pytest.raises(InvalidNotation, match="dealt twice"):
        Deal.from_pbn("N:A... A... - -")


@pytest.mark.parametrize("bad", ["AKQ.... ", "X:AK2.QJ3.T98.7654 - - -", "N:AK2.QJ3.T98.7654 - -"])
def test_bad_pbn_deals(bad):
    with pytest.raises(InvalidNotation):
        Deal.from_pbn(bad)


def test_partial_deals_and_holder():
    d = Deal.from_pbn("N:AK... - - -")
    assert d.holder(Card.from_str("SA")) is Seat.NORTH and d.holder(Card.from_str("C2")) is None
    assert not d.is_complete and d.pbn() == "N:AK... - - -"


def test_board_from_number():
    b = Board.from_number(5, Deal.random(seed=1))
    assert (b.dealer, b.vulnerability, b.number) == (Seat.NORTH, Vulnerability.NS, 5)
    text = str(b)
    assert "Board 5" in text and "Dealer: North" in text and "Vul: North–South" in text
    html = b._repr_html_()
    assert "Dealer North" in html and "North–South vulnerable" in html


def test_hidden_hands_and_hcp_in_diagrams():
    from bridgelib.render import html, text
    d = Deal.random(seed=3)
    t = text.deal(d, hcp=True, hidden=(Seat.EAST,))
    assert "(hidden)" in t and f"HCP {d[Seat.NORTH].hcp}" in t
    h = html.deal(d, hidden=(Seat.WEST,), four_colour=True)
    assert "(hidden)" in h and "#080" in h  # clubs green in four colours


def test_a_deal_is_a_value_copied_and_pickled_whole():
    import copy
    import pickle

    d = Deal.random(seed=3)
    for other in (pickle.loads(pickle.dumps(d)), copy.deepcopy(d), Deal(d.hands)):
        assert other == d and hash(other) == hash(d) and other.pbn() == d.pbn()


def test_a_deal_shows_itself_on_the_bridge_table():
    """In a notebook a deal or board is drawn on the table view (card faces by seat,
    dealer and vulnerability marked); the printed sheet keeps the compass diagram."""
    from bridgelib import Board

    d = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    page = Board.from_number(5, d)._repr_html_()   # Law 2: board 5, North deals, N-S vulnerable
    assert "bl-deal" in page and "Board 5" in page and "Dealer North" in page
    assert "North–South vulnerable" in page
    assert all(f"card-{c.pbn()}" in page for c in d[Seat.WEST])
    assert "bl-deal" in d._repr_html_() and "Dealer" not in d._repr_html_()


def test_a_play_shows_its_position_on_the_bridge_table():
    """A play in a notebook: the hands left, dummy by suits once the lead is made, the trick
    in the middle (between tricks the last one, its winner marked), contract and tricks won."""
    from bridgelib import Play

    d = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    before = Play(d, "4SS")._repr_html_()
    assert "bl-play" in before and "(dummy)" not in before and "West to play" in before
    after_one = Play(d, "4SS", ["HA", "HT", "H7", "H2"])._repr_html_()  # West's ♥A wins
    assert "North (dummy)" in after_one and "Trick 1 → West" in after_one
    assert "Declarer 0, defenders 1" in after_one and "West to play" in after_one
