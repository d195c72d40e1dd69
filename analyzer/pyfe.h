/*
 * pyfe.h — Python frontend: tree-sitter-python syntax tree -> IR (ir.h).
 *
 * A PyFe holds one TSParser; it is not thread-safe, so each worker thread owns one.
 * pyfe_parse() builds the IrFile in `arena` (the per-file arena) and releases every
 * tree-sitter object before it returns. Syntax errors do not fail the parse: tree-sitter
 * recovers, the IR is built from what parsed, and IrFile.syntax_errors/error_loc say where
 * the first error is. Returns 0, or HL_EPARSE when no tree could be built at all (time/size
 * limits). `module` is the file's dotted module name (for resolving relative imports), may be NULL.
 * Deeply nested input is walked with an explicit stack (no recursion on tree depth).
 */
#ifndef HL_PYFE_H
#define HL_PYFE_H

#include "core/arena.h"
#include "ir.h"
#include "source.h"

typedef struct PyFe PyFe;

PyFe *pyfe_new(void);
void pyfe_free(PyFe *self);  /* NULL is a no-op */
int pyfe_parse(PyFe *self, Arena *arena, const Source *src, const char *module, IrFile **out);
/* The same, parsing only the byte ranges `keep` (in order, not overlapping: the top-level
 * statements something needs, pychunk.h); the rest of the text is never read by the parser,
 * while positions stay those of the whole file. nkeep == 0: all of it. */
typedef struct PyfeRange { uint32_t start, end; } PyfeRange;
int pyfe_parse_ranges(PyFe *self, Arena *arena, const Source *src, const PyfeRange *keep, uint32_t nkeep,
                      const char *module, IrFile **out);
/* Parse only (no IR), for the parse-floor benchmark. Returns the number of nodes visited when `walk`. */
uint64_t pyfe_parse_only(PyFe *self, const char *text, uint32_t len, bool walk);

#endif
