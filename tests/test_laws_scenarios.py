"""The law scenarios shipped as data: each loads, replays and gives the ruling worked out
from the law's text (quoted in the comments)."""

import re

import pytest
from hypothesis import given, settings, strategies as st

from bridgelib.errors import InvalidNotation
from bridgelib.laws import law_text
from bridgelib.laws.claims import ClaimRuling
from bridgelib.laws.scenarios import Scenario, all_scenarios, load_scenario, scenario_ids

from conftest import source_text

IDS = scenario_ids()


def final(sid):
    s = load_scenario(sid)
    state, last = s.replay()
    return s, state, last


@pytest.mark.parametrize("sid", IDS)
def test_every_scenario_meets_its_expectations(sid):
    s = load_scenario(sid)
    assert s.check() == []
    assert s.quote and s.title and s.laws
    for law in s.laws:
        law_text(law)                     # every law cited is described


# The worked rulings, one per scenario: (id, facts about the final state).
WORKED = {
    # 54B "declarer may accept the irregular lead ... The second card ... from declarer's hand"
    "opening-lead-accepted": lambda p, r: p.turn.letter == "S" and p.declarer.letter == "S",
    # 54A "he becomes dummy, and dummy becomes declarer"
    "opening-lead-declarer-becomes-dummy": lambda p, r: p.declarer.letter == "N",
    # 50D2 "prohibit him from leading that suit ... the penalty card may be picked up"
    "opening-lead-refused": lambda p, r: r.law == "50D2" and not p.penalty_cards("E"),
    # 50D1 "The obligation to follow suit ... takes precedence"
    "penalty-card-stays": lambda p, r: all(c.suit.letter == "H" for c in p.legal_cards()),
    # 50D2 "he may not lead until declarer has stated which of the options"
    "penalty-card-lead-option-again": lambda p, r: p.pending is not None,
    # 54C "he must accept the lead"
    "opening-lead-dummy-seen": lambda p, r: p.pending_options == ("accept",),
    # 53A "or if a play is made from the hand next in rotation"
    "lead-accepted-by-play": lambda p, r: len(p.current_trick.cards) == 2,
    # 53B (2017) / 53C (seed) "the proper lead stands"
    "proper-lead-after-lead-out-of-turn": lambda p, r: r.law == "53B",
    "proper-lead-after-lead-out-of-turn-seed": lambda p, r: r.law == "53C",
    # 55B2 "He must lead from the correct hand."
    "declarer-leads-from-wrong-hand": lambda p, r: r.law == "55B2" and p.turn.letter == "S",
    # 55B1 "declarer restores the card led in error to the proper hand"
    "declarer-leads-when-defender-should": lambda p, r: r.law == "55B1" and p.turn.letter == "W",
    # 56 "the card illegally led becomes a major penalty card"
    "defender-leads-out-of-turn-mid-play": lambda p, r: p.is_major("CA"),
    # 50C (seed) "становится младшей штрафной картой"
    "minor-penalty-card": lambda p, r: not p.is_major("C5"),
    # 50D (seed) "он имеет право сыграть вместо неё онером"
    "minor-penalty-card-honour-instead": lambda p, r: "DT" in [c.pbn() for c in p.legal_cards()],
    # 50C "когда один вистующий имеет 2 или более штрафных карт, все они становятся старшими"
    "two-penalty-cards-are-major": lambda p, r: p.is_major("C5") and p.is_major("D9"),
    # 50D1 "must be played at the first legal opportunity"
    "major-penalty-card-first-opportunity": lambda p, r: [c.pbn() for c in p.legal_cards()] == ["HK"],
    # 51A "declarer designates which is to be played"
    "declarer-designates-penalty-card": lambda p, r: r.law == "51A",
    # 48A "no card of declarer's ever becomes a penalty card"
    "declarer-exposes-a-card": lambda p, r: r.law == "48A",
    # 62B1 "A card so withdrawn becomes a major penalty card"
    "revoke-corrected": lambda p, r: p.is_major("S8"),
    # 63A1 "when the offender or his partner leads or plays to the following trick"
    "revoke-established": lambda p, r: p.is_established(p.revokes[0]),
    # 64A1 "the trick on which the revoke occurred ... together with one of any subsequent"
    "revoke-won-by-offender": lambda p, r: p.revoke_adjustment().to_declarer == 2,
    # 64A2 "one trick is transferred"
    "revoke-not-won-by-offender": lambda p, r: p.revoke_adjustment().to_declarer == 1,
    "revoke-extra-trick-2017": lambda p, r: p.revoke_adjustment().to_declarer == 1,
    # seed 64A2 «кроме того ... одна такая взятка переходит к ненарушившей стороне»
    "revoke-extra-trick-seed": lambda p, r: p.revoke_adjustment().to_declarer == 2,
    # 64B3 "failing to play ... any card belonging to dummy"
    "revoke-from-dummy": lambda p, r: p.revoke_adjustment().to_defenders == 0,
    # 64B2 "a subsequent revoke in the same suit by the same player"
    "second-revoke-same-suit": lambda p, r: p.revoke_adjustment().to_declarer == 1,
    # 64B7 (2017) "Both sides have revoked on the same board"
    "both-sides-revoke-2017": lambda p, r: p.revoke_adjustment().declarer_tricks == p.declarer_tricks,
    "both-sides-revoke-seed": lambda p, r: (p.revoke_adjustment().to_declarer,
                                            p.revoke_adjustment().to_defenders) == (1, 1),
    # 64B4 "after a member of the non-offending side has made a call on the subsequent deal"
    "revoke-after-next-call": lambda p, r: p.revoke_adjustment("after-next-call").to_declarer == 0,
    # 62D1 "a revoke, even if established, must be corrected"
    "revoke-on-the-twelfth-trick": lambda p, r: r.law == "62D" and p.trick_number == 12,
    # 43B2b "the provisions of Law 64 apply as if the revoke had been established"
    "dummy-asks-after-violation": lambda p, r: p.revoke_adjustment().to_defenders == 1,
    # 27A1 "It is accepted if that player calls."
    "insufficient-bid-accepted": lambda a, r: r.law == "27A1",
    # 27B1a "the auction proceeds without further rectification"
    "insufficient-bid-lowest-same-suit": lambda a, r: not a.bars,
    # 27B2 "the offender's partner must pass whenever it is his turn to call"
    "insufficient-bid-other-correction": lambda a, r: a.bars[a.seat_of(1).partner].length == "throughout",
    # 27B3 "the attempted call is cancelled"
    "insufficient-bid-replaced-by-double": lambda a, r: a.pending is not None,
    # 31A1 "offender must repeat the call out of rotation"
    "bid-out-of-rotation-rho-passes": lambda a, r: a.calls[-1].pbn() == "1H",
    # 31A2b "offender's partner must pass when next it is his turn to call"
    "bid-out-of-rotation-rho-bids": lambda a, r: list(a.bars.values())[0].length == "next",
    # 29A "offender's LHO may elect to call thereby forfeiting the right to any rectification"
    "call-out-of-rotation-accepted": lambda a, r: not a.bars and len(a.calls) == 2,
    # 30A "the offender must pass when next it is his turn to call"
    "pass-out-of-rotation": lambda a, r: a.calls[-1].is_pass,
    # 31B offender's call "not comparable": partner passes at his next turn
    "bid-out-of-rotation-partner-turn": lambda a, r: bool(a.bars),
    # 32 "an inadmissible double or redouble may not be accepted"
    "inadmissible-double-out-of-rotation": lambda a, r: a.option_keys == ("cancel",),
    # 70C "award a trick or tricks to the opponents"
    "claim-outstanding-trump": lambda p, r: r.awarded == 1 and "70C" in r.laws,
    # 68C a statement "including the order in which the cards will be played"
    "claim-with-stated-line": lambda p, r: r.upheld,
    # 70D1 "an alternative normal line of play that would be less successful"
    "claim-blocked-suit": lambda p, r: r.awarded == 2,
    # 70A "any doubtful point as to a claim shall be resolved against the claimer"
    "claim-without-a-line": lambda p, r: r.awarded == 0,
    # 71 "a trick that could not be lost by any normal play"
    "concession-cancelled": lambda p, r: r.awarded == 1,
    # seed 71B «любой нормальной игры»; seed 71A «любой легальной игры»
    "concession-cancelled-seed-normal": lambda p, r: r.awarded == 1,
    "concession-stands-seed-legal": lambda p, r: r.awarded == 0,
    # 57A1 "require offender's partner to play the highest card he holds of the suit led"
    "premature-play-before-partner": lambda p, r: p.legal_cards()[0].pbn() == "CA"
    and p.is_major("C5"),
    # 57D "otherwise, it becomes a major penalty card"
    "premature-play-at-rho-turn": lambda p, r: p.is_major("CA"),
    # 57C1 "not subject to rectification ... if declarer has played from both hands"
    "premature-lead-declarer-played-both-hands": lambda p, r: not p.penalty_cards("W"),
    # 46B1b "the lowest card that it is known will win the trick"
    "dummy-card-incomplete-designation": lambda p, r: p.current_trick.cards[-1].pbn() == "SJ",
    # 51B2b "picks up every penalty card in every suit prohibited by declarer"
    "penalty-cards-in-two-suits": lambda p, r: not p.penalty_cards("E") and len(
        [x for x in p.restrictions if x.kind == "no-lead-suit"]) == 2,
    # 42/43: dummy's rights and limits (each step carries allowed = true/false)
    "dummy-rights-and-limits": lambda p, r: r.law == "43B2a",
}


