# ---
# title: Exercises — hands and shapes
# ---

# %% [markdown] id=intro
# # Exercises: hands and shapes
#
# Write your answers in the answer cells, then run the check cell below each one.

# %% id=setup
from bridgelib import Hand, Seat, stats
from bridgelib.course import check, sealed
hand = Hand.from_str("♠ AJ8752 ♥ K6 ♦ — ♣ QJ943")
hand

# %% [markdown] id=q1
# **1.** What is the pattern (расклад) of the hand above? Write it as a string such as
# `"4-4-3-2"`, longest suit first.

# %% id=a1
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = "6-5-2-0"
### END SOLUTION

# %% id=c1 points=1
check(answer_1, sealed("ded38b6ff30fd680"), "the pattern",
      hint="count each suit; a void counts 0")
### BEGIN HIDDEN TESTS
check(answer_1, hand.pattern_text, "the pattern", hint="count each suit; a void counts 0")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** Is the hand balanced? Is it skewed (косая рука)? Answer with two booleans.

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = (False, True)
### END SOLUTION

# %% id=c2 points=1
check(answer_2, sealed("81081cd988774887"), "balanced, skewed",
      hint="balanced hands have no void; a skewed hand (косая рука) holds nine cards in two suits")
### BEGIN HIDDEN TESTS
check(answer_2, (hand.is_balanced, hand.is_skewed), "balanced, skewed",
      hint="balanced hands have no void; a skewed hand (косая рука) holds nine cards in two suits")
### END HIDDEN TESTS

# %% [markdown] id=q3
# **3.** In which suit does the hand have a void (ренонс)? Answer with a `Suit`
# (import it from `bridgelib`).

# %% id=a3
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
from bridgelib import Suit
answer_3 = Suit.DIAMONDS
### END SOLUTION

# %% id=c3 points=1
check(answer_3, sealed("dc34848dac531e52"), "the void")
### BEGIN HIDDEN TESTS
check(answer_3, hand.voids[0], "the void")
### END HIDDEN TESTS

# %% [markdown] id=q4
# **4.** Who is West's partner, and who is West's left-hand opponent? Answer with two seats.

# %% id=a4
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_4 = (Seat.EAST, Seat.NORTH)
### END SOLUTION

# %% id=c4 points=1
check(answer_4, sealed("a2027e92174bf95a"), "partner and LHO of West",
      hint="partners face each other; play goes clockwise N → E → S → W")
### BEGIN HIDDEN TESTS
check(answer_4, (Seat.WEST.partner, Seat.WEST.lho), "partner and LHO of West",
      hint="partners face each other; play goes clockwise N → E → S → W")
### END HIDDEN TESTS

# %% [markdown] id=q5
# **5.** How many of the 39 possible patterns are balanced? (Use `stats.patterns()` and
# `stats.hand_with_pattern`, or count them by hand from the definition.)

# %% id=a5
answer_5 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_5 = sum(stats.hand_with_pattern(p).is_balanced for p in stats.patterns())
### END SOLUTION

# %% id=c5 points=1
check(answer_5, sealed("b63f5bf261d10385"), "balanced patterns",
      hint="no suit shorter than two, at most one doubleton")
### BEGIN HIDDEN TESTS
check(answer_5, len([p for p in stats.patterns() if min(p) >= 2 and p.count(2) <= 1]),
      "balanced patterns", hint="no suit shorter than two, at most one doubleton")
### END HIDDEN TESTS

# %% [markdown] id=q6
# **6.** Which is more likely, 4-3-3-3 or 5-4-2-2? Answer with the pattern as a tuple
# (longest suit first). Compute it with `stats.pattern_probabilities()` or reason it out.

# %% id=a6
answer_6 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_6 = (5, 4, 2, 2)
### END SOLUTION

# %% id=c6 points=1
check(answer_6, sealed("8b3fbeee33e9562c"), "the more likely pattern")
### BEGIN HIDDEN TESTS
exact = stats.pattern_probabilities()
check(answer_6, max([(4, 3, 3, 3), (5, 4, 2, 2)], key=exact.get), "the more likely pattern")
### END HIDDEN TESTS

# %% [markdown] id=q7
# **7.** Deal 2,000 hands with `stats.sample_hands(2000, seed=5)` and find the fraction of
# them that hold at least one void, as a `Fraction` or a float.

# %% id=a7
hands = ...  # your answer in place of ...
answer_7 = ...  # your answer in place of ...
### BEGIN SOLUTION
hands = stats.sample_hands(2000, seed=5)
answer_7 = sum(bool(h.voids) for h in hands) / len(hands)
### END SOLUTION

# %% id=c7 points=1
check(round(float(answer_7), 4), sealed("2e6ee55954a81759"), "hands with a void")
### BEGIN HIDDEN TESTS
dealt = stats.sample_hands(2000, seed=5)
check(round(float(answer_7), 4), round(sum(0 in h.shape for h in dealt) / 2000, 4),
      "hands with a void")
### END HIDDEN TESTS
