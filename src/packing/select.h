// Per-layer choice of mapping table and pixel tile: an analytic cost model over the work a packing
// implies, with machine constants fitted per ISA (tools/fit_spmm_costs.py -> tools/spmm_costs.json
// -> src/packing/gen/spmm-costs.c).
//
// A kernel makes one pass over a panel per pixel tile. With v vectors in the pass (the last tile
// of a row may have fewer) the model charges
//   per column visit:  c0 + c1 v   (the index, the address, v input-row loads)
//   per stored value:  c2 + c3 v   (a broadcast, v FMAs; explicit zeros included)
//   per panel:         c4 + c5 Ti v (bias, clamp, Ti x v stores)
//   per pattern loop:  c6           (a count, a loop entry and exit: K per panel)
// Visits and values come from the layer's pattern histogram and the table's covers, so every table
// is costed without packing it.
#ifndef SPRT_PACKING_SELECT_H_
#define SPRT_PACKING_SELECT_H_

#include <stddef.h>
#include <stdint.h>

#include "init.h"
#include "packing/mapping.h"
#include "packing/pack.h"

#define SPRT_COST_FEATURES 7

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

// The model of `isa`, or NULL.
const struct sprt_spmm_cost_model* sprt_spmm_cost_model_for(enum sprt_isa isa);

// The work of tables[0..count) (Ti 4 or 8) on csr, from one pass over its nonzeros that histograms
// the column patterns of 8-row panels (and so of 4-row ones). panel_stride > 1 samples every
// panel_stride-th 8-row panel and scales visits and values up (1: exact). Returns 0, or -1 when out
// of memory.
int sprt_measure_spmm_work(const struct sprt_csr_f32* csr, const struct sprt_mapping_table* const* tables,
                           size_t count, size_t panel_stride, struct sprt_spmm_work* work);

// Features of one kernel call over `pixels` (every pixel tile's pass summed): the model's time is
// their dot product with its coefficients. Benchmarks report them for the fit.
void sprt_spmm_cost_features(const struct sprt_spmm_work* work, uint32_t tile_rows, uint32_t tile_pixels,
                             uint32_t lanes, size_t pixels, double features[SPRT_COST_FEATURES]);

// Predicted nanoseconds of one call over `pixels`.
double sprt_spmm_predict_ns(const struct sprt_spmm_cost_model* model, const struct sprt_spmm_work* work,
                            uint32_t tile_rows, uint32_t tile_pixels, size_t pixels);

#endif  // SPRT_PACKING_SELECT_H_
