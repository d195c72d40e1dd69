"""Paged-KV decode attention: one query token per sequence against a block-table KV cache."""
from typing import List, Optional

import torch

from harness_style.harness import BaseBenchmark, BenchmarkConfig


class PagedDecodeBenchmark(BaseBenchmark):
    def __init__(self, num_seqs: int = 64, num_heads: int = 32, head_dim: int = 128, block_size: int = 16,
                 max_context: int = 4096):
        super().__init__(BenchmarkConfig(name="paged_decode", iterations=200, warmup=20))
        self.num_seqs, self.num_heads, self.head_dim = num_seqs, num_heads, head_dim
        self.block_size, self.max_context = block_size, max_context
        self.block_table_list: List[List[int]] = []
        self.out: Optional[torch.Tensor] = None

    def setup(self) -> None:
        g = torch.Generator().manual_seed(0)
        ctx = torch.randint(1, self.max_context, (self.num_seqs,), generator=g)
        self.seq_lens_host = ctx.tolist()
        self.seq_lens = ctx.to(self.device, dtype=torch.int32)
        blocks_per_seq = (self.max_context + self.block_size - 1) // self.block_size
        num_blocks = self.num_seqs * blocks_per_seq
        perm = torch.randperm(num_blocks, generator=g)
        self.block_table_list = perm.view(self.num_seqs, blocks_per_seq).tolist()
        self.block_tables = torch.tensor(self.block_table_list, dtype=torch.int32, device=self.device)
        shape = (num_blocks, self.block_size, self.num_heads, self.head_dim)
        self.k_cache = torch.randn(shape, device=self.device, dtype=torch.float16)
        self.v_cache = torch.randn(shape, device=self.device, dtype=torch.float16)
        self.query = torch.randn(self.num_seqs, self.num_heads, self.head_dim, device=self.device, dtype=torch.float16)
        self.max_seq_len = max(self.seq_lens_host)

    def _attend(self, block_tables: torch.Tensor, max_len: int) -> torch.Tensor:
        n_blocks = (max_len + self.block_size - 1) // self.block_size
        k = self.k_cache[block_tables[:, :n_blocks]].flatten(1, 2)[:, :max_len]
        v = self.v_cache[block_tables[:, :n_blocks]].flatten(1, 2)[:, :max_len]
        scores = torch.einsum("shd,sthd->sht", self.query, k) * self.head_dim ** -0.5
        pos = torch.arange(max_len, device=scores.device)  # EXPECT: HL401
        scores = scores.masked_fill(pos[None, None, :] >= self.seq_lens[:, None, None], float("-inf"))
        return torch.einsum("sht,sthd->shd", scores.softmax(-1), v)

    def benchmark_fn(self) -> None:
        max_len = int(self.seq_lens.max())  # EXPECT: HL106
        self.out = self._attend(self.block_tables, max_len)

    def benchmark_fn_static(self) -> None:
        self.out = self._attend(self.block_tables, int(self.max_seq_len))

    def validate_result(self) -> None:
        assert self.out is not None and self.out.shape == self.query.shape
        ref = self._attend(self.block_tables, self.max_seq_len)
        torch.testing.assert_close(self.out, ref)
        print(f"paged decode ok, mean |out| = {self.out.float().abs().mean().item():.4f}")


def get_benchmark() -> BaseBenchmark:
    return PagedDecodeBenchmark()
