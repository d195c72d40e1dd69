"""fla's varlen idiom: `triton.cdiv(lens, BT)` is `(lens + BT - 1) // BT`, a tensor when `lens`
is one (or unknown when it is a parameter), and `.tolist()` of it copies to the host."""
import torch
import triton


def chunk_indices(cu_seqlens, chunk_size):
    lens = cu_seqlens[1:] - cu_seqlens[:-1]
    return [torch.arange(n) for n in triton.cdiv(lens, chunk_size).tolist()]  # EXPECT: HL102


def grid(n, block):
    return (triton.cdiv(n, block),)  # a launch grid from numbers: nothing to report


def bench(cu_seqlens, lens):
    fn = lambda: (chunk_indices(cu_seqlens, 64), grid(4096, 128))
    return triton.testing.do_bench(fn)
