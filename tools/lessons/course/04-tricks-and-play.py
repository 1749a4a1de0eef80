# ---
# title: Tricks and play
# summary: what a trick is, following suit, trumps and no-trump, who wins a trick; declarer, dummy and defenders; playing a contract
# ---

# %% [markdown] id=objectives
# # Tricks and the play of the cards
#
# ## Learning objectives
#
# After this lesson you can
#
# 1. say what a trick (взятка) is and who leads to it;
# 2. follow suit when you can, and choose between trumping and discarding when you cannot;
# 3. tell who wins a trick, with a trump suit and at no-trump;
# 4. name the roles of declarer (разыгрывающий), dummy (болван) and the defenders
#    (вистующие), and say who makes the opening lead;
# 5. follow the play of a whole contract and count the tricks.
#
# We learn the play before the auction, as good beginner courses do: the auction is a
# conversation about tricks, so it makes sense only once you know how tricks are won.

# %% [markdown] id=trick-rules
# ## A trick
#
# A trick is four cards, one from each player in clockwise order. The first player *leads*
# (ходит) any card; its suit is the *suit led* (масть хода). Every other player **must follow
# suit** (play a card of the suit led) if able. A player who cannot follow may play any card:
# a **trump** — that is *ruffing* (убить взятку) — or a card of another suit — a **discard**
# (снос), which can never win the trick.
#
# The trick is won by the highest trump in it; if it holds no trump, by the highest card of
# the suit led. At **no-trump** there are no trumps, so only the suit led can win. The
# winner of a trick leads to the next one. Here are four tricks, all led by West with the
# ♥5; the engine says who wins each (the winning card is underlined):

# %% id=four-tricks
from bridgelib import Deal, Play, course, stats
tricks = [course.trick("W", "H5 HK H2 HA"), course.trick("W", "H5 HK CA H3"),
          course.trick("W", "H5 HK S2 HA", trump="S"), course.trick("W", "H5 S3 S2 HA", trump="S")]
course.attributes(tricks, "self", "trump", "suit_led", "winner", "winning_card",
                  header=["trick", "trumps", "suit led", "winner", "winning card"])

# %% [markdown] id=trick-notes
# In the second trick East has no hearts and throws the ace of clubs: a discard, so North's
# king wins. In the third, East trumps with the smallest spade and beats both heart honours.
# In the fourth, North has no hearts and ruffs with the ♠3 before East plays; East, out of
# hearts too, can only underruff with the ♠2, so North's small trump wins. (To *overtrump* is
# to ruff higher than a trump already played.) Notice that trumps are the only "higher suit" during
# the play; the ranking of the suits matters only in the auction.

# %% [markdown] id=roles-intro
# ## Declarer, dummy and defenders
#
# The auction (lesson 05) ends with a **contract**: one side undertakes to win a number of
# tricks with a named trump suit or at no-trump. Of that side, the **declarer** plays the
# hand; the declarer's partner is **dummy**. The other side are the **defenders**.
#
# The defender on declarer's left makes the **opening lead** (атака, первый ход). Only then
# dummy spreads all thirteen cards face up on the table, sorted by suit (trumps on dummy's
# right, says our source), and from then on declarer plays both hands, each in its turn.
# Dummy takes no part in the play.
#
# Here is a deal played in four spades by South. South needs ten tricks: the six of the
# *book* (книжка) plus the four of the contract.

# %% id=deal
deal = Deal.from_pbn("N:QJ4.K53.A762.864 652.876.9843.T95 AKT98.A42.K5.Q73 73.QJT9.QJT.AKJ2")
play = Play(deal, "4SS")
course.show(deal, course.roles(play), titles=["the deal", "the roles in 4♠ by South"])

# %% id=first-turn
course.table([[play.turn, "yes" if play.dummy_visible else "no", play.contract.tricks_needed]],
             ["to lead", "dummy face up yet", "tricks South needs"])

# %% [markdown] id=lead-intro
# West leads the ace of clubs. Now dummy's hand is visible to everyone, and it is dummy's
# turn — so declarer chooses a card from North's hand.

# %% id=lead
play.play("CA")
course.show(play)

