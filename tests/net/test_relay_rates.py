"""A relay's rates: a sender within its burst goes at once; beyond it, it is read more slowly,
at the rate, so that a flood costs its sender time and the relay nothing more."""

from __future__ import annotations

import asyncio

import pytest

from samurai_bowl.net import relay
from samurai_bowl.net.relay import Bucket


def test_a_bucket_lets_a_burst_through_then_holds_a_sender_to_its_rate(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    now = [0.0]
    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds

    monkeypatch.setattr(relay.asyncio, "sleep", sleep)
    bucket = Bucket(10.0, 5.0, clock=lambda: now[0])

    async def send(frames: int) -> None:
        for _ in range(frames):
            await bucket.take(1)

    asyncio.run(send(5))
    assert slept == []  # the burst
    asyncio.run(send(10))
    assert now[0] == pytest.approx(1.0)  # ten more at ten a second
    now[0] += 100.0  # a long pause refills it to its burst, no more
    slept.clear()
    asyncio.run(send(5))
    assert slept == []
    asyncio.run(send(1))
    assert slept == [pytest.approx(0.1)]


def test_a_frame_bigger_than_the_burst_costs_the_burst() -> None:
    now = [0.0]
    bucket = Bucket(100.0, 1000.0, clock=lambda: now[0])
    asyncio.run(bucket.take(10**9))  # one frame over the burst: it goes, and empties the bucket
    assert bucket.level == 0.0


def test_the_limits_of_an_address_count_an_ipv6_network_of_64_bits_as_one() -> None:
    assert relay.address_key("203.0.113.7") == "203.0.113.7"
    assert (
        relay.address_key("2001:db8:1:2:aaaa::1")
        == relay.address_key("2001:db8:1:2:bbbb::9")
        == "2001:db8:1:2::/64"
    )
    assert relay.address_key("2001:db8:1:3::1") != relay.address_key("2001:db8:1:2::1")
    assert relay.address_key("::ffff:198.51.100.4") == "198.51.100.4"
    assert relay.address_key("not an address") == "not an address"  # (a proxy's header, as it is)
