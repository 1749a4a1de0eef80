# ---
# title: Play technique
# summary: count your sure tricks, cash winners in the right order, draw trumps, ruff in the short hand, take a finesse — each line checked double dummy
# ---

# %% [markdown] id=objectives
# # Play technique for declarer
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. count your **sure tricks** (верные взятки) before you play to the first trick;
# 2. cash your winners in the right order — the high card from the short hand first — and
#    use both hands, as our source puts it: lead the sure suit from one hand and win with a
#    higher card in the other;
# 3. **draw trumps** (снять козыри) and count the defenders' trumps as they fall;
# 4. **ruff** (убить) losers in the hand with fewer trumps, usually dummy;
# 5. take a **finesse** (импас), and say when the **drop** is the better chance.
#
# Every line of play below is played card by card by the engine, and then judged by a
# *double-dummy* solver: a program that sees all four hands and finds the best play for
# both sides (Bo Haglund's DDS, through the endplay package). It tells us how many tricks
# a line leads to, and which card, if any, gave a trick away.

# %% [markdown] id=seed-advice
# ## What our source advises
#
# The Russian text (the honeymoon-bridge text) ends its rules with a short strategy for beginners. There
# are **four ways to win a trick**; two are obvious and can be used at once:
#
# - **lead the highest card of a suit** (зайти в самую старшую карту масти);
# - **trump an opponent's high card** (ударить сильную карту оппонента козырем).
#
# The other two "rely on memory and analysis": watching which cards have gone and
# inferring who holds the rest. Our source leaves them for later; most teachers name
# them as setting up a long suit and the *finesse*, which this lesson shows.
#
# It also says: **work with dummy's hand**. When you and dummy hold the top cards of a
# suit, every round of it is your trick — a *sure trick*. Lead the suit from one hand and
# win with a higher card in the other; now lead from there and win in the first hand;
# repeat until your sure tricks are cashed. And: your aim is **the contract** — make it
# first, then take as many tricks as you can.

# %% [markdown] id=count-intro
# ## Before the first trick: count your tricks
#
# South plays three no-trump and needs nine tricks. West has made the opening lead
# (атака), the ♣K; dummy (North) has put down its cards. Stop now and count.

# %% id=deal-a
from bridgelib import Play, course
from bridgelib.analysis import technique
deals = course.stored_deals("play-technique")  # the lesson's deals, DD results stored
deal_a = deals["cashing"].deal
lead_a = Play(deal_a, "3NTS", ["CK"])
course.show(lead_a, course.roles(lead_a), titles=["after the opening lead", "who is who"])

# %% [markdown] id=count-rule
# A suit gives as many sure tricks as the two hands hold **top cards in an unbroken run**
# from the ace down — but never more than the **longer hand** has cards, because each
# round takes one card from each hand.

# %% id=count
course.sure_trick_table(deal_a)

# %% [markdown] id=cash-intro
# ## Cash winners in the right order
#
# Nine sure tricks — if we can reach them. Five of them are spades, four of those in
# North's hand, and North has no other winner: no way back to dummy (no *entry*, вход)
# once its spades are blocked. The rule is:
# **play the high card from the short hand first.** South leads the ♠K, then a small
# spade to North, and North's spades run. Here is the start of that line; the engine
# checks every card and records who won each trick.

# %% id=cash-line
good_a = Play(deal_a, "3NTS", "CK C3 C2 CA  SK S4 S9 S2  S3 S6 SA S5  SQ S7 D7 S8  "
              "SJ D2 D8 D3  ST H3 D9 D4".split())
course.attributes(good_a.tricks, "leader", "self", "winner", header=["led by", "trick", "won by"])

# %% [markdown] id=block-intro
# Now the tempting mistake: a small spade to dummy's ace first. When North then leads
# the queen, South's king has to follow — and takes the trick. The lead is in the wrong
# hand, and North's winners are stranded:

# %% id=block
bad_a = Play(deal_a, "3NTS", "CK C3 C2 CA  S3 S4 SA S2  SQ S5 SK S6".split())
course.show(bad_a, titles=["after three tricks: South is on lead, with no spade left"])

# %% [markdown] id=check-a-intro
# The double-dummy check: for each line, the tricks declarer's side ends with after it
# (with best play by all four players from there on), and the first card of declarer's
# side that lowered that number.

# %% id=check-a
course.compare_lines(deal_a, "3NTS", {"king first": good_a.cards_played,
                                         "small to the ace first": bad_a.cards_played})

