# ---
# title: Exercises — the laws: dummy, leads out of turn and penalty cards
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
from bridgelib.laws.claims import Claim, rule_on_claim
from bridgelib.laws.dummy import DummyAction, dummy_may
opening = course.law_state("opening-lead-refused", steps=1)
course.law_position(opening)

# %% [markdown] id=q1
# **1.** Against four spades by South, East has faced the ♣A as the opening lead out of turn
# (the position above). Which options does declarer have? Answer with the engine's option
# keys, as a tuple in the order the ruling lists them.

# %% id=a1
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = ("accept", "become-dummy", "refuse")
### END SOLUTION

# %% id=c1 points=1
check(answer_1, sealed("10d984b0046599d5"), "declarer's options (Law 54)",
      hint="Law 54: accept, spread his hand, or require the correct lead")
### BEGIN HIDDEN TESTS
check(answer_1, opening.pending_options, "declarer's options (Law 54)",
      hint="Law 54: accept, spread his hand, or require the correct lead")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** Declarer chooses `"become-dummy"`. Who is declarer now, and who is dummy? Answer
# with two seats.

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = (Seat.NORTH, Seat.SOUTH)
### END SOLUTION

# %% id=c2 points=1
check(answer_2, sealed("44941be6ebf9a1c4"), "declarer and dummy after Law 54A")
### BEGIN HIDDEN TESTS
spread = course.law_state("opening-lead-refused", steps=1)
spread.choose("become-dummy")
check(answer_2, (spread.declarer, spread.dummy), "declarer and dummy after Law 54A")
### END HIDDEN TESTS

# %% [markdown] id=q3
# **3.** Declarer instead refuses the lead (`"refuse"`). What does East's ♣A become? Answer
# `"major"` or `"minor"` (penalty card).

# %% id=a3
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = "major"
### END SOLUTION

# %% id=c3 points=1
check(answer_3, sealed("ef3eed2f2d345f6f"), "East's ♣A",
      hint="a card led out of turn is exposed on purpose (Laws 50C, 56)")
### BEGIN HIDDEN TESTS
refused = course.law_state("opening-lead-refused", steps=2)
check(answer_3, "major" if refused.is_major("CA") else "minor", "East's ♣A",
      hint="a card led out of turn is exposed on purpose (Laws 50C, 56)")
### END HIDDEN TESTS

# %% [markdown] id=q4
# **4.** Against 3NT by North, West has dropped the ♦9 by accident; East leads the ♦2 and
# South plays the ♦J. Which cards may West play? A list of PBN strings, highest first.

# %% id=show4
dropped = course.law_state("minor-penalty-card-honour-instead", steps=2)
course.law_position(dropped)

# %% id=a4
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_4 = ["DT", "D9"]
### END SOLUTION

# %% id=c4 points=1
check(answer_4, sealed("f6cf1f242870e9e3"), "West's legal cards",
      hint="a minor penalty card bars the other small cards of its suit, not the honours")
### BEGIN HIDDEN TESTS
check(answer_4, [c.pbn() for c in dropped.legal_cards()], "West's legal cards",
      hint="a minor penalty card bars the other small cards of its suit, not the honours")
### END HIDDEN TESTS

# %% [markdown] id=q9
# **5.** Which of dummy's actions does the engine allow during the play? Answer with the
# sorted list of their values (strings such as `"count-tricks"`);
# `[a.value for a in DummyAction]` lists them all.

# %% id=a9
answer_5 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_5 = sorted(["give-information", "count-tricks", "play-as-directed",
                   "ask-declarer-revoke", "warn-wrong-hand", "prevent-irregularity"])
### END SOLUTION

# %% id=c9 points=1
check(answer_5, sealed("67112a4ef6e75826"), "dummy's rights (Law 42)",
      hint="dummy may not draw attention, comment, call the Director or look at hands")
### BEGIN HIDDEN TESTS
check(answer_5, sorted(a.value for a in DummyAction if dummy_may(a)), "dummy's rights (Law 42)",
      hint="dummy may not draw attention, comment, call the Director or look at hands")
### END HIDDEN TESTS
