# ---
# title: Exercises — scoring
# ---

# %% [markdown] id=intro
# # Exercises: scoring
#
# Put each answer in the variable the check cell below it names (`answer_1`, `answer_2`…)
# — a number, or the value asked for — then run the check cell. The checks compute the
# answer with `bridgelib.scoring`.

# %% id=setup
from bridgelib import Contract, Side
from bridgelib.course import check, sealed, show
from bridgelib.scoring import (Result, Scorepad, duplicate_score, explain_duplicate, imps,
                               matchpoints)
from bridgelib.table import board_vulnerability

# %% [markdown] id=q1
# **1.** What is the trick score of four hearts made exactly (undoubled)? Only the trick
# score, no bonus.

# %% id=a1
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = 4 * 30
### END SOLUTION

# %% id=c1 points=1
check(answer_1, sealed("079a0c002d914eae"), "trick score of 4♥", hint="30 a trick in a major")
### BEGIN HIDDEN TESTS
trick_line = explain_duplicate(Contract.from_str("4H"), 10, False).lines[0]
check(answer_1, trick_line.points, "trick score of 4♥", hint="30 a trick in a major")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** Three no-trump, vulnerable, takes ten tricks. What does declarer's side score in
# duplicate?

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = 40 + 30 + 30 + 500 + 30
### END SOLUTION

# %% id=c2 points=1
check(answer_2, sealed("72f25330a58d539f"), "3NT+1 vulnerable",
      hint="trick score, game bonus vulnerable, one overtrick")
### BEGIN HIDDEN TESTS
check(answer_2, duplicate_score(Contract.from_str("3NT"), 10, vulnerable=True), "3NT+1 vulnerable",
      hint="trick score, game bonus vulnerable, one overtrick")
### END HIDDEN TESTS

# %% [markdown] id=q3
# **3.** Two spades doubled, not vulnerable, made exactly. Is it a game? Set `answer_3` to
# `True` or `False`, and `score_3` to the score.

# %% id=a3
answer_3 = ...  # your answer in place of ...
score_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = True
score_3 = 2 * 30 * 2 + 300 + 50
### END SOLUTION

# %% id=c3 points=1
show(check(answer_3, sealed("2af849b188a8b0ac"), "is 2♠X a game?",
           hint="doubled, the trick score is 120"),
     check(score_3, sealed("99352e93d2436a67"), "2♠X made"))
### BEGIN HIDDEN TESTS
parts = {line.part for line in explain_duplicate(Contract.from_str("2SX"), 8, False).lines}
show(check(answer_3, "game bonus" in parts, "is 2♠X a game?", hint="doubled, the trick score is 120"),
     check(score_3, duplicate_score(Contract.from_str("2SX"), 8, False), "2♠X made"))
### END HIDDEN TESTS

# %% [markdown] id=q4
# **4.** Four spades doubled by North on board 4 goes **three** down. What do East–West
# score? (Find the vulnerability of board 4 first.)

# %% id=a4
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_4 = 200 + 300 + 300
### END SOLUTION

# %% id=c4 points=1
check(answer_4, sealed("e038be258841691d"), "4♠X−3 on board 4",
      hint="board 4: both sides vulnerable")
### BEGIN HIDDEN TESTS
check(answer_4, Result.from_str("4SXN-3").score_for(Side.EW, board_vulnerability(4)),
      "4♠X−3 on board 4", hint="board 4: both sides vulnerable")
### END HIDDEN TESTS

# %% [markdown] id=q5
# **5.** Six hearts by South, not vulnerable, made exactly. How much of the score is the
# slam bonus?

# %% id=a5
answer_5 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_5 = 500
### END SOLUTION

# %% id=c5 points=1
check([answer_5], sealed("c1d019f5cfaf23b2"), "small slam bonus not vulnerable")
### BEGIN HIDDEN TESTS
slam = [ln.points for ln in explain_duplicate(Contract.from_str("6H"), 12, False).lines
        if ln.part == "slam bonus"]
check([answer_5], slam, "small slam bonus not vulnerable")
### END HIDDEN TESTS

# %% [markdown] id=q6
# **6.** A team match: at table 1 your North–South made 4♠ vulnerable (+620); at table 2
# the opponents' North–South stopped in 2♠ and made ten tricks (+170). How many IMPs does
# your team win on the board?

# %% id=a6
answer_6 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_6 = 10
### END SOLUTION

# %% id=c6 points=1
check(answer_6, sealed("da66cd04d608fc2c"), "IMPs for 450 points",
      hint="Law 78B: 430 to 490 points")
### BEGIN HIDDEN TESTS
check(answer_6, imps(620 - 170), "IMPs for 450 points", hint="Law 78B: 430 to 490 points")
### END HIDDEN TESTS

# %% [markdown] id=q7
# **7.** Five North–South scores on one board: 420, 450, 420, −50, 170. How many
# matchpoints does the first 420 earn?

# %% id=a7
answer_7 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_7 = 2 + 2 + 1
### END SOLUTION

# %% id=c7 points=1
check(answer_7, sealed("746cbea19894366a"), "matchpoints of 420",
      hint="2 for each score beaten, 1 for each tie")
### BEGIN HIDDEN TESTS
check(answer_7, matchpoints([420, 450, 420, -50, 170])[0], "matchpoints of 420",
      hint="2 for each score beaten, 1 for each tie")
### END HIDDEN TESTS

# %% [markdown] id=q8
# **8.** A rubber: North–South make 2♥ (deal 1), East–West make 3♣ (deal 2), North–South
# make 2NT (deal 3). Which side has won a game, and how many points do North–South have
# below the line? Answer the side and the points.

# %% id=a8
answer_8 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_8 = (Side.NS, 60 + 70)
### END SOLUTION

# %% id=c8 points=1
check(answer_8, sealed("c311e9f9289c7c9b"), "game winner and NS points below the line",
      hint="only trick points go below the line")
### BEGIN HIDDEN TESTS
pad = Scorepad.from_results(["2HN=", "3CE=", "2NTN="])
check(answer_8, (pad.games[0].winner, sum(e.points for e in pad.below(Side.NS))),
      "game winner and NS points below the line", hint="only trick points go below the line")
### END HIDDEN TESTS

# %% [markdown] id=q9
# **9.** The same pad: the rubber continues and North–South make 4♠ (deal 4). What rubber
# bonus do they score?

# %% id=a9
answer_9 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_9 = 700
### END SOLUTION

# %% id=c9 points=1
check([answer_9], sealed("ff4cebd1d1c55575"), "rubber bonus", hint="two games to none")
### BEGIN HIDDEN TESTS
bonus = [e.points for e in pad.add("4SN=").entries if e.part == "rubber bonus"]
check([answer_9], bonus, "rubber bonus", hint="two games to none")
### END HIDDEN TESTS
