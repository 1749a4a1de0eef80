# ---
# title: Scoring
# summary: duplicate scoring (trick score, part-score, game and slam bonuses, overtricks, undertricks, doubles, vulnerability), the rubber scorepad, IMPs, matchpoints and total points
# ---

# %% [markdown] id=objectives
# # Scoring
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. say what vulnerability (зональность: в зоне / до зоны) is and find it from a board
#    number;
# 2. score a contract in duplicate: the trick score (стоимость контракта), the part-score,
#    game and slam bonuses, overtricks (лишние взятки) and undertricks (подсад), doubled
#    and redoubled;
# 3. keep a rubber-bridge scorepad: above and below the line (над чертой / под чертой),
#    games, vulnerability, the rubber bonus, honours (онеры) and an unfinished rubber;
# 4. compare results in a tournament by matchpoints, by IMPs and by total points (Law 78).
#
# Every number in this lesson is computed by `bridgelib.scoring`, which follows the Laws of
# Duplicate Bridge (Law 77 for a deal's score, Law 78 for comparing scores).

# %% [markdown] id=vul-intro
# ## Vulnerability
#
# A side that is **vulnerable** (в зоне) plays for higher stakes: bigger bonuses when it
# makes a game or slam, bigger penalties when it fails; a side **not vulnerable** is "до
# зоны". Our Russian source lists the four states from one side's point of view: nobody
# vulnerable, only the opponents, only us, both. Our Bulgarian source adds that in sports
# bridge "the vulnerabilities simply rotate": the board number fixes both the dealer and
# the vulnerability, in a cycle of sixteen boards.

# %% id=vul
from bridgelib import Contract, Side, Strain, course
from bridgelib.table import board_vulnerability
course.boards_table(range(1, 17))

# %% [markdown] id=trick-intro
# ## The trick score
#
# Only the tricks *bid and made* beyond the book of six count in the trick score
# (стоимость контракта). Our sources agree on the values: in clubs and diamonds (the
# minors) 20 a trick, in hearts and spades (the majors) 30, at no-trump 40 for the first and
# 30 for each other — "an exactly made 1NT is 40, an exactly made 4NT is 130 (40+30+30+30)",
# says the Bulgarian source. A doubled contract scores twice as much, a redoubled one four
# times. The engine's table for every contract:

# %% id=trick
course.trick_score_table()

# %% [markdown] id=bonus-intro
# ## Bonuses: part-score, game, slam, overtricks
#
# A made contract adds a bonus to its trick score (the contract-rules text):
#
# - a trick score under 100 is a **part-score** (частичный контракт): bonus 50;
# - 100 or more is a **game** (гейм): bonus 300 not vulnerable, 500 vulnerable. The lowest
#   games are three no-trump, four of a major and five of a minor;
# - a **small slam** (малый шлем: six, twelve tricks) adds 500 / 750, a **grand slam**
#   (большой шлем: seven, all thirteen) 1000 / 1500;
# - each **overtrick** scores its trick value: 20 in a minor, 30 in a major or no-trump.
#
# Read literally, the Russian source gives the game bonus only "if the level is under six";
# the Laws (Law 77) give a made slam the game bonus *and* the slam bonus, and so does the
# engine. Four contracts, line by line:

# %% id=bonuses
course.contracts_scored([("3H", 9, False), ("4S", 11, True), ("6C", 12, False), ("7NT", 13, True)])

# %% [markdown] id=doubled-intro
# ## Doubled and redoubled contracts
#
# Made doubled, a contract scores its trick score twice (four times redoubled) — which can
# turn a part-score into a game — plus a bonus of 50 (100 redoubled) "for the insult"
# (премия за некорректную контру), and each overtrick scores 100 not vulnerable, 200
# vulnerable (twice that redoubled). A result is written as on a scoresheet: contract,
# declarer and the number of tricks over (+) or under (−) the contract.

# %% id=doubled
course.results_explained([("2SXE=", "none"), ("4HXS+1", "both"), ("1NTXXW=", "none")])

# %% [markdown] id=undertricks-intro
# ## Undertricks
#
# When declarer falls short, the defenders score for each missing trick (недобранная
# взятка): 50 each not vulnerable, 100 vulnerable. Doubled, the penalty grows (the contract-rules text):
# not vulnerable 100 for the first undertrick, 200 for the second and third, 300 for each
# after that; vulnerable 200 for the first and 300 for each after that; redoubled, twice
# the doubled figures. The defenders' side of the ledger:

# %% id=undertricks
from bridgelib.scoring import undertrick_table
undertrick_table(7)

