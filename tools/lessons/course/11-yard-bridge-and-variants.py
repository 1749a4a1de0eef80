# ---
# title: Yard bridge and other variants
# summary: yard bridge (дворовий бридж) for 3 or 4 players with 36 cards — trump from the deal, bidding an exact number of tricks, the dealer's restriction, the yard-bridge text's scoring table and its two readings, a whole game between bots; bridge for two with an open or closed dummy; Chinese bridge and what its description leaves out
# ---

# %% [markdown] id=objectives
# # Yard bridge and other variants
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. deal a round of **yard bridge** (дворовий бридж) for four or three players from the
#    36-card pack, and fix the trump suit (козир) by each of the yard-bridge text's rules;
# 2. bid an exact number of tricks (замовлення) in turn, and say which bid the **dealer**
#    may not make, and why that rule guarantees that somebody misses (прокол);
# 3. play a round: follow suit, otherwise trump or discard — and lose tricks on purpose
#    when you already have your number;
# 4. score rounds with the yard-bridge text's table, and explain its ambiguous row and the two ways to
#    read it;
# 5. keep the running score table of a whole game;
# 6. play **bridge for two** with an open or a closed dummy (болван), and describe
#    **Chinese bridge** (китайский бридж) — and say what its source leaves out.
#
# The play of a trick is lesson 04's; the rest of this lesson is new games built from it.

# %% [markdown] id=intro
# ## A trick game where you must be exact
#
# Our Ukrainian source (the yard-bridge text) calls yard bridge "a popular, gambling trick-taking game"
# that "combines simplicity with depth of strategic planning". It is not contract bridge:
# there are **no partnerships** — "each player plays strictly for himself" — no auction of
# contracts, no conventions and no signals. What it keeps from bridge is the trick, the
# trump suit, and one idea pushed to the limit: *before the play*, each player says how
# many tricks he will take, and then must take **exactly** that many. "Players must not
# just capture their opponents' cards but foresee precisely how their own combinations
# will fare."
#
# The engine models the game in `bridgelib.games.yard` (its rules as data), scores it with
# `bridgelib.scoring.yard`, and plays it with a bot from `bridgelib.bots.yard`.

# %% [markdown] id=deck-intro
# ## The pack and the deal
#
# Yard bridge uses the short 36-card pack (колода з 36 карт): the twos, threes, fours and
# fives are taken out, leaving the six up to the ace in each suit (lesson 01). "The best
# number of players is exactly four: each gets nine cards, which uses up the pack. If the
# company is three, they get twelve each." The rules come as two presets:

# %% id=deck
from bridgelib import Suit, course, deck, stats
from bridgelib.games.yard import YARD_FOUR, YARD_THREE, YARD_TWO, TrumpRule, YardGame, YardRound, YardRules, deal_yard
course.table([[r.name, r.players, r.tricks, r.players * r.tricks, len(deck(36)), stats.hand_count(r.tricks, 36)]
              for r in (YARD_FOUR, YARD_THREE)],
             ["preset", "players", "cards each = tricks", "cards dealt", "cards in the pack", "different hands"])

# %% [markdown] id=deal-intro
# The order never changes: shuffle thoroughly, **deal one card at a time** ("роздача карт
# по одній"), then fix the trump suit. The yard-bridge text does not say where the deal starts; the
# engine deals clockwise from the dealer's left, as card players usually do, so the dealer
# receives the last card.
#
# Here is a round between Oksana, Taras, Iryna and Mykola, who sit in that order
# clockwise. Mykola deals.

# %% id=deal
names = ("Oksana", "Taras", "Iryna", "Mykola")
r = YardRound.deal(YARD_FOUR, dealer=3, seed=7, names=names)
course.show(*(r.hand(p) for p in range(4)),
            titles=[n + (" (dealer)" if p == r.dealer else "") for p, n in enumerate(names)])

