// The table from XNNPACK handles to sprt operators: an array sorted by handle address under one
// mutex. It holds one entry per live layer (tens to hundreds), and every xnn_run_operator looks in
// it once: a binary search, well below a microsecond next to a layer's run. It also holds the
// inverted residual blocks noted from the last rewritten subgraph, and the fused operators that run
// them (plugin.h); the linear searches that find a block's layers run at setup only.
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <sprt.h>

#include "plugin.h"
#include "common.h"
#include "sprt-xnnpack.h"

// The last successful setup of a convolution handle: what its fused block needs.
struct setup_record {
  bool valid;
  size_t batch_size, input_height, input_width;
  const float* input;
  float* output;
  pthreadpool_t threadpool;
};

// A fused block's setup arguments, to set it up again over its runtime's workspace.
struct fused_setup {
  size_t batch_size, input_height, input_width;
  const float* input;
  float* output;
  float* expanded;
  float* depthwise;
  pthreadpool_t threadpool;
};

static enum sprt_status setup_fused(sprt_operator_t fused, const struct fused_setup* a, void* workspace,
                                    size_t workspace_bytes) {
  return sprt_setup_inverted_bottleneck_nchw_f32(fused, a->batch_size, a->input_height, a->input_width, a->input,
                                                 a->output, a->expanded, a->depthwise, workspace, workspace_bytes,
                                                 a->threadpool);
}

struct entry {
  uintptr_t handle;
  sprt_operator_t op;
  enum sprt_xnnpack_handle_kind kind;
  const char* kind_name;  // static string of sprt_get_operator_info
  const void* kernel;     // the weights XNNPACK passed at create (convolutions): a node of the subgraph
  struct setup_record setup;
  // A projection whose block runs fused: the fused operator (kept for the next setup while inactive)
  // and its parts; an expansion or depthwise layer folded into one: that projection's handle.
  sprt_operator_t fused;
  sprt_operator_t fused_parts[2];
  bool fused_active;
  bool fused_adds;      // the fused operator adds the block's input (a residual add folded into it)
  uintptr_t folded_into;
  struct fused_setup fused_setup;
  const void* runtime;  // the runtime whose setup fused the block, or NULL
  uint64_t pass;        // the xnn_setup_runtime call that fused it (0: none)
};

// Each runtime's workspace for its fused blocks (plugin.h): [num_workspaces], under the lock.
struct runtime_workspace {
  const void* runtime;
  void* memory;
  size_t bytes;
};
static struct runtime_workspace* workspaces;
static size_t num_workspaces;
// The runtime this thread is setting up (xnn_setup_runtime), or NULL, and that call's number
// (setup_passes counts the calls, under the lock; 0: none).
static _Thread_local const void* runtime_in_setup;
static _Thread_local uint64_t pass_in_setup;
static uint64_t setup_passes;

