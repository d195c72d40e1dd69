"""`.max().item()` of an unknown floor-divided by a number: no Python number has those methods,
so the receiver is a tensor after all (fla's varlen chunk counts)."""
import triton


def max_chunks(lens, chunk_size):
    return (lens // chunk_size).max().item()  # EXPECT: HL101


def blocks(n, block):
    return n // block + 1  # numbers: nothing to report


def bench(lens):
    return triton.testing.do_bench(lambda: (max_chunks(lens, 64), blocks(4096, 128)))
