# Run one model's eval or train step and report GPU time (CUDA events) and wall time per
# iteration, plus peak memory. The step callable comes from the model wrapper.
import argparse
import gc
import time
from typing import Callable, List, Tuple

import numpy as np
import torch


def run_one_step(func: Callable[[], object], nwarmup: int = 3, num_iter: int = 10) -> List[Tuple[float, float]]:
    for _ in range(nwarmup):
        func()
    result_summary = []
    for _i in range(num_iter):
        torch.cuda.synchronize()
        start_event = torch.cuda.Event(enable_timing=True)
        end_event = torch.cuda.Event(enable_timing=True)
        t0 = time.time_ns()
        start_event.record()
        func()
        end_event.record()
        torch.cuda.synchronize()
        t1 = time.time_ns()
        result_summary.append((start_event.elapsed_time(end_event), (t1 - t0) / 1_000_000))
    return result_summary


def print_summary(results: List[Tuple[float, float]], model_name: str) -> None:
    gpu = np.array([r[0] for r in results])
    wall = np.array([r[1] for r in results])
    print(f"{model_name}: GPU Time per batch: {np.median(gpu):.3f} ms")
    print(f"{model_name}: CPU Wall Time per batch: {np.median(wall):.3f} ms")
    print(f"{model_name}: GPU peak memory: {torch.cuda.max_memory_allocated() / 2**30:.3f} GB")


class ResNetBlockModel:
    def __init__(self, batch_size: int = 32, device: str = "cuda"):
        self.device = device
        self.model = torch.nn.Sequential(
            torch.nn.Conv2d(64, 64, 3, padding=1), torch.nn.BatchNorm2d(64), torch.nn.ReLU(),
            torch.nn.Conv2d(64, 64, 3, padding=1), torch.nn.BatchNorm2d(64),
        ).to(device)
        self.example_inputs = (torch.randn(batch_size, 64, 56, 56, device=device),)
        self.optimizer = torch.optim.SGD(self.model.parameters(), lr=0.01)

    def eval_step(self):
        with torch.no_grad():
            out = self.model(*self.example_inputs)
        return out

    def train_step(self):
        self.optimizer.zero_grad(set_to_none=True)
        loss = self.model(*self.example_inputs).float().mean()
        loss.backward()
        self.optimizer.step()
        return loss.detach()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--test", choices=("eval", "train"), default="eval")
    ap.add_argument("--iters", type=int, default=10)
    args = ap.parse_args()
    m = ResNetBlockModel()
    step = m.eval_step if args.test == "eval" else m.train_step
    gc.collect()
    torch.cuda.empty_cache()
    torch.cuda.reset_peak_memory_stats()
    results = run_one_step(step, num_iter=args.iters)
    print_summary(results, f"resnet_block.{args.test}")


if __name__ == "__main__":
    main()
