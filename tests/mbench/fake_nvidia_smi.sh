#!/bin/sh
# A stand-in for nvidia-smi (tests only): answers the two queries `hotlint confirm` makes.
case "$*" in
  *name,driver_version,compute_cap*) echo "hotlint mock GPU, 0.0-mock, 9.0" ;;
  *clocks.sm*) echo "1980 MHz, 3201 MHz, 30, 70.00 W" ;;
  *) echo "fake nvidia-smi: unexpected query: $*" >&2; exit 2 ;;
esac
