# ---
# title: Bridge Course
# summary: the course map, how to use the lessons, your progress
# ---

# %% [markdown] id=welcome
# # Bridge Course — start here
#
# Contract bridge (контракт-бридж) is a trick-taking card game for four players in two
# partnerships. This course teaches it from the first card to the laws of duplicate
# bridge, together with two relatives from our source texts: *honeymoon bridge* for two
# (супружеский бридж) and the 36-card *yard bridge* (дворовый бридж).
#
# Every diagram, table, score and quiz answer you will see is computed by **`bridgelib`**,
# an exact rules engine written for this course — nothing about bridge is typed into the
# lessons by hand. Where our Russian, Bulgarian and Ukrainian sources use a term, the
# lesson gives it next to the English one.

# %% [markdown] id=how-to-use
# ## How to use the course
#
# - Run a lesson from top to bottom: click into the first cell and press **Shift+Enter**
#   repeatedly, or choose *Run → Run All Cells*. Every cell can be changed and run again —
#   try other hands, other seeds, other calls.
# - Each lesson starts with its **learning objectives**, explains a few ideas in plain
#   words, shows them live, asks you a **quiz**, and ends with a **summary** and a link to
#   its **exercises**.
# - Exercises are notebooks in `exercises/`: each answer cell names what to fill in
#   (`answer_1 = ...  # your answer in place of ...`); put your answer in place of the `...`
#   and run the check cell below it. It says right or wrong — never the answer. Teachers find
#   the worked answers in `solutions/`.
# - Lessons build on each other; the play of the cards comes *before* bidding, as in good
#   beginner courses, because bidding only makes sense once you know what a trick is worth.
# - When a cell shows an error on purpose (marked in the text), that is the engine
#   refusing something the rules forbid — read its message, it names the rule.

# %% [markdown] id=map-heading
# ## The lessons

# %% [markdown] id=lesson-map
# {{lesson-map}}

# %% [markdown] id=progress-intro
# ## Your progress
#
# Each finished quiz is saved on your computer (never sent anywhere). Run this cell to see
# your results so far.

# %% id=progress
# NBVAL_IGNORE_OUTPUT
from bridgelib import course
course.progress()

# %% [markdown] id=reset-intro
# ## Starting a lesson again
#
# `bridge course` opens *your own copies* of the lessons and exercises (in the folder
# `bridge-course` in your home folder): change and save them as you like; the course's
# originals are never touched, and a new version of a lesson never overwrites your work —
# you keep both. To start a lesson or an exercise notebook afresh, pick it here and reset
# it; your copy is kept in the `backups` folder.

# %% id=reset
# NBVAL_IGNORE_OUTPUT
from bridgelib import course
course.reset_panel()

# %% [markdown] id=first-deal-intro
# ## A first look
#
# Here is a deal (сдача): four hands of thirteen cards, North at the top. The seed number makes
# it the same deal every time you run the cell; change the number for another one.

# %% id=first-deal
from bridgelib import Board, Deal
Board.from_number(1, Deal.random(seed=2024))

# %% [markdown] id=teachers
# ## For teachers
#
# - Worked answers to every exercise notebook are in `solutions/`; `exercises/` is generated
#   from them, so the two never disagree.
# - [docs/traceability.md](../docs/traceability.md) maps every concept of the five source
#   texts (Russian, Bulgarian, Ukrainian) to the lesson cell that teaches it.
# - Lessons are built from plain-text sources in `tools/lessons/` and executed by
#   `tools/execute_notebooks.py`; the test suite runs every lesson and checks its stored
#   outputs (`python3 run.py test`).
# - Quiz results are saved per learner in a small local file (see `bridgelib.progress`); on a
#   shared JupyterHub each learner has their own.

# %% [markdown] id=library
# The same engine is a command-line tool (`bridge deal --seed 2024`) and a Python library:
# `from bridgelib import Hand, Deal, Auction, Play`. The first lesson starts with the cards.
