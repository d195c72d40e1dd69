/*
 * engine.c — rule matching: hot IR sites × enabled rules -> Diags (DESIGN.md §3-4).
 *
 * Design. A rule's `match` is a conjunction of predicates; a list value means "any of".
 * Each predicate is one static function below plus one row in `preds`, in the same order as
 * rules.c's rule_pred_table (checked once per run), so a predicate id from a Rule indexes
 * `preds` directly. rules.c has already validated every value, so predicates only compare.
 * Predicates see the IR site and its HotSite (loop/conditional/root facts belong to the
 * reach, not to the site).
 *
 * Invariants. Output depends only on the inputs: hot sites are visited in their (file, site)
 * order and rules in code order; occurrences are numbered after all findings exist, by
 * (path, scope, code) in line order, and only then are fingerprints computed. Every string a
 * Diag points to lives in the sink's arena (rule strings already live in the run arena, which
 * is the sink's; site-derived strings are copied under the sink lock), so per-file arenas
 * may be reset afterwards.
 */
#include "engine.h"

#include <fnmatch.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/par.h"
#include "core/str.h"

/* ---------------------------------------------------------------- selection */

/* How specifically `sel` names `r`: -1 not at all, 0 ALL, 1 category, 2+ prefix, 100 code. */
static int specificity(const Rule *r, const char *sel) {
    if (!rule_selector_matches(r, sel)) return -1;
    if (str_eq(sel, "ALL")) return 0;
    if (str_eq(sel, r->code)) return 100;
    if (rule_category_from_name(sel) >= 0) return 1;
    return 2 + (int)strlen(sel);
}

static int best_specificity(const StrArray *sels, const Rule *r) {
    int best = -1;
    for (uint32_t i = 0; i < sels->size; i++) {
        int s = specificity(r, sels->contents[i]);
        if (s > best) best = s;
    }
    return best;
}

/* The most specific selector wins (ruff): `--select HL1 --ignore HL101` drops HL101,
 * `--select HL101 --ignore sync-scalar` keeps it; a tie goes to ignore. Preview rules run
 * with `preview`, or when selected by their exact code. */
bool eng_rule_enabled(const RuleFilter *f, const Rule *r) {
    if (!r) return false;
    if (!f) return !r->preview;
    int sel = f->select.size ? best_specificity(&f->select, r) : 0;
    if (sel < 0) return false;
    int ign = best_specificity(&f->ignore, r);
    if (ign >= 0 && ign >= sel) return false;
    if (r->preview && !f->preview) return sel == 100;
    return true;
}

/* ---------------------------------------------------------------- predicates */

typedef struct Ctx {
    const IrFile *file;
    const IrSite *site;
    const HotSite *hot;
} Ctx;

/* fnmatch(pat, s, 0) == 0, without calling fnmatch for the shapes rules use most: a literal
 * (`print`), a literal prefix (`torch.cuda.*`) and a literal suffix (`*.item`). This runs for
 * every rule on every hot site. */
static bool glob1(const char *pat, const char *s) {
    /* most patterns start with a literal: a different first byte cannot match */
    char c = pat[0];
    if (c != s[0] && c != '*' && c != '?' && c != '[' && c != '\\') return false;
    const char *meta = strpbrk(pat, "*?[\\");
    if (!meta) return str_eq(pat, s);
    if (*meta == '*' && !meta[1]) return !strncmp(pat, s, (size_t)(meta - pat));
    if (meta == pat && *meta == '*' && !strpbrk(pat + 1, "*?[\\")) {
        size_t pl = strlen(pat + 1), sl = strlen(s);
        return sl >= pl && !memcmp(s + sl - pl, pat + 1, pl);
    }
    if (meta > pat && strncmp(pat, s, (size_t)(meta - pat))) return false;
    return fnmatch(pat, s, 0) == 0;
}

static bool any_glob(const StrArray *v, const char *s) {
    if (!s) return false;
    for (uint32_t i = 0; i < v->size; i++)
        if (glob1(v->contents[i], s)) return true;
    return false;
}

