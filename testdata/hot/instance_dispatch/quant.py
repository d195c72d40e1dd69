"""A method called on an instance whose class is known (`q = FP8Quantizer()`, `self.quantizer`)
(or `FP8Quantizer().quantize(x)`) dispatches its own `self.hook()` calls on that class: the base method's hook is not every
subclass's override (TransformerEngine's Quantizer.quantize -> update_quantized reached the
reference quantizer's)."""


class Quantizer:
    def quantize(self, x):
        out = self.make_empty(x)
        self.update_quantized(x, out)
        return out

    def make_empty(self, x):
        return x.new_empty(x.shape)  # HOT root=timer in_loop

    def update_quantized(self, x, out):
        raise NotImplementedError


class FP8Quantizer(Quantizer):
    def update_quantized(self, x, out):
        out.copy_(x.cpu())  # HOT root=timer in_loop chain=bench>Quantizer.quantize>FP8Quantizer.update_quantized


class RefQuantizer(Quantizer):
    def update_quantized(self, x, out):
        print(x.abs().max().item())  # COLD
