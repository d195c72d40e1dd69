/*
 * codec.c — the IR and diagnostics codecs (see codec.h).
 */
#include "codec.h"

/* Adding a field to one of these structs changes its size: update the codec below, then these
 * numbers (LP64 sizes; the check is skipped elsewhere). */
#if UINTPTR_MAX == 0xFFFFFFFFFFFFFFFFu
_Static_assert(sizeof(IrFunc) == 112, "IrFunc changed: update the IR codec in cache.c");
_Static_assert(sizeof(IrSite) == 120, "IrSite changed: update the IR codec in cache.c");
_Static_assert(sizeof(IrArg) == 32, "IrArg changed: update the IR codec in cache.c");
_Static_assert(sizeof(IrRegion) == 88, "IrRegion changed: update the IR codec in codec.c");
_Static_assert(sizeof(IrClass) == 112 && sizeof(IrAttr) == 48, "IrClass changed: update the IR codec in cache.c");
_Static_assert(sizeof(IrImport) == 56 && sizeof(IrComment) == 32, "IrImport changed: update the IR codec in cache.c");
_Static_assert(sizeof(IrFile) == 208, "IrFile changed: update the IR codec in cache.c");
_Static_assert(sizeof(Diag) == 232, "Diag changed: update the run codec in cache.c");
#endif

void codec_ir_encode(StrBuf *w, const IrFile *f) {
    const char *own = f->path;
    w_u32(w, (uint32_t)f->lang);
    w_u32(w, f->syntax_errors); w_loc(w, &f->error_loc, own);
    w_u32(w, f->depth_limited); w_loc(w, &f->depth_loc, own);
    w_u32(w, f->funcs.size);
    for (uint32_t i = 0; i < f->funcs.size; i++) {
        const IrFunc *x = &f->funcs.contents[i];
        w_str(w, x->name); w_str(w, x->qualname); w_i32(w, x->cls); w_i32(w, x->parent); w_u32(w, x->flags);
        w_strs(w, &x->decorators); w_strs(w, &x->params); w_loc(w, &x->loc, own); w_loc(w, &x->body, own);
    }
    w_u32(w, f->classes.size);
    for (uint32_t i = 0; i < f->classes.size; i++) {
        const IrClass *x = &f->classes.contents[i];
        w_str(w, x->name); w_str(w, x->qualname); w_strs(w, &x->bases);
        w_u32(w, x->attrs.size);
        for (uint32_t k = 0; k < x->attrs.size; k++) {
            const IrAttr *t = &x->attrs.contents[k];
            w_str(w, t->name); w_str(w, t->type); w_u32(w, (uint32_t)t->kind); w_loc(w, &t->loc, own);
        }
        w_strs(w, &x->seed_waivers); w_loc(w, &x->seed_loc, own); w_loc(w, &x->loc, own);
    }
    w_u32(w, f->regions.size);
    for (uint32_t i = 0; i < f->regions.size; i++) {
        const IrRegion *x = &f->regions.contents[i];
        w_u32(w, (uint32_t)x->kind); w_i32(w, x->parent); w_i32(w, x->func); w_loc(w, &x->loc, own);
        w_u32(w, (uint32_t)x->timer); w_i32(w, x->start_site); w_i32(w, x->end_site); w_str(w, x->guard);
        w_u32(w, (uint32_t)x->cold | (uint32_t)x->exits << 16); w_str(w, x->trip);
    }
    w_u32(w, f->sites.size);
    for (uint32_t i = 0; i < f->sites.size; i++) {
        const IrSite *x = &f->sites.contents[i];
        w_u32(w, (uint32_t)x->kind); w_u32(w, x->flags); w_i32(w, x->func); w_i32(w, x->region); w_loc(w, &x->loc, own);
        w_str(w, x->callee); w_str(w, x->qual); w_str(w, x->method); w_str(w, x->recv); w_u32(w, (uint32_t)x->recv_kind);
        w_str(w, x->recv_type);
        w_u32(w, x->args.size);
        for (uint32_t k = 0; k < x->args.size; k++) {
            const IrArg *g = &x->args.contents[k];
            w_str(w, g->name); w_str(w, g->text); w_u32(w, (uint32_t)g->kind); w_i32(w, g->func); w_str(w, g->num);
        }
        w_u32(w, (uint32_t)x->result_kind); w_str(w, x->assigned_to);
    }
    w_u32(w, f->imports.size);
    for (uint32_t i = 0; i < f->imports.size; i++) {
        const IrImport *x = &f->imports.contents[i];
        w_str(w, x->module); w_str(w, x->name); w_str(w, x->alias); w_i32(w, x->func); w_loc(w, &x->loc, own);
    }
    w_u32(w, f->comments.size);
    for (uint32_t i = 0; i < f->comments.size; i++) {
        w_str(w, f->comments.contents[i].text);
        w_loc(w, &f->comments.contents[i].loc, own);
    }
    w_strs(w, &f->includes);
}

