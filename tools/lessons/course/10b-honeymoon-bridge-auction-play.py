# ---
# title: Honeymoon bridge: the auction, the main play and the score
# summary: the two-player auction and when it ends; the main play, and when you may trump a suit you could follow; the honeymoon-bridge text's scoring and its failed double; one game or a rubber of two
# ---

# %% [markdown] id=objectives
# # Honeymoon bridge: the auction, the main play and the score
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. hold the two-player auction and say when it ends;
# 2. play the main tricks, and say when you may trump a suit that you could follow;
# 3. score a game with the honeymoon-bridge text's simple count (and know how the published
#    game scores), and play a match of one game or a rubber of two.
#
# It continues the Sergey–Olga game of [lesson 10a](10a-honeymoon-bridge-deal.ipynb) after
# the draws.

# %% [markdown] id=auction-intro
# ## The auction
#
# "Whoever took the last preliminary trick, **the dealer** starts the auction." The calls
# are those of contract bridge (lesson 05): a bid names a number of tricks over six and a
# trump suit or no-trump — "one club" undertakes to take seven tricks with clubs as trumps
# — and each bid must outrank the last, from one club up to seven no-trump. Either player
# may **double** (контра) the other's bid, undertaking to stop it, and the doubled player
# may **redouble** (реконтра); "after a double or redouble a new bid may be made, which
# cancels the previous announcements". The text warns: "do not bid higher than you are sure
# you can make" — a short declarer writes nothing, and the opponent scores the missing
# tricks.
#
# In the honeymoon-bridge text, the dealer "looks at his cards and bids", so the first call must be a bid
# (rule `opener_must_bid`); the published game lets the dealer pass, and two passes end the
# deal with no score. Here are three attempts at the first call of the Sergey–Olga
# auction, under the honeymoon-bridge text's rules:

# %% id=opener
from bridgelib import course
rec, seed, standard = course.sergey_olga()
draws_done = course.honeymoon_game(rec, seed, until="Sergey draws C7")
course.verdicts(draws_done, ["Sergey 1H", "Olga Pass", "Olga 1C"])

# %% [markdown] id=auction-end-intro
# **When does the auction end?** The honeymoon-bridge text: "the auction ends after a pass by one of the
# players, a double or a redouble". Read literally, a double would end it too — but in the
# narrative Sergey redoubles Olga's double, so the engine's `seed` preset ends the auction
# after a pass or a redouble (a learner can switch on `double_ends_auction` to try the
# literal reading). The published rule is the rule of contract bridge: an auction ends
# only when a bid, double or redouble is **followed by a pass**.
#
# Olga bids one club, Sergey one heart, Olga one no-trump, Sergey two hearts; Olga
# doubles and Sergey redoubles. Where does each rule set stand after the redouble?

# %% id=auction-end
after_xx = course.honeymoon_games(rec, seed, standard, until="Sergey XX")
course.games_table(after_xx)

# %% [markdown] id=auction-more-intro
# Under the published rules Olga still has a call: she may pass, leaving two hearts
# redoubled, or bid again. Her first few possible calls:

# %% id=auction-more
course.legal_calls_table(after_xx["standard"], first=6)

# %% [markdown] id=main-intro
# ## The main play
#
# The player who made the last bid becomes the **declarer** (разыгрывающий) and must take
# the tricks of the contract; the opponent tries to stop him. Then thirteen more tricks are
# played, this time with the contract's trump suit, and these are the tricks that count.
#
# - **Who leads first?** The honeymoon-bridge text: "the winner of the auction is the declarer, and he has
#   the right to lead first". The published game, like contract bridge, lets the
#   declarer's **opponent** lead.
# - **Must you follow suit?** The honeymoon-bridge text: "to the card led one plays a card of the suit or a
#   trump, and the player decides which". So a player who holds the suit led **may trump
#   anyway** — the narrative does it three times. The published rules, like Law 44C of
#   contract bridge, make you follow suit when you can.
# - The highest trump, or else the highest card of the suit led, wins; the winner leads
#   next.
#
# At the fourth main trick Sergey leads the ♠A. Olga holds two spades and a trump. The
# engine judges her possible answers under each preset:

# %% id=may-trump
at_ace = course.honeymoon_games(rec, seed, standard, until="Sergey SA")
course.verdicts_side_by_side(at_ace, ["Olga S7", "Olga HJ", "Olga DA"])

