# ---
# title: The laws
# summary: what happens when something goes wrong at the table — dummy's rights and limits, leads out of turn, penalty cards, revokes and their trick transfer (the laws text's edition and 2017), insufficient bids and calls out of rotation, claims and concessions, proprieties — as scenarios the laws module rules on
# ---

# %% [markdown] id=objectives
# # The laws
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. say what dummy (болван) may and may not do during the play (Laws 42–43);
# 2. handle a lead out of turn (ход вне очереди): the options of the side that did not
#    offend, and what becomes of the card (Laws 53–56);
# 3. tell a minor penalty card (младшая штрафная карта) from a major one (старшая), and say
#    how each must be played and what it does to partner's lead (Laws 50–51);
# 4. say when a revoke (фальшренонс) can still be corrected, when it is established, and
#    how many tricks change hands afterwards — in the edition of our Russian source and in
#    the Laws of 2017 (Laws 61–64);
# 5. deal with an insufficient bid (недостаточная заявка) and a call out of rotation
#    (Laws 27, 29–32);
# 6. make a claim (претензия) that stands, and see why a careless one does not (Laws
#    68–71);
# 7. name the proprieties (приличия) our source asks of players and spectators.
#
# Every ruling below comes from `bridgelib.laws`: each situation is a scenario stored as
# data in the package, replayed step by step, and the engine — not the prose — decides.

# %% [markdown] id=laws-intro
# ## Why bridge has laws
#
# People make mistakes at the table: they lead when it is not their turn, drop a card, fail
# to follow suit. The **Laws of Duplicate Bridge** say what happens then. They are not
# there to punish: most laws *rectify* — they put right the damage and take away any
# advantage the offender could gain — and in a tournament a **Director** (судья) applies
# them. The first thing to do after an irregularity is to call the Director; the players do
# not settle it among themselves.
#
# Our Russian source, the laws text, contains pages of a Russian translation of the Laws (laws 43
# to 90, with gaps). It translates an **older edition**: it still speaks of "penalties"
# (наказание) where the current Laws of **2017** speak of "rectification" (ректификация),
# and in a few places its rules differ. The engine models both editions where they
# differ, and every ruling says which one it follows:

# %% id=editions
from bridgelib import course
from bridgelib.laws import Edition, all_law_texts
course.attributes(Edition, "value", "label", header=["edition", "what it is"])

# %% [markdown] id=laws-map-intro
# These are the laws the engine models, with the title of the laws text's page where it has one
# (a dash: the law is not in the laws text's pages, and the engine follows the 2017 text):

# %% id=laws-map
course.attributes(all_law_texts().values(), "number", "title", "seed_title",
                  header=["Law", "title", "in the laws text"])

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

# %% [markdown] id=dummy-card
# The laws text adds two small rules of the same chapter. Dummy may not touch or point at a card
# of his hand without declarer's instruction (Law 45F; the Director decides whether it
# suggested a play), and when declarer names a card from dummy carelessly, "high"
# (старшая) means the highest card of the suit named and "low" (младшая) the lowest (Law
# 46B1). And "no player should turn his card face down before all four players have played
# to the trick" (Law 45G).

# %% [markdown] id=dummy-card-words-intro
# The 2017 Law 46B goes further: "low" is the lowest card of the suit led, a suit named
# without a rank is its lowest card, and "win" is the lowest card *known* to win the trick.
# What the laws do not resolve is refused, and declarer names the card:

# %% id=dummy-card-words
course.law_steps("dummy-card-incomplete-designation")

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
# seed's pages). If it was a defender's turn the card simply goes back; if it was
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

# %% [markdown] id=revoke-intro
# ## The revoke (Laws 61–64)
#
# A **revoke** (фальшренонс) is failing to follow suit when you could, or failing to play
# a card the laws or an opponent's choice require (Law 61). What happens depends on how
# soon it is noticed:
#
# 1. **Before it is established** it must be corrected (Law 62): the offender takes back the
#    wrong card and plays a legal one. A defender's card taken back becomes a major penalty
#    card; declarer's is simply replaced. The other side may take back cards played after
#    it.
# 2. It becomes **established** when the offender or his partner plays to the next trick
#    (Law 63). From then on it stands.
# 3. After the play, **tricks are transferred** for an established revoke (Law 64).
#
# East ruffs West's ace of hearts although he holds hearts, and the mistake is seen at
# once:

# %% id=revoke-corrected
course.law_steps("revoke-corrected")

# %% [markdown] id=revoke-established-intro
# The same revoke, but East wins the trick and leads to the next one: now it is
# established, and the engine refuses the correction:

# %% id=revoke-established
course.law_steps("revoke-established")

