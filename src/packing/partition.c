#include <assert.h>
#include <math.h>

#include "common.h"
#include "packing/partition.h"

// About four units per thread absorb imbalance; one thread gets a single unit (no split overhead).
// A unit that realigns copies the rows of its own pixel block, so that no core reads rows another
// core wrote (that traffic cost more than the second thread gained): then one unit per thread, as
// on planes that may not be cut anywhere (misaligned rows: four panel groups per thread, each
// reading the whole input, ran 196-pixel layers 1.1-1.2x slower on 2 threads than one per thread).
// Pixels split when planes may be cut anywhere or have enough tiles to share evenly, else panels
// (each group then reads, or copies, the whole block).
struct sprt_work_split sprt_split_work(size_t threads, size_t batch, size_t pixels, size_t tile_pixels,
                                       bool cut_planes, bool realign, size_t panel_units, size_t max_groups) {
  const size_t tiles = sprt_divide_round_up(pixels, tile_pixels);
  const size_t target_units = threads <= 1 ? 1 : realign || !cut_planes ? threads : 4 * threads;
  const size_t per_image = sprt_divide_round_up(target_units, batch);
  const bool split_pixels = cut_planes || tiles >= 4 * per_image;
  // Blocks of whole tiles, their sizes differing by at most one tile.
  const size_t blocks = split_pixels ? sprt_min_size(tiles, per_image) : 1;
  const size_t groups = sprt_min_size(sprt_min_size(sprt_divide_round_up(per_image, blocks), panel_units), max_groups);
  return (struct sprt_work_split) {
    .pixel_blocks = blocks,
    .panel_groups = groups,
    .block_pixels = sprt_min_size(sprt_divide_round_up(tiles, blocks) * tile_pixels, pixels),
    .quantum = tile_pixels,
  };
}

// On the 16-core Xeon a core read lines another core wrote at about 150 ps a byte (BM_HandOff): a
// 196-pixel projection (384 -> 64 channels, 300 KB of input) whose 16 panel groups each read the
// whole input took 75 us, XNNPACK dense 21. Blocks of a few cache lines per row divide that read and
// cost compute (narrower kernel calls: the cost model's remainder passes). Cut planes cost the next
// layer: depthwise layers reading 196-pixel expansions cut into four blocks ran 13-41 us slower.
struct sprt_work_split sprt_split_work_by_bytes(const struct sprt_split_model* m) {
  const size_t quanta = sprt_divide_round_up(m->pixels, m->quantum);
  const size_t per_image = sprt_max_size(1, sprt_divide_round_up(m->threads, sprt_max_size(m->batch, 1)));
  const size_t max_groups = sprt_max_size(1, sprt_min_size(m->panel_units, m->max_groups));
  struct sprt_work_split best = {1, 1, m->pixels, m->quantum, INFINITY, INFINITY};
  for (size_t blocks = 1; blocks <= sprt_min_size(quanta, per_image); blocks++) {
    const size_t groups = sprt_max_size(1, sprt_min_size(per_image / blocks, max_groups));
    const size_t block_pixels = sprt_min_size(sprt_divide_round_up(quanta, blocks) * m->quantum, m->pixels);
    const double bytes = m->input_bytes_per_pixel * (double) block_pixels + m->weight_bytes / (double) groups;
    const double cut = blocks > 1 ? m->cut_output_byte_ns * m->output_bytes : 0.0;
    const double ns = m->compute_ns(m->context, block_pixels) / (double) groups + m->byte_ns * bytes + cut;
    if (blocks == 1) best.whole_planes_ns = ns;
    if (ns < best.predicted_ns) {
      best = (struct sprt_work_split) {blocks, groups, block_pixels, m->quantum, ns, best.whole_planes_ns};
    }
  }
  return best;
}

// Work before unit u (units of `granularity` panels; the last may be shorter).
static size_t work_before(const size_t* panel_work, size_t num_panels, size_t panel_cost, size_t granularity,
                          size_t unit) {
  const size_t panel = unit * granularity < num_panels ? unit * granularity : num_panels;
  return panel_work[panel] + panel * panel_cost;
}

void sprt_partition_panels(const size_t* panel_work, size_t num_panels, size_t panel_cost, size_t granularity,
                           size_t groups, size_t* group_start) {
  const size_t units = (num_panels + granularity - 1) / granularity;
  assert(groups >= 1 && groups <= units);
  const size_t total = work_before(panel_work, num_panels, panel_cost, granularity, units);
  group_start[0] = 0;
  for (size_t g = 1; g < groups; g++) {
    // The unit boundary nearest to g/groups of the work, kept so every group has a unit.
    const size_t target = (size_t) ((double) total * (double) g / (double) groups);
    size_t lo = group_start[g - 1] / granularity + 1;
    size_t hi = units - (groups - g);
    while (lo < hi) {
      const size_t mid = lo + (hi - lo) / 2;
      if (work_before(panel_work, num_panels, panel_cost, granularity, mid) < target) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    // The boundary just before the target may be nearer to it (coarse units overshoot).
    const size_t at = work_before(panel_work, num_panels, panel_cost, granularity, lo);
    if (lo - 1 > group_start[g - 1] / granularity && at >= target &&
        target - work_before(panel_work, num_panels, panel_cost, granularity, lo - 1) < at - target) {
      lo--;
    }
    group_start[g] = lo * granularity;
  }
  group_start[groups] = num_panels;
}
