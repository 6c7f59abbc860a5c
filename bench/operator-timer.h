// Per-operator times inside an XNNPACK runtime, which runs its operators in one call: this binary
// defines xnn_run_operator and the 2D convolution create functions (exported, so they come first
// for libXNNPACK's own calls too), times them while an OperatorTimer lives on the calling thread, and
// forwards every call to the next definition (the sprt plugin's, then XNNPACK's).
#ifndef SPRT_BENCH_OPERATOR_TIMER_H_
#define SPRT_BENCH_OPERATOR_TIMER_H_

#include <vector>

#include "bench/pool-profile.h"

namespace sprt_bench {

class OperatorTimer {
 public:
  OperatorTimer();
  ~OperatorTimer();
  OperatorTimer(const OperatorTimer&) = delete;
  OperatorTimer& operator=(const OperatorTimer&) = delete;

  // Milliseconds of each xnn_run_operator call, in call order; Clear starts a new list. While a
  // PoolProfile lives on the calling thread too, each call's pool profile, in the same order.
  const std::vector<double>& run_ms() const { return run_ms_; }
  const std::vector<PoolLayerProfile>& run_profiles() const { return run_profiles_; }
  void Clear() {
    run_ms_.clear();
    run_profiles_.clear();
  }
  // Milliseconds spent creating 1x1 convolutions (NHWC or NCHW).
  double create_pointwise_ms() const { return create_pointwise_ms_; }

  // For the definitions in operator-timer.cc.
  static OperatorTimer* Current();
  void AddRun(double ms) { run_ms_.push_back(ms); }
  void AddRunProfile(const PoolLayerProfile& profile) { run_profiles_.push_back(profile); }
  void AddCreatePointwise(double ms) { create_pointwise_ms_ += ms; }

 private:
  OperatorTimer* previous_;
  std::vector<double> run_ms_;
  std::vector<PoolLayerProfile> run_profiles_;
  double create_pointwise_ms_ = 0.0;
};

}  // namespace sprt_bench

#endif  // SPRT_BENCH_OPERATOR_TIMER_H_
