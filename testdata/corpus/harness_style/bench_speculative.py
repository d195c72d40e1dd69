"""Speculative decoding verify step: compare draft tokens with target argmax, accept a prefix."""
import torch

from harness_style.harness import BaseBenchmark, BenchmarkConfig


class SpeculativeVerifyBenchmark(BaseBenchmark):
    def __init__(self, batch=32, draft_len=5, vocab=32000, greedy=True):
        super().__init__(BenchmarkConfig(name="spec_verify"))
        self.batch, self.draft_len, self.vocab = batch, draft_len, vocab
        self.greedy = greedy
        self.lengths = [128] * batch
        self.step = 0

    def setup(self):
        self.target_logits = torch.randn(self.batch, self.draft_len + 1, self.vocab, device=self.device)
        self.draft = torch.randint(0, self.vocab, (self.batch, self.draft_len), device=self.device)
        self.side = torch.cuda.Stream()
        self.accepted_buf = torch.zeros(self.batch, dtype=torch.long, device=self.device)

    @torch.no_grad()
    def benchmark_fn(self):
        target = self.target_logits.argmax(-1) if self.greedy else self._sample()
        match = (self.draft == target[:, :-1]).long()
        accepted = match.cumprod(-1).sum(-1)
        self.accepted_buf.copy_(accepted, non_blocking=True)
        fallback = torch.where(accepted < self.draft_len, target.gather(1, accepted[:, None]).squeeze(1), -1)
        rows = torch.where(accepted == 0)[0]  # EXPECT: HL309
        self.side.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(self.side):
            self.bonus = fallback.clamp_min(0)
        n_min = int(accepted.min())  # EXPECT: HL106
        self.longest = max(self.lengths) + n_min
        self.step += 1
        self.rows = rows

    def _sample(self):
        probs = self.target_logits.softmax(-1)
        return torch.distributions.Categorical(probs=probs).sample()

    def validate_result(self):
        assert int(self.accepted_buf.max()) <= self.draft_len
        print(f"mean accepted {self.accepted_buf.float().mean().item():.2f}")


def get_benchmark():
    return SpeculativeVerifyBenchmark()
