"""A module-level model built over several lines inside parentheses is still an instance of
its class (duo-attention's demo: `model = (Cls(...)\n.half()\n.to("cuda"))`)."""
import torch
from llama import LlamaForCausalLM as LM

model = (
    LM()
    .half()
    .to("cuda")
)


def generate(x):
    for _ in range(10):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        model(
            x=x,
        )
        end.record()
        torch.cuda.synchronize()
        print(start.elapsed_time(end))
