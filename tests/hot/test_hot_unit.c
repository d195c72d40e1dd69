/*
 * test_hot_unit.c — hot.c against hand-built IR (no frontend needed): benchmark_fn bodies,
 * timer regions with bracket exemption, COLD/COND/LOOP regions, same-class calls, recursion,
 * C kernel launches. TAP output; each case fails when hot.c regresses.
 */
#include <stdio.h>
#include <string.h>

#include "hot.h"

static int ntest, nfail;

static void ok(int cond, const char *what) {
    ntest++;
    if (!cond) nfail++;
    printf("%s %d - %s\n", cond ? "ok" : "not ok", ntest, what);
}

typedef struct Fx {
    Program prog;
    Arena run;
    IrFile *f;
    ProgFile *pf;
} Fx;

static void fx_init(Fx *x, const char *path, Lang lang) {
    arena_init(&x->run);
    prog_init(&x->prog, &x->run);
    prog_add(&x->prog, path, ".", true);
    prog_freeze(&x->prog);
    x->pf = x->prog.files.contents[0];
    Source *src = src_from_bytes(&x->pf->arena, path, lang, "", 0);
    x->f = ir_file_new(&x->pf->arena, src);
    x->f->lang = lang;
    x->pf->ir = x->f;
    x->pf->state = PF_PARSED;
    if (lang == LANG_PYTHON) {
        IrFunc *m = ir_func_add(&x->pf->arena, x->f);
        m->name = m->qualname = "<module>";
        m->flags = IR_FF_MODULE;
    }
}

static void fx_fini(Fx *x) {
    prog_fini(&x->prog);
    arena_fini(&x->run);
}

static int32_t func(Fx *x, const char *name, const char *qual, int32_t cls, uint32_t line) {
    IrFunc *fn = ir_func_add(&x->pf->arena, x->f);
    fn->name = name;
    fn->qualname = qual;
    fn->cls = cls;
    fn->loc.line = line;
    if (cls >= 0) array_push(&x->pf->arena, &fn->params, "self");
    return (int32_t)x->f->funcs.size - 1;
}

static int32_t region(Fx *x, IrRegionKind k, int32_t fn, int32_t parent) {
    IrRegion *r = ir_region_add(&x->pf->arena, x->f);
    r->kind = k;
    r->func = fn;
    r->parent = parent;
    if (k == IR_REGION_TIMED) r->timer = IR_TIMER_HOST;
    if (k == IR_REGION_COLD) r->cold = IR_COLD_ERROR;
    return (int32_t)x->f->regions.size - 1;
}

static int32_t site(Fx *x, const char *callee, const char *method, const char *recv, int32_t fn, int32_t reg, uint32_t line) {
    IrSite *s = ir_site_add(&x->pf->arena, x->f);
    s->kind = IR_SITE_CALL;
    s->callee = s->qual = callee;
    s->method = method;
    s->recv = recv;
    s->func = fn;
    s->region = reg;
    s->loc.line = line;
    s->loc.col = 5;
    return (int32_t)x->f->sites.size - 1;
}

static const HotSite *find(const HotSiteArray *a, int32_t si) {
    for (uint32_t i = 0; i < a->size; i++) if (a->contents[i].site == si) return &a->contents[i];
    return NULL;
}

static void case_benchmark_fn(void) {
    Fx x;
    fx_init(&x, "bench.py", LANG_PYTHON);
    IrClass *c = ir_class_add(&x.pf->arena, x.f);
    c->name = c->qualname = "Bench";
    int32_t setup = func(&x, "setup", "Bench.setup", 0, 2);
    int32_t bfn = func(&x, "benchmark_fn", "Bench.benchmark_fn", 0, 5);
    int32_t step = func(&x, "_step", "Bench._step", 0, 12);
    int32_t rec = func(&x, "_rec", "Bench._rec", 0, 20);
    int32_t s_setup = site(&x, "torch.randn", NULL, NULL, setup, -1, 3);
    int32_t loop = region(&x, IR_REGION_LOOP, bfn, -1);
    int32_t cond = region(&x, IR_REGION_COND, bfn, loop);
    int32_t cold = region(&x, IR_REGION_COLD, bfn, -1);
    int32_t s_call = site(&x, "self._step", "_step", "self", bfn, loop, 6);
    int32_t s_cond = site(&x, "print", NULL, NULL, bfn, cond, 7);
    int32_t s_cold = site(&x, "ValueError", NULL, NULL, bfn, cold, 8);
    int32_t s_sync = site(&x, "torch.cuda.synchronize", "synchronize", "torch.cuda", bfn, -1, 9);
    x.f->sites.contents[s_sync].flags = IR_SF_BRACKET;
    int32_t s_item = site(&x, "x.item", "item", "x", step, -1, 13);
    int32_t s_r1 = site(&x, "self._rec", "_rec", "self", step, -1, 14);
    int32_t s_r2 = site(&x, "self._step", "_step", "self", rec, -1, 21);
    HotConfig cfg;
    hot_config_default(&cfg, &x.run);
    HotSiteArray out = {0};
    hot_analyze(&x.prog, &cfg, &x.run, &out);
    const HotSite *h;
    ok(!find(&out, s_setup), "setup is cold");
    h = find(&out, s_call);
    ok(h && h->root_kind == ROOT_BENCHMARK_FN && h->in_loop && !h->conditional && h->chain_len == 1, "benchmark_fn call in loop");
    h = find(&out, s_cond);
    ok(h && h->in_loop && h->conditional, "guarded print is conditional");
    ok(!find(&out, s_cold), "error path cold");
    ok(find(&out, s_sync) != NULL, "bracket sync under benchmark_fn is hot");
    h = find(&out, s_item);
    ok(h && h->in_loop && h->chain_len == 2 && !strcmp(h->chain[1].name, "Bench._step") && h->chain[1].line == 6,
       "same-class call reached with chain");
    ok(find(&out, s_r1) && find(&out, s_r2), "recursion reached and terminates");
    fx_fini(&x);
}

