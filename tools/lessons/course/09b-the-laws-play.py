# ---
# title: The laws: dummy, leads out of turn and penalty cards
# summary: dummy's rights and limits (Laws 42–43); leads out of turn, accepted or not, and the opening lead out of turn (Laws 53–56); minor and major penalty cards (Laws 48–52) — as scenarios the laws module rules on
# ---

# %% [markdown] id=objectives
# # The laws: dummy, leads out of turn and penalty cards
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. say what dummy (болван) may and may not do during the play (Laws 42–43);
# 2. handle a lead out of turn (ход вне очереди): the options of the side that did not
#    offend, and what becomes of the card (Laws 53–56);
# 3. tell a minor penalty card (младшая штрафная карта) from a major one (старшая), and say
#    how each must be played and what it does to partner's lead (Laws 50–51).
#
# Every ruling is the engine's; the two editions it models are in
# [lesson 09a](09a-the-laws-auction.ipynb).

# %% [markdown] id=dummy-intro
# ## Dummy's rights and limits (Laws 42–43)
#
# Once the opening lead is made, dummy (болван) spreads his cards and takes no part in the
# play: declarer plays them. Law 42 gives dummy a few **rights**: to count tricks, to give
# facts or law when the Director is present, to play the cards as declarer directs, to ask
# *declarer* (never a defender) who fails to follow suit whether he has none of the suit,
# and to try to *prevent* an irregularity by declarer, such as a lead from the wrong hand.
# Law 43 sets the **limits**: during the play dummy may not draw attention to an
# irregularity, call the Director on his own, comment or take part in the play; he may not
# exchange hands with declarer, leave his seat to watch declarer, or look at a defender's
# cards.
#
# The scenario below asks the engine about each of those actions; a refusal cites the law
# that forbids it:

# %% id=dummy
from bridgelib import course
course.law_steps("dummy-rights-and-limits")

# %% [markdown] id=dummy-seed
# Here is the laws text's own text of Law 43 next to our summary of the 2017 law. Notice its
# 43A1(C): dummy may not "make any remark or ask any question about the bidding or the
# play". Read literally, that forbids even the question about a revoke — Law 42, which is
# not in the laws text's pages, makes that one exception in both editions.
#
# Our other Russian source, the honeymoon-bridge text, says that dummy "has the right to warn declarer *or any
# player* of possible irregularities". That is not what the Laws say: dummy may try to
# prevent an irregularity *by declarer*, but he may not point out a defender's; after the
# play he may draw attention to anything (Law 42B3). The engine follows the Laws.

# %% id=dummy-text
course.law_quotes(43)

# %% [markdown] id=dummy-all-intro
# Every action the engine knows about, and whether dummy may take it during the play:

# %% id=dummy-all
from bridgelib.laws.dummy import DummyAction, dummy_may
course.attributes(DummyAction, "value", dummy_may, header=["dummy's action", "allowed?"])

# %% [markdown] id=dummy-violation-intro
# The limits of Law 43A2 have teeth. If dummy has looked at a defender's hand and is then
# the first to ask declarer about a possible revoke, declarer must correct the revoke, but
# Law 64 treats it as established — a trick goes to the defenders:

# %% id=dummy-violation
course.law_steps("dummy-asks-after-violation")

# %% [markdown] id=lead-intro
# ## A lead out of turn (Laws 53–56)
#
# Against four spades by South, West should make the opening lead (lesson 04), but East
# puts the ace of clubs on the table. The lead is out of turn (ход вне очереди). The card
# stays face up, and the side that did not offend chooses what happens — here declarer:

# %% id=lead-position
opening = course.law_state("opening-lead-refused", steps=1)
course.law_position(opening)

# %% [markdown] id=lead-options-intro
# The engine's ruling names Law 54 and lists declarer's three options, each with its law:

# %% id=lead-options
course.law_steps("opening-lead-refused", steps=1)

# %% [markdown] id=lead-try-intro
# **Try it.** The cell below takes that position and makes a choice for declarer. Change
# `"become-dummy"` to `"accept"` or `"refuse"` and run it again: the ruling and the
# position change with your choice.

