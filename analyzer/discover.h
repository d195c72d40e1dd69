/*
 * discover.h — turn command-line paths into Program files: walk folders (iteratively, with
 * symlink-loop protection), skip hidden/vendored/build folders, honour .gitignore in git
 * trees and the config's include/exclude globs, pick languages by extension.
 * Problems (missing path, unreadable folder) become tool diagnostics in `sink`, except a
 * command-line path that does not exist, which is a usage error (returns HL_EUSAGE after
 * printing the message).
 */
#ifndef HL_DISCOVER_H
#define HL_DISCOVER_H

#include "config.h"
#include "diag.h"
#include "program.h"

int disc_collect(Program *prog, const Config *cfg, const StrArray *paths, DiagSink *sink);

#endif
