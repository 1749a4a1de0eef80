# ---
# title: Bidding systems
# summary: what a bidding system is; SAYC, Acol and Precision bid and explained by the engine, Blue Club described; openings, responses, Stayman and a transfer; one deal bid in two systems
# ---

# %% [markdown] id=objectives
# # Bidding systems
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. say what a bidding system is (система за наддаване in our Bulgarian source) and name
#    the four systems that source lists: Standard American, Acol, Precision Club and Blue Club;
# 2. choose an opening bid for a hand of twelve points or more, and a simple response to
#    partner's opening;
# 3. tell a natural bid from a **conventional** one (условен анонс) and use two famous
#    conventions over a one no-trump opening: **Stayman** and the **Jacoby transfer**
#    (трансфер);
# 4. read a system's answer: the call, the rule that chose it, and what the call shows;
# 5. see why one hand is bid differently in two systems, and follow a whole auction.

# %% [markdown] id=what-is
# ## What a bidding system is
#
# Lesson 05 gave the *rules* of the auction: which calls are legal. A **bidding system**
# says which legal call to choose and what it tells partner. In the words of our Bulgarian
# source, a system is "a sequence of calls between the two partners that gives specific
# information about the distribution of their cards"; its example is an agreement found in
# many systems: *an opening of one heart guarantees five hearts*.
#
# Most systems (not all, says the source) measure strength in high-card points (оньорни
# точки, lesson 03), and "most systems recommend opening with no fewer than 12 points";
# some add points for shape. Partners agree on their system before they play. At a
# tournament nothing in it may be secret: the opponents may ask what a call means, and the
# partner of a player who makes a conventional call must tell them so.
#
# ## Natural and conventional calls
#
# A **natural** call means what it says: one spade shows spades. A **conventional** call
# (условен анонс) means something else by agreement. The source gives two kinds:
#
# - a strong, artificial **one club** that "shows strength (for example 17 or more points)
#   and says nothing about the suit — the hand may hold no club at all";
# - a **transfer**, which names one suit to show another: "say two diamonds when the suit
#   you want to play is hearts".

# %% [markdown] id=systems-intro
# ## Four systems from the source
#
# The source lists four popular systems: Синя трефа (**Blue Club**), Прецизна трефа
# (**Precision Club**), Сайк (**SAYC**, the Standard American Yellow Card) and Акол
# (**Acol**).
#
# - **Standard American** is natural, with *five-card majors* — the source's one heart that
#   promises five hearts — a strong no-trump, and a strong artificial two clubs.
# - **Acol**, the British standard, opens four-card majors and plays a *weak* no-trump.
# - **Precision Club** and **Blue Club** are "strong club" systems: their one-club opening
#   is the source's conventional bid. It announces a strong hand whatever its clubs, and every
#   other opening denies that strength, so partner knows at once how strong the opener is.
#   Blue Club, from Italy's famous Blue Team, opens it with 17 or more points — the
#   source's example; Precision usually from 16.
#
# **The engine implements SAYC, Acol and Precision**: three system files that `bridgelib`
# reads as data, each rule with its meaning. Blue Club is described here, not bid.

# %% id=systems
from bridgelib import PASS, Deal, Hand, course, stats
from bridgelib.bidding import System, available_systems, bid_deal, explain, suggest
course.attributes([System.named(name) for name in available_systems()], "name", "title", "summary")

# %% [markdown] id=precision-intro
# ### Precision: the strong club, bid by the engine
#
# Precision follows the standard Precision literature (C. C. Wei's *Precision Bidding
# System*): **1♣ shows 16 or more points** whatever the clubs, and every other opening is
# limited to 11–15 — one diamond (possibly short), five-card majors, a 13–15 no-trump, two
# clubs with long clubs, and two diamonds with a shortage in diamonds. Partner of the strong
# club answers **1♦ with 0–7** (artificial: the "negative") and bids naturally with 8 or more,
# forcing to game. The engine reads its card like the others:

# %% id=precision-card
course.system_card("precision")

# %% [markdown] id=precision-hands-intro
# Four hands, each with the Precision opening and SAYC's, computed by the engine:

# %% id=precision-hands
course.table([[h, suggest(h, "", "precision").call, suggest(h, "", "sayc").call,
               suggest(h, "", "precision").meaning]
              for h in ("AKJ5.KQ3.A87.Q65", "KQ2.AJ3.KT98.Q76", "K3.Q82.A7.KJ8765",
                        "KJ84.AQ73.5.K873")],
             ["hand", "Precision", "SAYC", "what the Precision opening shows"])

# %% [markdown] id=precision-response-intro
# After the strong club, responder's first job is to say *weak or not*. With six points
# the answer is the negative one diamond; with nine and five spades it is a positive one
# spade, and the partnership is forced to game:

# %% id=precision-responses
course.table([[h, suggest(h, "1C P", "precision").call, suggest(h, "1C P", "precision").meaning]
              for h in ("K72.Q86.J852.T52", "KJ874.Q73.K52.98", "KJ4.Q73.K52.9873")],
             ["responder's hand", "call", "meaning"])

# %% [markdown] id=strong-club-intro
# How often is a hand strong enough for a strong club? The engine counts every possible
# hand exactly (lesson 03). A strong artificial opening is rare, which is why it can afford to
# say nothing about the suit; SAYC and Acol keep theirs, two clubs, for rarer hands still.

# %% id=strong-club
points = stats.hcp_distribution()
course.table([[name, n, stats.at_least(points, n)] for name, n in [
    ("1♣ in Precision (usually)", 16), ("1♣ in Blue Club (the source's example)", 17),
    ("2♣ in SAYC", 22), ("2♣ in Acol", 23)]], ["strong opening", "HCP from", "share of hands"])

