import torch

FP8_DTYPE = torch.float8_e4m3fn
computeType = torch.float32
ACCUM = torch.float32


class B:
    def setup(self):
        self.device = torch.device("cuda")
        self.host_x = torch.randn(1024)
        self.dtype = torch.float16

    def benchmark_fn(self):
        x = self.host_x.to(self.device, non_blocking=True)  # EXPECT: HL501 `self.host_x.to(self.device)`
        y = self.host_x.to("cuda")  # EXPECT: HL501
        z = self.host_x.to(f"cuda:{0}", dtype=torch.float16)  # EXPECT: HL501
        return x, y, z


def step(inputs, device):
    for _ in range(10):
        inputs = inputs.to(device)  # EXPECT: HL501
    return inputs


class D:
    def benchmark_fn(self):
        return step(self.inputs, self.device)


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")
        self.dtype = torch.bfloat16

    def benchmark_fn(self):
        a = self.x.to(torch.float16)  # a dtype conversion
        b = self.x.to(self.dtype)  # a dtype held in an attribute
        c = self.x.to(dtype=torch.float32)  # dtype keyword
        d = self.x.to(memory_format=torch.channels_last)  # a layout change
        e = self.x.to("cpu")  # to the host: HL105
        f = self.x.round().to(int)  # a Python type as the dtype (DeepSpeed's data analyzer)
        n = self.x.to("meta")  # a meta tensor holds no data (llm-compressor's lm_head swap)
        g = self.x.to(float)
        h = self.x.to(self.x)  # another tensor's dtype and device (both on the GPU here)
        i = self.x.to(FP8_DTYPE)  # a dtype constant (gpu-mode's mixed-mla)
        j = self.x.to(computeType)  # a dtype by another name (aiter's torch_moe)
        k = torch.Tensor.to(self.x, torch.float32, copy=True)  # unbound: a dtype cast (nvFuser's test_cat)
        m = self.x.to(_torch_precision(self.dtype))  # a dtype from a helper (tiny-cuda-nn's bindings)
        return a, b, c, d, e, f, g, h, i, j, k, m, n


def _gemm(x, w, accum_type=torch.float32, out_ty: torch.dtype = torch.bfloat16):
    acc = torch.get_default_dtype()
    for _ in range(10):
        a = x.to(accum_type)  # a dtype parameter by its default
        b = w.to(out_ty)  # a dtype parameter by its annotation
        c = x.to(ACCUM)  # a module constant assigned a dtype
        d = x.to(acc)  # a local assigned a dtype
        e = x.to(w.dtype)  # another tensor's dtype
    return a, b, c, d, e


class E:
    def benchmark_fn(self):
        return _gemm(self.x, self.w)


class KVCache:
    def __init__(self):
        self.cache_k = torch.zeros(4, 16)
        self.cache_v = torch.zeros(4, 16)

    def benchmark_fn(self):
        self.cache_k = self.cache_k.to("cuda")  # moved on the first call only: in place after that
        self.cache_v = self.cache_v.to(device="cuda")
        self.scale = self.scale.cuda()
        return self.cache_k + self.cache_v


class OnDevice:
    def benchmark_fn(self):
        # made on the device a moment before: `.to("cuda")` returns it as it is
        a = torch.zeros(8, device="cuda").to("cuda")
        b = torch.ones(8, device="cuda").to(device="cuda")
        return a, b


class SameDevice:
    def benchmark_fn(self):
        x = self.x
        if x.device != self.w.device:
            x = x.to(self.w.device)
        return x.to(x.device, torch.float16) @ self.w


class ScaleFn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, w):
        ctx.save_for_backward(x, w)
        return x * w

    @staticmethod
    def backward(ctx, dy):
        (
            x,
            w,
        ) = ctx.saved_tensors
        dx = (dy * w).float()
        return dx.to(x), None  # the saved input's dtype: a cast (fla's `dq.to(q)`)


class G:
    def benchmark_fn(self):
        y = ScaleFn.apply(self.x, self.w)
        y.sum().backward()
        return y
