# ---
# title: Exercises — bridge for two and other variants
# ---

# %% [markdown] id=intro
# # Exercises: yard bridge and other variants
#
# Answer each question, then run the check cell below it. Some answers are a value you
# work out; others are a few lines of code that ask `bridgelib` — the lesson shows every
# function you need.

# %% id=setup
from fractions import Fraction
from math import comb
from bridgelib import Deal, Seat, stats
from bridgelib.course import check, sealed
from bridgelib.games.chinese import ChineseDeal
from bridgelib.games.two import TwoPlayerGame, player_of
from bridgelib.games.yard import YARD_FOUR, YARD_THREE, YardRound
from bridgelib.scoring.yard import YARD_TABLE_LITERAL, YardScoreTable, yard_points
names = ("Oksana", "Taras", "Iryna", "Mykola")

# %% [markdown] id=q9
# **1.** Bridge for two: South deals and chooses open dummies. South bids 1♠, West 2♥, and
# South passes. Which seat makes the opening lead, and which player (South or West) chooses
# that card? Answer with two seats.

# %% id=a9
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = (Seat.NORTH, Seat.SOUTH)
### END SOLUTION

# %% id=c9 points=1
check(answer_1, sealed("44941be6ebf9a1c4"), "the opening leader and who plays it",
      hint="West declares; the lead comes from the declarer's left, which is South's dummy")
### BEGIN HIDDEN TESTS
g9 = TwoPlayerGame(Deal.random(seed=4), dealer=Seat.SOUTH)
g9.choose_dummy("open")
for call in ("1S", "2H", "Pass"):
    g9.call(call)
check(answer_1, (g9.play.turn, player_of(g9.play.turn)), "the opening leader and who plays it",
      hint="West declares; the lead comes from the declarer's left, which is South's dummy")
### END HIDDEN TESTS

# %% [markdown] id=q10
# **2.** Chinese bridge: how many cards does each player receive in all, and how many of
# them does he turn face up? Answer with a pair of numbers.

# %% id=a10
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = (26, 11)
### END SOLUTION

# %% id=c10 points=1
check(answer_2, sealed("fdc94dd26572e3bc"), "cards in all, and face up",
      hint="4 each, then 44 more shared between the two")
### BEGIN HIDDEN TESTS
c10 = ChineseDeal.deal(seed=1).turn_up_first(0)
check(answer_2, (len(c10.hand(0)) + len(c10.second(0)), len(c10.face_up(0))), "cards in all, and face up",
      hint="4 each, then 44 more shared between the two")
### END HIDDEN TESTS
