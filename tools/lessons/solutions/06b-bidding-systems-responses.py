# ---
# title: Exercises — bidding systems: responses and conventions
# ---

# %% [markdown] id=intro
# # Exercises: bidding systems
#
# Put each answer in the variable the check cell below it names (`answer_1`, `answer_2`…),
# then run the check cell. The checks ask the engine's reference systems, SAYC and Acol:
# your answer is right when it is the system's call.

# %% id=setup
from bridgelib import Call, Contract, Deal, Hand, Suit
from bridgelib.bidding import bid_deal, explain, suggest
from bridgelib.course import check, sealed

# %% [markdown] id=q3
# **1.** Playing SAYC, partner opens 1♠ and the next player passes. You hold
# `Q72.K83.9654.J52`. What do you respond?

# %% id=a3
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = Call.from_str("2S")
### END SOLUTION

# %% id=c3 points=1
check(answer_1, sealed("bdf040713e08bed6"), "response to 1♠",
      hint="three-card support and a few points: support partner")
### BEGIN HIDDEN TESTS
check(answer_1, suggest("Q72.K83.9654.J52", "1S P", "sayc").call, "response to 1♠",
      hint="three-card support and a few points: support partner")
### END HIDDEN TESTS

# %% [markdown] id=q4
# **2.** Playing SAYC, partner opens 1NT and the next player passes. You hold
# `T8.KQ9763.J4.852`: a weak hand with six hearts. Which call asks partner to bid hearts?

# %% id=a4
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = Call.from_str("2D")
### END SOLUTION

# %% id=c4 points=1
check(answer_2, sealed("ff720319ac9a6e5c"), "the transfer",
      hint="a transfer bids the suit just below the one you hold")
### BEGIN HIDDEN TESTS
check(answer_2, suggest("T8.KQ9763.J4.852", "1NT P", "sayc").call, "the transfer",
      hint="a transfer bids the suit just below the one you hold")
### END HIDDEN TESTS

# %% [markdown] id=q5
# **3.** In SAYC, after 1NT – pass, what suit does a response of 2♥ show? Answer with a
# `Suit`. (`explain` tells what each call shows.)

# %% id=a5
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = Suit.SPADES
### END SOLUTION

# %% id=c5 points=1
check([answer_3], sealed("0aacfd5e8909445e"), "the suit 2♥ shows",
      hint="2♥ is a Jacoby transfer")
### BEGIN HIDDEN TESTS
shown = explain("1NT P 2H", "sayc")[-1].shows
check([answer_3], [suit for suit in Suit if suit.symbol in shown], "the suit 2♥ shows",
      hint="2♥ is a Jacoby transfer")
### END HIDDEN TESTS

# %% [markdown] id=q6
# **4.** You opened 1NT (SAYC) with `KQ3.AJ84.K92.Q73`, and partner bid 2♣, Stayman. What
# do you answer?

# %% id=a6
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_4 = Call.from_str("2H")
### END SOLUTION

# %% id=c6 points=1
check(answer_4, sealed("c88ff9dafbc9aeb8"), "answer to Stayman",
      hint="Stayman asks: do you hold a four-card major?")
### BEGIN HIDDEN TESTS
check(answer_4, suggest("KQ3.AJ84.K92.Q73", "1NT P 2C P", "sayc").call, "answer to Stayman",
      hint="Stayman asks: do you hold a four-card major?")
### END HIDDEN TESTS

# %% [markdown] id=q8
# **5.** Let four computer seats bid the deal `Deal.random(seed=37)` in **SAYC**. What is
# the final contract, with its declarer? Answer with a `Contract`, e.g.
# `Contract.from_str("4SN")`.

# %% id=a8
answer_5 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_5 = bid_deal(Deal.random(seed=37), "sayc").contract
### END SOLUTION

# %% id=c8 points=1
check(answer_5, sealed("f1599909d75aab59"), "contract of deal 37",
      hint="bid_deal(...).to_text() shows each call with its reason")
### BEGIN HIDDEN TESTS
check(answer_5, bid_deal(Deal.random(seed=37), "sayc").auction.contract, "contract of deal 37",
      hint="bid_deal(...).to_text() shows each call with its reason")
### END HIDDEN TESTS
