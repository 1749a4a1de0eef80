# ---
# title: Honeymoon bridge: the Sergey–Olga game
# summary: the source's whole game in the replayer; how its lost figures were rebuilt; the two rule sets side by side and where the game breaks each; its score; an exact solver finds the cards that cost a trick; a game against the computer
# ---

# %% [markdown] id=objectives
# # Honeymoon bridge: the Sergey–Olga game
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. follow the Sergey–Olga game of our source in the replayer, and see how its lost
#    figures were rebuilt;
# 2. compare the two rule sets, and say where the game breaks each;
# 3. use an exact solver to find the cards that cost a trick;
# 4. play a whole game against the computer.
#
# It uses the rules of [lesson 10a](10a-honeymoon-bridge-deal.ipynb) and
# [lesson 10b](10b-honeymoon-bridge-auction-play.ipynb).

# %% [markdown] id=game-intro
# ## The Sergey–Olga game
#
# Now follow the whole game as the source tells it. Step through it with the replayer:
# ▶ moves one action on (a card, a draw or a call), the slider and the "Jump to…" list go
# to any trick or call, and "Open hands" shows both hands or only what a spectator sees.
# The commentary of the source appears under the action it explains, and a red line marks
# any action the rules forbid. The replayer uses the record's own rules, the honeymoon-bridge text's.

# %% id=replayer
from bridgelib import course
rec, seed, standard = course.sergey_olga()
games = course.honeymoon_games(rec, seed, standard)
from bridgelib.widgets import Replayer
Replayer(rec)

# %% [markdown] id=static-intro
# The same game as text, trick by trick with the draws, the auction, the commentary, the
# score and the irregularities (this view needs no running notebook):

# %% id=static
from bridgelib.records.summary import honeymoon_text
honeymoon_text(rec, seed)

# %% [markdown] id=rebuild-intro
# ## How the lost figures were rebuilt
#
# The book's figures 17 and 18 — the hands after the deal and after the draws — are
# missing, but the text names every card: the two cards of each preliminary trick, the two
# cards drawn after it, and the two cards of each main trick. The count tells the whole
# story: the cards *played* in the two phases are the whole pack, each card once, and every
# card drawn from the talon is played later:

# %% id=narrative-cards
course.narrative_count(rec)

# %% [markdown] id=rebuild-hands-intro
# So a player was dealt exactly the cards he played, less the cards he drew. Computed from
# the record's actions, and compared with the hands the record states:

# %% id=rebuild-hands
course.rebuilt_hands(rec)

# %% [markdown] id=rebuild-notes
# Only one thing is inferred rather than read: that the talon was stacked in the order its
# cards were drawn (the text shows the draws, not the stack). The engine then replays the
# game and every detail the text gives holds: Sergey's first lead is his smallest card, he
# has five hearts after the draws, Olga has no trump left after the fourth main trick, and
# the last two cards are his nine and her seven of spades. The record's opening comments
# (shown at the top of the text view above) list these checks.

# %% [markdown] id=compare-intro
# ## The two rule sets side by side
#
# Every rule of the two presets in words, with the honeymoon-bridge text's own sentence where it states
# the rule:

# %% id=compare
course.rules_compared(seed, standard)

# %% [markdown] id=irregular-intro
# Replayed under each preset, where does the narrated game break the rules? Under its own
# rules only once: at the twelfth preliminary trick Sergey leads although Olga won the
# eleventh. Under the published rules much more — the draws after most tricks are in the
# wrong order, the auction did not end, the wrong player led, and three trumps were played
# by a player who could follow suit:

# %% id=irregular
course.irregularities_table(games)

# %% [markdown] id=irregular-texts-intro
# The engine's own words for each irregularity other than the draws:

# %% id=irregular-texts
course.irregularities_table(games, words=True)

# %% [markdown] id=mix-intro
# Rules are data, so you can mix your own: the honeymoon-bridge text's game, but with suit following as in
# contract bridge. The new rules object prints as the code that makes it, and replaying the
# game under it finds the honeymoon-bridge text's irregularity plus the three trumps:

