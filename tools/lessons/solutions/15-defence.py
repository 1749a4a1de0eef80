# ---
# title: Exercises — defence
# ---

# %% [markdown] id=intro
# # Exercises: defence
#
# Answer each question, then run the check cell below it. The checks ask the engine: the
# computer defenders' rules (`bridgelib.bots.defence`) and the double-dummy solver.

# %% id=setup
from bridgelib import Card, Play, course
from bridgelib.analysis.dd import solve
from bridgelib.bots.defence import opening_lead, signal_from_holding
from bridgelib.course import check, sealed, show
deals = course.stored_deals("defence")
show(deals["fourth-best"].deal["W"], deals["singleton"].deal["W"],
     titles=["West against 3NT (question 1)", "West against 4♠ (question 2)"])

# %% [markdown] id=q1
# **1.** West (the first hand above) leads against three no-trump by South. Write the
# card the rules lead, like `"SK"` for the ♠K.

# %% id=a1
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = "D6"
### END SOLUTION

# %% id=c1 points=1
check(answer_1, sealed("4e139a4800b29cca"), "the opening lead",
      hint="the longest suit, and from it the fourth card from the top")
### BEGIN HIDDEN TESTS
check(answer_1, opening_lead(deals["fourth-best"].deal, "3NTS").card.pbn(), "the opening lead",
      hint="the longest suit, and from it the fourth card from the top")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** West (the second hand above) leads the ♦5, a singleton, against four spades by
# South. With best play by both sides from then on, how many tricks does the defence take?

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = 4
### END SOLUTION

# %% id=c2 points=1
check(answer_2, sealed("ca229d520d822ee2"), "tricks for the defence",
      hint="partner wins the ♦A and gives you a ruff; count the defenders' other winners")
### BEGIN HIDDEN TESTS
check(answer_2, dict(solve(Play(deals["singleton"].deal, "4SS")))[Card.from_str("D5")],
      "tricks for the defence",
      hint="partner wins the ♦A and gives you a ruff; count the defenders' other winners")
### END HIDDEN TESTS

# %% [markdown] id=q3
# **3.** In the lesson's second-hand deal, declarer leads the ♠10 towards dummy's king and
# jack, and West holds the ace and queen. How many tricks does West lose, double dummy, by
# playing the ace instead of a small spade?

# %% id=a3
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = 1
### END SOLUTION

# %% id=c3 points=1
check(answer_3, sealed("5708cbc4bbb11420"), "tricks lost",
      hint="compare the solver's values for ♠A and ♠4 in the lesson's table")
### BEGIN HIDDEN TESTS
values = dict(solve(Play(deals["second-hand"].deal, "3NTS", "H7 H3 HT HQ ST".split())))
check(answer_3, values[Card.from_str("S4")] - values[Card.from_str("SA")], "tricks lost",
      hint="compare the solver's values for ♠A and ♠4 in the lesson's table")
### END HIDDEN TESTS

# %% [markdown] id=q4
# **4.** Declarer leads a small spade; you cannot win the trick and hold the 9, 6, 4 and 2
# of spades. Which rank do you play to show partner your count? Answer like `"9"`.

# %% id=a4
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_4 = "6"
### END SOLUTION

# %% id=c4 points=1
check(answer_4, sealed("f5936d3ee23b5c4f"), "the count signal",
      hint="high, then low, shows an even number — but keep your top card")
### BEGIN HIDDEN TESTS
check(answer_4, signal_from_holding("9 6 4 2", "declarer").card.rank.label,
      "the count signal", hint="high, then low, shows an even number — but keep your top card")
### END HIDDEN TESTS
