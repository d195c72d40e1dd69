/*
 * test_engine_unit.c — engine.c and the selector half of rules.c against hand-built IR and
 * in-memory rules (no frontend, no rule files needed): every predicate both ways, message
 * placeholders, severity drop on conditional sites, line text, scope (lambdas belong to
 * their function), occurrences and fingerprints, microbench parameters derived from the
 * site, language filtering, select/ignore/preview semantics. TAP output.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"

static int ntest, nfail;

static void ok(int cond, const char *what) {
    ntest++;
    if (!cond) nfail++;
    printf("%s %d - %s\n", cond ? "ok" : "not ok", ntest, what);
}

static Arena A;   /* rules and IR live here for the whole test */

/* A rule from "pred=v1|v2" strings ("in_loop=true" for bools). */
static Rule *mkrule(const char *code, Category cat, uint32_t langs, const char *const *preds) {
    Rule *r = arena_alloc(&A, sizeof *r);
    r->code = code;
    r->name = arena_printf(&A, "rule-%s", code);
    r->category = cat;
    r->langs = langs;
    r->severity = SEV_ERROR;
    r->message = "`{recv}.{method}()` in `{callee}` ({qual}, {arg0})";
    r->help = "fix {method}";
    r->mb_template = "d2h-scalar";
    r->cost_us = 9.9;
    r->file = "mem.yaml";
    for (int i = 0; preds && preds[i]; i++) {
        const char *eq = strchr(preds[i], '=');
        char name[64];
        memcpy(name, preds[i], (size_t)(eq - preds[i]));
        name[eq - preds[i]] = 0;
        Pred p = {.id = rule_pred_lookup(name)};
        if (p.id < 0) { printf("# unknown predicate %s\n", name); abort(); }
        if (rule_pred_table[p.id].type == PV_BOOL) p.flag = !strcmp(eq + 1, "true");
        else {
            const char *s = eq + 1;
            for (;;) {
                const char *bar = strchr(s, '|');
                size_t n = bar ? (size_t)(bar - s) : strlen(s);
                array_push(&A, &p.values, arena_strndup(&A, s, n));
                if (!bar) break;
                s = bar + 1;
            }
        }
        array_push(&A, &r->match, p);
    }
    return r;
}

typedef struct Fx {
    Program prog;
    Arena run;
    IrFile *f;
    ProgFile *pf;
    HotSiteArray hot;
    RuleSet rules;
    DiagSink sink;
} Fx;

static const char *SRC = "import torch\n"
                         "class B:\n"
                         "    def benchmark_fn(self):\n"
                         "        v = self.x.item()\n"
                         "        w = self.y.item()\n"
                         "        torch.randn(4096, 4096, dtype=torch.float16)\n";

static void fx_init(Fx *x, Lang lang) {
    memset(x, 0, sizeof *x);
    arena_init(&x->run);
    prog_init(&x->prog, &x->run);
    prog_add(&x->prog, lang == LANG_PYTHON ? "bench.py" : "bench.cu", ".", true);
    prog_freeze(&x->prog);
    x->pf = x->prog.files.contents[0];
    Source *src = src_from_bytes(&x->pf->arena, x->pf->path, lang, SRC, (uint32_t)strlen(SRC));
    x->f = ir_file_new(&x->pf->arena, src);
    x->f->lang = lang;
    x->pf->ir = x->f;
    x->pf->state = PF_PARSED;
    IrFunc *m = ir_func_add(&x->pf->arena, x->f);
    m->name = m->qualname = "<module>";
    m->flags = IR_FF_MODULE;
    IrFunc *b = ir_func_add(&x->pf->arena, x->f);
    b->name = "benchmark_fn";
    b->qualname = "B.benchmark_fn";
    IrFunc *l = ir_func_add(&x->pf->arena, x->f);   /* func 2: a lambda inside benchmark_fn */
    l->name = "<lambda>";
    l->qualname = "B.benchmark_fn.<lambda>@9";
    l->flags = IR_FF_LAMBDA;
    l->parent = 1;
    diag_sink_init(&x->sink, &x->run);
}

