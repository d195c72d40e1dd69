/*
 * pychunk.c — top-level statements (and class members) of a Python file without parsing;
 * see pychunk.h.
 */
#include "pychunk.h"

#include <stdlib.h>
#include <string.h>

static bool ident_start(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80; }
static bool ident_char(unsigned char c) { return ident_start(c) || (c >= '0' && c <= '9'); }

/* `word` at t[i] as a whole word */
static bool word_at(const char *t, uint32_t n, uint32_t i, const char *word) {
    size_t k = strlen(word);
    return i + k <= n && !memcmp(t + i, word, k) && (i + k == n || !ident_char((unsigned char)t[i + k]));
}

/* A string literal opening at t[*i] (a quote): *i moves past its end. False when it does not end
 * (or a one-quote string meets a line break): the caller gives up on splitting. A backslash
 * escapes the next byte in every kind of string (raw ones too, where `\"` does not end it). */
static bool skip_string(const char *t, uint32_t n, uint32_t *i) {
    char q = t[*i];
    uint32_t j = *i;
    if (j + 2 < n && t[j + 1] == q && t[j + 2] == q) {
        for (j += 3; j < n; j++) {
            if (t[j] == '\\') { j++; continue; }
            if (t[j] == q && j + 2 < n && t[j + 1] == q && t[j + 2] == q) { *i = j + 3; return true; }
        }
        return false;
    }
    for (j++; j < n; j++) {
        if (t[j] == '\\') { j++; continue; }
        if (t[j] == q) { *i = j + 1; return true; }
        if (t[j] == '\n') return false;
    }
    return false;
}

typedef struct Vec { PyChunk *v; uint32_t n, cap; } Vec;

static int32_t vec_push(Vec *v, uint32_t start, uint8_t kind, int32_t parent) {
    if (v->n == v->cap) {
        v->cap = v->cap ? v->cap * 2 : 32;
        v->v = hl_realloc(v->v, v->cap * sizeof *v->v);
    }
    PyChunk *c = &v->v[v->n++];
    memset(c, 0, sizeof *c);
    c->start = start;
    c->kind = kind;
    c->parent = parent;
    c->next_same = -1;
    return (int32_t)v->n - 1;
}

/* `def NAME` / `class NAME(BASES)` at t[i] (after `async `): the name (and a class's bases) into c */
static void name_of(const char *t, uint32_t n, uint32_t i, PyChunk *c) {
    bool cls = t[i] == 'c';
    i += cls ? 5 : 3;
    while (i < n && (t[i] == ' ' || t[i] == '\t')) i++;
    uint32_t s = i;
    while (i < n && ident_char((unsigned char)t[i])) i++;
    c->name = s;
    c->name_len = i - s;
    if (!cls) return;
    while (i < n && (t[i] == ' ' || t[i] == '\t')) i++;
    if (i >= n || t[i] != '(') return;
    uint32_t b = ++i;
    int depth = 1;
    for (; i < n && i - b < 4096; i++) {
        if (t[i] == '(') depth++;
        else if (t[i] == ')' && --depth == 0) { c->bases = b; c->bases_len = i - b; return; }
    }
}

static uint32_t hash_bytes(const char *s, size_t n) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static bool named(const PyChunk *c) { return c->name_len && (c->kind == PYCHUNK_DEF || c->kind == PYCHUNK_CLASS || c->kind == PYCHUNK_METHOD); }

static void table_build(PyChunks *self, const char *text) {
    uint32_t cap = 16;
    while (cap < self->n * 2) cap *= 2;
    self->table_cap = cap;
    self->table = hl_malloc(cap * sizeof(int32_t));
    for (uint32_t i = 0; i < cap; i++) self->table[i] = -1;
    for (uint32_t i = 0; i < self->n; i++) {
        PyChunk *c = &self->v[i];
        if (!named(c)) continue;
        uint32_t h = hash_bytes(text + c->name, c->name_len) & (cap - 1);
        for (;; h = (h + 1) & (cap - 1)) {
            int32_t k = self->table[h];
            if (k < 0) { self->table[h] = (int32_t)i; break; }
            const PyChunk *o = &self->v[k];
            if (o->name_len == c->name_len && !memcmp(text + o->name, text + c->name, c->name_len)) {
                while (self->v[k].next_same >= 0) k = self->v[k].next_same;   /* source order */
                self->v[k].next_same = (int32_t)i;
                break;
            }
        }
    }
}

