/*
 * ir.c — IR constructors and the deterministic text dump used by IR tests.
 * Invariant: every index field a constructor returns is -1 ("none") until a frontend sets it.
 */
#include "ir.h"

#include "core/str.h"

const char *ir_kind_name(IrKind k) {
    static const char *names[] = {"unknown", "tensor", "mask", "number", "shape", "numpy", "string",
                                  "container", "none", "module", "class", "object", "callable",
                                  "host_ptr", "pinned_ptr", "device_ptr", "host_tensor", "dtype"};
    return (unsigned)k < IR_KIND__COUNT ? names[k] : "?";
}

const char *ir_site_kind_name(IrSiteKind k) {
    switch (k) {
    case IR_SITE_CALL: return "call";
    case IR_SITE_SUBSCRIPT: return "subscript";
    case IR_SITE_TRUTH: return "truth";
    case IR_SITE_FSTRING: return "fstring";
    case IR_SITE_FORMAT: return "format";
    case IR_SITE_IMPORT: return "import";
    case IR_SITE_COMPREHENSION: return "comprehension";
    case IR_SITE_LAUNCH: return "launch";
    case IR_SITE_NEW: return "new";
    case IR_SITE_DECL: return "decl";
    }
    return "?";
}

IrFile *ir_file_new(Arena *arena, const Source *src) {
    IrFile *f = arena_alloc(arena, sizeof *f);
    f->src = src;
    f->path = src ? src->path : NULL;
    f->lang = src ? src->lang : LANG_NONE;
    return f;
}

IrFunc *ir_func_add(Arena *arena, IrFile *f) {
    IrFunc *fn = array_push_zero(arena, &f->funcs);
    fn->cls = -1;
    fn->parent = -1;
    return fn;
}

IrClass *ir_class_add(Arena *arena, IrFile *f) { return array_push_zero(arena, &f->classes); }

IrRegion *ir_region_add(Arena *arena, IrFile *f) {
    IrRegion *r = array_push_zero(arena, &f->regions);
    r->parent = -1;
    r->func = -1;
    r->start_site = -1;
    r->end_site = -1;
    return r;
}

IrSite *ir_site_add(Arena *arena, IrFile *f) {
    IrSite *s = array_push_zero(arena, &f->sites);
    s->func = -1;
    s->region = -1;
    return s;
}

static const char *nz(const char *s) { return s ? s : "-"; }

static const char *region_kind_name(IrRegionKind k) {
    switch (k) {
    case IR_REGION_LOOP: return "loop";
    case IR_REGION_TIMED: return "timed";
    case IR_REGION_COND: return "cond";
    case IR_REGION_COLD: return "cold";
    }
    return "?";
}

static const char *timer_name(IrTimerKind t) {
    switch (t) {
    case IR_TIMER_HOST: return "timer";
    case IR_TIMER_EVENT: return "event";
    case IR_TIMER_CUDA_EVENT: return "cuda_event";
    case IR_TIMER_CHRONO: return "chrono";
    default: return "none";
    }
}

static const char *cold_name(IrColdReason c) {
    switch (c) {
    case IR_COLD_DEAD: return "dead";
    case IR_COLD_ERROR: return "error";
    case IR_COLD_EXCEPT: return "except";
    case IR_COLD_LAZY_INIT: return "lazy_init";
    case IR_COLD_WARMUP: return "warmup";
    case IR_COLD_ONCE: return "once";
    default: return "none";
    }
}

static void dump_flags(StrBuf *b, uint32_t flags, const char *const *names, int n) {
    bool first = true;
    for (int i = 0; i < n; i++) {
        if (!(flags & (1u << i))) continue;
        sb_printf(b, "%s%s", first ? "" : "|", names[i]);
        first = false;
    }
}

