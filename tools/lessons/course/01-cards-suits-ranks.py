# ---
# title: Cards, suits and ranks
# summary: the 52- and 36-card decks, suit and rank order, honours and spot cards, English and Russian notation
# ---

# %% [markdown] id=objectives
# # Cards, suits and ranks
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. name the four suits in English and in Russian and put them in order;
# 2. put the thirteen ranks in order and tell honours (онеры) from spot cards (фоски);
# 3. read and write a card in English letters, suit symbols and Russian letters;
# 4. describe the 52-card deck of bridge and the 36-card deck of yard bridge;
# 5. say how many different hands and deals there are.

# %% [markdown] id=deck-intro
# ## The deck
#
# Bridge is played with the ordinary deck (колода) of 52 cards without jokers: four suits
# (масти) of thirteen cards each. `bridgelib` knows the deck:

# %% id=deck-52
from bridgelib import Card, Rank, Strain, Suit, course, deck
full = deck()
course.table([[len(full), min(full), max(full)]], ["cards in the deck", "lowest card", "highest card"])

# %% [markdown] id=suits-intro
# ## Suits and their order
#
# The suits have English names, symbols and PBN letters, and Russian names and letters —
# the letters п ч б т are how our Russian sources write hands. Spades and hearts are the
# **major** suits (мажоры, старшие масти), diamonds and clubs the **minor** suits (миноры,
# младшие масти). Older Russian card talk also says вини for spades, буби for diamonds and
# крести for clubs; our Bulgarian source names the suits пика, купа (hearts), каро (diamonds)
# and трефа or спатия (clubs).

# %% id=suit-table
from bridgelib import course
course.attributes(sorted(Suit, reverse=True), "symbol", "letter", "name_en", "ru", "name_ru",
                  "is_major")

# %% [markdown] id=suit-order-intro
# The suits are ranked (старшинство мастей). The ranking matters in the auction, where a bid
# in a higher suit beats a bid at the same level in a lower one, and **no-trump** (без козыря,
# БК) ranks above all four suits. In the play itself no suit is higher than another —
# except the trump suit, which beats them all (lesson 04).

# %% id=suit-order
course.attributes(sorted(Strain), "symbol", "name_en", header=["strain (lowest first)", "name"])

# %% [markdown] id=ranks-intro
# ## Ranks, honours and spot cards
#
# Within a suit the ace is highest and the two lowest. The five top cards — ace, king,
# queen, jack and ten — are the **honours** (онеры); the nine down to the two are **spot
# cards** (фоски). Russian writes the ace, king, queen and jack as Т (туз), К (король),
# Д (дама) and В (валет); the Bulgarian source says асо, поп or рига, дама and вале. The
# last column is the card's Milton Work point value, which lesson 03 uses to judge a hand.

# %% id=rank-table
from bridgelib import RANKS
course.attributes(RANKS, "label", "letter", "ru", "is_honour", "hcp")

# %% [markdown] id=honours-intro
# The seeds also split the honours: ace, king and queen are the *senior honours* or
# *figures* (старшие онеры, фигуры), jack and ten the *junior honours* (младшие онеры).
# Here are the honours of one suit, and how many honours the whole deck holds:

# %% id=honours
course.honours_of(Suit.SPADES, full)

# %% [markdown] id=deck-picture-intro
# A picture of the whole deck: one row per suit, ace on the left, honours shaded.

# %% id=deck-picture
course.deck_figure(52)

# %% [markdown] id=notation-intro
# ## Writing cards
#
# A card is a suit and a rank. `Card.from_str` reads every notation people use: PBN letters
# (`SQ`, with `T` for the ten), the rank first (`Qs`), suit symbols (`♠Q`), and the Russian
# letters of our sources (`пД` — пиковая дама, the queen of spades). Each card can write
# itself back in PBN (`pbn()`) and in Russian (`ru()`).

# %% id=notation
course.parsed(Card.from_str, ["SQ", "♠Q", "Qs", "пД", "Дп", "10h", "HT", "ч10", "т9"],
              "pbn", "ru")

# %% [markdown] id=russian-t
# One Russian letter does two jobs: **т** is *трефы* (clubs) as a suit and **Т** is *туз*
# (the ace) as a rank. The engine decides by position — the suit and the rank have fixed
# places in a card, a hand or a bid — and, when both letters are the same, by case (small
# letter = suit, capital = rank). So both orders below are the ace of clubs:

# %% id=russian-t-demo
course.parsed(Card.from_str, ["тТ", "Тт"], "pbn", "ru")

# %% [markdown] id=refusal-intro
# Text that is not a card is refused with a message that quotes it and says what a card
# looks like. (This cell shows the error on purpose.)

# %% id=refusal tags=raises-exception
Card.from_str("Z9")

# %% [markdown] id=deck36-intro
# ## The 36-card deck
#
# Yard bridge (дворовый бридж, the yard-bridge text) and many Russian home games use a short deck of
# 36 cards: the twos, threes, fours and fives are taken out. The honours are all still there;
# only spot cards go.

# %% id=deck-36
short = deck(36)
course.deck_facts(short)

# %% id=deck36-picture
course.deck_figure(36)

# %% [markdown] id=counting-intro
# ## How many hands?
#
# Our Bulgarian source starts the sentence "the number of possible combinations when 13 of
# 52 cards are dealt is …" and then the number is missing. `bridgelib.stats` counts it
# exactly: the number of 13-card hands, the number of whole deals of four hands, and the
# number of 9-card hands of yard bridge.

# %% id=counting
from bridgelib import stats
course.table([["13-card hands from 52 cards", f"{stats.hand_count():,}"],
              ["deals of 52 cards to four players", f"{stats.deal_count():,}"],
              ["9-card hands from 36 cards", f"{stats.hand_count(9, 36):,}"]])

# %% [markdown] id=quiz-intro
# ## Quiz
#
# Answer each question; the first answer counts, and every answer is explained.

# %% id=quiz
from bridgelib.quiz import Quiz
Quiz.from_bank("cards", lesson="01-cards-suits-ranks").widget()

# %% [markdown] id=summary
# ## Summary
#
# - A bridge deck has 52 cards in four suits; yard bridge drops the 2s to 5s and keeps 36.
# - Suits rank clubs, diamonds, hearts, spades from lowest to highest; no-trump ranks above
#   them in the auction. Spades and hearts are the majors, diamonds and clubs the minors.
# - Ranks go from the ace down to the two; A K Q J 10 are honours (онеры), 9 to 2 spot cards
#   (фоски).
# - Cards can be written `SQ`, `♠Q` or `пД`; in Russian т is clubs as a suit and Т the ace
#   as a rank.
# - There are so many different hands that you will never hold the same one twice.
