// The plugin's state: XNNPACK's own functions, whether the plugin takes layers, the bypass switch.
#define _GNU_SOURCE  // RTLD_NEXT, dladdr
#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <sprt.h>

#include "common.h"
#include "plugin.h"
#include "sprt-xnnpack.h"

void sprt_xnnpack_init_state(struct sprt_xnnpack_state* state, void* (*lookup)(const char* name),
                             const char* setting) {
  memset(state, 0, sizeof(*state));
  const char* missing = NULL;
#define SPRT_XNNPACK_LOOKUP(field, name)                                \
  state->xnn.field = (__typeof__(state->xnn.field)) lookup(#name);      \
  if (state->xnn.field == NULL && missing == NULL) missing = #name;
  SPRT_XNNPACK_FUNCTIONS(SPRT_XNNPACK_LOOKUP)
#undef SPRT_XNNPACK_LOOKUP
  // Which XNNPACK the plugin forwards to, for the log: the file holding its xnn_run_operator.
  Dl_info where = {0};
  const char* xnnpack = state->xnn.run_operator != NULL && dladdr((void*) state->xnn.run_operator, &where) != 0 &&
                                where.dli_fname != NULL
                            ? where.dli_fname
                            : "libXNNPACK.so";
  if (setting != NULL && strcmp(setting, "0") == 0) {
    sprt_log_info("sprt_xnnpack: off (SPRT_XNNPACK=0): every call goes to %s", xnnpack);
    return;
  }
  if (missing != NULL) {
    // Another XNNPACK than the one the plugin was written against: never guess at its ABI.
    sprt_log_error("sprt_xnnpack: %s has no %s: the plugin is off, every call goes to XNNPACK unchanged", xnnpack,
                   missing);
    return;
  }
  if (sprt_initialize() != sprt_status_success) {
    sprt_log_error("sprt_xnnpack: sprt_initialize failed: the plugin is off, every call goes to XNNPACK unchanged");
    return;
  }
  state->active = true;
  sprt_log_info("sprt_xnnpack: on: the NCHW convolutions and NCW poolings sprt supports run on sprt, the rest on %s",
                xnnpack);
}

// dlsym(RTLD_NEXT) finds the definition after this library's own: XNNPACK's.
static void* next_symbol(const char* name) { return dlsym(RTLD_NEXT, name); }

static struct sprt_xnnpack_state process_state;
static pthread_once_t process_once = PTHREAD_ONCE_INIT;

static void init_process_state(void) { sprt_xnnpack_init_state(&process_state, next_symbol, getenv("SPRT_XNNPACK")); }

const struct sprt_xnnpack_state* sprt_xnnpack_state(void) {
  pthread_once(&process_once, init_process_state);
  return &process_state;
}

static _Thread_local bool thread_bypassed;

bool sprt_xnnpack_takes_calls(const struct sprt_xnnpack_state* state) { return state->active && !thread_bypassed; }

bool sprt_xnnpack_active(void) { return sprt_xnnpack_state()->active; }

void sprt_xnnpack_bypass_thread(bool bypass) { thread_bypassed = bypass; }