static void fx_fini(Fx *x) {
    diag_sink_fini(&x->sink);
    prog_fini(&x->prog);
    arena_fini(&x->run);
}

static IrSite *mksite(Fx *x, IrSiteKind k, const char *callee, const char *method, const char *recv, IrKind rk, uint32_t line) {
    IrSite *s = ir_site_add(&x->pf->arena, x->f);
    s->kind = k;
    s->callee = s->qual = callee;
    s->method = method;
    s->recv = recv;
    s->recv_kind = rk;
    s->func = 1;
    s->loc = (Loc){.line = line, .col = 9, .end_line = line, .end_col = 20};
    return s;
}

static void arg(Fx *x, IrSite *s, const char *name, const char *text, IrKind k, const char *num) {
    IrArg a = {.name = name, .text = text, .kind = k, .func = -1, .num = num};
    array_push(&x->pf->arena, &s->args, a);
}

static HotLink chain0 = {"B.benchmark_fn", "bench.py", 3};

static void hot(Fx *x, int32_t site, RootKind rk, bool in_loop, bool cond) {
    HotSite h = {.file = 0, .site = site, .root_kind = rk, .in_loop = in_loop, .conditional = cond, .chain = &chain0, .chain_len = 1};
    array_push(&x->run, &x->hot, h);
}

static uint32_t run1(Fx *x, const Rule *r, const RuleFilter *flt) {
    array_clear(&x->rules.rules);
    array_push(&x->run, &x->rules.rules, *r);
    RuleFilter none = {0};
    return eng_run(&x->rules, flt ? flt : &none, &x->prog, &x->hot, &x->sink);
}

/* One site built by `build`, one rule from `preds`: does it match? */
typedef void (*BuildFn)(Fx *x);

static bool matches_root(BuildFn build, const char *const *preds, RootKind rk, bool in_loop, bool cond) {
    Fx x;
    fx_init(&x, LANG_PYTHON);
    build(&x);
    hot(&x, 0, rk, in_loop, cond);
    Rule *r = mkrule("HL101", CAT_SYNC_SCALAR, 1u << LANG_PYTHON, preds);
    uint32_t n = run1(&x, r, NULL);
    fx_fini(&x);
    return n == 1;
}

/* a site of a timer region (a harness root is per iteration anywhere: see the in_loop cases) */
static bool matches(BuildFn build, const char *const *preds, bool in_loop, bool cond) {
    return matches_root(build, preds, ROOT_TIMER, in_loop, cond);
}

/* x.item() on a tensor, one keyword, flags statement */
static void b_item(Fx *x) {
    IrSite *s = mksite(x, IR_SITE_CALL, "self.x.item", "item", "self.x", IR_KIND_TENSOR, 4);
    s->recv_type = "torch.randn";
    s->flags = IR_SF_STATEMENT;
}

/* y.to(self.device, non_blocking = True) */
static void b_to(Fx *x) {
    IrSite *s = mksite(x, IR_SITE_CALL, "y.to", "to", "y", IR_KIND_UNKNOWN, 4);
    arg(x, s, NULL, "self.device", IR_KIND_UNKNOWN, NULL);
    arg(x, s, "non_blocking", "True", IR_KIND_NUMBER, NULL);
}

/* torch.repeat_interleave(x, counts) with recv "torch" a module */
static void b_ri(Fx *x) {
    IrSite *s = mksite(x, IR_SITE_CALL, "torch.repeat_interleave", "repeat_interleave", "torch", IR_KIND_MODULE, 4);
    arg(x, s, NULL, "x", IR_KIND_TENSOR, NULL);
    arg(x, s, NULL, "counts", IR_KIND_UNKNOWN, NULL);
}

/* th.cuda.synchronize() resolved to torch.cuda.synchronize, in a kernel (flag only) */
static void b_sync(Fx *x) {
    IrSite *s = mksite(x, IR_SITE_CALL, "th.cuda.synchronize", "synchronize", "th.cuda", IR_KIND_MODULE, 4);
    s->qual = "torch.cuda.synchronize";
    s->flags = IR_SF_IN_KERNEL | IR_SF_MACRO;
}