/* first chunk named s[0, n), -1 */
static int32_t table_find(const PyChunks *self, const char *text, const char *s, size_t n) {
    if (!self->table_cap) return -1;
    uint32_t h = hash_bytes(s, n) & (self->table_cap - 1);
    for (;; h = (h + 1) & (self->table_cap - 1)) {
        int32_t k = self->table[h];
        if (k < 0) return -1;
        const PyChunk *o = &self->v[k];
        if (o->name_len == n && !memcmp(text + o->name, s, n)) return k;
    }
}

/* A statement starting at t[k] (indentation skipped): opens a chunk, continues one, or (def/class
 * after decorators) completes the decorators' chunk. `deco` tracks a decorator chunk waiting for
 * its def/class; `other` is the kind a plain statement gets at this level. */
static int32_t statement(Vec *v, const char *t, uint32_t n, uint32_t ls, uint32_t k, int32_t *deco, uint8_t other,
                         uint8_t def, int32_t parent, bool allow_class) {
    uint32_t s = k;
    if (word_at(t, n, s, "async")) {
        s += 5;
        while (s < n && (t[s] == ' ' || t[s] == '\t')) s++;
    }
    if (t[k] == '@') {
        if (*deco < 0) *deco = vec_push(v, ls, other, parent);
    } else if (word_at(t, n, s, "def") || (allow_class && word_at(t, n, s, "class"))) {
        int32_t c = *deco >= 0 ? *deco : vec_push(v, ls, other, parent);
        v->v[c].kind = t[s] == 'c' ? PYCHUNK_CLASS : def;
        name_of(t, n, s, &v->v[c]);
        *deco = -1;
        return c;
    } else if (word_at(t, n, k, "else") || word_at(t, n, k, "elif") || word_at(t, n, k, "except") ||
               word_at(t, n, k, "finally")) {
        /* continues the compound statement before it */
    } else if (*deco < 0) {
        vec_push(v, ls, other, parent);
    } else {
        *deco = -1;   /* decorators over something else (a syntax error): one chunk */
    }
    return -1;
}

