# ---
# title: Honeymoon bridge
# summary: bridge for two (супружеский бридж) as the honeymoon-bridge text tells it — the deal and the talon, thirteen preliminary tricks with draws, the auction, the main play and the honeymoon-bridge text's scoring; the Sergey–Olga game replayed, checked against two rule sets and solved exactly; a game against the computer
# ---

# %% [markdown] id=objectives
# # Honeymoon bridge
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. deal a game of honeymoon bridge (супружеский бридж) for two: the packets and the
#    talon (талон, прикуп);
# 2. play the thirteen preliminary tricks (предварительный розыгрыш), draw from the talon
#    in the right order, and say what these tricks are for;
# 3. hold the two-player auction and say when it ends;
# 4. play the main tricks, and say when you may trump a suit that you could follow;
# 5. score a game with the honeymoon-bridge text's simple count (and know how the published game scores);
# 6. follow the Sergey–Olga game of our source in the replayer, see how its lost figures
#    were rebuilt, and where it breaks each rule set;
# 7. use an exact solver to find the cards that cost a trick;
# 8. play a whole game against the computer.
#
# This is the longest lesson of the course, and it uses everything before it: tricks
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
from bridgelib import Contract, Hand, course, deck
from bridgelib.games.honeymoon import Action, ActionKind, HoneymoonGame, HoneymoonRules, rules_table
seed, standard = HoneymoonRules.preset("seed"), HoneymoonRules.preset("standard")
[rule for rule, mine, theirs in seed.differences(standard) if rule != "name"]

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
actions = [node.action for node in rec.mainline()]
rec

# %% [markdown] id=dealt-intro
# The hands Olga dealt (the book's figure 17, which is missing from our copy of the text;
# we rebuild it below from the narrative) and the talon:

# %% id=dealt
course.show(*rec.hands.values(), len(rec.talon),
            titles=[f"{p} ({'deals' if p == rec.dealer else 'leads first'})" for p in rec.players]
            + ["cards in the talon"])

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
rows = []
for rules in (seed, standard):
    first = rec.new_game(rules)
    first.play("H2"); first.play("H4")
    rows.append([rules.name, first.preliminary_tricks[-1], first.turn])
course.table(rows, ["rules", "preliminary trick 1", "draws first"])

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
full = [st for st in rec.cursor().states() if st.phase in ("preliminary", "auction")
        and not st.trick and not st.auction and all(len(h) == 13 for h in st.hands.values())]
course.lines_figure({p: {k: Hand(st.hands[p]).hcp for k, st in enumerate(full)} for p in rec.players},
                    title="High-card points in each hand after each preliminary trick and its draws",
                    xlabel="preliminary tricks played", ylabel="high-card points")

# %% [markdown] id=fig18-intro
# When the talon is used up, each player again holds thirteen cards, and the auction
# begins. These are the hands after the draws (the book's missing figure 18). From here
# on each player knows the other's hand exactly: 26 cards have been played and 13 are in
# your own hand, so the other 13 must be your opponent's.

# %% id=fig18
games = {rules.name: course.honeymoon_game(rec, rules) for rules in (seed, standard)}
course.show(*(Hand(h) for h in games["seed"].state.main_hands), titles=list(rec.players))

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
after_xx = [course.honeymoon_game(rec, rules, until="Sergey XX") for rules in (seed, standard)]
course.table([[g.rules.name, g.phase.value, g.turn, g.contract, g.declarer] for g in after_xx],
             ["rules", "phase", "next to act", "contract", "declarer"])

# %% [markdown] id=auction-more-intro
# Under the published rules Olga still has a call: she may pass, leaving two hearts
# redoubled, or bid again. Her first few possible calls:

# %% id=auction-more
after_xx[1].legal_calls()[:6]

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
at_ace = [course.honeymoon_game(rec, rules, until="Sergey SA") for rules in (seed, standard)]
course.show(*(course.verdicts(g, ["Olga S7", "Olga HJ", "Olga DA"]) for g in at_ace),
            titles=["seed rules", "standard rules"])

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
from bridgelib.scoring.honeymoon import FailedDouble, seed_score
examples = [("3H", 9), ("3H", 10), ("3H", 7), ("1NT", 7), ("3NT", 9), ("2SX", 8), ("2SXX", 8), ("4DX", 8)]
course.table([[Contract.from_str(c), n, *seed_score(Contract.from_str(c), n).points] for c, n in examples],
             ["contract", "tricks taken", "declarer writes", "opponent writes"])

# %% [markdown] id=failed-double-intro
# The sentence about a double that is "not fulfilled" can be read two ways. The course
# reads it as the narrative uses the words: Olga doubles to stop Sergey's contract, so her
# double fails when he **makes** it, and she writes off 50. The other reading fines the
# declarer of a doubled contract that **fails**. The engine keeps both (and "no fine") as
# the rule `failed_double`: here is two hearts doubled, made with eight tricks and failing
# with seven, under each reading.

# %% id=failed-double
course.table([[fd.value, n, *seed_score(Contract.from_str("2HX"), n, failed_double=fd).points]
              for fd in FailedDouble for n in (8, 7)],
             ["who pays for a failed double", "tricks taken", "declarer writes", "opponent writes"])

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

# %% [markdown] id=game-intro
# ## The Sergey–Olga game
#
# Now follow the whole game as the source tells it. Step through it with the replayer:
# ▶ moves one action on (a card, a draw or a call), the slider and the "Jump to…" list go
# to any trick or call, and "Open hands" shows both hands or only what a spectator sees.
# The commentary of the source appears under the action it explains, and a red line marks
# any action the rules forbid. The replayer uses the record's own rules, the honeymoon-bridge text's.

