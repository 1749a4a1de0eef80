"""SVG card faces, card backs, suit symbols and step-bar icons.

Every picture is inline SVG drawn with paths (suit symbols are shapes, not font
glyphs), so it renders the same in every browser, in a saved notebook and in an
exported page.  Sizes are in ``em``: a picture scales with the font size of the
element around it (the table's zoom).

>>> from bridgelib import Card
>>> face = card_svg(Card.from_str("HA"))
>>> 'aria-label="♥A"' in face and _TWO[Suit.HEARTS] in face
True
>>> 'card-' in card_back_svg()
False
"""

from __future__ import annotations

from ..cards import Card, Strain, Suit

__all__ = ["card_svg", "card_back_svg", "suit_svg", "icon_svg", "suit_colour", "CARD_W",
           "CARD_H", "rank_text"]

CARD_W = 3.0
"""Card width in em."""
CARD_H = 4.2
"""Card height in em."""

_TWO = {Suit.SPADES: "#111111", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#c8102e",
        Suit.CLUBS: "#111111"}
_FOUR = {Suit.SPADES: "#111111", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#d35400",
         Suit.CLUBS: "#1a7f37"}

# Suit shapes in a 24 × 24 box.
_SHAPES = {
    Suit.HEARTS: '<path d="M12 22C5 16 1 12 1 7.6 1 4.1 3.6 1.6 6.8 1.6c2.2 0 4.1 1.3 5.2 3.3'
                 ' 1.1-2 3-3.3 5.2-3.3 3.2 0 5.8 2.5 5.8 6 0 4.4-4 8.4-11 14.4z"/>',
    Suit.DIAMONDS: '<path d="M12 1 21 12 12 23 3 12z"/>',
    Suit.SPADES: '<path d="M12 1C9 6 1 10 1 15c0 3.2 2.4 5.2 5.2 5.2 2.1 0 3.8-1 4.8-2.8-.2 2.4'
                 '-1.2 4.2-3 5.6h8c-1.8-1.4-2.8-3.2-3-5.6 1 1.8 2.7 2.8 4.8 2.8 2.8 0 5.2-2 5.2'
                 '-5.2C23 10 15 6 12 1z"/>',
    Suit.CLUBS: '<circle cx="12" cy="6.6" r="5.1"/><circle cx="6.3" cy="14" r="5.1"/>'
                '<circle cx="17.7" cy="14" r="5.1"/><path d="M10.8 12h2.4l1.6 11H9.2z"/>',
}

_FONT = "DejaVu Sans,Arial,Helvetica,sans-serif"


def suit_colour(suit: Suit, *, four_colour: bool = False) -> str:
    return (_FOUR if four_colour else _TWO)[suit]


def rank_text(card: Card) -> str:
    """The rank as printed on a card: ``10`` for the ten."""
    return card.rank.label


def _suit_group(suit: Suit, x: float, y: float, size: float, colour: str) -> str:
    k = size / 24
    return (f'<g transform="translate({x:g} {y:g}) scale({k:.4g})" fill="{colour}">'
            f"{_SHAPES[suit]}</g>")


def suit_svg(suit: Suit | Strain, *, four_colour: bool = False, size: str = "0.85em") -> str:
    """A suit symbol as a small inline SVG (``NT`` as text for no trumps)."""
    if isinstance(suit, Strain):
        if suit is Strain.NOTRUMP:
            return "NT"
        trump = suit.suit
        assert trump is not None  # no-trump is handled above
        suit = trump
    assert isinstance(suit, Suit)
    colour = suit_colour(suit, four_colour=four_colour)
    return (f'<svg class="bl-suit" viewBox="0 0 24 24" width="{size}" height="{size}" '
            f'role="img" aria-label="{suit.symbol}" style="vertical-align:-0.1em">'
            f'<g fill="{colour}">{_SHAPES[suit]}</g></svg>')


