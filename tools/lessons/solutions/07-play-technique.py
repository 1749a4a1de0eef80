# ---
# title: Exercises — play technique
# ---

# %% [markdown] id=intro
# # Exercises: play technique
#
# Answer each question, then run the check cell below it. The checks ask the engine, and
# for lines of play the double-dummy solver.

# %% id=setup
from bridgelib import Card, Deal, Play, Seat, Suit
from bridgelib.analysis import technique
from bridgelib.course import check, sealed, show
deal = Deal.from_pbn("N:7642.432.98765.7 53.765.JT.985432 AKQ.AKQJT.432.A6 JT98.98.AKQ.KQJT")
deal

# %% [markdown] id=q1
# **1.** South declares four hearts on the deal above. How many **sure tricks** do
# North–South have in each suit? Answer with four numbers in the order ♠ ♥ ♦ ♣.

# %% id=a1
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = (3, 5, 0, 1)
### END SOLUTION

# %% id=c1 points=1
check(answer_1, sealed("f531ae99f5087d95"), "sure tricks ♠ ♥ ♦ ♣",
      hint="top cards in an unbroken run, at most the longer hand's length")
### BEGIN HIDDEN TESTS
check(answer_1, tuple(technique.sure_tricks(deal["N"], deal["S"], s) for s in
                      (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)),
      "sure tricks ♠ ♥ ♦ ♣", hint="top cards in an unbroken run, at most the longer hand's length")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** How many trumps do the defenders hold before the play? And how many after two
# rounds of trumps to which both defenders followed? Answer with two numbers.

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = (5, 1)
### END SOLUTION

# %% id=c2 points=1
check(answer_2, sealed("893b27a1ea620cf0"), "trumps out",
      hint="thirteen less your side's, less those the defenders have played")
### BEGIN HIDDEN TESTS
line = "DA D5 DT D2  H8 H2 H5 HA  CA CT C7 C2  C6 CJ H3 C3  S2 S3 SA S8  HK H9 H4 H6".split()
check(answer_2, (technique.outstanding(Play(deal, "4HS")),
                 technique.outstanding(Play(deal, "4HS", line))), "trumps out",
      hint="thirteen less your side's, less those the defenders have played")
### END HIDDEN TESTS

# %% [markdown] id=q3
# **3.** A careless declarer plays four hearts like this. Which card of declarer's side
# was the **first to give a trick away**? Answer with a `Card`.

# %% id=q3-line
careless = "DA D5 DT D2  H8 H2 H5 HA  HK H9 H3 H6  HQ S8 H4 H7  CA CT C7 C2  C6 CJ D6 C3"
show(Play(deal, "4HS", careless.split()), titles=["after the careless line"])

# %% id=a3
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = Card.from_str("HQ")
### END SOLUTION

# %% id=c3 points=1
check(answer_3, sealed("d4d4b778c5a8b229"), "first costly card",
      hint="which card took dummy's last trump before the club ruff?")
### BEGIN HIDDEN TESTS
check(answer_3, technique.play_line(deal, "4HS", careless).first_costly.card, "first costly card",
      hint="which card took dummy's last trump before the club ruff?")
### END HIDDEN TESTS

# %% [markdown] id=q4
# **4.** Dummy holds the ace, queen and jack of hearts with two small ones; you hold six
# small hearts: eleven hearts, the king missing. With ten hearts (one small card fewer)
# the question is the same. Is it better
# to **finesse** or to cash the ace and hope the king **drops** singleton? Use
# `technique.finesse_odds` and `technique.drop_odds(missing, top=1)`, and answer with two
# words, for ten and for eleven cards.

# %% id=a4
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_4 = ("finesse", "drop")
### END SOLUTION

# %% id=c4 points=1
check(answer_4, sealed("0485246b30c033f3"), "ten cards, eleven cards",
      hint="with two cards out the king is singleton "
      "whenever they split 1-1")
### BEGIN HIDDEN TESTS
better = tuple("drop" if technique.drop_odds(n, top=1) > technique.finesse_odds(n) else "finesse"
               for n in (3, 2))
check(answer_4, better, "ten cards, eleven cards", hint="with two cards out the king is singleton "
      "whenever they split 1-1")
### END HIDDEN TESTS

# %% [markdown] id=q5
# **5.** What is the chance (in per cent, rounded to one decimal) that six missing cards
# split 3-3?

# %% id=a5
answer_5 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_5 = round(100 * float(technique.split_odds(6)["3-3"]), 1)
### END SOLUTION

# %% id=c5 points=1
check(answer_5, sealed("494be186da664e88"), "3-3 split, per cent",
      hint="technique.split_odds(6)")
### BEGIN HIDDEN TESTS
check(answer_5, round(100 * float(technique.split_odds(6)["3-3"]), 1), "3-3 split, per cent",
      hint="technique.split_odds(6)")
### END HIDDEN TESTS

# %% [markdown] id=q6
# **6.** On this three no-trump deal South leads the ♦2 at trick 2 and West plays the ♦7.
# Which card from dummy keeps the most tricks? Answer with a `Card`.

# %% id=q6-deal
fin = Deal.from_pbn("N:6542.A65.AQ.7632 87.872.JT54.QJT9 AK3.KQ4.632.AK54 QJT9.JT93.K987.8")
now = Play(fin, "3NTS", "SQ S2 S7 SA D2 D7".split())
show(now, titles=["North to play"])

# %% id=a6
answer_6 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_6 = Card.from_str("DQ")
### END SOLUTION

# %% id=c6 points=1
check(answer_6, sealed("91e04c48a779869e"), "dummy's card", hint="West has played before dummy")
### BEGIN HIDDEN TESTS
check(answer_6, technique.best_cards(now)[0], "dummy's card", hint="West has played before dummy")
### END HIDDEN TESTS
