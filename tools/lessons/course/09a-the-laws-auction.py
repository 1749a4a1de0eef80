# ---
# title: The laws: the auction and the proprieties
# summary: why bridge has laws and a Director; the two editions the engine models; insufficient bids and calls out of rotation (Laws 27, 29–32); proprieties, conduct, unauthorised information and the Director's duties
# ---

# %% [markdown] id=objectives
# # The laws: the auction and the proprieties
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. say why bridge has laws and what the Director (судья) does;
# 2. name the two editions of the Laws the engine models, and see which laws it rules on;
# 3. deal with an insufficient bid (недостаточная заявка) and a call out of rotation
#    (Laws 27, 29–32);
# 4. name the proprieties (приличия) our source asks of players and spectators, and say
#    how declarer names a card from dummy (Laws 45–46).
#
# Every ruling below comes from `bridgelib.laws`: each situation is a scenario stored as
# data in the package, replayed step by step, and the engine — not the prose — decides.
# Irregularities in the play follow in [lesson 09b](09b-the-laws-play.ipynb) and
# [lesson 09c](09c-the-laws-revokes-claims.ipynb).

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

# %% [markdown] id=dummy-card
# ## Naming dummy's card (Laws 45–46)
#
# Two small rules of the play come from the laws text's chapter on dummy. Dummy may not touch or point at a card
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

# %% [markdown] id=scoring-pointer
# ## Scoring methods (Law 78)
#
# The laws text's pages also hold Law 78, the scoring methods of duplicate tournaments:
# matchpoints, the IMP scale and total points. They are taught, with a traveller and a team
# match computed by `bridgelib.scoring`, in [lesson 08](08-scoring.ipynb).

# %% [markdown] id=quiz-intro
# ## Quiz: what is the ruling?
#
# Six situations from the auction scenarios of this lesson. Each answer has been checked by replaying its scenario with `bridgelib.laws`; the
# explanation names the law.

# %% id=quiz
from bridgelib.quiz import Quiz
Quiz.from_bank("laws", part="auction", lesson="09a-the-laws-auction").widget()

# %% [markdown] id=summary
# ## Summary
#
# - The laws rectify rather than punish; at a tournament, call the Director.
# - The engine models the laws text's older edition and the 2017 Laws, and each ruling
#   says which one it follows.
# - An insufficient bid may be accepted; corrected other than to the lowest bid in its
#   strain or a comparable call, it silences partner for the auction. A call out of rotation
#   may be accepted by calling over it (Laws 27, 29–32).
# - Be courteous, play in even tempo, keep no secret agreements (Laws 73–76).
# - Declarer names dummy's card; "high" and "low" are the top and bottom of the suit, and
#   what the laws cannot resolve is refused (Laws 45–46).
