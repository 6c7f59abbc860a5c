// sprt_get_operator_info: what an operator chose and what its packed weights cost.
#include <stddef.h>
#include <string.h>

#include <sprt.h>

#include "common.h"
#include "operator.h"

// The struct as first released with a size field ends with repacked_at_setup: callers pass at least
// that much. Fields added later are filled only when the caller's size covers them.
#define MIN_INFO_SIZE (offsetof(struct sprt_operator_info, repacked_at_setup) + sizeof(bool))
// No version of the struct reaches this; a larger size is garbage (a caller that never set it), and
// zeroing up to it would write past the caller's struct.
#define MAX_INFO_SIZE 4096

static void describe(const struct sprt_operator* op, struct sprt_operator_info* info) {
  info->kind = sprt_operator_kind_name(op);
  info->datatype = sprt_datatype_name(op->datatype);
  info->isa = sprt_isa_name(op->isa);
  info->input_channels = op->input_channels;
  info->output_channels = op->output_channels;
  if (!sprt_is_spmm_operator(op)) {
    // Operators without sparse weights: their kernel, nothing of a packing.
    info->ukernel = op->ukernel_name;
    if (op->type == sprt_operator_type_inverted_bottleneck_nchw_f32 && op->state == sprt_run_state_ready) {
      const struct sprt_inverted_bottleneck_context* ctx = &op->context.inverted_bottleneck;
      info->schedule = !ctx->apart                  ? "bands"
                       : !ctx->expand_depthwise     ? "apart"
                       : !ctx->depthwise_rows_aligned ? "apart, depthwise in the expansion's units"
                                                      : "apart, depthwise in the expansion's units, aligned rows";
    }
    return;
  }
  const struct sprt_packing* packing = &op->packing;
  info->ukernel = op->ukernel->name;
  info->mapping_table = packing->table->name;
  info->tile_rows = packing->table->tile_rows;
  info->tile_pixels = op->ukernel->tile_pixels;
  info->kernel_patterns = packing->table->num_kernel_patterns;
  info->index_bytes = sizeof(uint16_t);
  // How the channels are cut; chunks without weights are not stored.
  info->input_channel_chunks = sprt_divide_round_up(op->input_channels, packing->chunk_channels);
  info->chunk_input_channels = packing->chunk_channels;
  for (size_t c = 0; c < packing->num_chunks; c++) {
    const struct sprt_packed_panels* chunk = &packing->chunks[c];
    info->nonzeros += chunk->nonzeros;
    info->explicit_zeros += chunk->explicit_zeros;
    // Panel offsets let threads start mid-matrix, as CSR's row offsets do: counted as weights.
    info->packed_weight_bytes += chunk->data_bytes + (chunk->num_panels + 1) * sizeof(chunk->panel_offsets[0]);
  }
  // Indices and values (halves for f16), and row offsets.
  info->csr_bytes = (4 + sprt_datatype_bytes(op->datatype)) * info->nonzeros + 4 * op->output_channels;
  info->packing_seconds = op->packing_seconds;
  info->output_channels_reordered = packing->reordered;
  info->panel_columns = packing->panel_columns;
  info->panel_columns_in_channel_order = packing->panel_columns_in_order;
  info->input_realigned = op->realign_input;
  info->selection = op->selection;
  info->selection_seconds = packing->selection_seconds;
  info->predicted_seconds = 1.0e-9 * op->predicted_ns;
  info->repacked_at_setup = op->repacked;
  if (op->state == sprt_run_state_ready) {
    info->pixel_blocks = op->context.spmm.pixel_blocks;
    info->panel_groups = op->panel_groups;
    info->input_copy_shared = op->context.spmm.copy_channels != 0;
    info->output_staged = op->context.spmm.stage != NULL;
  }
}

enum sprt_status sprt_get_operator_info(sprt_operator_t op, struct sprt_operator_info* info) {
  const enum sprt_status status = sprt_check_initialized("sprt_get_operator_info");
  if (status != sprt_status_success) return status;
  if (op == NULL || info == NULL) {
    sprt_log_error("sprt_get_operator_info: %s is NULL", op == NULL ? "operator" : "info");
    return sprt_status_invalid_parameter;
  }
  const size_t size = info->size;
  if (size < MIN_INFO_SIZE || size > MAX_INFO_SIZE) {
    sprt_log_error("sprt_get_operator_info: invalid info->size %zu: must be from %zu to %d (set it to "
                   "sizeof(struct sprt_operator_info))", size, (size_t) MIN_INFO_SIZE, MAX_INFO_SIZE);
    return sprt_status_invalid_parameter;
  }
  struct sprt_operator_info full;
  memset(&full, 0, sizeof(full));
  describe(op, &full);
  full.size = size;
  // A caller built against a newer header gets zeros in the fields this library does not know.
  memcpy(info, &full, sprt_min_size(size, sizeof(full)));
  if (size > sizeof(full)) memset((char*) info + sizeof(full), 0, size - sizeof(full));
  return sprt_status_success;
}
