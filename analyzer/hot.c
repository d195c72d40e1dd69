/* hot.c — STUB: replaced by timed-path inference. */
#include "hot.h"
const char *hot_root_kind_name(RootKind k) {
    static const char *n[] = {"benchmark_fn", "timer", "event", "do_bench", "decorator", "cuda_event", "chrono"};
    return (unsigned)k <= ROOT_CHRONO ? n[k] : "?";
}
void hot_config_default(HotConfig *self, Arena *arena) { (void)arena; memset(self, 0, sizeof *self); }
int hot_analyze(Program *prog, const HotConfig *cfg, Arena *run, HotSiteArray *out) { (void)prog; (void)cfg; (void)run; (void)out; return 0; }
