"""Fuzzing the PBN and LIN readers with mutations of the vendored real records.

5,000+ inputs from a fixed seed: pieces of the real files in tests/data/records with
byte flips, huge numbers, truncations, duplicated lines, odd line ends and odd
encodings.  For every input the readers (and the properties and checks that read a
record further) may only raise the library's own errors (``BridgeError``); each
input runs under a watchdog that fails the test after 5 s; and every record that
reads is written and read again to an equal record.
"""

from __future__ import annotations

import random
import signal
import traceback
from contextlib import contextmanager

import pytest

from bridgelib.errors import BridgeError
from bridgelib.io import lin, pbn

SEED = 20261201
PBN_INPUTS = 4200
LIN_INPUTS = 800
HUGE = ["9" * 4400, "1" + "0" * 19, str(2**63), "0" * 50 + "7", "-" + "9" * 30, "٣", "²"]
ODD = ["\x0c", "\x85", "\u2028", "\u2029", "\r", "\r\n", "\x00", "\x1c", "\t", "\ufeff", "}", "{",
       ";", "%", '"', "\\", "[", "]", "=", "$", "^", "!", "*", "+", "-", "#", "##x"]


class Hang(Exception):
    pass


@contextmanager
def watchdog(seconds: float):
    def alarm(signum, frame):
        raise Hang(f"no answer within {seconds} s")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _games(text: str) -> list[str]:
    return [g for g in text.replace("\r\n", "\n").split("\n\n") if g.strip()]


def _mutate_text(rnd: random.Random, text: str) -> str:
    for _ in range(rnd.randint(1, 3)):
        kind = rnd.randrange(7)
        pos = rnd.randint(0, len(text))
        if kind == 0:  # a huge number where a digit was, or anywhere
            digits = [i for i, ch in enumerate(text) if ch.isdigit()]
            if digits and rnd.random() < 0.8:
                pos = rnd.choice(digits)
                text = text[:pos] + rnd.choice(HUGE) + text[pos + 1:]
            else:
                text = text[:pos] + rnd.choice(HUGE) + text[pos:]
        elif kind == 1:  # truncation
            text = text[:pos]
        elif kind == 2:  # a duplicated line (or a few)
            lines = text.split("\n")
            i = rnd.randrange(len(lines))
            j = min(len(lines), i + rnd.randint(1, 3))
            lines[i:i] = lines[i:j] * rnd.randint(1, 3)
            text = "\n".join(lines)
        elif kind == 3:  # odd characters and line ends
            text = text[:pos] + rnd.choice(ODD) + text[pos:]
        elif kind == 4:  # a line dropped
            lines = text.split("\n")
            del lines[rnd.randrange(len(lines))]
            text = "\n".join(lines)
        elif kind == 5:  # a character replaced by a random one
            if text:
                pos = min(pos, len(text) - 1)
                text = text[:pos] + chr(rnd.choice([rnd.randint(32, 126), rnd.randint(0, 0x2FFF)])) \
                    + text[pos + 1:]
        else:  # a long run
            text = text[:pos] + rnd.choice(["A", "=1=", "{", "\\", "x"]) * rnd.randint(50, 3000) \
                + text[pos:]
    return text


def _encode(rnd: random.Random, text: str) -> bytes:
    kind = rnd.randrange(10)
    if kind == 0:
        return text.encode("cp1252", errors="replace")
    if kind == 1:
        return text.encode("latin-1", errors="replace")
    if kind == 2:
        return b"\xef\xbb\xbf" + text.encode("utf-8")
    if kind == 3:
        return text.encode("utf-16")
    data = bytearray(text.encode("utf-8", errors="surrogatepass"))
    if kind == 4 and data:  # byte flips
        for _ in range(rnd.randint(1, 4)):
            i = rnd.randrange(len(data))
            data[i] ^= 1 << rnd.randrange(8)
    return bytes(data)


