# ---
# title: Exercises — honeymoon bridge
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

# %% [markdown] id=q4
# **4.** Rules are data. Make a rules object `winner_draws`: the honeymoon-bridge text's rules with one
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
# **5.** In the record the player who *led* each preliminary trick draws first. Under your
# `winner_draws` rules, after which preliminary tricks is that a draw out of turn? Work it
# out from the tricks themselves (`course.honeymoon_game(rec).preliminary_tricks`: each
# trick has a `number`, a `leader` and a `winner`) and answer with a list of trick numbers.

# %% id=a5
answer_5 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_5 = [t.number for t in course.honeymoon_game(rec).preliminary_tricks if t.leader != t.winner]
### END SOLUTION

# %% id=c5 points=1
check(answer_5, sealed("1434765d0ef9d1b1"), "tricks after which the draws are out of turn",
      hint="the draw is wrong when the leader lost the trick")
### BEGIN HIDDEN TESTS
replayed = course.honeymoon_game(rec, winner_draws)
check(answer_5, [i.trick for i in replayed.irregularities if i.kind == "draw-out-of-turn"],
      "tricks after which the draws are out of turn", hint="the draw is wrong when the leader lost the trick")
### END HIDDEN TESTS

# %% [markdown] id=q6
# **6.** Seed scoring: Olga declares three no-trump and takes ten tricks, undoubled. How
# many points does she write?

# %% id=a6
answer_6 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_6 = 310
### END SOLUTION

# %% id=c6 points=1
check(answer_6, sealed("7f02f25cc1c5daa2"), "3NT with ten tricks",
      hint="every trick taken counts: 40 for the first, 30 for each other")
### BEGIN HIDDEN TESTS
check(answer_6, seed_score(Contract.from_str("3NT"), 10).declarer_points, "3NT with ten tricks",
      hint="every trick taken counts: 40 for the first, 30 for each other")
### END HIDDEN TESTS

# %% [markdown] id=q7
# **7.** Seed scoring: Sergey declares four spades, Olga doubles, and Sergey takes only
# eight tricks. How many points does Olga write?

# %% id=a7
answer_7 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_7 = 120
### END SOLUTION

# %% id=c7 points=1
check(answer_7, sealed("079a0c002d914eae"), "Olga's points",
      hint="two tricks short, 30 each in spades, and the double doubles them")
### BEGIN HIDDEN TESTS
check(answer_7, seed_score(Contract.from_str("4SX"), 8).opponent_points, "Olga's points",
      hint="two tricks short, 30 each in spades, and the double doubles them")
### END HIDDEN TESTS

# %% [markdown] id=q8
# **8.** Under the standard rules the auction goes on after Sergey's redouble, and Olga
# passes. Who leads to the first trick of the main play? Answer with a name.

# %% id=a8
answer_8 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_8 = "Olga"
### END SOLUTION

# %% id=c8 points=1
check(answer_8, sealed("e0360704c90fe3e9"), "the opening leader under the standard rules",
      hint="in the published game the declarer's opponent leads")
### BEGIN HIDDEN TESTS
passed = course.honeymoon_game(rec, standard, until="Sergey XX")
passed.call("Pass", "Olga")
check(answer_8, passed.turn, "the opening leader under the standard rules",
      hint="in the published game the declarer's opponent leads")
### END HIDDEN TESTS

# %% [markdown] id=q9
# **9.** At the fifth main trick Olga leads the ♦Q, with hearts as trumps. Which cards may
# Sergey play in answer, under the **seed's** rules? List them as PBN strings (`"HT"`,
# `"DJ"`), in the order the engine lists cards: spades, hearts, diamonds, clubs, highest
# first in each suit. (The lesson's figure 18 shows his hand; he has played the ♥Q, ♥K,
# ♥A and ♠A since.)

# %% id=a9
answer_9 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_9 = ["HT", "H9", "DJ", "DT"]
### END SOLUTION

# %% id=c9 points=1
check(answer_9, sealed("758f78e9a54c13f9"), "Sergey's legal cards under the honeymoon-bridge text's rules",
      hint="he may follow suit or trump; he may not discard")
### BEGIN HIDDEN TESTS
at_queen = course.honeymoon_game(rec, seed, until="Olga DQ")
check(answer_9, [c.pbn() for c in at_queen.legal_cards()], "Sergey's legal cards under the honeymoon-bridge text's rules",
      hint="he may follow suit or trump; he may not discard")
### END HIDDEN TESTS

# %% [markdown] id=q10
# **10.** Use the exact solver: at the start of the main play under the **standard** rules
# Olga leads, hearts are trumps, and each player holds the hands of figure 18
# (`course.honeymoon_game(rec, standard).state.main_hands`, Sergey's first). How many
# tricks can Sergey guarantee? Use `TwoHandSolver(Suit.HEARTS).tricks(leader_hand,
# other_hand)` (import it from `bridgelib.analysis.twohand`), which gives the tricks the
# *leader* can guarantee; turn each frozenset of cards into a `Hand` first.

# %% id=a10
answer_10 = ...  # your answer in place of ...
### BEGIN SOLUTION
from bridgelib.analysis.twohand import TwoHandSolver
sergey, olga = (Hand(h) for h in course.honeymoon_game(rec, standard).state.main_hands)
answer_10 = 13 - TwoHandSolver(Suit.HEARTS).tricks(olga, sergey)
### END SOLUTION

# %% id=c10 points=1
check(answer_10, sealed("ac1f54ddd4b47b04"), "Sergey's guaranteed tricks",
      hint="the solver counts for the leader, Olga; Sergey gets the rest")
### BEGIN HIDDEN TESTS
from bridgelib.analysis.twohand import TwoHandSolver
start = course.honeymoon_game(rec, standard).state.main_hands
check(answer_10, 13 - max(TwoHandSolver(Suit.HEARTS).lead_values(Hand(start[1]), Hand(start[0])).values()),
      "Sergey's guaranteed tricks", hint="the solver counts for the leader, Olga; Sergey gets the rest")
### END HIDDEN TESTS