/* One line per node, in array order: imports, classes, funcs, regions, sites, comments.
 *   import MODULE name=NAME alias=ALIAS func=F @LINE
 *   class I QUALNAME bases=[...] [attrs=[name:type:kind,...]] [waive=[...]@LINE] @LINE
 *   func I QUALNAME cls=C parent=P [flags=a|b] params=[...] [deco=[...]] @BODYLINE-ENDLINE
 *   region I KIND func=F parent=P [timer=T start=S end=E] [cold=WHY] [exits] [guard=`..`] [trip=N] @LINE-ENDLINE
 *   site I KIND CALLEE [qual=Q] [recv=TEXT:KIND] [rtype=T] func=F region=R [flags=a|b]
 *        [args=(name=text:kind[#fN][#num], ...)] [-> KIND] [=> TARGET] @LINE:COL
 *   comment @LINE:COL TEXT
 *   syntax_error @LINE:COL / depth_limited @LINE:COL */
char *ir_dump(const IrFile *f) {
    static const char *const sflags[] = {"bracket", "timer_start", "timer_end", "awaited", "statement", "macro", "unresolved", "in_kernel", "compared", "measured", "fill", "rebinds", "on_device", "implicit"};
    static const char *const fflags[] = {"lambda", "nested", "kernel", "device", "module", "static", "template", "async"};
    StrBuf b;
    sb_init(&b);
    for (uint32_t i = 0; i < f->imports.size; i++) {
        const IrImport *im = &f->imports.contents[i];
        sb_printf(&b, "import %s name=%s alias=%s func=%d @%u\n", nz(im->module), nz(im->name), nz(im->alias), im->func, im->loc.line);
    }
    for (uint32_t i = 0; i < f->classes.size; i++) {
        const IrClass *c = &f->classes.contents[i];
        sb_printf(&b, "class %u %s bases=[", i, nz(c->qualname));
        for (uint32_t j = 0; j < c->bases.size; j++) sb_printf(&b, "%s%s", j ? "," : "", c->bases.contents[j]);
        sb_puts(&b, "]");
        if (c->attrs.size) {
            sb_puts(&b, " attrs=[");
            for (uint32_t j = 0; j < c->attrs.size; j++)
                sb_printf(&b, "%s%s:%s:%s", j ? "," : "", c->attrs.contents[j].name, nz(c->attrs.contents[j].type), ir_kind_name(c->attrs.contents[j].kind));
            sb_puts(&b, "]");
        }
        if (c->seed_waivers.size) {
            sb_puts(&b, " waive=[");
            for (uint32_t j = 0; j < c->seed_waivers.size; j++) sb_printf(&b, "%s%s", j ? "," : "", c->seed_waivers.contents[j]);
            sb_printf(&b, "]@%u", c->seed_loc.line);
        }
        sb_printf(&b, " @%u\n", c->loc.line);
    }
    for (uint32_t i = 0; i < f->funcs.size; i++) {
        const IrFunc *fn = &f->funcs.contents[i];
        sb_printf(&b, "func %u %s cls=%d parent=%d", i, nz(fn->qualname), fn->cls, fn->parent);
        if (fn->flags) {
            sb_puts(&b, " flags=");
            dump_flags(&b, fn->flags, fflags, 8);
        }
        sb_puts(&b, " params=[");
        for (uint32_t j = 0; j < fn->params.size; j++) sb_printf(&b, "%s%s", j ? "," : "", fn->params.contents[j]);
        sb_puts(&b, "]");
        if (fn->decorators.size) {
            sb_puts(&b, " deco=[");
            for (uint32_t j = 0; j < fn->decorators.size; j++) sb_printf(&b, "%s%s", j ? "," : "", fn->decorators.contents[j]);
            sb_puts(&b, "]");
        }
        sb_printf(&b, " @%u-%u\n", fn->body.line, fn->body.end_line);
    }
    for (uint32_t i = 0; i < f->regions.size; i++) {
        const IrRegion *r = &f->regions.contents[i];
        sb_printf(&b, "region %u %s func=%d parent=%d", i, region_kind_name(r->kind), r->func, r->parent);
        if (r->kind == IR_REGION_TIMED) sb_printf(&b, " timer=%s start=%d end=%d", timer_name(r->timer), r->start_site, r->end_site);
        if (r->kind == IR_REGION_COLD) sb_printf(&b, " cold=%s", cold_name(r->cold));
        if (r->exits) sb_printf(&b, " exits");
        if (r->guard) sb_printf(&b, " guard=`%s`", r->guard);
        if (r->trip) sb_printf(&b, " trip=%s", r->trip);
        sb_printf(&b, " @%u-%u\n", r->loc.line, r->loc.end_line);
    }
    for (uint32_t i = 0; i < f->sites.size; i++) {
        const IrSite *s = &f->sites.contents[i];
        sb_printf(&b, "site %u %s %s", i, ir_site_kind_name(s->kind), nz(s->callee));
        if (s->qual && (!s->callee || strcmp(s->qual, s->callee))) sb_printf(&b, " qual=%s", s->qual);
        if (s->recv) sb_printf(&b, " recv=%s:%s", s->recv, ir_kind_name(s->recv_kind));
        if (s->recv_type) sb_printf(&b, " rtype=%s", s->recv_type);
        sb_printf(&b, " func=%d region=%d", s->func, s->region);
        if (s->flags) {
            sb_puts(&b, " flags=");
            dump_flags(&b, s->flags, sflags, (int)(sizeof sflags / sizeof sflags[0]));
        }
        if (s->args.size) {
            sb_puts(&b, " args=(");
            for (uint32_t j = 0; j < s->args.size; j++) {
                const IrArg *a = &s->args.contents[j];
                sb_printf(&b, "%s%s%s%s:%s", j ? ", " : "", a->name ? a->name : "", a->name ? "=" : "", nz(a->text), ir_kind_name(a->kind));
                if (a->func >= 0) sb_printf(&b, "#f%d", a->func);
                if (a->num) sb_puts(&b, "#num");
            }
            sb_puts(&b, ")");
        }
        if (s->result_kind) sb_printf(&b, " -> %s", ir_kind_name(s->result_kind));
        if (s->assigned_to) sb_printf(&b, " => %s", s->assigned_to);
        sb_printf(&b, " @%u:%u\n", s->loc.line, s->loc.col);
    }
    for (uint32_t i = 0; i < f->comments.size; i++)
        sb_printf(&b, "comment @%u:%u %s\n", f->comments.contents[i].loc.line, f->comments.contents[i].loc.col, f->comments.contents[i].text);
    if (f->syntax_errors) sb_printf(&b, "syntax_error @%u:%u\n", f->error_loc.line, f->error_loc.col);
    if (f->depth_limited) sb_printf(&b, "depth_limited @%u:%u\n", f->depth_loc.line, f->depth_loc.col);
    return sb_take(&b);
}

