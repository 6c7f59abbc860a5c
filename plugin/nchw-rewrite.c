// x86: XNN_FLAG_HINT_SPARSE_INFERENCE turns on XNNPACK's NCHW rewrite, which XNNPACK itself runs only
// on ARM and x86 without AVX. At ae108ef that rewrite can leave a chain of NCHW-capable layers that
// starts at a stem but ends at a layer outside its rules (not at a pooling) half converted: a node
// with an NCHW input and an NHWC output, which XNNPACK cannot create (Debian's build asserts; ARM
// hits this without the plugin). The plugin must never break a graph XNNPACK runs on x86, so it
// checks the rewritten subgraph and, on such a node, puts every value back to NHWC: the graph then
// runs dense, as XNNPACK runs it on x86.
#include <inttypes.h>
#include <stdbool.h>

#include "common.h"
#include "plugin.h"
#include "xnnpack-subgraph.h"

#if SPRT_XNNPACK_REWRITES_FOR_NCHW

// The subgraph has ae108ef's layout (xnnpack-subgraph.h), as far as it can be told: every live value
// and node carries its own index as id (XNNPACK numbers them so), references stay in range, and no
// value is NCHW yet (XNNPACK does not rewrite on AVX CPUs).
static bool has_known_layout(const struct sprt_xnn_subgraph* s) {
  if (s->num_values < s->external_value_ids || (s->num_values != 0 && s->values == NULL) ||
      (s->num_nodes != 0 && s->nodes == NULL)) {
    return false;
  }
  for (uint32_t i = 0; i < s->num_values; i++) {
    const struct sprt_xnn_value* v = &s->values[i];
    if (v->type == sprt_xnn_value_type_invalid) continue;  // removed by the optimizer (zeroed)
    if (v->id != i || v->type != sprt_xnn_value_type_dense_tensor || v->layout != sprt_xnn_layout_type_nhwc) {
      return false;
    }
  }
  for (uint32_t n = 0; n < s->num_nodes; n++) {
    const struct sprt_xnn_node* node = &s->nodes[n];
    if (node->type == sprt_xnn_node_type_invalid) continue;  // fused away (zeroed)
    if (node->id != n || (uint32_t) node->type > (uint32_t) sprt_xnn_node_type_unpooling_2d ||
        node->num_inputs > SPRT_XNN_MAX_INPUTS || node->num_outputs > SPRT_XNN_MAX_OUTPUTS) {
      return false;
    }
    for (uint32_t i = 0; i < node->num_inputs; i++) {
      if (node->inputs[i] >= s->num_values) return false;
    }
    for (uint32_t o = 0; o < node->num_outputs; o++) {
      if (node->outputs[o] >= s->num_values) return false;
    }
  }
  return true;
}

// Layout of a node's tensors (static inputs have none); -1 when they disagree, 0 with none.
static int layout_of(const struct sprt_xnn_subgraph* s, const uint32_t* ids, uint32_t count) {
  int layout = 0;
  for (uint32_t i = 0; i < count; i++) {
    const struct sprt_xnn_value* v = &s->values[ids[i]];
    if (v->data != NULL) continue;
    const int l = v->layout == sprt_xnn_layout_type_nchw ? 2 : 1;
    if (layout != 0 && layout != l) return -1;
    layout = l;
  }
  return layout;
}

// The first node XNNPACK cannot create with the layouts the rewrite left, or UINT32_MAX. Allowed:
// one layout throughout, NHWC in and NCHW out for the stem (a convolution), NCHW in and NHWC out for
// the region's end (global average pooling, depth to space).
static uint32_t find_mixed_node(const struct sprt_xnn_subgraph* s) {
  for (uint32_t n = 0; n < s->num_nodes; n++) {
    const struct sprt_xnn_node* node = &s->nodes[n];
    if (node->type == sprt_xnn_node_type_invalid) continue;
    const int in = layout_of(s, node->inputs, node->num_inputs);
    const int out = layout_of(s, node->outputs, node->num_outputs);
    if (in < 0 || out < 0) return n;
    const bool nchw_in = in == 2, nchw_out = out == 2;
    if (nchw_in == nchw_out) continue;
    if (!nchw_in && node->type == sprt_xnn_node_type_convolution_2d) continue;
    if (nchw_in && (node->type == sprt_xnn_node_type_global_average_pooling_2d ||
                    node->type == sprt_xnn_node_type_depth_to_space)) {
      continue;
    }
    return n;
  }
  return UINT32_MAX;
}

void sprt_xnnpack_rewrite_for_nchw(const struct sprt_xnnpack_state* state, xnn_subgraph_t subgraph) {
  struct sprt_xnn_subgraph* s = (struct sprt_xnn_subgraph*) subgraph;
  if (!has_known_layout(s)) {
    sprt_log_info("sprt_xnnpack: the subgraph does not have the layout of XNNPACK ae108ef: left dense");
    return;
  }
  state->xnn.rewrite_for_nchw(subgraph);
  size_t nchw_values = 0;
  for (uint32_t i = 0; i < s->num_values; i++) {
    nchw_values += s->values[i].type != sprt_xnn_value_type_invalid && s->values[i].layout == sprt_xnn_layout_type_nchw;
  }
  const uint32_t mixed = find_mixed_node(s);
  if (mixed != UINT32_MAX) {
    for (uint32_t i = 0; i < s->num_values; i++) s->values[i].layout = sprt_xnn_layout_type_nhwc;
    sprt_log_info("sprt_xnnpack: XNNPACK's NCHW rewrite left node #%" PRIu32 " with NCHW and NHWC tensors, which it "
                  "cannot run (an NCHW chain ending at a layer outside its rules): left dense", mixed);
  } else if (nchw_values != 0) {
    sprt_log_info("sprt_xnnpack: XNN_FLAG_HINT_SPARSE_INFERENCE: XNNPACK rewrote the subgraph for NCHW (%zu values)",
                  nchw_values);
  } else {
    sprt_log_info("sprt_xnnpack: XNN_FLAG_HINT_SPARSE_INFERENCE: XNNPACK found no region to rewrite for NCHW (it "
                  "needs a stem to a global average pooling, over 2/3 of the 1x1 weights zero)");
  }
}

#endif  // SPRT_XNNPACK_REWRITES_FOR_NCHW
