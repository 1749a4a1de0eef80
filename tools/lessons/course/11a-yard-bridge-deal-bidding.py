# ---
# title: Yard bridge: the deal, trumps and bidding
# summary: yard bridge (дворовий бридж) from the yard-bridge text — the 36-card pack and the deal for four or three, three ways to fix trumps and what they do to the hands, exact bids in turn and the dealer's restriction
# ---

# %% [markdown] id=objectives
# # Yard bridge: the deal, trumps and bidding
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. deal yard bridge (дворовий бридж) for four or three players from the 36-card pack;
# 2. fix the trump suit in the three ways the yard-bridge text allows, and say what the
#    dealer's last card does to the trumps in each hand;
# 3. bid an exact number of tricks in turn, and say which bid the dealer may not make and
#    why (so someone always misses).
#
# The play and the score follow in [lesson 11b](11b-yard-bridge-play-scoring.ipynb); other
# numbers of players and other variants in [lesson 11c](11c-bridge-for-two-and-variants.ipynb).
# The play of a trick is lesson 04's; the rest is new games built from it.

# %% [markdown] id=intro
# ## A trick game where you must be exact
#
# Our Ukrainian source (the yard-bridge text) calls yard bridge "a popular, gambling trick-taking game"
# that "combines simplicity with depth of strategic planning". It is not contract bridge:
# there are **no partnerships** — "each player plays strictly for himself" — no auction of
# contracts, no conventions and no signals. What it keeps from bridge is the trick, the
# trump suit, and one idea pushed to the limit: *before the play*, each player says how
# many tricks he will take, and then must take **exactly** that many. "Players must not
# just capture their opponents' cards but foresee precisely how their own combinations
# will fare."
#
# The engine models the game in `bridgelib.games.yard` (its rules as data), scores it with
# `bridgelib.scoring.yard`, and plays it with a bot from `bridgelib.bots.yard`.

# %% [markdown] id=deck-intro
# ## The pack and the deal
#
# Yard bridge uses the short 36-card pack (колода з 36 карт): the twos, threes, fours and
# fives are taken out, leaving the six up to the ace in each suit (lesson 01). "The best
# number of players is exactly four: each gets nine cards, which uses up the pack. If the
# company is three, they get twelve each." The rules come as two presets:

# %% id=deck
from bridgelib import Suit, course
from bridgelib.games.yard import YARD_FOUR, YARD_THREE, TrumpRule, YardRound, YardRules
course.yard_presets_table(YARD_FOUR, YARD_THREE)

# %% [markdown] id=deal-intro
# The order never changes: shuffle thoroughly, **deal one card at a time** ("роздача карт
# по одній"), then fix the trump suit. The yard-bridge text does not say where the deal starts; the
# engine deals clockwise from the dealer's left, as card players usually do, so the dealer
# receives the last card.
#
# Here is a round between Oksana, Taras, Iryna and Mykola, who sit in that order
# clockwise. Mykola deals.

# %% id=deal
names = ("Oksana", "Taras", "Iryna", "Mykola")
r = YardRound.deal(YARD_FOUR, dealer=3, seed=7, names=names)
course.yard_hands(r)

# %% [markdown] id=trump-intro
# ## The trump suit
#
# The yard-bridge text gives three ways to fix the trump suit:
#
# - "after the deal the **next card** of the pack, if one is left, is turned face up on
#   the table" (`TrumpRule.TURN_UP`);
# - "if four play and the pack is dealt out, trump may be **agreed** beforehand"
#   (`TrumpRule.AGREED`),
# - "or fixed by **the dealer's last card**" (`TrumpRule.DEALER_LAST_CARD`, the presets'
#   default).
#
# In our round the last card dealt, Mykola's, makes its suit trumps:

# %% id=trump
course.yard_trump(r)

# %% [markdown] id=turn-up-intro
# The rule is data, so the other two are one keyword away. Turning up the next card is
# impossible when the whole pack has been dealt, and the engine says so (the error is on
# purpose):

# %% id=turn-up tags=raises-exception
YardRules(trump_rule=TrumpRule.TURN_UP)

# %% [markdown] id=turn-up-short-intro
# With a shorter deal — eight cards each, say, which the yard-bridge text's wording allows for but
# never uses — four cards stay in the pack and the first of them is turned up. And an
# agreed trump needs no card at all:

# %% id=turn-up-short
short = YardRules(name="eight cards, turn-up", hand_size=8, trump_rule=TrumpRule.TURN_UP)
agreed = YardRules(name="agreed: hearts", trump_rule=TrumpRule.AGREED, agreed_trump=Suit.HEARTS)
course.yard_trump_rules_table([YARD_FOUR, short, agreed], seed=7)

