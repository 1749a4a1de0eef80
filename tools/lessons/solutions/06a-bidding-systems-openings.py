# ---
# title: Exercises — bidding systems: openings
# ---

# %% [markdown] id=intro
# # Exercises: bidding systems
#
# Put each answer in the variable the check cell below it names (`answer_1`, `answer_2`…),
# then run the check cell. The checks ask the engine's reference systems, SAYC and Acol:
# your answer is right when it is the system's call.

# %% id=setup
from bridgelib import Call, Contract, Deal, Hand, Suit
from bridgelib.bidding import bid_deal, explain, suggest
from bridgelib.course import check, sealed

# %% [markdown] id=q1
# **1.** You deal and hold the hand below. What do you open in **SAYC**? Answer with a
# `Call`, e.g. `Call.from_str("1H")`.

# %% id=hand1
hand_1 = Hand.from_pbn("KJ3.A82.AQ5.K973")
hand_1

# %% id=a1
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = Call.from_str("1NT")
### END SOLUTION

# %% id=c1 points=1
check(answer_1, sealed("7cd648d9dea3ce5d"), "SAYC opening",
      hint="count the points and look at the shape: SAYC's no-trump is 15–17 balanced")
### BEGIN HIDDEN TESTS
check(answer_1, suggest(hand_1, "", "sayc").call, "SAYC opening",
      hint="count the points and look at the shape: SAYC's no-trump is 15–17 balanced")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** The same hand in **Acol**, whose no-trump opening is weak (12–14). What does Acol
# open?

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = Call.from_str("1C")
### END SOLUTION

# %% id=c2 points=1
check(answer_2, sealed("e182113414e05814"), "Acol opening",
      hint="too strong for Acol's 1NT: open your longest suit")
### BEGIN HIDDEN TESTS
check(answer_2, suggest(hand_1, "", "acol").call, "Acol opening",
      hint="too strong for Acol's 1NT: open your longest suit")
### END HIDDEN TESTS

# %% [markdown] id=q7
# **3.** A very strong hand, `AKQJ5.AKJ4.AK3.2`. Which opening do **both** systems use for
# it? (It is conventional: it says nothing about clubs.)

# %% id=a7
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = Call.from_str("2C")
### END SOLUTION

# %% id=c7 points=1
check([answer_3, answer_3], sealed("f8f1f8345e7cb9b0"), "strong opening in SAYC and Acol",
      hint="the strongest opening of both systems")
### BEGIN HIDDEN TESTS
strong = "AKQJ5.AKJ4.AK3.2"
check([answer_3, answer_3], [suggest(strong, "", s).call for s in ("sayc", "acol")],
      "strong opening in SAYC and Acol", hint="the strongest opening of both systems")
### END HIDDEN TESTS
