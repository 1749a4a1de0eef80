# ---
# title: The auction
# summary: calls (pass, bids, double, redouble), the bidding ladder, when the auction ends, the contract and who declares it
# ---

# %% [markdown] id=objectives
# # The auction
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. name the four kinds of call — pass (пас), bid (заявка), double (контра) and redouble
#    (реконтра) — and write them in English and Russian notation;
# 2. say what a bid promises: a number of tricks over the book, in a trump suit or at
#    no-trump;
# 3. tell whether a bid is high enough, and when a double or redouble is allowed;
# 4. say when the auction ends, and what happens when all four players pass;
# 5. find the final contract and its declarer.

# %% [markdown] id=calls-intro
# ## Calls
#
# The auction (торговля) decides the contract that the play of lesson 04 starts from —
# "lords bid, lackeys play", runs a saying quoted by our Bulgarian source. The dealer calls
# first, then each player in turn clockwise; everyone gets at least one chance to call. A
# call is one of four things:
#
# - **pass** (пас): "I have nothing to say now" — a player who passed may still bid later;
# - a **bid** (заявка): a *level* from 1 to 7 and a *strain* (деноминация): a suit or
#   no-trump. The level counts the tricks beyond the **book** (книжка) of six: one spade
#   promises seven tricks with spades as trumps, three no-trump nine tricks without trumps;
# - **double** (контра): says the opponents' last bid will fail, and raises the score;
# - **redouble** (реконтра): the doubled side answers that it will succeed, raising it again.
#
# The engine reads calls in English and in the Russian notation of our sources:

# %% id=notation
from bridgelib import ALL_BIDS, Auction, Contract, Strain, course, parse_calls
calls = parse_calls("1п пас 2бк контра реконтра 3т")
course.attributes(calls, "self", "pbn", "ru", "is_bid")

# %% [markdown] id=book-intro
# What each level promises, from the book of six up to a grand slam (большой шлем):

# %% id=book
course.book_table()

# %% [markdown] id=ladder-intro
# ## The bidding ladder
#
# Every bid must be **higher** than the last bid: either a higher level, or the same level in
# a higher strain, the strains ranking clubs, diamonds, hearts, spades, no-trump (lesson 01).
# So all possible bids form a ladder from one club to seven no-trump:

# %% id=ladder
course.table([[len(ALL_BIDS), ALL_BIDS[0], ALL_BIDS[-1]]], ["bids", "the lowest", "the highest"])

# %% id=ladder-figure
course.ladder_figure()

# %% [markdown] id=auction-intro
# ## An auction step by step
#
# North deals and opens one heart; East passes; South raises to two hearts. The engine keeps
# the auction as a stack of calls — `call()` adds one, `extend()` several, `undo()` takes one back — and the table
# marks whose turn it is with a question mark.

# %% id=auction
auction = Auction("N")
auction.extend(["1H", "P", "2H"])
auction

# %% [markdown] id=legal-intro
# Which calls may West make now? Every bid above two hearts, pass, and a double of South's
# bid — but no redouble, because nobody has doubled:

# %% id=legal
course.ladder_figure(auction)

# %% [markdown] id=refusals-intro
# ## What the rules forbid
#
# The engine refuses an illegal call with the rule and its Law number (Laws of Duplicate
# Bridge), and a refused call leaves the auction exactly as it was. Here it judges a few
# attempts by West:

# %% id=verdicts
course.verdicts(auction, ["2S", "2D", "2H", "X", "XX", "P"])

# %% [markdown] id=doubles-intro
# A double can be made only of the **last bid**, only if an **opponent** made it, and only
# with nothing but passes since. A redouble can be made only of an opponent's double of
# your own side's bid. After West doubles South's two hearts, North may not double (the last
# call is a double, not an opponent's bid) but may redouble his side's doubled bid, or bid on:

# %% id=doubled
auction.call("X")
course.verdicts(auction, ["X", "XX", "3H"])

# %% [markdown] id=insufficient-intro
# An insufficient bid raises the engine's error (the error below is on purpose):

# %% id=insufficient tags=raises-exception
auction.call("2D")

# %% [markdown] id=end-intro
# ## The end of the auction
#
# The auction ends when a bid, double or redouble is followed by **three passes** in a row.
# The last bid is the **contract**, doubled or redoubled if that is how it was left. If all
# four players pass at the start, the deal is **passed out** (our sources: in rubber bridge
# the cards are shuffled and dealt again; in duplicate both sides score nothing).

# %% id=end
auction.extend(["XX", "P", "P", "P"])
auction

# %% id=passed-out
course.attributes([Auction.from_str("N", "P P P P"), Auction.from_str("N", "P P P 1C P P P")],
                  "calls", "is_complete", "is_passed_out", "contract")

# %% [markdown] id=cancel-intro
# A new bid cancels an earlier double or redouble: the new bid is undoubled until someone
# doubles it. Our honeymoon-bridge source says the same ("a new bid annuls the previous
# announcements"):

# %% id=cancel
course.attributes([Auction.from_str("N", "2C X 2D"), Auction.from_str("N", "2C X XX")],
                  "calls", "current_contract")

# %% [markdown] id=declarer-intro
# ## Who declares?
#
# The contract belongs to the side that made the last bid. Its **declarer** is the player of
# that side who *first* named the contract's strain — not necessarily the one who bid it
# last. North opens one heart and South jumps to four: North declares. In the second, South
# bids one spade and North raises to two: South, who named spades first, declares. The third
# auction is the example of our Russian source, where South opened one no-trump; the engine
# finds the declarer from the rules (the source's own sentence about it is garbled).

# %% id=declarer
course.attributes([Auction.from_str("N", "1H P 4H P P P"),
                   Auction.from_str("N", "1C 1H 1S 2H 2S P P P"),
                   Auction.from_str("S", "1NT X XX 2H P P P")],
                  "self", "contract", "declarer")

# %% [markdown] id=quiz-intro
# ## Quiz
#
# Is the call legal? Five auctions dealt by the engine; the explanation names the rule.

# %% id=quiz
from bridgelib.quiz import generated
quiz = generated("call-legal", n=5, seed=5)
quiz.lesson = "05-the-auction"
quiz.widget()

# %% [markdown] id=practice-deals-intro
# ## Practice deals
#
# A set of deals on this lesson's theme, the same every time: deal them at your table or
# play them through on your own. `bridge pack --lesson 05` writes them as a PBN file with a
# printable hand-record sheet (add `--dup` for a dealing machine).

# %% id=practice-deals
course.practice_deals("05")

# %% [markdown] id=summary
# ## Summary
#
# - The dealer calls first, then clockwise. A call is pass, a bid, double or redouble.
# - A bid names a level (tricks over the book of six) and a strain; each bid must be higher
#   than the last — a higher level, or a higher strain at the same level.
# - Double only the opponents' last bid; redouble only the opponents' double of your side's
#   bid; a new bid cancels both.
# - Three passes after a call end the auction; four passes at the start pass the deal out.
# - The declarer is the first player of the contracting side to name the contract's strain;
#   the partner is dummy, and the defender on declarer's left leads.