# %% id=lead-try
mine = course.law_state("opening-lead-refused", steps=1)
ruling = mine.choose("become-dummy")
course.show(ruling, course.law_position(mine), titles=["ruling", "position"])

# %% [markdown] id=lead-three
# The three choices. **Accept** (54B): the ace of clubs is the
# opening lead, dummy goes down, and declarer plays second from his own hand. **Spread his
# hand** (54A): declarer becomes dummy, his partner declares, and the lead stands — it
# changes which hand the defenders see, South's instead of North's.
# **Refuse** (54D): West must lead, and East's ace becomes a major penalty card (Law 56);
# that one returns in the next section, on penalty cards. The first two, as stored
# scenarios:

# %% id=lead-accept
course.law_steps("opening-lead-accepted")

# %% id=lead-dummy
course.law_steps("opening-lead-declarer-becomes-dummy")

# %% [markdown] id=lead-seen-intro
# Two details. If declarer could already see dummy's cards (North began to spread them),
# he has lost his choice and must accept the lead (54C); and if the player next in
# rotation simply plays a card to the lead, he has accepted it (53A):

# %% id=lead-seen
course.law_steps("opening-lead-dummy-seen")

# %% id=lead-by-play
course.law_steps("lead-accepted-by-play")

# %% [markdown] id=lead-law60
# South's card is an example of a general rule of the laws text's Law 60: a card played by the
# side that did not offend, after an opponent's lead or play out of turn and before a
# rectification is chosen, gives up the right to rectify; the irregular play then counts
# as made in turn, but earlier obligations — a penalty card, a lead restriction — remain.
# And when a player *cannot* comply with a rectification — he has no card of the suit
# required, or only cards of the suit forbidden — Law 59 lets him play any other legal
# card; the engine's legal cards follow that rule.

# %% id=lead-law60-text
course.law_quotes(60)

# %% [markdown] id=lead-seed-text
# The laws text's text of Law 54 beside the 2017 summary:

# %% id=lead-text
course.law_quotes(54)

# %% [markdown] id=lead-later-intro
# Later in the play the same idea applies. When a **defender** leads out of turn, declarer
# may accept the lead or make the defender take it back (the card becomes a major penalty
# card, Law 56); and when it was *declarer's* turn, declarer may simply make his proper
# lead — it stands, and the defender's card goes back without rectification. The laws text
# calls that Law 53C, the 2017 Laws 53B; the engine names the section of the edition it
# follows:

# %% id=lead-proper
course.law_steps("proper-lead-after-lead-out-of-turn-seed")

# %% [markdown] id=lead-declarer-intro
# When **declarer** leads from the wrong hand, the defenders choose (Law 55, not in the
# laws text's pages). If it was a defender's turn the card simply goes back; if it was
# declarer's turn in the other hand, he must lead from the right one. Declarer's cards
# never become penalty cards:

# %% id=lead-declarer
course.law_steps("declarer-leads-from-wrong-hand")

# %% [markdown] id=premature-intro
# A defender who plays **before his partner** (Law 57A, not in the laws text's pages) gives
# declarer a say over his partner's card: his highest or lowest card of the suit led, a
# card of another suit, or not a card of another suit — and his own card becomes a major
# penalty card:

# %% id=premature
course.law_steps("premature-play-before-partner")

# %% [markdown] id=penalty-intro
# ## Penalty cards (Laws 48–52)
#
# A defender's card that is exposed before its time — dropped, played together with
# another, or led out of turn and taken back — becomes a **penalty card** (штрафная карта).
# It stays face up on the table in front of its owner until it is played. The laws text (Law
# 50C) sorts them in two kinds:
#
# - a single card **below honour rank** shown **by accident** is a **minor** penalty card
#   (младшая штрафная карта): its owner may not play another small card of that suit
#   before it, but he may play an honour instead;
# - an **honour**, or any card shown **on purpose** (a lead out of turn, a corrected
#   revoke), is a **major** penalty card (старшая штрафная карта): it must be played at the
#   first legal opportunity — but following suit comes first. A defender with two or more
#   penalty cards has only major ones.
#
# Declarer's cards are different: declarer may expose a card without any rectification,
# and his cards never become penalty cards (Law 48). West drops the nine of diamonds:

