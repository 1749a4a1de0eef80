"""Duplicate scoring (Law 77 of the Laws of Duplicate Bridge; the contract-rules text and the Bulgarian overview).

The score of one deal, from the declaring side's point of view:

* **trick score** (стоимость контракта) for the odd tricks bid and made: clubs and
  diamonds 20 each, hearts and spades 30 each, no-trump 40 for the first and 30 for
  each further trick; doubled ×2, redoubled ×4;
* **part-score bonus** 50 when the trick score is under 100, otherwise a **game
  bonus** 300 not vulnerable / 500 vulnerable (до зоны / в зоне);
* **slam bonus**: small slam 500 / 750, grand slam 1000 / 1500;
* **overtricks** (лишние взятки): the trick value undoubled; 100 / 200 each doubled,
  200 / 400 each redoubled;
* a bonus of 50 for making a doubled contract, 100 for a redoubled one ("for the
  insult", за некорректную контру);
* **undertricks** (подсад), scored by the defenders: 50 / 100 each undoubled;
  doubled not vulnerable 100, 200, 200, then 300 each; doubled vulnerable 200, then
  300 each; redoubled twice the doubled figures.

>>> from bridgelib.auction import Contract
>>> duplicate_score(Contract.from_str("4S"), 10, vulnerable=False)
420
>>> duplicate_score(Contract.from_str("3NTX"), 7, vulnerable=True)
-500
>>> print(explain_duplicate(Contract.from_str("6C"), 12, vulnerable=False))
6♣ making 12 tricks, not vulnerable
  trick score 6 × 20                  120
  game bonus (not vulnerable)         300
  small slam bonus (not vulnerable)   500
  total                               920
"""

from __future__ import annotations

from dataclasses import dataclass

from ..auction import Contract, Doubling
from ..cards import Strain
from ..errors import InvalidNotation

__all__ = ["duplicate_score", "explain_duplicate", "ScoreLine", "ScoreBreakdown",
           "trick_value", "trick_score", "overtrick_value", "undertrick_penalty",
           "game_bonus", "slam_bonus", "insult_bonus", "check_tricks", "GAME_POINTS",
           "GAME_LEVEL"]


# ---------------------------------------------------------------- the pieces of Law 77
def trick_value(strain: Strain) -> int:
    """Points for each odd trick after the first, undoubled: 20 minors, 30 majors and NT.

    >>> trick_value(Strain.CLUBS), trick_value(Strain.SPADES), trick_value(Strain.NOTRUMP)
    (20, 30, 30)
    """
    return 20 if strain in (Strain.CLUBS, Strain.DIAMONDS) else 30


def trick_score(level: int, strain: Strain, doubling: Doubling = Doubling.NONE) -> int:
    """The trick score of a made contract's odd tricks (below the line in rubber).

    No-trump is 40 for the first trick and 30 for the others; doubled ×2, redoubled ×4.

    >>> trick_score(3, Strain.NOTRUMP), trick_score(2, Strain.HEARTS, Doubling.REDOUBLED)
    (100, 240)
    """
    base = level * trick_value(strain) + (10 if strain is Strain.NOTRUMP else 0)
    return base * (1, 2, 4)[Doubling(doubling)]


#: A trick score of this many points or more is a game (Law 77; below the line in rubber).
GAME_POINTS = 100
#: The lowest level whose undoubled trick score is a game: 3NT, 4♥ / 4♠, 5♣ / 5♦.  The
#: bidder, the honeymoon bot and the lessons read this one table.
GAME_LEVEL = {strain: next(level for level in range(1, 8)
                           if trick_score(level, strain) >= GAME_POINTS)
              for strain in Strain}


def overtrick_value(strain: Strain, doubling: Doubling, vulnerable: bool) -> int:
    """Points for each overtrick: the trick value undoubled; 100/200 doubled, 200/400 redoubled.

    >>> overtrick_value(Strain.CLUBS, Doubling.NONE, True), overtrick_value(Strain.CLUBS, Doubling.DOUBLED, True)
    (20, 200)
    """
    doubling = Doubling(doubling)
    if doubling is Doubling.NONE:
        return trick_value(strain)
    return (100 if not vulnerable else 200) * (1 if doubling is Doubling.DOUBLED else 2)


