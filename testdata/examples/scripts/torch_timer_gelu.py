"""Tanh-GELU: hand-written vs. the built-in, compared with torch.utils.benchmark."""
import math

import torch
import torch.utils.benchmark as benchmark


def gelu_tanh(x: torch.Tensor) -> torch.Tensor:
    c = torch.tensor(math.sqrt(2.0 / math.pi), device=x.device, dtype=x.dtype)  # EXPECT: HL403
    # EXPECT: HL505
    return 0.5 * x * (1.0 + torch.tanh(c * (x + 0.044715 * x * x * x)))


def gelu_builtin(x: torch.Tensor) -> torch.Tensor:
    return torch.nn.functional.gelu(x, approximate="tanh")


def main() -> None:
    x = torch.randn(8192, 8192, device="cuda", dtype=torch.bfloat16)
    torch.testing.assert_close(gelu_tanh(x), gelu_builtin(x), atol=1e-2, rtol=1e-2)
    manual = benchmark.Timer(stmt="gelu_tanh(x)", globals={"gelu_tanh": gelu_tanh, "x": x},
                             label="gelu", sub_label="manual")
    builtin = benchmark.Timer(stmt="gelu_builtin(x)", globals={"gelu_builtin": gelu_builtin, "x": x},
                              label="gelu", sub_label="builtin")
    results = [manual.blocked_autorange(min_run_time=1.0), builtin.blocked_autorange(min_run_time=1.0)]
    benchmark.Compare(results).print()


if __name__ == "__main__":
    main()