def card_svg(card: Card, *, four_colour: bool = False, extra_class: str = "") -> str:
    """A card face: rank and suit in the top-left corner (visible when cards overlap,
    left to right or top to bottom), a large suit symbol lower right."""
    colour = suit_colour(card.suit, four_colour=four_colour)
    rank = rank_text(card)
    size = 17 if len(rank) == 1 else 15
    spacing = ' letter-spacing="-1.5"' if len(rank) > 1 else ""
    classes = "bl-face" + (f" {extra_class}" if extra_class else "")
    return (f'<svg class="{classes}" viewBox="0 0 60 84" width="{CARD_W}em" height="{CARD_H}em" '
            f'role="img" aria-label="{card.to_text()}" style="display:block">'
            '<rect x="0.75" y="0.75" width="58.5" height="82.5" rx="5" fill="#fff" '
            'stroke="#555" stroke-width="1.5"/>'
            f'<text x="{3 if len(rank) > 1 else 5}" y="18" font-family="{_FONT}" '
            f'font-size="{size}" font-weight="bold" fill="{colour}"{spacing}>{rank}</text>'
            + _suit_group(card.suit, 4.5, 22, 13, colour)
            + _suit_group(card.suit, 27, 46, 28, colour)
            + "</svg>")


def card_back_svg() -> str:
    """The back of a card: no identity, only a pattern."""
    return (f'<svg class="bl-back" viewBox="0 0 60 84" width="{CARD_W}em" height="{CARD_H}em" '
            'role="img" aria-label="a card face down" style="display:block">'
            '<rect x="0.75" y="0.75" width="58.5" height="82.5" rx="5" fill="#fff" '
            'stroke="#555" stroke-width="1.5"/>'
            '<rect x="5" y="5" width="50" height="74" rx="3" fill="#1f4e8c"/>'
            '<path d="M5 17 17 5M5 31 31 5M5 45 45 5M5 59 55 9M5 73 55 23M13 79 55 37M27 79 55 51'
            'M41 79 55 65" stroke="#6f9bd6" stroke-width="2"/></svg>')


_ICONS = {
    # step bar: first, back, forward, last (drawn in a 24 × 24 box)
    "first": '<path d="M5 4h3v16H5z"/><path d="M20 4v16L9 12z"/>',
    "back": '<path d="M18 4v16L6 12z"/>',
    "forward": '<path d="M6 4v16l12-8z"/>',
    "last": '<path d="M16 4h3v16h-3z"/><path d="M4 4v16l11-8z"/>',
    "undo": '<path d="M9 5 3 10l6 5v-3.5c5 0 8 1.5 10 6-.5-6-4-9.5-10-9.5z"/>',
    "hint": '<path d="M12 2a7 7 0 0 0-4 12.7V18h8v-3.3A7 7 0 0 0 12 2zM9 20h6v2H9z"/>',
    "zoom-in": '<path d="M10 3a7 7 0 1 0 4.2 12.6L20 21.4l1.4-1.4-5.8-5.8A7 7 0 0 0 10 3zm0 2a5 '
               '5 0 1 1 0 10 5 5 0 0 1 0-10zM9 7h2v2h2v2h-2v2H9v-2H7V9h2z"/>',
    "zoom-out": '<path d="M10 3a7 7 0 1 0 4.2 12.6L20 21.4l1.4-1.4-5.8-5.8A7 7 0 0 0 10 3zm0 2a5 '
                '5 0 1 1 0 10 5 5 0 0 1 0-10zM7 9h6v2H7z"/>',
}


def icon_svg(name: str, *, size: str = "1.2em") -> str:
    """A small icon drawn with paths (never a font glyph): ``first``, ``back``,
    ``forward``, ``last``, ``undo``, ``hint``, ``zoom-in``, ``zoom-out``."""
    return (f'<svg class="bl-icon bl-icon-{name}" viewBox="0 0 24 24" width="{size}" '
            f'height="{size}" aria-hidden="true" style="vertical-align:middle">'
            f'<g fill="currentColor">{_ICONS[name]}</g></svg>')
