// x86: XNN_FLAG_HINT_SPARSE_INFERENCE turns on XNNPACK's NCHW rewrite, which XNNPACK itself runs only
// on ARM and x86 without AVX. At ae108ef that rewrite can leave a chain of NCHW-capable layers that
// starts at a stem but ends at a layer outside its rules (not at a pooling) half converted: a node
// with an NCHW input and an NHWC output, which XNNPACK cannot create (Debian's build asserts; ARM
// hits this without the plugin). The plugin must never break a graph XNNPACK runs on x86, so it
// checks the rewritten subgraph and, on such a node, puts every value back to NHWC: the graph then
// runs dense, as XNNPACK runs it on x86.
#include <inttypes.h>
#include <stdbool.h>
#include <stdlib.h>

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

// An NCHW 1x1 convolution node (stride 1, no padding, one group).
static bool is_pointwise(const struct sprt_xnn_subgraph* s, const struct sprt_xnn_node* node) {
  if (node->type != sprt_xnn_node_type_convolution_2d || node->num_inputs < 2 || node->num_outputs != 1) return false;
  const __typeof__(node->params.convolution_2d)* c = &node->params.convolution_2d;
  return c->kernel_height == 1 && c->kernel_width == 1 && c->subsampling_height == 1 && c->subsampling_width == 1 &&
         c->groups == 1 && (c->input_padding_top | c->input_padding_right | c->input_padding_bottom |
                            c->input_padding_left) == 0 &&
         s->values[node->outputs[0]].layout == sprt_xnn_layout_type_nchw;
}

// An NCHW depthwise convolution node, as the depthwise type or as a convolution of one channel per group.
static bool is_depthwise(const struct sprt_xnn_subgraph* s, const struct sprt_xnn_node* node) {
  if (node->num_inputs < 2 || node->num_outputs != 1 ||
      s->values[node->outputs[0]].layout != sprt_xnn_layout_type_nchw) {
    return false;
  }
  if (node->type == sprt_xnn_node_type_depthwise_convolution_2d) {
    return node->params.depthwise_convolution_2d.depth_multiplier == 1;
  }
  const __typeof__(node->params.convolution_2d)* c = &node->params.convolution_2d;
  return node->type == sprt_xnn_node_type_convolution_2d && c->groups > 1 && c->group_input_channels == 1 &&
         c->group_output_channels == 1;
}

// The node that alone reads value `id`, an internal tensor, or NULL.
static const struct sprt_xnn_node* only_reader(const struct sprt_xnn_subgraph* s, uint32_t id) {
  const struct sprt_xnn_value* v = &s->values[id];
  if (v->num_consumers != 1 || (v->flags & (XNN_VALUE_FLAG_EXTERNAL_INPUT | XNN_VALUE_FLAG_EXTERNAL_OUTPUT)) != 0 ||
      v->first_consumer >= s->num_nodes) {
    return NULL;
  }
  const struct sprt_xnn_node* reader = &s->nodes[v->first_consumer];
  return reader->type != sprt_xnn_node_type_invalid && reader->inputs[0] == id ? reader : NULL;
}

// A 1x1 node to more channels (widens) or to fewer (narrows).
static bool is_pointwise_to(const struct sprt_xnn_subgraph* s, const struct sprt_xnn_node* node, bool widens) {
  if (!is_pointwise(s, node)) return false;
  const size_t in = node->params.convolution_2d.group_input_channels;
  const size_t out = node->params.convolution_2d.group_output_channels;
  return widens ? out > in : out < in;
}

// The projection after depthwise node `depthwise` (a 1x1 node to fewer channels, the only reader of
// its output), or NULL.
static const struct sprt_xnn_node* projection_after(const struct sprt_xnn_subgraph* s,
                                                    const struct sprt_xnn_node* depthwise) {
  if (depthwise == NULL || !is_depthwise(s, depthwise)) return NULL;
  const struct sprt_xnn_node* project = only_reader(s, depthwise->outputs[0]);
  return project != NULL && is_pointwise_to(s, project, false) ? project : NULL;
}

// Notes the inverted residual blocks of a rewritten subgraph (plugin.h): an expansion (a 1x1 node
// to more channels), a depthwise node and a projection (a 1x1 node to fewer channels), in NCHW,
// whose two intermediate tensors nothing else reads; and a depthwise node and projection of that
// kind whose input is not such an expansion's (MobileNetV2's first block). As sprt's own plan fuses
// them (models/: its "expand", "dw" and "project" layers); MobileNetV1's 1x1 -> depthwise -> 1x1
// chains widen at both ends and stay apart, and no node can be in two blocks.
static void note_blocks(const struct sprt_xnn_subgraph* s) {
  struct sprt_xnnpack_block* found = NULL;
  size_t n = 0;
  for (uint32_t d = 0; d < s->num_nodes; d++) {
    const struct sprt_xnn_node* depthwise = &s->nodes[d];
    const struct sprt_xnn_node* project = projection_after(s, depthwise);
    if (project == NULL) continue;
    // The expansion: the node that writes the depthwise node's input, if the depthwise node reads it alone.
    const struct sprt_xnn_node* expand = NULL;
    for (uint32_t e = 0; e < s->num_nodes && expand == NULL; e++) {
      const struct sprt_xnn_node* node = &s->nodes[e];
      if (is_pointwise_to(s, node, true) && node->outputs[0] == depthwise->inputs[0] &&
          only_reader(s, node->outputs[0]) == depthwise) {
        expand = node;
      }
    }
    struct sprt_xnnpack_block* grown = realloc(found, (n + 1) * sizeof(struct sprt_xnnpack_block));
    if (grown == NULL) break;
    found = grown;
    found[n++] = (struct sprt_xnnpack_block) {expand != NULL ? s->values[expand->inputs[1]].data : NULL,
                                              s->values[depthwise->inputs[1]].data,
                                              s->values[project->inputs[1]].data};
  }
  if (sprt_xnnpack_set_blocks(found, n) && n != 0) {
    sprt_log_info("sprt_xnnpack: %zu inverted residual blocks ([expansion,] depthwise, projection) may run fused", n);
  }
  free(found);
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
  sprt_xnnpack_set_blocks(NULL, 0);
  if (mixed != UINT32_MAX) {
    for (uint32_t i = 0; i < s->num_values; i++) s->values[i].layout = sprt_xnn_layout_type_nhwc;
    sprt_log_info("sprt_xnnpack: XNNPACK's NCHW rewrite left node #%" PRIu32 " with NCHW and NHWC tensors, which it "
                  "cannot run (an NCHW chain ending at a layer outside its rules): left dense", mixed);
  } else if (nchw_values != 0) {
    sprt_log_info("sprt_xnnpack: XNN_FLAG_HINT_SPARSE_INFERENCE: XNNPACK rewrote the subgraph for NCHW (%zu values)",
                  nchw_values);
    note_blocks(s);
  } else {
    sprt_log_info("sprt_xnnpack: XNN_FLAG_HINT_SPARSE_INFERENCE: XNNPACK found no region to rewrite for NCHW (it "
                  "needs a stem to a global average pooling, over 2/3 of the 1x1 weights zero)");
  }
}

#endif  // SPRT_XNNPACK_REWRITES_FOR_NCHW
