"""Irregularities in the play (Laws 48–56, 59, 62–63) on LawsPlay.

Each test works its expectation from the law's text, quoted in a comment.
The deal: N ♠AKQJ ♥T98 ♦765 ♣432 / E ♠T98 ♥765 ♦432 ♣AKQJ /
          S ♠765 ♥432 ♦AKQJ ♣T98 / W ♠432 ♥AKQJ ♦T98 ♣765.
"""

import pytest

from bridgelib import Card, Deal, Seat, Suit
from bridgelib.errors import IllegalAction, IllegalPlay
from bridgelib.laws import Edition, LawsPlay, LeadPenalty

DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
C = Card.from_str
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def cards(text):
    return [C(t) for t in text.split()]


def opening_lead_by_east():
    p = LawsPlay(DEAL, "4SS")          # West should lead
    r = p.lead_out_of_turn("E", "CA")
    return p, r


def test_ordinary_play_is_unchanged():
    p = LawsPlay(DEAL, "3NTS", cards("HA H8 H5 H2"))
    assert p.tricks[0].winner is W and p.turn is W
    assert p.legal_cards() == list(p.hand(W))     # any card: highest suit and rank first
    p.play("HK")
    with pytest.raises(IllegalPlay, match="must follow suit") as e:
        p.play("SA")
    assert e.value.law == 44


def test_opening_lead_out_of_turn_options():
    p, r = opening_lead_by_east()
    # Law 54: accept (54B), spread the hand and become dummy (54A), or refuse (54D / Law 56)
    assert r.law == "54" and r.option_keys == ("accept", "become-dummy", "refuse")
    assert p.pending_options == ("accept", "become-dummy", "refuse")
    assert all(o.by is S for o in r.options)          # declarer chooses
    assert p.legal_cards() == []                      # nothing may be played meanwhile
    with pytest.raises(IllegalPlay, match="led out of turn") as e:
        p.play("HA")
    assert e.value.law == 54


def test_54B_accept_declarer_plays_second():
    # 54B1: "The second card to the trick is played from declarer's hand."
    p, _ = opening_lead_by_east()
    r = p.choose("accept")
    assert r.law == "54B" and p.leader is E and p.turn is S and p.declarer is S
    assert p.current_trick.cards == (C("CA"),) and p.dummy_visible


def test_54A_declarer_becomes_dummy():
    # 54A: "declarer may spread his hand; he becomes dummy, and dummy becomes declarer"
    p, _ = opening_lead_by_east()
    p.choose("become-dummy")
    assert p.declarer is N and p.dummy is S and str(p.contract) == "4♠ by North"
    assert p.turn is S and p.controller(S) is N       # North now plays South's cards


def test_54C_must_accept_when_dummy_seen():
    # 54C: "If declarer could have seen any of dummy's cards ... he must accept the lead."
    p = LawsPlay(DEAL, "4SS", dummy_seen=True)
    assert p.lead_out_of_turn("E", "CA").option_keys == ("accept",)
    with pytest.raises(IllegalAction, match="not open"):
        p.choose("refuse")


def test_56_refused_lead_becomes_major_penalty_card_and_50D2():
    # 56 + 50B/C: the card led out of turn becomes a major penalty card;
    # 50D2: "When a defender has the lead while his partner has a major penalty card, he may
    # not lead until declarer has stated which option is selected"
    p, _ = opening_lead_by_east()
    r = p.choose("refuse")
    assert r.law == "56" and p.penalty_cards(E) == (C("CA"),) and p.is_major("CA")
    assert p.turn is W and p.pending_options == ("require", "prohibit", "free")
    with pytest.raises(IllegalPlay, match="50D2"):
        p.play("HA")


def test_50D2_require_the_suit_picks_the_card_up():
    p, _ = opening_lead_by_east()
    p.choose("refuse")
    p.choose("require", suit="C")
    assert p.penalty_cards(E) == ()                   # "the penalty card may be picked up"
    assert p.legal_cards() == cards("C7 C6 C5")
    with pytest.raises(IllegalPlay, match="required a club lead") as e:
        p.play("HA")
    assert e.value.law == 50
    p.play("C7")
    assert p.current_trick.cards == (C("C7"),)


def test_50D2_prohibit_lasts_while_he_keeps_the_lead():
    # "prohibit him from leading that suit for as long as he retains the lead"
    p, _ = opening_lead_by_east()
    p.choose("refuse")
    p.choose("prohibit", suit="C")
    assert all(c.suit is not Suit.CLUBS for c in p.legal_cards())
    for c in ("HA", "H8", "H5", "H2"):
        p.play(c)
    assert p.turn is W                                # West kept the lead: still no clubs
    assert all(c.suit is not Suit.CLUBS for c in p.legal_cards())
    for c in ("D8", "D5", "D2", "DA"):
        p.play(c)
    assert p.turn is S and p.restrictions == []      # West lost the lead: prohibition over


