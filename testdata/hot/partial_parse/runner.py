# No trigger word: parsed only when the lambda main.py hands to the harness reaches go().
import ops


def go(x):
    return ops.fast_op(x)


def other(x):
    return ops.slow_op(x)  # COLD
