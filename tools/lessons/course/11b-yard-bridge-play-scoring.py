# ---
# title: Yard bridge: the play and the score
# summary: the play of yard bridge (follow suit, else trump or discard), the miss and losing tricks on purpose; the yard-bridge text's scoring table and its two readings; a whole game with its score sheet; how often a bot hits its bid; playing it in a terminal
# ---

# %% [markdown] id=objectives
# # Yard bridge: the play and the score
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. play a round of yard bridge: follow suit, else trump or discard;
# 2. see why you must sometimes lose tricks on purpose (the miss, прокол);
# 3. score a round with the yard-bridge text's table, in both of its readings, and keep the
#    score sheet of a whole game;
# 4. play yard bridge against the computer.
#
# It continues the round of [lesson 11a](11a-yard-bridge-deal-bidding.ipynb): seed 7,
# Mykola deals, and the four bots have made their bids.

# %% id=play-setup
from bridgelib import course
from bridgelib.bots.yard import YardBot
from bridgelib.games.yard import YARD_FOUR, YARD_THREE, YardGame, YardRound
names = ("Oksana", "Taras", "Iryna", "Mykola")
r, bot = course.yard_bids(YardRound.deal(YARD_FOUR, dealer=3, seed=7, names=names)), YardBot()
course.yard_bidding(r)

# %% [markdown] id=play-intro
# ## The play
#
# "After the bidding the first player puts a card on the table, setting the suit of the
# lead; all the others, clockwise, must answer with a card of the same suit." The first
# player is the one on the dealer's left, Oksana. "Is it compulsory always to play the
# same suit? The answer is clear: **yes, if you have one**. Only if you lack the suit does
# a player get a choice": to **trump** (перебити козирем) or to **discard** any other card
# (скинути), which cannot win. The highest trump wins the trick, else the highest card of
# the suit led. (The yard-bridge text does not say who leads next; the engine follows trick-taking
# custom: the winner of a trick leads to the next.)
#
# Oksana leads; then it is Taras's turn. The engine judges each card in his hand:

# %% id=follow
r.play(bot.choose_card(r))
course.verdicts(r, r.hand(r.turn))

# %% [markdown] id=puncture-intro
# ### Losing on purpose
#
# "The rule of the miss" (правило проколу): taking fewer **or more** tricks than you bid
# spoils the round. So "players with strong cards often have to 'pour' them into their
# opponents' tricks so as not to exceed their limit — they try not to win, but to lose a
# trick". The bot does this too: while it still needs tricks it wins as cheaply as it can;
# once it has its number it plays its highest card that will not win, and discards its
# most dangerous card when it cannot follow.
#
# Let the bots play on until the seventh trick comes round to Iryna. Clubs were led; she
# has none, so every card in her hand is legal — she may trump with her last heart or
# throw anything else:

# %% id=puncture
course.yard_play_until(r, trick=7, player=2, bot=bot)

# %% id=puncture-choice
course.yard_player_status(r, 2, bot)

# %% [markdown] id=puncture-notes
# Iryna bid two and has already taken two, so the bot does not trump: a third trick would
# spoil her exact bid. It throws a spade instead. Now the bots play the round to the end;
# the sheet shows every trick, each bid, and the tricks taken:

# %% id=round
course.yard_autoplay(r)
course.yard_tricks(r)

# %% [markdown] id=scoring-intro
# ## The scoring table
#
# "To keep the game fair and transparent, keep a detailed record of the points": a sheet
# of paper with **a column for each player**, filled in after every round. The yard-bridge text's
# table has four rows:
#
# - the bid fulfilled exactly: **10 points for each trick**;
# - taking extra tricks: **1 point for each**;
# - falling short of the bid: a penalty of **−10 points for each** missing trick;
# - zero bid and zero taken — a "pass" (пас): **5 points**.
#
# The second row is ambiguous. "One point for each" — each *extra* trick, or each trick
# *taken*? The yard-bridge text's own worked example settles it one way: "if you bid 2 tricks and took
# 3, you get only **3 points** (for the actual number), instead of a potential 20" — one
# point per trick taken. Read literally, the table would give 1 point there (one extra
# trick). The engine keeps both readings as data: `YARD_SEED` follows the example (the
# default) and `YARD_TABLE_LITERAL` the other. Where they differ:

# %% id=scoring
course.yard_scores_table([(3, 3), (0, 0), (2, 3), (3, 2), (1, 4), (4, 1), (0, 2), (2, 5)])

# %% [markdown] id=scoring-figure-intro
# The yard-bridge text's second example is the third row, and its first example — "bid 3, took 2:
# minus 10" — is the fourth. In a picture: whatever you bid from one trick up, the points
# peak sharply at your bid. "At first sight an overshoot looks the lesser evil", says the
# yard-bridge text, "but the scoring punishes it almost as severely as a shortfall." A bid of
# nothing is the exception: the "pass" scores its 5 only with no trick taken, and an
# overshoot earns a point a trick, so from six tricks up the zero bid scores more than
# its exact 5.

