// Per-layer choice of mapping table and pixel tile: an analytic cost model over the work a packing
// implies, with machine constants fitted per ISA (tools/fit_spmm_costs.py -> tools/spmm_costs.json
// -> src/packing/gen/spmm-costs.c), and the choices made with it.
//
// A kernel makes one pass over a panel per pixel tile. With v vectors in the pass (the last tile
// of a row may have fewer) the model charges
//   per column visit:  c0 + c1 v   (the index, the address, v input-row loads)
//   per stored value:  c2 + c3 v   (a broadcast, v FMAs; explicit zeros included)
//   per panel:         c4 + c5 Ti v (bias, clamp, Ti x v stores)
//   per pattern loop:  c6           (a count, a loop entry and exit: K per panel)
// Visits and values come from the layer's pattern histogram and the table's covers, so every table
// is costed without packing it. A layer cut into input-channel chunks passes over every panel once
// per chunk and pixel tile: the panel and loop terms count each chunk.
#ifndef SPRT_PACKING_SELECT_H_
#define SPRT_PACKING_SELECT_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "isa.h"
#include "packing/csr.h"
#include "packing/mapping.h"
#include "registry.h"

#define SPRT_COST_FEATURES 7

// A setup repacks for another mapping table only when the cost model predicts at least this gain:
// the model's relative error between tables of one layer is about this size.
#define SPRT_REPACK_MIN_GAIN_PERCENT 5

// The work of one pass over every panel: what the packing would store.
struct sprt_spmm_work {
  double visits;  // (panel, column) pairs times the kernel patterns covering each
  double values;  // nonzeros plus explicit zeros
  double panels;
  double loops;   // panels times the table's kernel patterns
};

struct sprt_spmm_cost_model {
  enum sprt_isa isa;
  double ns[SPRT_COST_FEATURES];  // c0..c6 above, nanoseconds
};

// Fitted models (generated); ISAs without one (no hardware to fit on) keep the fixed rule.
extern const struct sprt_spmm_cost_model sprt_spmm_cost_models[];
extern const size_t sprt_spmm_cost_model_count;

// The model of the `datatype` kernels of `isa`, or NULL. The f16 kernels have no fit of their own:
// they borrow the f32 model of their register file (avx512fp16: avx512f's), with their own lanes
// per vector (sprt_isa_lanes): per visit, value and panel the same code with other loads.
const struct sprt_spmm_cost_model* sprt_spmm_cost_model_for(enum sprt_datatype datatype, enum sprt_isa isa);

// The work of tables[0..count) (Ti 4 or 8) on csr, from one pass over its nonzeros that histograms
// the column patterns of 8-row panels (and so of 4-row ones). panel_stride > 1 samples every
// panel_stride-th 8-row panel and scales visits and values up (1: exact). Returns false when out of
// memory.
bool sprt_measure_spmm_work(const struct sprt_csr* csr, const struct sprt_mapping_table* const* tables, size_t count,
                            size_t panel_stride, struct sprt_spmm_work* work);

// Features of one kernel call over `pixels` (every pixel tile's pass summed): the model's time is
// their dot product with its coefficients. Benchmarks report them for the fit.
void sprt_spmm_cost_features(const struct sprt_spmm_work* work, uint32_t tile_rows, uint32_t tile_pixels,
                             uint32_t lanes, size_t pixels, double features[SPRT_COST_FEATURES]);

// Predicted nanoseconds of one call over `pixels` of a kernel with `lanes` per vector.
double sprt_spmm_predict_ns(const struct sprt_spmm_cost_model* model, const struct sprt_spmm_work* work,
                            uint32_t tile_rows, uint32_t tile_pixels, uint32_t lanes, size_t pixels);

// What every table costs on one layer's weights, in the caller's channel order (reordering, which
// comes after, changes the work of every table alike). Plain data: copied by assignment.
struct sprt_table_costs {
  enum sprt_datatype datatype;               // the kernels': f32 or f16
  enum sprt_isa isa;
  const struct sprt_spmm_cost_model* model;  // NULL: no model, the fixed rule
  bool usable[SPRT_MAPPING_TABLE_COUNT];     // the ISA has kernels for the table (and it was costed)
  struct sprt_spmm_work work[SPRT_MAPPING_TABLE_COUNT];
  size_t chunks;                             // input-channel chunks the packing will cut (0 counts as 1)
};

// Costs every table the ISA has `datatype` kernels for (none without a model). Returns false when
// out of memory.
bool sprt_cost_tables(const struct sprt_csr* weights, enum sprt_datatype datatype, enum sprt_isa isa,
                      const struct sprt_spmm_cost_model* model, struct sprt_table_costs* costs);

// The table to pack at creation, when the pixel count is not known yet: the cheapest per pixel with
// full tiles; without a model, the fixed rule (ti4_identity).
const struct sprt_mapping_table* sprt_choose_table(const struct sprt_table_costs* costs);

struct sprt_kernel_choice {
  const struct sprt_spmm_ukernel* ukernel;  // its table may differ from the packed one: repack
  double predicted_ns;                      // one image; 0 without a model
};

// The kernel for `pixels` per image: the cheapest tile of the packed table by the model (the widest
// without one). With `may_change_table`, another table's kernel instead when the model predicts it at
// least SPRT_REPACK_MIN_GAIN_PERCENT cheaper.
struct sprt_kernel_choice sprt_choose_kernel(const struct sprt_table_costs* costs,
                                             const struct sprt_mapping_table* packed_table, size_t pixels,
                                             bool may_change_table);

// The model's nanoseconds for `ukernel` over all panels on `pixels` pixels of one image (every chunk
// a pass); 0 without a model or costs for its table.
double sprt_predict_kernel_ns(const struct sprt_table_costs* costs, const struct sprt_spmm_ukernel* ukernel,
                              size_t pixels);

// The work threads split panels by: panel_work[p] = predicted work of panels [0, p) for a pass of
// `ukernel` over `pixels`, from the prefix sums of column visits and stored values (input-row loads
// dominate sparse panels, so values alone would misjudge them). Returns the work of a panel itself
// (bias, clamp, stores, pattern loops), in the same unit (relative: the dearest of a visit, a value
// and a panel weighs 1000; without a model a visit weighs as much as a value, and a panel as 4 Ti
// values).
size_t sprt_predict_panel_work(const struct sprt_table_costs* costs, const struct sprt_spmm_ukernel* ukernel,
                               size_t pixels, const size_t* panel_visits, const size_t* panel_values,
                               size_t num_panels, size_t* panel_work);

#endif  // SPRT_PACKING_SELECT_H_
