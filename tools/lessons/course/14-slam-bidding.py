# ---
# title: Slam bidding
# summary: when to bid a slam (combined points, a fit, the aces) with double-dummy figures; the slam bonuses; Blackwood 4NT, Gerber 4♣ and the quantitative 4NT, bid and explained by the engine
# ---

# %% [markdown] id=objectives
# # Slam bidding
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. say what a **small slam** (малый шлем) and a **grand slam** (большой шлем) are, and
#    what they score: the slam bonuses of our Russian contract-rules text;
# 2. judge **when to look for a slam**: the partnership's combined points, a trump fit,
#    and no two aces missing — with double-dummy figures computed by the engine;
# 3. ask for aces with **Blackwood** (4NT) and, over partner's no-trump opening, with
#    **Gerber** (4♣), and answer them;
# 4. tell Blackwood from the **quantitative 4NT**, which asks for no aces at all: "bid six
#    if you are at the top of your range".

# %% [markdown] id=slam-intro
# ## Twelve or thirteen tricks
#
# A contract at the six level promises twelve tricks (6 + the book of six): a **small
# slam**. At the seven level you promise all thirteen: a **grand slam**. Our contract-rules
# text gives a bonus for a small slam when "the partners bid and took 12 tricks"
# (партнёры заказали и взяли 12 взяток) — 500 points, or 750 vulnerable — and for a grand
# slam with all 13 tricks, 1,000 or 1,500. The engine's duplicate scoring (lesson 08) has
# the same table:

# %% id=bonuses
from bridgelib import Deal, course
course.slam_bonus_table()

# %% [markdown] id=scores-intro
# The bonus comes only when the slam is **bid**. Twelve tricks in four spades score the
# game and two overtricks; the same twelve tricks in six spades score the slam bonus on
# top. A grand slam that takes only twelve tricks is one down and scores nothing but a
# small penalty — the whole slam bonus is lost:

# %% id=scores
course.slam_scores([("4S", 12), ("6S", 12), ("7S", 12), ("6NT", 12), ("7NT", 13)])

# %% [markdown] id=scores-notes
# So a slam is worth bidding when it makes more often than not, and a grand slam only
# when it is close to certain: going down in seven throws away a small slam that was
# there.

# %% [markdown] id=points-intro
# ## When to look for a slam: points
#
# The classical guide, and the rule written into the engine's SAYC card: two balanced hands
# need about **33 high-card points** together for a small slam in no-trump and **37** for
# a grand slam (of the deck's 40 points the defenders then hold at most 7, too few for two
# aces; at 37 at most 3, not even one ace).
#
# The engine can test the guide. It deals a few deals for each band of combined points,
# with both North and South balanced, and asks the double-dummy solver (every card seen,
# best play and best defence; lesson 07) how many tricks North–South take in no-trump:

# %% id=odds-nt
course.slam_odds_table("NT", [(29, 30), (31, 32), (33, 34), (35, 36)], per_band=5,
                       where="N balanced and S balanced")

# %% [markdown] id=odds-notes
# Below about 31 points six no-trump is a gamble; from 33 it makes almost always; a grand
# slam needs more still. The samples are small (they must run in a few seconds), so read
# the trend, not the exact numbers. Change `per_band` or the seed to deal more.
#
# ## A fit and the aces
#
# With a **trump fit** and a long suit, fewer points can be enough: ruffs and long cards
# make tricks that points do not count. The same test with a nine-card spade fit (any
# shape) and fewer points, in six spades:

# %% id=odds-fit
course.slam_odds_table("S", [(27, 28), (29, 30), (31, 32)], per_band=4,
                       where="NS spades >= 9")

# %% [markdown] id=aces-intro
# With a good fit, a slam can make on 27 or 28 points. But points are not the only thing.
# Twelve tricks are impossible when the defenders hold **two aces**: they take both at
# once. Before a slam a player asks partner how many aces they hold.

# %% [markdown] id=blackwood-intro
# ## Blackwood: 4NT asks for aces
#
# The most famous convention in bridge. Once the partnership knows it has slam values, a bid of **4NT** asks partner "how many aces do
# you hold?". The answers climb in steps, read here from the engine's SAYC file: 5♣ none (or
# all four), 5♦ one, 5♥ two, 5♠ three. Four hands answering after 1♠ – 3♠ – 4NT:

# %% id=blackwood-answers
course.calls_table(["KQ82.KJ3.Q98.762", "KQ82.A93.J98.762", "K982.A93.A98.762",
                    "A982.A93.A98.762"], "1S P 3S P 4NT P")

# %% [markdown] id=blackwood-deal-intro
# The asker then adds partner's aces to their own and places the contract: **six** with at
# most one ace missing, **five** of the trump suit when two are missing. Here four computer
# seats bid a dealt deal. North opens 1♥ and South, with 17 points, jumps to 2♠ — a strong
# jump shift. Once hearts are agreed, North asks with 4NT, hears 5♠ (three aces), sees
# that only one is missing, and bids the slam. The last column is
# the double-dummy check of the final contract.

# %% id=blackwood-deal
course.slam_auction(Deal.random(seed=6945), title="deal (seed 6945)")

# %% [markdown] id=blackwood-stop-intro
# Blackwood is just as useful for **stopping**. Here East opens 1♣ and jumps to 4♠ over
# West's 1♠: a strong opening with four spades. West asks with 4NT and hears 5♥, two aces;
# he holds none himself, so two aces are missing, and he signs off in 5♠ — which is exactly
# what the cards make.

# %% id=blackwood-stop
course.slam_auction(Deal.random(seed=54382), title="deal (seed 54382)")