static void case_timer(void) {
    Fx x;
    fx_init(&x, "t.py", LANG_PYTHON);
    int32_t m = func(&x, "main", "main", -1, 1);
    int32_t g = func(&x, "work", "work", -1, 20);
    int32_t s_warm = site(&x, "work", NULL, NULL, m, -1, 2);
    int32_t s_b1 = site(&x, "torch.cuda.synchronize", "synchronize", "torch.cuda", m, -1, 3);
    x.f->sites.contents[s_b1].flags = IR_SF_BRACKET;
    int32_t R = region(&x, IR_REGION_TIMED, m, -1);
    int32_t s_t0 = site(&x, "time.perf_counter", NULL, NULL, m, -1, 4);
    x.f->sites.contents[s_t0].flags = IR_SF_TIMER_START;
    x.f->regions.contents[R].start_site = s_t0;
    int32_t L = region(&x, IR_REGION_LOOP, m, R);
    int32_t s_in = site(&x, "work", NULL, NULL, m, L, 6);
    int32_t s_b2 = site(&x, "torch.cuda.synchronize", "synchronize", "torch.cuda", m, R, 7);
    x.f->sites.contents[s_b2].flags = IR_SF_BRACKET;
    int32_t s_after = site(&x, "print", NULL, NULL, m, -1, 9);
    int32_t s_w = site(&x, "x.item", "item", "x", g, -1, 21);
    HotConfig cfg;
    hot_config_default(&cfg, &x.run);
    HotSiteArray out = {0};
    hot_analyze(&x.prog, &cfg, &x.run, &out);
    ok(!find(&out, s_warm), "warm-up before the timer is cold");
    ok(!find(&out, s_b1) && !find(&out, s_b2) && !find(&out, s_t0), "brackets and timer calls cold for own timer");
    const HotSite *h = find(&out, s_in);
    ok(h && h->root_kind == ROOT_TIMER && h->in_loop && h->chain[0].line == 4, "call in timed loop");
    ok(!find(&out, s_after), "code after the timer is cold");
    h = find(&out, s_w);
    ok(h && h->in_loop && h->chain_len == 2 && !strcmp(h->chain[1].name, "work"), "callee of timed loop in_loop");
    fx_fini(&x);
}

static void case_cuda(void) {
    Fx x;
    fx_init(&x, "k.cu", LANG_CUDA);
    int32_t k = func(&x, "kern", "kern", -1, 1);
    x.f->funcs.contents[k].flags = IR_FF_KERNEL;
    int32_t m = func(&x, "main", "main", -1, 10);
    int32_t h = func(&x, "helper", "helper", -1, 5);
    int32_t s_pf = site(&x, "printf", NULL, NULL, k, -1, 2);
    int32_t R = region(&x, IR_REGION_TIMED, m, -1);
    x.f->regions.contents[R].timer = IR_TIMER_CUDA_EVENT;
    int32_t s_l = site(&x, "kern", NULL, NULL, m, R, 12);
    x.f->sites.contents[s_l].kind = IR_SITE_LAUNCH;
    site(&x, "helper", NULL, NULL, m, R, 13);
    int32_t s_hm = site(&x, "cudaMalloc", NULL, NULL, h, -1, 6);
    int32_t s_out = site(&x, "helper", NULL, NULL, m, -1, 15);
    HotConfig cfg;
    hot_config_default(&cfg, &x.run);
    HotSiteArray out = {0};
    hot_analyze(&x.prog, &cfg, &x.run, &out);
    const HotSite *hs = find(&out, s_pf);
    ok(hs && hs->root_kind == ROOT_CUDA_EVENT && hs->chain_len == 2, "launched kernel body hot");
    ok(find(&out, s_hm) != NULL, "same-TU helper hot");
    ok(!find(&out, s_out), "call outside the region cold");
    fx_fini(&x);
}