# %% [markdown] id=trumps-intro
# ### How many trumps will I hold?
#
# A suit has nine cards in this pack, so a hand of nine holds two or three trumps on
# average — but the rule for fixing trump makes a difference. With an agreed suit every
# player's chance is the same: it is the chance that a fixed suit has that length, which
# the engine counts exactly from the patterns of nine-card hands (lesson 02) — each
# pattern contributes, for each length, the share of its four suits that have it.
#
# When the dealer's last card fixes trump, the dealer **always** has at least one trump,
# and a hand with more cards of a suit is more likely to have supplied the last card: a
# suit of length *k* is chosen with chance *k*/9. For any other player the last card came
# from the 27 cards he does not hold, of which 9 − *k* are of his *k*-card suit.

# %% id=trumps
trumps = course.yard_trump_shares()
course.bars_figure(trumps, title="Trumps in a nine-card hand of yard bridge (exact)",
                   xlabel="trumps in the hand", keys=range(8))

# %% [markdown] id=trumps-check-intro
# On average (the three lines of the figure, and the exact values as fractions):

# %% id=trumps-mean
course.yard_trump_means(trumps)

# %% [markdown] id=trumps-sim-intro
# The dealer holds about three quarters of a trump more than the others: his last card is a
# trump, and his other eight come from 35 cards that hold the remaining eight trumps. Let us check
# the exact counts against 3,000 shuffles by the engine's own dealer:

# %% id=trumps-sim
course.yard_trumps_simulated(trumps, deals=3000)

# %% [markdown] id=bidding-intro
# ## Bidding: how many tricks will you take?
#
# "Once the cards are in the hands the most responsible stage begins — the bidding"
# (торгівля). In turn, **starting with the player on the dealer's left**, every player
# says aloud the number of tricks he plans to take this round: any number from 0 to the
# cards in his hand. It takes "a sober estimate of the strength of your suits and of your
# trumps".
#
# The bot estimates a hand by adding up the chance that each card takes a trick: the ace
# of trumps surely, a trump king or an outside ace usually, queens and small cards rarely,
# spare trumps with a short side suit sometimes. Its estimates for our four hands, in
# bidding order:

# %% id=estimates
course.yard_estimates(r)

# %% [markdown] id=bids-intro
# Oksana, Taras and Iryna bid, each rounding the estimate:

# %% id=bids
course.yard_bidding(course.yard_bids(r, count=3))

# %% [markdown] id=restriction-intro
# ### The dealer's restriction
#
# "The basic rules contain one critically important condition that makes the game
# unpredictable. The last player, the dealer, is deprived of full freedom of choice. He
# may not bid a number of tricks which, **added to the other players' bids, makes 9**
# (the number of cards in a hand)." The engine judges every bid Mykola could make:

# %% id=restriction
course.verdicts(r, range(10), check="check_bid")

# %% [markdown] id=refused-intro
# Mykola's hand is worth about three tricks by the bot's count — but three is the one
# number he may not say. If he says it anyway, the engine refuses the bid and names the
# rule (the error is on purpose):

# %% id=refused tags=raises-exception
r.bid(3)

# %% [markdown] id=refused-after-intro
# A refused bid changes nothing: the same three bids stand, it is still Mykola's turn,
# and three is still the only number missing from his legal bids.

# %% id=refused-after
course.yard_bidding(r)

# %% [markdown] id=why-restriction
# Why the rule? The four players always take nine tricks between them. If the bids could
# add up to nine, everyone might be right; because they cannot, **at least one player must
# miss** — "this forced shortage or surplus of tricks guarantees that at least one player
# will certainly not fulfil his plan. That is the whole point of the game: you must not
# just play well, but make your opponents err in their forecasts." The bot bids the
# nearest legal number to its estimate:

# %% id=dealer-bid
course.yard_bidding(course.yard_bids(r, count=1))

# %% [markdown] id=quiz-intro
# ## Quiz: yard bridge

# %% id=quiz
from bridgelib.quiz import Quiz
Quiz.from_bank("yard", part="bidding", lesson="11a-yard-bridge-deal-bidding").widget()

# %% [markdown] id=summary
# ## Summary
#
# - **Yard bridge** (дворовий бридж): 36 cards (six to ace), four players with nine cards
#   or three with twelve, dealt one at a time; every player for himself.
# - **Trump**: the next card turned up if any is left, else agreed beforehand or fixed by
#   the dealer's last card — so the dealer always holds a trump, and averages more.
# - **Bidding**: in turn from the dealer's left, each player bids the exact number of
#   tricks he will take. The dealer, last, may not make the total equal the tricks
#   available, so at least one player always misses (прокол).
