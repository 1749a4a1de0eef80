# ---
# title: Honeymoon bridge: the deal and the preliminary play
# summary: bridge for two (супружеский бридж) as the honeymoon-bridge text tells it — its rules kept as data in two presets; drawing for dealer, the packets and the talon; thirteen preliminary tricks with draws, and what they are for
# ---

# %% [markdown] id=objectives
# # Honeymoon bridge: the deal and the preliminary play
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. deal a game of honeymoon bridge (супружеский бридж) for two: the packets and the
#    talon (талон, прикуп);
# 2. play the thirteen preliminary tricks (предварительный розыгрыш), draw from the talon
#    in the right order, and say what these tricks are for;
# 3. say what the engine does when a player draws out of turn or takes two cards.
#
# The auction, the main play and the score follow in
# [lesson 10b](10b-honeymoon-bridge-auction-play.ipynb); the whole Sergey–Olga game, checked
# and solved, in [lesson 10c](10c-honeymoon-bridge-the-game.ipynb). They use tricks
# (lesson 04), the auction (lesson 05) and scoring (lesson 08).

# %% [markdown] id=intro
# ## Bridge for two
#
# "The main obstacle to bridge spreading widely is how hard it is to learn", begins our
# Russian source (the honeymoon-bridge text), "so professional players have tried more than once to remake
# the game for a wider circle — and it worked: *honeymoon bridge* was created." It is
# recommended "as a family pastime for a free evening"; the name hints that the game is
# for two, "and you can play it even on your honeymoon".
#
# The game uses the full pack of 52 cards without jokers, the cards rank in their natural
# order from the ace down to the two, and the suits rank as in contract bridge, spades
# highest and clubs lowest — "the order of the suits matters in the auction and in the
# final count, so keep it in mind".
#
# Honeymoon bridge is played by slightly different rules in different books. The engine
# keeps each rule as a named field of a frozen *rules object*, with two presets: `seed`,
# the game exactly as our source narrates it, and `standard`, two-player "draw bridge" as
# commonly published. These are the rules on which the two disagree:

# %% id=presets
from bridgelib import course, deck
from bridgelib.games.honeymoon import Action, HoneymoonGame, HoneymoonRules
seed, standard = HoneymoonRules.preset("seed"), HoneymoonRules.preset("standard")
course.rule_differences(seed, standard)

# %% [markdown] id=deal-intro
# ## The deal
#
# First the players choose the dealer by lot (жребий): they spread the pack face down and
# each draws a card. Here the **suit** counts, not the rank: the player with the lower
# suit deals; if both draw the same suit, they draw again. Here the engine draws for
# Sergey and Olga (change the seed for another draw):

# %% id=dealer-draw
course.dealer_draw(("Sergey", "Olga"), seed=7)

# %% [markdown] id=deal-packets-intro
# The dealer shuffles and the opponent cuts (снимает колоду) — "cutting is a compulsory
# procedure in bridge, not to be skipped".
#
# The dealer then gives thirteen cards to each player in packets of three, two, three, two
# and three cards, **the opponent first**, and puts the other cards face down on the table
# as the **talon** (талон, прикуп), from which both will draw. To see the packets, deal an
# unshuffled pack, the ♣2 on top: the opponent's hand is made of runs of three, two and
# three cards, the dealer's of the runs in between.

# %% id=packets
unshuffled = HoneymoonGame.from_deck(deck(), players=("Sergey", "Olga"), dealer="Olga")
course.show(unshuffled.hand("Sergey"), unshuffled.hand("Olga"), len(unshuffled.talon),
            titles=["Sergey (the opponent: first packet)", "Olga (the dealer)",
                    "cards left in the talon"])

# %% [markdown] id=record-intro
# Our source follows one game from the deal to the score: **Sergey and Olga** play, and
# Olga deals. The game is shipped with the course as an annotated record — every draw,
# call and card, with the source's commentary in English attached to the actions it
# explains:

# %% id=record
from bridgelib.records import load_bundled
rec = load_bundled("sergey-olga")
course.record_card(rec)

# %% [markdown] id=dealt-intro
# The hands Olga dealt (the book's figure 17, which is missing from our copy of the text;
# we rebuild it below from the narrative) and the talon:

# %% id=dealt
course.honeymoon_deal(rec)

# %% [markdown] id=sorting-tip
# The source adds advice for beginners (its figure 16): thirteen cards are hard to hold,
# so sort them by suit, each suit in order of rank, and alternate red and black suits so
# as not to take a diamond for a heart. The engine's diagrams show each hand sorted by
# suit from spades down to clubs.

