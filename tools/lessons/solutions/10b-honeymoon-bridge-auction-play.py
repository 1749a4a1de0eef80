# ---
# title: Exercises — honeymoon bridge: the auction, the main play and the score
# ---

# %% [markdown] id=intro
# # Exercises: honeymoon bridge
#
# Answer each question, then run the check cell below it. Some answers are a value you
# work out; others are a line of code that asks `bridgelib` — the lesson shows every
# function you need.

# %% id=setup
from bridgelib import Contract, Hand, Suit, course, deck
from bridgelib.course import check, sealed
from bridgelib.games.honeymoon import HoneymoonGame, HoneymoonRules, Who
from bridgelib.records import load_bundled
from bridgelib.scoring.honeymoon import seed_score
rec = load_bundled("sergey-olga")
seed, standard = HoneymoonRules.preset("seed"), HoneymoonRules.preset("standard")

# %% [markdown] id=q6
# **1.** Seed scoring: Olga declares three no-trump and takes ten tricks, undoubled. How
# many points does she write?

# %% id=a6
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = 310
### END SOLUTION

# %% id=c6 points=1
check(answer_1, sealed("7f02f25cc1c5daa2"), "3NT with ten tricks",
      hint="every trick taken counts: 40 for the first, 30 for each other")
### BEGIN HIDDEN TESTS
check(answer_1, seed_score(Contract.from_str("3NT"), 10).declarer_points, "3NT with ten tricks",
      hint="every trick taken counts: 40 for the first, 30 for each other")
### END HIDDEN TESTS

# %% [markdown] id=q7
# **2.** Seed scoring: Sergey declares four spades, Olga doubles, and Sergey takes only
# eight tricks. How many points does Olga write?

# %% id=a7
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = 120
### END SOLUTION

# %% id=c7 points=1
check(answer_2, sealed("079a0c002d914eae"), "Olga's points",
      hint="two tricks short, 30 each in spades, and the double doubles them")
### BEGIN HIDDEN TESTS
check(answer_2, seed_score(Contract.from_str("4SX"), 8).opponent_points, "Olga's points",
      hint="two tricks short, 30 each in spades, and the double doubles them")
### END HIDDEN TESTS

# %% [markdown] id=q8
# **3.** Under the standard rules the auction goes on after Sergey's redouble, and Olga
# passes. Who leads to the first trick of the main play? Answer with a name.

# %% id=a8
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = "Olga"
### END SOLUTION

# %% id=c8 points=1
check(answer_3, sealed("e0360704c90fe3e9"), "the opening leader under the standard rules",
      hint="in the published game the declarer's opponent leads")
### BEGIN HIDDEN TESTS
passed = course.honeymoon_game(rec, standard, until="Sergey XX")
passed.call("Pass", "Olga")
check(answer_3, passed.turn, "the opening leader under the standard rules",
      hint="in the published game the declarer's opponent leads")
### END HIDDEN TESTS

# %% [markdown] id=q9
# **4.** At the fifth main trick Olga leads the ♦Q, with hearts as trumps. Which cards may
# Sergey play in answer, under the **honeymoon-bridge text's** rules? List them as PBN strings (`"HT"`,
# `"DJ"`), in the order the engine lists cards: spades, hearts, diamonds, clubs, highest
# first in each suit. (The lesson's figure 18 shows his hand; he has played the ♥Q, ♥K,
# ♥A and ♠A since.)

# %% id=a9
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_4 = ["HT", "H9", "DJ", "DT"]
### END SOLUTION

# %% id=c9 points=1
check(answer_4, sealed("758f78e9a54c13f9"), "Sergey's legal cards under the honeymoon-bridge text's rules",
      hint="he may follow suit or trump; he may not discard")
### BEGIN HIDDEN TESTS
at_queen = course.honeymoon_game(rec, seed, until="Olga DQ")
check(answer_4, [c.pbn() for c in at_queen.legal_cards()], "Sergey's legal cards under the honeymoon-bridge text's rules",
      hint="he may follow suit or trump; he may not discard")
### END HIDDEN TESTS