def test_50D2_free_lead_keeps_the_penalty_card_until_played():
    # 50D1: "A major penalty card must be played at the first legal opportunity ..." and
    # "The obligation to follow suit ... takes precedence"
    p, _ = opening_lead_by_east()
    p.choose("refuse")
    p.choose("free")
    p.play("DT"); p.play("D5")
    assert p.legal_cards() == cards("D4 D3 D2")       # East must follow in diamonds
    p.play("D4"); p.play("DA")                        # South wins
    p.play("S5"); p.play("S2"); p.play("SJ")
    assert p.legal_cards() == cards("ST S9 S8")       # still following suit
    p.play("S8")                                      # North won with the jack
    p.play("HT")
    assert p.legal_cards() == cards("H7 H6 H5")
    assert p.penalty_cards(E) == (C("CA"),)           # the ♣A waits on the table


def test_accept_by_playing_to_it():
    # 53A: "It becomes a correct lead if ... a play is made from the hand next in rotation"
    p, _ = opening_lead_by_east()
    r = p.play("C8", "S")
    assert r is not None and r.law == "54B" and p.turn is W and p.pending is None


def test_proper_lead_by_the_opponent_whose_turn_it_was():
    # 2017 53B / seed 53C: "that opponent may make his proper lead to the trick of the
    # infraction ... the proper lead stands and all cards played in error ... withdrawn"
    for edition, law in ((Edition.LAWS_2017, "53B"), (Edition.SEED, "53C")):
        p = LawsPlay(DEAL, "4SS", cards("DT D5 D2 DA"), edition=edition)
        assert p.turn is S
        r = p.lead_out_of_turn("E", "CK")
        assert r.option_keys == ("accept", "refuse", "proper-lead")
        r = p.choose("proper-lead", card="DK")
        assert r.law == law and r.edition_note
        assert p.penalty_cards(E) == () and C("CK") in p.hand(E)
        assert p.current_trick.cards == (C("DK"),) and p.turn is W


def test_55_declarer_leads_out_of_turn():
    # 55B1: when it was a defender's turn "declarer restores the card led in error to the
    # proper hand. No further rectification applies."
    p = LawsPlay(DEAL, "4SS", cards("HA H8 H5 H2"))
    r = p.lead_out_of_turn("S", "DA")
    assert r.law == "55" and all(o.key != "become-dummy" for o in r.options)
    assert p.choose("refuse").law == "55B1"
    assert p.turn is W and C("DA") in p.hand(S) and p.penalty_cards(S) == ()
    # 55B2: from the wrong hand of his own side: "He must lead from the correct hand."
    p = LawsPlay(DEAL, "4SS", cards("DT D5 D2 DA"))
    assert p.lead_out_of_turn("N", "SA").option_keys == ("accept", "refuse")
    assert p.choose("refuse").law == "55B2" and p.turn is S
    # accepted: the lead stands and the player on its left (East) plays next
    p = LawsPlay(DEAL, "4SS", cards("DT D5 D2 DA"))
    p.lead_out_of_turn("N", "SA")
    assert p.choose("accept").law == "55A" and p.turn is E and p.leader is N


def test_opening_lead_by_the_declaring_side_is_not_a_lead():
    p = LawsPlay(DEAL, "4SS")
    with pytest.raises(IllegalAction, match="only a defender makes the opening lead") as e:
        p.lead_out_of_turn("N", "SA")
    assert e.value.law == 41 and p.pending is None


def test_lead_out_of_turn_refusals_leave_state_unchanged():
    p = LawsPlay(DEAL, "4SS", cards("HA H8"))
    before = (p.cards_played, p.pending, p.actions)
    with pytest.raises(IllegalAction, match="not a lead"):
        p.lead_out_of_turn("S", "DA")
    with pytest.raises(IllegalAction, match="does not hold"):
        LawsPlay(DEAL, "4SS").lead_out_of_turn("E", "SA")
    assert (p.cards_played, p.pending, p.actions) == before


def test_penalty_card_minor_and_major():
    # 50C (seed) / 50B (2017): "A single card below the rank of an honour and exposed
    # unintentionally ... becomes a minor penalty card. Any card of honour rank ...
    # becomes a major penalty card; when one defender has two or more penalty cards, all
    # such cards become major penalty cards."
    p = LawsPlay(DEAL, "3NTN")                        # East leads
    assert p.expose("W", "C5").text.startswith("West's ♣5 becomes a minor")
    assert not p.is_major("C5")
    p.play("CA"); p.play("C8")
    # seed 50D: "he may not play any other card of this suit below an honour before it"
    assert p.legal_cards() == [C("C5")]
    q = LawsPlay(DEAL, "3NTN")
    q.expose("W", "HK")
    assert q.is_major("HK")
    q = LawsPlay(DEAL, "3NTN")
    q.expose("W", "C5"); q.expose("W", "D9")
    assert q.is_major("C5") and q.is_major("D9")
    d = LawsPlay(DEAL, "3NTN")
    d.expose("W", "C7", how="deliberate")             # shown on purpose: major
    assert d.is_major("C7")


