/*
 * lsp.h — `hotlint lsp`: a Language Server Protocol 3.17 server on stdin/stdout (lsp.c).
 *
 * lsp_main() runs the server until the client sends `exit` or closes stdin, and returns the
 * process exit code: 0 after `shutdown` + `exit`, 1 when the stream ended (or `exit` came)
 * without `shutdown`, 3 when stdout could not be set up. It never prints to stdout except
 * protocol messages (fd 1 is pointed at stderr while it runs, so stray output cannot corrupt
 * the stream). Diagnostics and logs go to stderr.
 *
 * Ownership: everything the server allocates (documents, per-request arenas, the lint set-up)
 * is released before it returns; `run` (the process arena) is only read for options.
 * `rule_doc_base` is the rule documentation URL (codeDescription.href = <base>#<lowercase code>),
 * the same the CLI puts in SARIF helpUri.
 */
#ifndef HL_LSP_H
#define HL_LSP_H

#include "cli.h"
#include "core/arena.h"

int lsp_main(const CliOptions *o, Arena *run, const char *rule_doc_base);

#endif