# %% id=undertrick-example
course.contracts_scored([("3NTX", 6, False)])

# %% [markdown] id=heatmap-intro
# ## The score table as a picture
#
# Here is every made contract, exactly and with overtricks, coloured by its score. The bands
# of colour are the bonuses: nothing special until the game contracts, then a jump; another
# at the slams; and the vulnerable jumps are bigger. That is why bidding a game or a slam
# that makes matters more than any number of overtricks.

# %% id=heatmap
from bridgelib.scoring import making_table
course.heatmap_figure({"not vulnerable": making_table(), "vulnerable": making_table(vulnerable=True)},
                      title="Duplicate score of each made contract (rows) by overtricks (columns)")

# %% [markdown] id=penalty-heatmap-intro
# And one contract, four spades, by the number of tricks declarer takes: blue when it makes,
# red when it fails. Down the rows, undoubled, doubled and redoubled; the doubled penalties
# grow fastest when vulnerable.

# %% id=penalty-heatmap
course.contract_heatmap(4, "♠")

# %% [markdown] id=quiz-bank-intro
# ## Quiz: what does this contract score?

# %% id=quiz-bank
from bridgelib.quiz import Quiz, generated
Quiz.from_bank("scoring", lesson="08-scoring").widget()

# %% [markdown] id=rubber-intro
# ## Rubber bridge: the scorepad
#
# Our Russian source (the honeymoon-bridge text) describes the older way to keep score, still played at home
# and in clubs. The sheet has two columns, **We** and **They**, and a horizontal **line**
# (черта) across them:
#
# - **below the line** go only the trick points for contracts bid and made; they alone
#   count towards **game**, which is **100** below the line, in one deal or by adding
#   part-scores. Then a line is drawn under both columns and both sides start the next game
#   from zero;
# - **above the line** goes everything else: overtricks (перебранные взятки), undertricks
#   (to the defenders), slam bonuses, the bonus for a doubled contract, **honours** (онеры)
#   and the rubber bonus;
# - a side that has won a game is **vulnerable** (в зоне) for the rest of the rubber;
# - the side that first wins two games wins the **rubber**: 700 for winning it two games to
#   none, 500 for two games to one.
#
# There is no per-deal part-score or game bonus here: that is duplicate scoring. The source
# names honours without values; the Laws of rubber bridge give 100 for four of the five top
# trumps (A K Q J 10) in one hand, 150 for all five, or for the four aces at no-trump — to
# the side that holds them, whoever declares. Here is a rubber of six deals:

# %% id=rubber
from bridgelib.scoring import Scorepad, Tour
pad = Scorepad.from_results(["2HN=", "3CE+1", "2NTN=", "4SS-1", ("4HW=", "EW 100"),
                             ("3NTN+1", "NS 150")])
course.show(pad, titles=["the scorepad after six deals"])

# %% [markdown] id=rubber-entries-intro
# Every figure on the pad and where it comes from. North–South's first part-score (60)
# and their 2NT (70) make a game together; East–West's 60 in between is wiped out when the
# line is drawn. After that North–South are vulnerable, so their 4♠ one down costs 100.

# %% id=rubber-entries
course.attributes(pad.entries, "deal", "side", "points", "below", "label")

# %% id=rubber-state
course.table([["games won", pad.games_won(Side.NS), pad.games_won(Side.EW)],
              ["total points", pad.total(Side.NS), pad.total(Side.EW)]],
             ["", "We (North–South)", "They (East–West)"])

# %% [markdown] id=lose-rubber-intro
# "The question of who won the rubber is decided by the totals", warns the source: "a side
# can earn the rubber bonus and still lose the rubber". North–South win two games here,
# but a doubled contract four down costs them more than the rubber bonus brings:

# %% id=lose-rubber
expensive = Scorepad.from_results(["4SN=", "3NTE-1", "5CXN-4", "3NTS="])
course.show(expensive, course.table([["winner of the rubber bonus", expensive.winner],
                                     ["ahead on points, and by", expensive.margin]]))

# %% [markdown] id=unfinished-intro
# A rubber stopped before its end (the evening is over) is settled by Law 80 of the rubber
# laws: 300 to a side that alone has won a game, 100 to a side that alone has a part-score
# in the unfinished game.

# %% id=unfinished
stopped = Scorepad.from_results(["4SN=", "2HE="]).close()
course.show(stopped, course.attributes(stopped.above(Side.NS) + stopped.above(Side.EW),
                                       "side", "points", "label"))