# %% [markdown] id=trump-intro
# ## The trump suit
#
# The yard-bridge text gives three ways to fix the trump suit:
#
# - "after the deal the **next card** of the pack, if one is left, is turned face up on
#   the table" (`TrumpRule.TURN_UP`);
# - "if four play and the pack is dealt out, trump may be **agreed** beforehand"
#   (`TrumpRule.AGREED`),
# - "or fixed by **the dealer's last card**" (`TrumpRule.DEALER_LAST_CARD`, the presets'
#   default).
#
# In our round the last card dealt, Mykola's, makes its suit trumps:

# %% id=trump
r.trump_card, r.trump, r.trump_card in r.hand(r.dealer)

# %% [markdown] id=turn-up-intro
# The rule is data, so the other two are one keyword away. Turning up the next card is
# impossible when the whole pack has been dealt, and the engine says so (the error is on
# purpose):

# %% id=turn-up tags=raises-exception
YardRules(trump_rule=TrumpRule.TURN_UP)

# %% [markdown] id=turn-up-short-intro
# With a shorter deal — eight cards each, say, which the yard-bridge text's wording allows for but
# never uses — four cards stay in the pack and the first of them is turned up. And an
# agreed trump needs no card at all:

# %% id=turn-up-short
short = YardRules(name="eight cards, turn-up", hand_size=8, trump_rule=TrumpRule.TURN_UP)
agreed = YardRules(name="agreed: hearts", trump_rule=TrumpRule.AGREED, agreed_trump=Suit.HEARTS)
course.table([[rules.name, rules.tricks, *deal_yard(rules, seed=7)[1:]] for rules in (YARD_FOUR, short, agreed)],
             ["rules", "tricks", "trump", "card that fixed it"])

# %% [markdown] id=trumps-intro
# ### How many trumps will I hold?
#
# A suit has nine cards in this pack, so a hand of nine holds two or three trumps on
# average — but the rule for fixing trump makes a difference. With an agreed suit every
# player's chance is the same: it is the chance that a fixed suit has that length, which
# the engine counts exactly from the patterns of nine-card hands (lesson 02) — each
# pattern contributes, for each length, the share of its four suits that have it.
#
# When the dealer's last card fixes trump, the dealer **always** has at least one trump,
# and a hand with more cards of a suit is more likely to have supplied the last card: a
# suit of length *k* is chosen with chance *k*/9. For any other player the last card came
# from the 27 cards he does not hold, of which 9 − *k* are of his *k*-card suit.

# %% id=trumps
nine = stats.pattern_probabilities(9, 36)
fixed = {k: sum(p * pattern.count(k) for pattern, p in nine.items()) / 4 for k in range(10)}
trumps = {"trump agreed (every player)": fixed, "the dealer (his last card is trump)": {k: 4 * fixed[k] * k / 9 for k in fixed},
         "the other three players": {k: 4 * fixed[k] * (9 - k) / 27 for k in fixed}}
course.bars_figure(trumps, title="Trumps in a nine-card hand of yard bridge (exact)", xlabel="trumps in the hand",
                   keys=range(8))

# %% [markdown] id=trumps-check-intro
# On average (the three lines of the figure, and the exact values as fractions):

# %% id=trumps-mean
course.table([[who, round(float(stats.mean(d)), 3), str(stats.mean(d))] for who, d in trumps.items()],
             ["whose hand", "trumps on average", "exactly"])

# %% [markdown] id=trumps-sim-intro
# The dealer holds about three quarters of a trump more than the others: his last card is a
# trump, and his other eight come from 35 cards that hold the remaining eight trumps. Let us check
# the exact counts against 3,000 shuffles by the engine's own dealer:

# %% id=trumps-sim
deals = [deal_yard(YARD_FOUR, seed=s) for s in range(3000)]
simulated = stats.frequencies(hands[0].length(trump) for hands, trump, card in deals)
course.probability_table(trumps["the dealer (his last card is trump)"], simulated, label="trumps in the dealer's hand", top=8)

