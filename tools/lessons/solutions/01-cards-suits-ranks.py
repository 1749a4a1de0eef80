# ---
# title: Exercises — cards, suits and ranks
# ---

# %% [markdown] id=intro
# # Exercises: cards, suits and ranks
#
# Work the answers out yourself, write them in the answer cells, then run the check cell
# below each one. The checks compare your answer with what `bridgelib` computes.

# %% id=setup
from bridgelib import Card, Suit, deck
from bridgelib.course import check, sealed

# %% [markdown] id=q1
# **1.** Write the queen of hearts in the Russian notation of our sources, as a string
# (suit letter first).

# %% id=a1
answer_1 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_1 = "чД"
### END SOLUTION

# %% id=c1 points=1
check(answer_1, sealed("326f843320e788af"), "the queen of hearts in Russian",
      hint="hearts are черви; the queen is дама")
### BEGIN HIDDEN TESTS
check(answer_1, Card.from_str("HQ").ru(), "the queen of hearts in Russian",
      hint="hearts are черви; the queen is дама")
### END HIDDEN TESTS

# %% [markdown] id=q2
# **2.** Which suit ranks higher in the auction, hearts or diamonds? Answer with
# `Suit.HEARTS` or `Suit.DIAMONDS`.

# %% id=a2
answer_2 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_2 = Suit.HEARTS
### END SOLUTION

# %% id=c2 points=1
check(answer_2, sealed("d49ea307932bec03"), "the higher suit")
### BEGIN HIDDEN TESTS
check(answer_2, max(Suit.HEARTS, Suit.DIAMONDS), "the higher suit")
### END HIDDEN TESTS

# %% [markdown] id=q3
# **3.** How many honours (онеры) does the 36-card deck of yard bridge hold? (A number.)

# %% id=a3
answer_3 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_3 = 20
### END SOLUTION

# %% id=c3 points=1
check(answer_3, sealed("c08ee78eeb7416fb"), "honours in 36 cards",
      hint="which ranks are honours, and which ranks does the short deck remove?")
### BEGIN HIDDEN TESTS
check(answer_3, sum(c.is_honour for c in deck(36)), "honours in 36 cards",
      hint="which ranks are honours, and which ranks does the short deck remove?")
### END HIDDEN TESTS

# %% [markdown] id=q4
# **4.** How many spot cards (фоски) does the full 52-card deck hold?

# %% id=a4
answer_4 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_4 = 32
### END SOLUTION

# %% id=c4 points=1
check(answer_4, sealed("4681924919522102"), "spot cards in 52",
      hint="count the spot ranks in one suit first")
### BEGIN HIDDEN TESTS
check(answer_4, sum(not c.is_honour for c in deck()), "spot cards in 52",
      hint="count the spot ranks in one suit first")
### END HIDDEN TESTS

# %% [markdown] id=q5
# **5.** A Russian score sheet writes the card `Тт`. Which card is it? Answer in PBN
# (suit letter then rank letter, e.g. `SQ`).

# %% id=a5
answer_5 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_5 = "CA"
### END SOLUTION

# %% id=c5 points=1
check(answer_5, sealed("b3dc8839e4ed3bf9"), "Тт in PBN",
      hint="a capital Т as a rank is туз; a small т as a suit is трефы")
### BEGIN HIDDEN TESTS
check(answer_5, Card.from_str("Тт").pbn(), "Тт in PBN",
      hint="a capital Т as a rank is туз; a small т as a suit is трефы")
### END HIDDEN TESTS

# %% [markdown] id=q6
# **6.** List the junior honours (младшие онеры) of spades, highest first, as PBN strings.

# %% id=a6
answer_6 = ...  # your answer in place of ...
### BEGIN SOLUTION
answer_6 = ["SJ", "ST"]
### END SOLUTION

# %% id=c6 points=1
check(answer_6, sealed("d1212105386889e9"), "junior honours of spades",
      hint="the honours are A K Q J 10; the senior ones are A K Q")
### BEGIN HIDDEN TESTS
check(answer_6, [c.pbn() for c in sorted(deck(), reverse=True)
                 if c.suit is Suit.SPADES and c.is_honour and c.hcp <= 1],
      "junior honours of spades", hint="the honours are A K Q J 10; the senior ones are A K Q")
### END HIDDEN TESTS
