# ---
# title: Bridge for two and other variants
# summary: yard bridge for three and for two players; yard bridge and sports bridge; bridge for two with an open or a closed dummy; Chinese bridge, and what its text leaves out
# ---

# %% [markdown] id=objectives
# # Bridge for two and other variants
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. play yard bridge with three players, or with two by dealing fewer cards;
# 2. tell yard bridge from sports bridge;
# 3. play bridge for two with an open or a closed dummy, and say how its auction differs;
# 4. deal Chinese bridge, and say what its description leaves out.
#
# Yard bridge itself is taught in [lesson 11a](11a-yard-bridge-deal-bidding.ipynb) and
# [lesson 11b](11b-yard-bridge-play-scoring.ipynb).

# %% [markdown] id=three-intro
# ## Three players
#
# With three players everyone holds twelve cards and there are twelve tricks; the dealer
# may not make the bids add up to twelve. (The yard-bridge text writes "9", the number of tricks with
# four players; the engine applies the same rule to the tricks available.) One round:

# %% id=three
from bridgelib import course
from bridgelib.games.yard import YARD_THREE, YARD_TWO, YardRound
names = ("Oksana", "Taras", "Iryna", "Mykola")
three = course.yard_autoplay(YardRound.deal(YARD_THREE, dealer=2, seed=3, names=names[:3]))
course.yard_round_result(three)

# %% [markdown] id=yard-two-intro
# ## Two players
#
# The yard-bridge text ends by saying that the rules adapt easily to two players, "simply
# by changing the number of cards dealt, or by bringing in a dummy — the open cards of an
# imaginary player". The engine models the first way: two hands of twelve cards (the text
# names no number; twelve, as with three players, leaves cards over to turn up the trump),
# and the dealer may not make the two bids add up to twelve. The dummy way is not modelled:
# the text does not say who plays the imaginary player's cards, or whether it bids.

# %% id=yard-two
two = course.yard_autoplay(YardRound.deal(YARD_TWO, dealer=1, seed=4, names=names[:2]))
course.yard_round_result(two)

# %% [markdown] id=sports
# ## Yard bridge and sports bridge
#
# The yard-bridge text ends by telling the two games apart. **Sports bridge** (спортивний бридж) is a
# recognised sport under the Olympic committee, played with 52 cards by **pairs** — North
# and South against East and West — and its result depends on teamwork. **Yard bridge**
# with 36 cards is "simplified bridge for beginners and for relaxing in company": no
# conventions or signals, **every player for himself**, so that the blame for a miss falls
# on the player alone. "The flexibility of the rules also makes it easy to play bridge for
# two — by changing the number of cards dealt, or by bringing in a 'dummy' (the open cards
# of an imaginary player)." Our Russian source (the honeymoon-bridge text) describes such a game.

# %% [markdown] id=two-intro
# ## Bridge for two with a dummy
#
# The honeymoon-bridge text's paragraph, in full: "The chosen dealer deals 13 cards to four places, for his
# opponent and himself. The auction also starts with the dealer, but at his very first
# call he loses the right to pass. When the bid is made, the dealer chooses the dummy
# (**open** — faced straight after the deal; **closed** — kept hidden from everyone for
# the whole game) with which the play goes on. The decision is compulsory. The auction
# goes on until the first 'pass'. The scoring does not change at all."
#
# So each player has a dummy (болван) of his own: in the engine the players sit South and
# West, South's dummy is North and West's is East. Here is one deal as South sees it,
# with open and with closed dummies — a closed dummy is hidden even from its owner:

# %% id=two-views
from bridgelib import Deal
from bridgelib.games.two import TwoBot
two = course.two_games(Deal.random(seed=4), dealer="S", seed=1)
course.two_views(two)

# %% [markdown] id=two-pass-intro
# The dealer may not open with a pass (the error is on purpose):

# %% id=two-pass tags=raises-exception
two["closed"].call("Pass")

# %% [markdown] id=two-auction-intro
# The computer (`TwoBot`) bids for both players: it adds up its own high-card points and
# its dummy's (when the dummies are closed it assumes its dummy holds an average 10) and
# bids what the total is worth. The first pass ends the auction:

