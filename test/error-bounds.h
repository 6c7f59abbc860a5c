// The rounding-error bounds the tests and fuzz targets check results against: float32 sums
// (Tolerance) and the f16 operators' sums in floats or halves (F16Tolerance). Plain C++ (no gtest):
// fuzz/ uses them too.
#ifndef SPRT_TEST_ERROR_BOUNDS_H_
#define SPRT_TEST_ERROR_BOUNDS_H_

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>

namespace sprt_test {

// Error bound of a float32 sum of `terms` products plus a bias, in any order, with fused or separate
// multiply-adds: each product and each addition rounds at most once with unit roundoff
// u = 2^-24, so by the standard a-priori bound (Higham, Accuracy and Stability of Numerical
// Algorithms, 3.1) |computed - exact| <= gamma(terms + 1) * (|bias| + sum |w x|),
// gamma(k) = k u / (1 - k u). The clamp is 1-Lipschitz, so the bound holds after clamping too.
// The tiny absolute slack covers products that would fall in the subnormal range. Without products
// nothing rounds: the output is the clamped bias exactly (explicit zeros add exact zeros).
inline double Tolerance(size_t terms, double magnitude) {
  if (terms == 0) return 0.0;
  const double u = std::ldexp(1.0, -24);
  const double k = static_cast<double>(terms + 1);
  return k * u / (1.0 - k * u) * magnitude + 1.0e-35;
}

// How an f16 kernel sums: in floats, rounding to half when it stores (F16C, scalar), or in halves,
// rounding every product and sum (AVX512-FP16, NEON FP16 arithmetic).
enum class F16Accumulation { kFloat, kHalf };

// Error bound of an f16 1x1 convolution output y against s = b + sum w_i x_i computed exactly (float64
// adds products of halves, 22 significant bits each, with about 2^-53 relative error: negligible
// beside the bound). Inputs, weights and bias are halves (the operator rounds float weights first;
// the reference takes the rounded ones), n = terms, S = |b| + sum |w_i x_i| (`magnitude`), and the
// result passes through c = `roundings` stores to half: one per chunk of input channels (each later
// chunk starts from the half the previous one stored), the last being the output itself.
//
// One chunk j starts from the stored half y_{j-1} (y_0 = b, exact) and adds its products P_j
// (magnitudes S_j) in some order. A sum of at most n + 2 terms (the products, the start, one more
// level for the pair trees of single-row columns) with unit roundoff u rounds each term at most
// n + 2 times, so (Higham, Accuracy and Stability of Numerical Algorithms, 3.1)
//   |t_j - (y_{j-1} + P_j)| <= g (|y_{j-1}| + S_j),   g = gamma(n + 2) = (n + 2) u / (1 - (n + 2) u).
//  - float accumulation: u = 2^-24, and storing rounds t_j to half: |y_j - t_j| <= v |t_j| + eta with
//    v = 2^-11 and eta = 2^-25 (half the spacing of subnormal halves, 2^-24).
//  - half accumulation: u = 2^-11 and the stored half is t_j itself (v = 0), but each of the at most
//    2n + 1 roundings of a chunk may fall among subnormals: an absolute eta each, grown by at most
//    (1 + g) on the way.
// With A_j = |b| + S_1 + ... + S_j and e_j = y_j - (b + P_1 + ... + P_j), |y_{j-1}| <= A_{j-1} + |e_{j-1}|
// gives |e_j| <= rho |e_{j-1}| + (rho - 1) A_j + eta_j, rho = (1 + g)(1 + v), and by induction
//   |y - s| <= (rho^c - 1) S + c eta' rho^c,   eta' = eta (float) or (2n + 1) eta (half).
// The clamp to half bounds commutes with rounding and is 1-Lipschitz: the bound holds after it. When
// (n + 2) u >= 1 there is no bound (infinity): half accumulation beyond 2046 terms.
inline double F16Tolerance(F16Accumulation accumulation, size_t terms, double magnitude, size_t roundings) {
  const bool half = accumulation == F16Accumulation::kHalf;
  const double u = std::ldexp(1.0, half ? -11 : -24);
  const double k = static_cast<double>(terms + 2);
  if (k * u >= 1.0) return std::numeric_limits<double>::infinity();
  const double g = k * u / (1.0 - k * u);
  const double v = half ? 0.0 : std::ldexp(1.0, -11);
  const double rho = (1.0 + g) * (1.0 + v);
  const double eta = std::ldexp(1.0, -25) * (half ? static_cast<double>(2 * terms + 1) : 1.0);
  const double c = static_cast<double>(std::max<size_t>(roundings, 1));
  const double grow = std::pow(rho, c);
  return (grow - 1.0) * magnitude + c * eta * grow;
}

}  // namespace sprt_test

#endif  // SPRT_TEST_ERROR_BOUNDS_H_