# %% [markdown] id=revoke-transfer-intro
# ### The trick transfer (Law 64)
#
# At the end of the play, for an established revoke:
#
# - if the offender **won the revoke trick**, that trick and one more trick won later by
#   his side go to the other side (64A1) — two tricks;
# - if he **did not win** it, one trick goes over, provided his side won that trick or a
#   later one (64A2);
# - in **the laws text's edition**, 64A2 goes on: *moreover, if the offender later won a trick
#   with a card he could legally have played to the revoke trick, one such trick is
#   transferred too*. The 2017 Laws dropped that extra trick.
#
# There is no automatic transfer (64B) if the offending side won neither the revoke trick
# nor a later one, for a second revoke in the same suit by the same player, for failing to
# play a card of dummy or another card faced on the table, when the revoke is first noticed
# after the other side has called on the next deal or after the round, for a revoke on the
# twelfth trick — and, new in 2017, when both sides revoked. When the transfer does not
# make up for the damage, the Director restores equity (64C).
#
# East's revoke won the trick: two tricks go to North–South.

# %% id=revoke-won
course.law_steps("revoke-won-by-offender")

# %% [markdown] id=revoke-extra-intro
# Now the laws text's extra trick. Against 3NT East discards on a club lead although he holds the
# top clubs; later he wins tricks with the club ace and king — cards he could have played to
# the revoke trick. Replayed under the laws text's edition:

# %% id=revoke-extra
course.law_steps("revoke-extra-trick-seed")

# %% [markdown] id=revoke-extra-text-intro
# The sentence it turns on, in English and in the laws text's Russian («кроме того…»), and how the
# editions differ:

# %% id=revoke-extra-text
course.law_quotes("revoke-extra-trick-seed")

# %% [markdown] id=revoke-figure-intro
# The figure replays every revoke scenario that is played to the end under **both**
# editions and counts the tricks transferred. Where the two bars differ, the laws text and the
# 2017 Laws disagree: the extra trick of the old 64A2 (also in the second-revoke scenario,
# whose *first* revoke earns it), and the new 64B7 for revokes by both sides.

# %% id=revoke-figure
course.revoke_figure()

# %% [markdown] id=revoke-twelfth-intro
# One special case: a revoke on the **twelfth trick** must be corrected even after it is
# established, as long as the hands are still out of the board (Law 62D), and no trick is
# transferred (64B6):

# %% id=revoke-twelfth
course.law_steps("revoke-on-the-twelfth-trick")

# %% [markdown] id=revoke-defective
# A relative of the revoke is the **defective trick** (Law 67): a player has played two
# cards to a trick, or none. The laws text's page on it says the Director looks at the played
# cards and has the offender take back the extra ones, leaving the card he showed; a card
# taken back counts as having been in his hand all along, so failing to play it to a later
# trick can make a revoke. (The engine, like a card table, does not let a hand play two
# cards to one trick, so this one is described rather than replayed.)

# %% id=revoke-text
course.law_quotes(64)

# %% [markdown] id=auction-intro
# ## Irregularities in the auction (Laws 27, 29–32)
#
# The laws text's pages start at Law 43, so for the auction the engine follows the 2017 Laws.
# Two mistakes are common:
#
# - an **insufficient bid** (недостаточная заявка) — a bid not higher than the last one
#   (lesson 05). The next player may **accept** it by calling over it. If not, the offender
#   must correct it. The lowest sufficient bid in the same strain, or a *comparable* call
#   (one with the same or a narrower meaning — the Director's judgement), costs nothing
#   more; any other correction makes his **partner pass for the rest of the auction**, and
#   if they defend, declarer may forbid one suit at the partner's first lead (Law 26);
# - a **call out of rotation** (заявка вне очереди). The opponent on the offender's left
#   may accept it by calling; otherwise it is cancelled and the auction goes back to the
#   player whose turn it was. What the offender and his partner may do next depends on
#   whose turn it was and what kind of call it was (Laws 30–32).
#
# North opens 1♠ and East bids 1♥; South does not accept it, and East corrects to 2♣:

# %% id=insufficient
course.law_steps("insufficient-bid-other-correction")

# %% id=insufficient-position
course.law_position(course.law_state("insufficient-bid-other-correction"))

# %% [markdown] id=insufficient-try-intro
# **Try it.** Here is the auction just after East's 1♥. Correct it to `"2H"` (the lowest
# sufficient bid in hearts) and the engine bars no one; try `"2C"`, `"2NT"` or `"X"`, or
# let South accept it with `mine.accept()`.