const IrArg *ir_kwarg(const IrSite *s, const char *name) {
    for (uint32_t i = 0; i < s->args.size; i++)
        if (str_eq(s->args.contents[i].name, name)) return &s->args.contents[i];
    return NULL;
}

const char *const ir_py_clocks[] = {"time.perf_counter", "time.perf_counter_ns", "time.time", "time.time_ns",
                                   "time.monotonic", "time.monotonic_ns", "timeit.default_timer", "time.process_time",
                                   "time.process_time_ns", "datetime.datetime.now", "datetime.datetime.utcnow", NULL};

bool ir_is_py_clock(const char *qual) {
    if (!qual || (qual[0] != 't' && qual[0] != 'd')) return false;
    for (int i = 0; ir_py_clocks[i]; i++)
        if (!strcmp(qual, ir_py_clocks[i])) return true;
    return false;
}

bool ir_is_sync_call(const IrSite *s) {
    if (s->kind != IR_SITE_CALL) return false;
    static const char *quals[] = {"torch.cuda.synchronize", "torch.cuda.current_stream().synchronize",
                                  "torch.accelerator.synchronize", "cudaDeviceSynchronize", "cudaStreamSynchronize",
                                  "cudaEventSynchronize", "cudaThreadSynchronize", "cuCtxSynchronize", "cuStreamSynchronize",
                                  "cuEventSynchronize", NULL};
    for (int i = 0; quals[i]; i++)
        if (str_eq(s->qual, quals[i]) || str_eq(s->callee, quals[i])) return true;
    if (s->method && (str_eq(s->method, "synchronize") || str_eq(s->method, "wait_stream"))) return true;
    return false;
}
