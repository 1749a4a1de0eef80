# ---
# title: Competitive bidding
# summary: when the opponents open — overcalls at the one and two level, the takeout double and its answers, the negative double, the 1NT overcall, balancing, the sacrifice, Michaels and the unusual 2NT, each call chosen and explained by the engine
# ---

# %% [markdown] id=objectives
# # Competitive bidding
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. say why a side bids after the opponents have opened, and what the double (контра)
#    means in our source texts and in a modern system;
# 2. choose between an **overcall** at the one or the two level, a **takeout double**, a
#    **1NT overcall** and a pass over an opponent's opening;
# 3. answer partner's takeout double — you must bid, even with nothing — and show your
#    strength when you have some;
# 4. use the **negative double** when partner has opened and the next player overcalls;
# 5. **balance** in the fourth seat with less than you would need directly;
# 6. judge a **sacrifice** over the opponents' game by the vulnerability, and recognise
#    two conventions that show two suits at once: **Michaels** and the **unusual 2NT**.

# %% [markdown] id=both-sides
# ## Both sides bid
#
# Lesson 06 bid one side's cards: one partner opens, the other answers, and the
# opponents pass. At the table they often do not. Our texts show it in their first game:
# in the honeymoon-bridge text Olga opens one club and Sergey at once bids one heart, his
# five-card suit; when Olga goes on to one no-trump he "outbids" (перебивает) her with two
# hearts, and Olga doubles.
#
# A bid made after the opponents have opened is an **overcall** (in Russian clubs
# вмешательство, "intervention", or simply оверкол). It does three jobs: it competes for
# the contract, it takes bidding room from the opponents, and it tells partner your
# suit — the honeymoon-bridge text's advice that partners use the first round "to tell
# each other their strong suits" holds for the side that did not open too.
#
# **The double.** The contract-rules text defines контра as "the obligation not to let the
# opponents take the tricks they bid"; the Bulgarian overview says a double "formally
# expresses doubt" that the opponents can make their contract. That is the **penalty
# double**, and it is the double of the laws and of the scoring in lesson 08. *Formally*:
# a system may give the call another meaning by agreement, as lesson 06 gave two clubs a
# conventional one. Over an opening of one in a suit, modern systems use the double to ask
# partner to **choose a suit**: the **takeout double**. This lesson uses SAYC, as the
# engine bids it; every call below is the system's, with the rule that chose it.

# %% [markdown] id=overcall-intro
# ## Overcalls
#
# Here is SAYC's card for the player who speaks just after an opponent's one-level
# opening, read from its system file. The engine tries the rules from the top; the first
# that fits the hand is the call. The two-suited bids come first (Michaels and the unusual
# 2NT, at the end of the lesson), then the 1NT overcall, the weak jump overcalls, the simple
# overcalls, and the doubles — for takeout, or with a hand too strong to overcall; a pass
# when nothing fits.

# %% id=overcall-card
from bridgelib import Deal, course
from bridgelib.bidding import bid_deal, explain
course.system_card("sayc", "1x")

# %% [markdown] id=overcalls-intro
# East has opened one diamond. Five hands for South, each with its call:

# %% id=overcalls
course.competitive_calls(["KQJ84.A73.852.Q4", "K52.KQJ84.852.73", "A73.K4.852.KQJ84",
                          "Q8742.K73.852.K4", "KQT976.5.874.932"], "1D")

# %% [markdown] id=overcall-notes
# An overcall is not an opening. It needs a **good suit** more than points: partner will
# often lead it, and an overcall in a ragged suit invites a lead that gives a trick away.
# The hand whose five spades are headed by the queen passes with eight points; the hand
# with the king, queen and jack of hearts overcalls with nine. The upper limit matters too: a hand too strong for an overcall
# doubles first (see below). The **weak jump overcall** skips a level with a good six-card
# suit and few points: like a weak two opening, it steals room from the opponents.

# %% [markdown] id=two-level-intro
# ### One level or two
#
# A suit lower than the opponent's can only be shown at the two level. That takes the
# contract a trick higher while the opening side holds, on average, more of the points,
# so SAYC asks for more: a good suit and about an opening hand. The same hand overcalls
# one heart over one club and passes over one spade:

# %% id=two-level
course.calls_in_turn("K52.KQJ84.852.73", ["1C", "1S"])