static bool any_eq(const StrArray *v, const char *s) {
    if (!s) return false;
    for (uint32_t i = 0; i < v->size; i++)
        if (str_eq(v->contents[i], s)) return true;
    return false;
}

static const IrArg *positional(const IrSite *s, uint32_t n) {
    uint32_t k = 0;
    for (uint32_t i = 0; i < s->args.size; i++) {
        const IrArg *a = &s->args.contents[i];
        if (a->name) continue;
        if (k++ == n) return a;
    }
    return NULL;
}

static uint32_t npositional(const IrSite *s) {
    uint32_t k = 0;
    for (uint32_t i = 0; i < s->args.size; i++)
        if (!s->args.contents[i].name) k++;
    return k;
}

static const IrArg *kwarg(const IrSite *s, const char *name) { return ir_kwarg(s, name); }

static bool text_has(const StrArray *v, const char *text) {
    if (!text) return false;
    for (uint32_t i = 0; i < v->size; i++)
        if (strstr(text, v->contents[i])) return true;
    return false;
}

/* Whitespace-collapsed equality (IR text is already collapsed; rule text may not be). */
static bool text_eq_ws(const char *a, const char *b) {
    for (;;) {
        while (*a == ' ' || *a == '\t') a++;
        while (*b == ' ' || *b == '\t') b++;
        if (!*a || !*b) return !*a && !*b;
        if (*a != *b) return false;
        a++, b++;
    }
}

static bool p_site(const Pred *p, const Ctx *c) { return any_eq(&p->values, ir_site_kind_name(c->site->kind)); }
static bool p_callee(const Pred *p, const Ctx *c) { return any_glob(&p->values, c->site->qual) || any_glob(&p->values, c->site->callee); }
static bool p_not_callee(const Pred *p, const Ctx *c) { return !p_callee(p, c); }
static bool p_method(const Pred *p, const Ctx *c) { return any_glob(&p->values, c->site->method); }
static bool p_receiver(const Pred *p, const Ctx *c) { return any_eq(&p->values, ir_kind_name(c->site->recv_kind)); }
static bool p_not_receiver(const Pred *p, const Ctx *c) { return !p_receiver(p, c); }
static bool p_receiver_type(const Pred *p, const Ctx *c) { return any_glob(&p->values, c->site->recv_type); }
static bool p_not_receiver_type(const Pred *p, const Ctx *c) { return !p_receiver_type(p, c); }
static bool p_recv_text(const Pred *p, const Ctx *c) { return any_glob(&p->values, c->site->recv); }
static bool p_not_recv_text(const Pred *p, const Ctx *c) { return !p_recv_text(p, c); }

static bool p_arg_kind(const Pred *p, const Ctx *c) {
    for (uint32_t i = 0; i < c->site->args.size; i++) {
        const IrArg *a = &c->site->args.contents[i];
        if (!a->name && any_eq(&p->values, ir_kind_name(a->kind))) return true;
    }
    return false;
}

static bool p_first_arg_kind(const Pred *p, const Ctx *c) {
    const IrArg *a = positional(c->site, 0);
    return a && any_eq(&p->values, ir_kind_name(a->kind));
}

static bool p_arg_at_kind(const Pred *p, const Ctx *c) {
    for (uint32_t i = 0; i < p->values.size; i++) {
        const char *v = p->values.contents[i];
        const char *colon = strchr(v, ':');
        if (!colon) continue;
        const IrArg *a = positional(c->site, (uint32_t)strtoul(v, NULL, 10));
        if (a && str_eq(colon + 1, ir_kind_name(a->kind))) return true;
    }
    return false;
}

static bool p_kwarg_present(const Pred *p, const Ctx *c) {
    for (uint32_t i = 0; i < p->values.size; i++)
        if (kwarg(c->site, p->values.contents[i])) return true;
    return false;
}

static bool p_kwarg_absent(const Pred *p, const Ctx *c) { return !p_kwarg_present(p, c); }

