# hotlint: ignore-file[logging] -- this benchmark reports progress on purpose
"""Every inline suppression form and every suppression diagnostic (HL010-HL013)."""
import torch


class Bench:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        a = self.x.sum().item()  # hotlint: ignore[HL101] -- the scalar read is the measured baseline
        # WAIVED: inline HL101
        # hotlint: ignore[sync-explicit] -- the baseline synchronizes per step by design
        torch.cuda.synchronize()
        # WAIVED: inline HL201
        # hotlint: ignore-next-line[HL1] -- a code prefix in brackets
        b = self.x.tolist()
        # WAIVED: inline HL102
        print("step done")
        # WAIVED: file HL601
        c = self.x.cpu()  # hotlint: ignore[HL101]
        # EXPECT: HL103
        # EXPECT: HL010 without a reason
        # EXPECT: HL012 `HL101` matches no finding
        d = self.x.numpy(force=True)  # hotlint: ignroe[HL104] -- typo in the directive
        # EXPECT: HL104
        # EXPECT: HL013 did you mean `hotlint: ignore`
        e = self.x.nonzero()  # hotlint: ignore HL301 -- no brackets
        # EXPECT: HL301
        # EXPECT: HL013 needs codes in brackets
        f = self.x.unique()  # hotlint: ignore[HL304 -- no closing bracket
        # EXPECT: HL304
        # EXPECT: HL013 missing `]`
        g = self.x.max().item()  # hotlint: ignore[HL999, HL101] -- one unknown code
        # WAIVED: inline HL101
        # EXPECT: HL011 unknown code `HL999`
        h = self.x.min().item()  # hotlint: ignore[HL101] because
        # EXPECT: HL101
        # EXPECT: HL013 expected ` -- reason` after `]`
        # hotlint: ignore[HL201] -- nothing to waive on the next line
        i = 1
        # EXPECT: @-2 HL012 `HL201` matches no finding
        return a, b, c, d, e, f, g, h, i


# hotlint: ignore-file[HL102] -- too late: code came first
# EXPECT: HL013 must be in the comments at the top of the file