def test_every_scenario_has_a_worked_ruling():
    assert sorted(WORKED) == sorted(IDS)


@pytest.mark.parametrize("sid", sorted(WORKED))
def test_worked_ruling(sid):
    s, state, last = final(sid)
    assert WORKED[sid](state, last)


def test_walk_gives_a_ruling_or_a_refusal_per_step():
    s = load_scenario("opening-lead-refused")
    results = list(s.walk())
    assert len(results) == len(s.steps)
    refused = [r for r in results if r.error is not None]
    assert len(refused) == 1 and refused[0].error.law == 50
    assert [r.law for r in results] == ["54", "56", "50D2", None, None]


def test_editions_are_named_where_they_differ():
    differ = [s for s in all_scenarios() if s.edition.value == "seed"]
    assert differ and all(s.edition_note for s in all_scenarios()
                          if s.id.endswith(("-seed", "-2017")))


def _letters(text):
    return re.sub(r"[^0-9a-zа-я]", "", text.lower().replace("ё", "е"))


def _seed_chunks(text):
    for part in re.split(r"…|\[пропуск в тексте\]|\d\.\s|\([A-C]\)\s|[A-E]\.\s", text):
        for chunk in re.split(r"(?<=[.;:])\s", part):
            if len(_letters(chunk)) >= 25:
                yield chunk


