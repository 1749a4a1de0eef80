# ---
# title: Defence
# summary: the opening lead (top of a sequence, partner's suit, fourth best, never away from an ace, a singleton for a ruff), second hand low, third hand high, covering an honour, attitude and count signals — each rule asked of the computer defenders and its cost shown double dummy
# ---

# %% [markdown] id=objectives
# # Defence
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. choose an **opening lead** (атака): the suit — partner's suit, your longest suit
#    against no-trump, a short suit for a ruff against a trump contract, never a suit
#    led away from an ace — and the card: **top of a sequence** or **fourth best**;
# 2. play **second hand low** and **third hand high** (only as high as needed);
# 3. **cover an honour with an honour**;
# 4. give and read **attitude** and **count** signals.
#
# The rules are the ones the computer defenders of this course follow (in the game
# against the computer, lesson 07): below, each example asks those defenders which card
# they play and why. The *double-dummy* solver (lesson 07), which sees all four hands,
# then shows what each other card would have cost.

# %% [markdown] id=sources
# ## The defenders
#
# The two players against declarer are the **defenders** (вистующие; the Bulgarian
# overview calls them защитници). The defender on declarer's left makes the opening lead
# — in the honeymoon-bridge text he *attacks* (атакует), and the Bulgarian overview calls
# the first card of a trick the attacking card (атакуваща). The honeymoon-bridge text's
# advice on winning tricks is meant for both sides: it helps declarer make the contract,
# or, the other way round, *defeat* it (срыв), if you are a defender (вистующий).
#
# Defenders cannot see each other's cards, and the honeymoon-bridge text forbids them to
# pass each other information by any means except those the rules of bridge provide:
# the cards they play. So a defence is a partnership that talks only with its cards.
# That is what the rules below are for.

# %% [markdown] id=lead-intro
# ## The opening lead: which card from a suit
#
# Once you know which suit to lead, the card follows a few fixed rules. From **touching
# honours** (K–Q, Q–J…) lead the top one: it cannot cost a trick and tells partner you
# hold the next card. From a long suit headed by an honour, lead your **fourth best** —
# the fourth card counted from the top. From three cards to an honour, lead low; from a
# doubleton or from nothing, lead the top card. Against a suit contract, never lead a
# small card **away from an ace**: lead the ace, or another suit. The computer defenders'
# choice for each of these holdings:

# %% id=lead-rules
from bridgelib import course
course.lead_rules(["K Q J 4", "Q J 9 3", "A K 7 4", "K 9 7 4 2", "Q 8 6 3", "J 7 3",
                   "8 6", "7 4 2", "A 8 6 3"])

# %% [markdown] id=nt-intro
# ## Against no-trump: your longest suit, fourth best
#
# Against no-trump the defenders race declarer to set up tricks. Their best chance is
# usually the **longest suit**: once its high cards are gone, its small cards win tricks.
# West is on lead against three no-trump:

# %% id=nt-lead
deals = course.stored_deals("defence")  # the lesson's deals, DD results stored
course.opening_lead(deals["fourth-best"].deal, "3NTS")

# %% [markdown] id=nt-cost-intro
# Was it right? For each suit West could lead (the card the rules choose from it), the
# solver counts the tricks the defence then takes with the best play by all four players.

# %% id=nt-cost
course.lead_costs(deals["fourth-best"].deal, "3NTS")

# %% [markdown] id=nt-notes
# Only the long suit beats the contract: partner holds an honour in it, and the small
# cards become winners. A lead is chosen before dummy is seen, so it cannot always be
# right — but the long suit is right far more often than a random one.

# %% [markdown] id=suit-intro
# ## Against a suit contract: short suits and aces
#
# Against a trump contract your long suit is less useful: declarer ruffs it by the third
# round. Two other ideas matter. A **singleton** lead hopes for a **ruff**: partner wins
# the trick (or a later one) and leads the suit back, and you trump it. West on lead
# against four spades:

# %% id=singleton
course.opening_lead(deals["singleton"].deal, "4SS")

# %% id=singleton-cost
course.lead_costs(deals["singleton"].deal, "4SS")

# %% [markdown] id=ace-intro
# And **never lead away from an ace** against a suit contract: a small card lets
# declarer win a trick with the king, and the ace you kept may later be ruffed. Here West
# holds four hearts to the ace; the table adds the small heart to the rules' leads.

# %% id=ace-lead
course.opening_lead(deals["away-from-ace"].deal, "4SS")

# %% id=ace-cost
course.lead_costs(deals["away-from-ace"].deal, "4SS", also=["H3"])

# %% [markdown] id=ace-notes
# The ace itself costs nothing here; the small heart gives declarer the contract. And
# when partner has bid a suit, lead it: the computer defenders do, when they are told the
# auction.