@pytest.mark.parametrize("edition, sorts, minor", [(Edition.LAWS_2017, "50B", "50C"),
                                                    (Edition.SEED, "50C", "50D")])
def test_penalty_card_rulings_cite_the_editions_letters(edition, sorts, minor):
    """2017 Law 50: A the penalty card, B major or minor, C the minor penalty card, D the
    major; the laws text's edition has a 50B of its own (the card stays face up, folded into
    2017's 50A), so its C sorts the cards and its D is the minor one. The ruling once cited
    50C for the sorting in both editions, and the minor card's refusal 50C in both."""
    p = LawsPlay(DEAL, "3NTN", edition=edition)       # East leads
    assert p.expose("W", "C5").law == sorts
    p.play("CA"); p.play("C8")
    with pytest.raises(IllegalPlay, match=f"Law {minor}\\)"):
        p.play("C7")


def test_minor_penalty_card_allows_an_honour():
    # "(однако, он имеет право сыграть вместо неё онером)"
    p = LawsPlay(DEAL, "3NTN")
    p.expose("W", "D9")
    p.play("D2"); p.play("DJ")
    assert p.legal_cards() == cards("DT D9")
    with pytest.raises(IllegalPlay, match="minor penalty card") as e:
        p.play("D8")
    assert e.value.law == 50


def test_major_penalty_card_and_designation():
    # 51A: "declarer designates which is to be played at that turn"
    p = LawsPlay(DEAL, "3NTN")
    p.expose("W", "HK"); p.expose("W", "HQ")
    assert p.pending_options == ("require", "prohibit", "free")   # East to lead (50D2)
    p.choose("free")
    p.play("H7"); p.play("H4")
    assert p.legal_cards() == cards("HK HQ")
    with pytest.raises(IllegalPlay, match="major penalty card") as e:
        p.play("HA")
    assert e.value.law == 50
    with pytest.raises(IllegalAction, match="designate"):
        p.designate("HA")
    p.designate("HQ")
    assert p.legal_cards() == [C("HQ")]
    p.play("HQ")
    assert p.penalty_cards(W) == (C("HK"),)


def test_declarer_and_dummy_exposures():
    # 48A: "no card of declarer's ever becomes a penalty card"
    p = LawsPlay(DEAL, "4SS", cards("HA"))
    assert p.expose("S", "DA").law == "48A" and p.penalty_cards(S) == ()
    with pytest.raises(IllegalAction, match="dummy"):
        p.expose("N", "SA")


def test_revoke_correction_before_establishment():
    # 62A: "A player must correct his revoke if attention is drawn to the irregularity
    # before it becomes established." 62B1: the card "becomes a major penalty card ... if it
    # was played from a defender's unfaced hand". 62C1: the non-offenders may take back
    # cards played after the revoke.
    p = LawsPlay(DEAL, "4SS", cards("HA H8"))
    r = p.revoke("S8")
    assert r.law == "61A" and not p.is_established(p.revokes[0])
    p.play("H2")
    assert p.tricks[0].winner is E                   # the ruff won, for now
    r = p.correct_revoke("H7")
    assert r.law == "62B" and p.penalty_cards(E) == (C("S8"),) and p.is_major("S8")
    assert p.current_trick.cards == tuple(cards("HA H8 H7")) and p.turn is S
    assert C("H2") in p.hand(S)                       # South's card came back
    assert p.corrected and p.corrected[0].corrected and not p.revokes


def test_declarer_revoke_corrected_without_penalty_card():
    # 62B2: a card of declarer's "may be replaced without further rectification"
    p = LawsPlay(DEAL, "4SS", cards("HA H8 H5"))
    p.revoke("DA")
    p.correct_revoke("H2")
    assert all(p.penalty_cards(s) == () for s in Seat)
    assert p.tricks[0].cards == tuple(cards("HA H8 H5 H2")) and p.tricks[0].winner is W


def test_revoke_establishment():
    # 63A1: established "when the offender or his partner leads or plays to the following
    # trick"; 63B: "it may no longer be corrected"
    p = LawsPlay(DEAL, "4SS", cards("HA H8"))
    p.revoke("CJ")
    p.play("H2")                      # West won; West leads next
    rev = p.revokes[0]
    assert not p.is_established(rev)
    p.play("HK")                      # the offender's partner leads to trick 2
    assert p.is_established(rev)
    with pytest.raises(IllegalAction, match="established") as e:
        p.correct_revoke("H7")
    assert e.value.law == 63