def _exercise_pbn(recs: list) -> None:
    """Read each record further, as a user would; only BridgeError may come out."""
    from bridgelib.records.pbnconv import record_from_pbn

    for r in recs:
        for step in (lambda: pbn.check(r), lambda: r.board, lambda: r.dd_table,
                     lambda: r.optimum_score, lambda: r.score("EW"), lambda: r.tricks(),
                     lambda: [r.table(t.name) for t in r.tags if t.rows],
                     lambda: r.notes("Play"), lambda: record_from_pbn(r, repair=True)):
            try:
                step()
            except BridgeError:
                pass


def _exercise_lin(recs: list) -> None:
    for r in recs:
        for step in (lambda: r.result, lambda: r.players, lambda: r.event, lambda: r.board):
            try:
                step()
            except BridgeError:
                pass
        try:
            p = r.to_pbn()
        except BridgeError:
            continue
        assert pbn.loads(pbn.dumps(p)) == [p]


def _run(label: str, fn) -> None:
    try:
        with watchdog(5):
            fn()
    except Hang as exc:
        pytest.fail(f"{label}: {exc}")
    except BridgeError:
        pass
    except AssertionError:
        raise
    except Exception as exc:  # a foreign exception: the readers must not let one out
        pytest.fail(f"{label}: {type(exc).__name__}: {exc}\n{traceback.format_exc()[-1500:]}")


def test_mutated_pbn_records_read_or_fail_cleanly(data_dir, tmp_path):
    rnd = random.Random(SEED)
    files = sorted((data_dir / "pbn").glob("*.pbn"))
    games = {f.name: _games(f.read_text(encoding="utf-8")) for f in files}
    names = sorted(games)
    path = tmp_path / "m.pbn"
    read = 0
    for n in range(PBN_INPUTS):
        name = rnd.choice(names)
        pool = games[name]
        i = rnd.randrange(len(pool))
        text = "\n\n".join(pool[i:i + rnd.randint(1, 3)])
        data = _encode(rnd, _mutate_text(rnd, text))

        def one() -> None:
            nonlocal read
            errors: list = []
            recs = pbn.loads(pbn.decode(data), errors=errors)
            assert all(isinstance(e, BridgeError) and e.line for e in errors), errors
            if n % 10 == 0:  # the streaming reader reads the same records from a file
                path.write_bytes(data)
                assert list(pbn.iter_file(path, errors=[])) == recs
            if recs:
                read += 1
                again = pbn.loads(pbn.dumps(recs))
                assert again == recs, f"round trip of {name} input {n}"
            if n % 6 == 0:
                _exercise_pbn(recs)

        _run(f"PBN input {n} (from {name})", one)
    assert read > PBN_INPUTS // 3  # the mutations leave most inputs partly readable


def test_mutated_lin_records_read_or_fail_cleanly(data_dir):
    rnd = random.Random(SEED + 1)
    lines = (data_dir / "lin" / "bbo-robot-session.lin").read_text(encoding="utf-8").splitlines()
    read = 0
    for n in range(LIN_INPUTS):
        i = rnd.randrange(len(lines))
        text = "\n".join(lines[i:i + rnd.randint(1, 3)]) + "\n"
        text = _mutate_text(rnd, text)
        if rnd.random() < 0.2:  # a board spread over many lines
            text = text.replace("|", "|\n", rnd.randint(1, 400))
        data = _encode(rnd, text)

        def one() -> None:
            nonlocal read
            errors: list = []
            recs = lin.loads(pbn.decode(data), errors=errors)
            assert all(isinstance(e, BridgeError) and e.line for e in errors), errors
            if recs:
                read += 1
                assert lin.loads(lin.dumps(recs)) == recs, f"LIN round trip, input {n}"
            if n % 4 == 0:
                _exercise_lin(recs)

        _run(f"LIN input {n}", one)
    assert read > LIN_INPUTS // 3