bool pychunk_split(const char *t, uint32_t n, PyChunks *out) {
    memset(out, 0, sizeof *out);
    Vec v = {0};
    int depth = 0;
    char open[256];            /* the brackets open, innermost last: a mismatch is a syntax error */
    bool cont = false;         /* this physical line continues the previous logical line */
    int32_t deco = -1;         /* top-level chunk opened by decorators, waiting for its def/class */
    int32_t mdeco = -1;        /* the same inside the current class body */
    int32_t cls = -1;          /* the top-level class whose body we are in */
    uint32_t body = 0;         /* its body's indentation (0: not seen yet) */
    vec_push(&v, 0, PYCHUNK_OTHER, -1);   /* comments and blank lines before the first statement */
    uint32_t *cm = NULL, ncm = 0, cmcap = 0;
    uint32_t i = 0;
    while (i < n) {
        if (depth == 0 && !cont) {
            uint32_t w = 0;
            while (i + w < n && (t[i + w] == ' ' || t[i + w] == '\t' || t[i + w] == '\f')) w++;
            unsigned char c = i + w < n ? (unsigned char)t[i + w] : '\n';
            bool blank = c == '\n' || c == '\r' || c == '#';
            if (!blank && w == 0) {
                if (v.n == 1 && v.v[0].start == i) v.n = 0;   /* the file starts with a statement */
                int32_t d = statement(&v, t, n, i, i, &deco, PYCHUNK_OTHER, PYCHUNK_DEF, -1, true);
                cls = d >= 0 && v.v[d].kind == PYCHUNK_CLASS ? d : -1;
                body = 0;
                mdeco = -1;
            } else if (!blank && cls >= 0 && !v.v[cls].whole) {
                if (!body) body = w;
                if (w == body) statement(&v, t, n, i, i + w, &mdeco, PYCHUNK_MEMBER, PYCHUNK_METHOD, cls, false);
                else if (w < body) v.v[cls].whole = true;   /* a dedent inside the class: parse the class whole */
            }
        }
        cont = false;
        while (i < n && t[i] != '\n') {
            char c = t[i];
            if (c == '#') {
                const char *nl = memchr(t + i, '\n', n - i);
                if (ncm + 2 > cmcap) {
                    cmcap = cmcap ? cmcap * 2 : 64;
                    cm = hl_realloc(cm, cmcap * sizeof *cm);
                }
                cm[ncm++] = i;
                i = nl ? (uint32_t)(nl - t) : n;
                cm[ncm++] = i;
                break;
            }
            if (c == '\'' || c == '"') {
                if (!skip_string(t, n, &i)) goto fail;
                continue;
            }
            if (c == '(' || c == '[' || c == '{') {
                if (depth == (int)sizeof open) goto fail;
                open[depth++] = c;
            } else if (c == ')' || c == ']' || c == '}') {
                if (--depth < 0 || open[depth] != (c == ')' ? '(' : c == ']' ? '[' : '{')) goto fail;
            }
            else if (c == '\\' && (i + 1 == n || t[i + 1] == '\n' || (t[i + 1] == '\r' && i + 2 < n && t[i + 2] == '\n'))) {
                cont = true;
                i += i + 1 < n && t[i + 1] == '\r' ? 2 : 1;
                continue;
            }
            i++;
        }
        i++;   /* the line break */
    }
    if (depth || cont || !v.n) goto fail;
    for (uint32_t k = 0; k < v.n; k++) v.v[k].end = k + 1 < v.n ? v.v[k + 1].start : n;
    for (uint32_t k = 0; k < v.n; k++) {
        PyChunk *c = &v.v[k];
        if (c->kind == PYCHUNK_CLASS) c->extent_end = c->end;
        if (c->parent >= 0) v.v[c->parent].extent_end = c->end;
    }
    for (uint32_t k = 0; k < v.n; k++)   /* a class that could not be split keeps its members whole */
        if (v.v[k].parent >= 0 && v.v[v.v[k].parent].whole) v.v[k].kind = PYCHUNK_MEMBER;
    out->v = v.v;
    out->n = v.n;
    out->comments = cm;
    out->ncomments = ncm;
    table_build(out, t);
    return true;
fail:
    free(v.v);
    free(cm);
    return false;
}

void pychunk_free(PyChunks *self) {
    if (!self) return;
    free(self->v);
    free(self->table);
    free(self->comments);
    memset(self, 0, sizeof *self);
}

/* ---- selection ---- */

typedef struct Sel {
    PyChunks *c;
    const char *text;
    int32_t *stack;
    uint32_t sp, cap;
    const bool *hot;           /* per chunk: holds a trigger word or an alias (NULL after select) */
} Sel;

static void push(Sel *s, int32_t k) {
    if (s->sp == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 32;
        s->stack = hl_realloc(s->stack, s->cap * sizeof(int32_t));
    }
    s->stack[s->sp++] = k;
}

static void keep1(Sel *s, int32_t k) {
    if (s->c->v[k].keep) return;
    s->c->v[k].keep = true;
    push(s, k);
}

/* `self.<attr> =` (or `:`, an augmented `op=`, a tuple target `self.a, self.b =`) in t[a, b) */
static bool assigns_self(const char *t, uint32_t a, uint32_t b) {
    for (const char *p = t + a, *e = t + b; p + 5 < e; p++) {
        p = memmem(p, (size_t)(e - p), "self.", 5);
        if (!p) return false;
        if (p > t + a && ident_char((unsigned char)p[-1])) continue;
        const char *q = p + 5;
        if (q >= e || !ident_start((unsigned char)*q)) continue;
        while (q < e && ident_char((unsigned char)*q)) q++;
        while (q < e && (*q == ' ' || *q == '\t')) q++;
        if (q >= e) return false;
        if (*q == '=' && (q + 1 >= e || q[1] != '=')) return true;
        if (*q == ':' && (q + 1 >= e || q[1] != '=')) return true;
        if (q + 1 < e && q[1] == '=' && strchr("+-*/%&|^@<>", *q)) return true;
        if (*q == ',' || *q == '[') {   /* a tuple target or a subscript store, at the start of its line */
            const char *l = p;
            while (l > t + a && (l[-1] == ' ' || l[-1] == '\t' || l[-1] == '(' || l[-1] == '[')) l--;
            if (l == t + a || l[-1] == '\n') return true;
        }
    }
    return false;
}