# %% id=mix
mine = seed.replace(may_trump_when_following=False, name="mine")
course.show(repr(mine), course.attributes(course.honeymoon_game(rec, mine).irregularities,
                                          "phase", "trick", "player", "kind"))

# %% [markdown] id=score-intro
# ## The score
#
# Sergey took eight tricks and made his two hearts redoubled. The engine scores the game
# under each preset: the honeymoon-bridge text's count, and rubber scoring for the published game (with
# 100 for honours: Sergey held four of the five top hearts):

# %% id=score
course.game_scores_table(games)

# %% [markdown] id=text-score-intro
# The text says: "his contract was two hearts, so for eight tricks he may write **320**
# points; with the double and redouble his win grows to **960**, as each trick is worth four
# times as much". The arithmetic, by the engine:

# %% id=text-score
course.text_score_check()

# %% [markdown] id=text-score-notes
# The 960 is right and the 320 is a slip: eight heart tricks are worth 240, and four times
# 320 would be 1280. (A careful reader finds two more small slips in the commentary: it
# calls Sergey's ten of hearts and Olga's ten of clubs "spot cards", though by the source's
# own definition the ten is an honour.)

# %% [markdown] id=solver-intro
# ## Which cards cost a trick?
#
# After the draws nothing is hidden: 26 cards have been played and 13 are in your hand, so
# the other 13 are your opponent's. The main play is therefore a game of **perfect information**, like chess,
# and the engine has an exact solver for it (`bridgelib.analysis.twohand`): for any
# position it finds the most tricks each player can *guarantee* against any defence, under
# either play rule. Judging every card of the main play, it lists the ones that changed
# that number — a card that cost its player a trick, with the cards that would have kept
# it — and, under the published rules, the cards that broke the play rule:

# %% id=solver
verdicts = course.solve_games(games)
course.solver_table(verdicts)

# %% [markdown] id=solver-notes
# Two findings stand out under the honeymoon-bridge text's own rules. Olga's trump at the fourth trick — the
# move the text uses to show off the honeymoon-bridge text's rule — was a mistake: following suit with the
# small spade was better. And at the tenth trick her ace of clubs handed Sergey his
# contract: the small spade would have beaten it by a trick. The narrative's happy ending
# for Sergey was Olga's last error.

# %% [markdown] id=solver-figure-intro
# The same analysis as a picture: what Sergey can guarantee after each card. Where the line
# drops, Sergey's card cost him a trick; where it rises, Olga's did. Under the honeymoon-bridge text's rules
# the mistakes cancel out, and Sergey ends with exactly the eight tricks that the
# position was worth from the start. Under the published rules the three trumps that break
# the follow-suit rule are marked, and Sergey's third round of trumps, harmless under the
# honeymoon-bridge text's rules, costs a trick there.

# %% id=solver-figure
course.solver_figure(verdicts, "Sergey", needed=games["seed"].contract.tricks_needed)

# %% [markdown] id=quiz-intro
# ## Quiz: the rules of honeymoon bridge

# %% id=quiz
from bridgelib.quiz import Quiz
Quiz.from_bank("honeymoon", part="rule-sets", lesson="10c-honeymoon-bridge-the-game").widget()

# %% [markdown] id=play-intro
# ## Play a game against the computer
#
# You are "You", the computer deals, so you lead to the first preliminary trick. Click a
# card to play it; your draws from the talon are made for you (the rules leave no choice),
# and in the auction you click a call. **Hint** asks the exact solver for your best cards
# in the main play, and **Undo** takes back your last card or call. This game uses the
# honeymoon-bridge text's rules (`rules="seed"`); write `rules="standard"` for the published ones, and press **New deal** for
# another game.

# %% id=play
from bridgelib.widgets import PlayAgainstComputer
PlayAgainstComputer("honeymoon", seed=10, rules="seed")

# %% [markdown] id=summary
# ## Summary
#
# - The Sergey–Olga game is shipped as an annotated record; its lost figures follow from
#   the cards it names: a player was dealt what he played less what he drew.
# - The engine holds both rule sets as data, replays the game under either (or your own
#   mix), and reports every broken rule with its trick.
# - The main play is a game of perfect information; the exact solver names the cards that
#   cost a trick.
