"""Mastery practice: fresh generated questions, one at a time, until N in a row are right.

>>> m = Mastery("hcp", target=2, seed=5)
>>> q = m.question
>>> m.answer(q.context.hand.hcp).correct, m.streak
(True, 1)
>>> m.next().check(m.question.context.hand.hcp).correct
True
>>> _ = m.answer(m.question.context.hand.hcp); m.is_mastered, m.asked
(True, 2)

Only the first answer to each question counts; a wrong one sets the run back to
zero.  Without a ``seed`` every session draws new questions.
"""

from .generators import Mastery

__all__ = ["Mastery"]
