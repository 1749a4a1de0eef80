# ---
# title: Exercises — declarer's plan
# ---

# %% [markdown] id=intro
# # Exercises: declarer's plan
#
# Answer each question, then run the check cell below it. The checks ask the engine: the
# sure-trick count, and the problems' defence that picks the worst layout.

# %% id=setup
from bridgelib import Suit, problems
from bridgelib.analysis import technique
from bridgelib.course import check, sealed, show
p22 = problems.get_problem(2, 2)
p13 = problems.get_problem(1, 3)
show(p22.hand("N"), p22.hand("S"), titles=["dummy (North)", "you (South)"])

# %% [markdown] id=q1
# **1.** Problem 2.2 is three no-trump. How many **sure tricks** do North–South have?

# %% id=a1
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = 8
### END SOLUTION

# %% id=c1 points=1
check(answer_1, sealed("ac1f54ddd4b47b04"), "sure tricks",
      hint="top cards in an unbroken run, at most the longer hand's length")
### BEGIN HIDDEN TESTS
check(answer_1, sum(technique.sure_tricks(p22.hand("N"), p22.hand("S"), s) for s in Suit),
      "sure tricks", hint="top cards in an unbroken run, at most the longer hand's length")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** In problem 2.2 West leads the ♠Q. Write the first cards of your line (yours and
# dummy's, in play order, like `"S2 SA"`) up to the first club you play from dummy. The
# check plays it against the worst layout and finishes the play with the safest cards.

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = "S2 SA C5 C2"
### END SOLUTION

# %% id=c2 points=1
makes = answer_2 if answer_2 is ... else problems.replay_line(p22, answer_2.split())[0] >= p22.target
check(makes, sealed("2af849b188a8b0ac"), "makes against the worst layout",
      hint="with no entry to dummy outside clubs, lose the club trick you must lose early")
### BEGIN HIDDEN TESTS
check(problems.replay_line(p22, answer_2.split())[0] >= p22.target, True,
      "makes against the worst layout",
      hint="with no entry to dummy outside clubs, lose the club trick you must lose early")
### END HIDDEN TESTS

# %% [markdown] id=q3
# **3.** Problem 1.3 is four spades. Which line loses the contract against the worst
# layout: `"C4 CA H2 HA H5 H3"` (a heart to the ace and a heart back) or
# `"C4 CA S2 SK S5 SA SQ S6"` (three rounds of trumps)? Answer with the line.

# %% id=a3
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = "C4 CA S2 SK S5 SA SQ S6"
### END SOLUTION

# %% id=c3 points=1
fails = answer_3 if answer_3 is ... else problems.replay_line(p13, answer_3.split())[0] < p13.target
check(fails, sealed("2af849b188a8b0ac"), "this line fails",
      hint="which hand's trumps does drawing trumps use up?")
### BEGIN HIDDEN TESTS
check(problems.replay_line(p13, answer_3.split())[0] < p13.target, True, "this line fails",
      hint="which hand's trumps does drawing trumps use up?")
### END HIDDEN TESTS