# %% [markdown] id=takeout-intro
# ## The takeout double
#
# With opening values, **shortness in the opponent's suit** and support for all the other
# suits, there is no one suit to name — so SAYC doubles and lets partner choose. The
# second hand below has the same thirteen points and no shortness in hearts: it passes.
# The third is far too strong for an overcall; it doubles first and will show its
# spades next. The fourth is the first with a small diamond for the queen: eleven high-card
# points, but the singleton counts as it would in dummy (void 5, singleton 3, doubleton 1),
# and thirteen points so counted are enough to double.

# %% id=takeout
course.competitive_calls(["KJ84.5.AQ73.K982", "KJ8.Q73.AQ73.J82", "AKQ84.AJ3.KQ4.A2",
                          "KJ84.5.A973.K982"], "1H")

# %% [markdown] id=notrump-intro
# ### The 1NT overcall
#
# A balanced hand of 15 to 18 points — about a strong no-trump opening — with a
# **stopper** (a holding that wins a trick, such as the king and two others) in the
# opponent's suit overcalls one no-trump. The stopper matters: the opening lead will
# surely be in the opponent's suit.

# %% id=notrump
course.competitive_calls(["AQ4.K72.KJ9.QJ82"], "1H")

# %% [markdown] id=notrump-advance-intro
# Partner's 1NT overcall is nearly a 1NT opening, and it is answered much the same way.
# **Stayman** (two clubs) asks for a four-card major when you hold one and 8 high-card
# points or more; a suit at the two level is natural and weak — to play (in standard SAYC
# only Stayman is "on" over the overcall; some partnerships play transfers too); with
# values you bid no-trump or jump. West opened one heart, North overcalled 1NT, East
# passed; four hands for South:

# %% id=notrump-advance
course.competitive_calls(["KJ985.32.854.432", "KJ85.Q32.54.K432", "K5.Q32.AJ54.K432",
                          "KQJ985.32.54.K32"], "1H 1NT P")

# %% [markdown] id=advance-intro
# ## Answering a takeout double
#
# Partner's takeout double is a question: "which suit?". If the next player passes, you
# **must answer, even with no points at all** — with nothing, you still name your
# longest suit, as cheaply as you can. With values you say so, by jumping or with a cue
# bid of the opponent's suit. Passing is for one kind of hand only: long, strong trumps in
# the opponent's suit, which turns the double into a penalty double. West opened one
# heart, North doubled, East passed; five hands for South:

# %% id=advance
course.competitive_calls(["Q9742.852.J93.84", "KJ84.852.A93.Q84", "KJ84.852.AQ3.K84",
                          "854.QJT98.K3.742", "854.K93.Q3.J7542"], "1H X P")

# %% [markdown] id=explain-double-intro
# `explain` reads an auction back call by call, as an opponent may ask it at the table:
# the double asks, the jump answers "four spades and some values".

# %% id=explain-double
course.attributes(explain("1H X P 2S", "sayc"), "seat", "call", "meaning")

# %% [markdown] id=negative-intro
# ## The negative double
#
# Now our side opens and the next player overcalls. The overcall took room away:
# after one club — one heart, the responder with four spades and no five-card suit has no
# comfortable bid. SAYC lets the responder **double for takeout**: the **negative
# double**. It shows the unbid major (or both) and enough points to compete, and the
# opener must bid again. Three auctions, three negative doubles:

# %% id=negative
course.competitive_calls(["KJ84.852.A93.Q84", "84.KJ85.A932.Q84", "KJ84.Q852.93.Q84"],
                         ["1C 1H", "1D 1S", "1C 1D"])

# %% [markdown] id=negative-notes
# Read the meanings closely: after one club — one heart, the negative double shows exactly
# four spades, because a bid of one spade would promise five. With the overcall, the
# double has changed its meaning twice since our source texts: once to ask for a suit,
# and here, in the hands of the opening side, to show one.

# %% [markdown] id=balancing-intro
# ## Balancing
#
# When an opening of one is followed by two passes, the player in the fourth seat decides
# whether the auction ends. The opener's partner has passed, so he is weak; the points the
# opening side lacks are probably in *your partner's* hand — and partner could not act
# over the opening. So the fourth seat **balances**: it overcalls or doubles with less
# than it would need directly. The same hand, over the opening and in the balancing seat:

# %% id=balancing
course.calls_in_turn("KJ84.52.A93.Q842", ["1H", "1H P P"])

# %% [markdown] id=balancing-notrump-intro
# A balanced hand may also balance in no-trump: in the fourth seat one no-trump shows
# fewer points than the direct 1NT overcall.

# %% id=balancing-notrump
course.calls_in_turn("K84.Q52.A93.K842", ["1H", "1H P P"])

