"""Quizzes: question banks (data), generated practice (from the engine), checking and score.

Plain classes, no Jupyter: :class:`Quiz` checks answers and keeps the score;
:meth:`Quiz.widget` builds the ipywidgets view, imported only then.

>>> Quiz.from_bank("cards")
Quiz 'cards' — 8 questions
>>> generated("shape", n=2, seed=3)
Quiz 'shape' — 2 questions
"""

from .bank import Bank, bank_names, load_bank, loads_bank
from .generators import KINDS, generated
from .mastery import Mastery
from .questions import (BiddingCall, Context, Feedback, Match, MultipleChoice, Numeric, Order,
                        PickCard, Question)
from .quiz import Quiz, Score

__all__ = ["Quiz", "Score", "generated", "KINDS", "Mastery", "Bank", "bank_names", "load_bank",
           "loads_bank", "Question", "Feedback", "Context", "MultipleChoice", "Numeric",
           "PickCard", "BiddingCall", "Order", "Match"]
