"""Conversions to endplay's types, for cross-checks and benchmarks (imports endplay).

Only imported on demand: ``import bridgelib`` never loads endplay.
"""

from __future__ import annotations

from endplay.types import Contract as EPContract
from endplay.types import Denom, Penalty, Player, Vul

from ..auction import Contract, Doubling
from ..cards import Strain
from ..errors import InvalidNotation
from ..table import Vulnerability

__all__ = ["ep_contract", "ep_vul"]

_DENOM = {Strain.CLUBS: Denom.clubs, Strain.DIAMONDS: Denom.diamonds,
          Strain.HEARTS: Denom.hearts, Strain.SPADES: Denom.spades, Strain.NOTRUMP: Denom.nt}
_PENALTY = {Doubling.NONE: Penalty.passed, Doubling.DOUBLED: Penalty.doubled,
            Doubling.REDOUBLED: Penalty.redoubled}
_VUL = {Vulnerability.NONE: Vul.none, Vulnerability.NS: Vul.ns, Vulnerability.EW: Vul.ew,
        Vulnerability.BOTH: Vul.both}


def ep_contract(contract: Contract, tricks: int) -> EPContract:
    """endplay's Contract for ours (with a declarer) making ``tricks`` tricks."""
    strain, declarer = contract.strain, contract.declarer
    if contract.is_passed_out or strain is None:
        return EPContract()
    if declarer is None:
        raise InvalidNotation(f"{contract} has no declarer: endplay scores a contract by its "
                              "declarer's side")
    return EPContract(level=contract.level, denom=_DENOM[strain], declarer=Player(int(declarer)),
                      penalty=_PENALTY[Doubling(contract.doubling)],
                      result=tricks - contract.tricks_needed)


def ep_vul(vulnerability: Vulnerability) -> Vul:
    return _VUL[vulnerability]
