"""Training-loop throughput for a small GPT block: tokens/s and MFU, logged every few steps."""
import math
import time

import torch
import torch.nn.functional as F

batch_size, block_size, n_embd, vocab = 12, 1024, 768, 50304
max_iters, log_interval = 200, 10
device = "cuda"
ptdtype = torch.bfloat16


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = torch.nn.Embedding(vocab, n_embd)
        self.ln = torch.nn.LayerNorm(n_embd)
        self.fc = torch.nn.Linear(n_embd, 4 * n_embd)
        self.proj = torch.nn.Linear(4 * n_embd, n_embd)
        self.head = torch.nn.Linear(n_embd, vocab, bias=False)

    def forward(self, idx, targets=None):
        x = self.emb(idx)
        x = x + self.proj(F.gelu(self.fc(self.ln(x))))
        logits = self.head(x)
        if targets is None:
            return logits, None
        return logits, F.cross_entropy(logits.view(-1, logits.size(-1)), targets.view(-1))


model = Block().to(device)
optimizer = torch.optim.AdamW(model.parameters(), lr=6e-4, fused=True)
ctx = torch.autocast(device_type="cuda", dtype=ptdtype)
X = torch.randint(0, vocab, (batch_size, block_size), device=device)
Y = torch.randint(0, vocab, (batch_size, block_size), device=device)
n_params = sum(p.numel() for p in model.parameters())
flops_per_iter = 6 * n_params * batch_size * block_size


@torch.no_grad()
def estimate_loss(iters=10):
    model.eval()
    losses = torch.zeros(iters)
    for k in range(iters):
        with ctx:
            _, loss = model(X, Y)
        losses[k] = loss.item()
    model.train()
    return losses.mean()


t0 = time.time()
for it in range(max_iters):
    with ctx:
        logits, loss = model(X, Y)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    if it % log_interval == 0:
        lossf = loss.item()  # read back with the bracketing sync before the end read: bracket, not timed work
        torch.cuda.synchronize()
        t1 = time.time()
        dt = t1 - t0
        t0 = t1
        mfu = flops_per_iter / dt / 989e12
        print(f"iter {it}: loss {lossf:.4f}, time {dt * 1000:.2f}ms, mfu {mfu * 100:.2f}%")  # EXPECT: HL601

print(f"final val loss {estimate_loss():.4f}, {flops_per_iter / 1e12:.2f} TFLOP per iter")