static bool p_kwarg_equals(const Pred *p, const Ctx *c) {
    for (uint32_t i = 0; i < p->values.size; i++) {
        const char *v = p->values.contents[i];
        const char *eq = strchr(v, '=');
        if (!eq) continue;
        char name[128];
        size_t n = (size_t)(eq - v);
        if (n >= sizeof name) continue;
        memcpy(name, v, n);
        name[n] = 0;
        const IrArg *a = kwarg(c->site, name);
        if (a && a->text && text_eq_ws(a->text, eq + 1)) return true;
    }
    return false;
}

static bool p_arg_text_contains(const Pred *p, const Ctx *c) {
    for (uint32_t i = 0; i < c->site->args.size; i++)
        if (text_has(&p->values, c->site->args.contents[i].text)) return true;
    return false;
}

static bool p_arg_text_not_contains(const Pred *p, const Ctx *c) { return !p_arg_text_contains(p, c); }

static bool p_first_arg_text_contains(const Pred *p, const Ctx *c) {
    const IrArg *a = positional(c->site, 0);
    return a && text_has(&p->values, a->text);
}

static bool p_first_arg_text_not_contains(const Pred *p, const Ctx *c) { return !p_first_arg_text_contains(p, c); }

/* exact text (`.to(int)` is a dtype cast; `.to(point.device)` holds "int" but is not `int`) */
static bool p_first_arg_text_not_in(const Pred *p, const Ctx *c) {
    const IrArg *a = positional(c->site, 0);
    return !a || !any_eq(&p->values, a->text);
}
/* per iteration: in a loop of the timed code, or anywhere in what a harness times once per
 * iteration (benchmark_fn, a callable handed to a timing utility, a timing decorator's function:
 * the lambdas raft's `loop_on_state` and llm.c's `benchmark_kernel` run). region_wording agrees. */
static bool harness_root(int k) { return k == ROOT_BENCHMARK_FN || k == ROOT_DO_BENCH || k == ROOT_DECORATOR; }
static bool p_in_loop(const Pred *p, const Ctx *c) { return (c->hot->in_loop || harness_root(c->hot->root_kind)) == p->flag; }
static bool p_in_kernel(const Pred *p, const Ctx *c) { return ((c->site->flags & IR_SF_IN_KERNEL) != 0) == p->flag; }
static bool p_conditional(const Pred *p, const Ctx *c) { return c->hot->conditional == p->flag; }
static bool p_root_kind(const Pred *p, const Ctx *c) { return any_eq(&p->values, hot_root_kind_name(c->hot->root_kind)); }

static bool p_flag(const Pred *p, const Ctx *c) {
    static const struct { const char *name; uint32_t bit; } flags[] = {
        {"statement", IR_SF_STATEMENT}, {"macro", IR_SF_MACRO}, {"unresolved", IR_SF_UNRESOLVED},
        {"in_kernel", IR_SF_IN_KERNEL}, {"awaited", IR_SF_AWAITED}, {"bracket", IR_SF_BRACKET},
        {"timer_start", IR_SF_TIMER_START}, {"timer_end", IR_SF_TIMER_END}, {"compared", IR_SF_COMPARED},
        {"measured", IR_SF_MEASURED}, {"fill", IR_SF_FILL}, {"rebinds", IR_SF_REBIND}, {"on_device", IR_SF_ON_DEVICE},
    };
    for (uint32_t i = 0; i < p->values.size; i++)
        for (size_t k = 0; k < sizeof flags / sizeof flags[0]; k++)
            if (str_eq(p->values.contents[i], flags[k].name) && (c->site->flags & flags[k].bit)) return true;
    return false;
}

static bool p_not_flag(const Pred *p, const Ctx *c) { return !p_flag(p, c); }

static bool p_nargs_min(const Pred *p, const Ctx *c) { return p->values.size && npositional(c->site) >= strtoul(p->values.contents[0], NULL, 10); }
static bool p_nargs_max(const Pred *p, const Ctx *c) { return p->values.size && npositional(c->site) <= strtoul(p->values.contents[0], NULL, 10); }

typedef bool (*PredFn)(const Pred *, const Ctx *);