# %% [markdown] id=bidding-intro
# ## Bidding: how many tricks will you take?
#
# "Once the cards are in the hands the most responsible stage begins — the bidding"
# (торгівля). In turn, **starting with the player on the dealer's left**, every player
# says aloud the number of tricks he plans to take this round: any number from 0 to the
# cards in his hand. It takes "a sober estimate of the strength of your suits and of your
# trumps".
#
# The bot estimates a hand by adding up the chance that each card takes a trick: the ace
# of trumps surely, a trump king or an outside ace usually, queens and small cards rarely,
# spare trumps with a short side suit sometimes. Its estimates for our four hands, in
# bidding order:

# %% id=estimates
from bridgelib.bots.yard import YardBot, estimate_tricks
order = [(r.first_player + k) % 4 for k in range(4)]
course.table([[names[p], r.hand(p), round(estimate_tricks(list(r.hand(p)), r.trump), 2)] for p in order],
             ["player", "hand", "the bot's estimate of its tricks"])

# %% [markdown] id=bids-intro
# Oksana, Taras and Iryna bid, each rounding the estimate:

# %% id=bids
bot = YardBot()
for _ in range(3):
    r.bid(bot.choose_bid(r))
r.bids_by_player, names[r.turn]

# %% [markdown] id=restriction-intro
# ### The dealer's restriction
#
# "The basic rules contain one critically important condition that makes the game
# unpredictable. The last player, the dealer, is deprived of full freedom of choice. He
# may not bid a number of tricks which, **added to the other players' bids, makes 9**
# (the number of cards in a hand)." The engine judges every bid Mykola could make:

# %% id=restriction
course.verdicts(r, range(10), check="check_bid")

# %% [markdown] id=refused-intro
# Mykola's hand is worth about three tricks by the bot's count — but three is the one
# number he may not say. If he says it anyway, the engine refuses the bid and names the
# rule (the error is on purpose):

# %% id=refused tags=raises-exception
r.bid(3)

# %% [markdown] id=refused-after-intro
# A refused bid changes nothing: the same three bids stand, it is still Mykola's turn,
# and three is still the only number missing from his legal bids.

# %% id=refused-after
r.bids, names[r.turn], r.forbidden_bid(), r.legal_bids()

# %% [markdown] id=why-restriction
# Why the rule? The four players always take nine tricks between them. If the bids could
# add up to nine, everyone might be right; because they cannot, **at least one player must
# miss** — "this forced shortage or surplus of tricks guarantees that at least one player
# will certainly not fulfil his plan. That is the whole point of the game: you must not
# just play well, but make your opponents err in their forecasts." The bot bids the
# nearest legal number to its estimate:

# %% id=dealer-bid
r.bid(bot.choose_bid(r))
r.bids_by_player, sum(r.bids), r.tricks_total

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
while len(r.tricks) < 6 or r.turn != 2:
    r.play(bot.choose_card(r))
course.show(course.table(zip((names[p] for p in r.current_trick.order), r.current_trick.cards), ["player", "card"]),
            r.hand(2), titles=["trick 7 so far", "Iryna's hand"])

# %% id=puncture-choice
r.bid_of(2), r.tricks_won(2), bot.choose_card(r)

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
from bridgelib.scoring.yard import YARD_SEED, YARD_TABLE_LITERAL, YardScoreTable, yard_points
examples = [(3, 3), (0, 0), (2, 3), (3, 2), (1, 4), (4, 1), (0, 2), (2, 5)]
course.table([[b, t, yard_points(b, t), yard_points(b, t, YARD_TABLE_LITERAL), YARD_SEED.explain(b, t)] for b, t in examples],
             ["bid", "taken", "seed's example", "table literally", "the engine explains (seed's example)"])

# %% [markdown] id=scoring-figure-intro
# The yard-bridge text's second example is the third row, and its first example — "bid 3, took 2:
# minus 10" — is the fourth. In a picture: whatever you bid, the points peak sharply at
# your bid. "At first sight an overshoot looks the lesser evil", says the yard-bridge text, "but the
# scoring punishes it almost as severely as a shortfall."

