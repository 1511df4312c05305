"""The bounded least-recently-used cache behind the path search."""

from __future__ import annotations

import sys
import threading

import pytest

from samurai_bowl.engine.odds.lru import LruCache


def test_a_full_cache_evicts_the_entry_used_longest_ago() -> None:
    cache: LruCache[str, int] = LruCache(3)
    for n, key in enumerate("abc"):
        cache.put(key, n)
    assert cache.get("a") == 0  # a use: b is now the oldest
    cache.put("d", 3)
    assert list(cache.keys()) == ["c", "a", "d"]
    assert cache.get("b") is None
    cache.put("c", 9)  # a new value is a use too
    cache.put("e", 4)
    assert list(cache.keys()) == ["d", "c", "e"] and cache.get("c") == 9


def test_looking_is_not_using() -> None:
    cache: LruCache[str, int] = LruCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert "a" in cache and "z" not in cache
    cache.put("c", 3)
    assert list(cache.keys()) == ["b", "c"]


def test_it_never_holds_more_than_its_size() -> None:
    cache: LruCache[int, int] = LruCache(5)
    for n in range(1000):
        cache.put(n % 17, n)
        cache.get((n * 7) % 17)
        assert len(cache) <= 5
    assert len(cache) == 5
    cache.clear()
    assert len(cache) == 0 and list(cache.keys()) == []


def test_a_cache_holds_at_least_one_entry() -> None:
    with pytest.raises(ValueError, match="at least one entry"):
        LruCache(0)


def test_its_bytes_count_every_key_and_value_once() -> None:
    cache: LruCache[tuple[int, int], tuple[float, float]] = LruCache(10)
    empty = cache.nbytes()
    shared = (0.25, 0.5)
    cache.put((1, 2), shared)
    one = cache.nbytes()
    cache.put((3, 4), shared)  # the value is the same object: only the new key adds to it
    two = cache.nbytes()
    assert one - empty >= sys.getsizeof((1, 2)) + sys.getsizeof(shared) + 2 * sys.getsizeof(0.25)
    assert two - one < one - empty


def test_threads_can_share_one() -> None:
    cache: LruCache[int, int] = LruCache(3)
    errors: list[BaseException] = []

    def hammer(offset: int) -> None:
        try:
            for n in range(60_000):
                cache.put((n + offset) % 7, n)
                cache.get((n * 3 + offset) % 7)
        except BaseException as exc:  # any failure in a thread is the test's
            errors.append(exc)

    workers = [threading.Thread(target=hammer, args=(k,)) for k in range(4)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # threads take turns as often as they can
    try:
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
    finally:
        sys.setswitchinterval(interval)
    assert errors == [] and len(cache) == 3