static void test_predicates(void) {
    struct { BuildFn b; const char *preds[4]; bool in_loop, cond, want; const char *what; } cases[] = {
        {b_item, {"site=call"}, 0, 0, 1, "site matches"},
        {b_item, {"site=subscript|truth"}, 0, 0, 0, "site rejects"},
        {b_item, {"callee=*.item"}, 0, 0, 1, "callee glob on the written name"},
        {b_sync, {"callee=torch.cuda.synchronize"}, 0, 0, 1, "callee matches the resolved name"},
        {b_sync, {"callee=th.cuda.*"}, 0, 0, 1, "callee matches the written name"},
        {b_sync, {"not_callee=torch.cuda.*"}, 0, 0, 0, "not_callee rejects the resolved name"},
        {b_item, {"not_callee=torch.*"}, 0, 0, 1, "not_callee accepts"},
        {b_item, {"method=item|tolist"}, 0, 0, 1, "method"},
        {b_item, {"method=tolist"}, 0, 0, 0, "method rejects"},
        {b_item, {"receiver=tensor|mask"}, 0, 0, 1, "receiver"},
        {b_item, {"receiver=numpy|unknown"}, 0, 0, 0, "receiver rejects"},
        {b_item, {"not_receiver=numpy|number"}, 0, 0, 1, "not_receiver accepts"},
        {b_item, {"not_receiver=tensor"}, 0, 0, 0, "not_receiver rejects"},
        {b_item, {"receiver_type=torch.rand*"}, 0, 0, 1, "receiver_type"},
        {b_to, {"receiver_type=*"}, 0, 0, 0, "receiver_type needs a known type"},
        {b_to, {"not_receiver_type=*Event"}, 0, 0, 1, "not_receiver_type accepts an unknown type"},
        {b_item, {"not_receiver_type=torch.*"}, 0, 0, 0, "not_receiver_type rejects"},
        {b_item, {"recv_text=self.*"}, 0, 0, 1, "recv_text"},
        {b_item, {"not_recv_text=self.x"}, 0, 0, 0, "not_recv_text rejects"},
        {b_to, {"arg_kind=unknown"}, 0, 0, 1, "arg_kind (positional)"},
        {b_to, {"arg_kind=number"}, 0, 0, 0, "arg_kind ignores keyword arguments"},
        {b_to, {"first_arg_kind=unknown"}, 0, 0, 1, "first_arg_kind"},
        {b_item, {"first_arg_kind=unknown"}, 0, 0, 0, "first_arg_kind needs an argument"},
        {b_ri, {"arg_at_kind=1:tensor|1:unknown"}, 0, 0, 1, "arg_at_kind"},
        {b_ri, {"arg_at_kind=1:tensor|2:unknown"}, 0, 0, 0, "arg_at_kind rejects"},
        {b_to, {"kwarg_present=device|non_blocking"}, 0, 0, 1, "kwarg_present"},
        {b_to, {"kwarg_absent=non_blocking"}, 0, 0, 0, "kwarg_absent rejects"},
        {b_to, {"kwarg_absent=output_size"}, 0, 0, 1, "kwarg_absent accepts"},
        {b_to, {"kwarg_equals=non_blocking= True"}, 0, 0, 1, "kwarg_equals collapses whitespace"},
        {b_to, {"kwarg_equals=non_blocking=False"}, 0, 0, 0, "kwarg_equals rejects"},
        {b_to, {"arg_text_contains=device"}, 0, 0, 1, "arg_text_contains"},
        {b_to, {"arg_text_contains=Tru"}, 0, 0, 1, "arg_text_contains sees keyword values"},
        {b_to, {"arg_text_not_contains=dtype|float"}, 0, 0, 1, "arg_text_not_contains accepts"},
        {b_to, {"first_arg_text_contains=device"}, 0, 0, 1, "first_arg_text_contains"},
        {b_to, {"first_arg_text_not_contains=device"}, 0, 0, 0, "first_arg_text_not_contains rejects"},
        {b_item, {"first_arg_text_not_contains=device"}, 0, 0, 1, "first_arg_text_not_contains without arguments"},
        {b_to, {"first_arg_text_not_in=self.device"}, 0, 0, 0, "first_arg_text_not_in rejects"},
        {b_to, {"first_arg_text_not_in=self"}, 0, 0, 1, "first_arg_text_not_in is exact"},
        {b_item, {"first_arg_text_not_in=int"}, 0, 0, 1, "first_arg_text_not_in without arguments"},
        {b_item, {"in_loop=true"}, 1, 0, 1, "in_loop true"},
        {b_item, {"in_loop=true"}, 0, 0, 0, "in_loop true rejects"},
        {b_item, {"in_loop=false"}, 0, 0, 1, "in_loop false"},
        {b_sync, {"in_kernel=true"}, 0, 0, 1, "in_kernel"},
        {b_item, {"in_kernel=true"}, 0, 0, 0, "in_kernel rejects"},
        {b_item, {"conditional=true"}, 0, 1, 1, "conditional"},
        {b_item, {"conditional=false"}, 0, 1, 0, "conditional false rejects"},
        {b_item, {"root_kind=timer|benchmark_fn"}, 0, 0, 1, "root_kind"},
        {b_item, {"root_kind=do_bench"}, 0, 0, 0, "root_kind rejects"},
        {b_item, {"flag=statement"}, 0, 0, 1, "flag"},
        {b_sync, {"flag=awaited|unresolved"}, 0, 0, 0, "flag rejects"},
        {b_ri, {"nargs_min=2", "nargs_max=2"}, 0, 0, 1, "nargs bounds"},
        {b_ri, {"nargs_max=1"}, 0, 0, 0, "nargs_max rejects"},
        {b_to, {"nargs_min=2"}, 0, 0, 0, "nargs_min counts positional arguments only"},
        {b_item, {"method=item", "receiver=tensor", "site=subscript"}, 0, 0, 0, "predicates are a conjunction"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char what[160];
        snprintf(what, sizeof what, "predicate: %s", cases[i].what);
        ok(matches(cases[i].b, cases[i].preds, cases[i].in_loop, cases[i].cond) == cases[i].want, what);
    }
    {
        const char *loop_pred[4] = {"in_loop=true"}, *once_pred[4] = {"in_loop=false"};
        ok(matches_root(b_item, loop_pred, ROOT_DO_BENCH, 0, 0), "predicate: in_loop true anywhere in a harness root (do_bench)");
        ok(matches_root(b_item, loop_pred, ROOT_BENCHMARK_FN, 0, 0), "predicate: in_loop true anywhere in benchmark_fn");
        ok(!matches_root(b_item, once_pred, ROOT_DECORATOR, 0, 0), "predicate: in_loop false never in a decorator root");
    }
    int n = 0;
    for (; rule_pred_table[n].name; n++) {}
    ok(n >= 25, "the predicate registry lists every predicate");
}

static void test_diag_fields(void) {
    Fx x;
    fx_init(&x, LANG_PYTHON);
    IrSite *s1 = mksite(&x, IR_SITE_CALL, "self.x.item", "item", "self.x", IR_KIND_TENSOR, 4);
    (void)s1;
    IrSite *s2 = mksite(&x, IR_SITE_CALL, "self.y.item", "item", "self.y", IR_KIND_TENSOR, 5);
    s2->func = 2;  /* inside the lambda */
    hot(&x, 0, ROOT_BENCHMARK_FN, true, false);
    hot(&x, 1, ROOT_BENCHMARK_FN, false, true);
    const char *preds[] = {"method=item", NULL};
    Rule *r = mkrule("HL101", CAT_SYNC_SCALAR, 1u << LANG_PYTHON, preds);
    KeyVal kv = {"bytes", "4"};
    array_push(&A, &r->mb_params, kv);
    uint32_t n = run1(&x, r, NULL);
    ok(n == 2 && x.sink.diags.size == 2, "two findings");
    if (x.sink.diags.size == 2) {
        Diag *a = &x.sink.diags.contents[0], *b = &x.sink.diags.contents[1];
        printf("# %s\n", a->message);
        ok(!strcmp(a->message, "`self.x.item()` in `self.x.item` (self.x.item, ?)"), "placeholders substituted");
        ok(!strcmp(a->help, "fix item"), "help substituted");
        ok(a->severity == SEV_ERROR && b->severity == SEV_WARNING, "a conditional site drops one severity level");
        ok(a->line_text && !strcmp(a->line_text, "        v = self.x.item()"), "line text is the source line");
        ok(!strcmp(a->scope, "B.benchmark_fn") && !strcmp(b->scope, "B.benchmark_fn"), "scope: a lambda belongs to its function");
        ok(a->occurrence == 0 && b->occurrence == 1, "occurrences count same (path, scope, code) in line order");
        ok(strcmp(a->fingerprint, b->fingerprint) != 0 && strlen(a->fingerprint) == 16, "fingerprints are set and distinct");
        ok(a->in_loop && !a->conditional && b->conditional, "in_loop / conditional copied from the hot site");
        ok(a->chain == &chain0 && a->chain_len == 1 && a->root_kind == ROOT_BENCHMARK_FN, "chain and root kind copied");
        ok(!strcmp(a->code, "HL101") && !strcmp(a->category, "sync-scalar") && a->rule && a->cost_us == 9.9, "code, category, rule, cost");
        ok(!strcmp(a->microbench, "d2h-scalar") && a->mb_params && !strcmp(a->mb_params, "bytes=4"), "microbench template and rule params");
        ok(a->file == 0 && a->site == 0 && b->site == 1, "file and site indices");
        ok(!strcmp(a->loc.path, "bench.py") && a->loc.line == 4 && a->loc.col == 9 && a->loc.end_col == 20, "location from the IR site");
    }
    fx_fini(&x);
}

static void test_mb_params(void) {
    Fx x;
    fx_init(&x, LANG_PYTHON);
    IrSite *s = mksite(&x, IR_SITE_CALL, "torch.randn", "randn", "torch", IR_KIND_MODULE, 6);
    arg(&x, s, NULL, "4096", IR_KIND_NUMBER, "4096");
    arg(&x, s, NULL, "4096", IR_KIND_NUMBER, "4096");
    arg(&x, s, "dtype", "torch.float16", IR_KIND_UNKNOWN, NULL);
    IrSite *t = mksite(&x, IR_SITE_CALL, "torch.empty", "empty", "torch", IR_KIND_MODULE, 6);
    arg(&x, t, NULL, "(8, 1024)", IR_KIND_CONTAINER, NULL);
    IrSite *u = mksite(&x, IR_SITE_CALL, "torch.empty", "empty", "torch", IR_KIND_MODULE, 6);
    arg(&x, u, NULL, "n", IR_KIND_UNKNOWN, NULL);
    hot(&x, 0, ROOT_TIMER, false, false);
    hot(&x, 1, ROOT_TIMER, false, false);
    hot(&x, 2, ROOT_TIMER, false, false);
    const char *preds[] = {"callee=torch.*", NULL};
    Rule *r = mkrule("HL401", CAT_ALLOC, 1u << LANG_PYTHON, preds);
    KeyVal kv = {"elems", "1"};
    array_push(&A, &r->mb_params, kv);
    run1(&x, r, NULL);
    ok(x.sink.diags.size == 3, "three allocations");
    if (x.sink.diags.size == 3) {
        const char *p0 = x.sink.diags.contents[0].mb_params, *p1 = x.sink.diags.contents[1].mb_params, *p2 = x.sink.diags.contents[2].mb_params;
        ok(p0 && !strcmp(p0, "elems=16777216;dtype=float16;bytes=33554432"), "literal sizes and dtype become microbench params (site wins over rule)");
        ok(p1 && !strcmp(p1, "elems=8192;bytes=32768"), "a literal shape tuple");
        ok(p2 && !strcmp(p2, "elems=1"), "unknown sizes keep the rule's params");
        printf("# %s | %s | %s\n", p0 ? p0 : "-", p1 ? p1 : "-", p2 ? p2 : "-");
        ok(x.sink.diags.contents[0].occurrence == 0 && x.sink.diags.contents[1].occurrence == 1 && x.sink.diags.contents[2].occurrence == 2,
           "same-line occurrences ordered by column then site");
    }
    fx_fini(&x);
}

static void test_languages(void) {
    Fx x;
    fx_init(&x, LANG_PYTHON);
    mksite(&x, IR_SITE_CALL, "cudaMalloc", NULL, NULL, IR_KIND_UNKNOWN, 4);
    hot(&x, 0, ROOT_TIMER, false, false);
    const char *preds[] = {"callee=cudaMalloc", NULL};
    Rule *r = mkrule("HL450", CAT_ALLOC, (1u << LANG_CUDA) | (1u << LANG_CPP), preds);
    ok(run1(&x, r, NULL) == 0, "a CUDA rule does not run on Python files");
    r->langs |= 1u << LANG_PYTHON;
    ok(run1(&x, r, NULL) == 1, "it does once the language is listed");
    fx_fini(&x);
}

static void test_selection(void) {
    Rule stable = {.code = "HL101", .category = CAT_SYNC_SCALAR};
    Rule prev = {.code = "HL605", .category = CAT_LOGGING, .preview = true};
    Rule dq = {.code = "HL1001", .category = CAT_DEVICE_QUERY};
    ok(rule_selector_matches(&stable, "HL1") && !rule_selector_matches(&dq, "HL1"), "`HL1` selects HL1xx, not HL10xx");
    ok(rule_selector_matches(&dq, "HL10") && rule_selector_matches(&dq, "HL100") && rule_selector_matches(&dq, "HL1001"), "`HL10` and `HL100` select HL1001");
    ok(rule_selector_matches(&stable, "sync-scalar") && !rule_selector_matches(&stable, "sync-explicit"), "category selectors");
    ok(rule_selector_matches(&stable, "ALL") && !rule_selector_matches(&stable, "HL") && !rule_selector_matches(&stable, "HL1010"), "ALL; no bare `HL`, no longer codes");
    RuleSet rs = {0};
    Arena a;
    arena_init(&a);
    array_push(&a, &rs.rules, stable);
    array_push(&a, &rs.rules, prev);
    ok(rule_selector_valid(&rs, "HL0") && rule_selector_valid(&rs, "HL012") && rule_selector_valid(&rs, "compile"), "tool codes and categories are valid selectors");
    ok(!rule_selector_valid(&rs, "HL9") && !rule_selector_valid(&rs, "HL102") && !rule_selector_valid(&rs, "bogus"), "selectors naming no rule are invalid");
    ok(rule_find(&rs, "HL605") == &rs.rules.contents[1] && !rule_find(&rs, "HL6"), "rule_find is exact");
    arena_fini(&a);

    RuleFilter f = {0};
    ok(eng_rule_enabled(&f, &stable) && !eng_rule_enabled(&f, &prev), "default: stable rules only");
    f.preview = true;
    ok(eng_rule_enabled(&f, &prev), "--preview enables preview rules");
    f.preview = false;
    Arena b;
    arena_init(&b);
    array_push(&b, &f.select, "HL6");
    ok(!eng_rule_enabled(&f, &prev) && !eng_rule_enabled(&f, &stable), "a prefix does not enable preview rules");
    array_push(&b, &f.select, "HL605");
    ok(eng_rule_enabled(&f, &prev), "selecting the exact code enables a preview rule");
    array_clear(&f.select);
    array_push(&b, &f.select, "HL1");
    array_push(&b, &f.ignore, "HL101");
    ok(!eng_rule_enabled(&f, &stable), "a more specific ignore wins");
    array_clear(&f.select);
    array_clear(&f.ignore);
    array_push(&b, &f.select, "HL101");
    array_push(&b, &f.ignore, "sync-scalar");
    ok(eng_rule_enabled(&f, &stable), "a more specific select wins");
    array_clear(&f.select);
    ok(!eng_rule_enabled(&f, &stable), "ignore alone disables");
    array_clear(&f.ignore);
    array_push(&b, &f.select, "HL0");
    ok(!eng_rule_enabled(&f, &stable), "selecting only tool codes enables no rule");
    arena_fini(&b);
}

int main(void) {
    arena_init(&A);
    test_predicates();
    test_diag_fields();
    test_mb_params();
    test_languages();
    test_selection();
    arena_fini(&A);
    printf("1..%d\n", ntest);
    return nfail ? 1 : 0;
}