# %% id=scoring-figure
course.lines_figure({f"bid {b}": {t: yard_points(b, t) for t in range(10)} for b in (0, 2, 4)}
                    | {"bid 4, table read literally": {t: yard_points(4, t, YARD_TABLE_LITERAL) for t in range(10)}},
                    title="Points for a round of yard bridge, by the tricks taken", xlabel="tricks taken",
                    ylabel="points", hline=0)

# %% [markdown] id=round-score-intro
# Our round, scored line by line:

# %% id=round-score
course.table([[names[p], r.bid_of(p), r.taken[p], YARD_SEED.explain(r.bid_of(p), r.taken[p])] for p in order],
             ["player", "bid", "taken", "points"])

# %% [markdown] id=round-notes
# Mykola was forced off his natural bid of three, bid two and took more — exactly the
# seed's "forced shortage or surplus". Oksana's one trick never came. "The worst strategy
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
rounds = game.history + [game.round]
course.table([[k, names[x.dealer], x.trump_card, x.bids_by_player, x.taken, sum(x.bids)] for k, x in enumerate(rounds, 1)],
             ["round", "dealer", "trump card", "bids", "taken", "bids add up to"])

# %% id=game-figure
running = game.table.running()
course.lines_figure({n: {0: 0} | {k: totals[i] for k, totals in enumerate(running, 1)} for i, n in enumerate(names)},
                    title="Running totals of the game", xlabel="rounds played", ylabel="points")

# %% [markdown] id=readings-intro
# ### Does the reading matter?
#
# Score the very same bids and tricks with the table read literally, and the game has a
# different winner:

# %% id=readings
literal = YardScoreTable(names, (), YARD_TABLE_LITERAL)
for row in game.table.rounds:
    literal = literal.add(row.bids, row.taken)
course.show(game.table, literal, game.winners, literal.leaders,
            titles=["seed's example", "table read literally", "wins", "wins"])

# %% [markdown] id=readings-notes
# A close game turns on a handful of overtrick points. Players should agree on the reading
# before they start — as they would on the target total.

# %% [markdown] id=three-intro
# ## Three players
#
# With three players everyone holds twelve cards and there are twelve tricks; the dealer
# may not make the bids add up to twelve. (The yard-bridge text writes "9", the number of tricks with
# four players; the engine applies the same rule to the tricks available.) One round:

# %% id=three
three = course.yard_autoplay(YardRound.deal(YARD_THREE, dealer=2, seed=3, names=names[:3]))
course.show(YardScoreTable(names[:3]).add(three.bids_by_player, three.taken),
            course.table([[sum(three.bids), three.tricks_total]], ["bids add up to", "tricks"]))

# %% [markdown] id=yard-two-intro
# ## Two players
#
# The yard-bridge text ends by saying that the rules adapt easily to two players, "simply
# by changing the number of cards dealt, or by bringing in a dummy — the open cards of an
# imaginary player". The engine models the first way: two hands of twelve cards (the text
# names no number; twelve, as with three players, leaves cards over to turn up the trump),
# and the dealer may not make the two bids add up to twelve. The dummy way is not modelled:
# the text does not say who plays the imaginary player's cards, or whether it bids.

# %% id=yard-two
two = course.yard_autoplay(YardRound.deal(YARD_TWO, dealer=1, seed=4, names=names[:2]))
course.show(YardScoreTable(names[:2]).add(two.bids_by_player, two.taken),
            course.table([[sum(two.bids), two.tricks_total]], ["bids add up to", "tricks"]))

# %% [markdown] id=bot-figure-intro
# ## How often does the bot hit its bid?
#
# The restriction guarantees a miss at every table, but how hard is it to be exact? Let
# the bots play 200 rounds with four players and 100 with three, and count, for each bid,
# the share of bids made exactly (bids made fewer than twenty times are left out):

