# ---
# title: Exercises — honeymoon bridge: the Sergey–Olga game
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

# %% [markdown] id=q10
# **1.** Use the exact solver: at the start of the main play under the **standard** rules
# Olga leads, hearts are trumps, and each player holds the hands of figure 18
# (`course.honeymoon_game(rec, standard).state.main_hands`, Sergey's first). How many
# tricks can Sergey guarantee? Use `TwoHandSolver(Suit.HEARTS).tricks(leader_hand,
# other_hand)` (import it from `bridgelib.analysis.twohand`), which gives the tricks the
# *leader* can guarantee; turn each frozenset of cards into a `Hand` first.

# %% id=a10
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
from bridgelib.analysis.twohand import TwoHandSolver
sergey, olga = (Hand(h) for h in course.honeymoon_game(rec, standard).state.main_hands)
answer_1 = 13 - TwoHandSolver(Suit.HEARTS).tricks(olga, sergey)
### END SOLUTION

# %% id=c10 points=1
check(answer_1, sealed("ac1f54ddd4b47b04"), "Sergey's guaranteed tricks",
      hint="the solver counts for the leader, Olga; Sergey gets the rest")
### BEGIN HIDDEN TESTS
from bridgelib.analysis.twohand import TwoHandSolver
start = course.honeymoon_game(rec, standard).state.main_hands
check(answer_1, 13 - max(TwoHandSolver(Suit.HEARTS).lead_values(Hand(start[1]), Hand(start[0])).values()),
      "Sergey's guaranteed tricks", hint="the solver counts for the leader, Olga; Sergey gets the rest")
### END HIDDEN TESTS

# %% [markdown] id=q4
# **2.** Rules are data. Make a rules object `winner_draws`: the honeymoon-bridge text's rules with one
# change, the winner of each preliminary trick drawing first (`draw_first=Who.WINNER`).
# Give it the name `"winner-draws"`.

# %% id=a4
winner_draws = ...  # your answer in place of ...
### BEGIN SOLUTION
winner_draws = seed.replace(draw_first=Who.WINNER, name="winner-draws")
### END SOLUTION

# %% id=c4 points=1
check([rule for rule, mine, theirs in seed.differences(winner_draws)],
      sealed("026c4e315df16e03"), "the rules that differ from the honeymoon-bridge text's",
      hint="use seed.replace(...) with two changes")
### BEGIN HIDDEN TESTS
check([rule for rule, mine, theirs in seed.differences(winner_draws)], ["name", "draw_first"],
      "the rules that differ from the honeymoon-bridge text's", hint="use seed.replace(...) with two changes")
### END HIDDEN TESTS

# %% [markdown] id=q5
# **3.** In the record the player who *led* each preliminary trick draws first. Under your
# `winner_draws` rules, after which preliminary tricks is that a draw out of turn? Work it
# out from the tricks themselves (`course.honeymoon_game(rec).preliminary_tricks`: each
# trick has a `number`, a `leader` and a `winner`) and answer with a list of trick numbers.

# %% id=a5
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = [t.number for t in course.honeymoon_game(rec).preliminary_tricks if t.leader != t.winner]
### END SOLUTION

# %% id=c5 points=1
check(answer_3, sealed("1434765d0ef9d1b1"), "tricks after which the draws are out of turn",
      hint="the draw is wrong when the leader lost the trick")
### BEGIN HIDDEN TESTS
replayed = course.honeymoon_game(rec, winner_draws)
check(answer_3, [i.trick for i in replayed.irregularities if i.kind == "draw-out-of-turn"],
      "tricks after which the draws are out of turn", hint="the draw is wrong when the leader lost the trick")
### END HIDDEN TESTS