def _undertrick_steps(doubling: Doubling, vulnerable: bool, n: int) -> list[int]:
    doubling = Doubling(doubling)
    if doubling is Doubling.NONE:
        return [100 if vulnerable else 50] * n
    if vulnerable:
        steps = [200] + [300] * (n - 1)
    else:
        steps = ([100, 200, 200] + [300] * max(0, n - 3))[:n]
    factor = 1 if doubling is Doubling.DOUBLED else 2
    return [s * factor for s in steps]


def undertrick_penalty(doubling: Doubling, vulnerable: bool, down: int) -> int:
    """What the defenders score when the declarer is ``down`` tricks short (a positive number).

    >>> [undertrick_penalty(Doubling.DOUBLED, False, n) for n in range(1, 6)]
    [100, 300, 500, 800, 1100]
    >>> undertrick_penalty(Doubling.REDOUBLED, True, 2)
    1000
    """
    if not isinstance(down, int) or not 0 <= down <= 13:
        raise InvalidNotation(f"{down!r} undertricks: a contract goes down 0 to 13 tricks")
    return sum(_undertrick_steps(doubling, vulnerable, down))


def game_bonus(trick_points: int, vulnerable: bool) -> int:
    """50 for a part-score (trick score under 100), else 300 / 500 for a game (duplicate only).

    >>> game_bonus(90, True), game_bonus(100, False), game_bonus(120, True)
    (50, 300, 500)
    """
    if trick_points < GAME_POINTS:
        return 50
    return 500 if vulnerable else 300


def slam_bonus(level: int, vulnerable: bool) -> int:
    """Small slam (6) 500 / 750, grand slam (7) 1000 / 1500, otherwise 0.

    >>> slam_bonus(6, False), slam_bonus(7, True), slam_bonus(5, True)
    (500, 1500, 0)
    """
    if level == 6:
        return 750 if vulnerable else 500
    if level == 7:
        return 1500 if vulnerable else 1000
    return 0


def insult_bonus(doubling: Doubling) -> int:
    """Bonus for making a doubled (50) or redoubled (100) contract (Law 77).

    >>> insult_bonus(Doubling.NONE), insult_bonus(Doubling.DOUBLED), insult_bonus(Doubling.REDOUBLED)
    (0, 50, 100)
    """
    return (0, 50, 100)[Doubling(doubling)]


def check_tricks(contract: Contract, tricks: int) -> int:
    """Return ``tricks`` if it is a possible count (0–13) for the contract, else raise."""
    if not isinstance(contract, Contract):
        raise InvalidNotation(f"{contract!r} is not a Contract: use Contract.from_str('4SX')")
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise InvalidNotation(
            f"{tricks!r} tricks for {contract.to_text()}: the declaring side takes 0 to 13 tricks")
    return tricks