# %% [markdown] id=openings-intro
# ## Opening bids
#
# Both of our sources give the beginner's rule: with **twelve points or more** a hand is
# worth an opening (the honeymoon-bridge text and the Bulgarian overview); a system decides *which* opening. Here is SAYC's
# card of opening bids, read straight from its system file: the engine tries the rules from
# the top and the first that fits the hand is the system's call.

# %% id=opening-card
course.system_card("sayc")

# %% [markdown] id=suggest-intro
# `suggest` gives the system's call for a hand, the rule that chose it, and the
# **runner-up**: the next rule that fits with a different call. This hand has a five-card
# spade suit, but 15–17 balanced points come first on SAYC's card:

# %% id=suggest
hand = Hand.from_pbn("AQJ52.K3.K82.A73")
course.show(hand, suggest(hand, "", "sayc"), titles=["your hand", "SAYC opens"])

# %% [markdown] id=two-systems-intro
# ## One hand, two systems
#
# The same hands, opened by SAYC and by Acol. Look for four differences: the **weak
# no-trump** of Acol (12–14) against SAYC's strong one (15–17); Acol's **four-card
# majors**; the **two-level openings** (in SAYC two spades is *weak*, in Acol it is a
# *strong* "Acol two" — the same call with opposite meanings); and Acol's **Rule of 20**,
# which opens some hands of ten or eleven points with long suits.

# %% id=two-systems
hands = [Hand.from_pbn(h) for h in ["A53.AQ65.65.QJ62", "KQ2.AJ3.KT98.Q76", "AKJ4.KQ73.J842.5",
                                    "KQJ976.A5.432.32", "AKQJ86.AK5.K32.3", "KQ8743.AJ97.5.32"]]
course.compare_systems(hands)

# %% [markdown] id=openings-figure-intro
# Over many hands the differences add up. The engine deals 1,000 hands and lets each
# system open them (passes are left out of the picture): Acol opens one no-trump and the
# majors more often, SAYC the minors.

# %% id=openings-figure
from bridgelib import ALL_BIDS
dealt = stats.sample_hands(1000, seed=6)
openings = {name.upper(): stats.frequencies(suggest(h, "", name).call for h in dealt)
            for name in ("sayc", "acol")}
course.bars_figure(openings, keys=ALL_BIDS, xlabel="opening bid", ylabel="per cent of all hands",
                   title="How 1,000 dealt hands open in SAYC and in Acol (passes left out)")

# %% id=pass-rates
course.table([[name, share[PASS]] for name, share in openings.items()], ["system", "hands passed"])

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
responders = [Hand.from_pbn(h) for h in ["K84.Q973.82.J642", "KJ84.93.K842.Q62",
                                         "Q84.93.K842.Q762", "K84.QJ73.A82.642", "843.93.J842.Q762"]]
course.compare_systems(responders, "1H P")

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
opener, responder = Hand.from_pbn("AQ52.K84.AJ3.Q97"), Hand.from_pbn("KJ84.Q973.A2.862")
steps = [["South", suggest(responder, "1NT P", "sayc")],
         ["North", suggest(opener, "1NT P 2C P", "sayc")],
         ["South", suggest(responder, "1NT P 2C P 2S P", "sayc")]]
course.show(opener, responder, course.table([[who, s.call, s.meaning] for who, s in steps],
            ["seat", "call", "meaning"]), titles=["North opens 1NT", "South", "the auction"])

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
records = {name: bid_deal(deal, name) for name in ("sayc", "acol")}
course.show(deal, records["sayc"].auction, records["acol"].auction,
            titles=["deal (seed 37)", "bid by SAYC", "bid by Acol"])

# %% id=auction-sayc
records["sayc"].to_text()

# %% id=auction-acol
records["acol"].to_text()

# %% [markdown] id=auction-notes
# Both systems reach three no-trump by North, by different roads. Notice the lines marked
# *no agreement*: the reference systems cover the situations a learner meets first, and
# where a system file has no rule the computer seat follows a general principle it names
# (bid game with the values, compete in a fit, otherwise pass) instead of guessing — and it
# never passes a call its system calls forcing.

# %% [markdown] id=quiz-intro
# ## Quiz: what do you bid now?
#
# Each answer is the call of the system named in the question; the explanation quotes the
# system's own meaning. The bidding box refuses an illegal call with its Law.

# %% id=quiz
from bridgelib.quiz import Quiz
quiz = Quiz.from_bank("bidding", lesson="06-bidding-systems")
quiz.widget()

# %% [markdown] id=practice-deals-intro
# ## Practice deals
#
# A set of deals on this lesson's theme, the same every time: deal them at your table or
# play them through on your own. `bridge pack --lesson 06` writes them as a PBN file with a
# printable hand-record sheet (add `--dup` for a dealing machine).

# %% id=practice-deals
course.practice_deals("06")

# %% [markdown] id=summary
# ## Summary
#
# - A bidding system gives each call a meaning, so partners can describe their hands; in a
#   tournament it may hold no secrets.
# - The seeds' guide: open with twelve points or more; a system chooses the opening by shape
#   and strength (SAYC: five-card majors, strong 1NT; Acol: four-card majors, weak 1NT).
# - Respond by supporting partner's suit, showing your own, or bidding no-trump.
# - A conventional call means something other than its suit: Stayman's two clubs asks for a
#   major; a transfer names the suit below the one you hold. Strong-club systems (Precision,
#   Blue Club) open an artificial one club with a strong hand.
# - The same hand can be bid differently in two systems; the engine plays SAYC, Acol and
#   Precision and explains every call, and says "no agreement" where its system file stops.
