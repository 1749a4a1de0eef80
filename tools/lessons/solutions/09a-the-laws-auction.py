# ---
# title: Exercises — the laws: the auction
# ---

# %% [markdown] id=intro
# # Exercises: the laws
#
# Put each answer in the variable the check cell below it names (`answer_1`, `answer_2`…),
# then run the check cell. The checks replay the situation with `bridgelib.laws` and
# compare your answer with the engine's ruling.

# %% id=setup
from bridgelib import Seat, course
from bridgelib.course import check, sealed

# %% [markdown] id=q7
# **1.** North opens 1♠ and East bids an insufficient 1♥; South does not accept it. Give
# East a correction (a call as text) after which **nobody** is barred from the auction.

# %% id=a7
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = "2H"
### END SOLUTION

# %% id=c7 points=1
auction = course.law_state("insufficient-bid-other-correction", steps=2)
auction.correct(answer_1)
check(len(auction.bars), sealed("aeaafe768fbdbceb"), "players barred after your correction",
      hint="Law 27B1a: the lowest sufficient bid in the same strain")
### BEGIN HIDDEN TESTS
auction = course.law_state("insufficient-bid-other-correction", steps=2)
auction.correct(answer_1)
check(len(auction.bars), 0, "players barred after your correction",
      hint="Law 27B1a: the lowest sufficient bid in the same strain")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** The same insufficient 1♥, but East corrects it to 2♣ (neither the lowest
# sufficient bid in hearts nor a comparable call). Which player must now pass whenever it
# is his turn to call? Answer with a `Seat`.

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = Seat.WEST
### END SOLUTION

# %% id=c2 points=1
check([answer_2], sealed("6a9b7144381d2d1b"), "the player barred (Law 27B2)",
      hint="the offender's partner is silenced")
### BEGIN HIDDEN TESTS
barred = course.law_state("insufficient-bid-other-correction", steps=2)
barred.correct("2C")
check([answer_2], list(barred.bars), "the player barred (Law 27B2)",
      hint="the offender's partner is silenced")
### END HIDDEN TESTS