# ---------------------------------------------------------------- the breakdown value
@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a score: a label and its points (signed, declaring side's view).

    ``part`` names the element (``"trick score"``, ``"overtricks"``, ``"game bonus"``,
    ``"part-score bonus"``, ``"slam bonus"``, ``"insult"``, ``"undertricks"``);
    ``below`` is ``True`` for points that go below the line on a rubber scorepad.
    """

    label: str
    points: int
    part: str = ""
    below: bool = False


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    """A duplicate score explained line by line; the lines sum to :attr:`total`.

    >>> b = explain_duplicate(Contract.from_str("3NTXS"), 10, True)
    >>> [(ln.label, ln.points) for ln in b.lines][:2], b.total
    ([('trick score (40 + 2 × 30) × 2 doubled', 200), ('game bonus (vulnerable)', 500)], 950)
    """

    contract: Contract
    tricks: int
    vulnerable: bool
    lines: tuple[ScoreLine, ...]

    @property
    def total(self) -> int:
        return sum(line.points for line in self.lines)

    @property
    def made(self) -> bool:
        return self.contract.is_passed_out or self.tricks >= self.contract.tricks_needed

    @property
    def heading(self) -> str:
        if self.contract.is_passed_out:
            return "Passed out"
        vul = "vulnerable" if self.vulnerable else "not vulnerable"
        return f"{self.contract.to_text()} making {self.tricks} tricks, {vul}"

    def __int__(self) -> int:
        return self.total

    def to_text(self) -> str:
        from ..render import scoring as _render

        return _render.breakdown_text(self)

    def __str__(self) -> str:
        return self.to_text()

    def _repr_html_(self) -> str:
        from ..render import scoring as _render

        return _render.breakdown_html(self)


# ---------------------------------------------------------------- the score
def _lines(contract: Contract, tricks: int, vulnerable: bool) -> list[ScoreLine]:
    check_tricks(contract, tricks)
    strain = contract.strain
    if contract.is_passed_out or strain is None:
        return []
    level, dbl = contract.level, Doubling(contract.doubling)
    vul = "vulnerable" if vulnerable else "not vulnerable"
    mult = ("", " × 2 doubled", " × 4 redoubled")[dbl]
    state = vul + ("", ", doubled", ", redoubled")[dbl]
    need = contract.tricks_needed
    lines: list[ScoreLine] = []
    if tricks < need:
        down = need - tricks
        steps = _undertrick_steps(dbl, vulnerable, down)
        if len(set(steps)) == 1:
            how = f"{down} × {steps[0]}"
        else:
            how = " + ".join(str(s) for s in steps)
        label = f"{down} undertrick{'s' if down > 1 else ''} ({state}): {how}"
        lines.append(ScoreLine(label, -sum(steps), "undertricks"))
        return lines
    ts = trick_score(level, strain, dbl)
    if strain is Strain.NOTRUMP:
        body = "40" if level == 1 else f"40 + {level - 1} × 30"
        how = f"({body}){mult}" if mult and level > 1 else f"{body}{mult}"
    else:
        how = f"{level} × {trick_value(strain)}{mult}"
    lines.append(ScoreLine(f"trick score {how}", ts, "trick score", below=True))
    gb = game_bonus(ts, vulnerable)
    if ts < GAME_POINTS:
        lines.append(ScoreLine("part-score bonus", gb, "part-score bonus"))
    else:
        lines.append(ScoreLine(f"game bonus ({vul})", gb, "game bonus"))
    sb = slam_bonus(level, vulnerable)
    if sb:
        name = "small slam" if level == 6 else "grand slam"
        lines.append(ScoreLine(f"{name} bonus ({vul})", sb, "slam bonus"))
    if dbl is not Doubling.NONE:
        what = "doubled" if dbl is Doubling.DOUBLED else "redoubled"
        lines.append(ScoreLine(f"making a {what} contract", insult_bonus(dbl), "insult"))
    over = tricks - need
    if over:
        each = overtrick_value(strain, dbl, vulnerable)
        extra = "" if dbl is Doubling.NONE else f" ({state})"
        label = f"{over} overtrick{'s' if over > 1 else ''} × {each}{extra}"
        lines.append(ScoreLine(label, over * each, "overtricks"))
    return lines


def explain_duplicate(contract: Contract, tricks: int, vulnerable: bool) -> ScoreBreakdown:
    """The duplicate score of ``contract`` making ``tricks`` tricks, line by line (Law 77).

    >>> print(explain_duplicate(Contract.from_str("4HX"), 10, vulnerable=True))
    4♥X making 10 tricks, vulnerable
      trick score 4 × 30 × 2 doubled   240
      game bonus (vulnerable)          500
      making a doubled contract         50
      total                            790
    """
    return ScoreBreakdown(contract, tricks, bool(vulnerable),
                          tuple(_lines(contract, tricks, bool(vulnerable))))


def duplicate_score(contract: Contract, tricks: int, vulnerable: bool) -> int:
    """The declaring side's duplicate score (negative when defeated; 0 when passed out).

    Computed directly (no labels): the fast path for simulations and tables;
    :func:`explain_duplicate` gives the same total line by line.

    >>> duplicate_score(Contract.from_str("7NTXX"), 13, True), duplicate_score(Contract.passed_out(), 0, True)
    (2980, 0)
    """
    check_tricks(contract, tricks)
    level, strain, dbl = contract.level, contract.strain, contract.doubling
    if not level or strain is None:  # passed out
        return 0
    need = level + 6
    if tricks < need:
        return -undertrick_penalty(dbl, vulnerable, need - tricks)
    ts = trick_score(level, strain, dbl)
    over = tricks - need
    return (ts + game_bonus(ts, vulnerable) + slam_bonus(level, vulnerable) + insult_bonus(dbl)
            + (over * overtrick_value(strain, dbl, vulnerable) if over else 0))