/* Same order as rule_pred_table (rules.c). */
static const struct { const char *name; PredFn fn; } preds[] = {
    {"site", p_site},
    {"callee", p_callee},
    {"not_callee", p_not_callee},
    {"method", p_method},
    {"receiver", p_receiver},
    {"not_receiver", p_not_receiver},
    {"receiver_type", p_receiver_type},
    {"not_receiver_type", p_not_receiver_type},
    {"recv_text", p_recv_text},
    {"not_recv_text", p_not_recv_text},
    {"arg_kind", p_arg_kind},
    {"first_arg_kind", p_first_arg_kind},
    {"arg_at_kind", p_arg_at_kind},
    {"kwarg_present", p_kwarg_present},
    {"kwarg_absent", p_kwarg_absent},
    {"kwarg_equals", p_kwarg_equals},
    {"arg_text_contains", p_arg_text_contains},
    {"arg_text_not_contains", p_arg_text_not_contains},
    {"first_arg_text_contains", p_first_arg_text_contains},
    {"first_arg_text_not_contains", p_first_arg_text_not_contains},
    {"first_arg_text_not_in", p_first_arg_text_not_in},
    {"in_loop", p_in_loop},
    {"in_kernel", p_in_kernel},
    {"conditional", p_conditional},
    {"root_kind", p_root_kind},
    {"flag", p_flag},
    {"not_flag", p_not_flag},
    {"nargs_min", p_nargs_min},
    {"nargs_max", p_nargs_max},
};
enum { NPREDS = sizeof preds / sizeof preds[0] };

static void check_registry(void) {
    int n = 0;
    for (; rule_pred_table[n].name; n++) HL_ASSERT(n < NPREDS && str_eq(rule_pred_table[n].name, preds[n].name));
    HL_ASSERT(n == NPREDS);
}

static bool rule_matches(const Rule *r, const Ctx *c) {
    for (uint32_t i = 0; i < r->match.size; i++) {
        const Pred *p = &r->match.contents[i];
        if (p->id < 0 || p->id >= NPREDS || !preds[p->id].fn(p, c)) return false;
    }
    return true;
}

/* ---------------------------------------------------------------- Diag building */

static const char *sink_strndup(DiagSink *sink, const char *s, size_t n) {
    pthread_mutex_lock(&sink->mu);
    char *r = arena_strndup(sink->arena, s, n);
    pthread_mutex_unlock(&sink->mu);
    return r;
}

/* Text substituted for a placeholder; long values are cut so messages stay one line. */
static void put_value(StrBuf *b, const char *v) {
    if (!v || !*v) { sb_puts(b, "?"); return; }
    size_t n = strlen(v);
    if (n <= 60) { sb_append(b, v, n); return; }
    sb_append(b, v, 57);
    sb_puts(b, "...");
}

static const char *arg0_text(const IrSite *s) {
    const IrArg *a = positional(s, 0);
    if (!a && s->args.size) a = &s->args.contents[0];
    return a ? a->text : NULL;
}

/* The first argument known to be a tensor (an f-string's `{loss}` among `{epoch + 1}`), else
 * the first one */
static const char *tensor_arg_text(const IrSite *s) {
    for (uint32_t i = 0; i < s->args.size; i++) {
        const IrArg *a = &s->args.contents[i];
        if (!a->name && (a->kind == IR_KIND_TENSOR || a->kind == IR_KIND_MASK)) return a->text;
    }
    return arg0_text(s);
}

/* A site of a timer or event region that runs in no loop of it runs once per timed run, not
 * "on every iteration" (cuda-samples' one-shot runTest timers, a region around one call): the
 * message says "inside the timed region" instead. Harness roots (benchmark_fn, do_bench) keep
 * the wording: each of their calls is an iteration. */
