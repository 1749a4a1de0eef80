"""Law scenarios as data: situations a lesson loads, replays step by step, and explains.

Each scenario is a TOML file in ``bridgelib/data/laws/scenarios/``: the law(s) it shows,
the edition it follows (and how the other edition differs, ``edition_note``), the law
sentence it turns on (``quote``; the laws text's Russian text in ``seed_quote`` where its
pages have it), the deal and contract (or the dealer, for the auction), the **steps** —
actions on :class:`~bridgelib.laws.play.LawsPlay`,
:class:`~bridgelib.laws.auction.LawsAuction`, the claim checker or the dummy checks —
and what is **expected** after them.  Data only: nothing in a file is executed.

Steps (``do = ...``): ``play`` (``card`` or ``cards``, optional ``seat``),
``play_out`` (every player plays his first legal card to the end), ``lead_out_of_turn``
(``seat``, ``card``), ``play_out_of_turn`` (``seat``, ``card``: Law 57), ``choose``
(``option``, optional ``suit``/``card``, or ``suits`` to prohibit several, Law 51B2),
``expose`` (``seat``, ``card``, ``how``), ``revoke`` (``card``), ``correct_revoke``
(``card``, optional ``after_dummy_violation``), ``designate`` (``card``),
``call_from_dummy`` (``words``, optional ``defender_choice``: Law 46B); for auctions ``call``
(``call`` or ``calls``, optional ``seat``/``comparable``), ``insufficient``,
``out_of_rotation`` (``seat``, ``call``), ``accept``, ``cancel``, ``correct`` (``call``,
optional ``comparable``); ``claim`` (``seat``, ``tricks``, optional ``line``);
``concede`` (``seat``, ``tricks``, optional ``before_next_call``); ``dummy``
(``action``, optional ``play_over``, ``violated_43a2``, ``allowed``).  A step may carry
``say`` (what the lesson shows) and ``error_law`` (the step must be refused, citing
that law).

>>> s = load_scenario("opening-lead-refused")
>>> s.laws, s.kind
(('54D', '56', '50D2'), 'play')
>>> [r.law for r in s.walk() if r.ruling is not None][:2]
['54', '56']
>>> s.check()
[]
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator

from ..deal import Deal
from ..errors import BridgeError, IllegalAction, InvalidNotation
from ..rules import RuleId
from ..table import Seat
from .core import Edition, Ruling, _data_dir, read_toml

__all__ = ["Scenario", "Step", "StepResult", "Narration", "load_scenario", "scenario_ids", "all_scenarios",
           "EXPECT_KEYS"]

KINDS = ("play", "auction", "claim", "dummy")
EXPECT_KEYS = {
    "play": {"turn", "declarer", "dummy", "options", "penalty_cards", "legal", "law",
             "established", "transferred", "final_declarer_tricks", "tricks_played",
             "discovery", "current_trick", "pending"},
    "auction": {"turn", "contract", "options", "bars", "lead_penalty", "law", "complete",
                "must_repeat", "calls"},
    "claim": {"awarded", "upheld", "laws", "remaining"},
    "dummy": set(),
}


@dataclass(frozen=True)
class Step:
    """One action of a scenario."""

    do: str
    args: dict[str, Any]
    say: str | None = None
    error_law: int | None = None

    def words(self, turn: Seat | None = None, made: list | tuple = ()) -> str:
        """What the step does, in words: its ``say`` if the data gives one, else a sentence
        made from the step (``turn``: the player whose turn it was before it; ``made``: the
        (seat, card or call) pairs it added, where known).

        >>> Step("lead_out_of_turn", {"seat": "E", "card": "CA"}).words()
        'East leads ♣A out of turn'
        """
        if self.say:
            return self.say
        return _step_words(self, turn, list(made))


@dataclass(frozen=True)
class StepResult:
    """What a step did: the ruling it produced (if any), or the error that refused it."""

    step: Step
    ruling: Any = None
    error: BridgeError | None = None

    @property
    def law(self) -> str | None:
        if self.ruling is not None and hasattr(self.ruling, "law"):
            return self.ruling.law
        return None


@dataclass(frozen=True)
class Narration:
    """One line of a scenario told step by step: its number (or ``"end"`` for what the
    laws rule when the play is over), what happens in words, and what the laws module
    rules — a ruling, the refusal of what the laws forbid (``error``), or, at the end,
    the lines of the award (``lines``); ``legal`` when none of these."""

    number: int | str
    words: str
    ruling: Any = None
    error: BridgeError | None = None
    lines: tuple[Any, ...] = ()

    @property
    def legal(self) -> bool:
        return self.ruling is None and self.error is None and not self.lines


@dataclass(frozen=True)
class Scenario:
    """A law situation, loaded from a data file."""

    id: str
    title: str
    kind: str
    laws: tuple[str, ...]
    edition: Edition
    quote: str
    steps: tuple[Step, ...]
    expect: dict[str, Any]
    summary: str = ""
    edition_note: str | None = None
    seed_quote: str | None = None
    deal: Deal | None = None
    contract: str | None = None
    leader: Seat | None = None
    dealer: Seat | None = None
    dummy_seen: bool = False
    source: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    # ---------------------------------------------------------------- reading
    @classmethod
    def from_toml(cls, text: str, source: str = "<scenario>") -> "Scenario":
        data = read_toml(text, source)

        def need(key, typ=str):
            if key not in data:
                raise InvalidNotation(f"the scenario has no {key!r}", source=source)
            if not isinstance(data[key], typ):
                raise InvalidNotation(f"{key!r} must be a {typ.__name__}, not {data[key]!r}",
                                      source=source)
            return data[key]

        def opt(key, typ=str, default=None):
            v = data.get(key, default)
            if v is not None and not isinstance(v, typ):
                raise InvalidNotation(f"{key!r} must be a {typ.__name__}, not {v!r}",
                                      source=source)
            return v

        kind = need("kind")
        if kind not in KINDS:
            raise InvalidNotation(f"kind {kind!r} is not one of {', '.join(KINDS)}", source=source)
        steps = []
        for i, raw in enumerate(need("steps", list), 1):
            if not isinstance(raw, dict) or not isinstance(raw.get("do"), str):
                raise InvalidNotation(f"step {i} needs a 'do'", source=source)
            if raw.get("error_law") is not None and not isinstance(raw["error_law"], int):
                raise InvalidNotation(f"step {i}: error_law must be a law number", source=source)
            args = {k: v for k, v in raw.items() if k not in ("do", "say", "error_law")}
            steps.append(Step(raw["do"], args, raw.get("say"), raw.get("error_law")))
        expect = opt("expect", dict, {})
        unknown = set(expect) - EXPECT_KEYS[kind]
        if unknown:
            raise InvalidNotation(f"unknown expectation(s) {sorted(unknown)} for a {kind} "
                                  "scenario", source=source)
        try:
            deal = Deal.from_pbn(opt("deal")) if "deal" in data else None
            leader = Seat.from_str(opt("leader")) if "leader" in data else None
            dealer = Seat.from_str(opt("dealer")) if "dealer" in data else None
            contract = opt("contract")
            if contract is not None:
                from ..auction import Contract
                Contract.from_str(contract)
            edition = Edition.from_str(opt("edition", str, "2017"))
        except InvalidNotation as exc:
            raise InvalidNotation(exc.reason, source=source) from None
        if kind in ("play", "claim") and (deal is None or contract is None):
            raise InvalidNotation("a play or claim scenario needs a deal and a contract",
                                  source=source)
        laws = opt("laws", list, [])

        def prose(key):  # a text field with its whitespace squeezed
            v = opt(key)
            return " ".join(v.split()) if v else None

        return cls(id=need("id"), title=need("title"), kind=kind,
                   laws=tuple(str(x) for x in laws), edition=edition,
                   quote=" ".join(need("quote").split()), steps=tuple(steps), expect=expect,
                   summary=prose("summary") or "", edition_note=prose("edition_note"),
                   seed_quote=prose("seed_quote"), deal=deal, contract=contract, leader=leader,
                   dealer=dealer, dummy_seen=bool(opt("dummy_seen", bool, False)), source=source)

    # ---------------------------------------------------------------- replay
    def start(self):
        """The state before the first step: a LawsPlay or a LawsAuction (None for dummy)."""
        from .auction import LawsAuction
        from .play import LawsPlay

        if self.kind in ("play", "claim"):
            # from_toml refuses a play or claim scenario without a deal and a contract
            assert self.deal is not None and self.contract is not None
            return LawsPlay(self.deal, self.contract, edition=self.edition,
                            leader=self.leader, dummy_seen=self.dummy_seen)
        if self.kind == "auction":
            return LawsAuction(self.dealer if self.dealer is not None else Seat.NORTH,
                               edition=self.edition)
        return None

    def walk(self, state=None) -> Iterator[StepResult]:
        """Run the steps one by one on ``state`` (a fresh :meth:`start` by default),
        yielding what each did; a lesson shows the state after each."""
        state = self.start() if state is None else state
        for step in self.steps:
            try:
                ruling = _run(state, step, self.edition)
            except BridgeError as exc:
                if step.error_law is None:
                    raise
                if getattr(exc, "law", None) != step.error_law:
                    raise InvalidNotation(
                        f"step {step.do} was refused citing Law {getattr(exc, 'law', None)}, not "
                        f"Law {step.error_law}: {exc}", source=self.source) from exc
                yield StepResult(step, None, exc)
                continue
            if step.error_law is not None:
                raise InvalidNotation(f"step {step.do} {step.args} should have been refused "
                                      f"(Law {step.error_law})", source=self.source)
            yield StepResult(step, ruling, None)

    def _walk(self, steps: int | None):
        """Run the first ``steps`` steps: (state, [(result, seat in turn before the step,
        the cards or calls it added)])."""
        state = self.start()
        done: list = [] if state is None else list(state)
        out: list = []
        results = self.walk(state)
        while steps is None or len(out) < steps:
            turn = getattr(state, "turn", None)
            res = next(results, None)
            if res is None:
                break
            now = [] if state is None else list(state)
            out.append((res, turn, now[len(done):] if now[:len(done)] == done else now[-1:]))
            done = now
        return state, out

    def state_after(self, steps: int | None = None):
        """The live position after the first ``steps`` steps (all by default): a
        :class:`~bridgelib.laws.LawsPlay` or :class:`~bridgelib.laws.auction.LawsAuction`
        to try other choices on (None for a dummy scenario)."""
        return self._walk(steps)[0]

    def narrate(self, steps: int | None = None) -> list[Narration]:
        """The scenario told step by step (its first ``steps`` steps, all by default): what
        each step does and what the laws rule — the law cited and the options opened, or
        the refusal of what the laws forbid; when the play is over, the trick transfer of
        Law 64; after a claim or concession, the Director's award.

        >>> lines = load_scenario("opening-lead-refused").narrate()
        >>> lines[0].words, lines[0].ruling.law
        ('East leads ♣A out of turn', '54')
        """
        from .dummy import check_dummy

        state, walked = self._walk(steps)
        out = []
        for k, (res, turn, new) in enumerate(walked, 1):
            error = res.error
            if res.step.do == "dummy" and res.ruling is None:  # a refusal the scenario expects
                try:
                    check_dummy(res.step.args["action"], **{a: v for a, v in res.step.args.items()
                                                           if a not in ("action", "allowed")})
                except BridgeError as exc:
                    error = exc
            out.append(Narration(k, res.step.words(turn, new), res.ruling, error))
        if self.kind == "play" and state.is_complete and len(walked) == len(self.steps):
            adj = state.revoke_adjustment(self.expect.get("discovery", "during-round"))
            out.append(Narration("end", "the play is over: Law 64",
                                 lines=(*adj.rulings, str(adj).splitlines()[-1])))
        last = walked[-1][0].ruling if walked else None
        if last is not None and hasattr(last, "awarded"):  # a claim or concession: the award
            out.append(Narration("end", "the Director's award", lines=(
                f"{last.claim.side.label} takes {last.awarded} of the {last.remaining} "
                "remaining tricks",)))
        return out

    def replay(self):
        """Run every step; return (final state, the last ruling produced)."""
        state = self.start()
        last = None
        for res in self.walk(state):
            if res.ruling is not None:
                last = res.ruling
        return state, last

    def check(self) -> list[str]:
        """Compare the outcome with :attr:`expect`; the list of differences (empty = all hold)."""
        state, last = self.replay()
        got = self.outcome(state, last)
        out = []
        for key, want in self.expect.items():
            have = got.get(key)
            if _norm(have) != _norm(want):
                out.append(f"{self.id}: {key} is {have!r}, expected {want!r}")
        return out

    def outcome(self, state, last) -> dict[str, Any]:
        """The observable results the ``expect`` table speaks about."""
        from .claims import ClaimRuling

        out: dict[str, Any] = {}
        if isinstance(last, Ruling):
            out["law"] = last.law
        if self.kind in ("play", "claim") and state is not None:
            p = state
            out["turn"] = p.turn.letter if p.turn is not None else None
            out["declarer"] = p.declarer.letter
            out["dummy"] = p.dummy.letter
            out["options"] = list(p.pending_options)
            out["pending"] = p.pending is not None
            out["penalty_cards"] = {s.letter: [c.pbn() for c in p.penalty_cards(s)]
                                    for s in Seat if p.penalty_cards(s)}
            out["legal"] = [c.pbn() for c in p.legal_cards()]
            out["current_trick"] = [c.pbn() for c in p.current_trick.cards]
            out["tricks_played"] = p.declarer_tricks
            if p.revokes:
                out["established"] = p.is_established(p.revokes[-1])
            if p.is_complete:
                adj = p.revoke_adjustment(self.expect.get("discovery", "during-round"))
                out["transferred"] = adj.to_declarer + adj.to_defenders
                out["final_declarer_tricks"] = adj.declarer_tricks
                out["discovery"] = self.expect.get("discovery")
                if adj.rulings:
                    out["law"] = adj.rulings[-1].law
        if isinstance(last, ClaimRuling):
            out.update(awarded=last.awarded, upheld=last.upheld, laws=list(last.laws),
                       remaining=last.remaining)
        if self.kind == "auction":
            a = state
            out["turn"] = a.turn.letter if a.turn is not None else None
            out["complete"] = a.is_complete
            c = a.contract
            out["contract"] = (c.pbn() + (c.declarer.letter if c.declarer is not None else "")) if c else None
            out["options"] = list(a.option_keys)
            out["bars"] = {s.letter: b.length for s, b in a.bars.items()}
            out["lead_penalty"] = {lp.offender.letter: sorted(s.letter for s in lp.suits)
                                   for lp in a.lead_penalties()}
            out["must_repeat"] = a.must_repeat[1].pbn() if a.must_repeat else None
            out["calls"] = [f"{s.letter}:{c.pbn()}" for s, c in a]
        return out


def _step_words(step: Step, turn: Seat | None, new: list) -> str:
    """What a scenario step does, in words."""
    from ..auction import Call
    from ..cards import Card, Suit

    a, do = step.args, step.do
    seat = Seat.from_str(a["seat"]).name_en if "seat" in a else None
    cards = " ".join(str(Card.from_str(c)) for c in (a.get("cards") or a.get("card", "")).split())
    calls = " ".join(str(Call.from_str(c)) for c in (a.get("calls") or a.get("call", "")).split())
    if do in ("play", "call", "revoke"):
        made = ", ".join(f"{s.name_en} {x}" for s, x in new) or (
            f"{seat if seat is not None else (turn.name_en if turn is not None else '?')} tries "
            f"{cards or calls}")
        return made + (": a revoke" if do == "revoke" else "")
    fixed = {"accept": "the next player accepts it", "cancel": "not accepted: it is cancelled",
             "play_out": "the remaining tricks are played out",
             "lead_out_of_turn": f"{seat} leads {cards} out of turn",
             "out_of_rotation": f"{seat} calls {calls} out of rotation",
             "insufficient": f"{turn.name_en if turn is not None else '?'} bids {calls}: "
                             "insufficient",
             "expose": f"{seat} {'shows' if a.get('how') == 'deliberate' else 'drops'} {cards}",
             "designate": f"declarer designates {cards}",
             "play_out_of_turn": f"{seat} plays {cards} before his turn",
             "call_from_dummy": f"declarer calls «{a.get('words', '')}» from dummy",
             "correct_revoke": f"the revoke is corrected with {cards}",
             "correct": f"corrected to {calls}"}
    if do in fixed:
        return fixed[do]
    if do == "choose":
        suit = Suit.from_str(a["suit"]).symbol if "suit" in a else ""
        if "suits" in a:
            many = a["suits"] if isinstance(a["suits"], list) else (
                a["suits"].split() if " " in a["suits"].strip() else list(a["suits"].strip()))
            suit = " ".join(Suit.from_str(x).symbol for x in many)
        return " ".join(x for x in ("choice:", a["option"], suit, cards) if x)
    if do in ("claim", "concede"):
        line = " ".join(str(Card.from_str(c)) for c in a.get("line", "").split())
        return f"{seat} {do}s {a['tricks']} trick(s)" + (
            f", stating the line {line}" if line else ", stating no line" if do == "claim" else "")
    flags = [k.replace("_", " ") for k in ("play_over", "violated_43a2") if a.get(k)]
    return f"dummy: {a['action']}" + (f" ({', '.join(flags)})" if flags else "")


def _norm(x):
    if isinstance(x, dict):
        return {k: _norm(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_norm(v) for v in x]
    return x


def _run(state, step: Step, edition: Edition):
    from .claims import Claim, rule_on_claim, rule_on_concession
    from .dummy import check_dummy

    a, do = step.args, step.do
    if do == "play":
        cards = a["cards"].split() if "cards" in a else [a["card"]]
        out = [state.play(c, a.get("seat")) for c in cards]
        return next((r for r in reversed(out) if r is not None), None)
    if do == "play_out":
        while not state.is_complete:
            if state.pending is not None:
                raise IllegalAction("play_out stopped: a choice is pending "
                                    f"({', '.join(state.pending_options)}) "
                                    f"(Law {state._pending_law()})", rule=RuleId.PENDING_CHOICE,
                                    law=state._pending_law())
            state.play(state.legal_cards()[0])
        return None
    if do == "lead_out_of_turn":
        return state.lead_out_of_turn(a["seat"], a["card"])
    if do == "choose":
        return state.choose(a["option"], suit=a.get("suit"), card=a.get("card"),
                            suits=a.get("suits"))
    if do == "play_out_of_turn":
        return state.play_out_of_turn(a["seat"], a["card"])
    if do == "call_from_dummy":
        return state.call_from_dummy(a["words"], defender_choice=a.get("defender_choice"))
    if do == "expose":
        return state.expose(a["seat"], a["card"], a.get("how", "accident"))
    if do == "revoke":
        return state.revoke(a["card"])
    if do == "correct_revoke":
        return state.correct_revoke(a["card"],
                                    after_dummy_violation=a.get("after_dummy_violation", False))
    if do == "designate":
        return state.designate(a["card"])
    if do == "call":
        calls = a["calls"].split() if "calls" in a else [a["call"]]
        out = [state.call(c, a.get("seat"), comparable=a.get("comparable")) for c in calls]
        return next((r for r in reversed(out) if r is not None), None)
    if do == "insufficient":
        return state.insufficient(a["call"])
    if do == "out_of_rotation":
        return state.out_of_rotation(a["seat"], a["call"])
    if do == "accept":
        return state.accept()
    if do == "cancel":
        return state.cancel()
    if do == "correct":
        return state.correct(a["call"], comparable=a.get("comparable", False))
    if do == "claim":
        line = tuple(a.get("line", "").split())
        return rule_on_claim(state, Claim(Seat.from_str(a["seat"]), a["tricks"], line),
                             normal=a.get("normal", True))
    if do == "concede":
        return rule_on_concession(state, a["seat"], a["tricks"], edition=edition,
                                  before_next_call=a.get("before_next_call", True))
    if do == "dummy":
        kw = {k: a[k] for k in ("play_over", "violated_43a2", "attention_drawn") if k in a}
        allowed = a.get("allowed")
        try:
            r = check_dummy(a["action"], **kw)
        except IllegalAction:
            if allowed is True:
                raise
            if allowed is None:
                raise
            return None
        if allowed is False:
            raise IllegalAction(f"dummy's {a['action']} was expected to be refused, but "
                                f"{r}", rule=RuleId.SCENARIO, law=int(r.law[:2]))
        return r
    raise InvalidNotation(f"{do!r} is not a scenario step")


# ---------------------------------------------------------------- the library
def _scenario_dir():
    return _data_dir() / "scenarios"


def scenario_ids() -> list[str]:
    """The ids of the scenarios shipped with the package, in file order."""
    return [s.id for s in all_scenarios()]


_CACHE: dict[str, Scenario] = {}


def all_scenarios() -> list[Scenario]:
    if not _CACHE:
        for f in sorted(_scenario_dir().iterdir(), key=lambda f: f.name):
            if f.name.endswith(".toml"):
                s = Scenario.from_toml(f.read_text(encoding="utf-8"), f.name)
                if s.id in _CACHE:
                    raise InvalidNotation(f"scenario id {s.id!r} is used twice", source=f.name)
                _CACHE[s.id] = s
    return list(_CACHE.values())


def load_scenario(name: str) -> Scenario:
    """A shipped scenario by id."""
    for s in all_scenarios():
        if s.id == name:
            return s
    raise InvalidNotation(f"{name!r} is not a law scenario; there are: "
                          + ", ".join(scenario_ids()))