def test_seed_quotes_are_the_seeds_words():
    seed = _letters(source_text("laws"))
    quotes = [s.seed_quote for s in all_scenarios() if s.seed_quote]
    quotes += [law_text(n).seed for n in (43, 50, 53, 54, 59, 60, 64, 68, 71)]
    checked = 0
    for q in quotes:
        for chunk in _seed_chunks(q):
            body = _letters(re.sub(r"^[^А-Яа-я]*", "", chunk))
            body = re.sub(r"^(общиеограничения|вызовсудьи|привлечениевниманиякнарушению|"
                          r"соучастиеиликомментированиеигры|обменруками|"
                          r"уходсосвоегоместадлянаблюденияза|ознакомлениесрукойвистующего|"
                          r"наказаниязанарушениеограничений|общиенаказания|"
                          r"специфическиенаказания)", "", body)
            assert body[:60] in seed, chunk
            checked += 1
    assert checked > 30


def test_bad_scenario_files_are_refused_with_the_source():
    with pytest.raises(InvalidNotation, match="x.toml, line 2: not valid TOML") as e:
        Scenario.from_toml('id = "a"\ntitle = = 3', "x.toml")
    assert e.value.line == 2
    with pytest.raises(InvalidNotation, match="no 'kind'"):
        Scenario.from_toml('id = "a"\ntitle = "t"\nquote = "q"\nsteps = []', "y.toml")
    with pytest.raises(InvalidNotation, match="needs a deal"):
        Scenario.from_toml('id = "a"\ntitle = "t"\nkind = "play"\nquote = "q"\nsteps = []')
    with pytest.raises(InvalidNotation, match="unknown expectation"):
        Scenario.from_toml('id = "a"\ntitle = "t"\nkind = "dummy"\nquote = "q"\nsteps = []\n'
                           '[expect]\nturn = "N"')
    with pytest.raises(InvalidNotation, match="not a law scenario"):
        load_scenario("no-such-thing")


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=200))
def test_fuzz_scenario_reader(text):
    try:
        Scenario.from_toml(text, "fuzz.toml")
    except InvalidNotation:
        pass


