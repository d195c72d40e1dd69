/* hotlint stand-in for <math.h> in C++ (analyzer/include/std): see hotlint_std.h */
#pragma once
#include "hotlint_std.h"
#define HLS_G1(n) using std::n;
#define HLS_G2(n) using std::n;
HLS_MATH(HLS_G1, HLS_G2)
#undef HLS_G1
#undef HLS_G2
using std::isnan;
using std::isinf;
using std::isfinite;
using std::signbit;
using std::fpclassify;
