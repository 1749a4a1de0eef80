# ---
# title: Bidding systems: responses and conventions
# summary: responding to partner's opening in SAYC and Acol; Stayman and the Jacoby transfer over one no-trump; a whole auction bid by the engine in two systems
# ---

# %% [markdown] id=objectives
# # Bidding systems: responses and conventions
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. choose a simple response to partner's opening: raise, a new suit, one no-trump or pass;
# 2. use two famous conventions (условен анонс) over a one no-trump opening: **Stayman** and
#    the **Jacoby transfer** (трансфер);
# 3. read an auction back call by call, as an opponent may ask at the table;
# 4. follow a whole auction bid by the engine in two systems.
#
# It builds on [lesson 06a](06a-bidding-systems-openings.ipynb): what a system is, and the
# openings of SAYC and Acol.

# %% [markdown] id=responses-intro
# ## Responding to partner's opening
#
# Our Russian source gives the beginner's advice: bid your **longest suit**; your partner
# "may support you by bidding the same suit higher", or show a strong suit of their own; and
# a no-trump bid says your honours can win tricks without trumps; and do not overbid (не
# заторговываться): a contract you cannot make costs points. Systems make this exact, with a
# range of points for every call. Partner has opened one heart; here are five responding
# hands:

# %% id=responses
from bridgelib import Deal, course
from bridgelib.bidding import bid_deal, explain
course.compare_systems(["K84.Q973.82.J642", "KJ84.93.K842.Q62", "Q84.93.K842.Q762",
                        "K84.QJ73.A82.642", "843.93.J842.Q762"], "1H P")

# %% [markdown] id=responses-notes
# With support for hearts (three cards in SAYC, whose one heart promises five; four in
# Acol, whose one heart may be a four-card suit) the responder **raises**: two hearts with a
# weak hand, three with an invitational one — the *limit raise*. Without a fit a four-card
# spade suit is shown at the one level; one no-trump says "some points, nothing better to
# say"; and with almost nothing you pass. Here the two systems agree (their ranges differ a
# little).
# `explain` reads an auction back, call by call — what an opponent may ask at the table:

# %% id=explain-raise
course.attributes(explain("1H P 3H", "sayc"), "seat", "call", "meaning")

# %% [markdown] id=stayman-intro
# ## A conventional bid: Stayman
#
# After a one no-trump opening SAYC's responder has its own card. Several of its calls are
# conventional, and named so in the system file: **two clubs** (Stayman) and the
# **transfers** — two diamonds for hearts, two hearts for spades.

# %% id=stayman-card
course.system_card("sayc", "1NT P")

# %% [markdown] id=stayman-demo-intro
# Stayman asks opener "do you hold a four-card major?" — it says nothing about clubs. Here
# the two partners find their spade fit in three calls:

# %% id=stayman-demo
course.partnership_auction({"North": "AQ52.K84.AJ3.Q97", "South": "KJ84.Q973.A2.862"},
                           [("South", "1NT P"), ("North", "1NT P 2C P"), ("South", "1NT P 2C P 2S P")])

# %% [markdown] id=transfer-intro
# ## A transfer: Jacoby
#
# Now the source's own example: two diamonds to show **hearts**. On this deal, dealt by the
# engine, East opens one no-trump and West, with almost nothing but five hearts, transfers;
# East completes the transfer and West passes. Why not just bid two hearts? Because now
# the *strong* hand is declarer: its cards stay hidden, and the opening lead comes up to it.

# %% id=transfer
transfer = bid_deal(Deal.random(seed=130), "sayc")
course.show(transfer.deal, transfer.auction, titles=["deal (seed 130)", "bid by SAYC"])

# %% id=transfer-reasons
transfer.to_text()

# %% [markdown] id=auction-intro
# ## A whole auction, in two systems
#
# Finally four computer seats bid one dealt deal, each following the system. North's hand
# is balanced but too weak for SAYC's strong no-trump, so SAYC opens it with a suit; Acol
# opens its weak no-trump, and South answers with Stayman.

# %% id=auction-deal
deal = Deal.random(seed=37)
records = course.bid_in_systems(deal, ("sayc", "acol"))
course.show(deal, records["sayc"].auction, records["acol"].auction,
            titles=["deal (seed 37)", "bid by SAYC", "bid by Acol"])

# %% id=auction-sayc
records["sayc"].to_text()

# %% id=auction-acol
records["acol"].to_text()

# %% [markdown] id=auction-notes
# Both systems reach three no-trump by North, by different roads: SAYC through one club, one
# spade and North's one no-trump rebid, Acol through its weak no-trump and Stayman. Every line
# quotes the system's own meaning for the call. Where a system file has no rule for an
# auction, the line says *no agreement* and names the general principle the computer seat
# followed instead (bid game with the values, compete in a fit, otherwise pass) — it never
# guesses, and it never passes a call its system calls forcing.

# %% [markdown] id=quiz-intro
# ## Quiz: what do you bid now?
#
# Each answer is the call of the system named in the question; the explanation quotes the
# system's own meaning. The bidding box refuses an illegal call with its Law.

# %% id=quiz
from bridgelib.quiz import Quiz
Quiz.from_bank("bidding", part="responses", lesson="06b-bidding-systems-responses").widget()

# %% [markdown] id=practice-deals-intro
# ## Practice deals
#
# A set of deals on this lesson's theme, the same every time: deal them at your table or
# play them through on your own. `bridge pack --lesson 06b` writes them as a PBN file with a
# printable hand-record sheet (add `--dup` for a dealing machine).

# %% id=practice-deals
course.practice_deals("06b")

# %% [markdown] id=summary
# ## Summary
#
# - Respond by supporting partner's suit, showing your own, or bidding no-trump; systems
#   give each response a range of points.
# - A conventional call means something other than its suit: Stayman's two clubs asks for a
#   major; a transfer names the suit below the one you hold, so the strong hand declares.
# - The engine bids whole auctions by SAYC and Acol, explains every call, and says
#   "no agreement" where its system file stops.