@settings(max_examples=100, deadline=None)
@given(st.dictionaries(st.sampled_from(["id", "title", "kind", "quote", "steps", "laws", "deal",
                                        "contract", "edition", "expect", "leader", "summary"]),
                       st.one_of(st.text(max_size=20), st.integers(), st.lists(st.text(max_size=5)),
                                 st.just("play"), st.just("N:... ... ... ..."))))
def test_fuzz_scenario_fields(fields):
    import json
    text = "\n".join(f"{k} = {json.dumps(v, ensure_ascii=False)}" for k, v in fields.items())
    try:
        Scenario.from_toml(text, "fuzz.toml")
    except InvalidNotation:
        pass


def test_the_narration_of_a_scenario_is_the_scenarios_own():
    """The laws tell their scenarios step by step themselves (Scenario.narrate,
    Step.words); the course only lays the lines out as a table."""
    from pathlib import Path

    from bridgelib.laws.scenarios import load_scenario

    lines = load_scenario("opening-lead-refused").narrate()
    # an opening lead out of turn (Law 54) that declarer may accept or refuse
    assert lines[0].words == "East leads ♣A out of turn" and lines[0].ruling.law == "54"
    assert any(x.error is not None and "West may not lead" in str(x.error) for x in lines)
    award = load_scenario("claim-outstanding-trump").narrate()[-1]
    assert award.number == "end" and "remaining tricks" in award.lines[0]
    # partial narration stops where asked, and the state is the one after those steps
    assert len(load_scenario("opening-lead-refused").narrate(1)) == 1
    assert load_scenario("opening-lead-refused").state_after(1).pending_options
    render = Path(__file__).parents[1] / "bridgelib" / "render" / "course" / "laws.py"
    text = render.read_text(encoding="utf-8")
    assert "def _step_words" not in text and "check_dummy" not in text and "_walk" not in text


def test_a_laws_text_scenario_quotes_the_laws_text_rule_it_follows():
    """The English quote of a scenario that follows the laws text's edition is that edition's
    rule (in our translation of its Russian), not the 2017 sentence its ruling contradicts:
    24 transfers the extra trick of the old 64A2 («кроме того…»), 28 applies 64A2 to both
    sides' revokes (no 64B7 before 2007), 47 lets a concession stand that only an irrational
    play could lose (71A: "any legal play"). They once quoted the 2017 Laws."""
    from bridgelib.laws.scenarios import load_scenario

    extra = load_scenario("revoke-extra-trick-seed")
    assert "in addition" in extra.quote and "кроме того" in (extra.seed_quote or "")
    both = load_scenario("both-sides-revoke-seed")
    assert "no automatic trick adjustment" not in both.quote and "64A2" in both.laws
    stands = load_scenario("concession-stands-seed-legal")
    assert "any legal play" in stands.quote and "любой легальной игры" in (stands.seed_quote or "")