static const char *region_wording(DiagSink *sink, const char *msg, const HotSite *hs) {
    if (!msg || hs->in_loop || harness_root(hs->root_kind)) return msg;
    static const struct { const char *from, *to; } sw[] = {
        {" on every iteration", " inside the timed region"},
        {" every iteration", " each time the timed region runs"},
    };
    for (size_t k = 0; k < sizeof sw / sizeof sw[0]; k++) {
        const char *at = strstr(msg, sw[k].from);
        if (!at) continue;
        StrBuf b;
        sb_init(&b);
        sb_append(&b, msg, (size_t)(at - msg));
        sb_append(&b, sw[k].to, strlen(sw[k].to));
        const char *rest = at + strlen(sw[k].from);
        sb_append(&b, rest, strlen(rest));
        const char *out = diag_strdup(sink, sb_cstr(&b));
        sb_fini(&b);
        return out;
    }
    return msg;
}

/* The argument list as written, keywords with their names: `dtype=torch.float32, device="cpu"` */
static void put_args(StrBuf *b, const IrSite *s) {
    StrBuf a;
    sb_init(&a);
    for (uint32_t i = 0; i < s->args.size; i++) {
        const IrArg *x = &s->args.contents[i];
        if (i) sb_puts(&a, ", ");
        if (x->name) {
            sb_puts(&a, x->name);
            sb_putc(&a, '=');
        }
        sb_puts(&a, x->text ? x->text : "?");
    }
    if (a.len) put_value(b, sb_cstr(&a));
    sb_fini(&a);
}

static const char *substitute(DiagSink *sink, const char *tmpl, const IrSite *s) {
    if (!tmpl) return NULL;
    if (!strchr(tmpl, '{')) return tmpl;   /* rule strings already live in the run arena */
    StrBuf b;
    sb_init(&b);
    for (const char *p = tmpl; *p;) {
        static const char *const names[] = {"{callee}", "{method}", "{recv}", "{qual}", "{arg0}", "{tensor_arg}", "{args}"};
        size_t k = 0;
        for (; k < 7; k++)
            if (str_starts(p, names[k])) break;
        if (k == 7) { sb_putc(&b, *p++); continue; }
        if (k == 6) {
            put_args(&b, s);
            p += strlen(names[k]);
            continue;
        }
        const char *v = k == 0 ? s->callee : k == 1 ? s->method : k == 2 ? s->recv : k == 3 ? s->qual : k == 4 ? arg0_text(s) : tensor_arg_text(s);
        if (k == 1 && !v) v = s->callee;
        if (k == 2 && !v) v = arg0_text(s);
        if (k == 3 && !v) v = s->callee;
        put_value(&b, v);
        p += strlen(names[k]);
    }
    const char *r = sink_strndup(sink, sb_cstr(&b), b.len);
    sb_fini(&b);
    return r;
}

/* Element count written as literals: `torch.randn(4096, 4096)`, `torch.empty((B, 1024))` with
 * every factor numeric, or a `num` product. 0 when unknown. */
static uint64_t literal_product(const char *t) {
    if (!t) return 0;
    uint64_t prod = 1;
    int factors = 0;
    const char *p = t;
    while (*p == '(' || *p == '[' || *p == ' ') p++;
    for (;;) {
        while (*p == ' ') p++;
        if (*p < '0' || *p > '9') return 0;
        uint64_t v = 0;
        while (*p >= '0' && *p <= '9') {
            v = v * 10 + (uint64_t)(*p - '0');
            if (v > (1ull << 40)) return 0;
            p++;
        }
        while (*p == '_') p++;
        if (v && prod > (1ull << 62) / v) return 0;
        prod *= v;
        factors++;
        while (*p == ' ') p++;
        if (*p == '*' || *p == ',') { p++; while (*p == ' ') p++; if (*p == ')' || *p == ']') { p++; break; } continue; }
        if (*p == ')' || *p == ']') { p++; break; }
        if (!*p) break;
        return 0;
    }
    while (*p == ' ' || *p == ')' || *p == ']') p++;
    return *p || !factors ? 0 : prod;
}