# %% id=two-auction
g, bot2 = two["closed"], TwoBot()
course.two_bot_auction(g, bot2)

# %% [markdown] id=two-play-intro
# Declarer plays his own hand and his dummy; a card from a closed dummy is played
# **blind** — its owner calls for a card and one of the dummy's legal cards is taken at
# random (the honeymoon-bridge text does not say how a hidden dummy is played; this is the engine's
# choice, and the engine still makes it follow suit). The tricks, and the result written
# on an ordinary rubber scorepad ("the scoring does not change"):

# %% id=two-play
course.two_bot_play(g, bot2)

# %% [markdown] id=two-rubber-intro
# A whole rubber against the computer — here the computer plays both sides, choosing open
# dummies, and the dealer alternates:

# %% id=two-rubber
course.two_rubber(seed=2)

# %% [markdown] id=two-yourself
# Play a rubber yourself: you are South, North is your dummy; the computer is West with
# East. As dealer you choose open or closed dummies; a closed dummy stays face down, and
# *Play blind* plays one of its cards unseen. (From Python: a rubber with
# `human=Seat.SOUTH` and its methods `choose_dummy("open")`, `call("1S")`, `play("HQ")`,
# `play_blind()`.)

# %% id=two-table
from bridgelib.widgets.play import PlayAgainstComputer
PlayAgainstComputer("two", seed=2)

# %% [markdown] id=chinese-intro
# ## Chinese bridge
#
# The honeymoon-bridge text has one more paragraph: "Chinese bridge also has simple rules. They do not
# differ much from the other variants. Here the opponents take turns to deal. First deal
# 4 cards each, then 44 more in the same order. Then turn face up, for yourself, 11 of the
# cards dealt in the second part; the first 4 stay in the hand all the time."
#
# That is all it says. The numbers add up only for two players — 8 + 44 = 52 — so each
# player ends with 4 cards in the hand and 22 more, of which 11 are turned up. The engine
# deals exactly that (`bridgelib.games.chinese`), turning up here the first eleven of each
# player's second part:

# %% id=chinese
from bridgelib.games.chinese import GAPS, ChineseDeal
dealt = ChineseDeal.deal(dealer=0, seed=2)
course.chinese_table(dealt.turn_up_first(0).turn_up_first(1))

# %% [markdown] id=chinese-refused-intro
# The engine checks what the honeymoon-bridge text does state, for example that the first
# four cards stay in the hand (the error is on purpose):

# %% id=chinese-refused tags=raises-exception
dealt.turn_up(0, [*dealt.second(0)[:10], *dealt.hand(0)][:11])

# %% [markdown] id=chinese-gaps-intro
# Everything else is missing, and the engine does not invent it. Its list of the gaps,
# which is why the course describes Chinese bridge but cannot let you play it:

# %% id=chinese-gaps
course.numbered(GAPS, "the honeymoon-bridge text does not say")

# %% [markdown] id=quiz-intro
# ## Quiz: yard bridge for three

# %% id=quiz
from bridgelib.quiz import Quiz
Quiz.from_bank("yard", part="variants", lesson="11c-bridge-for-two-and-variants").widget()

# %% [markdown] id=quiz-two-intro
# ## Quiz: bridge for two and Chinese bridge
#
# Each answer has been checked against the engine's rules for bridge for two and Chinese bridge.

# %% id=quiz-two
Quiz.from_bank("honeymoon", part="two", lesson="11c-bridge-for-two-and-variants").widget()

# %% [markdown] id=summary
# ## Summary
#
# - Yard bridge adapts to three players (twelve cards each) and to two (fewer cards dealt).
# - **Bridge for two**: each player has a dummy, open or closed, chosen by the dealer; the
#   dealer may not pass first, the first pass ends the auction, scoring as in rubber bridge.
# - **Chinese bridge**: two players, 4 cards kept in the hand, 11 of the next 22 turned
#   up; its play and scoring are not described, and the engine lists what is missing.
