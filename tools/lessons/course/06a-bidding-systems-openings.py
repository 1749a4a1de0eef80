# ---
# title: Bidding systems: openings
# summary: what a bidding system is; natural and conventional calls; SAYC, Acol and Precision read and bid by the engine, Blue Club described; the strong club; opening bids; one hand opened in two systems
# ---

# %% [markdown] id=objectives
# # Bidding systems: openings
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. say what a bidding system is (система за наддаване in our Bulgarian source) and name
#    the four systems that source lists: Standard American, Acol, Precision Club and Blue Club;
# 2. tell a natural bid from a **conventional** one (условен анонс), such as the strong
#    artificial one club of Precision and Blue Club;
# 3. choose an opening bid for a hand of twelve points or more;
# 4. read a system's answer: the call, the rule that chose it, and what the call shows;
# 5. see why one hand is opened differently in two systems.
#
# Responses, Stayman and transfers follow in [lesson 06b](06b-bidding-systems-responses.ipynb).

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
# **The engine implements SAYC, Acol and Precision**: system files that `bridgelib` reads as
# data, each rule with its meaning. A fourth file holds **Blue Club's opening bids** only
# (after Garozzo & Yallouze, *The Blue Club*): the engine suggests and explains a Blue Club
# opening, but bids no further.

# %% id=systems
from bridgelib import Hand, course
from bridgelib.bidding import suggest
course.systems_table()

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
course.openings_table(["AKJ5.KQ3.A87.Q65", "KQ2.AJ3.KT98.Q76", "K3.Q82.A7.KJ8765",
                       "KJ84.AQ73.5.K873"], systems=("precision", "sayc"))

# %% [markdown] id=precision-response-intro
# After the strong club, responder's first job is to say *weak or not*. With six points
# the answer is the negative one diamond; with nine and five spades it is a positive one
# spade, and the partnership is forced to game:

# %% id=precision-responses
course.responses_table(["K72.Q86.J852.T52", "KJ874.Q73.K52.98", "KJ4.Q73.K52.9873"],
                       "1C P", "precision")

# %% [markdown] id=strong-club-intro
# How often is a hand strong enough for a strong club? The engine counts every possible
# hand exactly (lesson 03). A strong artificial opening is rare, which is why it can afford to
# say nothing about the suit; SAYC and Acol keep theirs, two clubs, for rarer hands still.

# %% id=strong-club
course.strong_openings_table([("1♣ in Precision (usually)", 16),
                             ("1♣ in Blue Club (the source's example)", 17),
                             ("2♣ in SAYC", 22), ("2♣ in Acol", 23)])

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
course.compare_systems(["A53.AQ65.65.QJ62", "KQ2.AJ3.KT98.Q76", "AKJ4.KQ73.J842.5",
                        "KQJ976.A5.432.32", "AKQJ86.AK5.K32.3", "KQ8743.AJ97.5.32"])

# %% [markdown] id=openings-figure-intro
# Over many hands the differences add up. The engine deals 1,000 hands and lets each
# system open them (passes are left out of the picture): Acol opens one no-trump and the
# majors more often, SAYC the minors.

# %% id=openings-figure
from bridgelib import ALL_BIDS
openings = course.opening_shares(1000, seed=6, systems=("sayc", "acol"))
course.bars_figure(openings, keys=ALL_BIDS, xlabel="opening bid", ylabel="per cent of all hands",
                   title="How 1,000 dealt hands open in SAYC and in Acol (passes left out)")

# %% id=pass-rates
course.pass_rates(openings)

# %% [markdown] id=quiz-intro
# ## Quiz: what do you open?
#
# Each answer is the call of the system named in the question; the explanation quotes the
# system's own meaning. The bidding box refuses an illegal call with its Law.

# %% id=quiz
from bridgelib.quiz import Quiz
Quiz.from_bank("bidding", part="openings", lesson="06a-bidding-systems-openings").widget()

# %% [markdown] id=practice-deals-intro
# ## Practice deals
#
# A set of deals on this lesson's theme, the same every time: open each hand in SAYC and in
# Acol. `bridge pack --lesson 06a` writes them as a PBN file with a printable hand-record
# sheet (add `--dup` for a dealing machine).

# %% id=practice-deals
course.practice_deals("06a")

# %% [markdown] id=summary
# ## Summary
#
# - A bidding system gives each call a meaning, so partners can describe their hands; in a
#   tournament it may hold no secrets.
# - A natural call means its suit; a conventional one means something else by agreement.
#   Strong-club systems (Precision, Blue Club) open an artificial one club with a strong hand.
# - The seeds' guide: open with twelve points or more; a system chooses the opening by shape
#   and strength (SAYC: five-card majors, strong 1NT; Acol: four-card majors, weak 1NT).
# - The same hand can be opened differently in two systems; the engine plays SAYC, Acol and
#   Precision and explains every call.
