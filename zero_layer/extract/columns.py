"""A table cell's period from its column's header.

In a financial table the years head the columns and the rows hold bare values::

    | 项目 | 2025年 | 2024年 |
    | 营业收入 | 95,310.42 | 89,811.20 |

The first value is 2025's and the second 2024's, though "2024年" is the last period written before
both (which is what a value with no period in its own sentence otherwise takes). A cell's column is
counted by the cell borders ("|") or tabs before it on its line; its header is the nearest line
above, in the same table, whose cell in that column names a period.
"""

from __future__ import annotations

from zero_layer.extract.periods import Period, period_in

__all__ = ["column_period"]

_SEPARATORS = ("|", "\t")
_MAX_ROWS_UP = 12  # a header further up than this belongs to another table, or to none


def column_period(text: str, spans: list[tuple[int, int, str]], start: int) -> Period:
    """The period of the header of the column holding the value at ``start`` (empty when the value
    is no table cell, or its column names none)."""
    line = text.rfind("\n", 0, start) + 1
    for sep in _SEPARATORS:
        column = text.count(sep, line, start)
        if column == 0:
            continue
        end = line - 1  # the line break that ends the row above
        for _ in range(_MAX_ROWS_UP):
            if end < 0:
                break
            above = text.rfind("\n", 0, end) + 1
            cell = _cell(text, above, end, sep, column)
            if cell is None:
                break  # the table ends (or the row above has fewer columns)
            period = period_in(spans, *cell)
            if period != Period():
                return period
            end = above - 1
        return Period()
    return Period()


def _cell(text: str, lo: int, hi: int, sep: str, column: int) -> tuple[int, int] | None:
    """[start, end) of the cell after the ``column``-th ``sep`` of the line ``text[lo:hi]``."""
    at = lo - 1
    for _ in range(column):
        at = text.find(sep, at + 1, hi)
        if at < 0:
            return None
    after = text.find(sep, at + 1, hi)
    return at + 1, hi if after < 0 else after
