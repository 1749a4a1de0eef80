"""Every parser, fed arbitrary text, returns a value or raises InvalidNotation — nothing else."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelib import (Call, Card, Contract, Deal, Hand, InvalidNotation, Rank, Seat, Side,
                       Strain, Suit, Vulnerability, parse_calls)

PARSERS = [Card.from_str, Suit.from_str, Rank.from_str, Strain.from_str, Hand.from_str,
           Hand.from_pbn, Deal.from_pbn, Call.from_str, Contract.from_str, Seat.from_str,
           Side.from_str, Vulnerability.from_str, parse_calls]

# Text that looks like bridge notation reaches deeper into the parsers than random unicode.
ALPHABET = "SHDCNTXAKQJ0123456789 .:-–♠♥♦♣пчбтТКДВбк,=PRasxnеw\n\t"


@pytest.mark.parametrize("parser", PARSERS, ids=lambda f: f.__qualname__)
@settings(max_examples=300, deadline=None)
@given(text=st.one_of(st.text(), st.text(alphabet=ALPHABET, max_size=60)))
def test_parsers_raise_only_invalid_notation(parser, text):
    try:
        parser(text)
    except InvalidNotation:
        pass
