/* hotlint stub (analyzer/include/stubs): see detail/hotlint_thrust.h */
#pragma once
#include "detail/hotlint_thrust.h"
