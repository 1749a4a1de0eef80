# ---
# title: Exercises — yard bridge: the play and the score
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
from bridgelib.course import check, sealed, show
from bridgelib.games.chinese import ChineseDeal
from bridgelib.games.two import TwoPlayerGame, player_of
from bridgelib.games.yard import YARD_FOUR, YARD_THREE, YardRound
from bridgelib.scoring.yard import YARD_TABLE_LITERAL, YardScoreTable, yard_points
names = ("Oksana", "Taras", "Iryna", "Mykola")

# %% [markdown] id=q4
# **1.** Score these four results as the yard-bridge text's worked example does (taking more
# than you bid scores a point for every trick taken): bid 2 took 2; bid 0 took 1; bid 4 took
# 2; bid 1 took 3. Answer with a list of four numbers.

# %% id=a4
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = [20, 1, -20, 3]
### END SOLUTION

# %% id=c4 points=1
check(answer_1, sealed("a673ff32b3f65de3"), "points, the yard-bridge text's example reading")
### BEGIN HIDDEN TESTS
results = [(2, 2), (0, 1), (4, 2), (1, 3)]
check(answer_1, [yard_points(b, t) for b, t in results], "points, the yard-bridge text's example reading")
### END HIDDEN TESTS

# %% [markdown] id=q5
# **2.** The same four results with the table read literally (one point per *extra*
# trick).

# %% id=a5
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = [20, 1, -20, 2]
### END SOLUTION

# %% id=c5 points=1
check(answer_2, sealed("9d86d39ed7e9ce9f"), "points, the table read literally",
      hint="only the last result took more than one trick over its bid")
### BEGIN HIDDEN TESTS
check(answer_2, [yard_points(b, t, YARD_TABLE_LITERAL) for b, t in results], "points, the table read literally",
      hint="only the last result took more than one trick over its bid")
### END HIDDEN TESTS

# %% [markdown] id=q6
# **3.** Ann, Bob and Cy play with three players. In the first round they bid 4, 3, 4 and
# take 4, 5, 3; in the second they bid 0, 6, 5 and take 0, 6, 6. Make their score table
# `sheet` (a `YardScoreTable`, the text's example reading) and say who leads, with how many
# points: answer with a pair such as `("Ann", 50)`.

# %% id=a6
sheet = ...  # your answer in place of ...
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
sheet = YardScoreTable(("Ann", "Bob", "Cy")).add((4, 3, 4), (4, 5, 3)).add((0, 6, 5), (0, 6, 6))
answer_3 = (sheet.leaders[0], max(sheet.totals))
### END SOLUTION

# %% id=c6 points=1
show(check(len(sheet.rounds), sealed("8c9e49a0683fc7d1"), "rounds in your table"),
     check(answer_3, sealed("e75ca12c0878342e"), "the leader and his points",
           hint="exact bids score 10 a trick, a made zero 5, one trick short −10"))
### BEGIN HIDDEN TESTS
show(check(len(sheet.rounds), 2, "rounds in your table"),
     check(answer_3, ("Bob", yard_points(3, 5) + yard_points(6, 6)), "the leader and his points",
           hint="exact bids score 10 a trick, a made zero 5, one trick short −10"))
### END HIDDEN TESTS

# %% [markdown] id=q8
# **4.** The lesson's round (seed 7, Mykola deals, trumps from his last card): after the
# bidding Oksana leads the ♠8 and Taras plays the ♠6. Which cards may Iryna play? Look at
# her hand (`r8.hand(2)`) and answer with PBN strings (`"SQ"`), highest first.

# %% id=setup8
r8 = YardRound.deal(YARD_FOUR, dealer=3, seed=7, names=names)
for b in (1, 3, 2, 2):
    r8.bid(b)
r8.play("S8"); r8.play("S6")
r8.hand(2)

# %% id=a8
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_4 = ["SQ", "S7"]
### END SOLUTION

# %% id=c8 points=1
check(answer_4, sealed("0d322d25cc2f4228"), "Iryna's legal cards", hint="she holds spades")
### BEGIN HIDDEN TESTS
check(answer_4, [c.pbn() for c in r8.legal_cards()], "Iryna's legal cards", hint="she holds spades")
### END HIDDEN TESTS
