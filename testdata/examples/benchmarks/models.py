"""A small decoder block used by the decode benchmarks (not a benchmark itself)."""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class TinyDecoder(nn.Module):
    def __init__(self, d_model: int = 4096, n_heads: int = 32, ffn_mult: int = 4):
        super().__init__()
        self.n_heads = n_heads
        self.head_dim = d_model // n_heads
        self.norm1 = nn.LayerNorm(d_model)
        self.qkv = nn.Linear(d_model, 3 * d_model, bias=False)
        self.proj = nn.Linear(d_model, d_model, bias=False)
        self.norm2 = nn.LayerNorm(d_model)
        self.up = nn.Linear(d_model, ffn_mult * d_model, bias=False)
        self.down = nn.Linear(ffn_mult * d_model, d_model, bias=False)
        self.register_buffer("rope_scale", torch.ones(self.head_dim), persistent=False)

    def _split(self, t: torch.Tensor) -> torch.Tensor:
        b, s, _ = t.shape
        return t.view(b, s, self.n_heads, self.head_dim).transpose(1, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, d = x.shape
        q, k, v = self.qkv(self.norm1(x)).chunk(3, dim=-1)
        q, k, v = self._split(q), self._split(k), self._split(v)
        mask = torch.full((s, s), float("-inf"), device=x.device).triu(1)  # EXPECT: HL401
        scores = (q @ k.transpose(-2, -1)) / math.sqrt(self.head_dim) + mask
        attn = scores.softmax(-1).to(v.dtype) @ v
        x = x + self.proj(attn.transpose(1, 2).reshape(b, s, d))
        return x + self.down(F.gelu(self.up(self.norm2(x))))
