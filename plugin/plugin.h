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
#define SPRT_XNNPACK_FUNCTIONS(X)                  \
  SPRT_XNNPACK_COMMON_FUNCTIONS(X)                 \
  X(subgraph_optimize, xnn_subgraph_optimize)      \
  X(rewrite_for_nchw, xnn_subgraph_rewrite_for_nchw) \
  X(setup_runtime, xnn_setup_runtime)              \
  X(delete_runtime, xnn_delete_runtime)            \
  X(create_add, xnn_create_add_nd_f32)             \
  X(setup_add, xnn_setup_add_nd_f32)
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
  // x86: an XNNPACK add without a clamp, which XNNPACK runs (no sprt operator) unless a fused block
  // takes it in.
  sprt_xnnpack_handle_add,
};

// The table from handles given to XNNPACK's callers to the sprt operators behind them. Thread-safe.
// Inserting fails only when out of memory; kind_name is the operator's sprt_operator_info.kind ("add"
// for an add, whose op is NULL); kernel: the weights of a convolution's create call (NULL for
// poolings and adds), which name its node.
bool sprt_xnnpack_table_insert(xnn_operator_t handle, sprt_operator_t op, enum sprt_xnnpack_handle_kind kind,
                               const char* kind_name, const void* kernel);
// The operator behind `handle` if it is of `kind`, else NULL.
sprt_operator_t sprt_xnnpack_table_find(xnn_operator_t handle, enum sprt_xnnpack_handle_kind kind);
// The operator behind `handle` of any kind, else NULL.
sprt_operator_t sprt_xnnpack_table_find_any(xnn_operator_t handle);
// Removes `handle` and returns its operator (NULL when absent). A fused block it was part of goes
// with it (its other layers run on their own again).
sprt_operator_t sprt_xnnpack_table_remove(xnn_operator_t handle);

// Inverted residual blocks. x86: after XNNPACK optimized and rewrote a subgraph, the plugin notes
// each expansion -> depthwise -> projection chain whose two intermediate tensors have no other
// reader and are not external (nchw-rewrite.c), and each depthwise -> projection pair of that kind
// whose depthwise node reads no such expansion, by the weights of the nodes: the weights pointers
// XNNPACK's runtime passes to xnn_create_convolution2d_nchw_f32 for them.
struct sprt_xnnpack_block {
  const void* expand_kernel;  // NULL: a block without expansion
  const void* depthwise_kernel;
  const void* project_kernel;
};
// Replaces the blocks noted from the last subgraph (copied). False when out of memory (none noted).
bool sprt_xnnpack_set_blocks(const struct sprt_xnnpack_block* blocks, size_t count);

// A runtime's blocks share one workspace (sprt_setup_inverted_bottleneck_nchw_f32), as sprt's own
// plan's do: a runtime runs its operators one at a time, and two runtimes may run at once, so each
// has its own. xnn_setup_runtime's interposer brackets XNNPACK's setup with these: the blocks fused
// during it are noted as the runtime's, and at its end they are set up again over a workspace of the
// bytes the largest asks (the runtime's previous workspace, which none of them uses any more, is
// freed). xnn_delete_runtime's frees the runtime's workspace after XNNPACK deleted its operators.
void sprt_xnnpack_begin_runtime_setup(const void* runtime);
void sprt_xnnpack_end_runtime_setup(const void* runtime, bool set_up);
void sprt_xnnpack_delete_runtime_workspace(const void* runtime);

// A convolution handle's setup: ends the fusion of a block it belongs to, sets up its operator and,
// when it is the projection of a noted block whose expansion (if any) and depthwise layer were just
// set up to hand it their outputs (the runtime sets up its nodes in order), sets them up as one
// sprt_create_inverted_bottleneck_nchw_f32 (through the runtime's intermediate buffers: in bands
// where those allow, else apart). Where that fails the three run on their own, as set up.
enum sprt_status sprt_xnnpack_setup_convolution(xnn_operator_t handle, sprt_operator_t op, size_t batch_size,
                                                size_t input_height, size_t input_width, const float* input,
                                                float* output, pthreadpool_t threadpool);

// An add handle's setup, after XNNPACK's own succeeded: where a block fused earlier in the same
// xnn_setup_runtime call writes one of the add's inputs and reads the other (the residual connection,
// as many elements), the block is set up again to add its input itself into the add's output
// (SPRT_FLAG_ADD_BLOCK_INPUT) and the add runs nothing, as sprt's own plan folds it. Anything else,
// or a block that refuses (run apart, the add's output over its depthwise buffer and no room for the
// projection in its expanded buffer), leaves the add to XNNPACK.
void sprt_xnnpack_setup_add(xnn_operator_t handle, const float* input1, const float* input2, float* output,
                            size_t elements);

// What xnn_run_operator does with a handle of the table: run `op` (a fused block's operator in its
// projection's place), or nothing (a layer folded into a fused block, which its projection runs:
// the runtime runs its nodes in order, the block's three in a row).
struct sprt_xnnpack_run {
  sprt_operator_t op;  // NULL: XNNPACK runs it (not in the table, or an add)
  bool folded;
};
struct sprt_xnnpack_run sprt_xnnpack_table_run(xnn_operator_t handle);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // SPRT_PLUGIN_H_
