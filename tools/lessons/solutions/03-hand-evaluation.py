# ---
# title: Exercises — hand evaluation
# ---

# %% [markdown] id=intro
# # Exercises: hand evaluation
#
# Count by hand first, then run the check cell below each answer.

# %% id=setup
from bridgelib import Call, Hand, stats
from bridgelib.bidding import suggest
from bridgelib.course import SEED_OPENING_HCP, check, sealed
hand = Hand.from_str("♠ KQ9763 ♥ A4 ♦ Q82 ♣ J5")
hand

# %% [markdown] id=q1
# **1.** How many high-card points (Milton Work) does the hand hold?

# %% id=a1
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = 12
### END SOLUTION

# %% id=c1 points=1
check(answer_1, sealed("94f0e348bd237e5e"), "HCP", hint="A 4, K 3, Q 2, J 1")
### BEGIN HIDDEN TESTS
check(answer_1, hand.hcp, "HCP", hint="A 4, K 3, Q 2, J 1")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** How many distribution points does it have counted by length (one for each card
# over four in a suit), and how many counted by shortness (void 3, singleton 2,
# doubleton 1)? Answer with two numbers.

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = (2, 2)
### END SOLUTION

# %% id=c2 points=1
check(answer_2, sealed("58e8c07ef52666c1"), "length and shortness points")
### BEGIN HIDDEN TESTS
check(answer_2, (hand.length_points, hand.shortness_points), "length and shortness points")
### END HIDDEN TESTS

# %% [markdown] id=q3
# **3.** By the seeds' rule (12 HCP or more), which of these four hands are worth an
# opening? Answer with four booleans, in order.

# %% id=hands
hands = [Hand.from_pbn(p) for p in ["AQ5.K84.J962.Q73", "KJ8.Q73.Q8652.J4",
                                    "A98.AK7.Q7542.32", "QJ2.QJ2.QJ32.QJ2"]]
hands

# %% id=a3
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = [True, False, True, True]
### END SOLUTION

# %% id=c3 points=1
check(answer_3, sealed("d10e6330b1bd6832"), "worth an opening",
      hint="count each hand's points; a hand of queens and jacks counts too")
### BEGIN HIDDEN TESTS
check(answer_3, [h.hcp >= SEED_OPENING_HCP for h in hands], "worth an opening",
      hint="count each hand's points; a hand of queens and jacks counts too")
### END HIDDEN TESTS

# %% [markdown] id=q4
# **4.** Which opening bid does the reference system SAYC choose for the first hand
# above (the hand in the setup cell, not the list)? Answer with a `Call`, e.g.
# `Call.from_str("1H")`.

# %% id=a4
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_4 = Call.from_str("1S")
### END SOLUTION

# %% id=c4 points=1
check(answer_4, sealed("22cb0e90dcadccb0"), "SAYC's opening",
      hint="with twelve points and a six-card major, open the major at the one level")
### BEGIN HIDDEN TESTS
check(answer_4, suggest(hand, "", "sayc").call, "SAYC's opening",
      hint="with twelve points and a six-card major, open the major at the one level")
### END HIDDEN TESTS

# %% [markdown] id=q5
# **5.** How many points does the average hand hold? (Think of the deck's total.)

# %% id=a5
answer_5 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_5 = 10
### END SOLUTION

# %% id=c5 points=1
check(answer_5, sealed("da66cd04d608fc2c"), "average HCP")
### BEGIN HIDDEN TESTS
check(answer_5, stats.mean(stats.hcp_distribution()), "average HCP")
### END HIDDEN TESTS

# %% [markdown] id=q6
# **6.** Deal 1,000 hands with `stats.sample_hands(1000, seed=9)` and count how many hold
# 12 HCP or more.

# %% id=a6
answer_6 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_6 = sum(h.hcp >= 12 for h in stats.sample_hands(1000, seed=9))
### END SOLUTION

# %% id=c6 points=1
check(answer_6, sealed("6854c15592b4abb4"), "hands with 12+ HCP")
### BEGIN HIDDEN TESTS
check(answer_6, len([h for h in stats.sample_hands(1000, seed=9) if h.hcp > 11]),
      "hands with 12+ HCP")
### END HIDDEN TESTS