# %% [markdown] id=sacrifice-intro
# ## The sacrifice
#
# When the opponents bid a game they will make, your side may bid on in a contract it
# expects to go down: a **sacrifice** (a "save"). They will double it, so it pays only when
# the doubled penalty costs less than their game would have scored — and the vulnerability
# decides that: going down costs more when you are vulnerable, their game is worth more
# when they are. Here East, with seven clubs and 8 HCP, is in the pass-out seat over
# North–South's 4♠. The computer player deals the unseen hands again and again to fit
# the auction and, double dummy, scores five clubs — doubled whenever it fails — against
# defending four spades, at each vulnerability:

# %% id=sacrifice
course.sacrifice_by_vulnerability("2.943.K2.KQT9863", "1S P 4S P P", "5C")

# %% [markdown] id=sacrifice-notes
# Only when they are vulnerable and you are not — **favourable vulnerability** — does the
# sacrifice gain; at the other three it costs more than their game is worth. The system's
# rules pass this hand at every vulnerability: the sacrifice is the computer player's
# judgement of the hand it holds, an average over deals rather than a rule.

# %% [markdown] id=two-suiters-intro
# ## Two suits at once: Michaels and the unusual 2NT
#
# Two conventional overcalls show two five-card suits in one call. A **cue bid** of the
# opponent's suit (two clubs over one club) is **Michaels**: over a minor it shows both
# majors, over a major the other major and a minor. A jump to **two no-trump** cannot be a
# natural bid after an opponent's opening, so it is the **unusual 2NT**: the two lowest
# unbid suits, over a major both minors. Partner picks the suit.

# %% id=two-suiters
course.competitive_calls(["AKJ84.KQ973.5.42", "AK984.5.42.KQJ84", "5.42.KQJ84.AQ973"],
                         ["1C", "1H", "1S"])

# %% [markdown] id=deal-intro
# ## A whole auction
#
# Four computer seats bid a dealt deal in SAYC. North opens one diamond, East overcalls
# in spades, and West, with a diamond stopper and some values, answers partner's overcall
# in no-trump.

# %% id=deal
record = bid_deal(Deal.random(seed=7), "sayc")
course.show(record.deal, record.auction, titles=["deal (seed 7)", "bid by SAYC"])

# %% id=deal-reasons
record.to_text()

# %% [markdown] id=deal-notes
# The reference system covers the first calls of a competitive auction; where its file
# stops, the computer seat names the general principle it follows instead (here: pass
# without a safe action). In a terminal, `bridge bid KQJ84.A73.852.Q4 --auction 1D` gives
# the system's call for any hand and auction.

# %% [markdown] id=quiz-intro
# ## Quiz: what do you call?
#
# Each answer is SAYC's call; the explanation quotes the system's own meaning. The bidding
# box refuses an illegal call with its Law.

# %% id=quiz
from bridgelib.quiz import Quiz
quiz = Quiz.from_bank("competitive", lesson="13-competitive-bidding")
quiz.widget()

# %% [markdown] id=practice-deals-intro
# ## Practice deals
#
# A set of deals on this lesson's theme, the same every time: deal them at your table or
# play them through on your own. On each board the dealer opens and the next player has
# something to say. `bridge pack --lesson 13` writes them as a PBN file with a printable
# hand-record sheet (add `--dup` for a dealing machine).

# %% id=practice-deals
course.practice_deals("13")

# %% [markdown] id=summary
# ## Summary
#
# - In our source texts the double (контра) is a penalty double; over a low opening modern
#   systems use it, by agreement, to ask partner for a suit: the **takeout double**.
# - An **overcall** shows a good five-card suit; at the two level it needs more strength.
#   A **weak jump overcall** shows a good six-card suit and few points.
# - The **takeout double** promises opening values — 13 points counting shortness as dummy
#   does (void 5, singleton 3, doubleton 1), so 10–11 HCP with a singleton is enough —
#   shortness in the opponent's suit and support for the others (or a hand too strong to
#   overcall). Partner **must answer**,
#   even with nothing, and jumps or cue-bids with values.
# - The **1NT overcall** is a balanced 15–18 with a stopper in the opponent's suit.
# - The **negative double** is responder's takeout double after an overcall: it shows the
#   unbid major(s).
# - In the **balancing** seat you act on less: partner holds the missing points.
# - A **sacrifice** over the opponents' game pays when the doubled penalty costs less than
#   their game: most often at favourable vulnerability (they vulnerable, you not).
# - **Michaels** (a cue bid) and the **unusual 2NT** show two five-card suits at once.