# %% id=bot-figure
fours = [course.yard_autoplay(YardRound.deal(YARD_FOUR, seed=s)) for s in range(200)]
threes = [course.yard_autoplay(YardRound.deal(YARD_THREE, seed=s)) for s in range(100)]
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
course.probability_table(stats.frequencies(sum(b == t for b, t in zip(x.bids_by_player, x.taken)) for x in fours),
                         label="players exact in a round", column="share of the 200 rounds")

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

# %% [markdown] id=sports
# ## Yard bridge and sports bridge
#
# The yard-bridge text ends by telling the two games apart. **Sports bridge** (спортивний бридж) is a
# recognised sport under the Olympic committee, played with 52 cards by **pairs** — North
# and South against East and West — and its result depends on teamwork. **Yard bridge**
# with 36 cards is "simplified bridge for beginners and for relaxing in company": no
# conventions or signals, **every player for himself**, so that the blame for a miss falls
# on the player alone. "The flexibility of the rules also makes it easy to play bridge for
# two — by changing the number of cards dealt, or by bringing in a 'dummy' (the open cards
# of an imaginary player)." Our Russian source (the honeymoon-bridge text) describes such a game.

# %% [markdown] id=two-intro
# ## Bridge for two with a dummy
#
# The honeymoon-bridge text's paragraph, in full: "The chosen dealer deals 13 cards to four places, for his
# opponent and himself. The auction also starts with the dealer, but at his very first
# call he loses the right to pass. When the bid is made, the dealer chooses the dummy
# (**open** — faced straight after the deal; **closed** — kept hidden from everyone for
# the whole game) with which the play goes on. The decision is compulsory. The auction
# goes on until the first 'pass'. The scoring does not change at all."
#
# So each player has a dummy (болван) of his own: in the engine the players sit South and
# West, South's dummy is North and West's is East. Here is one deal as South sees it,
# with open and with closed dummies — a closed dummy is hidden even from its owner:

# %% id=two-views
from bridgelib import Deal, Seat
from bridgelib.games.two import TwoBot, TwoPlayerGame, TwoPlayerRubber
two = {mode: TwoPlayerGame(Deal.random(seed=4), dealer=Seat.SOUTH, seed=1) for mode in ("open", "closed")}
for mode, g in two.items():
    g.choose_dummy(mode)
course.show(*(course.two_view(g, "S") for g in two.values()), titles=["open dummies", "closed dummies"])

# %% [markdown] id=two-pass-intro
# The dealer may not open with a pass (the error is on purpose):

# %% id=two-pass tags=raises-exception
two["closed"].call("Pass")

# %% [markdown] id=two-auction-intro
# The computer (`TwoBot`) bids for both players: it adds up its own high-card points and
# its dummy's (when the dummies are closed it assumes its dummy holds an average 10) and
# bids what the total is worth. The first pass ends the auction:

# %% id=two-auction
g, bot2 = two["closed"], TwoBot()
said = []
while g.phase == "auction":
    said.append(bot2.act(g))
said, g.contract, g.turn_seat

# %% [markdown] id=two-play-intro
# Declarer plays his own hand and his dummy; a card from a closed dummy is played
# **blind** — its owner calls for a card and one of the dummy's legal cards is taken at
# random (the honeymoon-bridge text does not say how a hidden dummy is played; this is the engine's
# choice, and the engine still makes it follow suit). The tricks, and the result written
# on an ordinary rubber scorepad ("the scoring does not change"):

# %% id=two-play
from bridgelib.scoring.rubber import Scorepad
while g.phase == "play":
    bot2.act(g)
course.show(course.attributes(g.play.tricks, "leader", "self", "winner", header=["leader", "trick", "won by"]),
            g.result, Scorepad().add(g.result, g.honours), titles=["tricks", "result", "scorepad"])

# %% [markdown] id=two-rubber-intro
# A whole rubber against the computer — here the computer plays both sides, choosing open
# dummies, and the dealer alternates:

# %% id=two-rubber
rubber = TwoPlayerRubber(seed=2, human=None)
while not rubber.is_over:
    rubber.next_deal()
