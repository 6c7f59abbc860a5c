// The table from XNNPACK handles to sprt operators: an array sorted by handle address under one
// mutex. It holds one entry per live layer (tens to hundreds), and every xnn_run_operator looks in
// it once: a binary search, well below a microsecond next to a layer's run.
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <sprt.h>

#include "plugin.h"
#include "sprt-xnnpack.h"

struct entry {
  uintptr_t handle;
  sprt_operator_t op;
  enum sprt_xnnpack_handle_kind kind;
  const char* kind_name;  // static string of sprt_get_operator_info
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct entry* entries;  // [count] sorted by handle; freed when the last entry goes
static size_t count, capacity;

// First index whose handle is >= `handle`. Called with the lock held.
static size_t lower_bound(uintptr_t handle) {
  size_t lo = 0, hi = count;
  while (lo < hi) {
    const size_t mid = lo + (hi - lo) / 2;
    if (entries[mid].handle < handle) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return lo;
}

// The entry of `handle` or NULL. Called with the lock held.
static struct entry* find(xnn_operator_t handle) {
  const size_t i = lower_bound((uintptr_t) handle);
  return i < count && entries[i].handle == (uintptr_t) handle ? &entries[i] : NULL;
}

bool sprt_xnnpack_table_insert(xnn_operator_t handle, sprt_operator_t op, enum sprt_xnnpack_handle_kind kind,
                               const char* kind_name) {
  bool inserted = false;
  pthread_mutex_lock(&lock);
  if (count == capacity) {
    const size_t grown = capacity == 0 ? 64 : 2 * capacity;
    struct entry* bigger = realloc(entries, grown * sizeof(struct entry));
    if (bigger != NULL) {
      entries = bigger;
      capacity = grown;
    }
  }
  // A live handle cannot be in the table twice: XNNPACK handed it out once.
  const size_t i = lower_bound((uintptr_t) handle);
  if (count < capacity && !(i < count && entries[i].handle == (uintptr_t) handle)) {
    memmove(&entries[i + 1], &entries[i], (count - i) * sizeof(struct entry));
    entries[i] = (struct entry) {(uintptr_t) handle, op, kind, kind_name};
    count++;
    inserted = true;
  }
  pthread_mutex_unlock(&lock);
  return inserted;
}

sprt_operator_t sprt_xnnpack_table_find(xnn_operator_t handle, enum sprt_xnnpack_handle_kind kind) {
  pthread_mutex_lock(&lock);
  const struct entry* e = find(handle);
  sprt_operator_t op = e != NULL && e->kind == kind ? e->op : NULL;
  pthread_mutex_unlock(&lock);
  return op;
}

sprt_operator_t sprt_xnnpack_table_find_any(xnn_operator_t handle) {
  pthread_mutex_lock(&lock);
  const struct entry* e = find(handle);
  sprt_operator_t op = e != NULL ? e->op : NULL;
  pthread_mutex_unlock(&lock);
  return op;
}

sprt_operator_t sprt_xnnpack_table_remove(xnn_operator_t handle) {
  pthread_mutex_lock(&lock);
  struct entry* e = find(handle);
  sprt_operator_t op = NULL;
  if (e != NULL) {
    op = e->op;
    const size_t i = (size_t) (e - entries);
    memmove(&entries[i], &entries[i + 1], (count - i - 1) * sizeof(struct entry));
    if (--count == 0) {
      free(entries);
      entries = NULL;
      capacity = 0;
    }
  }
  pthread_mutex_unlock(&lock);
  return op;
}

size_t sprt_xnnpack_count_operators(const char* kind) {
  size_t n = 0;
  pthread_mutex_lock(&lock);
  for (size_t i = 0; i < count; i++) {
    if (kind == NULL || strcmp(kind, entries[i].kind_name) == 0) n++;
  }
  pthread_mutex_unlock(&lock);
  return n;
}

enum sprt_status sprt_xnnpack_get_operator_info(xnn_operator_t op, struct sprt_operator_info* info) {
  pthread_mutex_lock(&lock);
  const struct entry* e = find(op);
  // Under the lock: a concurrent xnn_delete_operator cannot free the operator mid-read.
  const enum sprt_status status =
      e != NULL ? sprt_get_operator_info(e->op, info) : sprt_status_invalid_parameter;
  pthread_mutex_unlock(&lock);
  return status;
}
