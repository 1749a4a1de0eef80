# ---
# title: Hands and shapes
# summary: seats and partners, the deal, suit lengths, named shapes (balanced, regular, the skewed hand — and how it differs from a two-suiter) and how likely each shape is
# ---

# %% [markdown] id=objectives
# # Hands and shapes
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. name the four seats, who is whose partner, and who deals on which board;
# 2. read a hand diagram and a whole deal;
# 3. describe a hand's shape (расклад): long and short suits, doubleton, singleton, void;
# 4. recognise the named shapes of our sources — balanced, regular and skewed (косая рука)
#    hands — and tell a skewed hand from what English players call a two-suiter;
# 5. say how likely each shape is — counted exactly, and checked by dealing many hands.

# %% [markdown] id=seats-intro
# ## Four seats, two partnerships
#
# The players are named after the points of the compass: North, East, South and West
# (Север, Восток, Юг, Запад). Players facing each other are partners (партнёры): North–South
# play against East–West, and a trick won by either partner counts for both. Everything at
# the table goes clockwise — dealing, calling and playing — so your left-hand opponent (LHO)
# acts right after you and your right-hand opponent (RHO) right before.

# %% id=seat-table
from bridgelib import SEATS, Board, Deal, Hand, board_dealer, course, stats
course.attributes(SEATS, "letter", "name_en", "ru", "name_ru", "partner", "lho", "rho",
                  "side")

# %% [markdown] id=dealer-intro
# The dealer (сдающий) shuffles, has the deck cut by the opponent on the right, and deals the
# cards one at a time clockwise, starting with the player on the left, until each player
# holds thirteen. In club and tournament bridge the dealer is fixed by the board number:
# board 1 North, board 2 East, and so on round the table.

# %% id=dealer-by-board
course.attributes(range(1, 9), int, board_dealer, header=["board", "dealer"])

# %% [markdown] id=deal-intro
# ## A deal
#
# A deal (сдача) is the four hands (руки) together. In a diagram North is at the top and
# South at the bottom; each hand lists its suits from spades down to clubs, highest card
# first. That is also how you should sort the cards in your own hand — by suit, and (our
# honeymoon-bridge source suggests) alternating red and black suits so they do not get
# mixed up.

# %% id=deal
board = Board.from_number(3, Deal.random(seed=7))
board

# %% [markdown] id=hand-intro
# ## One hand and its shape
#
# Take South's hand. Its **shape** lists the suit lengths in the order ♠ ♥ ♦ ♣; its
# **pattern** (расклад мастей) lists them longest first, written like 5-4-3-1. Our sources
# write a pattern with an х for each card, suit by suit, and `bridgelib` can do the same.

# %% id=south
south = board.deal["S"]
course.show(south, course.attributes([south], "shape", "pattern_text", course.x_notation, "ru"),
            titles=["South", "its shape"])

# %% [markdown] id=suit-terms
# The sources name suits by length. A suit of four or more cards is **long** (длинная
# масть); three or fewer is **short** (короткая масть) — a short suit holds at most a
# *triplet*. Two cards are a **doubleton** (дублет), one card a **singleton** (синглет), and
# no card at all a **void** (ренонс). Four cards are a *four* (четвёрка), five a *five*
# (пятёрка), and so on.

# %% id=south-suits
course.attributes([south], "long_suits", "short_suits", "doubletons", "singletons", "voids")

# %% [markdown] id=named-shapes-intro
# ## Named shapes
#
# Three named classes of hand appear in our sources (the honeymoon-bridge text and the laws text):
#
# - **balanced** (равномерный расклад): no void or singleton and at most one doubleton;
# - **regular** (регулярная рука): no suit of five or more cards (and so no void);
# - **skewed** (косая рука, literally "a slanted hand"): at least nine cards in the two
#   longest suits.
#
# English-speaking players have a different word for long suits, the **two-suiter**: a hand
# with at least five cards in one suit and four in another (5-4 or more). The two are not the
# same: a 6-3-3-1 or a 7-2-2-2 hand is skewed but has only one long suit, so it is *not* a
# two-suiter. Don't translate косая рука as "two-suiter".
#
# Here are the patterns the sources give as examples, and two more, classified by the engine.
# A hand can be in two classes at once, or in none.

# %% id=named-shapes
examples = [(4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2), (4, 4, 4, 1), (5, 4, 2, 2),
            (6, 3, 3, 1), (7, 4, 2, 0), (6, 5, 1, 1), (7, 2, 2, 2)]
course.shape_classes(examples)

# %% [markdown] id=exact-intro
# ## How likely is each pattern?
#
# A pattern's chance can be counted exactly. Pick which suit gets which length, then which
# cards of each suit the hand holds, and divide by the number of all hands (lesson 01). There
# are only 39 patterns; here are the ten most likely, with the frequencies seen in hands dealt
# at random by the engine.

# %% id=exact-patterns
hands = stats.sample_hands(6000, seed=1)
course.pattern_shares(hands, top=10)

# %% [markdown] id=pattern-figure-intro
# The picture makes the point better than the table: a handful of patterns cover most
# hands, and the dealt hands follow the exact counts closely.

# %% id=pattern-figure
course.pattern_figure(hands, top=16)

# %% [markdown] id=classes-intro
# The same counting gives the chance of each named class. Nearly half of all hands are
# balanced; a void is rare. Compare the skewed hand with the two-suiter: the source's class
# is the wider one.

# %% id=classes
course.probability_table(stats.shape_class_probabilities(), label="class")

# %% [markdown] id=quiz-intro
# ## Quiz
#
# Five hands dealt by the engine: which class does each belong to? Every answer is explained.

# %% id=quiz
from bridgelib.quiz import generated
quiz = generated("shape", n=5, seed=2)
quiz.lesson = "02-hands-and-shapes"
quiz.widget()

# %% [markdown] id=practice-deals-intro
# ## Practice deals
#
# A set of deals on this lesson's theme, the same every time: deal them at your table or
# play them through on your own. `bridge pack --lesson 02` writes them as a PBN file with a
# printable hand-record sheet (add `--dup` for a dealing machine).

# %% id=practice-deals
course.practice_deals("02")

# %% [markdown] id=summary
# ## Summary
#
# - North–South play against East–West; everything goes clockwise; the board number fixes
#   the dealer.
# - A hand's shape is its suit lengths; its pattern is the same lengths longest first.
# - Suits of four or more are long; three or fewer are short: doubleton, singleton, void
#   (ренонс).
# - Balanced hands have no void or singleton and at most one doubleton; regular hands have
#   no five-card suit; skewed hands (косая рука) hold nine or more cards in their two longest
#   suits — wider than the English two-suiter, which needs at least five cards in one suit and
#   four in another.
# - Pattern probabilities are counted exactly, and random deals agree with the counts.
