# Generation throughput of a selective-state-space LM: prompt processing + decoding, timed
# end to end with time.time() around `repeats` calls.
import argparse
import time

import torch
import torch.nn.functional as F

parser = argparse.ArgumentParser(description="Generation benchmarking")
parser.add_argument("--promptlen", type=int, default=100)
parser.add_argument("--genlen", type=int, default=100)
parser.add_argument("--batch", type=int, default=1)
parser.add_argument("--temperature", type=float, default=1.0)
parser.add_argument("--topk", type=int, default=1)
parser.add_argument("--repeats", type=int, default=3)
args = parser.parse_args()


class TinySSM(torch.nn.Module):
    def __init__(self, vocab=50277, d=768, n_layer=4):
        super().__init__()
        self.embed = torch.nn.Embedding(vocab, d)
        self.layers = torch.nn.ModuleList(torch.nn.Linear(d, d) for _ in range(n_layer))
        self.head = torch.nn.Linear(d, vocab, bias=False)

    def forward(self, ids):
        h = self.embed(ids)
        for layer in self.layers:
            h = h + F.silu(layer(h))
        return self.head(h)


def sample(logits, top_k=1, temperature=1.0):
    if top_k == 1:
        return logits.argmax(dim=-1)
    if temperature != 1.0:
        logits = logits / temperature
    vals, idx = torch.topk(logits, top_k, dim=-1)
    probs = F.softmax(vals, dim=-1)
    choice = torch.multinomial(probs, num_samples=1)  # EXPECT: HL307
    return idx.gather(-1, choice).squeeze(-1)


@torch.inference_mode()
def generate(model, input_ids, max_length, top_k=1, temperature=1.0, eos_token_id=None):
    seq = input_ids
    while seq.shape[1] < max_length:
        logits = model(seq)[:, -1, :]
        nxt = sample(logits, top_k=top_k, temperature=temperature)
        seq = torch.cat([seq, nxt[:, None]], dim=1)
        if eos_token_id is not None and (nxt == eos_token_id).all():  # EXPECT: HL107
            break
    return seq


device = "cuda"
dtype = torch.float16
model = TinySSM().to(device=device, dtype=dtype).eval()
print(f"Number of parameters: {sum(p.numel() for p in model.parameters() if p.requires_grad)}")

torch.random.manual_seed(0)
input_ids = torch.randint(1, 1000, (args.batch, args.promptlen), dtype=torch.long, device=device)
max_length = input_ids.shape[1] + args.genlen
fn = lambda: generate(model, input_ids, max_length, top_k=args.topk, temperature=args.temperature)

out = fn()
print(f"Prompt length: {len(input_ids[0])}, generation length: {len(out[0]) - len(input_ids[0])}")

torch.cuda.synchronize()
start = time.time()
for _ in range(args.repeats):
    fn()
torch.cuda.synchronize()
print(f"Prompt processing + decoding time: {(time.time() - start) / args.repeats * 1000:.0f}ms")
