"""A project's own `do_bench(fn, *args, **kwargs)` called with arguments of the function it times
(tilelang's KDA examples: `do_bench(recompute_w_u_fwd, k=K, v=V, gk=G)`) passes them on, unlike
Triton's: the branches they decide are decided per call, those on arguments left out are dead."""
import torch
from test_utils import do_bench


def recompute(k, v, q=None, gk=None):
    w = torch.empty_like(k)  # HOT root=do_bench chain=recompute
    qg = kg = None
    if q is not None:
        qg = torch.empty_like(q)  # COLD
    if gk is not None:
        kg = torch.empty_like(k)  # HOT root=do_bench conditional chain=recompute
    return w, v, qg, kg


def main(K, V, G):
    return do_bench(recompute, k=K, v=V, gk=G)
