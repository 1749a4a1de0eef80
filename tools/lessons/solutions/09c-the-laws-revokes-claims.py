# ---
# title: Exercises — the laws: revokes and claims
# ---

# %% [markdown] id=intro
# # Exercises: the laws
#
# Put each answer in the variable the check cell below it names (`answer_1`, `answer_2`…),
# then run the check cell. The checks replay the situation with `bridgelib.laws` and
# compare your answer with the engine's ruling.

# %% id=setup
from bridgelib import course
from bridgelib.course import check, sealed
from bridgelib.laws.claims import Claim, rule_on_claim

# %% [markdown] id=q5
# **1.** East revoked on the first trick and won it, and East–West won a later trick. How
# many tricks are transferred to North–South at the end of the play?

# %% id=a5
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = 2
### END SOLUTION

# %% id=c5 points=1
check(answer_1, sealed("8c9e49a0683fc7d1"), "tricks transferred (Law 64A1)")
### BEGIN HIDDEN TESTS
won = course.law_state("revoke-won-by-offender").revoke_adjustment()
check(answer_1, won.to_declarer, "tricks transferred (Law 64A1)")
### END HIDDEN TESTS

# %% [markdown] id=q6
# **2.** The revoke of the scenario `"revoke-extra-trick-seed"`: East discarded on a club
# lead holding the top clubs and later won two tricks with them. How many tricks are
# transferred under the laws text's edition, and how many under the 2017 Laws? Answer
# `(seed, laws_2017)`.

# %% id=a6
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = (2, 1)
### END SOLUTION

# %% id=c6 points=1
check(answer_2, sealed("2f5dbf3144112f7b"), "Law 64A2 in the two editions",
      hint="the laws text's 64A2 has «кроме того…»: one more trick")
### BEGIN HIDDEN TESTS
seed = course.law_state("revoke-extra-trick-seed").revoke_adjustment().to_declarer
now = course.law_state("revoke-extra-trick-2017").revoke_adjustment().to_declarer
check(answer_2, (seed, now), "Law 64A2 in the two editions",
      hint="the laws text's 64A2 has «кроме того…»: one more trick")
### END HIDDEN TESTS

# %% [markdown] id=q8
# **3.** The careless claim of the lesson: spades trumps, South on lead with the ♠A and ♥A,
# East with a small trump. State a line — a tuple of cards South will lead, in order — with
# which South's claim of both tricks stands.

# %% id=show8
ending = course.law_state("claim-outstanding-trump", steps=0)
course.law_position(ending)

# %% id=a8
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = ("SA",)
### END SOLUTION

# %% id=c8 points=1
check(rule_on_claim(ending, Claim("S", 2, line=answer_3)).upheld, sealed("2af849b188a8b0ac"),
      "the claim stands", hint="draw East's trump first (Law 70C)")
### BEGIN HIDDEN TESTS
check(rule_on_claim(ending, Claim("S", 2, line=answer_3)).upheld, True, "the claim stands",
      hint="draw East's trump first (Law 70C)")
### END HIDDEN TESTS
