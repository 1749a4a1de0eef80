"""Honeymoon scoring: the examples the honeymoon-bridge text works out, the failed-double switch, rubber scoring."""

from __future__ import annotations

import pytest

from bridgelib import Contract, Hand, InvalidNotation, Strain
from bridgelib.scoring.honeymoon import (FailedDouble, honours_bonus, rubber_score, seed_score,
                                         seed_trick_points)

K = Contract.from_str


# Seed 000: «игрок заказал „три черви“ … получает 270 очков. Если же он возьмет … десять,
# … 300 очков. … не добирает две взятки …, партнер вносит в свою запись 60 очков.»
@pytest.mark.parametrize("tricks,declarer,opponent", [(9, 270, 0), (10, 300, 0), (7, 0, 60)])
def test_three_hearts_examples_from_the_seed(tricks, declarer, opponent):
    assert seed_score(K("3H"), tricks).points == (declarer, opponent)


def test_sergeys_redoubled_two_hearts_is_960():
    # «за восемь взяток … при реконтре … выигрыш Сергея возрастает до 960 очков»
    assert seed_score(K("2HXX"), 8).declarer_points == 960


def test_double_and_redouble_multiply_the_value_of_tricks():
    # «взятка в пиках стоила 30 очков, после … контры … 60 … Реконтра … 120»
    assert seed_score(K("1SX"), 7, failed_double="none").declarer_points == 7 * 60
    assert seed_score(K("1SXX"), 7, failed_double="none").declarer_points == 7 * 120


def test_trick_values_by_strain():
    # «трефы и бубны 20 …, пики и черви 30 …, без козырей 40 за первую, 30 за следующие»
    assert seed_trick_points(Strain.CLUBS, 7) == 140
    assert seed_trick_points(Strain.DIAMONDS, 8) == 160
    assert seed_trick_points(Strain.SPADES, 7) == 210
    assert seed_trick_points(Strain.NOTRUMP, 7) == 40 + 6 * 30
    assert seed_score(K("1NT"), 7).points == (220, 0)
    assert seed_score(K("3NT"), 7).points == (0, 70)   # two down at NT: 40 + 30


def test_failed_double_switch_both_readings():
    # reading 1 (default): the doubler whose double failed writes off 50
    assert seed_score(K("2HX"), 8).points == (480, -50)
    assert seed_score(K("2HX"), 7).points == (0, 60)
    # reading 2: the declarer of a doubled contract that failed writes off 50
    assert seed_score(K("2HX"), 8, failed_double=FailedDouble.DECLARER).points == (480, 0)
    assert seed_score(K("2HX"), 7, failed_double=FailedDouble.DECLARER).points == (-50, 60)
    assert seed_score(K("2HX"), 7, failed_double="none", penalty=50).points == (0, 60)
    assert seed_score(K("2H"), 8).points == (240, 0)          # no double, no penalty


def test_no_bonuses_in_the_seed():
    # «не существует дополнительных очков за геймы, шлемы и наличие онеров»
    assert seed_score(K("7NT"), 13).points == (40 + 12 * 30, 0)


def test_rubber_scoring_for_the_standard_game():
    s = rubber_score(K("2HXX"), 8, declarer_honours=100, declarer="Sergey", opponent="Olga")
    assert s.by_player() == {"Sergey": 240 + 100 + 100, "Olga": 0}
    assert [e.points for e in s.entries if e.below] == [240]
    assert rubber_score(K("4S"), 11).points == (120 + 30, 0)
    assert rubber_score(K("3NTX"), 7).points == (0, 300)        # 2 down doubled, not vul
    assert rubber_score(K("6C"), 12).points == (120 + 500, 0)
    assert rubber_score(K("4H"), 9, opponent_honours=150).points == (0, 50 + 150)


def test_honours_in_one_hand():
    assert honours_bonus(Hand.from_pbn("AJ9.AKQT9.JT.KJ7"), Strain.HEARTS)[0] == 100
    assert honours_bonus(Hand.from_pbn("K7.J876.AKQ.AQT6"), Strain.HEARTS)[0] == 0
    assert honours_bonus(Hand.from_pbn("AKQJT.2.3.4"), Strain.SPADES)[0] == 150
    assert honours_bonus(Hand.from_pbn("A2.A.A32.A32"), Strain.NOTRUMP)[0] == 150


def test_score_needs_names_for_by_player_and_valid_tricks():
    with pytest.raises(InvalidNotation, match="player names"):
        seed_score(K("1C"), 7).by_player()
    with pytest.raises(InvalidNotation):
        seed_score(K("1C"), 14)
    assert seed_score(Contract.passed_out(), 0).points == (0, 0)