# %% id=insufficient-try
mine = course.law_state("insufficient-bid-other-correction", steps=2)
ruling = mine.correct("2H")
course.show(ruling, course.law_position(mine), titles=["ruling", "auction"])

# %% [markdown] id=rotation-intro
# Calls out of rotation. East opens 1♥ although North is the dealer; South does not accept
# it. North passes, so East must repeat his bid — and may not change it:

# %% id=rotation
course.law_steps("bid-out-of-rotation-rho-passes")

# %% [markdown] id=rotation-pass-intro
# A **pass** out of rotation at the right-hand opponent's turn is simpler: once it is
# cancelled, the offender must pass at his next turn (Law 30A):

# %% id=rotation-pass
course.law_steps("pass-out-of-rotation")

# %% [markdown] id=rotation-accepted-intro
# If South calls over East's bid instead, he accepts it: there is no rectification and the
# auction goes on from East. But a double or redouble that would be illegal in turn — South
# doubling his own partner — can never be accepted:

# %% id=rotation-accepted
course.law_steps("call-out-of-rotation-accepted")

# %% id=rotation-double
course.law_steps("inadmissible-double-out-of-rotation")

# %% [markdown] id=claims-intro
# ## Claims and concessions (Laws 68–71)
#
# Near the end of a deal a player often knows how many tricks he will take and says so: a
# **claim** (претензия) of tricks, or a **concession** (уступка) of tricks to the
# opponents. Play stops. The claimer should at once state his **line of play**, the order in
# which he will play his cards (Law 68C). If the claim is contested, the Director rules, and
# **any doubtful point goes against the claimer** (Law 70A): every *normal* way to play the
# rest counts, including careless or inferior ones — only irrational play does not.
#
# The engine's claim checker does exactly that: it plays out every normal continuation of
# the remaining cards, following the stated line, and awards the fewest tricks the
# claimer's side takes on any of them. Here spades are trumps, two tricks are left, South
# is on lead with the two aces, and East still has a small trump:

# %% id=claim-position
ending = course.law_state("claim-outstanding-trump", steps=0)
course.law_position(ending)

# %% [markdown] id=claim-careless-intro
# South says "the rest are mine" and shows his cards, without a word about the trump. The
# checker refuses the claim: if South carelessly led the ♥A first, East would ruff — and
# the ruling shows that line. One trick goes to East–West (Law 70C):

# %% id=claim-careless
course.law_steps("claim-outstanding-trump")

# %% [markdown] id=claim-try-intro
# **Try it.** State a line: "I play the ♠A first". Now no normal play loses a trick, and
# the claim stands. Try other lines — `("HA",)`, or no line at all, `()`.

# %% id=claim-try
from bridgelib.laws.claims import Claim, rule_on_claim
course.show(rule_on_claim(ending, Claim("S", 2, line=("SA",))))

# %% [markdown] id=claim-blocked-intro
# A stated line can fail too. South has the ♦AK, dummy the ♦Q and the two top hearts; South
# claims three tricks, "diamonds, then dummy's hearts". But the queen falls under his ace,
# and there is no way left to reach dummy:

# %% id=claim-blocked
course.law_steps("claim-blocked-suit")

# %% [markdown] id=concession-intro
# A **concession** stands once made — except that the Director gives back a conceded trick
# that could not be lost by any normal play (Law 71). West concedes both of the last two
# tricks, forgetting that he holds the ace of spades; he would only lose it by throwing it
# away under declarer's ace of diamonds, which is irrational. The editions differ here: the
# 2017 Laws (and the laws text's 71B, until the next deal is bid) ask about *normal* play and
# give the trick back; the laws text's 71A asks about *any legal* play, at any time — and
# discarding the ace is legal, so under 71A alone the concession stands. (A concession is
# checked as a claim of the tricks the conceder keeps — here none.)

# %% id=concession
course.law_steps("concession-cancelled")

# %% id=concession-seed
course.law_steps("concession-stands-seed-legal")

# %% id=claims-text
course.law_quotes(71)

