# ---
# title: Declarer's plan
# summary: plan before the first trick — count winners and losers, choose the suit to play first, keep your entries — then solve graded problems against a defence that picks the worst layout
# ---

# %% [markdown] id=objectives
# # Declarer's plan
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. make a **plan** before you play to the first trick: count your **winners** (sure
#    tricks) and your **losers**, and see how many you must make or save;
# 2. choose **which suit to play first**: draw trumps, ruff first, hold up, unblock or duck;
# 3. keep the **entries** (ways into a hand) that your long suit will need;
# 4. solve **graded problems** in the manner of Bridge Master: you see your hand and
#    dummy, and the defenders choose, card by card, the layout of their hands that is
#    worst for your line.

# %% [markdown] id=plan-intro
# ## Count first
#
# Lesson 07 counted sure tricks: top cards in an unbroken run, no more in a suit than the
# longer hand has cards. A plan starts with that count. Here is a problem from level 1:
# South plays three no-trump, West has led the ♥K, and you see your hand and dummy.

# %% id=plan-deal
from bridgelib import course, problems
p15 = problems.get_problem(1, 5)
course.show(p15.hand("N"), p15.hand("S"), titles=["dummy (North)", "you (South)"])

# %% id=plan-count
course.sure_trick_table(p15.layouts[0])

# %% [markdown] id=plan-notes
# Eight sure tricks, and dummy's long diamonds can make a ninth. Nine are enough: the plan
# is to **take them**, not to try a finesse for a tenth that could let the defence take
# five first. Counting tells you whether you may take a risk, and which one.

# %% [markdown] id=levels-intro
# ## Graded problems
#
# Fifteen problems in three levels. The first practises the basics, the second the order
# of play and entries, the third the advanced plays: an elimination and throw-in, a
# squeeze, a dummy reversal.

# %% id=levels
course.attributes(problems.all_problems(), "key", "title", "theme", "contract",
                  header=["problem", "title", "theme", "contract"])

# %% [markdown] id=defence-intro
# ## A defence that sees your line
#
# The defenders' hands are not fixed. Each problem stores several layouts of the 26
# hidden cards; at every defender's turn the engine asks the double-dummy solver, in each
# layout still possible after the cards you have seen, how many tricks you can then
# make, and plays the card that leaves you fewest. So a line that works in every layout
# makes, and a line that can fail will meet the layout that beats it.
#
# Here is the obvious line in problem 1.1 (six spades): cash dummy's diamonds before
# drawing trumps. The engine plays the defence.

# %% id=wrong-line
p11 = problems.get_problem(1, 1)
wrong = problems.ProblemSession(p11).play_line("CA C2 DA D3 DK D4 DQ H2")
course.attributes(wrong.play_state.tricks, "leader", "self", "winner",
                  header=["led by", "trick", "won by"])

# %% [markdown] id=wrong-line-notes
# The defender who had two diamonds ruffed the third. Now the right line: draw trumps
# first. The engine plays it, then finishes the play with the safest card each time,
# against the same defence, and counts your tricks.

# %% id=right-line
made = problems.replay_line(p11, p11.line)[0]
course.table([("the right line makes", made), ("six spades needs", p11.target)],
             header=["", "tricks"])

# %% [markdown] id=try-intro
# ## Try it
#
# Click your cards and dummy's (only legal cards can be clicked). **Try again** starts
# from the opening lead, **Hint** gives a nudge, **Give up** shows the solution and the
# layout the defence chose. Change the numbers to play another problem.

# %% id=try
from bridgelib.widgets import ProblemView
ProblemView(1, 3)

# %% [markdown] id=try-cli
# The same problems run in a terminal: `bridge problem --list`, then for example
# `bridge problem --level 2 --number 4`.

# %% [markdown] id=quiz-intro
# ## Quiz
#
# Each answer is checked against the problem it comes from.

# %% id=quiz
from bridgelib.quiz import Quiz
quiz = Quiz.from_bank("declarers-plan", lesson="12-declarers-plan")
quiz.widget()

# %% [markdown] id=practice-deals-intro
# ## Practice deals
#
# A set of deals on this lesson's theme, the same every time: deal them at your table or
# play them through on your own. `bridge pack --lesson 12` writes them as a PBN file with a
# printable hand-record sheet (add `--dup` for a dealing machine).

# %% id=practice-deals
course.practice_deals("12")

# %% [markdown] id=summary
# ## Summary
#
# - Before the first trick, **count** your winners and losers: they tell you how many
#   tricks you must make or save, and whether you can afford a risk.
# - Choose the **order**: draw trumps when a defender could ruff your winners; ruff in
#   the short hand first when you need the ruff; hold up a stopper to cut the defenders'
#   communications; play the high card from the short hand first.
# - Keep your **entries**: win a trick in the hand whose entries you do not need.
# - A good line works in **every** layout; the problems' defence finds the layout that
#   beats any other.