# %% [markdown] id=rkcb
# Many players today use **Roman Key-Card Blackwood**, which counts the king of trumps as
# a fifth "ace" and can also ask for the trump queen. SAYC and Acol keep plain Blackwood
# (the form in the SAYC booklet); the engine's Precision plays key-card Blackwood "1430":
# 5♣ one or four key cards, 5♦ none or three, 5♥ two without the trump queen, 5♠ two with
# it. The same four hands answering 1♠–3♠–4NT in Precision:

# %% id=rkcb-answers
course.calls_table(["KQ82.KJ3.Q98.762", "KQ82.A93.J98.762", "K982.A93.A98.762",
                    "A982.A93.A98.762"], "1S P 3S P 4NT P", system="precision")

# %% [markdown] id=blackwood-limits
#
# Blackwood counts aces; it does not tell you whether the tricks are there. Use it when
# you already know the partnership has the points and a fit, and only the aces are in
# doubt. With a void, an answer of "one ace" may be the ace of your void suit — wasted.

# %% [markdown] id=gerber-intro
# ## Gerber: 4♣ over no-trump
#
# After partner opens **1NT** or **2NT**, 4NT has another meaning (see the next section),
# so the ace ask is **4♣**: Gerber. The answers again climb in steps: 4♦ none (or four), 4♥
# one, 4♠ two, 4NT three. SAYC's responder uses it with 16 or more points and a long
# suit:

# %% id=gerber-ask
course.calls_table(["K2.AQ3.KQJ762.A7"], "1NT P")

# %% id=gerber-answers
course.calls_table(["KQ2.KQJ3.KT98.Q7", "KQ2.AJ3.KT98.Q76", "AQ2.AJ3.KT98.Q76",
                    "AQ2.AJ3.AT98.Q76"], "1NT P 4C P")

# %% [markdown] id=gerber-deal-intro
# A whole deal: North opens 1NT, South asks with 4♣ and hears of two aces; one ace is
# missing, so South bids six spades.

# %% id=gerber-deal
course.slam_auction(Deal.from_pbn("N:AJ.Q832.K982.AJ9 754.JT75.JT65.87 "
                                  "KQT862.AK.3.KQT6 93.964.AQ74.5432"))

# %% [markdown] id=quantitative-intro
# ## The quantitative 4NT
#
# Over partner's no-trump, the points decide everything: partner has told you their
# strength within two or three points, so you can add. SAYC's responder to a 15–17 1NT
# bids game with 10–15, **6NT** with 18–19 (33 or more together), and with 16–17 bids
# **4NT**: "partner, bid six if you are at the top of your range". This 4NT asks for no
# aces: it is **quantitative**. The engine's responses to 1NT:

# %% id=quantitative-responses
course.calls_table(["QJ2.K32.KQ87.QJ5", "KJ3.Q92.KQ87.AJ5", "A32.KJ2.KQ87.AJ5",
                    "A32.KQ2.KQ87.AQ5", "AQ2.AK2.KQ87.AJ5"], "1NT P")

# %% [markdown] id=quantitative-answer-intro
# Opener answers the invitation: with a minimum (15–16) pass, with the maximum (17) bid
# six no-trump.

# %% id=quantitative-answers
course.calls_table(["KQ2.AJ3.KT98.Q76", "AQ2.AJ3.KT98.K76"], "1NT P 4NT P")

# %% [markdown] id=quantitative-deals-intro
# Two deals bid by the engine. On the first, opener has 15 points and declines; on the
# second, after a 2NT rebid showing 18–19, responder invites with 4NT and opener, with
# the maximum, accepts.

# %% id=quantitative-declined
course.slam_auction(Deal.random(seed=5435), title="deal (seed 5435)")

# %% id=quantitative-accepted
course.slam_auction(Deal.random(seed=1358), title="deal (seed 1358)")

# %% [markdown] id=quantitative-notes
# Double dummy agrees both times: eleven tricks when opener declined, all thirteen when
# opener accepted. The rule to remember: **4NT directly over partner's no-trump is
# quantitative; 4NT after a suit is agreed asks for aces.**

# %% [markdown] id=quiz-intro
# ## Quiz
#
# The bidding questions are answered by the engine's SAYC; the scores by its duplicate
# scoring. The bidding box refuses an illegal call with its Law.

# %% id=quiz
from bridgelib.quiz import Quiz
quiz = Quiz.from_bank("slam", lesson="14-slam-bidding")
quiz.widget()

# %% [markdown] id=practice-deals-intro
# ## Practice deals
#
# A set of deals on this lesson's theme, the same every time: deal them at your table or
# play them through on your own. `bridge pack --lesson 14` writes them as a PBN file with a
# printable hand-record sheet (add `--dup` for a dealing machine).

# %% id=practice-deals
course.practice_deals("14")

# %% [markdown] id=summary
# ## Summary
#
# - A **small slam** (six level) needs twelve tricks, a **grand slam** (seven) all
#   thirteen; bid and made they earn 500/750 and 1,000/1,500 on top of the game bonus.
# - Look for a slam with about **33 points** together (37 for a grand slam), fewer with a
#   good fit and a long suit; double dummy, six no-trump with two balanced hands makes
#   most of the time from 33 on.
# - **Blackwood 4NT** asks for aces: 5♣ 0 or 4, 5♦ 1, 5♥ 2, 5♠ 3. With two aces missing,
#   stop at the five level.
# - **Gerber 4♣** asks for aces over partner's 1NT or 2NT: 4♦ 0 or 4, 4♥ 1, 4♠ 2, 4NT 3.
# - **4NT directly over no-trump is quantitative**: "bid six with a maximum".
