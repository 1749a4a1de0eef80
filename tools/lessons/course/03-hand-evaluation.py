# ---
# title: Hand evaluation
# summary: Milton Work high-card points, distribution points, how points are spread over hands, and when a hand is worth an opening
# ---

# %% [markdown] id=objectives
# # Hand evaluation
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. count a hand's high-card points (HCP) on the Milton Work scale (очки Милтона Уорка);
# 2. add distribution points for long suits or for short suits;
# 3. say how points are spread: the average hand, and how often a hand holds a given count;
# 4. decide with the seeds' rule, and with a reference bidding system, whether a hand is
#    worth opening the bidding.

# %% [markdown] id=scale-intro
# ## High-card points
#
# Tricks are won mostly by high cards, so the first measure of a hand's strength counts
# them. Our Russian source calls the method "a sure way to count the strength of a hand";
# our Bulgarian source calls the points оньорни точки. Only the four top ranks score:

# %% id=scale
from bridgelib import RANKS, Hand, course, deck, stats
course.hcp_scale()

# %% [markdown] id=deck-total-intro
# So each suit holds the same number of points, and the whole deck four times as many. With
# four players the average hand holds a quarter of the deck's points.

# %% id=deck-total
course.hcp_totals()

# %% [markdown] id=count-intro
# ## Counting a hand
#
# Count suit by suit. Here is a hand written the way our Russian sources write it, with the
# count shown honour by honour:

# %% id=count
hand = Hand.from_str("п: AKQ ч: Т5 б: 98765 т: ДВ32")
course.show(hand, course.hcp_breakdown(hand), titles=["the hand", "its points"])

# %% [markdown] id=distribution-intro
# ## Distribution points
#
# A long suit can win tricks with small cards once the opponents' cards in it are gone, and
# a short suit lets you trump early in a suit contract. Many systems therefore add
# distribution points to the HCP; our Bulgarian source mentions "a very long suit, or
# voids (шикан) and singletons (сек)". Two common ways, both in `bridgelib`:
#
# - **length points**: one for each card beyond four in a suit;
# - **shortness points**: three for a void, two for a singleton, one for a doubleton.
#
# Count one way or the other, not both.

# %% id=distribution
course.attributes([hand], "hcp", "length_points", "shortness_points",
                  course.method("total_points", "length"), course.method("total_points", "shortness"))

# %% [markdown] id=spread-intro
# ## How are points spread?
#
# How many hands hold exactly ten points, or twelve? The engine counts every possible
# hand exactly, card by card, and compares that with hands it deals at random. The darker
# bars are the hands with twelve points or more.

# %% id=spread
exact = stats.hcp_distribution()
hands = stats.sample_hands(6000, seed=3)
course.hcp_spread_figure(hands)

# %% id=spread-numbers
course.table([["most likely count", max(exact, key=exact.get)],
              ["12 HCP or more", course.percent(stats.at_least(exact, 12))],
              ["20 HCP or more", course.percent(stats.at_least(exact, 20))],
              ["no HCP at all", course.percent(exact[0])]])

# %% [markdown] id=opening-intro
# ## When is a hand worth an opening?
#
# Our sources agree on a simple rule: "if your hand holds 12 points or more, it is a fairly
# strong hand" (the honeymoon-bridge text), and "most systems recommend opening with no fewer than 12 points"
# (the Bulgarian overview). A bidding system refines the rule — long suits and shape matter too — and
# the engine's reference systems say which opening bid they choose and why. Here are six
# dealt hands judged both ways by *Standard American Yellow Card* (SAYC):

# %% id=opening
course.evaluation_table(hands[:6], system="sayc")

# %% [markdown] id=opening-rate-intro
# How often does the dealer open? The same system judges 1,000 dealt hands:

# %% id=opening-rate
course.opening_calls(hands[:1000], "sayc")

# %% [markdown] id=quiz-intro
# ## Quiz
#
# Count the points of five dealt hands. The explanation shows the count honour by honour.

# %% id=quiz
from bridgelib.quiz import generated
quiz = generated("hcp", n=5, seed=3)
quiz.lesson = "03-hand-evaluation"
quiz.widget()

# %% [markdown] id=practice-deals-intro
# ## Practice deals
#
# A set of deals on this lesson's theme, the same every time: deal them at your table or
# play them through on your own. `bridge pack --lesson 03` writes them as a PBN file with a
# printable hand-record sheet (add `--dup` for a dealing machine).

# %% id=practice-deals
course.practice_deals("03")

# %% [markdown] id=summary
# ## Summary
#
# - Milton Work points: ace 4, king 3, queen 2, jack 1 — ten in each suit, forty in the deck,
#   ten in the average hand.
# - Distribution points add value for long suits (one per card over four) or for short
#   suits (void 3, singleton 2, doubleton 1); use one method, not both.
# - Point counts spread widely around ten; about a third of hands hold twelve or more.
# - The seeds' rule: twelve points or more is worth an opening. A system such as SAYC also
#   looks at the shape and chooses the opening bid.
