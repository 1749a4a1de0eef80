"""A played result: a contract with its declarer and the tricks taken.

Written as on a traveller or in the ``bridge score`` command: level, strain
(C D H S NT), optional X or XX, the declarer (N E S W) and the result: ``=``
(made exactly), ``+n`` (n overtricks) or ``-n`` (n down); or ``Pass``.

>>> r = Result.from_str("4SXN+1")
>>> r.contract, r.tricks, r.score(Vulnerability.NONE), r.score(Vulnerability.NS)
(Contract.from_str('4SXN'), 11, 690, 990)
>>> Result.from_str("3NTE-2").score_ns(Vulnerability.EW)
200
>>> Result.from_str("4SN+4")
Traceback (most recent call last):
...
bridgelib.errors.InvalidNotation: '4SN+4': 4♠ by North needs 10 tricks, and 4 more would be 14, but there are only 13 tricks
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..auction import Contract
from ..errors import InvalidNotation
from ..table import Seat, Side, Vulnerability
from .duplicate import ScoreBreakdown, check_tricks, duplicate_score, explain_duplicate

__all__ = ["Result", "as_vulnerability"]

_RESULT = re.compile(r"(.*?)\s*(=|[+-]\s*\d+)\s*")
_PASS = ("pass", "p", "passed out", "passed", "пас", "all pass")


def as_vulnerability(value: "Vulnerability | str") -> Vulnerability:
    """A :class:`Vulnerability`, also from text such as ``none``, ``ns``, ``ew``, ``all``."""
    if isinstance(value, Vulnerability):
        return value
    if isinstance(value, str):
        return Vulnerability.from_str(value)
    raise InvalidNotation(f"{value!r} is not a vulnerability: expected None, NS, EW or All")


@dataclass(frozen=True, slots=True)
class Result:
    """A contract (with its declarer) and the number of tricks the declaring side took.

    A passed-out deal is ``Result(Contract.passed_out(), 0)``.
    """

    contract: Contract
    tricks: int

    def __post_init__(self):
        check_tricks(self.contract, self.tricks)
        if self.contract.is_passed_out:
            if self.tricks:
                raise InvalidNotation(
                    f"a passed-out deal has no play: {self.tricks} tricks given for it")
        elif self.contract.declarer is None:
            raise InvalidNotation(
                f"{self.contract.to_text()} has no declarer: a result needs the declarer "
                "(N, E, S or W), as in 4SXN+1")

    # ------------------------------------------------------------ parsing
    @classmethod
    def from_str(cls, text: str) -> "Result":
        """``4SXN+1``, ``3NTE=``, ``6HXXS-3``, ``Pass`` (case-insensitive, spaces allowed)."""
        if not isinstance(text, str):
            raise InvalidNotation(f"{text!r} is not a result: expected text such as 4SXN+1")
        raw = text.strip()
        if raw.lower() in _PASS:
            return cls(Contract.passed_out(), 0)
        m = _RESULT.fullmatch(raw)
        if not m or not m.group(1):
            raise InvalidNotation(
                f"{text!r} is not a result: write level, strain (C D H S NT), optional X or XX, "
                "declarer (N E S W) and the result (=, +n or -n), e.g. 4SXN+1, 3NTE=, 6HXXS-3, "
                "or Pass")
        try:
            contract = Contract.from_str(m.group(1))
        except InvalidNotation:
            raise InvalidNotation(
                f"{text!r} is not a result: {m.group(1)!r} is not a contract with a declarer "
                "(level, strain C D H S NT, optional X or XX, declarer N E S W, e.g. 4SXN)"
            ) from None
        if contract.is_passed_out:
            raise InvalidNotation(f"{text!r}: a passed-out deal has no result; write just Pass")
        if contract.declarer is None:
            raise InvalidNotation(
                f"{text!r} has no declarer: put N, E, S or W after the contract, "
                f"e.g. {contract.pbn()}N{m.group(2)}")
        sign = m.group(2).replace(" ", "")
        need = contract.tricks_needed
        if sign == "=":
            return cls(contract, need)
        if len(sign) > 4:  # more than 3 digits: far beyond 13 tricks (int() would choke)
            raise InvalidNotation(f"'{m.group(1)}{sign[:6]}…' ({len(sign) - 1} digits): "
                                  "a result is at most 13 tricks")
        n = int(sign[1:])
        if n == 0:
            raise InvalidNotation(f"{text!r}: write '=' for a contract made exactly, not {sign!r}")
        if sign[0] == "+":
            if need + n > 13:
                raise InvalidNotation(
                    f"{text!r}: {contract.to_text()} needs {need} tricks, and {n} more would be "
                    f"{need + n}, but there are only 13 tricks")
            return cls(contract, need + n)
        if n > need:
            raise InvalidNotation(
                f"{text!r}: {contract.to_text()} needs {need} tricks, so it can go at most "
                f"{need} down, not {n}")
        return cls(contract, need - n)

    @classmethod
    def from_pbn(cls, contract: str, declarer: str, result: str) -> "Result":
        """From the PBN tags ``Contract``, ``Declarer`` and ``Result`` (tricks taken).

        >>> Result.from_pbn("4HX", "W", "9")
        Result.from_str('4HXW-1')
        """
        c = Contract.from_str(contract)
        if c.is_passed_out:
            return cls(c, 0)
        if not declarer.strip():
            raise InvalidNotation(f"contract {contract!r} has an empty Declarer tag")
        seat = Seat.from_str(declarer)
        if not result.strip().isdigit():
            raise InvalidNotation(f"{result!r} is not a PBN Result: expected the number of tricks")
        return cls(Contract(c.level, c.strain, c.doubling, seat), int(result))

    # ------------------------------------------------------------ facts
    @property
    def declarer(self) -> Seat | None:
        return self.contract.declarer

    @property
    def side(self) -> Side | None:
        """The declaring side (``None`` when passed out)."""
        return None if self.declarer is None else self.declarer.side

    @property
    def difference(self) -> int:
        """Tricks over (+) or under (−) the contract; 0 when made exactly or passed out."""
        return 0 if self.contract.is_passed_out else self.tricks - self.contract.tricks_needed

    @property
    def made(self) -> bool:
        return self.difference >= 0

    def result_text(self) -> str:
        """``=``, ``+1``, ``-2`` (empty when passed out)."""
        if self.contract.is_passed_out:
            return ""
        d = self.difference
        return "=" if d == 0 else f"{d:+d}"

    def pbn(self) -> str:
        """The notation read by :meth:`from_str`: ``4SXN+1``, ``Pass``."""
        if self.contract.is_passed_out:
            return "Pass"
        seat = self.declarer.letter if self.declarer is not None else ""
        return f"{self.contract.pbn()}{seat}{self.result_text()}"

    def to_text(self, *, symbols: bool = True) -> str:
        if self.contract.is_passed_out:
            return "Passed out"
        c = self.contract.to_text(symbols=symbols, declarer=False)
        by = f" by {self.declarer.name_en}" if self.declarer is not None else ""
        return f"{c}{self.result_text()}{by}"

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        return f"Result.from_str({self.pbn()!r})"

    # ------------------------------------------------------------ scores
    def is_vulnerable(self, vulnerability: "Vulnerability | str") -> bool:
        """Is the declaring side vulnerable?"""
        vul = as_vulnerability(vulnerability)
        return self.declarer is not None and vul.is_vulnerable(self.declarer)

    def score(self, vulnerability: "Vulnerability | str") -> int:
        """The duplicate score of the declaring side (Law 77)."""
        return duplicate_score(self.contract, self.tricks, self.is_vulnerable(vulnerability))

    def score_ns(self, vulnerability: "Vulnerability | str") -> int:
        """The duplicate score from North–South's point of view (as on a traveller)."""
        s = self.score(vulnerability)
        return -s if self.side is Side.EW else s

    def score_for(self, side: Side, vulnerability: "Vulnerability | str") -> int:
        """The duplicate score for ``side``."""
        s = self.score_ns(vulnerability)
        return s if Side(side) is Side.NS else -s

    def explain(self, vulnerability: "Vulnerability | str") -> ScoreBreakdown:
        """The breakdown of :meth:`score`."""
        return explain_duplicate(self.contract, self.tricks, self.is_vulnerable(vulnerability))