def test_a_legal_card_is_not_a_revoke():
    p = LawsPlay(DEAL, "4SS", cards("HA"))
    with pytest.raises(IllegalPlay, match="not a revoke") as e:
        p.revoke("H8")
    assert e.value.law == 61 and p.revokes == [] and len(p.cards_played) == 1


def test_undo_replays_irregularities():
    p, _ = opening_lead_by_east()
    p.choose("refuse")
    p.choose("prohibit", suit="C")
    p.play("HA")
    assert p.undo() == ("play", "HA", "W")
    assert p.turn is W and p.restrictions and p.penalty_cards(E) == ()
    p.undo()
    assert p.pending_options == ("require", "prohibit", "free") and p.penalty_cards(E)
    p.undo(); p.undo()
    assert p.pending is None and p.actions == () and p.turn is W


def test_lead_penalty_from_the_auction():
    # 26B: declarer may "prohibit offender's partner from leading any one suit which has not
    # been specified in the legal auction by the offender"
    p = LawsPlay(DEAL, "4SS", lead_penalties=[LeadPenalty(E, frozenset({Suit.HEARTS,
                                                                        Suit.DIAMONDS}))])
    assert p.pending_options == ("prohibit", "free") and p.turn is W
    with pytest.raises(IllegalAction, match="may prohibit one suit"):
        p.choose("prohibit", suit="C")
    assert p.choose("prohibit", suit="H").law == "26B"
    assert all(c.suit is not Suit.HEARTS for c in p.legal_cards())
    # a penalty for a player whose partner declares does not arise
    q = LawsPlay(DEAL, "4SS", lead_penalties=[LeadPenalty(N, frozenset({Suit.HEARTS}))])
    assert q.pending is None


TWELVE_DEAL = Deal.from_pbn("N:8432.QJ.AT4.Q954 K9765.AT862..KJ6 AJT.754.Q9532.82 Q.K93.KJ876.AT73")
ELEVEN = ("C3 C5 CK C8 H2 H5 H9 HJ CQ C6 C2 C7 S2 S7 SJ SQ DJ D4 H6 DQ ST H3 S3 S5 D9 DK DT S6 "
          "SK SA HK S4 H4 CT HQ H8 C9 CJ D3 CA D6 DA HA D5").split()


def twelfth_trick_revoke():
    p = LawsPlay(TWELVE_DEAL, "4SS", ELEVEN)
    assert p.trick_number == 12 and p.turn is N
    p.play("S8")
    p.revoke("HT")                  # East holds the ♠9
    while not p.is_complete:
        p.play(p.legal_cards()[0])
    return p


def test_revoke_on_the_twelfth_trick_is_corrected_even_when_established():
    # 62D1: "On the twelfth trick, a revoke, even if established, must be corrected if
    # discovered before all four hands have been returned to the board."
    p = twelfth_trick_revoke()
    assert p.is_established(p.revokes[0])
    r = p.correct_revoke("S9")
    assert r.law == "62D" and p.penalty_cards(E) == (C("HT"),)
    assert p.current_trick.cards == tuple(cards("S8 S9")) and p.trick_number == 12
    # the later cards (South's, West's and trick 13) go back; West's do not become penalty
    # cards (62D2: Law 16C applies instead)
    assert p.penalty_cards(W) == () and len(p.hand(W)) == 2
    while not p.is_complete:
        p.play(p.legal_cards()[0])
    assert p.revoke_adjustment().rulings == ()


def test_uncorrected_twelfth_trick_revoke_is_not_penalised():
    # 64B6: no automatic trick adjustment "for a revoke on the twelfth trick"
    adj = twelfth_trick_revoke().revoke_adjustment()
    assert [r.law for r in adj.rulings] == ["64B6"] and adj.to_declarer == 0


def test_62C2_offenders_partner_withdraws_after_a_non_offender():
    # 62C1: "Each member of the non-offending side may withdraw ... any card he may have
    # played after the revoke"; 62C2: "After a non-offender so withdraws a card, the player of
    # the offending side next in rotation may withdraw his played card, which becomes a
    # penalty card if the player is a defender"
    p = LawsPlay(DEAL, "4SS", cards("DT D5 D2 DA H2"))   # South won and leads a heart
    p.revoke("C5")                                         # West holds ♥AKQJ
    p.play("H8"); p.play("H5")
    p.correct_revoke("HA")
    assert p.penalty_cards(W) == (C("C5"),) and p.penalty_cards(E) == (C("H5"),)
    assert p.current_trick.cards == tuple(cards("H2 HA")) and p.turn is N
    p.play("H8")
    assert p.legal_cards() == [C("H5")]         # East's penalty card, at once
