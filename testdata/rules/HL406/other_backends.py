"""`torch.xpu.empty_cache()` (Intel XPU), `torch.npu.empty_cache()` and `torch.mps.empty_cache()`
release the caching allocator's blocks like the CUDA one."""
import torch


class B:
    def setup(self):
        self.x = torch.randn(1024, device="xpu")
        torch.xpu.empty_cache()  # setup is cold

    def benchmark_fn(self):
        y = self.x * 2
        torch.xpu.empty_cache()  # EXPECT: HL406
        torch.npu.empty_cache()  # EXPECT: HL406
        torch.mps.empty_cache()  # EXPECT: HL406
        return y