static void case_depth_limit(void) {
    Fx x;
    fx_init(&x, "deep.py", LANG_PYTHON);
    static char names[80][8];
    int32_t first = func(&x, "benchmark_fn", "benchmark_fn", -1, 1);
    int32_t prev = first, last_site = -1;
    for (int i = 0; i < 80; i++) {
        snprintf(names[i], sizeof names[i], "f%d", i);
        int32_t fn = func(&x, names[i], names[i], -1, (uint32_t)(10 + i * 2));
        site(&x, names[i], NULL, NULL, prev, -1, (uint32_t)(10 + i * 2 - 1));
        last_site = site(&x, "x.item", "item", "x", fn, -1, (uint32_t)(10 + i * 2 + 1));
        prev = fn;
    }
    HotConfig cfg;
    hot_config_default(&cfg, &x.run);
    HotSiteArray out = {0};
    HotLimitArray lim = {0};
    hot_analyze_limits(&x.prog, &cfg, &x.run, &out, &lim);
    uint32_t maxlen = 0;
    for (uint32_t i = 0; i < out.size; i++) if (out.contents[i].chain_len > maxlen) maxlen = out.contents[i].chain_len;
    ok(maxlen == 64 && !find(&out, last_site), "chains stop at 64 links");
    ok(lim.size == 1 && lim.contents[0].file == 0 && lim.contents[0].loc.line > 0 && !strcmp(lim.contents[0].loc.path, "deep.py"),
       "the depth limit is reported once, at a call site");
    fx_fini(&x);
}

static void case_dedupe(void) {
    Fx x;
    fx_init(&x, "d.py", LANG_PYTHON);
    int32_t ra = func(&x, "benchmark_fn", "A.benchmark_fn", -1, 1);
    int32_t a1 = func(&x, "a1", "a1", -1, 5);
    int32_t rb = func(&x, "rb", "rb", -1, 50);
    array_push(&x.pf->arena, &x.f->funcs.contents[rb].decorators, "hot_path");
    int32_t rc = func(&x, "rc", "rc", -1, 60);
    array_push(&x.pf->arena, &x.f->funcs.contents[rc].decorators, "timed");
    int32_t t = func(&x, "t", "t", -1, 80);
    int32_t u = func(&x, "u", "u", -1, 90);
    site(&x, "a1", NULL, NULL, ra, -1, 2);
    site(&x, "t", NULL, NULL, a1, -1, 6);
    site(&x, "t", NULL, NULL, rb, -1, 51);
    int32_t loop = region(&x, IR_REGION_LOOP, rc, -1);
    int32_t sc = site(&x, "t", NULL, NULL, rc, loop, 62);
    int32_t st = site(&x, "x.item", "item", "x", t, -1, 81);
    site(&x, "u", NULL, NULL, t, -1, 82);
    int32_t su = site(&x, "x.cpu", "cpu", "x", u, -1, 91);
    HotConfig cfg;
    hot_config_default(&cfg, &x.run);
    HotSiteArray out = {0};
    hot_analyze(&x.prog, &cfg, &x.run, &out);
    const HotSite *h = find(&out, st);
    /* rc reaches t in a loop: in_loop beats the shorter, earlier chains */
    ok(h && h->in_loop && h->root_kind == ROOT_DECORATOR && !strcmp(h->chain[0].name, "rc") && h->chain_len == 2,
       "in_loop reach wins over a shorter one");
    h = find(&out, su);
    ok(h && h->in_loop && !strcmp(h->chain[0].name, "rc") && h->chain_len == 3 && h->chain[2].line == 82,
       "the winning reach carries on below");
    /* without the loop: rb's shorter chain beats benchmark_fn's longer one, and beats rc on the tie */
    x.f->sites.contents[sc].region = -1;
    HotSiteArray out2 = {0};
    hot_analyze(&x.prog, &cfg, &x.run, &out2);
    h = find(&out2, st);
    ok(h && !h->in_loop && !strcmp(h->chain[0].name, "rb") && h->chain_len == 2, "shorter chain, then earlier root");
    fx_fini(&x);
}

int main(void) {
    printf("1..20\n");
    case_benchmark_fn();
    case_timer();
    case_cuda();
    case_depth_limit();
    case_dedupe();
    return nfail ? 1 : 0;
}