# %% id=scoring-figure
course.yard_points_figure(bids=(0, 2, 4), literal_bid=4)

# %% [markdown] id=round-score-intro
# Our round, scored line by line:

# %% id=round-score
course.yard_round_score(r)

# %% [markdown] id=round-notes
# Mykola was forced off his natural bid of three, bid two and took more — exactly the
# yard-bridge text's "forced shortage or surplus". Oksana's one trick never came. "The worst strategy
# is to take unneeded tricks 'in reserve'."

# %% [markdown] id=game-intro
# ## A whole game
#
# "The game usually goes on until a certain total is reached, or for a fixed number of
# circles." In the engine a `YardGame` plays a number of circles — in each circle every
# player deals once, the deal passing clockwise (the yard-bridge text does not say which way) — or
# plays to a target total. Here the four bots play one circle, and the engine keeps the
# score table, a column per player; each cell is *bid/taken* and the points:

# %% id=game
game = course.yard_autoplay(YardGame(YARD_FOUR, names=names, circles=1, seed=41))
course.show(game.table)

# %% [markdown] id=yard-yourself-intro
# Now play a round yourself, against three computer players: bid the number of tricks you
# will take, then play. Only the bids and cards the rules allow can be clicked; the others
# are greyed, and pointing at one tells you why.

# %% id=yard-yourself
from bridgelib.widgets.play import PlayAgainstComputer
PlayAgainstComputer("yard", seed=3)

# %% [markdown] id=game-rounds-intro
# Who dealt each round, the card that fixed trumps, and the bids and tricks in seat order
# (Oksana, Taras, Iryna, Mykola). In no round are all four bids exact:

# %% id=game-rounds
course.yard_game_rounds(game)

# %% id=game-figure
course.yard_running_figure(game)

# %% [markdown] id=readings-intro
# ### Does the reading matter?
#
# Score the very same bids and tricks with the table read literally, and the game has a
# different winner:

# %% id=readings
course.yard_readings(game)

# %% [markdown] id=readings-notes
# A close game turns on a handful of overtrick points. Players should agree on the reading
# before they start — as they would on the target total.

# %% [markdown] id=bot-figure-intro
# ## How often does the bot hit its bid?
#
# The restriction guarantees a miss at every table, but how hard is it to be exact? Let
# the bots play 200 rounds with four players and 100 with three, and count, for each bid,
# the share of bids made exactly (bids made fewer than twenty times are left out):

# %% id=bot-figure
fours, threes = course.yard_rounds(YARD_FOUR, 200), course.yard_rounds(YARD_THREE, 100)
course.bars_figure({"four players": course.yard_hit_rates(fours, minimum=20),
                    "three players": course.yard_hit_rates(threes, minimum=20)},
                   title="Yard-bridge bots: bids made exactly, by the size of the bid",
                   xlabel="bid (tricks)", ylabel="per cent made exactly")

# %% [markdown] id=bot-figure-notes
# A bid of zero is the easiest to make — throw your high cards away — but it earns only
# five. The middle bids are a coin toss even for a bot that counts every card. However
# well they play, the rule guarantees that somebody misses in every round. How many
# players were exact per round, with four players:

# %% id=exact-per-round
course.yard_exact_per_round(fours)

# %% [markdown] id=cli
# ## Play it yourself
#
# In a terminal, `bridge yard` deals a game against three bots: you are player 1, you type
# your bid and your cards (`S10`, `♠Q`, Russian `пД`, or the number shown next to a legal
# card), and the score table is printed after every round. Options: `--players 3`,
# `--circles 2` or `--target 100`, `--trump H` for an agreed trump (`none` for no trump),
# `--literal-scoring` for the table read literally, `--seed` to replay a game, and
# `--auto` to watch four bots. The engine refuses an illegal bid or card with the same
# messages as above.
#
# Try `bridge yard --seed 7`: the first round deals you Mykola's cards from this lesson,
# as the dealer, with the same bids before yours. Three is still forbidden — can you
# score more than the bot's four points?

# %% [markdown] id=quiz-intro
# ## Quiz: yard bridge

# %% id=quiz
from bridgelib.quiz import Quiz
Quiz.from_bank("yard", part="play-scoring", lesson="11b-yard-bridge-play-scoring").widget()

# %% [markdown] id=summary
# ## Summary
#
# - **Play**: the player on the dealer's left leads; follow suit if you can, otherwise
#   trump or discard; the highest trump, else the highest card of the suit led, wins.
#   Sometimes you must lose tricks on purpose.
# - **Scoring**: exact 10 a trick, a made zero ("pass") 5, under the bid −10 a missing
#   trick, over the bid 1 point a trick — each trick *taken* by the yard-bridge text's
#   example, each *extra* trick by its table read literally; agree which before you play.
# - A game is a table with a column per player, played to a total or a number of circles.