static uint64_t site_elems(const IrSite *s) {
    if (s->kind != IR_SITE_CALL) return 0;
    /* a shape tuple/list argument */
    for (uint32_t i = 0; i < s->args.size; i++) {
        const IrArg *a = &s->args.contents[i];
        if ((a->name && !str_eq(a->name, "size")) || !a->text) continue;
        if (a->text[0] == '(' || a->text[0] == '[') {
            uint64_t n = literal_product(a->text);
            if (n) return n;
        }
    }
    /* every positional argument numeric: torch.randn(4096, 4096) */
    uint32_t np = npositional(s);
    if (!np) return 0;
    uint64_t prod = 1;
    for (uint32_t i = 0; i < np; i++) {
        const IrArg *a = positional(s, i);
        uint64_t v = literal_product(a->num ? a->num : NULL);
        if (!v || prod > (1ull << 62) / v) return 0;
        prod *= v;
    }
    return prod;
}

static unsigned dtype_size(const char *dt) {
    static const struct { const char *name; unsigned size; } sizes[] = {
        {"float16", 2}, {"half", 2}, {"bfloat16", 2}, {"float32", 4}, {"float", 4}, {"float64", 8},
        {"double", 8}, {"int8", 1}, {"uint8", 1}, {"bool", 1}, {"int16", 2}, {"short", 2}, {"int32", 4},
        {"int", 4}, {"int64", 8}, {"long", 8}, {"float8_e4m3fn", 1}, {"float8_e5m2", 1}, {"complex64", 8},
    };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        if (str_eq(dt, sizes[i].name)) return sizes[i].size;
    return 0;
}

static void kv_set(StrArray *keys, StrArray *vals, Arena *tmp, const char *k, const char *v) {
    for (uint32_t i = 0; i < keys->size; i++)
        if (str_eq(keys->contents[i], k)) { vals->contents[i] = v; return; }
    array_push(tmp, keys, k);
    array_push(tmp, vals, v);
}

/* "key=value;key=value": the rule's params, then what the site tells (site wins). */
static const char *mb_params(DiagSink *sink, Arena *tmp, const Rule *r, const IrSite *s) {
    StrArray keys = {0}, vals = {0};
    for (uint32_t i = 0; i < r->mb_params.size; i++)
        kv_set(&keys, &vals, tmp, r->mb_params.contents[i].key, r->mb_params.contents[i].value);
    const IrArg *dt = kwarg(s, "dtype");
    const char *dtype = NULL;
    if (dt && dt->text) {
        dtype = dt->text;
        if (str_starts(dtype, "torch.")) dtype += 6;
        bool simple = *dtype != 0;
        for (const char *p = dtype; *p; p++)
            if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_')) simple = false;
        if (simple) kv_set(&keys, &vals, tmp, "dtype", arena_strdup(tmp, dtype));
        else dtype = NULL;
    }
    uint64_t elems = site_elems(s);
    if (elems) {
        kv_set(&keys, &vals, tmp, "elems", arena_printf(tmp, "%llu", (unsigned long long)elems));
        unsigned sz = dtype ? dtype_size(dtype) : 4;
        if (sz) kv_set(&keys, &vals, tmp, "bytes", arena_printf(tmp, "%llu", (unsigned long long)elems * sz));
    }
    if (!keys.size) return NULL;
    StrBuf b;
    sb_init(&b);
    for (uint32_t i = 0; i < keys.size; i++) sb_printf(&b, "%s%s=%s", i ? ";" : "", keys.contents[i], vals.contents[i]);
    const char *out = sink_strndup(sink, sb_cstr(&b), b.len);
    sb_fini(&b);
    return out;
}

/* The function a finding is attributed to: lambdas belong to the function they are written in. */
static const char *scope_of(const IrFile *f, const IrSite *s) {
    if (s->func < 0 || (uint32_t)s->func >= f->funcs.size) return "<module>";
    const IrFunc *fn = &f->funcs.contents[s->func];
    for (int guard = 0; (fn->flags & IR_FF_LAMBDA) && fn->parent >= 0 && (uint32_t)fn->parent < f->funcs.size && guard < 64; guard++)
        fn = &f->funcs.contents[fn->parent];
    return fn->qualname ? fn->qualname : fn->name ? fn->name : "<module>";
}

/* ---------------------------------------------------------------- run */

