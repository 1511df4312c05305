"""A bounded least-recently-used cache: at most ``maxsize`` entries; when a new one would go past
that, the entry used longest ago goes. What it holds can be measured in bytes. Threads may share
one (the window asks for paths while the AI thinks on a worker thread)."""

from __future__ import annotations

import sys
import threading
from collections import OrderedDict
from collections.abc import Iterator
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class LruCache(Generic[K, V]):
    """A mapping that never holds more than ``maxsize`` entries. ``get`` and ``put`` count as a
    use; ``keys()`` lists the entries from the one used longest ago to the latest."""

    __slots__ = ("_data", "_lock", "maxsize")

    def __init__(self, maxsize: int) -> None:
        if maxsize < 1:
            raise ValueError(f"an LRU cache holds at least one entry (got maxsize {maxsize})")
        self.maxsize = maxsize
        self._data: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        # Without the lock (the path search asks thousands of times a turn): the look-up and the
        # move to the end are each one step no other thread can split, and an entry another
        # thread's put pushed out in between is simply not moved.
        data = self._data
        value = data.get(key)
        if value is not None:
            try:
                data.move_to_end(key)
            except KeyError:
                return value  # pushed out meanwhile: nothing to move
        return value

    def put(self, key: K, value: V) -> None:
        with self._lock:
            data = self._data
            data[key] = value
            data.move_to_end(key)
            if len(data) > self.maxsize:
                data.popitem(last=False)

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: object) -> bool:
        return key in self._data  # a look, not a use

    def keys(self) -> Iterator[K]:
        with self._lock:
            return iter(list(self._data))

    def clear(self) -> None:
        with self._lock:
            self._data.clear()

    def nbytes(self) -> int:
        """The memory the cache holds: its table and every key and value in it, each object
        counted once however often it is shared (``sys.getsizeof`` through tuples)."""
        seen: set[int] = set()
        with self._lock:
            total = sys.getsizeof(self._data)
            stack: list[object] = [*self._data.keys(), *self._data.values()]
        while stack:
            obj = stack.pop()
            if id(obj) in seen:
                continue
            seen.add(id(obj))
            total += sys.getsizeof(obj)
            if isinstance(obj, tuple):
                stack.extend(obj)
        return total
