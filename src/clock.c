// clock_gettime
#define _POSIX_C_SOURCE 200809L

#include <time.h>

#include "common.h"

double sprt_now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + 1.0e-9 * (double) ts.tv_nsec;
}
