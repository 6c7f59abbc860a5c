// Work partitioning for threads: units of (pixel block of one image) x (panel group).
#ifndef SPRT_PACKING_PARTITION_H_
#define SPRT_PACKING_PARTITION_H_

#include <stdbool.h>
#include <stddef.h>

struct sprt_work_split {
  size_t pixel_blocks;   // per image: block b has quanta [b * quanta / blocks, (b + 1) * quanta / blocks)
  size_t panel_groups;
  size_t block_pixels;   // pixels of the largest block
  size_t quantum;        // pixels per quantum: a kernel tile, or a cache line of a row (the byte split)
  // sprt_split_work_by_bytes only (else 0): the slowest unit's predicted nanoseconds, and the same
  // for the best split of whole planes (one pixel block).
  double predicted_ns;
  double whole_planes_ns;
};

// How a run of `batch` images of `pixels` splits for `threads`, with `tile_pixels` per kernel tile and
// `panel_units` units of panels to group (whole reordering blocks when channels are reordered; at
// most `max_groups` groups). `cut_planes`: pixel blocks may split any plane (else only planes of at
// least four tiles per block); `realign`: each unit copies its pixel block's input rows first.
struct sprt_work_split sprt_split_work(size_t threads, size_t batch, size_t pixels, size_t tile_pixels,
                                       bool cut_planes, bool realign, size_t panel_units, size_t max_groups);

// What sprt_split_work_by_bytes weighs for one layer.
struct sprt_split_model {
  size_t threads;
  size_t batch;
  size_t pixels;                  // per image
  size_t quantum;                 // pixels per block quantum (a cache line of a row)
  size_t panel_units;             // units of panels to group (see sprt_split_work)
  size_t max_groups;
  double input_bytes_per_pixel;   // every input channel of one pixel
  double weight_bytes;            // all panels, packed
  double byte_ns;                 // per byte a unit reads
  double output_bytes;            // every output channel of one image
  double cut_output_byte_ns;      // per output byte, when its planes are cut into blocks
  // Predicted nanoseconds of all panels on one image's block of `pixels` pixels.
  double (*compute_ns)(const void* context, size_t pixels);
  const void* context;
};

// The split of a layer on misaligned rows for many threads, where units of whole planes would each
// read the whole input: pixel blocks of whole quanta x panel groups, the pair whose slowest unit is
// predicted fastest (its share of the compute on its block, plus byte_ns per byte of its block's
// input and its group's weights), at most threads / batch units per image (rounded up). Planes cut
// into blocks add cut_output_byte_ns per output byte: the layer that reads them pays it.
struct sprt_work_split sprt_split_work_by_bytes(const struct sprt_split_model* model);

// Splits panels [0, num_panels) into `groups` contiguous, non-empty ranges with about equal work,
// where panel_work (prefix sums, [num_panels + 1]) measures the work up to each panel and every
// panel also costs `panel_cost` (its bias, clamp and stores). Ranges start at multiples of
// `granularity` panels (the reordering's blocks). Writes group_start[0..groups] with
// group_start[0] = 0 and group_start[groups] = num_panels. Requires
// 1 <= groups <= ceil(num_panels / granularity).
void sprt_partition_panels(const size_t* panel_work, size_t num_panels, size_t panel_cost, size_t granularity,
                           size_t groups, size_t* group_start);

#endif  // SPRT_PACKING_PARTITION_H_
