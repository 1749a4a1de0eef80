# ---
# title: The laws: revokes and claims
# summary: the revoke, when it is corrected or established, and its trick transfer in the laws text's edition and in 2017 (Laws 61–64, 67); claims and concessions (Laws 68–71) — as scenarios the laws module rules on
# ---

# %% [markdown] id=objectives
# # The laws: revokes and claims
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. say when a revoke (фальшренонс) can still be corrected, when it is established, and
#    how many tricks change hands afterwards — in the edition of our Russian source and in
#    the Laws of 2017 (Laws 61–64);
# 2. make a claim (претензия) that stands, and see why a careless one does not (Laws
#    68–71).
#
# The two editions the engine models are introduced in [lesson 09a](09a-the-laws-auction.ipynb);
# the other irregularities of the play are in [lesson 09b](09b-the-laws-play.ipynb).

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
from bridgelib import course
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
# twelfth trick — and, since the 2007 Laws (after the laws text's edition), when both sides
# revoked. When the transfer does not make up for the damage, the Director restores equity
# (64C).
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
# whose *first* revoke earns it), and 64B7, which the laws text's edition lacks, for revokes
# by both sides.

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

# %% [markdown] id=quiz-intro
# ## Quiz: what is the ruling?
#
# Eight situations from the scenarios of this lesson. Each answer has been checked by replaying its scenario with `bridgelib.laws`; the
# explanation names the law.

# %% id=quiz
from bridgelib.quiz import Quiz
Quiz.from_bank("laws", part="revokes-claims", lesson="09c-the-laws-revokes-claims").widget()

# %% [markdown] id=summary
# ## Summary
#
# - A revoke is corrected until established (the offending side plays to the next trick);
#   then, after the play, two tricks are transferred if the offender won the revoke trick,
#   one otherwise — plus, in the laws text's older edition, one for a later trick won with a card
#   that could have followed (Laws 61–64).
# - State a line when you claim; doubtful points go against the claimer. A conceded trick
#   that no normal play could lose is given back (Laws 68–71).
