// The nine distinct 1x1 convolutions of MobileNetV1 (224x224 input, width 1.0), the shapes sprt is
// tuned and measured on, and its thirteen depthwise convolutions: the operator tests, the kernel and
// layer benchmarks and the model's check all read them from here. Plain C++17.
#ifndef SPRT_TEST_MOBILENET_V1_SHAPES_H_
#define SPRT_TEST_MOBILENET_V1_SHAPES_H_

#include <cstddef>

namespace sprt_test {

struct PointwiseShape {
  size_t size;  // input height = width (a 1x1 stride-1 convolution keeps it)
  size_t output_channels;
  size_t input_channels;

  constexpr size_t pixels() const { return size * size; }
};

// In network order; pw7..pw11 all share the 14 x 14 x 512 x 512 shape.
inline constexpr PointwiseShape kMobileNetV1PointwiseShapes[] = {
    {112, 64, 32},  {56, 128, 64},  {56, 128, 128}, {28, 256, 128},  {28, 256, 256},
    {14, 512, 256}, {14, 512, 512}, {7, 1024, 512}, {7, 1024, 1024},
};

// A 3x3 depthwise convolution with padding 1 on every side.
struct DepthwiseShape {
  size_t size;  // input height = width
  size_t channels;
  size_t stride;

  constexpr size_t output_size() const { return (size - 1) / stride + 1; }
};

// In network order (dw1..dw13); dw7..dw11 all share the 14 x 14 x 512 stride-1 shape.
inline constexpr DepthwiseShape kMobileNetV1DepthwiseShapes[] = {
    {112, 32, 1}, {112, 64, 2}, {56, 128, 1}, {56, 128, 2}, {28, 256, 1},
    {28, 256, 2}, {14, 512, 1}, {14, 512, 1}, {14, 512, 1}, {14, 512, 1},
    {14, 512, 1}, {14, 512, 2}, {7, 1024, 1},
};

}  // namespace sprt_test

#endif  // SPRT_TEST_MOBILENET_V1_SHAPES_H_
