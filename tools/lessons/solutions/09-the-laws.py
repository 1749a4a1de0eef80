# ---
# title: Exercises — the laws
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

# %% [markdown] id=q5
# **5.** East revoked on the first trick and won it, and East–West won a later trick. How
# many tricks are transferred to North–South at the end of the play?

# %% id=a5
answer_5 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_5 = 2
### END SOLUTION

# %% id=c5 points=1
check(answer_5, sealed("8c9e49a0683fc7d1"), "tricks transferred (Law 64A1)")
### BEGIN HIDDEN TESTS
won = course.law_state("revoke-won-by-offender").revoke_adjustment()
check(answer_5, won.to_declarer, "tricks transferred (Law 64A1)")
### END HIDDEN TESTS

# %% [markdown] id=q6
# **6.** The revoke of the scenario `"revoke-extra-trick-seed"`: East discarded on a club
# lead holding the top clubs and later won two tricks with them. How many tricks are
# transferred under the laws text's edition, and how many under the 2017 Laws? Answer
# `(seed, laws_2017)`.

# %% id=a6
answer_6 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_6 = (2, 1)
### END SOLUTION

# %% id=c6 points=1
check(answer_6, sealed("2f5dbf3144112f7b"), "Law 64A2 in the two editions",
      hint="the laws text's 64A2 has «кроме того…»: one more trick")
### BEGIN HIDDEN TESTS
seed = course.law_state("revoke-extra-trick-seed").revoke_adjustment().to_declarer
now = course.law_state("revoke-extra-trick-2017").revoke_adjustment().to_declarer
check(answer_6, (seed, now), "Law 64A2 in the two editions",
      hint="the laws text's 64A2 has «кроме того…»: one more trick")
### END HIDDEN TESTS

# %% [markdown] id=q7
# **7.** North opens 1♠ and East bids an insufficient 1♥; South does not accept it. Give
# East a correction (a call as text) after which **nobody** is barred from the auction.

# %% id=a7
answer_7 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_7 = "2H"
### END SOLUTION

# %% id=c7 points=1
auction = course.law_state("insufficient-bid-other-correction", steps=2)
auction.correct(answer_7)
check(len(auction.bars), sealed("aeaafe768fbdbceb"), "players barred after your correction",
      hint="Law 27B1a: the lowest sufficient bid in the same strain")
### BEGIN HIDDEN TESTS
auction = course.law_state("insufficient-bid-other-correction", steps=2)
auction.correct(answer_7)
check(len(auction.bars), 0, "players barred after your correction",
      hint="Law 27B1a: the lowest sufficient bid in the same strain")
### END HIDDEN TESTS

# %% [markdown] id=q8
# **8.** The careless claim of the lesson: spades trumps, South on lead with the ♠A and ♥A,
# East with a small trump. State a line — a tuple of cards South will lead, in order — with
# which South's claim of both tricks stands.

# %% id=show8
ending = course.law_state("claim-outstanding-trump", steps=0)
course.law_position(ending)

# %% id=a8
answer_8 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_8 = ("SA",)
### END SOLUTION

# %% id=c8 points=1
check(rule_on_claim(ending, Claim("S", 2, line=answer_8)).upheld, sealed("2af849b188a8b0ac"),
      "the claim stands", hint="draw East's trump first (Law 70C)")
### BEGIN HIDDEN TESTS
check(rule_on_claim(ending, Claim("S", 2, line=answer_8)).upheld, True, "the claim stands",
      hint="draw East's trump first (Law 70C)")
### END HIDDEN TESTS

# %% [markdown] id=q9
# **9.** Which of dummy's actions does the engine allow during the play? Answer with the
# sorted list of their values (strings such as `"count-tricks"`);
# `[a.value for a in DummyAction]` lists them all.

# %% id=a9
answer_9 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_9 = sorted(["give-information", "count-tricks", "play-as-directed",
                   "ask-declarer-revoke", "warn-wrong-hand", "prevent-irregularity"])
### END SOLUTION

# %% id=c9 points=1
check(answer_9, sealed("67112a4ef6e75826"), "dummy's rights (Law 42)",
      hint="dummy may not draw attention, comment, call the Director or look at hands")
### BEGIN HIDDEN TESTS
check(answer_9, sorted(a.value for a in DummyAction if dummy_may(a)), "dummy's rights (Law 42)",
      hint="dummy may not draw attention, comment, call the Director or look at hands")
### END HIDDEN TESTS
