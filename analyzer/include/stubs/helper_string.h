/* hotlint stub (analyzer/include/stubs) */
#pragma once
#include "../hotlint_cuda.h"