# %% [markdown] id=check-a-notes
# The solver is precise: the small spade was not yet the error — South could still win it
# with dummy's nine and later drop the king under the ace. Winning with the **ace** is the
# card that gives two tricks away.

# %% [markdown] id=draw-intro
# ## Drawing trumps
#
# In a trump contract the defenders' small trumps are dangerous: when a defender runs out
# of a suit, he can ruff your winner. So a declarer with enough trumps usually **draws
# trumps** first (снять козыри): leads trumps until the defenders have none left. To
# know when to stop, **count** them: a suit has thirteen cards, and the defenders hold
# those you and dummy do not.
#
# South plays four spades. West leads the ♦K.

# %% id=deal-b
deal_b = deals["drawing-trumps"].deal
good_b = Play(deal_b, "4SS", "DK D2 D9 DA  SA S3 S4 S8  SK S7 S5 S9  SQ ST S6 C2  "
              "H5 H2 HA H4  HK H7 H6 H3  HQ H8 D6 CT".split())
deal_b

# %% [markdown] id=draw-count-intro
# After each round of trumps, how many do the defenders still hold? (Declarer works it
# out from the cards that fall; the engine counts the same way.)

# %% id=draw-count
course.trumps_outstanding(good_b, rounds=4)

# %% [markdown] id=draw-line-intro
# Three rounds, and the defenders are out of trumps. Now the hearts are safe: on the third
# heart South throws a losing diamond.

# %% id=draw-line
course.attributes(good_b.tricks, "leader", "self", "winner", header=["led by", "trick", "won by"])

# %% [markdown] id=draw-check-intro
# What if declarer cashes dummy's hearts at once? West has only two hearts and still
# holds trumps: he ruffs the third heart.

# %% id=draw-check
bad_b = "DK D2 D9 DA  H5 H2 HA H4  HK H7 H6 H3  HQ H8 D6 S3"
course.compare_lines(deal_b, "4SS", {"draw trumps first": good_b.cards_played,
                                        "cash the hearts first": bad_b})

# %% [markdown] id=ruff-intro
# ## Ruffing in the short hand
#
# Trumping is the second simple way to win a trick. For declarer, **where** you ruff
# matters. The long trump hand's trumps make their tricks anyway, once trumps are drawn.
# But the short hand's trumps (dummy's, here) would just fall under the long hand's when
# you draw trumps; if instead each of them ruffs a loser, it wins a trick of its own. So:
# **ruff losers in the short hand — before you draw the trumps it needs.**
#
# South plays four hearts. Dummy has a single club; South has a losing club.

# %% id=deal-c
deal_c = deals["ruffing"].deal
deal_c

# %% [markdown] id=ruff-line-intro
# West cashes the ♦A and switches to a trump, to take dummy's trumps away. Declarer wins,
# cashes the ♣A (dummy's ♣7 falls) and ruffs the ♣6 in dummy. Only then are trumps drawn.

# %% id=ruff-line
good_c = Play(deal_c, "4HS", "DA D5 DT D2  H8 H2 H5 HA  CA CT C7 C2  C6 CJ H3 C3  "
              "S2 S3 SA S8  HK H9 H4 H6  HQ S9 S4 H7".split())
course.attributes(good_c.tricks, "leader", "self", "winner", header=["led by", "trick", "won by"])

# %% id=ruff-check
bad_c = "DA D5 DT D2  H8 H2 H5 HA  HK H9 H3 H6  HQ S8 H4 H7  CA CT C7 C2  C6 CJ D6 C3"
course.compare_lines(deal_c, "4HS", {"ruff a club first": good_c.cards_played,
                                        "draw trumps first": bad_c})

# %% [markdown] id=ruff-notes
# Drawing trumps first is usually right — but not when dummy's trumps have a job to do.
# The solver points at the exact card: the third round of trumps, which took dummy's
# last trump.

# %% [markdown] id=finesse-intro
# ## The finesse
#
# Dummy holds ♦A Q; the ♦K is missing. Leading the ace and then the queen gives the king
# a trick. Instead, **lead towards the honours**: a small diamond from South. West must
# play *before* dummy. If West plays low, dummy's queen goes in — and if West holds the
# king, the queen wins. That is a **finesse** (импас). It works when the missing honour
# sits in front of your *tenace* (вилка: A Q with the K between them).
#
# South plays three no-trump, with eight sure tricks; the finesse can make the ninth.

# %% id=deal-d
deal_d = deals["finesse"].deal
course.show(deal_d, course.sure_trick_table(deal_d), titles=["3NT by South", "sure tricks"])

