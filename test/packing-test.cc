// Mapping tables and the packer: unpacking the documented layout (independently of pack.c) gives
// back every nonzero exactly once at its place, and the explicit zeros are what the table implies.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include <sprt.h>

#include "test/mobilenet-v1-shapes.h"
#include "test/sparse-matrix.h"

extern "C" {
#include "packing/csr.h"
#include "packing/mapping.h"
#include "packing/pack.h"
#include "packing/partition.h"
#include "packing/reorder.h"
#include "packing/select.h"
}

namespace {

const std::vector<const sprt_mapping_table*> kTables(sprt_mapping_tables,
                                                     sprt_mapping_tables + SPRT_MAPPING_TABLE_COUNT);

struct Csr {
  size_t rows, cols;
  std::vector<uint32_t> offsets, indices;
  std::vector<float> values;
  sprt_csr view() const { return sprt_csr_view(rows, cols, offsets.data(), indices.data(), values.data()); }
};

// The shared pruned-weight generator (an exact zero count), with the columns of each row in random
// order (CSR need not sort them).
Csr RandomCsr(size_t rows, size_t cols, double sparsity, std::mt19937& rng) {
  sprt_test::SparseMatrix w = sprt_test::RandomSparseMatrix(rng, rows, cols, sparsity);
  sprt_test::ShuffleRowEntries(rng, &w);
  return Csr{rows, cols, std::move(w.row_offsets), std::move(w.column_indices), std::move(w.values)};
}

// Counts and indices are uint16_t (pack.h).
uint32_t LoadIndex(const uint8_t* p, size_t i) {
  uint16_t v = 0;
  std::memcpy(&v, p + i * sizeof(v), sizeof(v));
  return v;
}

// Unpacks `packed` (a rows x cols matrix packed with `t`) to dense [rows][cols]; every stored value
// lands in a cell that must still be empty.
void Unpack(const sprt_packed_panels& packed, const sprt_mapping_table& t, size_t rows, size_t cols,
            std::vector<float>* dense, std::vector<int>* hits, size_t* explicit_zeros) {
  const uint8_t* p = static_cast<const uint8_t*>(packed.data);
  *explicit_zeros = 0;
  for (size_t panel = 0; panel < packed.num_panels; panel++) {
    ASSERT_EQ(packed.panel_offsets[panel], static_cast<size_t>(p - static_cast<const uint8_t*>(packed.data)));
    size_t columns = 0;
    for (size_t k = 0; k < t.num_kernel_patterns; k++) columns += LoadIndex(p, k);
    const uint8_t* idx = p + t.num_kernel_patterns * sizeof(uint16_t);
    const size_t index_end = (t.num_kernel_patterns + columns) * sizeof(uint16_t);
    const float* vals = reinterpret_cast<const float*>(p + ((index_end + 3) & ~size_t{3}));
    size_t stored = 0;
    size_t column = 0;
    for (size_t k = 0; k < t.num_kernel_patterns; k++) {
      uint32_t previous = 0;
      for (uint32_t n = 0; n < LoadIndex(p, k); n++, column++) {
        const uint32_t c = LoadIndex(idx, column);
        ASSERT_LT(c, cols);
        if (n > 0) {
          ASSERT_GT(c, previous) << "columns of a kernel pattern must ascend";
        }
        previous = c;
        for (size_t r = 0; r < t.tile_rows; r++) {
          if (!(t.kernel_patterns[k] >> r & 1)) continue;
          const float v = vals[stored++];
          const size_t row = panel * t.tile_rows + r;
          if (v == 0.0f) {
            ASSERT_FALSE(std::signbit(v)) << "padding must be +0.0f";
            (*explicit_zeros)++;
            continue;
          }
          ASSERT_LT(row, rows) << "nonzero in a padding row";
          const size_t cell = row * cols + c;
          ASSERT_EQ(0, (*hits)[cell]) << "row " << row << " column " << c << " stored twice";
          (*hits)[cell]++;
          (*dense)[cell] = v;
        }
      }
    }
    ASSERT_EQ(packed.panel_values[panel + 1] - packed.panel_values[panel], stored);
    ASSERT_EQ(packed.panel_visits[panel + 1] - packed.panel_visits[panel], columns);
    p = reinterpret_cast<const uint8_t*>(vals + stored);
  }
  ASSERT_EQ(packed.data_bytes, static_cast<size_t>(p - static_cast<const uint8_t*>(packed.data)));
}

// What the table implies: per panel column pattern, the padding of its cover.
size_t ExpectedExplicitZeros(const Csr& m, const sprt_mapping_table& t) {
  size_t zeros = 0;
  const size_t panels = (m.rows + t.tile_rows - 1) / t.tile_rows;
  for (size_t panel = 0; panel < panels; panel++) {
    std::vector<uint8_t> pattern(m.cols, 0);
    for (size_t r = panel * t.tile_rows; r < std::min(m.rows, (panel + 1) * t.tile_rows); r++) {
      for (uint32_t i = m.offsets[r]; i < m.offsets[r + 1]; i++) {
        pattern[m.indices[i]] |= static_cast<uint8_t>(1u << (r - panel * t.tile_rows));
      }
    }
    for (uint8_t p : pattern) {
      for (uint16_t j = t.cover_offsets[p]; j < t.cover_offsets[p + 1]; j++) {
        zeros += __builtin_popcount(t.kernel_patterns[t.cover_list[j]] & ~p);
      }
    }
  }
  return zeros;
}

using PackParam = std::tuple<const sprt_mapping_table*, size_t, size_t, double>;

class Packing : public testing::TestWithParam<PackParam> {};

TEST_P(Packing, roundtrip) {
  const auto [table, rows, cols, sparsity] = GetParam();
  const uint32_t seed = static_cast<uint32_t>(rows * 7919 + cols * 31 + sparsity * 1000);
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937 rng(seed);
  const Csr m = RandomCsr(rows, cols, sparsity, rng);
  const sprt_csr csr = m.view();
  sprt_packed_panels packed;
  ASSERT_TRUE(sprt_pack_panels(&csr, table, sizeof(float), &packed));
  EXPECT_EQ(0u, reinterpret_cast<uintptr_t>(packed.data) % 64);
  EXPECT_EQ(m.indices.size(), packed.nonzeros);
  EXPECT_EQ((rows + table->tile_rows - 1) / table->tile_rows, packed.num_panels);

  std::vector<float> dense(rows * cols, 0.0f);
  std::vector<int> hits(rows * cols, 0);
  size_t zeros = 0;
  Unpack(packed, *table, rows, cols, &dense, &hits, &zeros);
  ASSERT_FALSE(HasFatalFailure());
  for (size_t r = 0; r < rows; r++) {
    for (uint32_t i = m.offsets[r]; i < m.offsets[r + 1]; i++) {
      const size_t cell = r * cols + m.indices[i];
      ASSERT_EQ(1, hits[cell]) << "nonzero at row " << r << " column " << m.indices[i] << " lost";
      ASSERT_EQ(m.values[i], dense[cell]);
      hits[cell] = 0;
    }
  }
  for (size_t cell = 0; cell < hits.size(); cell++) {
    ASSERT_EQ(0, hits[cell]) << "value at row " << cell / cols << " column " << cell % cols << " not in the input";
  }
  EXPECT_EQ(zeros, packed.explicit_zeros);
  EXPECT_EQ(ExpectedExplicitZeros(m, *table), packed.explicit_zeros);
  EXPECT_EQ(packed.panel_values[packed.num_panels], packed.nonzeros + packed.explicit_zeros);
  sprt_free_packed_panels(&packed);
}

INSTANTIATE_TEST_SUITE_P(
    Shapes, Packing,
    testing::Combine(testing::ValuesIn(kTables), testing::Values<size_t>(1, 3, 5, 13, 37, 64),
                     testing::Values<size_t>(1, 7, 64, 300),
                     testing::Values(0.0, 0.5, 0.7, 0.9, 0.95, 0.99, 1.0)),
    [](const testing::TestParamInfo<PackParam>& info) {
      std::string s = std::string(std::get<0>(info.param)->name) + "_" + std::to_string(std::get<1>(info.param)) +
                      "x" + std::to_string(std::get<2>(info.param)) + "_s" +
                      std::to_string(static_cast<int>(std::get<3>(info.param) * 100));
      return s;
    });

// The most columns one packing holds: the largest index, and a count that reaches it (row 0 dense).
TEST(Packing, largest_column_count) {
  for (const sprt_mapping_table* table : kTables) {
    std::mt19937 rng(7);
    Csr m = RandomCsr(9, SPRT_MAX_PACKED_COLUMNS, 0.999, rng);
    const Csr dense_row = RandomCsr(1, SPRT_MAX_PACKED_COLUMNS, 0.0, rng);
    m.indices.erase(m.indices.begin(), m.indices.begin() + m.offsets[1]);
    m.values.erase(m.values.begin(), m.values.begin() + m.offsets[1]);
    m.indices.insert(m.indices.begin(), dense_row.indices.begin(), dense_row.indices.end());
    m.values.insert(m.values.begin(), dense_row.values.begin(), dense_row.values.end());
    const uint32_t shift = dense_row.offsets[1] - m.offsets[1];
    for (size_t r = 1; r <= m.rows; r++) m.offsets[r] += shift;
    const sprt_csr csr = m.view();
    sprt_packed_panels packed;
    ASSERT_TRUE(sprt_pack_panels(&csr, table, sizeof(float), &packed));
    std::vector<float> dense(m.rows * m.cols, 0.0f);
    std::vector<int> hits(m.rows * m.cols, 0);
    size_t zeros = 0;
    Unpack(packed, *table, m.rows, m.cols, &dense, &hits, &zeros);
    size_t found = 0;
    for (int h : hits) found += h;
    EXPECT_EQ(m.indices.size(), found);
    sprt_free_packed_panels(&packed);
  }
}

TEST(MappingTables, covers_are_exact_and_disjoint) {
  for (const sprt_mapping_table* t : kTables) {
    SCOPED_TRACE(t->name);
    ASSERT_EQ(0, t->cover_offsets[0]);
    ASSERT_EQ(0, t->cover_offsets[1]) << "pattern 0 has an empty cover";
    for (uint32_t p = 1; p < (1u << t->tile_rows); p++) {
      uint32_t covered = 0;
      int previous = -1;
      ASSERT_LT(t->cover_offsets[p], t->cover_offsets[p + 1]) << "pattern " << p << " has no cover";
      for (uint16_t j = t->cover_offsets[p]; j < t->cover_offsets[p + 1]; j++) {
        const int k = t->cover_list[j];
        ASSERT_LT(k, static_cast<int>(t->num_kernel_patterns));
        ASSERT_GT(k, previous) << "cover indices must ascend";
        previous = k;
        ASSERT_EQ(0u, covered & t->kernel_patterns[k]) << "overlapping cover of pattern " << p;
        covered |= t->kernel_patterns[k];
      }
      ASSERT_EQ(p, covered & p) << "pattern " << p << " not covered";
    }
  }
}

TEST(MappingTables, sizes_and_reduced_padding) {
  EXPECT_EQ(15u, sprt_mapping_ti4_identity.num_kernel_patterns);
  EXPECT_EQ(9u, sprt_mapping_ti4_reduced.num_kernel_patterns);
  const sprt_mapping_table& t = sprt_mapping_ti4_reduced;
  for (uint32_t p = 1; p < 16; p++) {
    ASSERT_EQ(1, t.cover_offsets[p + 1] - t.cover_offsets[p]) << "one kernel pattern per column";
    const uint8_t k = t.kernel_patterns[t.cover_list[t.cover_offsets[p]]];
    if (__builtin_popcount(p) == 2) {
      EXPECT_EQ(3, __builtin_popcount(k)) << "two-row pattern " << p << " must pad to three rows";
    } else {
      EXPECT_EQ(p, k) << "pattern " << p << " is itself a kernel pattern";
    }
  }
}

// Distinct (panel, column) pairs of `m` with its rows taken in `order`, counted independently of
// the library.
size_t PanelColumns(const Csr& m, const std::vector<uint32_t>& order, size_t ti) {
  size_t total = 0;
  for (size_t first = 0; first < m.rows; first += ti) {
    std::vector<bool> used(m.cols, false);
    for (size_t i = first; i < std::min(first + ti, m.rows); i++) {
      for (uint32_t k = m.offsets[order[i]]; k < m.offsets[order[i] + 1]; k++) used[m.indices[k]] = true;
    }
    total += static_cast<size_t>(std::count(used.begin(), used.end(), true));
  }
  return total;
}

// The greedy order is a permutation, counts panel columns exactly, does not add any, and the rows
// permuted by it keep their weights; rows stay within their block.
TEST(Reorder, permutation_with_exact_panel_columns) {
  std::mt19937 rng(5);
  for (size_t ti : {size_t{4}, size_t{8}}) {
    for (auto [rows, cols] : std::vector<std::pair<size_t, size_t>>{{1, 1}, {7, 3}, {37, 100}, {256, 64}, {130, 1000}}) {
      for (double sparsity : {0.0, 0.7, 0.95, 1.0}) {
        SCOPED_TRACE(testing::Message() << "Ti " << ti << ", " << rows << "x" << cols << " at " << sparsity);
        const Csr m = RandomCsr(rows, cols, sparsity, rng);
        const sprt_csr csr = m.view();
        std::vector<uint32_t> order(rows, UINT32_MAX), identity(rows);
        std::iota(identity.begin(), identity.end(), 0u);
        size_t reordered = 0, in_order = 0;
        // Blocks of 3 panels: several per matrix, the last one partial.
        const size_t block = 3 * ti;
        ASSERT_TRUE(sprt_reorder_rows(&csr, ti, block, /*popcnt=*/false, order.data(), &reordered, &in_order));
#if defined(__x86_64__)
        if (__builtin_cpu_supports("popcnt")) {
          // The POPCNT build of the inner loop chooses the same rows.
          std::vector<uint32_t> popcnt_order(rows, UINT32_MAX);
          size_t popcnt_reordered = 0, popcnt_in_order = 0;
          ASSERT_TRUE(sprt_reorder_rows(&csr, ti, block, /*popcnt=*/true, popcnt_order.data(), &popcnt_reordered,
                                        &popcnt_in_order));
          EXPECT_EQ(order, popcnt_order);
        }
#endif
        std::vector<uint32_t> sorted = order;
        std::sort(sorted.begin(), sorted.end());
        ASSERT_EQ(identity, sorted) << "not a permutation";
        for (size_t i = 0; i < rows; i++) ASSERT_EQ(i / block, order[i] / block) << "row left its block";
        EXPECT_EQ(PanelColumns(m, identity, ti), in_order);
        EXPECT_EQ(in_order, sprt_count_panel_columns(&csr, ti));
        EXPECT_EQ(PanelColumns(m, order, ti), reordered);

        sprt_csr permuted;
        ASSERT_TRUE(sprt_permute_csr_rows(&csr, order.data(), &permuted));
        for (size_t i = 0; i < rows; i++) {
          const uint32_t r = order[i];
          ASSERT_EQ(m.offsets[r + 1] - m.offsets[r], permuted.row_offsets[i + 1] - permuted.row_offsets[i]);
          for (uint32_t k = 0; k < m.offsets[r + 1] - m.offsets[r]; k++) {
            EXPECT_EQ(m.indices[m.offsets[r] + k], permuted.column_indices[permuted.row_offsets[i] + k]);
            EXPECT_EQ(m.values[m.offsets[r] + k], permuted.values[permuted.row_offsets[i] + k]);
          }
        }
        sprt_free_csr(&permuted);
      }
    }
  }
}

// Ti copies each of 16 template rows, shuffled: the greedy puts the copies of a template into one
// panel, the fewest panel columns possible. (Templates differ in nonzero count, so copies of one
// template are consecutive in the greedy's ascending order.)
TEST(Reorder, regroups_shuffled_copies) {
  std::mt19937 rng(9);
  const size_t ti = 4, cols = 200;
  Csr templates{16, cols, {0}, {}, {}};
  std::vector<uint32_t> all_columns(cols);
  std::iota(all_columns.begin(), all_columns.end(), 0u);
  for (size_t t = 0; t < 16; t++) {
    std::shuffle(all_columns.begin(), all_columns.end(), rng);
    for (size_t k = 0; k < 20 + 3 * t; k++) {
      templates.indices.push_back(all_columns[k]);
      templates.values.push_back(1.0f + static_cast<float>(k));
    }
    templates.offsets.push_back(static_cast<uint32_t>(templates.indices.size()));
  }
  Csr m{16 * ti, cols, {0}, {}, {}};
  std::vector<uint32_t> source(16 * ti);
  for (size_t i = 0; i < source.size(); i++) source[i] = static_cast<uint32_t>(i % 16);
  std::shuffle(source.begin(), source.end(), rng);
  size_t template_columns = 0;
  for (uint32_t t = 0; t < 16; t++) template_columns += templates.offsets[t + 1] - templates.offsets[t];
  for (uint32_t t : source) {
    for (uint32_t k = templates.offsets[t]; k < templates.offsets[t + 1]; k++) {
      m.indices.push_back(templates.indices[k]);
      m.values.push_back(templates.values[k]);
    }
    m.offsets.push_back(static_cast<uint32_t>(m.indices.size()));
  }
  const sprt_csr csr = m.view();
  std::vector<uint32_t> order(m.rows);
  size_t reordered = 0, in_order = 0;
  ASSERT_TRUE(sprt_reorder_rows(&csr, ti, /*block_rows=*/m.rows, /*popcnt=*/false, order.data(), &reordered,
                                &in_order));
  EXPECT_EQ(template_columns, reordered);
  EXPECT_GT(in_order, 2 * template_columns);
}

// The selector's work counts, taken from pattern histograms, equal what packing stores: column
// visits are the packed (column, kernel pattern) entries, values the stored weights.
TEST(Selector, work_matches_the_packing) {
  std::mt19937 rng(11);
  for (const auto& [rows, cols, sparsity] : {std::tuple<size_t, size_t, double>{37, 50, 0.7},
                                            {64, 300, 0.9}, {9, 1000, 0.5}, {130, 64, 0.97}, {8, 16, 1.0}}) {
    const Csr m = RandomCsr(rows, cols, sparsity, rng);
    const sprt_csr csr = m.view();
    sprt_spmm_work work[SPRT_MAPPING_TABLE_COUNT];
    ASSERT_TRUE(sprt_measure_spmm_work(&csr, kTables.data(), kTables.size(), /*panel_stride=*/1, work));
    for (size_t t = 0; t < kTables.size(); t++) {
      sprt_packed_panels packed;
      ASSERT_TRUE(sprt_pack_panels(&csr, kTables[t], sizeof(float), &packed));
      size_t visits = 0;
      for (size_t panel = 0; panel < packed.num_panels; panel++) {
        const uint8_t* p = static_cast<const uint8_t*>(packed.data) + packed.panel_offsets[panel];
        for (size_t k = 0; k < kTables[t]->num_kernel_patterns; k++) visits += LoadIndex(p, k);
      }
      SCOPED_TRACE(std::string(kTables[t]->name) + " " + std::to_string(rows) + "x" + std::to_string(cols));
      EXPECT_EQ(static_cast<double>(visits), work[t].visits);
      EXPECT_EQ(static_cast<double>(packed.nonzeros + packed.explicit_zeros), work[t].values);
      EXPECT_EQ(static_cast<double>(packed.num_panels), work[t].panels);
      EXPECT_EQ(static_cast<double>(packed.num_panels * kTables[t]->num_kernel_patterns), work[t].loops);
      sprt_free_packed_panels(&packed);
    }
  }
}

// Thread groups of reordered panels start at block boundaries, are never empty, and split the
// work evenly where the blocks allow it.
TEST(Partition, groups_start_at_block_boundaries) {
  std::mt19937 rng(13);
  for (size_t granularity : {size_t{1}, size_t{3}, size_t{16}}) {
    for (size_t panels : {size_t{1}, size_t{17}, size_t{64}, size_t{257}}) {
      std::vector<size_t> values(panels + 1, 0);
      for (size_t p = 0; p < panels; p++) values[p + 1] = values[p] + 1 + rng() % 50;
      const size_t units = (panels + granularity - 1) / granularity;
      for (size_t groups = 1; groups <= std::min<size_t>(units, 8); groups++) {
        SCOPED_TRACE(testing::Message() << panels << " panels, granularity " << granularity << ", " << groups
                                        << " groups");
        std::vector<size_t> start(groups + 1, SIZE_MAX);
        sprt_partition_panels(values.data(), panels, 4, granularity, groups, start.data());
        EXPECT_EQ(0u, start[0]);
        EXPECT_EQ(panels, start[groups]);
        for (size_t g = 0; g < groups; g++) {
          EXPECT_LT(start[g], start[g + 1]) << "empty group " << g;
          EXPECT_EQ(0u, start[g] % granularity) << "group " << g << " starts inside a block";
        }
        if (groups > 1 && units >= 8 * groups) {
          // Each group within one block's worth of work (plus rounding) of its share.
          const double total = static_cast<double>(values[panels] + 4 * panels);
          const double block = total / static_cast<double>(units) * 2.0;
          for (size_t g = 0; g < groups; g++) {
            const double work = static_cast<double>(values[start[g + 1]] - values[start[g]] +
                                                    4 * (start[g + 1] - start[g]));
            EXPECT_NEAR(total / static_cast<double>(groups), work, block);
          }
        }
      }
    }
  }
}

// A boundary goes to the block edge nearest its share of the work, not to the first edge past it:
// with 8 blocks of equal work and the target a hair past the middle edge, the first edge past it
// gave one thread 5 blocks and the other 3.
TEST(Partition, boundary_nearest_to_the_share) {
  const size_t panels = 128, granularity = 16;
  std::vector<size_t> work(panels + 1, 0);
  for (size_t p = 0; p < panels; p++) work[p + 1] = work[p] + 100 + (p + 1 == panels ? 2 : 0);
  std::vector<size_t> start(3, SIZE_MAX);
  sprt_partition_panels(work.data(), panels, 4, granularity, 2, start.data());
  EXPECT_EQ(0u, start[0]);
  EXPECT_EQ(64u, start[1]);
  EXPECT_EQ(panels, start[2]);
  // When the first edge past the target is the nearer one, it stays: the target is 12080, the
  // edges around it 9600 and 14400.
  for (size_t p = 0; p < panels; p++) work[p + 1] = work[p] + (p < 64 ? 100 : p < 80 ? 200 : p < 112 ? 300 : 310);
  sprt_partition_panels(work.data(), panels, 0, granularity, 2, start.data());
  EXPECT_EQ(96u, start[1]);
}

// A synthetic kernel for sprt_split_work_by_bytes: every pass over the panels costs 1000 ns plus
// 100 ns per 16-pixel vector, in passes of 96 pixels (the AVX-512 tile), so narrow blocks cost more
// per pixel.
double SyntheticComputeNs(const void*, size_t pixels) {
  const size_t full = pixels / 96, rest = pixels % 96;
  return static_cast<double>(full) * (1000.0 + 600.0) + (rest != 0 ? 1000.0 + 100.0 * ((rest + 15) / 16) : 0.0);
}

sprt_split_model SplitModel(size_t threads, size_t batch, size_t pixels, double input_bytes_per_pixel,
                            double output_bytes, double byte_ns, double cut_output_byte_ns) {
  sprt_split_model m = {};
  m.threads = threads;
  m.batch = batch;
  m.pixels = pixels;
  m.quantum = 16;
  m.panel_units = 16;
  m.max_groups = 64;
  m.input_bytes_per_pixel = input_bytes_per_pixel;
  m.weight_bytes = 20000.0;
  m.byte_ns = byte_ns;
  m.output_bytes = output_bytes;
  m.cut_output_byte_ns = cut_output_byte_ns;
  m.compute_ns = SyntheticComputeNs;
  return m;
}

// Blocks hold whole quanta, every block is non-empty, and a split never has more units per image
// than threads / batch (rounded up) or more groups than panel units.
void ExpectWellFormed(const sprt_split_model& m, const sprt_work_split& split) {
  const size_t quanta = (m.pixels + m.quantum - 1) / m.quantum;
  const size_t per_image = std::max<size_t>(1, (m.threads + m.batch - 1) / m.batch);
  EXPECT_EQ(m.quantum, split.quantum);
  EXPECT_GE(split.pixel_blocks, 1u);
  EXPECT_LE(split.pixel_blocks, quanta);
  EXPECT_GE(split.panel_groups, 1u);
  EXPECT_LE(split.panel_groups, m.panel_units);
  EXPECT_LE(split.pixel_blocks * split.panel_groups, per_image);
  // The largest block: ceil(quanta / blocks) quanta, the plane at most.
  EXPECT_EQ(std::min(m.pixels, (quanta + split.pixel_blocks - 1) / split.pixel_blocks * m.quantum),
            split.block_pixels);
  // The chosen split is predicted no slower than whole planes, which it was chosen against.
  EXPECT_TRUE(std::isfinite(split.whole_planes_ns));
  EXPECT_LE(split.predicted_ns, split.whole_planes_ns);
  if (split.pixel_blocks == 1) {
    EXPECT_EQ(split.whole_planes_ns, split.predicted_ns);
  }
}

// An input that dwarfs the weights and the output (a 196-pixel projection, 384 -> 64 channels: 1.5 KB
// of input per pixel) splits by pixels on 16 threads; the same layer without a byte cost, or with
// its cut planes charged more than they save, keeps whole planes and splits panels.
TEST(Partition, bytes_split_pixels_when_the_input_dominates) {
  const sprt_split_model wide = SplitModel(16, 1, 196, 1536.0, 196.0 * 256.0, 0.15, 0.1);
  const sprt_work_split split = sprt_split_work_by_bytes(&wide);
  ExpectWellFormed(wide, split);
  EXPECT_GT(split.pixel_blocks, 1u);
  EXPECT_LT(split.block_pixels, 196u);

  const sprt_split_model free_bytes = SplitModel(16, 1, 196, 1536.0, 196.0 * 256.0, 0.0, 0.1);
  const sprt_work_split panels = sprt_split_work_by_bytes(&free_bytes);
  ExpectWellFormed(free_bytes, panels);
  EXPECT_EQ(1u, panels.pixel_blocks);
  EXPECT_EQ(16u, panels.panel_groups);
  EXPECT_EQ(196u, panels.block_pixels);

  const sprt_split_model dear_cuts = SplitModel(16, 1, 196, 1536.0, 196.0 * 256.0, 0.15, 100.0);
  EXPECT_EQ(1u, sprt_split_work_by_bytes(&dear_cuts).pixel_blocks);
}

// The model weighs what it is given: more input per pixel never means fewer pixel blocks, and every
// split it returns is well formed, for any threads, batch and plane.
TEST(Partition, bytes_split_is_well_formed_and_monotonic_in_input_bytes) {
  for (size_t threads : {size_t{1}, size_t{4}, size_t{16}, size_t{64}}) {
    for (size_t batch : {size_t{1}, size_t{3}, size_t{16}}) {
      for (size_t pixels : {size_t{1}, size_t{17}, size_t{49}, size_t{196}, size_t{3000}}) {
        size_t blocks = 0;
        for (double input_bytes : {16.0, 256.0, 1536.0, 16384.0}) {
          SCOPED_TRACE(testing::Message() << threads << " threads, batch " << batch << ", " << pixels << " pixels, "
                                          << input_bytes << " input bytes per pixel");
          const sprt_split_model m = SplitModel(threads, batch, pixels, input_bytes, 4.0 * pixels, 0.15, 0.1);
          const sprt_work_split split = sprt_split_work_by_bytes(&m);
          ExpectWellFormed(m, split);
          EXPECT_GE(split.pixel_blocks, blocks);
          blocks = split.pixel_blocks;
        }
      }
    }
  }
}

// Sampling every 4th 8-row panel (as the operator does on large layers) estimates the work of
// every table within 3% on random and on row-structured weights.
TEST(Selector, sampled_panels_estimate_the_work) {
  std::mt19937 rng(12);
  for (double sparsity : {0.7, 0.9, 0.95}) {
    Csr m = RandomCsr(512, 384, sparsity, rng);
    const sprt_csr csr = m.view();
    sprt_spmm_work exact[SPRT_MAPPING_TABLE_COUNT], sampled[SPRT_MAPPING_TABLE_COUNT];
    ASSERT_TRUE(sprt_measure_spmm_work(&csr, kTables.data(), kTables.size(), 1, exact));
    ASSERT_TRUE(sprt_measure_spmm_work(&csr, kTables.data(), kTables.size(), 4, sampled));
    for (size_t t = 0; t < kTables.size(); t++) {
      SCOPED_TRACE(std::string(kTables[t]->name) + " at sparsity " + std::to_string(sparsity));
      EXPECT_NEAR(exact[t].visits, sampled[t].visits, 0.03 * exact[t].visits);
      EXPECT_NEAR(exact[t].values, sampled[t].values, 0.03 * exact[t].values);
      EXPECT_EQ(exact[t].panels, sampled[t].panels);
      EXPECT_EQ(exact[t].loops, sampled[t].loops);
    }
  }
}

// The generated cover_rows are the rows of each cover: the pattern's own plus its explicit zeros.
TEST(MappingTables, cover_rows_count_the_cover) {
  for (const sprt_mapping_table* t : kTables) {
    for (uint32_t p = 0; p < (1u << t->tile_rows); p++) {
      uint32_t rows = 0;
      for (uint16_t i = t->cover_offsets[p]; i < t->cover_offsets[p + 1]; i++) {
        rows += __builtin_popcount(t->kernel_patterns[t->cover_list[i]]);
      }
      EXPECT_EQ(rows, t->cover_rows[p]) << t->name << " pattern " << p;
    }
  }
}

// Every full pixel tile is one pass of tile/lanes vectors; the remainder is one pass of fewer.
TEST(Selector, features_sum_the_pixel_tile_passes) {
  const sprt_spmm_work work = {10.0, 20.0, 3.0, 45.0};
  double f[SPRT_COST_FEATURES];
  // 200 pixels, 96-pixel tiles of 16 lanes: two passes of 6 vectors and one of 1 (8 pixels).
  sprt_spmm_cost_features(&work, 4, 96, 16, 200, f);
  const double expected[SPRT_COST_FEATURES] = {30, 2 * 10 * 6 + 10, 60, 2 * 20 * 6 + 20, 9, 2 * 3 * 4 * 6 + 3 * 4,
                                                3 * 45};
  for (size_t i = 0; i < SPRT_COST_FEATURES; i++) EXPECT_EQ(expected[i], f[i]) << "feature " << i;
  sprt_spmm_cost_features(&work, 8, 48, 16, 96, f);
  const double whole[SPRT_COST_FEATURES] = {20, 2 * 10 * 3, 40, 2 * 20 * 3, 6, 2 * 3 * 8 * 3, 2 * 45};
  for (size_t i = 0; i < SPRT_COST_FEATURES; i++) EXPECT_EQ(whole[i], f[i]) << "feature " << i;
}

// Packed weights (with panel offsets) stay within CSR (8 bytes per nonzero + 4 per row).
TEST(Packing, not_larger_than_csr_on_mobilenet_shapes) {
  for (const sprt_mapping_table* table : kTables) {
    for (const sprt_test::PointwiseShape& shape : sprt_test::kMobileNetV1PointwiseShapes) {
      const size_t rows = shape.output_channels, cols = shape.input_channels;
      for (double sparsity : {0.7, 0.8, 0.9, 0.95}) {
        std::mt19937 rng(11);
        const Csr m = RandomCsr(rows, cols, sparsity, rng);
        const sprt_csr csr = m.view();
        sprt_packed_panels packed;
        ASSERT_TRUE(sprt_pack_panels(&csr, table, sizeof(float), &packed));
        const size_t bytes = packed.data_bytes + (packed.num_panels + 1) * sizeof(packed.panel_offsets[0]);
        // Every panel stores a uint16_t count per kernel pattern. Where those counts outnumber the
        // nonzeros (64 x 32 at 95%: 16 panels x 15 counts for 102 nonzeros) they alone may exceed
        // CSR; everywhere else the packing is smaller.
        const size_t counts = packed.num_panels * table->num_kernel_patterns;
        const size_t count_bytes = packed.nonzeros < counts ? counts * sizeof(uint16_t) : 0;
        EXPECT_LE(bytes, 8 * packed.nonzeros + 4 * rows + count_bytes)
            << table->name << " " << rows << "x" << cols << " at sparsity " << sparsity;
        sprt_free_packed_panels(&packed);
      }
    }
  }
}

}  // namespace
