# ---
# title: Exercises — the auction
# ---

# %% [markdown] id=intro
# # Exercises: the auction
#
# Answer each question, then run the check cell below it.

# %% id=setup
from bridgelib import Auction, Call, Contract
from bridgelib.course import check, sealed
auction = Auction.from_str("N", "1H P 2H")
auction

# %% [markdown] id=q1
# **1.** It is West's turn. Which of the calls `2D`, `2S`, `X`, `XX` are legal? Answer with
# four booleans, in that order.

# %% id=a1
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = [False, True, True, False]
### END SOLUTION

# %% id=c1 points=1
check(answer_1, sealed("4793262e27b1c09b"), "legal calls",
      hint="a bid must be higher; double an opponent's last bid; redouble only a double")
### BEGIN HIDDEN TESTS
check(answer_1, [auction.is_legal(c) for c in ["2D", "2S", "X", "XX"]], "legal calls",
      hint="a bid must be higher; double an opponent's last bid; redouble only a double")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** North deals. The auction goes 1♣ – pass – 1♥ – pass – 1NT – pass – 3NT – pass –
# pass – pass. What is the contract, with its declarer? Answer with a `Contract`, e.g.
# `Contract.from_str("4SE")` for four spades by East.

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = Contract.from_str("3NTN")
### END SOLUTION

# %% id=c2 points=1
check(answer_2, sealed("f1599909d75aab59"), "contract and declarer",
      hint="who named no-trump first?")
### BEGIN HIDDEN TESTS
check(answer_2, Auction.from_str("N", "1C P 1H P 1NT P 3NT P P P").contract,
      "contract and declarer", hint="who named no-trump first?")
### END HIDDEN TESTS

# %% [markdown] id=q3
# **3.** How many tricks does the declarer of four hearts doubled need?

# %% id=a3
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = 10
### END SOLUTION

# %% id=c3 points=1
check(answer_3, sealed("da66cd04d608fc2c"), "tricks for 4♥X",
      hint="a double changes the score, not the tricks needed")
### BEGIN HIDDEN TESTS
check(answer_3, Contract.from_str("4HX").tricks_needed, "tricks for 4♥X",
      hint="a double changes the score, not the tricks needed")
### END HIDDEN TESTS

# %% [markdown] id=q4
# **4.** A Russian score sheet says `2бк`. Write the call in PBN notation (a string).

# %% id=a4
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_4 = "2NT"
### END SOLUTION

# %% id=c4 points=1
check(answer_4, sealed("4e68c798f70edb51"), "2бк in PBN", hint="бк is без козыря")
### BEGIN HIDDEN TESTS
check(answer_4, Call.from_str("2бк").pbn(), "2бк in PBN", hint="бк is без козыря")
### END HIDDEN TESTS

# %% [markdown] id=q5
# **5.** Is the deal passed out after pass – pass – pass – 1♣ – pass – pass – pass?

# %% id=a5
answer_5 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_5 = False
### END SOLUTION

# %% id=c5 points=1
check(answer_5, sealed("268dbc4a7815d88a"), "passed out?",
      hint="the fourth player may still open")
### BEGIN HIDDEN TESTS
check(answer_5, Auction.from_str("N", "P P P 1C P P P").is_passed_out, "passed out?",
      hint="the fourth player may still open")
### END HIDDEN TESTS

# %% [markdown] id=q6
# **6.** Write an auction, dealer South, that ends with **two spades doubled by East**.
# Give the calls as one string, e.g. `"1C P P P"`.

# %% id=a6
answer_6 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_6 = "P P P 1S P 2S X P P P"
### END SOLUTION

# %% id=c6 points=1
check(Auction.from_str("S", answer_6).contract, sealed("0b87d20ef8077e56"),
      "your auction's contract", hint="East must be the first of East–West to bid spades")
### BEGIN HIDDEN TESTS
check(Auction.from_str("S", answer_6).contract, Contract.from_str("2SXE"),
      "your auction's contract", hint="East must be the first of East–West to bid spades")
### END HIDDEN TESTS
