# ---
# title: Exercises — honeymoon bridge: the deal and the preliminary play
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

# %% [markdown] id=q1
# **1.** After the deal, how many cards does each player hold, and how many are left in
# the talon? Answer with a pair of numbers.

# %% id=a1
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = (13, 26)
### END SOLUTION

# %% id=c1 points=1
check(answer_1, sealed("b81060aaa77da977"), "cards in a hand and in the talon")
### BEGIN HIDDEN TESTS
dealt = HoneymoonGame.random(1)
check(answer_1, (len(dealt.hand(dealt.players[0])), len(dealt.talon)), "cards in a hand and in the talon")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** Olga deals from a pack whose cards are numbered 1 (the top card) to 52. She gives
# the cards in packets of 3, 2, 3, 2 and 3, Sergey first. Which numbers does Olga receive?
# Answer with a sorted list.

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = [4, 5, 6, 9, 10, 14, 15, 16, 19, 20, 24, 25, 26]
### END SOLUTION

# %% id=c2 points=1
check(answer_2, sealed("1dd0bfc0ed70f2c6"), "Olga's cards",
      hint="the opponent receives each packet first: Sergey gets 1–3, then Olga 4–6, …")
### BEGIN HIDDEN TESTS
pack = list(deck())
olga = HoneymoonGame.from_deck(pack, players=("Sergey", "Olga"), dealer="Olga").hand("Olga")
check(answer_2, sorted(pack.index(c) + 1 for c in olga), "Olga's cards",
      hint="the opponent receives each packet first: Sergey gets 1–3, then Olga 4–6, …")
### END HIDDEN TESTS

# %% [markdown] id=q3
# **3.** In the Sergey–Olga game, Sergey leads the ♥2 to the first preliminary trick and
# Olga wins it with the ♥4. Under the **standard** (published) rules, who draws first from
# the talon? Answer with a name.

# %% id=a3
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = "Olga"
### END SOLUTION

# %% id=c3 points=1
check(answer_3, sealed("e0360704c90fe3e9"), "the first to draw under the standard rules",
      hint="in the published game the winner of the trick draws first")
### BEGIN HIDDEN TESTS
first = rec.new_game(standard)
first.play("H2"); first.play("H4")
check(answer_3, first.turn, "the first to draw under the standard rules",
      hint="in the published game the winner of the trick draws first")
### END HIDDEN TESTS
