import torch


class B:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")
        self.debug = False

    def benchmark_fn(self):
        y = self.x.relu()
        if (y > 0).any():  # EXPECT: HL107
            y = y * 2
        while (y > 1).all():  # EXPECT: HL107
            y = y / 2
        assert torch.isfinite(y).all()  # EXPECT: HL107
        ok = not (y < 0).any()  # EXPECT: HL107
        if self.debug and torch.isnan(y).any():  # EXPECT: HL107
            pass
        return y, ok


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")
        self.debug = False
        self.n = 4

    def benchmark_fn(self):
        if self.debug:  # a host flag
            pass
        if self.n > 2:  # a host comparison
            pass
        if self.x.shape[0] > 8:  # a shape entry
            pass
        if self.x is None:  # identity test, no read-back
            pass
        if self.x != None:  # torch hands `== None` back to Python: an identity test (flux)
            pass
        if None == self.x:
            pass
        if self.debug or self.n > 3:  # host operands only
            pass
        if torch.is_autocast_enabled():  # a bool about the host's state (TransformerEngine)
            pass
        return self.x * 2

    def validate_result(self, out):
        assert (out > -10).all()  # verification is cold