# %% [markdown] id=second-intro
# ## Second hand low
#
# When declarer leads towards dummy, you play **second**: dummy still has to play, and
# partner plays after it. Playing a high card now usually wastes it — it takes only a
# small card, or lets declarer's honours win later. So: **second hand low**. Declarer
# (South) leads the ten towards dummy's king and jack; West has the ace and queen over
# dummy. The table on the right shows what each card is worth to the defence (the
# solver, from this position to the end).

# %% id=second-hand
course.defence_choice(deals["second-hand"].deal, "3NTS", "H7 H3 HT HQ ST")

# %% [markdown] id=third-intro
# ## Third hand high
#
# When partner leads and dummy plays low, you play **third**: only declarer is left to
# play. Now play **high**, to win the trick or to make declarer spend a high card — but
# **only as high as needed**: with equal cards, play the lowest of them. Partner leads a
# small club (fourth best) against three no-trump; dummy plays low:

# %% id=third-hand
course.defence_choice(deals["third-hand"].deal, "3NTS", "C2 C3")

# %% [markdown] id=third-notes
# A small card lets declarer win cheaply. The solver rates the nine as good as the
# queen here (partner holds the ten); the rule plays the queen because East cannot see
# that.

# %% [markdown] id=cover-intro
# ## Cover an honour with an honour
#
# When declarer leads an **honour** and you hold a higher one over it, **cover**: your
# honour takes his with it, and lower cards held by you and partner move up. (Do not
# cover the first of two touching honours led from dummy: cover the last one.) South
# leads the club queen; West holds the king:

# %% id=cover
course.defence_choice(deals["cover"].deal, "3NTS", "H4 HT H3 H2 S2 S3 ST S5 CQ")

# %% [markdown] id=signals-intro
# ## Signals: attitude and count
#
# A card you play when you cannot win the trick still carries a message. On **partner's
# lead** it shows your **attitude**: a high spot card says "go on with this suit", the
# lowest says "not this suit". On **declarer's lead** it shows **count**: high, then low,
# shows an even number of cards; the lowest card first, an odd number. Partner can then
# work out how the suit is divided — one of the "memory and analysis" ways of the
# honeymoon-bridge text. The computer defenders' cards, against no-trump:

# %% id=signals
course.signal_rules(["J 8 2", "9 7 2", "8 2", "9 6 4 2", "8 5 3"])

# %% [markdown] id=signals-suit-intro
# Against a trump contract a doubleton is worth encouraging with: partner's next lead of
# the suit lets you ruff the third round.

# %% id=signals-suit
course.signal_rules(["8 2", "9 7 2"], against="suit")

# %% [markdown] id=signals-notes
# The double-dummy solver cannot judge a signal: it sees all the cards, so a message
# is worth nothing to it. Signals matter because real defenders see only their own hand
# and dummy.

# %% [markdown] id=try-intro
# ## Defend yourself
#
# Bid and play a deal from the South seat with the computer as partner and opponents.
# When the opponents win the contract you defend: lead, follow the rules of second and
# third hand, and watch partner's signals. At the end, the solver shows every card that
# cost a trick.

# %% id=try
from bridgelib.widgets.play import PlayAgainstComputer
PlayAgainstComputer("deal", seed=15)

# %% [markdown] id=quiz-intro
# ## Quiz
#
# Which card do you play? Each answer was checked against the rules and, for a card in
# play, by the double-dummy solver.

# %% id=quiz
from bridgelib.quiz import Quiz
quiz = Quiz.from_bank("defence", lesson="15-defence")
quiz.widget()

# %% [markdown] id=practice-deals-intro
# ## Practice deals
#
# A set of deals on this lesson's theme, the same every time: deal them at your table,
# sit West, and defend. `bridge pack --lesson 15` writes them as a PBN file with a
# printable hand-record sheet (add `--dup` for a dealing machine).

# %% id=practice-deals
course.practice_deals("15")

# %% [markdown] id=summary
# ## Summary
#
# - The defenders (вистующие) talk only through the cards they play.
# - **Opening lead**: partner's suit; against no-trump your longest suit, **fourth best**
#   (or top of a strong sequence); against a suit contract top of touching honours, the
#   ace from ace–king, a **singleton** for a ruff — and **never away from an ace**.
# - **Second hand low**: let the player after you use his high cards.
# - **Third hand high**, only as high as needed.
# - **Cover an honour with an honour**, to promote lower cards.
# - **Attitude** on partner's lead: high encourages. **Count** on declarer's lead: high,
#   then low, shows an even number.
# - The double-dummy solver shows what a card cost; the rules are what you can follow
#   at the table, where you do not see the other hands.
