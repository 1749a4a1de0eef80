# ---
# title: Exercises — competitive bidding
# ---

# %% [markdown] id=intro
# # Exercises: competitive bidding
#
# Put each answer in the variable the check cell below it names (`answer_1`, `answer_2`…),
# then run the check cell. You play **SAYC** and sit South; the checks ask the engine's
# SAYC: your answer is right when it is the system's call. Answer a call with
# `Call.from_str(...)`, e.g. `Call.from_str("1H")`, `Call.from_str("X")` for a double or
# `Call.from_str("P")` for a pass.

# %% id=setup
from bridgelib import Call, Hand, Suit
from bridgelib.bidding import explain, suggest
from bridgelib.course import check, sealed

# %% [markdown] id=q1
# **1.** East, on your right, opens 1♣. You hold the hand below. What do you call?

# %% id=hand1
hand_1 = Hand.from_pbn("KQT95.A84.762.J3")
hand_1

# %% id=a1
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = Call.from_str("1S")
### END SOLUTION

# %% id=c1 points=1
check(answer_1, sealed("22cb0e90dcadccb0"), "your call over 1♣",
      hint="a good five-card suit and some values: can you show it at the one level?")
### BEGIN HIDDEN TESTS
check(answer_1, suggest(hand_1, "1C", "sayc").call, "your call over 1♣",
      hint="a good five-card suit and some values: can you show it at the one level?")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** East opens 1♦. You hold `AJ93.KQ84.2.Q973`. What do you call?

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = Call.from_str("X")
### END SOLUTION

# %% id=c2 points=1
check(answer_2, sealed("d6f091f635271795"), "your call over 1♦",
      hint="opening values, one diamond, four cards in every other suit: let partner choose")
### BEGIN HIDDEN TESTS
check(answer_2, suggest("AJ93.KQ84.2.Q973", "1D", "sayc").call, "your call over 1♦",
      hint="opening values, one diamond, four cards in every other suit: let partner choose")
### END HIDDEN TESTS

# %% [markdown] id=q3
# **3.** West opens 1♦, your partner North doubles, East passes. You hold
# `T8653.972.84.J62` — one point. What do you call?

# %% id=a3
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = Call.from_str("1S")
### END SOLUTION

# %% id=c3 points=1
check(answer_3, sealed("22cb0e90dcadccb0"), "your answer to the takeout double",
      hint="partner's double asks you to bid, whatever your points")
### BEGIN HIDDEN TESTS
check(answer_3, suggest("T8653.972.84.J62", "1D X P", "sayc").call,
      "your answer to the takeout double", hint="partner's double asks you to bid, whatever your points")
### END HIDDEN TESTS

# %% [markdown] id=q4
# **4.** Your partner North opens 1♦ and East overcalls 1♠. You hold `73.Q984.A65.KJ42`.
# What do you call?

# %% id=a4
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_4 = Call.from_str("X")
### END SOLUTION

# %% id=c4 points=1
check(answer_4, sealed("d6f091f635271795"), "your call after 1♦ – 1♠",
      hint="four hearts and ten points: 2♥ here would promise five; which call shows four?")
### BEGIN HIDDEN TESTS
check(answer_4, suggest("73.Q984.A65.KJ42", "1D 1S", "sayc").call, "your call after 1♦ – 1♠",
      hint="four hearts and ten points: 2♥ here would promise five; which call shows four?")
### END HIDDEN TESTS

# %% [markdown] id=q5
# **5.** You hold `Q973.32.KJ84.A96`. What do you call (a) when East, on your right, opens
# 1♥, and (b) when West opens 1♥ and North and East pass? Answer with a list of the two
# calls, `[call_a, call_b]`.

# %% id=a5
answer_5 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_5 = [Call.from_str("P"), Call.from_str("X")]
### END SOLUTION

# %% id=c5 points=1
check(answer_5, sealed("8c75efb86f84cf6e"), "direct and balancing seat",
      hint="ten HCP and a doubleton: short of the 13 points, shortness counted, of a direct takeout double; but in the balancing seat?")
### BEGIN HIDDEN TESTS
check(answer_5, [suggest("Q973.32.KJ84.A96", a, "sayc").call for a in ("1H", "1H P P")],
      "direct and balancing seat",
      hint="ten HCP and a doubleton: short of the 13 points, shortness counted, of a direct takeout double; but in the balancing seat?")
### END HIDDEN TESTS

# %% [markdown] id=q6
# **6.** East opens 1♣ and you hold `KJ4.AQ3.QT92.K84`: fifteen HCP, balanced, with the
# king of clubs and two small ones. What do you call?

# %% id=a6
answer_6 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_6 = Call.from_str("1NT")
### END SOLUTION

# %% id=c6 points=1
check(answer_6, sealed("7cd648d9dea3ce5d"), "your call over 1♣",
      hint="like a strong no-trump opening, with a stopper in their suit")
### BEGIN HIDDEN TESTS
check(answer_6, suggest("KJ4.AQ3.QT92.K84", "1C", "sayc").call, "your call over 1♣",
      hint="like a strong no-trump opening, with a stopper in their suit")
### END HIDDEN TESTS

# %% [markdown] id=q7
# **7.** East opens 1♣ and South cue-bids 2♣: Michaels. Which two suits does South show?
# Answer with a set of `Suit`s, e.g. `{Suit.CLUBS, Suit.DIAMONDS}`. (`explain("1C 2C",
# "sayc")` tells what each call shows.)

# %% id=a7
answer_7 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_7 = {Suit.HEARTS, Suit.SPADES}
### END SOLUTION

# %% id=c7 points=1
check(answer_7, sealed("a5c52785be3f53a8"), "the suits Michaels shows over 1♣",
      hint="a cue bid of a minor shows the two suits partner most wants to hear about")
### BEGIN HIDDEN TESTS
shown = explain("1C 2C", "sayc")[-1].shows
check(answer_7, {suit for suit in Suit if suit.symbol in shown},
      "the suits Michaels shows over 1♣",
      hint="a cue bid of a minor shows the two suits partner most wants to hear about")
### END HIDDEN TESTS
