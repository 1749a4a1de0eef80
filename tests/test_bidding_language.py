"""The data side of bidding: the condition language, auction patterns and system files."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelib import Hand, Suit
from bridgelib.auction import parse_calls
from bridgelib.bidding import (CallTemplate, Condition, Pattern, System, available_systems, explain,
                              suggest)
from bridgelib.course import system_card
from bridgelib.errors import InvalidNotation

H = Hand.from_pbn("AKJ52.Q3.K82.Q73")  # 8+2+3+2 = 15 HCP, 5-2-3-3, balanced


# ---------------------------------------------------------------- conditions
@pytest.mark.parametrize("text,expected", [
    ("hcp == 15", True),
    ("hcp in 15..17 and balanced", True),
    ("hcp in 16..17", False),
    ("len(S) >= 5 and len(H) == 2", True),
    ("len(S) >= max(len(H), len(D), len(C))", True),
    ("12 <= hcp <= 14", False),
    ("not balanced or hcp > 20", False),
    ("hcp(S) == 8 and top(S) == 2 and honours(S) == 3", True),
    ("stopper(S) and stopper(D) and not stopper(H) and stopper(C)", True),  # Q3 no, Q73 yes
    ("stopper(D) and stopper(H)", False),
    ("longest(S) and not longest(D)", True),
    ("outside_min(S) == 2", True),
    ("points == 16 and dummy == 16", True),  # 1 length point; 1 for the doubleton
    ("ltc == 7", True),                       # S 1, H 2, D 2, C 2
    ("quick_tricks == 2.5", True),           # AK 2, K8x ½
    ("longest_two == 8", True),
    ("true and not false", True),
    ("hcp - len(S) + 1 == 11", True),
    ("(hcp >= 20 or len(S) >= 5) and len(C) == 3", True),
])
def test_condition_values(text, expected):
    assert Condition.parse(text).holds(H, {}) is expected


def test_placeholders_bind_to_suits():
    c = Condition.parse("len(M) >= 5 and z < M")
    assert c.placeholders == {"M", "z"}
    assert c.holds(H, {"M": Suit.SPADES, "z": Suit.HEARTS})
    assert not c.holds(H, {"M": Suit.HEARTS, "z": Suit.SPADES})


def test_shows_reads_ranges():
    assert Condition.parse("hcp in 12..21 and len(M) >= 5").shows({"M": Suit.HEARTS}) == {
        "hcp": (12, 21), "♥": (5, None)}
    assert Condition.parse("hcp >= 6 and hcp <= 9 and not balanced").shows({}) == {
        "hcp": (6, 9), "balanced": False}
    assert Condition.parse("len(S) >= 5 or len(S) >= 4 and hcp >= 16").shows({}) == {
        "♠": (4, None)}
    assert Condition.parse("6 <= hcp <= 9").shows({}) == {"hcp": (6, 9)}


def test_definitions_are_named_conditions():
    d = {"opening": Condition.parse("hcp >= 12")}
    assert Condition.parse("opening and balanced", d).holds(H, {})
    # what a name stands for travels with the condition (a system card spells it out),
    # a definition's own definitions included
    d["strong_opening"] = Condition.parse("opening and hcp >= 15", d)
    c = Condition.parse("strong_opening and balanced", d)
    assert c.definitions == (("opening", "hcp >= 12"), ("strong_opening", "opening and hcp >= 15"))
    assert Condition.parse("hcp >= 12", d).definitions == ()
    with pytest.raises(InvalidNotation, match="'opening'"):
        Condition.parse("opening and balanced")


def _one_rule_system(rule: dict) -> System:
    return System.from_json(json.dumps({
        "name": "mini", "title": "A one-rule system", "source": "a test", "summary": "",
        "situations": [{"auction": "", "title": "Opening bids", "rules": [rule]}]}))


def test_a_rule_may_be_worded_otherwise_where_the_table_says_so():
    # one rule, one call; its meaning_if words it for third seat (a condition on the table)
    mini = _one_rule_system({
        "call": "1S", "when": "len(S) >= 5", "meaning": "Five or more spades",
        "meaning_if": [{"when": "seat == 3", "meaning": "Five or more spades, third seat"}]})
    assert suggest(H, "", mini).meaning == "Five or more spades"
    assert suggest(H, "P P", mini).meaning == "Five or more spades, third seat"
    assert explain("P P 1S", mini)[-1].meaning == "Five or more spades, third seat"
    rows = system_card(mini, "").text.splitlines()
    assert any("(same rule)" in r and "third seat" in r and "seat == 3" in r for r in rows)


def test_a_system_card_spells_out_the_definitions_its_where_and_wordings_name():
    mini = System.from_json(json.dumps({
        "name": "mini", "title": "A two-definition system", "source": "a test", "summary": "",
        "definitions": {"major_x": "x == H or x == S", "third_seat": "seat == 3"},
        "situations": [{"auction": "1x P", "where": "major_x", "title": "Raising a major",
                        "rules": [{"call": "2x", "when": "len(x) >= 3",
                                   "meaning": "Three or more: the raise",
                                   "meaning_if": [{"when": "third_seat",
                                                   "meaning": "The raise, third seat"}]}]}]}))
    text = system_card(mini, "1x P").text
    assert "major_x (used above)" in text and "third_seat (used above)" in text


@pytest.mark.parametrize("variant,match", [
    ({"when": "hcp >= 15", "meaning": "strong"}, "reads the table only"),
    ({"when": "fit(S) >= 8", "meaning": "a fit"}, "reads the table only"),
    ({"when": "seat == 3"}, "meaning_if"),
    ({"when": "seat ==", "meaning": "third"}, "meaning_if"),
])
def test_a_wording_condition_must_read_the_table_alone(variant, match):
    with pytest.raises(InvalidNotation, match=match):
        _one_rule_system({"call": "1S", "when": "len(S) >= 5", "meaning": "Five spades",
                          "meaning_if": [variant]})


def test_a_wording_may_name_only_the_suits_every_pattern_binds():
    # as a rule's meaning may not: '1x P' binds no y, so "their {y}" could not be written
    mini = {"name": "mini", "title": "t", "source": "a test", "summary": "", "situations": [
        {"auction": ["1x P", "1x 1y"], "title": "Raising", "rules": [
            {"call": "2x", "when": "len(x) >= 3", "meaning": "The raise",
             "meaning_if": [{"when": "contested", "meaning": "The raise over their {y}"}]}]}]}
    with pytest.raises(InvalidNotation, match="placeholder 'y'"):
        System.from_json(json.dumps(mini))


@pytest.mark.parametrize("suits,expected", [
    ("SDC", False),   # hearts unbid: ♥Q3 is no stopper (Qxx is)
    ("HDC", True),    # spades unbid: ♠AKJ52
    ("SHC", True),    # diamonds unbid: ♦K82
    ("SHD", True),    # clubs unbid: ♣Q73
])
def test_a_definition_reads_the_suits_of_the_situation(suits, expected):
    """SAYC's ``unbid_suits_stopped`` (no-trump after three suits: the fourth one held) uses
    the placeholders x, y, z: a rule that names it reads them as its own auction bound them."""
    sayc = System.named("sayc")
    defs: dict[str, Condition] = {}
    for name, text in sayc.definitions:
        defs[name] = Condition.parse(text, defs)
    env = dict(zip("xyz", (Suit.from_str(c) for c in suits)))
    assert Condition.parse("unbid_suits_stopped", defs).holds(H, env) is expected
    assert Condition.parse("not unbid_suits_stopped", defs).holds(H, env) is not expected


@pytest.mark.parametrize("text,match", [
    ("", "cannot be empty"),
    ("hcp >=", "expected a number"),
    ("hcp in 12 15", r"expected '\.\.'"),
    ("len(Q) >= 4", "a suit"),
    ("spades >= 4", "not a value"),
    ("hcp >= 12 balanced", "'and', 'or'"),
    ("hcp; import os", "not part of the condition language"),
    ("__import__('os')", "not part of the condition language|not a value"),
    ("len(S", r"expected '\)'"),
])
def test_condition_errors_quote_the_text(text, match):
    with pytest.raises(InvalidNotation, match=match):
        Condition.parse(text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="hcplenSDHCMxyz()<>=!.,+-0123456789 andortiu_", max_size=40))
def test_condition_parser_fuzz(text):
    try:
        c = Condition.parse(text)
    except InvalidNotation:
        return
    env = {name: Suit.CLUBS for name in c.placeholders}
    env.update({n: s for n, s in zip(sorted(c.placeholders), Suit)})
    c.holds(H, env)  # a parsed condition always evaluates
    c.shows(env)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=30))
def test_condition_parser_fuzz_any_text(text):
    try:
        Condition.parse(text)
    except InvalidNotation:
        pass


# ---------------------------------------------------------------- patterns
def test_pattern_binds_and_refuses():
    p = Pattern.parse("1x P 1y P")
    assert p.match(parse_calls("1C P 1H P")) == {"x": Suit.CLUBS, "y": Suit.HEARTS}
    assert p.match(parse_calls("1C P 1NT P")) is None
    assert Pattern.parse("1M P 2M P").match(parse_calls("1H P 2S P")) is None
    assert Pattern.parse("1m P").match(parse_calls("1H P")) is None
    assert Pattern.parse("").match(()) == {}
    assert Pattern.parse("1x X P").match(parse_calls("1D X P")) == {"x": Suit.DIAMONDS}


def test_jump_pattern_is_one_level_above_the_cheapest_bid():
    # A single jump: one level more than needed (Goren: "a jump response ... one level
    # higher than necessary"); the cheapest bid of a suit is fixed by Law 18
    p = Pattern.parse("1x X P Jz P")
    assert p.text() == "1x X P Jz P"
    assert p.match(parse_calls("1D X P 2H P")) == {"x": Suit.DIAMONDS, "z": Suit.HEARTS}
    assert p.match(parse_calls("1D X P 3C P")) == {"x": Suit.DIAMONDS, "z": Suit.CLUBS}
    assert p.match(parse_calls("1D X P 1H P")) is None      # the cheapest bid: no jump
    assert p.match(parse_calls("1D X P 2C P")) is None      # the cheapest club bid
    assert p.match(parse_calls("1D X P 3H P")) is None      # a double jump
    assert p.match(parse_calls("1D X P 2NT P")) is None     # no-trump is no suit
    assert p.match(parse_calls("1D X P 2D P")) is None      # z is not x
    # the jump is counted from the last bid, whoever made it
    q = Pattern.parse("1x 1y Jz")
    assert q.match(parse_calls("1C 1S 3D")) == {"x": Suit.CLUBS, "y": Suit.SPADES,
                                                "z": Suit.DIAMONDS}
    assert q.match(parse_calls("1C 1S 2D")) is None
    assert Pattern.parse("... 1y Jz").match(parse_calls("1C P 1H 2S")) == {
        "y": Suit.HEARTS, "z": Suit.SPADES}


@pytest.mark.parametrize("text", ["Jx P", "1x JNT", "1x J2z", "1x Jt"])
def test_jump_pattern_errors(text):
    with pytest.raises(InvalidNotation):
        Pattern.parse(text)


def test_a_rule_call_is_no_jump():
    with pytest.raises(InvalidNotation, match="names its level"):
        CallTemplate.parse("Jz")


def test_doubler_answers_the_jump_advance_in_either_direction():
    # One situation covers advancer's invitational jump to two (a higher suit) and to
    # three (a lower one): the doubler accepts with 16+ points and support (Grant, ACBL
    # Bridge Series, "Competitive Bidding": with a medium hand accept the invitation)
    from bridgelib.bidding import suggest
    assert suggest("AQ84.K2.KJ73.A52", "1H X P 2S P").call.pbn() == "4S"
    assert suggest("2.AQ84.KJ73.AQ52", "1S X P 3H P").call.pbn() == "4H"
    assert suggest("2.AQ84.KJ73.J852", "1S X P 3H P").call.pbn() == "Pass"  # a minimum
    assert suggest("KJ2.AQ84.KJ73.Q5", "1S X P 3C P").call.pbn() == "3NT"   # ♠KJx stop


def test_call_template_enumerates_free_placeholder_cheapest_first():
    t = CallTemplate.parse("1z")
    assert [c.pbn() for c, _ in t.expand({"x": Suit.CLUBS, "y": Suit.DIAMONDS})] == ["1H", "1S"]
    assert [c.pbn() for c, _ in CallTemplate.parse("2M").expand({"M": Suit.HEARTS})] == ["2H"]
    assert [c.pbn() for c, _ in CallTemplate.parse("XX").expand({})] == ["XX"]


@pytest.mark.parametrize("text", ["P 1C", "1Q", "8C", "1C P ?", "1NTX", "x"])
def test_pattern_errors(text):
    with pytest.raises(InvalidNotation):
        Pattern.parse(text)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="1234567CDHSNTPXMmxyz -", max_size=20))
def test_pattern_parser_fuzz(text):
    try:
        p = Pattern.parse(text)
    except InvalidNotation:
        return
    assert p.match(()) in (None, {})


# ---------------------------------------------------------------- system files
def _system(situations, **extra):
    return json.dumps({"name": "t", "title": "Test", "situations": situations, **extra},
                      indent=2)


@pytest.mark.parametrize("name", ["sayc", "acol", "precision"])
def test_a_systems_notes_on_seat_and_vulnerability_agree_with_its_rules(name):
    """The card's notes say whether seat and vulnerability change calls; the rules decide
    (all three said "not modelled" while their rules read both)."""
    s = System.named(name)
    texts = [rule.condition.text for situation in s for rule in situation.rules]
    reads_seat = any(re.search(r"\bseat\b", t) for t in texts)
    reads_vulnerability = any(re.search(r"vulnerable|favourable", t) for t in texts)
    notes = " ".join(s.notes)
    assert ("ulnerability change" in notes) == reads_vulnerability
    assert ("Seat position does not" in notes) == (not reads_seat)


def test_shipped_systems_load_and_read_like_a_card():
    assert {"sayc", "acol"} <= set(available_systems())
    for name in ("sayc", "acol"):
        s = System.named(name)
        assert s.source and s.summary and s.notes
        opening = s.situation_for_text("")
        assert opening.rules[-1].call.text() == "P"  # pass closes the opening rules
        for situation in s:
            assert situation.title and situation.rules
            for rule in situation.rules:
                assert rule.meaning.strip() and rule.line is not None
        assert s is System.named(name.upper())


def test_system_file_errors_name_the_line():
    bad = _system([{"auction": "", "rules": [
        {"call": "1NT", "when": "hcp in 15..17", "meaning": "ok"},
        {"call": "1S", "when": "hcp >= ", "meaning": "broken"}]}])
    with pytest.raises(InvalidNotation) as exc:
        System.from_json(bad, source="t.json")
    assert exc.value.line == bad.splitlines().index(
        next(ln for ln in bad.splitlines() if '"1S"' in ln)) + 1
    assert "t.json, line" in str(exc.value)
    with pytest.raises(InvalidNotation, match="line 1"):
        System.from_json("{ not json", source="t.json")


@pytest.mark.parametrize("situations,match", [
    ([{"auction": "1M P", "rules": [{"call": "2M", "when": "len(z) >= 3", "meaning": "m"}]}],
     "placeholder 'z'"),
    ([{"auction": "1M P", "rules": [{"call": "2Q", "when": "true", "meaning": "m"}]}],
     "not a call"),
    ([{"auction": "1M P", "rules": [{"call": "2M", "when": "true"}]}], "needs 'call'"),
    ([{"auction": "1M P", "rules": [{"call": "4M", "when": "true", "meaning": "m",
                                     "not_on_values": "weak"}]}], "'not_on_values' is"),
    ([{"auction": "1M P", "rules": [{"call": "1NT", "when": "true", "meaning": "m",
                                     "safety_net": "yes"}]}], "'safety_net' is true or false"),
    ([{"auction": "1M P", "rules": [{"call": "2M", "when": "true", "meaning": " "}]}],
     "meaning"),
    ([{"auction": ["1M P", "1x P"], "rules": [{"call": "2M", "when": "true",
                                                 "meaning": "m"}]}], "only some of the patterns"),
    ([{"auction": ["1x P 2z", "1x P 2x"], "rules": [{"call": "P", "when": "len(z) >= 3",
                                                   "meaning": "m"}]}],
     "only some of the patterns .* bind 'z'"),
    ([{"auction": ["1x P 2z", "1x P 2x"], "rules": [{"call": "P", "when": "true",
                                                   "meaning": "over their {z}"}]}],
     "meaning uses placeholder 'z'"),
    ([{"auction": "1x P", "where": "y != C", "rules": []}], "placeholder"),
    ([{"rules": []}], "'auction'"),
    ("nope", "must be a JSON list"),
])
def test_system_file_validation(situations, match):
    with pytest.raises(InvalidNotation, match=match):
        System.from_json(_system(situations))


def test_unknown_system_name():
    with pytest.raises(InvalidNotation, match="sayc"):
        System.named("blue club")


@settings(max_examples=150, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda kids: st.lists(kids, max_size=3)
                    | st.dictionaries(st.sampled_from(
                        ["name", "title", "situations", "auction", "rules", "call", "when",
                         "meaning", "where", "definitions", "notes"]), kids, max_size=4),
                    max_leaves=12))
def test_system_loader_fuzz(data):
    try:
        System.from_json(json.dumps(data))
    except InvalidNotation:
        pass


def test_two_situations_of_one_title_are_refused_at_the_second():
    # the title names a situation for explain(), the table view, "before" and "same_as":
    # two of one title would make those ambiguous
    bad = _system([
        {"auction": "1M P", "title": "Raises", "rules": [
            {"call": "2M", "when": "len(M) >= 3", "meaning": "a raise"}]},
        {"auction": "1m P", "title": "Raises", "rules": [
            {"call": "2m", "when": "len(m) >= 5", "meaning": "a raise"}]}])
    with pytest.raises(InvalidNotation, match="two situations are titled 'Raises'") as exc:
        System.from_json(bad, source="t.json")
    lines = bad.splitlines()
    assert exc.value.line == [i for i, ln in enumerate(lines, 1) if '"Raises"' in ln][1]


def test_preempts_and_obstructions_are_marked_in_the_data():
    # the weak two, the preempts and the weak jump overcall are preempts; the preemptive
    # raise and the sacrifice bid to obstruct (SAYC booklet: "weak jump raises";
    # Cohen, "To Bid or Not to Bid": the sacrifice) — read from the system data, not from
    # rule names in the engine
    sayc = System.named("sayc")
    kinds = {r.name: r.not_on_values for s in sayc.situations for r in s.rules
             if r.not_on_values}
    assert kinds["weak two"] == kinds["weak jump overcall"] == kinds["preempt"] == "preempt"
    assert kinds["preemptive raise"] == kinds["sacrifice"] == "obstruction"
    opening = next(s for s in sayc.situations if s.title == "Opening bids")
    assert {r.call.text(): r.not_on_values for r in opening.rules}["1NT"] == ""


@pytest.mark.parametrize("system, auction, low, high", [
    # Acol: 1NT opens 12–14, so the 1NT rebid of a suit opening is 15–16 ("Basic Acol");
    # the rebid's safety net ("minimum, no better rebid") is not what responder plays for
    ("acol", "1D P 1S P 1NT P", 15, 16),
    ("acol", "1H P 1S P 1NT P", 15, 16),
    # Precision: 1♦–1M–1NT is 11–12 balanced, 13–15 balanced having opened 1NT (Wei)
    ("precision", "1D P 1H P 1NT P", 11, 12),
    # SAYC's own net names its range, and is read with it
    ("sayc", "1D P 1S P 1NT P", 12, 14),
])
def test_partner_reads_a_call_by_its_rules_not_by_the_safety_net(system, auction, low, high):
    from bridgelib.bidding.engine import _as_auction, _partner_range
    assert _partner_range(_as_auction(auction), System.named(system))[1:] == (low, high)
    meaning = list(explain(auction, system))[-2]
    if system != "sayc":
        assert "no better rebid" not in meaning.meaning
    assert meaning.shows["hcp"][1] == high  # the low end may come from the opening


def test_a_safety_net_alone_is_still_read():
    # a call only the net gives keeps its reading (the net is the meaning then)
    sysm = System.from_json(_system([{"auction": "1x P 1y P", "rules": [
        {"call": "1NT", "when": "true", "safety_net": True, "meaning": "No better rebid"}]}]))
    assert [m.meaning for m in explain("1C P 1H P 1NT", sysm)][-1] == "No better rebid"


def test_patterns_may_bind_different_placeholders_the_rules_do_not_use():
    # their bid in a new suit (2z) or in their own (3x): one situation, rules on x and y only
    sysm = System.from_json(_system([
        {"auction": ["1x 1y P 2x 2z", "1x 1y P 2x 3x"], "title": "after their bid",
         "rules": [{"call": "3y", "when": "len(y) >= 6", "meaning": "six {y}"},
                   {"call": "P", "when": "true", "meaning": "pass"}]}]))
    for auction in ("1D 1S P 2D 2H", "1D 1S P 2D 3D"):
        assert [s.title for s, _ in sysm.situations_for(parse_calls(auction))] == [
            "after their bid"]
    assert suggest("AKJ874.32.K4.543", "1D 1S P 2D 3D", sysm).call.pbn() == "3S"


def test_a_state_may_be_narrowed_to_some_auctions_and_is_tried_first_there():
    # "state" with "auction": the situation covers the auctions of the state the patterns
    # fit, and its rules come before the state's others (then those, as for any auction)
    mini = System.from_json(json.dumps({
        "name": "mini", "title": "A narrowed state", "source": "a test", "summary": "",
        "situations": [
            {"state": "silent defender", "auction": ["1M P 2M"], "title": "Over their raise",
             "rules": [{"call": "X", "when": "len(M) <= 1", "meaning": "Short in {M}: takeout"}]},
            {"state": "silent defender", "title": "Silent", "rules": [
                {"call": "P", "when": "true", "meaning": "Stay out"}]}]}))
    titles = [s.title for s, _ in mini.situations_for(parse_calls("1H P 2H"))]
    assert titles == ["Over their raise", "Silent"]
    assert [s.title for s, _ in mini.situations_for(parse_calls("1C P 1H"))] == ["Silent"]
    assert [s.title for s, _ in mini.situations_for(parse_calls("1H P 2H P"))] == []
    assert mini.situations[0].auction == "(silent defender) 1M P 2M"
    assert suggest("KQ84.5.AJ832.KJ4", "1H P 2H", mini).meaning == "Short in ♥: takeout"
    assert suggest("KQ84.53.AJ83.KJ4", "1H P 2H", mini).meaning == "Stay out"
    assert suggest("KQ84.5.AJ832.KJ4", "1C P 1H", mini).meaning == "Stay out"
    # written after the state's general situation, the narrowed one still comes first
    backwards = System.from_json(json.dumps({
        "name": "mini", "title": "A narrowed state, written last", "source": "a test",
        "summary": "", "situations": [
            {"state": "silent defender", "title": "Silent", "rules": [
                {"call": "P", "when": "true", "meaning": "Stay out"}]},
            {"state": "silent defender", "auction": ["1M P 2M"], "title": "Over their raise",
             "rules": [{"call": "X", "when": "len(M) <= 1", "meaning": "Short in {M}: takeout"}]}]}))
    titles = [s.title for s, _ in backwards.situations_for(parse_calls("1H P 2H"))]
    assert titles == ["Over their raise", "Silent"]
    assert suggest("KQ84.5.AJ832.KJ4", "1H P 2H", backwards).meaning == "Short in ♥: takeout"


def test_where_no_rule_of_an_exact_pattern_fits_the_state_answers():
    # an exact pattern covers the auction before its state; a hand none of its rules fits
    # is answered by the state's rules (as under a "..." pattern), not by the principle
    mini = System.from_json(json.dumps({
        "name": "mini", "title": "A pattern inside a state", "source": "a test",
        "summary": "", "situations": [
            {"auction": "1M P 2M", "title": "Over their raise",
             "rules": [{"call": "X", "when": "len(M) <= 1", "meaning": "Short in {M}: takeout"}]},
            {"state": "silent defender", "title": "Silent", "rules": [
                {"call": "P", "when": "true", "meaning": "Stay out"}]}]}))
    assert [s.title for s, _ in mini.situations_for(parse_calls("1H P 2H"))] == [
        "Over their raise"]
    assert [s.title for s, _ in mini.fallback_for(parse_calls("1H P 2H"))] == ["Silent"]
    assert suggest("KQ84.5.AJ832.KJ4", "1H P 2H", mini).meaning == "Short in ♥: takeout"
    assert suggest("KQ84.53.AJ83.KJ4", "1H P 2H", mini).meaning == "Stay out"
    # and partner reads the pass so
    assert [m.meaning for m in explain("1H P 2H P", mini)][-1] == "Stay out"
