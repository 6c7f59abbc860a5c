// libsprt_xnnpack.so: sprt's NCHW operators behind XNNPACK's API.
//
// Loaded ahead of libXNNPACK.so (LD_PRELOAD, or linked before it), the plugin defines XNNPACK's NCHW
// convolution and NCW global average pooling entry points, xnn_run_operator, xnn_delete_operator
// and (x86) xnn_subgraph_optimize. Every layer sprt supports on this CPU runs on sprt; everything
// else goes to XNNPACK's own functions (dlsym(RTLD_NEXT)) unchanged. An application needs nothing
// from this header: the functions below are for tests, benchmarks and tools. See docs/plugin.md.
#ifndef SPRT_XNNPACK_H_
#define SPRT_XNNPACK_H_

#include <stdbool.h>
#include <stddef.h>

#include <sprt.h>
#include <xnnpack.h>

#ifdef __cplusplus
extern "C" {
#endif

// Whether the plugin takes layers in this process: SPRT_XNNPACK is not "0", the XNNPACK it found has
// every function it needs, and sprt initialized. Decided once, at the first call into the plugin.
bool sprt_xnnpack_active(void);

// Live XNNPACK operators that run on sprt, of one kind (sprt_operator_info.kind: "sparse 1x1
// convolution", "depthwise convolution", "NHWC-input convolution", "global average pooling"), or of
// every kind with NULL; "inverted bottleneck": the blocks of three of them that run fused (their
// operators count as their own kinds too); "residual add": XNNPACK adds that such a block runs in
// its place (x86).
size_t sprt_xnnpack_count_operators(const char* kind);

// The sprt operator behind an XNNPACK operator (info->size set as for sprt_get_operator_info);
// sprt_status_invalid_parameter when XNNPACK runs it itself.
enum sprt_status sprt_xnnpack_get_operator_info(xnn_operator_t op, struct sprt_operator_info* info);

// While set, this thread's XNNPACK calls go to XNNPACK unchanged: the operators and runtimes it
// creates are XNNPACK's own (comparisons with and without the plugin in one process). Operators
// created before keep running where they were created.
void sprt_xnnpack_bypass_thread(bool bypass);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // SPRT_XNNPACK_H_
