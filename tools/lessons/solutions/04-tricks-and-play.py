# ---
# title: Exercises — tricks and play
# ---

# %% [markdown] id=intro
# # Exercises: tricks and play
#
# Answer each question, then run the check cell below it.

# %% id=setup
from bridgelib import Contract, Deal, Play, Seat
from bridgelib.course import check, sealed, trick
deal = Deal.from_pbn("N:QJ4.K53.A762.864 652.876.9843.T95 AKT98.A42.K5.Q73 73.QJT9.QJT.AKJ2")
deal

# %% [markdown] id=q1
# **1.** A trick on its own, not from the deal above (questions 3, 4 and 6 play that one):
# West leads ♦5, North plays ♦K, East (out of diamonds) plays ♠2 and South plays ♦A. Who
# wins the trick at **no-trump**? Answer with a `Seat`.

# %% id=a1
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = Seat.SOUTH
### END SOLUTION

# %% id=c1 points=1
check(answer_1, sealed("f7899d34735c31d5"), "winner at no-trump",
      hint="at no-trump a card of another suit is only a discard")
### BEGIN HIDDEN TESTS
check(answer_1, trick("W", "D5 DK S2 DA").winner, "winner at no-trump",
      hint="at no-trump a card of another suit is only a discard")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** The same four cards, with **spades** as trumps: who wins?

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = Seat.EAST
### END SOLUTION

# %% id=c2 points=1
check(answer_2, sealed("c03cdf7f122db82b"), "winner with spades trumps")
### BEGIN HIDDEN TESTS
check(answer_2, trick("W", "D5 DK S2 DA", trump="S").winner, "winner with spades trumps")
### END HIDDEN TESTS

# %% [markdown] id=q3
# **3.** On the deal above North declares three no-trump. Who makes the opening lead, and
# who is dummy? Answer with two seats.

# %% id=a3
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = (Seat.EAST, Seat.SOUTH)
### END SOLUTION

# %% id=c3 points=1
check(answer_3, sealed("f95aa1a74a18abab"), "opening leader and dummy",
      hint="the lead comes from declarer's left; dummy is declarer's partner")
### BEGIN HIDDEN TESTS
nt = Play(deal, "3NTN")
check(answer_3, (nt.turn, nt.dummy), "opening leader and dummy",
      hint="the lead comes from declarer's left; dummy is declarer's partner")
### END HIDDEN TESTS

# %% [markdown] id=q4
# **4.** Against four spades by South, West leads ♥Q. Which cards may North (dummy) play?
# List them as PBN strings, highest first.

# %% id=a4
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_4 = ["HK", "H5", "H3"]
### END SOLUTION

# %% id=c4 points=1
check(answer_4, sealed("35e92b6f76131cb8"), "North's legal cards",
      hint="North holds hearts, so North must follow suit")
### BEGIN HIDDEN TESTS
spades = Play(deal, "4SS", ["HQ"])
check(answer_4, [c.pbn() for c in spades.legal_cards()], "North's legal cards",
      hint="North holds hearts, so North must follow suit")
### END HIDDEN TESTS

# %% [markdown] id=q5
# **5.** How many tricks must declarer win in a contract of five diamonds?

# %% id=a5
answer_5 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_5 = 11
### END SOLUTION

# %% id=c5 points=1
check(answer_5, sealed("1c1ed25b2534d8af"), "tricks for 5♦", hint="book plus level")
### BEGIN HIDDEN TESTS
check(answer_5, Contract.from_str("5D").tricks_needed, "tricks for 5♦", hint="book plus level")
### END HIDDEN TESTS

# %% [markdown] id=q6
# **6.** Against four spades by South, the first trick goes ♣A (West), ♣4, ♣5, ♣3. Who
# leads to the second trick? Answer with a `Seat`.

# %% id=a6
answer_6 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_6 = Seat.WEST
### END SOLUTION

# %% id=c6 points=1
check(answer_6, sealed("73db8eaa0f32fadc"), "leader to trick 2",
      hint="the winner of a trick leads to the next")
### BEGIN HIDDEN TESTS
check(answer_6, Play(deal, "4SS", "CA C4 C5 C3".split()).leader, "leader to trick 2",
      hint="the winner of a trick leads to the next")
### END HIDDEN TESTS