# %% [markdown] id=follow-intro
# North holds clubs, so North must play a club. The engine lists the legal cards:

# %% id=legal
course.show(play.legal_cards(), titles=["North may play"])

# %% [markdown] id=revoke-intro
# A card of another suit is refused, with the rule and its Law number; the refused card
# changes nothing. (The error below is on purpose.)

# %% id=revoke tags=raises-exception
play.play("SQ")

# %% id=first-trick
play.extend(["C4", "C5", "C3"])
course.show(play.tricks[0], play, titles=["trick 1", "now"])

# %% [markdown] id=rest-intro
# ## The whole hand
#
# West wins the first trick and leads again. Here is the rest of one sensible line of play.
# Watch for the two plain ways to win tricks that our Russian source teaches beginners:
# **lead the highest card of a suit** (declarer cashes the top spades — *sure tricks*,
# верные взятки) and **trump an opponent's card** (in trick 9 South, out of diamonds,
# ruffs). The engine checks every card and records who won each trick.

# %% id=rest
rest = ("CK C6 C9 C7  HQ H3 H6 HA  SA S3 S4 S2  SK S7 SJ S5  S9 C2 SQ S6  D2 D3 DK DT "
        "D5 DJ DA D4  D6 D8 S8 DQ  CQ CJ C8 CT  ST H9 D7 D9  H2 HT HK H7  H5 H8 H4 HJ")
play.extend(rest.split())
course.attributes(play.tricks, "leader", "self", "winner", header=["leader", "trick", "won by"])

# %% id=result
course.table([[play.declarer_tricks, play.defender_tricks,
               "made" if play.declarer_tricks >= play.contract.tricks_needed else "down"]],
             ["tricks to South", "tricks to the defenders", "four spades"])

# %% [markdown] id=trumps-intro
# ## What a trump suit is worth
#
# North–South hold eight spades between them and the defenders only five, so spades are a
# good trump suit for them. How much does it matter? Let the engine play the same deal
# hundreds of times with a *random legal card* at every turn — for both sides, so nobody
# plays well — in spades, at no-trump and in hearts, where North–South have only six cards.

# %% id=trumps-figure
course.playout_figure(deal, ["4SS", "3NTS", "4HS"], n=200, seed=5,
                      title="Random legal play of the same deal: tricks for North–South")

# %% [markdown] id=trumps-notes
# Even with random play the side with the long trump suit takes more tricks in it: its small
# trumps win tricks that its high cards in other suits would lose. That is why the auction
# is largely a search for a good trump suit.

# %% [markdown] id=practice-intro
# ## Play it yourself
#
# Now you are South, declaring four spades on the same deal against the computer. Click a
# card to play it (from your hand or from dummy's, in turn); *Undo* takes a card back and
# *Hint* asks the solver. Illegal cards are refused with the engine's reason.

# %% id=practice
from bridgelib.widgets.play import PlayAgainstComputer
PlayAgainstComputer("declarer", deal=deal, contract="4SS")

# %% [markdown] id=quiz-intro
# ## Quiz
#
# Who wins these tricks? The explanation says why every other card loses.

# %% id=quiz
from bridgelib.quiz import generated
quiz = generated("trick-winner", n=5, seed=4)
quiz.lesson = "04-tricks-and-play"
quiz.widget()

# %% [markdown] id=practice-deals-intro
# ## Practice deals
#
# A set of deals on this lesson's theme, the same every time: deal them at your table or
# play them through on your own. `bridge pack --lesson 04` writes them as a PBN file with a
# printable hand-record sheet (add `--dup` for a dealing machine).

# %% id=practice-deals
course.practice_deals("04")

# %% [markdown] id=summary
# ## Summary
#
# - A trick is one card from each player, clockwise; the leader chooses any card.
# - You must follow suit if you can; if you cannot, you may trump (ruff) or discard.
# - The highest trump wins the trick; without trumps, the highest card of the suit led.
#   At no-trump only the suit led can win. The winner leads next.
# - Declarer plays the contract with both hands; dummy's cards go face up after the opening
#   lead, which is made by the defender on declarer's left.
# - Declarer needs the book of six tricks plus the level of the contract.
