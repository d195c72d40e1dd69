/* hotlint stub (analyzer/include/stubs): the declarations live in hotlint_cuda.h */
#pragma once
#include "../hotlint_cuda.h"
