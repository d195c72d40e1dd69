"""Top-p sampling over a 128k vocabulary for a decode batch."""
import torch

from .harness import BaseBenchmark, BenchmarkConfig


class TopPSamplingBenchmark(BaseBenchmark):
    def __init__(self, batch: int = 128, vocab: int = 128256, top_p: float = 0.9, temperature: float = 0.7):
        super().__init__(BenchmarkConfig(name="top_p_sampling"))
        self.batch, self.vocab = batch, vocab
        self.top_p, self.temperature = top_p, temperature
        self.greedy = temperature == 0.0
        self.generator = None

    def setup(self) -> None:
        self.logits = torch.randn(self.batch, self.vocab, device=self.device, dtype=torch.float32)
        self.generator = torch.Generator(device=self.device).manual_seed(1234)
        self.samples = torch.empty(self.batch, dtype=torch.long, device=self.device)

    def benchmark_fn(self) -> None:
        if self.greedy:
            torch.argmax(self.logits, dim=-1, out=self.samples)
            return
        probs = torch.softmax(self.logits / self.temperature, dim=-1)
        sorted_probs, sorted_idx = probs.sort(dim=-1, descending=True)
        cum = sorted_probs.cumsum(dim=-1)
        sorted_probs.masked_fill_(cum - sorted_probs > self.top_p, 0.0)
        kept = sorted_probs[sorted_probs > 0]  # EXPECT: HL302
        self.kept_fraction = kept.numel() / sorted_probs.numel()
        choice = torch.multinomial(sorted_probs, 1, generator=self.generator)  # EXPECT: HL307
        self.samples.copy_(sorted_idx.gather(-1, choice).squeeze(-1))

    def validate_result(self) -> None:
        assert bool((self.samples >= 0).all()) and bool((self.samples < self.vocab).all())
        counts = torch.bincount(self.samples, minlength=self.vocab)
        print(f"distinct tokens sampled: {int((counts > 0).sum())}, kept {self.kept_fraction:.3%}")


def get_benchmark() -> BaseBenchmark:
    return TopPSamplingBenchmark()