static bool method_needed(const Sel *s, int32_t k) {
    const PyChunk *m = &s->c->v[k];
    if (m->ref || (s->hot && s->hot[k])) return true;
    const char *nm = s->text + m->name;
    if (m->name_len > 4 && nm[0] == '_' && nm[1] == '_' && nm[m->name_len - 1] == '_' && nm[m->name_len - 2] == '_') return true;
    if (m->name_len == 7 && !memcmp(nm, "forward", 7)) return true;
    return assigns_self(s->text, m->start, m->end);
}

/* Keeps class header k, its non-def members and the methods it needs. */
static void keep_class(Sel *s, int32_t k) {
    if (s->c->v[k].keep) return;
    keep1(s, k);
    for (uint32_t j = (uint32_t)k + 1; j < s->c->n && s->c->v[j].parent == k; j++)
        if (s->c->v[j].kind != PYCHUNK_METHOD || method_needed(s, (int32_t)j)) keep1(s, (int32_t)j);
}

static void keep_chunk(Sel *s, int32_t k) {
    PyChunk *c = &s->c->v[k];
    if (c->keep) return;
    if (c->kind == PYCHUNK_CLASS) keep_class(s, k);
    else if (c->kind == PYCHUNK_METHOD) {
        c->ref = true;
        if (s->c->v[c->parent].keep) keep1(s, k);
        else keep_class(s, c->parent);   /* (keeps k: ref is set) */
    } else if (c->kind == PYCHUNK_MEMBER) keep_class(s, c->parent);
    else keep1(s, k);
}

static bool idents(const char *text, uint32_t a, uint32_t b, bool (*f)(void *, const char *, size_t), void *ctx);

/* one name a kept chunk mentions: keep what it names (a method once its class is kept) */
static bool keep_named(void *ctx, const char *name, size_t n) {
    Sel *s = ctx;
    for (int32_t j = table_find(s->c, s->text, name, n); j >= 0; j = s->c->v[j].next_same) {
        PyChunk *t = &s->c->v[j];
        if (t->keep) continue;
        if (t->kind == PYCHUNK_METHOD) {
            t->ref = true;
            if (s->c->v[t->parent].keep) keep1(s, j);
        } else keep_chunk(s, j);
    }
    return false;
}

/* Drains the stack: every name a kept chunk's text mentions is kept too, to a fixpoint. */
static void close_over(Sel *s) {
    while (s->sp) {
        const PyChunk *c = &s->c->v[s->stack[--s->sp]];
        idents(s->text, c->start, c->end, keep_named, s);
    }
}

static const char *const keywords[] = {"False", "None", "True", "and", "as", "assert", "async", "await", "break",
                                       "class", "continue", "def", "del", "elif", "else", "except", "finally", "for",
                                       "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or",
                                       "pass", "raise", "return", "try", "while", "with", "yield", "self", NULL};

static bool is_keyword(const char *s, size_t n) {
    for (int i = 0; keywords[i]; i++)
        if (strlen(keywords[i]) == n && !memcmp(keywords[i], s, n)) return true;
    return false;
}

typedef struct Tok { const char *s; uint32_t n; } Tok;
typedef struct TokSet { Tok *v; uint32_t cap, used; } TokSet;

static bool tokset_has(const TokSet *ts, const char *s, size_t n) {
    if (!ts->used) return false;
    for (uint32_t h = hash_bytes(s, n) & (ts->cap - 1);; h = (h + 1) & (ts->cap - 1)) {
        if (!ts->v[h].s) return false;
        if (ts->v[h].n == n && !memcmp(ts->v[h].s, s, n)) return true;
    }
}

