// @template aa-control
// @summary negative control (A/A): the candidate loop is the control loop
// @hazard none: both arms run the identical loop; a CONFIRMED verdict means the machine is too noisy to trust
#include "harness.cuh"

static void mb_describe(MbInfo &m) {
    m.cases[0] = "identical";
    m.ncases = 1;
    m.hazard = "nothing (A/A)";
}
static void mb_setup(MbCtx &) {}
static void mb_hazard(MbCtx &, int) {}
static void mb_teardown(MbCtx &) {}