// Whether entry `e` is a block fused during `runtime`'s setup. Called with the lock held.
static bool fused_in(const struct entry* e, const void* runtime) { return e->fused_active && e->runtime == runtime; }
// Whether it was fused during the setup call this thread runs now: a block fused in an earlier call
// still holds that call's buffers, which the arena may have given to other tensors since.
static bool fused_in_this_pass(const struct entry* e) {
  return pass_in_setup != 0 && e->fused_active && e->pass == pass_in_setup;
}

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
                               const char* kind_name, const void* kernel) {
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
    entries[i] = (struct entry) {.handle = (uintptr_t) handle, .op = op, .kind = kind, .kind_name = kind_name,
                                 .kernel = kernel};
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

// Ends the fusion of the block `e` belongs to (as its projection or a folded layer): the folded
// layers run again, the projection keeps its fused operator for a later setup. Returns the entry
// holding the fused operator, or NULL. Called with the lock held.
static struct entry* unfuse(struct entry* e) {
  struct entry* project = e->folded_into != 0 ? find((xnn_operator_t) e->folded_into) : e;
  if (project == NULL || project->fused == NULL) return NULL;
  project->fused_active = false;
  for (size_t i = 0; i < count; i++) {
    if (entries[i].folded_into == project->handle) entries[i].folded_into = 0;
  }
  return project;
}

sprt_operator_t sprt_xnnpack_table_remove(xnn_operator_t handle) {
  pthread_mutex_lock(&lock);
  struct entry* e = find(handle);
  sprt_operator_t op = NULL;
  sprt_operator_t fused = NULL;
  if (e != NULL) {
    // A fused operator refers to its three parts, active or kept for a later setup: it goes with the
    // first of them. An add refers to nothing and takes nothing with it: only the runtime's deletion
    // deletes it, and nothing runs the block after that.
    op = e->op;
    if (e->kind != sprt_xnnpack_handle_add) {
      unfuse(e);
      for (size_t i = 0; i < count && fused == NULL; i++) {
        struct entry* p = &entries[i];
        if (p->fused != NULL && (p == e || p->fused_parts[0] == op || p->fused_parts[1] == op)) {
          fused = p->fused;
          p->fused = NULL;
          p->fused_active = false;
        }
      }
    }
    const size_t i = (size_t) (e - entries);
    memmove(&entries[i], &entries[i + 1], (count - i - 1) * sizeof(struct entry));
    if (--count == 0) {
      free(entries);
      entries = NULL;
      capacity = 0;
    }
  }
  pthread_mutex_unlock(&lock);
  sprt_delete_operator(fused);
  return op;
}

struct sprt_xnnpack_run sprt_xnnpack_table_run(xnn_operator_t handle) {
  pthread_mutex_lock(&lock);
  const struct entry* e = find(handle);
  struct sprt_xnnpack_run run = {NULL, false};
  if (e != NULL) {
    run.op = e->fused != NULL && e->fused_active ? e->fused : e->op;
    run.folded = e->folded_into != 0;
  }
  pthread_mutex_unlock(&lock);
  return run;
}

// The blocks of the last subgraph XNNPACK optimized (and rewrote for NCHW): their weights.
static struct sprt_xnnpack_block* blocks;
static size_t num_blocks;

bool sprt_xnnpack_set_blocks(const struct sprt_xnnpack_block* new_blocks, size_t n) {
  struct sprt_xnnpack_block* copy = n == 0 ? NULL : malloc(n * sizeof(struct sprt_xnnpack_block));
  if (copy != NULL) memcpy(copy, new_blocks, n * sizeof(struct sprt_xnnpack_block));
  pthread_mutex_lock(&lock);
  free(blocks);
  blocks = copy;
  num_blocks = copy != NULL ? n : 0;
  pthread_mutex_unlock(&lock);
  return n == 0 || copy != NULL;
}

// The handle's latest setup, set up by the block of a projection `e` when the subgraph has one: the
// expansion whose output the depthwise layer reads (NULL for a block without one), whose output `e`
// reads, both set up for the same batch and pool. Called with the lock held.
static bool find_block(const struct entry* e, struct entry** expand, struct entry** depthwise) {
  for (size_t b = 0; b < num_blocks; b++) {
    if (blocks[b].project_kernel != e->kernel) continue;
    *depthwise = NULL;
    *expand = NULL;
    for (size_t i = 0; i < count && *depthwise == NULL; i++) {
      const struct setup_record* r = &entries[i].setup;
      if (entries[i].kernel == blocks[b].depthwise_kernel && r->valid && r->output == e->setup.input &&
          r->batch_size == e->setup.batch_size && r->threadpool == e->setup.threadpool) {
        *depthwise = &entries[i];
      }
    }
    if (*depthwise == NULL) continue;
    if (blocks[b].expand_kernel == NULL) return true;
    for (size_t i = 0; i < count && *expand == NULL; i++) {
      const struct setup_record* r = &entries[i].setup;
      if (entries[i].kernel == blocks[b].expand_kernel && r->valid && r->output == (*depthwise)->setup.input &&
          r->batch_size == e->setup.batch_size && r->threadpool == e->setup.threadpool) {
        *expand = &entries[i];
      }
    }
    if (*expand != NULL) return true;
  }
  return false;
}

enum sprt_status sprt_xnnpack_setup_convolution(xnn_operator_t handle, sprt_operator_t op, size_t batch_size,
                                                size_t input_height, size_t input_width, const float* input,
                                                float* output, pthreadpool_t threadpool) {
  pthread_mutex_lock(&lock);
  struct entry* e = find(handle);
  if (e != NULL) {
    unfuse(e);
    e->setup.valid = false;
  }
  pthread_mutex_unlock(&lock);
  const enum sprt_status status =
      sprt_setup_convolution2d_nchw_f32(op, batch_size, input_height, input_width, input, output, threadpool);
  if (status != sprt_status_success) return status;
  pthread_mutex_lock(&lock);
  e = find(handle);
  struct entry* expand = NULL;
  struct entry* depthwise = NULL;
  if (e == NULL) {
    pthread_mutex_unlock(&lock);
    return status;
  }
  e->setup = (struct setup_record) {true, batch_size, input_height, input_width, input, output, threadpool};
  if (!find_block(e, &expand, &depthwise)) {
    pthread_mutex_unlock(&lock);
    return status;
  }
  // The parts as XNNPACK set them up (no expansion: none); the fused operator sets them up for itself.
  const struct setup_record parts[3] = {expand != NULL ? expand->setup : (struct setup_record) {false},
                                        depthwise->setup, e->setup};
  sprt_operator_t part_ops[3] = {expand != NULL ? expand->op : NULL, depthwise->op, e->op};
  const struct setup_record* first = expand != NULL ? &parts[0] : &parts[1];
  sprt_operator_t fused = e->fused;
  // The residual add, if any, is folded again at its own setup, after this one.
  if (fused != NULL && (e->fused_parts[0] != part_ops[0] || e->fused_parts[1] != depthwise->op || e->fused_adds)) {
    sprt_delete_operator(fused);
    fused = e->fused = NULL;
    e->fused_adds = false;
  }
  enum sprt_status fused_status = sprt_status_success;
  if (fused == NULL) {
    fused_status = sprt_create_inverted_bottleneck_nchw_f32(part_ops[0], part_ops[1], part_ops[2], 0, &fused);
  }
  const struct fused_setup args = {batch_size, first->input_height, first->input_width, first->input, output,
                                   expand != NULL ? parts[0].output : NULL, parts[1].output, threadpool};
  if (fused_status == sprt_status_success) {
    fused_status = setup_fused(fused, &args, NULL, 0);
  }
  if (fused_status == sprt_status_success) {
    e->fused_setup = args;
    e->runtime = runtime_in_setup;
    e->pass = pass_in_setup;
    e->fused = fused;
    e->fused_parts[0] = part_ops[0];
    e->fused_parts[1] = depthwise->op;
    e->fused_active = true;
    depthwise->folded_into = e->handle;
    if (expand != NULL) expand->folded_into = e->handle;
    pthread_mutex_unlock(&lock);
    return status;
  }
  // The parts as they were: each runs on its own.
  e->fused = fused;
  e->fused_parts[0] = part_ops[0];
  e->fused_parts[1] = depthwise->op;
  enum sprt_status restored = sprt_status_success;
  for (size_t i = 0; i < 3 && restored == sprt_status_success; i++) {
    if (part_ops[i] == NULL) continue;
    restored = sprt_setup_convolution2d_nchw_f32(part_ops[i], parts[i].batch_size, parts[i].input_height,
                                                 parts[i].input_width, parts[i].input, parts[i].output,
                                                 parts[i].threadpool);
  }
  pthread_mutex_unlock(&lock);
  sprt_log_info("sprt_xnnpack: the block ending at %p runs as separate operators: fusing it gave status %d",
                (void*) handle, (int) fused_status);
  return restored;
}

void sprt_xnnpack_setup_add(xnn_operator_t handle, const float* input1, const float* input2, float* output,
                            size_t elements) {
  pthread_mutex_lock(&lock);
  struct entry* add = find(handle);
  if (add == NULL || add->kind != sprt_xnnpack_handle_add) {
    pthread_mutex_unlock(&lock);
    return;
  }
  add->folded_into = 0;  // XNNPACK's add as just set up, until a block takes it
  // The block fused during this runtime's setup that writes one input and reads the other.
  struct entry* block = NULL;
  for (size_t i = 0; i < count && block == NULL; i++) {
    struct entry* e = &entries[i];
    const struct fused_setup* a = &e->fused_setup;
    struct sprt_operator_info info = {.size = sizeof(info)};
    if (fused_in_this_pass(e) && !e->fused_adds &&
        ((a->output == input1 && a->input == input2) || (a->output == input2 && a->input == input1)) &&
        sprt_get_operator_info(e->op, &info) == sprt_status_success &&
        elements == a->batch_size * info.output_channels * a->input_height * a->input_width) {
      block = e;
    }
  }
  if (block == NULL) {
    pthread_mutex_unlock(&lock);
    return;
  }
  sprt_operator_t adding = NULL;
  struct fused_setup args = block->fused_setup;
  args.output = output;
  // sprt's reason to refuse goes to the info line below, not to stderr as an error.
  char reason[256] = "";
  sprt_log_capture_errors(reason, sizeof(reason));
  enum sprt_status status = sprt_create_inverted_bottleneck_nchw_f32(
      block->fused_parts[0], block->fused_parts[1], block->op, SPRT_FLAG_ADD_BLOCK_INPUT, &adding);
  if (status == sprt_status_success) status = setup_fused(adding, &args, NULL, 0);
  sprt_log_capture_errors(NULL, 0);
  if (status == sprt_status_success) {
    sprt_delete_operator(block->fused);
    block->fused = adding;
    block->fused_setup = args;
    block->fused_adds = true;
    add->folded_into = block->handle;
  } else {
    sprt_delete_operator(adding);
    // Its failed setup set the parts up for it: the block's own operator again.
    if (setup_fused(block->fused, &block->fused_setup, NULL, 0) != sprt_status_success) unfuse(block);
  }
  const uintptr_t project = block->handle;
  pthread_mutex_unlock(&lock);
  if (status == sprt_status_success) {
    sprt_log_info("sprt_xnnpack: the block ending at %p adds its input in place of the add %p", (void*) project,
                  (void*) handle);
  } else {
    sprt_log_info("sprt_xnnpack: the add %p after the block ending at %p stays XNNPACK's: %s", (void*) handle,
                  (void*) project, reason);
  }
}

void sprt_xnnpack_begin_runtime_setup(const void* runtime) {
  pthread_mutex_lock(&lock);
  pass_in_setup = ++setup_passes;
  pthread_mutex_unlock(&lock);
  runtime_in_setup = runtime;
}

// The runtime's workspace entry, or NULL. Called with the lock held.
static struct runtime_workspace* find_workspace(const void* runtime) {
  for (size_t i = 0; i < num_workspaces; i++) {
    if (workspaces[i].runtime == runtime) return &workspaces[i];
  }
  return NULL;
}

void sprt_xnnpack_end_runtime_setup(const void* runtime, bool set_up) {
  runtime_in_setup = NULL;
  pass_in_setup = 0;
  if (!set_up) return;  // some blocks may still use the runtime's workspace: it stays
  pthread_mutex_lock(&lock);
  size_t bytes = 0;
  for (size_t i = 0; i < count; i++) {
    const struct entry* e = &entries[i];
    if (!fused_in(e, runtime)) continue;
    const struct fused_setup* a = &e->fused_setup;
    bool bands = false;
    size_t wanted = 0;
    if (sprt_inverted_bottleneck_runs_in_bands(e->fused, a->batch_size, a->input_height, a->input_width, SIZE_MAX,
                                               a->threadpool, &bands, &wanted) == sprt_status_success &&
        wanted > bytes) {
      bytes = wanted;
    }
  }
  // XNNPACK's setup just set every block of the runtime up again without a workspace: the old one is
  // free.
  struct runtime_workspace* w = find_workspace(runtime);
  if (w == NULL) {
    struct runtime_workspace* grown = realloc(workspaces, (num_workspaces + 1) * sizeof(struct runtime_workspace));
    if (grown == NULL) {
      sprt_log_info("sprt_xnnpack: out of memory for a workspace entry: the runtime's blocks keep their own");
      pthread_mutex_unlock(&lock);
      return;
    }
    workspaces = grown;
    w = &workspaces[num_workspaces++];
    *w = (struct runtime_workspace) {runtime, NULL, 0};
  }
  free(w->memory);
  w->memory = bytes != 0 ? aligned_alloc(64, (bytes + 63) / 64 * 64) : NULL;
  w->bytes = w->memory != NULL ? bytes : 0;
  if (bytes != 0 && w->memory == NULL) {
    sprt_log_info("sprt_xnnpack: no memory for a %zu-byte workspace: the runtime's blocks keep their own", bytes);
  }
  for (size_t i = 0; i < count && w->memory != NULL; i++) {
    const struct entry* e = &entries[i];
    if (!fused_in(e, runtime)) continue;
    enum sprt_status status = setup_fused(e->fused, &e->fused_setup, w->memory, w->bytes);
    if (status != sprt_status_success) {  // as it was set up a moment ago
      status = setup_fused(e->fused, &e->fused_setup, NULL, 0);
      sprt_log_info("sprt_xnnpack: the block ending at %p does not share its runtime's workspace (status %d)",
                    (void*) e->handle, (int) status);
    }
  }
  pthread_mutex_unlock(&lock);
}

void sprt_xnnpack_delete_runtime_workspace(const void* runtime) {
  pthread_mutex_lock(&lock);
  struct runtime_workspace* w = find_workspace(runtime);
  if (w != NULL) {
    free(w->memory);
    *w = workspaces[--num_workspaces];
    if (num_workspaces == 0) {
      free(workspaces);
      workspaces = NULL;
    }
  }
  pthread_mutex_unlock(&lock);
}

size_t sprt_xnnpack_count_operators(const char* kind) {
  size_t n = 0;
  pthread_mutex_lock(&lock);
  for (size_t i = 0; i < count; i++) {
    if (entries[i].kind == sprt_xnnpack_handle_add) {  // XNNPACK's, unless a block took it in
      n += kind != NULL && strcmp(kind, "residual add") == 0 && entries[i].folded_into != 0;
      continue;
    }
    if (kind == NULL || strcmp(kind, entries[i].kind_name) == 0) n++;
    if (entries[i].fused != NULL && entries[i].fused_active && kind != NULL &&
        strcmp(kind, "inverted bottleneck") == 0) {
      n++;
    }
  }
  pthread_mutex_unlock(&lock);
  return n;
}

enum sprt_status sprt_xnnpack_get_operator_info(xnn_operator_t op, struct sprt_operator_info* info) {
  pthread_mutex_lock(&lock);
  const struct entry* e = find(op);
  // Under the lock: a concurrent xnn_delete_operator cannot free the operator mid-read.
  const enum sprt_status status =
      e != NULL && e->op != NULL ? sprt_get_operator_info(e->op, info) : sprt_status_invalid_parameter;
  pthread_mutex_unlock(&lock);
  return status;
}
