import torch


class LlamaForCausalLM(torch.nn.Module):
    def forward(self, x):
        return x.sum().item()  # HOT root=event
