# the trigger words for the byte scan are configured roots; "timed" keeps this file parsed today
import time


def clock():
    return time.monotonic_ns()


def bench(label, fn, reps=3):
    return [fn() for _ in range(reps)]