# %% [markdown] id=preliminary-intro
# ## The preliminary play: thirteen tricks that do not count
#
# What sets honeymoon bridge apart is that the players **first play thirteen tricks, then
# bid, then play again**. The first thirteen tricks are the preliminary play
# (предварительный розыгрыш):
#
# - the dealer's opponent, the *elder hand* (старшая рука), leads any card to the first
#   trick;
# - there are **no trumps**; the second player must follow suit if able, and otherwise
#   throws any card;
# - the higher card of the suit led wins the trick, and **the winner leads to the next**;
# - after each trick both players **draw one card from the talon**, so each holds thirteen
#   again. In the honeymoon-bridge text's words, "the player who led draws first, the one who answered
#   second". The published rules let the *winner* of the trick draw first instead;
# - the cards played go out of the game, and the tricks **do not count** in the score: it
#   does not matter who takes them.
#
# The first trick of the game: Sergey leads the ♥2, Olga plays the ♥4 and wins. Who draws
# first? The engine plays the same two cards under each preset and says whose turn it is:

# %% id=first-trick
course.first_trick_draws(rec, seed, standard)

# %% [markdown] id=follow-intro
# Suit following holds in the preliminary play under both presets. After Sergey's lead of
# the ♥2 Olga holds hearts, so she must play one; the engine judges three attempts (and a
# refused card changes nothing):

# %% id=follow
lead = rec.new_game(seed)
lead.play("H2")
course.verdicts(lead, ["Olga D3", "Olga H4", "Olga HJ"])

# %% [markdown] id=misdraw-intro
# **A draw out of turn.** "It happens that during the preliminary play a player errs and
# takes a card out of turn, or two cards instead of one. Then the opponent, when drawing,
# may look at the two top cards of the talon and take either." The engine refuses such a
# draw in play, but when it replays a record it can accept it *leniently*, report the
# irregularity and apply the honeymoon-bridge text's remedy (the rule `misdraw_remedy`). Here Olga draws
# before Sergey after the first trick; Sergey may now choose between the two top cards:

# %% id=misdraw
slip = rec.new_game(seed)
slip.play("H2"); slip.play("H4")
found = slip.apply(Action.of_draw("Olga"), lenient=True)
course.show(course.attributes(found, "kind", "text"), course.attributes(slip.legal_actions(), "self"),
            titles=["the engine reports", "Sergey's choices now"])

# %% [markdown] id=double-draw-intro
# Two cards at once get the same remedy. The text does not say what happens to the extra
# card; the engine's reading is that the offender keeps it and skips his next draw, so both
# hands hold thirteen cards again after the next trick. Here Sergey draws properly, then
# takes a second card:

# %% id=double-draw
slip = rec.new_game(seed)
slip.play("H2"); slip.play("H4"); slip.draw("Sergey")
found = slip.apply(Action.of_draw("Sergey"), lenient=True)
course.show(course.attributes(found, "kind", "text"), course.attributes(slip.legal_actions(), "self"),
            titles=["the engine reports", "Olga's choices now"])

# %% [markdown] id=purpose-intro
# **What the preliminary play is for.** "Its aim is to get rid of all your most useless
# cards and pick up cards for high contracts, which will earn more points." A low card
# led or thrown away is replaced by a card from the talon, which may be better. Here is
# how the high-card points (lesson 03) in Sergey's and Olga's hands grew, trick by trick,
# as they shed small cards and drew the talon's honours — both ended with far stronger
# hands than they were dealt:

# %% id=purpose
course.hcp_growth_figure(rec)

# %% [markdown] id=fig18-intro
# When the talon is used up, each player again holds thirteen cards, and the auction
# begins. These are the hands after the draws (the book's missing figure 18). From here
# on each player knows the other's hand exactly: 26 cards have been played and 13 are in
# your own hand, so the other 13 must be your opponent's.

# %% id=fig18
games = course.honeymoon_games(rec, seed, standard)
course.main_play_hands(rec, games["seed"])

# %% [markdown] id=quiz-intro
# ## Quiz: the rules of honeymoon bridge

# %% id=quiz
from bridgelib.quiz import Quiz
Quiz.from_bank("honeymoon", part="deal", lesson="10a-honeymoon-bridge-deal").widget()

# %% [markdown] id=summary
# ## Summary
#
# - Honeymoon bridge (супружеский бридж) is bridge for two with a full pack: 13 cards each
#   in packets of 3-2-3-2-3, the dealer's opponent first; the other 26 form the talon.
# - Thirteen **preliminary tricks** at no-trump come first: the non-dealer leads, suit must
#   be followed, the winner leads next, and after each trick both players draw from the
#   talon (the leader first in the honeymoon-bridge text, the winner first in the published
#   game). They do not count: they are for shedding bad cards and drawing good ones.
# - The engine keeps both rule sets as data, and refuses — or, replaying a record, reports
#   and remedies — a draw out of turn.