IrFile *codec_ir_decode(Rd *r, const Source *src, const char *module) {
    IrFile *f = ir_file_new(r->a, src);
    f->module = module;
    const char *own = f->path;
    f->lang = (Lang)r_u32(r);
    f->syntax_errors = r_u32(r) != 0; r_loc(r, &f->error_loc, own);
    f->depth_limited = r_u32(r) != 0; r_loc(r, &f->depth_loc, own);
    R_ARRAY(r, f->funcs, 40);
    for (uint32_t i = 0; i < f->funcs.size; i++) {
        IrFunc *x = &f->funcs.contents[i];
        x->name = r_str(r); x->qualname = r_str(r); x->cls = r_i32(r); x->parent = r_i32(r); x->flags = r_u32(r);
        r_strs(r, &x->decorators); r_strs(r, &x->params); r_loc(r, &x->loc, own); r_loc(r, &x->body, own);
    }
    R_ARRAY(r, f->classes, 32);
    for (uint32_t i = 0; i < f->classes.size; i++) {
        IrClass *x = &f->classes.contents[i];
        x->name = r_str(r); x->qualname = r_str(r); r_strs(r, &x->bases);
        R_ARRAY(r, x->attrs, 24);
        for (uint32_t k = 0; k < x->attrs.size; k++) {
            IrAttr *t = &x->attrs.contents[k];
            t->name = r_str(r); t->type = r_str(r); t->kind = (IrKind)r_u32(r); r_loc(r, &t->loc, own);
        }
        r_strs(r, &x->seed_waivers); r_loc(r, &x->seed_loc, own); r_loc(r, &x->loc, own);
    }
    R_ARRAY(r, f->regions, 48);
    for (uint32_t i = 0; i < f->regions.size; i++) {
        IrRegion *x = &f->regions.contents[i];
        x->kind = (IrRegionKind)r_u32(r); x->parent = r_i32(r); x->func = r_i32(r); r_loc(r, &x->loc, own);
        x->timer = (IrTimerKind)r_u32(r); x->start_site = r_i32(r); x->end_site = r_i32(r); x->guard = r_str(r);
        uint32_t ce = r_u32(r);
        x->cold = (IrColdReason)(ce & 0xffff); x->exits = (uint8_t)(ce >> 16); x->trip = r_str(r);
    }
    R_ARRAY(r, f->sites, 64);
    for (uint32_t i = 0; i < f->sites.size; i++) {
        IrSite *x = &f->sites.contents[i];
        x->kind = (IrSiteKind)r_u32(r); x->flags = r_u32(r); x->func = r_i32(r); x->region = r_i32(r); r_loc(r, &x->loc, own);
        x->callee = r_str(r); x->qual = r_str(r); x->method = r_str(r); x->recv = r_str(r); x->recv_kind = (IrKind)r_u32(r);
        x->recv_type = r_str(r);
        R_ARRAY(r, x->args, 20);
        for (uint32_t k = 0; k < x->args.size; k++) {
            IrArg *g = &x->args.contents[k];
            g->name = r_str(r); g->text = r_str(r); g->kind = (IrKind)r_u32(r); g->func = r_i32(r); g->num = r_str(r);
        }
        x->result_kind = (IrKind)r_u32(r); x->assigned_to = r_str(r);
    }
    R_ARRAY(r, f->imports, 32);
    for (uint32_t i = 0; i < f->imports.size; i++) {
        IrImport *x = &f->imports.contents[i];
        x->module = r_str(r); x->name = r_str(r); x->alias = r_str(r); x->func = r_i32(r); r_loc(r, &x->loc, own);
    }
    R_ARRAY(r, f->comments, 24);
    for (uint32_t i = 0; i < f->comments.size; i++) {
        f->comments.contents[i].text = r_str(r);
        r_loc(r, &f->comments.contents[i].loc, own);
    }
    r_strs(r, &f->includes);
    if (r->p != r->end) r->bad = true;
    /* indices must stay inside their arrays: a corrupt entry must not become a wild read later */
    int32_t nf = (int32_t)f->funcs.size, nc = (int32_t)f->classes.size, nr = (int32_t)f->regions.size, ns = (int32_t)f->sites.size;
    for (int32_t i = 0; i < nf && !r->bad; i++) {
        const IrFunc *x = &f->funcs.contents[i];
        if (x->cls < -1 || x->cls >= nc || x->parent < -1 || x->parent >= nf) r->bad = true;
    }
    for (int32_t i = 0; i < nr && !r->bad; i++) {
        const IrRegion *x = &f->regions.contents[i];
        if (x->parent < -1 || x->parent >= nr || x->func < -1 || x->func >= nf || x->start_site < -1 ||
            x->start_site >= ns || x->end_site < -1 || x->end_site >= ns) r->bad = true;
    }
    for (int32_t i = 0; i < ns && !r->bad; i++) {
        const IrSite *x = &f->sites.contents[i];
        if (x->func < -1 || x->func >= nf || x->region < -1 || x->region >= nr) r->bad = true;
        for (uint32_t k = 0; k < x->args.size && !r->bad; k++)
            if (x->args.contents[k].func < -1 || x->args.contents[k].func >= nf) r->bad = true;
    }
    for (uint32_t i = 0; i < f->imports.size && !r->bad; i++)
        if (f->imports.contents[i].func < -1 || f->imports.contents[i].func >= nf) r->bad = true;
    return r->bad ? NULL : f;
}

