#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

static void log_line(const char* level, const char* format, va_list args) {
  // One fprintf call per line so that lines of concurrent callers do not interleave.
  char buffer[512];
  vsnprintf(buffer, sizeof(buffer), format, args);
  fprintf(stderr, "sprt %s: %s\n", level, buffer);
}

void sprt_log_error(const char* format, ...) {
  va_list args;
  va_start(args, format);
  log_line("error", format, args);
  va_end(args);
}

void sprt_log_info(const char* format, ...) {
  const char* level = getenv("SPRT_LOG");
  if (level == NULL || strcmp(level, "info") != 0) {
    return;
  }
  va_list args;
  va_start(args, format);
  log_line("info", format, args);
  va_end(args);
}
