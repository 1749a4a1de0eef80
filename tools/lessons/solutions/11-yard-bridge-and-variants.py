# ---
# title: Exercises — yard bridge and other variants
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

# %% [markdown] id=q4
# **4.** Score these four results as the yard-bridge text's worked example does (one point per trick
# taken over the bid): bid 2 took 2; bid 0 took 1; bid 4 took 2; bid 1 took 3. Answer with
# a list of four numbers.

# %% id=a4
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_4 = [20, 1, -20, 3]
### END SOLUTION

# %% id=c4 points=1
check(answer_4, sealed("a673ff32b3f65de3"), "points, the yard-bridge text's example reading")
### BEGIN HIDDEN TESTS
results = [(2, 2), (0, 1), (4, 2), (1, 3)]
check(answer_4, [yard_points(b, t) for b, t in results], "points, the yard-bridge text's example reading")
### END HIDDEN TESTS

# %% [markdown] id=q5
# **5.** The same four results with the table read literally (one point per *extra*
# trick).

# %% id=a5
answer_5 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_5 = [20, 1, -20, 2]
### END SOLUTION

# %% id=c5 points=1
check(answer_5, sealed("9d86d39ed7e9ce9f"), "points, the table read literally",
      hint="only the last result took more than one trick over its bid")
### BEGIN HIDDEN TESTS
check(answer_5, [yard_points(b, t, YARD_TABLE_LITERAL) for b, t in results], "points, the table read literally",
      hint="only the last result took more than one trick over its bid")
### END HIDDEN TESTS

# %% [markdown] id=q6
# **6.** Ann, Bob and Cy play with three players. In the first round they bid 4, 3, 4 and
# take 4, 5, 3; in the second they bid 0, 6, 5 and take 0, 6, 6. Make their score table
# `sheet` (a `YardScoreTable`, seed's example reading) and say who leads, with how many
# points: answer with a pair such as `("Ann", 50)`.

# %% id=a6
sheet = ...  # your answer in place of ...
answer_6 = ...  # your answer in place of ...
### BEGIN SOLUTION
sheet = YardScoreTable(("Ann", "Bob", "Cy")).add((4, 3, 4), (4, 5, 3)).add((0, 6, 5), (0, 6, 6))
answer_6 = (sheet.leaders[0], max(sheet.totals))
### END SOLUTION

# %% id=c6 points=1
check(len(sheet.rounds), sealed("8c9e49a0683fc7d1"), "rounds in your table")
check(answer_6, sealed("e75ca12c0878342e"), "the leader and his points",
      hint="exact bids score 10 a trick, a made zero 5, one trick short −10")
### BEGIN HIDDEN TESTS
check(len(sheet.rounds), 2, "rounds in your table")
check(answer_6, ("Bob", yard_points(3, 5) + yard_points(6, 6)), "the leader and his points",
      hint="exact bids score 10 a trick, a made zero 5, one trick short −10")
### END HIDDEN TESTS

# %% [markdown] id=q7
# **7.** The dealer's last card fixes trumps. What is the chance that **another** player
# (not the dealer) is dealt no trump at all? Compute it as the lesson does, from
# `stats.pattern_probabilities(9, 36)`, and give an exact `Fraction`.

# %% id=a7
nine = ...  # your answer in place of ...
void = ...  # your answer in place of ...
answer_7 = ...  # your answer in place of ...
### BEGIN SOLUTION
nine = stats.pattern_probabilities(9, 36)
void = sum(p * pattern.count(0) for pattern, p in nine.items()) / 4
answer_7 = 4 * void * 9 / 27
### END SOLUTION

# %% id=c7 points=1
check(answer_7, sealed("56ca67f7c182f085"), "the chance of no trump",
      hint="a k-card suit of his is trumps with chance (9 − k)/27")
### BEGIN HIDDEN TESTS
# Counted another way: the trump card is one of the 36; the player's nine cards come from the
# other 35, of which 27 are not trumps.
check(answer_7, Fraction(comb(27, 9), comb(35, 9)), "the chance of no trump",
      hint="a k-card suit of his is trumps with chance (9 − k)/27")
### END HIDDEN TESTS

# %% [markdown] id=q8
# **8.** The lesson's round (seed 7, Mykola deals, trumps from his last card): after the
# bidding Oksana leads the ♠8 and Taras plays the ♠6. Which cards may Iryna play? Look at
# her hand (`r8.hand(2)`) and answer with PBN strings (`"SQ"`), highest first.

# %% id=setup8
r8 = YardRound.deal(YARD_FOUR, dealer=3, seed=7, names=names)
for b in (1, 3, 2, 2):
    r8.bid(b)
r8.play("S8"); r8.play("S6")
r8.hand(2)

# %% id=a8
answer_8 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_8 = ["SQ", "S7"]
### END SOLUTION

# %% id=c8 points=1
check(answer_8, sealed("0d322d25cc2f4228"), "Iryna's legal cards", hint="she holds spades")
### BEGIN HIDDEN TESTS
check(answer_8, [c.pbn() for c in r8.legal_cards()], "Iryna's legal cards", hint="she holds spades")
### END HIDDEN TESTS

# %% [markdown] id=q9
# **9.** Bridge for two: South deals and chooses open dummies. South bids 1♠, West 2♥, and
# South passes. Which seat makes the opening lead, and which player (South or West) chooses
# that card? Answer with two seats.

# %% id=a9
answer_9 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_9 = (Seat.NORTH, Seat.SOUTH)
### END SOLUTION

# %% id=c9 points=1
check(answer_9, sealed("44941be6ebf9a1c4"), "the opening leader and who plays it",
      hint="West declares; the lead comes from the declarer's left, which is South's dummy")
### BEGIN HIDDEN TESTS
g9 = TwoPlayerGame(Deal.random(seed=4), dealer=Seat.SOUTH)
g9.choose_dummy("open")
for call in ("1S", "2H", "Pass"):
    g9.call(call)
check(answer_9, (g9.play.turn, player_of(g9.play.turn)), "the opening leader and who plays it",
      hint="West declares; the lead comes from the declarer's left, which is South's dummy")
### END HIDDEN TESTS

# %% [markdown] id=q10
# **10.** Chinese bridge: how many cards does each player receive in all, and how many of
# them does he turn face up? Answer with a pair of numbers.

# %% id=a10
answer_10 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_10 = (26, 11)
### END SOLUTION

# %% id=c10 points=1
check(answer_10, sealed("fdc94dd26572e3bc"), "cards in all, and face up",
      hint="4 each, then 44 more shared between the two")
### BEGIN HIDDEN TESTS
c10 = ChineseDeal.deal(seed=1).turn_up_first(0)
check(answer_10, (len(c10.hand(0)) + len(c10.second(0)), len(c10.face_up(0))), "cards in all, and face up",
      hint="4 each, then 44 more shared between the two")
### END HIDDEN TESTS