void codec_diag_encode(StrBuf *w, const Diag *d) {
    w_loc(w, &d->loc, NULL);
    w_str(w, d->code); w_str(w, d->name); w_str(w, d->category); w_u32(w, (uint32_t)d->severity);
    w_str(w, d->message); w_str(w, d->help); w_str(w, d->line_text);
    w_u32(w, (uint32_t)d->root_kind); w_u32(w, (uint32_t)d->is_tool | (uint32_t)d->in_loop << 1 | (uint32_t)d->conditional << 2);
    w_u32(w, d->chain_len);
    for (uint32_t k = 0; k < d->chain_len; k++) { w_str(w, d->chain[k].name); w_str(w, d->chain[k].path); w_u32(w, d->chain[k].line); }
    w_f64(w, d->cost_us); w_str(w, d->microbench); w_raw(w, d->fingerprint, sizeof d->fingerprint);
    w_str(w, d->line_hash); w_str(w, d->scope); w_u32(w, d->occurrence); w_u32(w, (uint32_t)d->waived);
    w_str(w, d->waive_reason); w_loc(w, &d->waive_loc, NULL); w_i32(w, d->file); w_i32(w, d->site); w_str(w, d->mb_params);
}

void codec_diag_decode(Rd *r, Diag *d, const RuleSet *rules) {
    memset(d, 0, sizeof *d);
    r_loc(r, &d->loc, NULL);
    d->code = r_str(r); d->name = r_str(r); d->category = r_str(r); d->severity = (Severity)r_u32(r);
    d->message = r_str(r); d->help = r_str(r); d->line_text = r_str(r);
    d->root_kind = (RootKind)r_u32(r);
    uint32_t bits = r_u32(r);
    d->is_tool = bits & 1; d->in_loop = (bits >> 1) & 1; d->conditional = (bits >> 2) & 1;
    d->chain_len = r_count(r, 12);
    if (d->chain_len) {
        HotLink *ch = arena_alloc(r->a, d->chain_len * sizeof *ch);
        for (uint32_t k = 0; k < d->chain_len; k++) { ch[k].name = r_str(r); ch[k].path = r_str(r); ch[k].line = r_u32(r); }
        d->chain = ch;
    }
    d->cost_us = r_f64(r); d->microbench = r_str(r); r_raw(r, d->fingerprint, sizeof d->fingerprint);
    d->fingerprint[sizeof d->fingerprint - 1] = 0;
    d->line_hash = r_str(r); d->scope = r_str(r); d->occurrence = r_u32(r); d->waived = (WaiveKind)r_u32(r);
    d->waive_reason = r_str(r); r_loc(r, &d->waive_loc, NULL); d->file = r_i32(r); d->site = r_i32(r); d->mb_params = r_str(r);
    if (!d->code || !d->message) r->bad = true;
    if (!d->is_tool && !r->bad && !(d->rule = rule_find(rules, d->code))) r->bad = true;
}
