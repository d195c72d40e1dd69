/* pyfe.c — STUB: replaced by the Python frontend. */
#include "pyfe.h"
#include <tree_sitter/api.h>
const TSLanguage *tree_sitter_python(void);
struct PyFe { TSParser *parser; };
PyFe *pyfe_new(void) { PyFe *p = hl_calloc(1, sizeof *p); p->parser = ts_parser_new(); ts_parser_set_language(p->parser, tree_sitter_python()); return p; }
void pyfe_free(PyFe *self) { if (!self) return; ts_parser_delete(self->parser); free(self); }
int pyfe_parse(PyFe *self, Arena *arena, const Source *src, const char *module, IrFile **out) {
    (void)self; IrFile *f = ir_file_new(arena, src); f->module = module;
    IrFunc *m = ir_func_add(arena, f); m->name = "<module>"; m->qualname = "<module>"; m->flags = IR_FF_MODULE;
    *out = f; return HL_OK;
}
uint64_t pyfe_parse_only(PyFe *self, const char *text, uint32_t len, bool walk) { (void)self; (void)text; (void)len; (void)walk; return 0; }