# %% id=finesse-check
course.compare_lines(deal_d, "3NTS", {
    "finesse the queen": "SQ S2 S7 SA  D2 D7 DQ D4  DA D5 D3 D8",
    "ace, then queen": "SQ S2 S7 SA  D2 D7 DA D4  DQ D5 D3 DK"})

# %% [markdown] id=offside-intro
# Here the king was *onside* (with West). Move it to East and the same finesse loses —
# and no other line does better: the double-dummy table stored with this deal (computed by
# the DDS solver) shows that South can take only eight tricks at no-trump against the best
# defence.

# %% id=offside
deals["finesse-offside"].dd_table

# %% [markdown] id=odds-intro
# ## Finesse or drop?
#
# At the table you do not see the defenders' cards, so a finesse is a bet: the missing
# king or queen is with either defender equally often. Sometimes another line is a better
# bet: the **drop** — cash the ace and king and hope the queen falls under them, because
# its holder had only one or two cards of the suit. How often that happens depends on how
# the defenders' cards **split**. Counted exactly over the unseen 26 cards:

# %% id=splits
course.show(course.probability_table(technique.split_odds(4), label="4 cards out"),
            course.probability_table(technique.split_odds(5), label="5 cards out"),
            titles=["you hold nine", "you hold eight"])

# %% [markdown] id=figure-intro
# With ♠A K J and small cards, missing the queen: the chance that the finesse wins, and
# that the queen drops, for six to eleven cards in the suit — exact bars, and dots counted
# by dealing random hands with the engine's dealer.

# %% id=figure
course.finesse_drop_figure(n=4000, seed=7)

# %% [markdown] id=figure-notes
# With nine cards the drop is (just) the better bet; with eight the finesse is much
# better. Players remember it as **"eight ever, nine never"**: with eight cards always
# finesse for the queen, with nine never.
#
# On our finesse deal, what were the chances? Dealing the defenders' cards many times
# with both our hands fixed: how often is the ♦K with West, and how often would it fall
# singleton under the ace?

# %% id=simulate
est = technique.simulate_honour({"N": deal_d["N"], "S": deal_d["S"]}, "DK", top=1,
                                n=20_000, seed=3)
course.odds_table(est)

# %% [markdown] id=practice-intro
# ## Play it yourself
#
# Declare the four-hearts deal against the computer: plan first (count your sure tricks
# and your losers), then ruff a club in dummy before you draw trumps. *Hint* asks the
# solver; *Undo* takes a card back.

# %% id=practice
from bridgelib.widgets.play import PlayAgainstComputer
PlayAgainstComputer("declarer", deal=deal_c, contract="4HS")

# %% [markdown] id=whole-deal-intro
# ## A whole deal
#
# Bid and play a deal from the South seat, with the computer as your partner and your
# opponents. When your side wins the contract you play both your hand and dummy; otherwise
# you defend. *Claim* claims the remaining tricks (the claim law rules on it); at the end you
# see the result, the score, and every card that cost a trick, by the double-dummy solver.

# %% id=whole-deal
PlayAgainstComputer("deal", seed=4)

# %% [markdown] id=quiz-intro
# ## Quiz
#
# Which card do you play? Each answer was checked with the double-dummy solver.

# %% id=quiz
from bridgelib.quiz import Quiz
quiz = Quiz.from_bank("play-technique", lesson="07-play-technique")
quiz.widget()

# %% [markdown] id=practice-deals-intro
# ## Practice deals
#
# A set of deals on this lesson's theme, the same every time: deal them at your table or
# play them through on your own. `bridge pack --lesson 07` writes them as a PBN file with a
# printable hand-record sheet (add `--dup` for a dealing machine).

# %% id=practice-deals
course.practice_deals("07")

# %% [markdown] id=summary
# ## Summary
#
# - Before the first trick, **count your sure tricks**: top cards in an unbroken run, no
#   more in a suit than the longer hand has cards.
# - Cash winners so that the lead ends where it must: **the high card from the short hand
#   first**; lead from one hand and win in the other (the honeymoon-bridge text's "work with dummy").
# - **Draw trumps** when the defenders could ruff your winners; count their trumps — the
#   thirteen less yours — and stop when none are left.
# - **Ruff in the short hand**: dummy's trumps make extra tricks only if they ruff before
#   trumps are drawn.
# - A **finesse** leads towards the tenace and wins when the missing honour sits before it
#   — half the time. With nine cards missing the queen, play for the **drop**; with eight,
#   finesse.
# - Make the contract first; then take as many tricks as you can.
