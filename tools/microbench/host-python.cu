// @template host-python
// @summary Python overhead per iteration (`re.compile`, `json.loads`/`yaml` of a config, `copy.deepcopy`, imports, comprehensions over tensors)
// @hazard `host_us` µs of host CPU work (a busy loop on the host clock) between launches
// @param host_us:int=10 host CPU time the statement costs, in µs
#include "harness.cuh"

static double host_us;
static volatile unsigned long sink;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "host-work";
    m.ncases = 1;
    m.hazard = "host CPU work between launches";
}
static void mb_setup(MbCtx &) {
    host_us = (double)mb_param_int("host_us", 10);
    if (host_us < 0 || host_us > 1e6) mb_fail("params", "host_us must be 0..1000000");
}
static void mb_hazard(MbCtx &, int) {
    double t0 = mb_now_us();
    unsigned long h = 1469598103934665603ul;
    while (mb_now_us() - t0 < host_us)
        for (int i = 0; i < 64; i++) h = (h ^ (unsigned long)i) * 1099511628211ul;
    sink = h;
}
static void mb_teardown(MbCtx &) {}