static void tokset_add(TokSet *ts, const char *s, size_t n) {
    if (tokset_has(ts, s, n)) return;
    if ((ts->used + 1) * 2 > ts->cap) {
        uint32_t cap = ts->cap ? ts->cap * 2 : 32;
        TokSet g = {hl_calloc(cap, sizeof(Tok)), cap, 0};
        for (uint32_t i = 0; i < ts->cap; i++)
            if (ts->v[i].s) tokset_add(&g, ts->v[i].s, ts->v[i].n);
        free(ts->v);
        *ts = g;
    }
    uint32_t h = hash_bytes(s, n) & (ts->cap - 1);
    while (ts->v[h].s) h = (h + 1) & (ts->cap - 1);
    ts->v[h] = (Tok){s, (uint32_t)n};
    ts->used++;
}

/* visits the identifiers of text[a, b): stops (true) when f says so */
static bool idents(const char *text, uint32_t a, uint32_t b, bool (*f)(void *, const char *, size_t), void *ctx) {
    const unsigned char *p = (const unsigned char *)text + a, *e = (const unsigned char *)text + b;
    while (p < e) {
        if (!ident_start(*p)) {
            if (*p >= '0' && *p <= '9') while (p < e && ident_char(*p)) p++;
            else p++;
            continue;
        }
        const unsigned char *s = p;
        while (p < e && ident_char(*p)) p++;
        if (f(ctx, (const char *)s, (size_t)(p - s))) return true;
    }
    return false;
}

static bool add_alias(void *ts, const char *s, size_t n) {
    if (!is_keyword(s, n)) tokset_add(ts, s, n);
    return false;
}

/* The names a triggering statement of OTHER chunk [a, b) binds: `from time import perf_counter
 * as pc` (the imported names), `_time = time.monotonic` (the targets). Only statements whose own
 * text triggers count; a docstring or an expression binds nothing. */
static void harvest(const char *t, uint32_t a, uint32_t b, PyChunkHit hit, void *ctx, TokSet *alias) {
    for (uint32_t ls = a; ls < b;) {
        const char *nl = memchr(t + ls, '\n', b - ls);
        uint32_t le = nl ? (uint32_t)(nl - t) : b;
        uint32_t p = ls;
        while (p < le && (t[p] == ' ' || t[p] == '\t')) p++;
        uint32_t end = le;
        if (word_at(t, b, p, "from") || word_at(t, b, p, "import")) {
            const char *lp = memchr(t + p, '(', le - p);
            if (lp) {   /* `from m import (a,\n b)` */
                const char *rp = memchr(lp, ')', b - (uint32_t)(lp - t));
                end = rp ? (uint32_t)(rp - t) : le;
            }
            if (hit(ctx, t + p, end - p)) {
                uint32_t q = p;
                if (t[p] == 'f') {   /* the names after ` import ` */
                    const char *im = memmem(t + p, end - p, " import", 7);
                    q = im ? (uint32_t)(im - t) + 7 : end;
                } else q += 6;
                idents(t, q, end, add_alias, alias);
            }
        } else if (p < le && ident_start((unsigned char)t[p])) {
            uint32_t q = p;
            while (q < le && (ident_char((unsigned char)t[q]) || t[q] == ',' || t[q] == ' ' || t[q] == '\t')) q++;
            if (q < le && t[q] == '=' && (q + 1 >= le || t[q + 1] != '=') && hit(ctx, t + p, le - p)) idents(t, p, q, add_alias, alias);
        }
        ls = (end > le ? end : le) + 1;
    }
}

static bool in_alias(void *ts, const char *s, size_t n) { return tokset_has(ts, s, n); }