course.show(course.table([[k, d.dealer, d.mode.value, d.auction, d.result] for k, d in enumerate(rubber.history, 1)],
                         ["deal", "dealer", "dummies", "auction", "result"]), rubber.pad)

# %% [markdown] id=two-yourself
# Play a rubber yourself: you are South, North is your dummy; the computer is West with
# East. As dealer you choose open or closed dummies; a closed dummy stays face down, and
# *Play blind* plays one of its cards unseen. (From Python: a rubber with
# `human=Seat.SOUTH` and its methods `choose_dummy("open")`, `call("1S")`, `play("HQ")`,
# `play_blind()`.)

# %% id=two-table
PlayAgainstComputer("two", seed=2)

# %% [markdown] id=chinese-intro
# ## Chinese bridge
#
# The honeymoon-bridge text has one more paragraph: "Chinese bridge also has simple rules. They do not
# differ much from the other variants. Here the opponents take turns to deal. First deal
# 4 cards each, then 44 more in the same order. Then turn face up, for yourself, 11 of the
# cards dealt in the second part; the first 4 stay in the hand all the time."
#
# That is all it says. The numbers add up only for two players — 8 + 44 = 52 — so each
# player ends with 4 cards in the hand and 22 more, of which 11 are turned up. The engine
# deals exactly that (`bridgelib.games.chinese`), turning up here the first eleven of each
# player's second part:

# %% id=chinese
from bridgelib.games.chinese import GAPS, ChineseDeal
dealt = ChineseDeal.deal(dealer=0, seed=2)
laid = dealt.turn_up_first(0).turn_up_first(1)
course.table([[p, laid.hand(p), laid.face_up(p), laid.face_down(p)] for p in (0, 1)],
             ["player", "in the hand (the first 4)", "turned face up (11)", "the other 11"])

# %% [markdown] id=chinese-refused-intro
# The engine checks what the yard-bridge text does state, for example that the first four cards stay
# in the hand (the error is on purpose):

# %% id=chinese-refused tags=raises-exception
dealt.turn_up(0, [*dealt.second(0)[:10], *dealt.hand(0)][:11])

# %% [markdown] id=chinese-gaps-intro
# Everything else is missing, and the engine does not invent it. Its list of the gaps,
# which is why the course describes Chinese bridge but cannot let you play it:

# %% id=chinese-gaps
course.table([[k, gap] for k, gap in enumerate(GAPS, 1)], ["", "the honeymoon-bridge text does not say"])

# %% [markdown] id=quiz-intro
# ## Quiz: yard bridge

# %% id=quiz
from bridgelib.quiz import Quiz
Quiz.from_bank("yard", lesson="11-yard-bridge-and-variants").widget()

# %% [markdown] id=summary
# ## Summary
#
# - **Yard bridge** (дворовий бридж): 36 cards (six to ace), four players with nine cards
#   or three with twelve, dealt one at a time; every player for himself.
# - **Trump**: the next card turned up if any is left, else agreed beforehand or fixed by
#   the dealer's last card — so the dealer always holds a trump, and averages more.
# - **Bidding**: in turn from the dealer's left, each player bids the exact number of
#   tricks he will take. The dealer, last, may not make the total equal the tricks
#   available, so at least one player always misses (прокол).
# - **Play**: the player on the dealer's left leads; follow suit if you can, otherwise
#   trump or discard; the highest trump, else the highest card of the suit led, wins.
#   Sometimes you must lose tricks on purpose.
# - **Scoring**: exact 10 a trick, a made zero ("pass") 5, under the bid −10 a missing
#   trick, over the bid 1 point a trick — each trick *taken* by the yard-bridge text's example, each
#   *extra* trick by its table read literally; agree which before you play.
# - **Bridge for two**: each player has a dummy, open or closed, chosen by the dealer; the
#   dealer may not pass first, the first pass ends the auction, scoring as in rubber bridge.
# - **Chinese bridge**: two players, 4 cards kept in the hand, 11 of the next 22 turned
#   up; its play and scoring are not described, and the engine lists what is missing.
