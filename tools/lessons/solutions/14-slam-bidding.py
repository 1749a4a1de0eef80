# ---
# title: Exercises — slam bidding
# ---

# %% [markdown] id=intro
# # Exercises: slam bidding
#
# Answer each question, then run the check cell below it. The checks ask the engine: its
# duplicate scoring for the bonuses and scores, and its SAYC for the calls. Answer a call
# with a `Call`, e.g. `Call.from_str("5D")` (`Call.from_str("P")` for a pass).

# %% id=setup
from bridgelib import Call, Contract, Hand
from bridgelib.bidding import suggest
from bridgelib.course import check, sealed
from bridgelib.scoring.duplicate import duplicate_score, slam_bonus

# %% [markdown] id=q1
# **1.** How big is the bonus for a **small slam** bid and made when **vulnerable**?

# %% id=a1
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = 750
### END SOLUTION

# %% id=c1 points=1
check(answer_1, sealed("767496ebd800f29e"), "small slam bonus, vulnerable",
      hint="the grand slam bonus is twice the small slam's; vulnerable bonuses are larger")
### BEGIN HIDDEN TESTS
check(answer_1, slam_bonus(6, True), "small slam bonus, vulnerable",
      hint="the grand slam bonus is twice the small slam's; vulnerable bonuses are larger")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** What is the whole duplicate score for **six no-trump**, vulnerable, made with
# exactly twelve tricks?

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = 1440
### END SOLUTION

# %% id=c2 points=1
check(answer_2, sealed("222d3b4a5e09bf0f"), "score of 6NT vulnerable",
      hint="trick score (40 for the first no-trump trick, 30 for each after), game bonus, slam bonus")
### BEGIN HIDDEN TESTS
check(answer_2, duplicate_score(Contract.from_str("6NT"), 12, True), "score of 6NT vulnerable",
      hint="trick score (40 for the first no-trump trick, 30 for each after), game bonus, slam bonus")
### END HIDDEN TESTS

# %% [markdown] id=q3
# **3.** Partner opens 1NT (15–17 in SAYC) and the next player passes. What do you bid with
# this hand?

# %% id=hand3
hand_3 = Hand.from_pbn("A32.KJ2.KQ87.AJ5")
hand_3

# %% id=a3
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = Call.from_str("6NT")
### END SOLUTION

# %% id=c3 points=1
check(answer_3, sealed("e0a2ae8cf9803581"), "SAYC response to 1NT",
      hint="add your points to partner's least and most: how many together?")
### BEGIN HIDDEN TESTS
check(answer_3, suggest(hand_3, "1NT P", "sayc").call, "SAYC response to 1NT",
      hint="add your points to partner's least and most: how many together?")
### END HIDDEN TESTS

# %% [markdown] id=q4
# **4.** Partner opened 1♠, you raised to 3♠, and partner bids 4NT, Blackwood (the
# opponents pass). What do you answer with this hand?

# %% id=hand4
hand_4 = Hand.from_pbn("K982.A93.A98.762")
hand_4

# %% id=a4
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_4 = Call.from_str("5H")
### END SOLUTION

# %% id=c4 points=1
check(answer_4, sealed("2c19c6c7dc413f26"), "Blackwood answer",
      hint="count your aces; the answers climb in steps from 5♣")
### BEGIN HIDDEN TESTS
check(answer_4, suggest(hand_4, "1S P 3S P 4NT P", "sayc").call, "Blackwood answer",
      hint="count your aces; the answers climb in steps from 5♣")
### END HIDDEN TESTS

# %% [markdown] id=q5
# **5.** You opened 1NT (15–17) with this hand and partner bids 4NT directly over it.
# What do you bid?

# %% id=hand5
hand_5 = Hand.from_pbn("KQ2.AJ3.KT98.Q76")
hand_5

# %% id=a5
answer_5 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_5 = Call.from_str("P")
### END SOLUTION

# %% id=c5 points=1
check(answer_5, sealed("a7061c50f8be945b"), "answer to 4NT over 1NT",
      hint="4NT directly over no-trump asks about your points, not your aces")
### BEGIN HIDDEN TESTS
check(answer_5, suggest(hand_5, "1NT P 4NT P", "sayc").call, "answer to 4NT over 1NT",
      hint="4NT directly over no-trump asks about your points, not your aces")
### END HIDDEN TESTS
