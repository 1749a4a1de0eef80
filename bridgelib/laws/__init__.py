"""The Laws of Duplicate Bridge as executable rules (the laws text, and the 2017 Laws).

Irregularities are modelled on the deal state; every ruling cites its law and, where
the laws text's older edition and the 2017 Laws differ, says how:

* :mod:`.play` — :class:`LawsPlay`, which wraps a :class:`~bridgelib.play.Play` with leads out of
  turn (Laws 53–56), premature leads and plays (57), penalty cards (50–52), revokes
  (61–64), lead penalties (26);
* :mod:`.revoke` — the trick transfer of Law 64 (with the laws text's extra trick of 64A2);
* :mod:`.auction` — :class:`LawsAuction`: insufficient bids (27) and calls out of
  rotation (29–32), with the bars and lead penalties they leave;
* :mod:`.claims` — claims and concessions (68–71): a claim's stated line is checked
  against every normal continuation of the remaining cards;
* :mod:`.dummy` — dummy's rights and limitations (42–43) as checks;
* :mod:`.designation` — declarer's words for dummy's card and the card they designate
  (46B);
* :mod:`.scenarios` — situations as data files (``bridgelib/data/laws``) that a
  lesson loads and replays step by step;
* :mod:`.core` — editions, rulings, options, and the texts of the laws.
"""

from .core import Edition, LawText, Option, Ruling, all_law_texts, law_text
from .designation import Designation, dummy_card
from .play import LawsPlay, LeadPenalty, Restriction
from .revoke import Discovery, Revoke, RevokeAdjustment, adjust_for_revokes, revoke_transfer

__all__ = ["Edition", "LawText", "Option", "Ruling", "all_law_texts", "law_text", "LawsPlay",
           "LeadPenalty", "Restriction", "Discovery", "Revoke", "RevokeAdjustment",
           "adjust_for_revokes", "revoke_transfer", "Designation", "dummy_card"]