# %% [markdown] id=void-reading-intro
# One sentence of the text can be read two ways: «При отсутствии козырей или карт масти
# можно выкладывать любую карту» — "without trumps or cards of the suit, any card may be
# played". Does "without trumps **or** cards of the suit" mean *having neither* (so a
# player with no card of the suit led but with a trump **must trump**), or *lacking either*
# (so having no card of the suit is enough to play anything, as in contract bridge, Law
# 44E)? The course does not choose for you: the engine has the rule `void_must_trump`,
# off by default (the second reading), and you can switch it on. Replaying the narrated
# game under each reading shows whether the Sergey–Olga game tells them apart:

# %% id=void-reading
course.readings_table(rec, {"no card of the suit: any card": seed,
                            "no card of the suit: trump if you can": seed.replace(void_must_trump=True)})

# %% [markdown] id=scoring-intro
# ## The honeymoon-bridge text's scoring
#
# "Take a sheet of paper, draw a vertical line, write one player's name on each side."
# Then, after the main play:
#
# - a declarer who makes the contract writes **every trick he took** — not only those
#   above the book as in contract bridge: 20 a trick in clubs or diamonds (the minor
#   suits), 30 in hearts or spades (the majors), and at no-trump 40 for the first trick
#   and 30 for each other;
# - a declarer who falls short writes nothing, and the opponent writes each missing trick
#   at the same value;
# - a double doubles the value of the tricks, a redouble doubles it again; "if a double was
#   made but not fulfilled, the player is fined and writes off 50 points";
# - there are **no bonuses** for games, slams or honours — "which makes the rules much
#   simpler". The players agree in advance whether one game decides the winner, or a
#   rubber of two games.
#
# The text's own examples are the first three rows (three hearts with nine, ten and seven
# tricks); the others show no-trump, a double and a redouble, and a failed doubled contract:

# %% id=seed-scores
course.seed_scores_table([("3H", 9), ("3H", 10), ("3H", 7), ("1NT", 7), ("3NT", 9),
                         ("2SX", 8), ("2SXX", 8), ("4DX", 8)])

# %% [markdown] id=failed-double-intro
# The sentence about a double that is "not fulfilled" can be read two ways. The course
# reads it as the narrative uses the words: Olga doubles to stop Sergey's contract, so her
# double fails when he **makes** it, and she writes off 50. The other reading fines the
# declarer of a doubled contract that **fails**. The engine keeps both (and "no fine") as
# the rule `failed_double`: here is two hearts doubled, made with eight tricks and failing
# with seven, under each reading.

# %% id=failed-double
course.failed_double_table("2HX", tricks=(8, 7))

# %% [markdown] id=match-intro
# ## One game or a rubber of two
#
# "The players must agree beforehand whether they award the win for one game, or play a
# rubber — two games in a row — to decide the winner." Under the text's scoring a match
# simply adds the points of its games; the dealer changes from game to game. Here two
# computer players play a rubber of two (the first dealer drawn by lot):

# %% id=match
course.honeymoon_match("seed", length="rubber of two", seed=3)

# %% [markdown] id=standard-scoring
# The published game scores like rubber bridge (lesson 08): the trick score of the tricks
# bid and made goes below the line and counts towards game, and overtricks, undertricks,
# the bonus for a doubled contract, honours and the rubber bonus go above it. A player who
# has won a game is **vulnerable** (в зоне) and pays and earns more; the rubber goes to the
# first to win two games. The same two computer players, under the standard rules:

# %% id=standard-match
course.honeymoon_match("standard", seed=3)

# %% [markdown] id=quiz-intro
# ## Quiz: the rules of honeymoon bridge

# %% id=quiz
from bridgelib.quiz import Quiz
Quiz.from_bank("honeymoon", part="auction-play", lesson="10b-honeymoon-bridge-auction-play").widget()

# %% [markdown] id=summary
# ## Summary
#
# - The **auction** starts with the dealer, uses the bids, doubles and redoubles of contract
#   bridge, and ends after a pass — or, in the honeymoon-bridge text, at once after a redouble.
# - In the **main play** the honeymoon-bridge text lets the declarer lead and lets a player
#   trump even when able to follow suit; the published game has the opponent lead and
#   requires following suit.
# - The honeymoon-bridge text scores **every trick** taken (minors 20, majors 30, no-trump 40
#   then 30), doubled ×2 and redoubled ×4, with 50 off for a failed double and no bonuses;
#   the published game scores as rubber bridge.