# %% id=replayer
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
played_cards = [a.card for a in actions if a.kind is ActionKind.CARD]
drawn_cards = [a.card for a in actions if a.kind is ActionKind.DRAW]
course.table([["cards played", len(played_cards)], ["different cards played", len(set(played_cards))],
              ["cards drawn", len(drawn_cards)], ["every drawn card is played later", set(drawn_cards) <= set(played_cards)],
              ["the talon is the drawn cards in drawing order", drawn_cards == list(rec.talon)]], ["", "count"])

# %% [markdown] id=rebuild-hands-intro
# So a player was dealt exactly the cards he played, less the cards he drew. Computed from
# the record's actions, and compared with the hands the record states:

# %% id=rebuild-hands
played = {p: Hand(a.card for a in actions if a.player == p and a.kind is ActionKind.CARD) for p in rec.players}
drawn = {p: Hand(a.card for a in actions if a.player == p and a.kind is ActionKind.DRAW) for p in rec.players}
course.table([[p, len(played[p]), drawn[p], played[p].remove(*drawn[p]), played[p].remove(*drawn[p]) == rec.hands[p]]
              for p in rec.players], ["player", "cards played", "cards drawn", "so he was dealt", "as in the record"])

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
rows = rules_table(seed, standard)
course.table(rows[1:], rows[0])

# %% [markdown] id=irregular-intro
# Replayed under each preset, where does the narrated game break the rules? Under its own
# rules only once: at the twelfth preliminary trick Sergey leads although Olga won the
# eleventh. Under the published rules much more — the draws after most tricks are in the
# wrong order, the auction did not end, the wrong player led, and three trumps were played
# by a player who could follow suit:

# %% id=irregular
course.table([[name, i.phase, i.trick, i.player, i.kind, i.rule] for name, g in games.items()
              for i in g.irregularities], ["rules", "phase", "trick", "player", "what", "rule broken"])

# %% [markdown] id=irregular-texts-intro
# The engine's own words for each irregularity other than the draws:

# %% id=irregular-texts
course.table([[name, i.text] for name, g in games.items() for i in g.irregularities
              if i.kind != "draw-out-of-turn"], ["rules", "the engine says"])

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
course.table([[name, e.who, e.label, e.points, e.below] for name, g in games.items() for e in g.score().entries],
             ["rules", "who writes", "for", "points", "below the line"])

# %% [markdown] id=text-score-intro
# The text says: "his contract was two hearts, so for eight tricks he may write **320**
# points; with the double and redouble his win grows to **960**, as each trick is worth four
# times as much". The arithmetic, by the engine:

# %% id=text-score
from bridgelib import Strain
from bridgelib.scoring.honeymoon import seed_trick_points
eight = seed_trick_points(Strain.HEARTS, 8)
course.table([["eight heart tricks at 30", eight], ["redoubled: four times as much", 4 * eight],
              ["the text's 320, four times", 4 * 320], ["the engine: 2♥XX with 8 tricks", seed_score(Contract.from_str("2HXX"), 8).declarer_points]],
             ["", "points"])

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
from bridgelib.analysis.twohand import analyse_game
verdicts = {name: analyse_game(g, all_cards=True) for name, g in games.items()}
course.table([[name, v.trick, v.player, v.card, v.text()] for name, vs in verdicts.items() for v in vs
              if v.cost or not v.legal], ["rules", "trick", "player", "card", "the solver says"])

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
# seed's rules, costs a trick there.

# %% id=solver-figure
course.solver_figure(verdicts, "Sergey", needed=games["seed"].contract.tricks_needed)

# %% [markdown] id=quiz-intro
# ## Quiz: the rules of honeymoon bridge

# %% id=quiz
from bridgelib.quiz import Quiz
Quiz.from_bank("honeymoon", lesson="10-honeymoon-bridge").widget()

# %% [markdown] id=play-intro
# ## Play a game against the computer
#
# You are "You", the computer deals, so you lead to the first preliminary trick. Click a
# card to play it; your draws from the talon are made for you (the rules leave no choice),
# and in the auction you click a call. **Hint** asks the exact solver for your best cards
# in the main play, and **Undo** takes back your last card or call. This game uses the
# seed's rules; write `rules="standard"` for the published ones, and press **New deal** for
# another game.

# %% id=play
from bridgelib.widgets import PlayAgainstComputer
PlayAgainstComputer("honeymoon", seed=10, rules="seed")

# %% [markdown] id=summary
# ## Summary
#
# - Honeymoon bridge (супружеский бридж) is bridge for two with a full pack: 13 cards each
#   in packets of 3-2-3-2-3, the dealer's opponent first; the other 26 form the talon.
# - Thirteen **preliminary tricks** at no-trump come first: the non-dealer leads, suit must
#   be followed, the winner leads next, and after each trick both players draw from the
#   talon (the leader first in the honeymoon-bridge text, the winner first in the published game). They do
#   not count: they are for shedding bad cards and drawing good ones.
# - The **auction** starts with the dealer, uses the bids, doubles and redoubles of contract
#   bridge, and ends after a pass — or, in the honeymoon-bridge text, at once after a redouble.
# - In the **main play** the honeymoon-bridge text lets the declarer lead and lets a player trump even when
#   able to follow suit; the published game has the opponent lead and requires following
#   suit.
# - The honeymoon-bridge text scores **every trick** taken (minors 20, majors 30, no-trump 40 then 30),
#   doubled ×2 and redoubled ×4, with 50 off for a failed double and no bonuses; the
#   published game scores as rubber bridge.
# - The engine holds both rule sets as data, replays the Sergey–Olga game under either,
#   reports every broken rule with its trick, and solves the main play exactly.
