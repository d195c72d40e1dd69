import torch
import torch.nn as nn


class Net(nn.Module):
    def forward(self, x):
        return x


class B:
    def setup(self):
        self.x = torch.randn(1024)

    def benchmark_fn(self):
        return self.x.cuda() * 2  # EXPECT: HL503


def run(inputs):
    for _ in range(3):
        out = inputs.cuda(non_blocking=True)  # EXPECT: HL503
    return out


class D:
    def benchmark_fn(self):
        return run(self.inputs)


class H:
    def benchmark_fn(self):
        sizes_cpu = self.sizes.cpu()
        # a host tensor: its copy back to the device
        return sizes_cpu.cuda()  # EXPECT: HL503


# ---- no diagnostics ----
class C:
    def setup(self):
        self.net = Net()
        self.x = torch.randn(1024).cuda()  # setup is cold

    def benchmark_fn(self):
        self.net.cuda()  # a module object, not a tensor
        return torch.cuda.is_available()


class OnDevice:
    def benchmark_fn(self):
        # made on the device a moment before: `.cuda()` returns it as it is (HGEMM's buffers)
        a = torch.randn(1024, 1024, device="cuda").cuda()
        b = torch.empty(16, device=torch.device("cuda:0")).cuda()
        return a, b