uint64_t pychunk_select(PyChunks *self, const char *orig, PyChunkHit hit, void *ctx, const char *const *wants,
                        uint32_t nwants) {
    /* selection reads code, not comments (a trigger word or a name in a comment keeps nothing):
     * a copy with the comments blanked, same offsets */
    char *blank = NULL;
    const char *text = orig;
    if (self->ncomments && self->n) {
        uint32_t len = self->v[self->n - 1].end;
        blank = hl_malloc((size_t)len + 1);
        memcpy(blank, orig, len);
        blank[len] = 0;
        for (uint32_t k = 0; k + 1 < self->ncomments; k += 2) memset(blank + self->comments[k], ' ', self->comments[k + 1] - self->comments[k]);
        text = blank;
    }
    TokSet alias = {0};
    bool *hot = hl_calloc(self->n ? self->n : 1, sizeof(bool));
    for (uint32_t k = 0; k < self->n; k++) {
        PyChunk *c = &self->v[k];
        c->keep = c->ref = false;
        hot[k] = hit && hit(ctx, text + c->start, c->end - c->start);
        /* names a triggering import or assignment binds: `from time import perf_counter as pc` */
        if (hot[k] && c->kind == PYCHUNK_OTHER) harvest(text, c->start, c->end, hit, ctx, &alias);
    }
    if (alias.used)
        for (uint32_t k = 0; k < self->n; k++)
            if (!hot[k] && self->v[k].kind != PYCHUNK_OTHER) hot[k] = idents(text, self->v[k].start, self->v[k].end, in_alias, &alias);
    for (uint32_t k = 0; k < self->n; k++)   /* a class with a triggering member is a triggering class */
        if (hot[k] && self->v[k].parent >= 0) hot[self->v[k].parent] = true;
    Sel s = {.c = self, .text = text, .hot = hot};
    for (uint32_t k = 0; k < self->n; k++) {
        const PyChunk *c = &self->v[k];
        if (c->kind == PYCHUNK_OTHER || ((c->kind == PYCHUNK_DEF || c->kind == PYCHUNK_CLASS) && hot[k])) keep_chunk(&s, (int32_t)k);
        close_over(&s);
    }
    s.hot = NULL;
    free(hot);
    free(alias.v);
    for (uint32_t w = 0; w < nwants; w++) pychunk_keep_name(self, text, wants[w], strlen(wants[w]));
    free(s.stack);
    free(blank);
    return pychunk_dropped_bytes(self);
}

/* chunks named `name` ("Class.method": that class's methods of that name), calling f on each */
static bool each_named(PyChunks *self, const char *text, const char *name, size_t len, bool (*f)(PyChunks *, const char *, int32_t, void *),
                       void *ctx) {
    const char *dot = memchr(name, '.', len);
    const char *m = dot ? dot + 1 : name;
    size_t ml = dot ? len - (size_t)(m - name) : len;
    bool any = false;
    for (int32_t j = table_find(self, text, m, ml); j >= 0; j = self->v[j].next_same) {
        const PyChunk *c = &self->v[j];
        if (!dot ? c->kind == PYCHUNK_METHOD
                 : c->kind != PYCHUNK_METHOD || self->v[c->parent].name_len != (size_t)(dot - name) ||
                       memcmp(text + self->v[c->parent].name, name, (size_t)(dot - name)))
            continue;
        any |= f(self, text, j, ctx);
    }
    return any;
}

static bool keep_one(PyChunks *self, const char *text, int32_t j, void *ctx) {
    Sel *s = ctx;
    (void)self;
    (void)text;
    if (self->v[j].keep) return false;
    keep_chunk(s, j);
    close_over(s);
    return true;
}

bool pychunk_keep_name(PyChunks *self, const char *text, const char *name, size_t len) {
    Sel s = {.c = self, .text = text};
    bool grew = each_named(self, text, name, len, keep_one, &s);
    free(s.stack);
    return grew;
}

static bool is_dropped(PyChunks *self, const char *text, int32_t j, void *ctx) {
    (void)text;
    (void)ctx;
    return !self->v[j].keep;
}

bool pychunk_dropped(const PyChunks *self, const char *text, const char *name, size_t len) {
    return each_named((PyChunks *)self, text, name, len, is_dropped, NULL);
}

uint64_t pychunk_dropped_bytes(const PyChunks *self) {
    uint64_t d = 0;
    for (uint32_t k = 0; k < self->n; k++)
        if (!self->v[k].keep) d += self->v[k].end - self->v[k].start;
    return d;
}

uint64_t pychunk_variant(const PyChunks *self) {
    uint64_t h = 1469598103934665603ull;
    bool any = false;
    for (uint32_t k = 0; k < self->n; k++) {
        if (self->v[k].keep) continue;
        any = true;
        h = (h ^ self->v[k].start) * 1099511628211ull;
        h = (h ^ self->v[k].end) * 1099511628211ull;
    }
    return any ? h | 1 : 0;
}
