# Attention forward/backward: fused kernel vs. the PyTorch composition, causal and not,
# reported in TFLOP/s per (batch, seqlen, headdim).
import math

import torch
import torch.nn.functional as F

from flash_attn_style.bench_utils import benchmark_backward, benchmark_forward, efficiency


def attention_pytorch(qkv, dropout_p=0.0, causal=True):
    """qkv: (batch, seqlen, 3, nheads, headdim); returns (batch, seqlen, nheads, headdim)."""
    batch, seqlen, _, nheads, d = qkv.shape
    q, k, v = qkv.unbind(dim=2)
    q = q.permute(0, 2, 1, 3).reshape(batch * nheads, seqlen, d)
    k = k.permute(0, 2, 3, 1).reshape(batch * nheads, d, seqlen)
    scores = torch.empty(batch * nheads, seqlen, seqlen, dtype=qkv.dtype, device=qkv.device)  # EXPECT: HL401
    scores = torch.baddbmm(scores, q, k, beta=0, alpha=1 / math.sqrt(d))
    scores = scores.view(batch, nheads, seqlen, seqlen)
    if causal:
        causal_mask = torch.triu(torch.full((seqlen, seqlen), -10000.0, device=scores.device), 1)  # EXPECT: HL401
        scores = scores + causal_mask.to(dtype=scores.dtype)
    attention = torch.softmax(scores, dim=-1)
    attention_drop = F.dropout(attention, dropout_p)
    output = torch.einsum("bhts,bshd->bthd", attention_drop, v)
    return output.to(dtype=qkv.dtype)


def attention_fused(qkv, dropout_p=0.0, causal=True):
    q, k, v = (t.transpose(1, 2) for t in qkv.unbind(dim=2))
    return F.scaled_dot_product_attention(q, k, v, dropout_p=dropout_p, is_causal=causal).transpose(1, 2)


def flops(batch, seqlen, headdim, nheads, causal, mode="fwd"):
    f = 4 * batch * seqlen**2 * nheads * headdim // (2 if causal else 1)
    return f if mode == "fwd" else (2.5 * f if mode == "bwd" else 3.5 * f)


if __name__ == "__main__":
    repeats = 30
    device = "cuda"
    dtype = torch.float16
    dropout_p = 0.0
    bs_seqlen_vals = [(32, 512), (16, 1024), (8, 2048), (4, 4096)]
    headdim_vals = [64, 128]
    dim = 2048
    methods = {"Fused": attention_fused, "Pytorch": attention_pytorch}
    speed = {}
    for causal in (False, True):
        for headdim in headdim_vals:
            for batch_size, seqlen in bs_seqlen_vals:
                nheads = dim // headdim
                qkv = torch.randn(batch_size, seqlen, 3, nheads, headdim, device=device, dtype=dtype, requires_grad=True)
                for name, fn in methods.items():
                    _, m_fwd = benchmark_forward(fn, qkv, dropout_p, causal=causal, repeats=repeats, verbose=False)
                    _, m_bwd = benchmark_backward(fn, qkv, dropout_p=dropout_p, causal=causal, repeats=repeats, verbose=False)
                    key = (causal, headdim, batch_size, seqlen, name)
                    speed[key] = (
                        efficiency(flops(batch_size, seqlen, headdim, nheads, causal, "fwd"), m_fwd.mean),
                        efficiency(flops(batch_size, seqlen, headdim, nheads, causal, "bwd"), m_bwd.mean),
                    )
                    print(f"### causal={causal}, headdim={headdim}, batch_size={batch_size}, seqlen={seqlen} ###")
                    print(f"{name} fwd: {speed[key][0]:.2f} TFLOPs/s, bwd: {speed[key][1]:.2f} TFLOPs/s")