typedef struct FileCache { int32_t file; const char *path; } FileCache;

static int cmp_occ(const void *pa, const void *pb, void *arg) {
    const Diag *d = arg;
    const Diag *a = &d[*(const uint32_t *)pa], *b = &d[*(const uint32_t *)pb];
    int c = strcmp(a->loc.path ? a->loc.path : "", b->loc.path ? b->loc.path : "");
    if (c) return c;
    if ((c = strcmp(a->scope ? a->scope : "", b->scope ? b->scope : ""))) return c;
    if ((c = strcmp(a->code, b->code))) return c;
    if (a->loc.line != b->loc.line) return a->loc.line < b->loc.line ? -1 : 1;
    if (a->loc.col != b->loc.col) return a->loc.col < b->loc.col ? -1 : 1;
    if (a->site != b->site) return a->site < b->site ? -1 : 1;
    return 0;
}

static bool same_group(const Diag *a, const Diag *b) {
    return str_eq(a->loc.path ? a->loc.path : "", b->loc.path ? b->loc.path : "") &&
           str_eq(a->scope ? a->scope : "", b->scope ? b->scope : "") && str_eq(a->code, b->code);
}

/* The rules run over hot sites [h0, h1) of one part of the program (whole files), adding to the
 * sink; several parts may run at once (the sink locks). */
typedef struct MatchJob {
    Program *prog;
    const HotSiteArray *hot;
    DiagSink *sink;
    const Rule *const *enabled;
    uint32_t nenabled;
    const uint32_t *cuts;    /* part p is hot sites [cuts[p], cuts[p + 1]) */
    uint32_t nparts;
    atomic_uint next, added;
} MatchJob;

static uint32_t match_sites(MatchJob *J, uint32_t h0, uint32_t h1, Arena *tmp) {
    Program *prog = J->prog;
    DiagSink *sink = J->sink;
    uint32_t added = 0;
    FileCache fc = {-1, NULL};
    for (uint32_t h = h0; h < h1; h++) {
        const HotSite *hs = &J->hot->contents[h];
        if (hs->file < 0 || (uint32_t)hs->file >= prog->files.size) continue;
        const IrFile *f = prog_ir(prog, hs->file);
        if (!f || hs->site < 0 || (uint32_t)hs->site >= f->sites.size) continue;
        const IrSite *s = &f->sites.contents[hs->site];
        if (s->flags & IR_SF_IMPLICIT) continue;   /* `loader.__iter__()` of a `for`: reach only, no rule */
        Ctx c = {.file = f, .site = s, .hot = hs};
        const char *scope = NULL, *line_text = NULL;
        bool have_line = false;
        for (uint32_t k = 0; k < J->nenabled; k++) {
            const Rule *r = J->enabled[k];
            if (!(r->langs & (1u << f->lang)) || !rule_matches(r, &c)) continue;
            if (fc.file != hs->file) {
                fc.file = hs->file;
                fc.path = diag_strdup(sink, f->path ? f->path : prog->files.contents[hs->file]->path);
            }
            if (!scope) scope = diag_strdup(sink, scope_of(f, s));
            if (!have_line) {
                have_line = true;
                uint32_t n = 0;
                const char *lt = f->src ? src_line(f->src, s->loc.line, &n) : NULL;
                if (lt) line_text = sink_strndup(sink, lt, n);
            }
            Diag d = {0};
            d.loc = s->loc;
            d.loc.path = fc.path;
            if (!d.loc.end_line) { d.loc.end_line = d.loc.line; d.loc.end_col = d.loc.col; }
            d.code = r->code;
            d.name = r->name;
            d.category = rule_category_name(r->category);
            d.severity = hs->conditional ? diag_severity_drop(r->severity) : r->severity;
            d.message = region_wording(sink, substitute(sink, r->message, s), hs);
            d.help = substitute(sink, r->help, s);
            d.line_text = line_text;
            d.rule = r;
            d.root_kind = hs->root_kind;
            d.in_loop = hs->in_loop;
            d.conditional = hs->conditional;
            d.chain = hs->chain;
            d.chain_len = hs->chain_len;
            d.cost_us = r->cost_us;
            d.microbench = r->mb_template;
            d.mb_params = mb_params(sink, tmp, r, s);
            d.scope = scope;
            d.file = hs->file;
            d.site = hs->site;
            diag_sink_add(sink, &d);
            added++;
        }
    }
    return added;
}

