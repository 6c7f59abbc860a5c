#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

// This thread's capture of error lines (sprt_log_capture_errors): where the first one goes.
static _Thread_local char* capture_buffer;
static _Thread_local size_t capture_size;

static void log_line(const char* level, const char* format, va_list args) {
  // One fprintf call per line so that lines of concurrent callers do not interleave.
  char buffer[512];
  vsnprintf(buffer, sizeof(buffer), format, args);
  fprintf(stderr, "sprt %s: %s\n", level, buffer);
}

void sprt_log_error(const char* format, ...) {
  va_list args;
  va_start(args, format);
  if (capture_buffer != NULL) {
    // A failing call logs one line, its cause: keep the first.
    if (capture_buffer[0] == '\0') vsnprintf(capture_buffer, capture_size, format, args);
  } else {
    log_line("error", format, args);
  }
  va_end(args);
}

void sprt_log_capture_errors(char* buffer, size_t size) {
  capture_buffer = buffer != NULL && size != 0 ? buffer : NULL;
  capture_size = size;
  if (capture_buffer != NULL) capture_buffer[0] = '\0';
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
