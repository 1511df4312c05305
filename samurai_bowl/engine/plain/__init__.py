"""Plain-data structures, copied, saved, loaded and compared from their type hints alone.

Match state is made of dataclasses whose fields hold ints, strings, enums, lists, sets, dicts,
optional values and further dataclasses. Everything here is derived once per class from the
field types, so a field added to the state is saved, loaded, copied and compared with no other
line written:

- :func:`copier` makes a fully independent copy, sharing only values nothing can change.
- :func:`dumper` turns a value into JSON-safe data; a field equal to its default is left out.
- :func:`loader` reads that data back, checking every value's type and range and naming the
  field of the first problem (``state.pieces[3].square: no square 400 on the 24×14 pitch``).

``Annotated`` markers (:data:`PieceNo`, :data:`SquareNo`, :data:`SideNo`, :data:`Count`) say what
an int refers to, so the loader can check it against the match's :class:`Bounds`. A procedure's
model or square not chosen yet is ``-1`` (:data:`UNSET`), allowed where it is the field's default.
Types with a copy, dump and load of their own (the dice) are registered in :data:`LEAVES`; a base
class whose subclasses are told apart by name (the procedures) in :data:`FAMILIES`.
"""

from samurai_bowl.engine.plain.generate import copier, copier_of, dumper, dumper_of, same
from samurai_bowl.engine.plain.kinds import (
    EMPTY,
    FAMILIES,
    LEAVES,
    UNSET,
    Bounds,
    Count,
    Either,
    Family,
    FrozenMap,
    Leaf,
    PieceNo,
    Ref,
    SideNo,
    SquareNo,
    copy_json,
    freeze,
    is_immutable,
    thaw,
)
from samurai_bowl.engine.plain.load import at, loader

__all__ = [
    "EMPTY",
    "FAMILIES",
    "LEAVES",
    "UNSET",
    "Bounds",
    "Count",
    "Either",
    "Family",
    "FrozenMap",
    "Leaf",
    "PieceNo",
    "Ref",
    "SideNo",
    "SquareNo",
    "at",
    "copier",
    "copier_of",
    "copy_json",
    "dumper",
    "dumper_of",
    "freeze",
    "is_immutable",
    "loader",
    "same",
    "thaw",
]