static void *match_main(void *arg) {
    MatchJob *J = arg;
    Arena tmp;
    arena_init(&tmp);
    for (;;) {
        uint32_t p = atomic_fetch_add(&J->next, 1);
        if (p >= J->nparts) break;
        atomic_fetch_add(&J->added, match_sites(J, J->cuts[p], J->cuts[p + 1], &tmp));
    }
    arena_fini(&tmp);
    return NULL;
}

static int cmp_serial(const void *pa, const void *pb) {   /* the order one thread adds them in */
    const Diag *a = pa, *b = pb;
    if (a->file != b->file) return a->file < b->file ? -1 : 1;
    if (a->site != b->site) return a->site < b->site ? -1 : 1;
    return (a->rule > b->rule) - (a->rule < b->rule);
}

/* Below this many hot sites the rules run on one thread (starting threads costs more). */
enum { ENG_PARALLEL_MIN = 512 };

uint32_t eng_run(const RuleSet *rules, const RuleFilter *filter, Program *prog, const HotSiteArray *hot, DiagSink *sink) {
    check_registry();
    Arena tmp;
    arena_init(&tmp);
    Array(const Rule *) enabled = {0};
    for (uint32_t i = 0; i < rules->rules.size; i++)
        if (eng_rule_enabled(filter, &rules->rules.contents[i])) array_push(&tmp, &enabled, &rules->rules.contents[i]);

    pthread_mutex_lock(&sink->mu);
    uint32_t first = sink->diags.size;
    pthread_mutex_unlock(&sink->mu);
    MatchJob J = {.prog = prog, .hot = hot, .sink = sink, .enabled = enabled.contents, .nenabled = enabled.size};
    atomic_init(&J.next, 0);
    atomic_init(&J.added, 0);
    int nt = prog->jobs;
    bool parallel = nt > 1 && hot->size >= ENG_PARALLEL_MIN && enabled.size;
    if (parallel) {
        /* parts of whole files (hot sites come in file order), about 8 per thread */
        U32Array cuts = {0};
        uint32_t want = hot->size / ((uint32_t)nt * 8) + 1;
        array_push(&tmp, &cuts, 0u);
        for (uint32_t h = 1; h < hot->size; h++)
            if (h - cuts.contents[cuts.size - 1] >= want && hot->contents[h].file != hot->contents[h - 1].file) array_push(&tmp, &cuts, h);
        array_push(&tmp, &cuts, hot->size);
        J.cuts = cuts.contents;
        J.nparts = cuts.size - 1;
        par_run(nt, match_main, &J);
    } else if (enabled.size) {
        atomic_fetch_add(&J.added, match_sites(&J, 0, hot->size, &tmp));
    }
    uint32_t added = atomic_load(&J.added);

    /* occurrences among same (path, scope, code), in line order; then fingerprints */
    pthread_mutex_lock(&sink->mu);
    uint32_t n = sink->diags.size - first;
    Diag *all = n ? sink->diags.contents + first : NULL;
    pthread_mutex_unlock(&sink->mu);
    if (parallel && n > 1) qsort(all, n, sizeof *all, cmp_serial);
    if (n) {
        uint32_t *idx = arena_alloc(&tmp, n * sizeof *idx);
        for (uint32_t i = 0; i < n; i++) idx[i] = i;
        qsort_r(idx, n, sizeof *idx, cmp_occ, all);
        uint32_t occ = 0;
        for (uint32_t i = 0; i < n; i++) {
            Diag *d = &all[idx[i]];
            occ = (i && same_group(&all[idx[i - 1]], d)) ? occ + 1 : 0;
            d->occurrence = occ;
            diag_fingerprint(d);
        }
    }
    arena_fini(&tmp);
    return added;
}
