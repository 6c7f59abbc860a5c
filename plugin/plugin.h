// Internals of libsprt_xnnpack.so: XNNPACK's functions it forwards to, its state and its table from
// XNNPACK handles to sprt operators.
#ifndef SPRT_PLUGIN_H_
#define SPRT_PLUGIN_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <sprt.h>
#include <xnnpack.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__x86_64__)
#define SPRT_XNNPACK_REWRITES_FOR_NCHW 1
#else
#define SPRT_XNNPACK_REWRITES_FOR_NCHW 0
#endif

// Not in xnnpack.h (src/xnnpack/subgraph.h at ae108ef), but exported by libXNNPACK.so, which calls
// both through its PLT: xnn_create_runtime_v2 -> xnn_subgraph_optimize -> (ARM and pre-AVX x86,
// with XNN_FLAG_HINT_SPARSE_INFERENCE) xnn_subgraph_rewrite_for_nchw.
enum xnn_status xnn_subgraph_optimize(xnn_subgraph_t subgraph, uint32_t flags);
void xnn_subgraph_rewrite_for_nchw(xnn_subgraph_t subgraph);

// Every XNNPACK function the plugin needs: X(field, name). The types come from the declarations
// above and in xnnpack.h, so the interposers cannot drift from them.
#define SPRT_XNNPACK_COMMON_FUNCTIONS(X)                                    \
  X(create_convolution, xnn_create_convolution2d_nchw_f32)                 \
  X(setup_convolution, xnn_setup_convolution2d_nchw_f32)                   \
  X(create_pooling, xnn_create_global_average_pooling_ncw_f32)            \
  X(setup_pooling, xnn_setup_global_average_pooling_ncw_f32)              \
  X(run_operator, xnn_run_operator)                                        \
  X(delete_operator, xnn_delete_operator)
#if SPRT_XNNPACK_REWRITES_FOR_NCHW
#define SPRT_XNNPACK_FUNCTIONS(X)    \
  SPRT_XNNPACK_COMMON_FUNCTIONS(X)   \
  X(subgraph_optimize, xnn_subgraph_optimize) \
  X(rewrite_for_nchw, xnn_subgraph_rewrite_for_nchw)
#else
#define SPRT_XNNPACK_FUNCTIONS(X) SPRT_XNNPACK_COMMON_FUNCTIONS(X)
#endif

struct sprt_xnnpack_functions {
#define SPRT_XNNPACK_FIELD(field, name) __typeof__(&name) field;
  SPRT_XNNPACK_FUNCTIONS(SPRT_XNNPACK_FIELD)
#undef SPRT_XNNPACK_FIELD
};

struct sprt_xnnpack_state {
  struct sprt_xnnpack_functions xnn;  // XNNPACK's own functions; NULL where it lacks one
  bool active;                        // layers go to sprt
};

// Finds XNNPACK's functions with `lookup` and decides whether the plugin takes layers: `setting` (the
// value of SPRT_XNNPACK, NULL when unset) is not "0", every function is there, and sprt initializes.
// Logs the decision: one error line when a function is missing, info lines otherwise.
void sprt_xnnpack_init_state(struct sprt_xnnpack_state* state, void* (*lookup)(const char* name),
                             const char* setting);

// The process's state, initialized at the first call (lookup: dlsym(RTLD_NEXT), SPRT_XNNPACK).
const struct sprt_xnnpack_state* sprt_xnnpack_state(void);

// Whether this thread's calls may go to sprt: the plugin is active and the thread not bypassed.
bool sprt_xnnpack_takes_calls(const struct sprt_xnnpack_state* state);

#if SPRT_XNNPACK_REWRITES_FOR_NCHW
// Runs XNNPACK's NCHW rewrite on an optimized subgraph, and undoes it when it leaves a node XNNPACK
// cannot run (nchw-rewrite.c). Logs what happened.
void sprt_xnnpack_rewrite_for_nchw(const struct sprt_xnnpack_state* state, xnn_subgraph_t subgraph);
#endif

// What an XNNPACK handle stands for; setup calls of the other kind go to XNNPACK, which rejects them.
enum sprt_xnnpack_handle_kind {
  sprt_xnnpack_handle_convolution,
  sprt_xnnpack_handle_pooling,
};

// The table from handles given to XNNPACK's callers to the sprt operators behind them. Thread-safe.
// Inserting fails only when out of memory; kind_name is the operator's sprt_operator_info.kind.
bool sprt_xnnpack_table_insert(xnn_operator_t handle, sprt_operator_t op, enum sprt_xnnpack_handle_kind kind,
                               const char* kind_name);
// The operator behind `handle` if it is of `kind`, else NULL.
sprt_operator_t sprt_xnnpack_table_find(xnn_operator_t handle, enum sprt_xnnpack_handle_kind kind);
// The operator behind `handle` of any kind, else NULL.
sprt_operator_t sprt_xnnpack_table_find_any(xnn_operator_t handle);
// Removes `handle` and returns its operator (NULL when absent).
sprt_operator_t sprt_xnnpack_table_remove(xnn_operator_t handle);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // SPRT_PLUGIN_H_