# %% [markdown] id=tour-intro
# Partners are drawn by lot and stay together for a whole rubber. When partners change
# after each rubber, the source keeps "a separate account for each player": each rubber's
# net points go to both winners and are debited to both losers, so the accounts always add
# up to zero. Three rubbers in which everyone partners everyone once make a **tour** (тур):

# %% id=tour
Tour.of(["Sergey", "Olga", "Ivan", "Maria"], [pad, expensive, stopped]).table()

# %% [markdown] id=duplicate-intro
# ## Sports bridge: comparing results
#
# In a duplicate tournament (спортивный бридж) the same deals, the **boards**, are played
# at every table, and each result is compared with the others on the same board: luck in the
# cards cancels out. The results of one board go on a **traveller**. Here is board 5
# (North–South vulnerable) as six tables played it; one East–West pair sacrificed in five
# diamonds doubled.

# %% id=traveller
from bridgelib.scoring import imp_table, traveller
board5 = ["4SN=", "4SN+1", "3NTS+1", "4SN-1", "2SN+2", "5DXE-3"]
traveller(board5, board_vulnerability(5))

# %% [markdown] id=mp-intro
# **Matchpoints** (Law 78A, the laws text): on each board a result earns 2 "scoring units" for
# every result it beats, 1 for every tie and 0 for every result that beats it; the top on a
# board of six results is therefore 10. A pair's percentage is its share of the top. Only
# the *order* of the scores matters: an overtrick can be worth as much as a game.

# %% id=mp
course.matchpoint_table(board5, 5)

# %% [markdown] id=imp-intro
# **IMPs** (International Match Points, Law 78B) are used in team matches: each board's
# difference in points is converted by a fixed scale that grows more slowly for big swings,
# so one disaster cannot decide a whole match. Here is the scale; in our Russian source's
# scan of it the first row (a difference up to 10 gives no IMP) is lost. (The traveller's
# last column, cross-IMPs, compares each result by IMPs with every other one on the board.)

# %% id=imp-scale
imp_table()

# %% [markdown] id=teams-intro
# In a team match your pair sits North–South at one table and your teammates East–West at
# the other, on the same boards. Your team's gain on a board is the difference of the
# North–South scores at the two tables, turned into IMPs:

# %% id=teams
match = [(1, "4SN=", "2SN+2"), (2, "4HS-1", "4HS="), (3, "6HN=", "4HN+2"), (4, "2DE=", "3DE=")]
course.team_match(match)

# %% [markdown] id=total-intro
# **Total points** (Law 78C): each contestant's result is simply the sum of its points over
# all the boards it played. The same four boards scored both ways: by total points every
# point counts alike, by IMPs the big swings are damped.

# %% id=total
course.team_totals(match)

# %% [markdown] id=quiz-methods-intro
# ## Quiz: rubber, IMPs and matchpoints

# %% id=quiz-methods
Quiz.from_bank("scoring-methods", lesson="08-scoring").widget()

# %% [markdown] id=quiz-intro
# ## Practice: what does it score?
#
# Five more contracts, chosen at random by the engine, each with the engine's breakdown as
# its explanation. Change the seed for five new ones.

# %% id=quiz
quiz = generated("score", n=5, seed=8)
quiz.lesson = "08-scoring"
quiz.widget()

# %% [markdown] id=practice-deals-intro
# ## Practice deals
#
# A set of deals on this lesson's theme, the same every time: deal them at your table or
# play them through on your own. `bridge pack --lesson 08` writes them as a PBN file with a
# printable hand-record sheet (add `--dup` for a dealing machine).

# %% id=practice-deals
course.practice_deals("08")

# %% [markdown] id=summary
# ## Summary
#
# - Trick score: minors 20 a trick, majors 30, no-trump 40 then 30; doubled ×2, redoubled ×4.
# - Duplicate bonuses: part-score 50; game 300 / 500 (not vulnerable / vulnerable); small
#   slam 500 / 750 and grand slam 1000 / 1500 on top of the game bonus; 50 / 100 for making
#   a doubled / redoubled contract; overtricks at trick value, or 100 / 200 doubled.
# - Undertricks: 50 / 100 each; doubled 100, 200, 200, 300… not vulnerable and 200, 300…
#   vulnerable; redoubled twice that.
# - Rubber: trick points below the line, everything else above; game at 100; two games win
#   the rubber and 700 or 500; honours count above the line; the totals decide.
# - Tournaments compare results on the same board: matchpoints by rank (Law 78A), IMPs by a
#   scale of differences (Law 78B), or total points (Law 78C).
