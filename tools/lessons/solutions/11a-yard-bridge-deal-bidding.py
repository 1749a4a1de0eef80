# ---
# title: Exercises — yard bridge: the deal, trumps and bidding
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

# %% [markdown] id=q1
# **1.** Three players deal out the whole 36-card pack. How many tricks are played in a
# round, and how many cards are left over to turn up for trumps? Answer with a pair of
# numbers.

# %% id=a1
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = (12, 0)
### END SOLUTION

# %% id=c1 points=1
check(answer_1, sealed("93b8deea83682ee6"), "tricks and cards left over",
      hint="36 cards shared by 3 players")
### BEGIN HIDDEN TESTS
check(answer_1, (YARD_THREE.tricks, 36 - YARD_THREE.players * YARD_THREE.tricks), "tricks and cards left over",
      hint="36 cards shared by 3 players")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** Four players; Mykola deals. Oksana, Taras and Iryna bid 3, 2 and 1. Which bid may
# Mykola not make?

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = 3
### END SOLUTION

# %% id=c2 points=1
check(answer_2, sealed("b63f5bf261d10385"), "the dealer's forbidden bid",
      hint="the bids may not add up to 9")
### BEGIN HIDDEN TESTS
r2 = YardRound.deal(YARD_FOUR, dealer=3, seed=1, names=names)
for b in (3, 2, 1):
    r2.bid(b)
check(answer_2, r2.forbidden_bid(), "the dealer's forbidden bid", hint="the bids may not add up to 9")
### END HIDDEN TESTS

# %% [markdown] id=q3
# **3.** Three players. The two players before the dealer bid 7 and 6. List every bid the
# dealer may make, smallest first.

# %% id=a3
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = list(range(13))
### END SOLUTION

# %% id=c3 points=1
check(answer_3, sealed("a342f0c500d06c2e"), "the dealer's legal bids",
      hint="7 + 6 is already more than the 12 tricks: can any bid make the total exactly 12?")
### BEGIN HIDDEN TESTS
r3 = YardRound.deal(YARD_THREE, dealer=2, seed=1)
r3.bid(7); r3.bid(6)
check(answer_3, r3.legal_bids(), "the dealer's legal bids",
      hint="7 + 6 is already more than the 12 tricks: can any bid make the total exactly 12?")
### END HIDDEN TESTS

# %% [markdown] id=q7
# **4.** The dealer's last card fixes trumps. What is the chance that **another** player
# (not the dealer) is dealt no trump at all? Compute it as the lesson does, from
# `stats.pattern_probabilities(9, 36)`, and give an exact `Fraction`.

# %% id=a7
nine = ...  # your answer in place of ...
void = ...  # your answer in place of ...
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
nine = stats.pattern_probabilities(9, 36)
void = sum(p * pattern.count(0) for pattern, p in nine.items()) / 4
answer_4 = 4 * void * 9 / 27
### END SOLUTION

# %% id=c7 points=1
check(answer_4, sealed("56ca67f7c182f085"), "the chance of no trump",
      hint="a k-card suit of his is trumps with chance (9 − k)/27")
### BEGIN HIDDEN TESTS
# Counted another way: the trump card is one of the 36; the player's nine cards come from the
# other 35, of which 27 are not trumps.
check(answer_4, Fraction(comb(27, 9), comb(35, 9)), "the chance of no trump",
      hint="a k-card suit of his is trumps with chance (9 − k)/27")
### END HIDDEN TESTS