# %% id=penalty-minor
course.law_steps("minor-penalty-card-honour-instead")

# %% [markdown] id=penalty-minor-position
# After East's ♦2 and South's ♦J, West may play the ♦9 itself or the honour, the ♦10 —
# but not the ♦8:

# %% id=penalty-minor-cards
course.law_position(course.law_state("minor-penalty-card-honour-instead", steps=2))

# %% [markdown] id=penalty-major-intro
# An exposed king is a major penalty card, so when hearts are led West must play it, even
# though he would rather keep it. A second penalty card turns a minor one into a major one:

# %% id=penalty-major
course.law_steps("major-penalty-card-first-opportunity")

# %% id=penalty-two
course.law_steps("two-penalty-cards-are-major")

# %% [markdown] id=penalty-two-suits-intro
# With penalty cards in two suits, declarer may prohibit the lead of one or more of them
# when the partner is to lead (Law 51B2); every penalty card of a prohibited suit goes back:

# %% id=penalty-two-suits
course.law_steps("penalty-cards-in-two-suits")

# %% [markdown] id=penalty-lead-intro
# **A penalty card also restricts partner.** When the partner of a defender with a major
# penalty card is to lead, declarer first chooses (Law 50D2; the laws text's 50E):
#
# - **require** the lead of the penalty card's suit, or **prohibit** that suit for as long
#   as the partner keeps the lead — either way the penalty card goes back to its owner's
#   hand;
# - or leave the lead **free** — and the penalty card stays on the table.
#
# Back to East's club ace, led out of turn and refused. Declarer prohibits clubs, and the
# engine refuses West's club lead:

# %% id=penalty-lead
course.law_steps("opening-lead-refused")

# %% [markdown] id=penalty-try-intro
# **Try it.** This time declarer *requires* a club lead. Which of West's leads does the
# engine allow? Change `"require"` to `"prohibit"` or `"free"` and compare.

# %% id=penalty-try
mine = course.law_state("opening-lead-refused", steps=2)
mine.choose("require", suit="C")
course.verdicts(mine, ["HA", "C7", "S4", "D8"])

# %% [markdown] id=penalty-free-intro
# When declarer leaves the lead free, the ace of clubs stays a penalty card. West leads the
# ♥A, and East, who must play his penalty card at the first legal opportunity, must still
# follow suit:

# %% id=penalty-free
course.law_position(course.law_state("penalty-card-stays"))

# %% [markdown] id=penalty-more
# With two or more penalty cards that may be played, declarer designates which one (Law
# 51); and declarer's own exposed card is never a penalty card (Law 48):

# %% id=penalty-designate
course.law_steps("declarer-designates-penalty-card")

# %% id=penalty-declarer
course.law_steps("declarer-exposes-a-card")

# %% id=penalty-text
course.law_quotes(50)

# %% [markdown] id=quiz-intro
# ## Quiz: what is the ruling?
#
# Eight situations from this lesson. Each answer has been checked by replaying its scenario with `bridgelib.laws`; the
# explanation names the law.

# %% id=quiz
from bridgelib.quiz import Quiz
Quiz.from_bank("laws", part="play", lesson="09b-the-laws-play").widget()

# %% [markdown] id=summary
# ## Summary
#
# - Dummy counts tricks, plays as told and may try to stop declarer's irregularities; he
#   may not comment, point out irregularities or look at a defender's cards (Laws 42–43).
# - After a lead out of turn the non-offending side accepts it, has it taken back, or —
#   after an opening lead — declarer becomes dummy (Laws 53–56).
# - A small card shown by accident is a minor penalty card; an honour or a card shown on
#   purpose is major: played at the first legal chance, and declarer may require or forbid
#   its suit when partner leads (Laws 50–51).
