// Pruned weight matrices for tests, benchmarks and models: one generator, so that "70% sparse"
// means the same matrices everywhere. Plain C++17 (no gtest): //bench and //models use it too.
//
// Every generator takes the caller's random engine (std::mt19937_64, std::mt19937, ...): the same
// engine state gives the same matrix, and a caller's fixed seed keeps its data fixed.
#ifndef SPRT_TEST_SPARSE_MATRIX_H_
#define SPRT_TEST_SPARSE_MATRIX_H_

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <random>
#include <utility>
#include <vector>

namespace sprt_test {

// Uniform in [lo, hi] but never exactly zero: a zero weight would be pruned and change the count.
template <typename Rng>
float RandomNonzero(Rng& rng, float lo = -1.0f, float hi = 1.0f) {
  std::uniform_real_distribution<float> dist(lo, hi);
  float v;
  do {
    v = dist(rng);
  } while (v == 0.0f);
  return v;
}

template <typename Rng>
std::vector<float> RandomVector(Rng& rng, size_t n, float lo = -1.0f, float hi = 1.0f) {
  std::vector<float> v(n);
  for (float& x : v) x = RandomNonzero(rng, lo, hi);
  return v;
}

// Zeros of a rows x columns matrix at `sparsity`: round(sparsity * entries), exactly.
inline size_t PrunedCount(size_t entries, double sparsity) {
  return static_cast<size_t>(std::llround(sparsity * static_cast<double>(entries)));
}

// A pruned weight matrix, dense ([rows][columns], zeros are pruned) and the same as CSR.
struct SparseMatrix {
  size_t rows = 0;
  size_t columns = 0;
  std::vector<float> dense;
  std::vector<uint32_t> row_offsets;
  std::vector<uint32_t> column_indices;
  std::vector<float> values;

  size_t nonzeros() const { return values.size(); }
  size_t RowNonzeros(size_t r) const { return row_offsets[r + 1] - row_offsets[r]; }

  // Rebuilds the CSR arrays (ascending columns) from `dense`: every entry != 0 is a weight.
  void UpdateCsr() {
    row_offsets.assign(1, 0);
    column_indices.clear();
    values.clear();
    for (size_t r = 0; r < rows; r++) {
      for (size_t c = 0; c < columns; c++) {
        const float w = dense[r * columns + c];
        if (w != 0.0f) {
          column_indices.push_back(static_cast<uint32_t>(c));
          values.push_back(w);
        }
      }
      row_offsets.push_back(static_cast<uint32_t>(values.size()));
    }
  }
};

// Unstructured pruning with an exact zero count: exactly PrunedCount(rows * columns, sparsity)
// entries, chosen uniformly, are zero; the others are uniform in [lo, hi] \ {0}.
template <typename Rng>
SparseMatrix RandomSparseMatrix(Rng& rng, size_t rows, size_t columns, double sparsity, float lo = -1.0f,
                                float hi = 1.0f) {
  SparseMatrix m;
  m.rows = rows;
  m.columns = columns;
  const size_t total = rows * columns;
  const size_t zeros = PrunedCount(total, sparsity);
  std::vector<size_t> positions(total);
  std::iota(positions.begin(), positions.end(), size_t{0});
  // Partial Fisher-Yates: the first `zeros` positions become a uniform random subset.
  for (size_t i = 0; i < zeros; i++) {
    std::uniform_int_distribution<size_t> pick(i, total - 1);
    std::swap(positions[i], positions[pick(rng)]);
  }
  m.dense.resize(total);
  for (float& w : m.dense) w = RandomNonzero(rng, lo, hi);
  for (size_t i = 0; i < zeros; i++) m.dense[positions[i]] = 0.0f;
  m.UpdateCsr();
  return m;
}

// Shuffles the CSR entries within each row (CSR input need not be sorted); `dense` is unchanged.
template <typename Rng>
void ShuffleRowEntries(Rng& rng, SparseMatrix* m) {
  for (size_t r = 0; r < m->rows; r++) {
    std::vector<std::pair<uint32_t, float>> entries;
    for (uint32_t k = m->row_offsets[r]; k < m->row_offsets[r + 1]; k++) {
      entries.emplace_back(m->column_indices[k], m->values[k]);
    }
    std::shuffle(entries.begin(), entries.end(), rng);
    for (size_t i = 0; i < entries.size(); i++) {
      m->column_indices[m->row_offsets[r] + i] = entries[i].first;
      m->values[m->row_offsets[r] + i] = entries[i].second;
    }
  }
}

}  // namespace sprt_test

#endif  // SPRT_TEST_SPARSE_MATRIX_H_