# %% [markdown] id=proprieties
# ## Proprieties: how to behave at the table
#
# Not every law is about cards. The laws text's Law 74, "Conduct and etiquette" (Поведение и
# этикет), asks three things of a player: **courtesy** — «Игроку следует постоянно вести
# себя учтиво», *a player should maintain a courteous attitude at all times*; to avoid any
# remark or action that could annoy or embarrass another player or spoil his enjoyment of
# the game; and to call and play by a uniform, correct procedure. Its list of what it is
# good etiquette to refrain from begins «Дело вежливости игрока – воздерживаться от: 1.
# Проявления недостаточного внимания к игре» — *paying too little attention to the game*;
# the rest of the page is lost.
#
# The surviving part of Law 73 asks players to make calls and plays **in unvarying tempo
# and manner**. Partners may communicate only through the calls and cards themselves: a
# player who chooses an action that partner's remark, hesitation or manner could have
# suggested gets an adjusted score (73F1, and Law 16 on unauthorised information); so does
# a player who deceives an opponent by a remark, manner or tempo that could work in his
# favour (73F2). The honeymoon-bridge text says the same for defenders: they "may not show their cards or
# pass information to each other by other means". The Bulgarian overview adds that at tournaments a
# **screen** (параван) may run diagonally across the table, with a window for the cards,
# "so that partners cannot prompt each other with faces and gestures".
#
# **No secret agreements.** The Bulgarian overview: in friendly bridge a bidding system may be secret,
# but in tournaments secrets are forbidden; the opponents may ask the bidder's partner what
# a bid means, and a conventional bid must be announced as such — refusing to answer, or
# lying, risks disqualification. The laws text's example under Law 75 draws the line: the
# opponents are entitled to an accurate explanation of the *partnership agreement*, not of
# the hand. If the explanation was wrong, that is an infraction; if the explanation was
# right but the call did not fit the hand, there is none. Either way a player who hears his
# partner misexplain his call now holds unauthorised information and must not use it.
#
# **Spectators** (зрители, Law 76) look at one player's hand only, unless allowed more, and
# do not react to the bidding or play in any way. **Played cards** stay face down in front
# of each player, not in a common pile (Law 65; the Bulgarian overview explains why: so that the deal can
# be checked afterwards and replayed at other tables). To keep count, says the Bulgarian overview, some
# players make two piles, one for their side's tricks and one for the opponents', others
# lay their own tricks lengthwise and the opponents' crosswise, and some simply remember. A
# trick is not turned over until all four have played to it (Law 45G).
#
# **The Director** (Laws 81–82) keeps order and rectifies errors in procedure; when his own
# ruling proves wrong and no rectification can fix it, he awards an adjusted score treating
# both sides as non-offending (82C). Beyond the rectifications of the laws he may give
# **procedural penalties** (Law 90), for example for arriving late, for very slow play, or
# for discussing the bidding, play or result of a deal loudly enough to be heard at another
# table. In individual events rectifications apply to both players of the offending side
# alike, but a partner who had no part in the offence is not given a procedural penalty
# (Law 89).
#
# These are matters of judgement and good manners; the engine does not rule on them, except
# where dummy's limits touch them (a remark by dummy is refused, Law 43A1c).

# %% [markdown] id=scoring-pointer
# ## Scoring methods (Law 78)
#
# The laws text's pages also hold Law 78, the scoring methods of duplicate tournaments:
# matchpoints, the IMP scale and total points. They are taught, with a traveller and a team
# match computed by `bridgelib.scoring`, in [lesson 08](08-scoring.ipynb).

# %% [markdown] id=quiz-intro
# ## Quiz: what is the ruling?
#
# Eighteen situations from the scenarios of this lesson. Each answer has been checked by
# replaying its scenario with `bridgelib.laws`; the explanation names the law.

# %% id=quiz
from bridgelib.quiz import Quiz
Quiz.from_bank("laws", lesson="09-the-laws").widget()

# %% [markdown] id=summary
# ## Summary
#
# - The laws rectify rather than punish; at a tournament, call the Director.
# - Dummy counts tricks, plays as told, may ask declarer about a revoke and may try to stop
#   declarer's irregularities; during the play he may not point out irregularities,
#   comment, or look at a defender's cards (Laws 42–43).
# - After a lead out of turn the non-offending side chooses: accept it, have it taken back,
#   or — after an opening lead — declarer may become dummy. A defender's card taken back is
#   a major penalty card (Laws 53–56).
# - A small card shown by accident is a minor penalty card; an honour or a card shown on
#   purpose is major and must be played at the first legal chance — after following suit —
#   and lets declarer require or forbid its suit when partner leads (Laws 50–51).
# - A revoke is corrected until established (the offending side plays to the next trick);
#   then, after the play, two tricks are transferred if the offender won the revoke trick,
#   one otherwise — plus, in the laws text's older edition, one for a later trick won with a card
#   that could have followed (Laws 61–64).
# - An insufficient bid may be accepted; corrected other than to the lowest bid in its
#   strain or a comparable call, it silences partner for the auction. A call out of rotation
#   may be accepted by calling over it (Laws 27, 29–32).
# - State a line when you claim; doubtful points go against the claimer. A conceded trick
#   that no normal play could lose is given back (Laws 68–71).
# - Be courteous, play in even tempo, keep no secret agreements (Laws 73–76).
