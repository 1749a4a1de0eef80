"""Fuzzing the record reader, and round trips of random annotated records."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelib import InvalidNotation
from bridgelib.games.honeymoon import Action, HoneymoonGame
from bridgelib.records import Record, dumps, load_bundled, loads_all

BUNDLED = dumps(load_bundled("sergey-olga"))
ALPHABET = "[]{}()\"\\;%*. \nSHDCAKQJT98765432PXMSergyOlaw:draws"


@settings(max_examples=300, deadline=None)
@given(text=st.one_of(st.text(max_size=200), st.text(alphabet=ALPHABET, max_size=200)))
def test_reader_raises_only_invalid_notation(text):
    try:
        loads_all(text)
    except InvalidNotation:
        pass


@settings(max_examples=50, deadline=None)
@given(cut=st.integers(0, len(BUNDLED)), junk=st.text(alphabet=ALPHABET, max_size=8))
def test_damaged_bundled_record_reads_or_fails_cleanly(cut, junk):
    try:
        loads_all(BUNDLED[:cut] + junk + BUNDLED[cut:])
    except InvalidNotation as exc:
        assert exc.line is None or 1 <= exc.line <= BUNDLED.count("\n") + junk.count("\n") + 2


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40))
def test_action_parser(text):
    try:
        Action.from_str(text)
    except InvalidNotation:
        pass


comment = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=30)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(0, 90), comments=st.lists(comment, max_size=8),
       branches=st.lists(st.integers(0, 89), max_size=4))
def test_random_records_round_trip(seed, n, comments, branches):
    rnd = random.Random(seed)
    game = HoneymoonGame.random(seed, rules="standard")
    rec = Record.honeymoon(game.initial_hands, game.initial_talon, dealer=game.dealer,
                           players=game.players, rules="standard")
    node, nodes = rec, []
    for _ in range(n):
        legal = game.legal_actions()
        if not legal:
            break
        a = rnd.choice(legal)
        game.apply(a)
        node = node.add_main_variation(a)
        nodes.append((node, [x for x in legal if x != a]))
    for text in comments:
        target = rnd.choice([rec] + [nd for nd, _ in nodes])
        target.add_comment(text)
    for b in branches:
        if b < len(nodes) and nodes[b][1]:
            nd, alts = nodes[b]
            nd.parent.add_variation(rnd.choice(alts), starting_comment=rnd.choice(comments or [""]),
                                    comment=rnd.choice(comments or [""]))
    text = dumps(rec)
    again = loads_all(text)
    assert again == [rec]
    assert dumps(again[0]) == text
