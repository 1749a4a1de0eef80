"""The ids of the rules a refusal names: one :class:`RuleId` member per rule, with its citation.

Every :class:`bridgelib.errors.IllegalAction` names the rule it enforces by one of these
members.  A member *is* its id string (``RuleId.FOLLOW_SUIT == "follow-suit"``, and it hashes,
prints and shows as that string), so code that compares ``exc.rule`` with an id keeps working;
``citation`` says where the rule comes from: the Law of the Laws of Duplicate Bridge, or the
source text by its title (see ``sources/README.md``), or the course's own tools.

>>> RuleId.FOLLOW_SUIT == "follow-suit", str(RuleId.FOLLOW_SUIT), RuleId("insufficient-bid").name
(True, 'follow-suit', 'INSUFFICIENT_BID')
>>> RuleId.INSUFFICIENT_BID.citation
'Law 18D and Law 27: a bid supersedes the last bid; an insufficient bid'
>>> {"follow-suit": 1}[RuleId.FOLLOW_SUIT], [RuleId.UNDO]
(1, ['undo'])
"""

from __future__ import annotations

import enum


class RuleId(str, enum.Enum):
    """The id of a rule a refusal names, with its citation (``.citation``)."""

    citation: str

    def __new__(cls, value: str, citation: str) -> "RuleId":
        member = str.__new__(cls, value)
        member._value_ = value
        member.citation = citation
        return member

    # A member stands for its id string everywhere: comparisons, dict keys, text and repr
    # (records and tables show ids as strings).
    __hash__ = str.__hash__

    @classmethod
    def of(cls, rule: "RuleId | str") -> "RuleId":
        """The member for ``rule``, a member or its id string; ValueError for an unknown id."""
        if isinstance(rule, RuleId):
            return rule
        for member in cls:
            if member.value == rule:
                return member
        raise ValueError(f"{rule!r} is not a rule id (bridgelib.rules.RuleId)")

    def __str__(self) -> str:
        return str(self.value)

    def __repr__(self) -> str:
        return repr(str(self.value))

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)

    ALREADY_PENALTY = ('already-penalty',
        'Law 50A: a card already exposed is a penalty card')
    AUCTION_ENDED = ('auction-ended',
        'Law 17E and Law 39: the auction ends with the final pass; no call follows it')
    AUCTION_NOT_ENDED = ('auction-not-ended',
        'Law 17E and Law 41: the play begins when the auction has ended')
    BAD_OPTION = ('bad-option',
        'Law 10C: the non-offending side chooses among the options the Law of the irregularity gives')
    BAD_SUIT = ('bad-suit',
        'Law 26, Law 50D2 and Law 57A: the suit the option names must be one the Law allows')
    BARRED = ('barred',
        'Law 23 and Laws 26-32: a player barred from the auction must pass')
    CALL_AFTER_AUCTION_END = ('call-after-auction-end',
        'Law 39: no call may follow the end of the auction (the honeymoon-bridge text: two passes end it)')
    CALL_OUT_OF_TURN = ('call-out-of-turn',
        'Laws 28-32: a call out of rotation')
    CARD_NEEDED = ('card-needed',
        'Law 53 and Law 54: the card led in turn after a lead out of turn is refused')
    CHANGE_OF_CALL = ('change-of-call',
        'Law 25: a change of call')
    CHINESE_TURN_UP_CARD = ('chinese-turn-up-card',
        'the honeymoon-bridge text (Chinese bridge): each player turns up cards of his own hand')
    CHINESE_TURN_UP_COUNT = ('chinese-turn-up-count',
        'the honeymoon-bridge text (Chinese bridge): each player turns up a fixed number of his cards')
    CHINESE_TURNED = ('chinese-turned',
        'the honeymoon-bridge text (Chinese bridge): the cards are turned up once')
    CLAIM = ('claim',
        'bridgelib (a tool of the course, no law): a claim needs a play in progress')
    CLAIM_AFTER_PLAY = ('claim-after-play',
        'Law 68: a claim is about the tricks not yet played')
    CLAIM_LINE = ('claim-line',
        "Law 68C: the statement of a claim names the cards of the claimer's side")
    CLAIM_TOO_MANY = ('claim-too-many',
        'Law 68A: a claim is of some or all of the tricks that remain')
    CORRECT_REVOKE = ('correct-revoke',
        'Law 62: correction of a revoke before it is established')
    DECLARER_PREMATURE_LEAD = ('declarer-premature-lead',
        'Law 57: a premature lead or play')
    DECLARING_SIDE_OPENING = ('declaring-side-opening',
        'Law 41A and Law 54: only a defender makes the opening lead')
    DEFENDER_CHOICE_ILLEGAL = ('defender-choice-illegal',
        'Law 46B5: the defenders designate a card dummy may legally play')
    DEFENDER_DESIGNATES = ('defender-designates',
        'Law 46B5: when declarer designates neither suit nor rank, the defenders designate')
    DESIGNATE = ('designate',
        'Law 51B: declarer designates among two or more penalty cards')
    DESIGNATED_CARD_ILLEGAL = ('designated-card-illegal',
        'Law 46: a designated card must be one dummy may legally play')
    DESIGNATED_PENALTY_CARD = ('designated-penalty-card',
        'Law 51A: the penalty card declarer designates must be played')
    DOUBLE = ('double',
        'Law 19A: a double is made of the last bid, made by an opponent')
    DRAW_FIRST = ('draw-first',
        'the honeymoon-bridge text: after each preliminary trick both players draw before the next lead')
    DRAW_OUT_OF_TURN = ('draw-out-of-turn',
        'the honeymoon-bridge text: the winner of the trick draws first')
    DRAW_TOP_CARD = ('draw-top-card',
        'the honeymoon-bridge text: a player draws the top card of the talon')
    DUMMY_ACTION = ('dummy-action',
        "Law 42 and Law 43: dummy's rights and limitations")
    DUMMY_ASK_DEFENDER_REVOKE = ('dummy-ask-defender-revoke',
        'Law 61B: dummy may ask declarer, not a defender, about a failure to follow suit')
    DUMMY_CALL_DIRECTOR = ('dummy-call-director',
        'Law 43A1b: dummy does not call the Director during the play unless attention has been drawn')
    DUMMY_CARD = ('dummy-card',
        "Law 41D: dummy's cards are faced on the table")
    DUMMY_COMMENT = ('dummy-comment',
        'Law 43A1c: dummy may not remark on the bidding or play')
    DUMMY_DRAW_ATTENTION = ('dummy-draw-attention',
        'Law 43A1b: dummy may not draw attention to an irregularity during the play')
    DUMMY_EXCHANGE_HANDS = ('dummy-exchange-hands',
        'Law 43A2a: dummy may not exchange hands with declarer')
    DUMMY_LOOK_AT_DEFENDER_HAND = ('dummy-look-at-defender-hand',
        "Law 43A2c: dummy may not look at a defender's cards")
    DUMMY_SUGGEST_PLAY = ('dummy-suggest-play',
        'Law 43A1c: dummy may not participate in the play')
    DUMMY_TOUCH_CARD = ('dummy-touch-card',
        "Law 45F: dummy may not touch or indicate a card without declarer's instruction")
    DUMMY_WATCH_DECLARER = ('dummy-watch-declarer',
        "Law 43A2b: dummy may not leave his seat to watch declarer's play")
    EMPTY_TRICK = ('empty-trick',
        'Law 44: a trick is won by the highest card of the suit led or the highest trump; an empty trick has no winner')
    ESTABLISHED = ('established',
        'Law 63: an established revoke may no longer be corrected')
    FOLLOW_SUIT = ('follow-suit',
        'Law 44C: a player follows suit if able (also the yard-bridge text and the honeymoon-bridge text)')
    GAME_OVER = ('game-over',
        'Law 44 and the honeymoon-bridge text: the game ends with the last trick')
    GIVEN_UP = ('given-up',
        'bridgelib (a tool of the course, no law): a problem given up takes no more cards')
    HIDDEN = ('hidden',
        'the honeymoon-bridge text: the other hand is hidden while the talon lasts')
    HIDDEN_HAND = ('hidden-hand',
        "bridgelib (a tool of the course, no law): a problem shows declarer's and dummy's hands only")
    HINT = ('hint',
        "bridgelib (a tool of the course, no law): a hint is given on the learner's turn")
    IN_TURN = ('in-turn',
        'Law 29, Law 53 and Law 57: these Laws concern actions out of turn, not in turn')
    INADMISSIBLE = ('inadmissible',
        'Law 32 and Law 36: an inadmissible double or redouble cannot be accepted')
    INSUFFICIENT_BID = ('insufficient-bid',
        'Law 18D and Law 27: a bid supersedes the last bid; an insufficient bid')
    IRREGULAR_RECORD = ('irregular-record',
        'bridgelib (the record readers): the engine replays regular auctions only')
    LAWS = ('laws',
        'Law 59: a player plays the cards the laws leave him')
    LEAD_OUT_OF_TURN = ('lead-out-of-turn',
        'Law 53 and Law 54: a lead out of turn (the honeymoon-bridge text names who leads)')
    LEAD_RESTRICTION = ('lead-restriction',
        'Law 26, Law 50 and Law 51: a lead restriction after an irregularity')
    MATCH_OVER = ('match-over',
        'the honeymoon-bridge text: the match ends when a player has won it')
    MINOR_PENALTY_CARD = ('minor-penalty-card',
        'Law 50C: a minor penalty card')
    MUST_REPEAT = ('must-repeat',
        'Law 30 and Law 31: a call out of rotation that must be repeated')
    MUST_TRUMP = ('must-trump',
        'the honeymoon-bridge text: a player void in the suit led trumps if able (a rule option)')
    NO_CARD_OF_SUIT = ('no-card-of-suit',
        'Law 46B1a and Law 46B1c: "high" or "low" designates a card of the suit named')
    NO_CHOICE = ('no-choice',
        "Law 10C: no irregularity waits for the non-offending side's choice")
    NO_CONTRACT = ('no-contract',
        'Law 22: the auction ends with a contract, or the deal is passed out')
    NO_DRAW_DUE = ('no-draw-due',
        'the honeymoon-bridge text: each player draws one card after each preliminary trick')
    NO_KNOWN_WINNER = ('no-known-winner',
        'Law 46B1b: "win" designates the card known to win the trick')
    NO_PLAY = ('no-play',
        'Law 22A1: a passed-out deal is not played')
    NO_REVOKE = ('no-revoke',
        'Law 62A: a revoke is corrected before it is established')
    NO_SUIT_LED = ('no-suit-led',
        'Law 46B1a and Law 46B1c: "high" or "low" refers to the suit led')
    NO_TALON = ('no-talon',
        'the honeymoon-bridge text: only honeymoon bridge has a talon')
    NO_TRUMPS = ('no-trumps',
        'Law 46A: in a no-trump contract the words name no suit; declarer names the card')
    NOT_57A_LEAD = ('not-57a-lead',
        'Law 57A: a premature lead or play by a defender')
    NOT_A_LEAD = ('not-a-lead',
        'Law 57: a card faced during a trick is not a lead')
    NOT_A_REVOKE = ('not-a-revoke',
        'Law 61A: a revoke is a failure to follow suit or to play a card as required')
    NOT_AUCTION = ('not-auction',
        'the honeymoon-bridge text: the auction starts when the talon is used up')
    NOT_DUMMY_TURN = ('not-dummy-turn',
        'Law 57: a card declarer calls from dummy before its turn')
    NOT_HELD = ('not-held',
        'Law 45A: a player plays a card from his own hand (Law 49: a defender exposes a card of his own)')
    NOT_IN_DUMMY = ('not-in-dummy',
        'Law 46B4: a card not in dummy is no valid designation')
    NOT_INSUFFICIENT = ('not-insufficient',
        'Law 27: the bid is not insufficient')
    NOT_OVER = ('not-over',
        'the honeymoon-bridge text: the score is counted when the game is over')
    NOT_PENALTY_CARD = ('not-penalty-card',
        'Law 50: a card a defender exposes prematurely is a penalty card')
    NOT_PREMATURE = ('not-premature',
        'Law 53 and Law 57: a card faced when no trick is in progress is a lead')
    NOTHING = ('nothing',
        'Law 29B: no call out of rotation waits')
    NOTHING_TO_ACCEPT = ('nothing-to-accept',
        'Law 27A1 and Law 29A: no insufficient bid or call out of rotation waits for acceptance')
    NOTHING_TO_CORRECT = ('nothing-to-correct',
        'Law 27B: no insufficient bid waits for correction')
    ONE_DRAW = ('one-draw',
        'the honeymoon-bridge text: each player draws one card after each preliminary trick')
    ONE_SUIT = ('one-suit',
        'Law 51B2: an option names one suit')
    OPENER_MUST_BID = ('opener-must-bid',
        'the honeymoon-bridge text: the first caller may not pass (a rule option)')
    OUT_OF_TURN = ('out-of-turn',
        'Laws 28-32 (calls out of rotation) and Laws 53-57 (leads and plays out of turn)')
    PENALTY_CARD = ('penalty-card',
        'Law 50D: a major penalty card is played at the first legal opportunity')
    PENDING_CHOICE = ('pending-choice',
        "Law 10C: an irregularity waits for the non-offending side's choice")
    PLAY_ENDED = ('play-ended',
        'Law 44: there are thirteen tricks; none is left to play to')
    PLAY_NOT_OVER = ('play-not-over',
        'Law 64A: tricks are transferred after the play ends')
    PLAY_RESTRICTION = ('play-restriction',
        'Law 50 and Law 51: a play restriction after an irregularity')
    PLAYED_TWICE = ('played-twice',
        'Law 44B: each player plays one card to a trick')
    PREMATURE_CARD = ('premature-card',
        'Law 57: a premature lead or play')
    RANK_NOT_PLAYABLE = ('rank-not-playable',
        'Law 46B3: the rank named must be one dummy may legally play')
    REDOUBLE = ('redouble',
        "Law 19B: a redouble is made of an opponent's double of one's own side's bid")
    RUBBER_CLOSED = ('rubber-closed',
        'Law 80 of the Laws of Contract Bridge (rubber), 1993: an unfinished rubber is settled')
    RUBBER_OVER = ('rubber-over',
        'the contract-rules text: a rubber ends when a side has won two games')
    SCENARIO = ('scenario',
        "the laws text: the scenario's step was to be refused")
    SOLUTION_HIDDEN = ('solution-hidden',
        'bridgelib (a tool of the course, no law): the solution is shown once the problem is over')
    SUIT_NEEDED = ('suit-needed',
        'Law 50 and Law 51B2: the option names a suit of the penalty cards')
    TOOL = ('tool',
        'bridgelib (a tool of the course, no law): not an action here')
    TWO_CLOSED_DUMMY = ('two-closed-dummy',
        'the honeymoon-bridge text (bridge for two): a closed dummy is hidden from everyone')
    TWO_DEAL_IN_PROGRESS = ('two-deal-in-progress',
        'the honeymoon-bridge text (bridge for two): the deal is finished before the next')
    TWO_DEALER_CHOOSES = ('two-dealer-chooses',
        'the honeymoon-bridge text (bridge for two): the dealer chooses the dummy')
    TWO_DEALER_MUST_BID = ('two-dealer-must-bid',
        "the honeymoon-bridge text (bridge for two): the dealer's first call is a bid")
    TWO_DUMMY_CHOSEN = ('two-dummy-chosen',
        'the honeymoon-bridge text (bridge for two): the dealer chooses the dummy once')
    TWO_NO_AUCTION = ('two-no-auction',
        'the honeymoon-bridge text (bridge for two): there is no call in this phase')
    TWO_NO_PLAY = ('two-no-play',
        'the honeymoon-bridge text (bridge for two): there is no card to play in this phase')
    TWO_NOT_BLIND = ('two-not-blind',
        "the honeymoon-bridge text (bridge for two): a blind play is a closed dummy's card")
    TWO_NOT_OVER = ('two-not-over',
        'the honeymoon-bridge text (bridge for two): the deal is over or not over yet')
    TWO_NOT_YOUR_TURN = ('two-not-your-turn',
        'bridgelib (a tool of the course, no law): the computer is to act')
    UNCLEAR_DESIGNATION = ('unclear-designation',
        "Law 46A: declarer names the suit and the rank of dummy's card")
    UNDO = ('undo',
        'bridgelib (a tool of the course, no law): there is nothing to undo')
    WHICH_RANK = ('which-rank',
        'Law 46B3b: declarer designates which of the ranks')
    YARD_BID_RANGE = ('yard-bid-range',
        'the yard-bridge text: a bid is a number of tricks from 0 to the cards in a hand')
    YARD_BIDDING_OVER = ('yard-bidding-over',
        'the yard-bridge text: the play follows the bidding')
    YARD_DEALER_RESTRICTION = ('yard-dealer-restriction',
        'the yard-bridge text: the dealer may not make the bids add up to the tricks')
    YARD_GAME_OVER = ('yard-game-over',
        'the yard-bridge text: the game ends after its rounds')
    YARD_NO_PLAY = ('yard-no-play',
        'the yard-bridge text: the play follows the bidding')
    YARD_OUT_OF_TURN = ('yard-out-of-turn',
        'the yard-bridge text: bids go in turn')
    YARD_ROUND_IN_PROGRESS = ('yard-round-in-progress',
        'the yard-bridge text: a round is finished before the next is dealt')
    YARD_ROUND_NOT_OVER = ('yard-round-not-over',
        'the yard-bridge text: points are counted after the last trick')
    YARD_TABLE_SIZE = ('yard-table-size',
        'the yard-bridge text: each player has a bid and a trick count')
