// Packing of the dense (not pruned) NCHW layers: depthwise convolutions and the stem.
#ifndef SPRT_PACKING_DENSE_H_
#define SPRT_PACKING_DENSE_H_

#include <stdbool.h>
#include <stddef.h>

// Depthwise weights for the dwconv2d_chw kernels: for each channel, its bias (0 when bias is NULL)
// then its taps (1 + taps floats per channel). The kernel is [channels][taps] ("GHW", OHWI with
// one input channel per group) or, with hwg, [taps][channels] ("HWG", XNNPACK's layout with
// XNN_FLAG_DEPTHWISE_CONVOLUTION).
void sprt_pack_f32_dwconv2d_chw_weights(size_t channels, size_t taps, bool hwg, const float* kernel,
                                        const float* bias, float* packed);

// Floats sprt_pack_f32_conv_hwc2chw_weights writes.
size_t sprt_conv_hwc2chw_packed_floats(size_t output_channels, size_t output_channel_tile);

// Stem weights for the conv_hwc2chw kernels, from kernel [output_channels][3][3][3] (OHWI) and bias
// ([output_channels] or NULL: zeros): for each block of output_channel_tile channels (the last
// zero padded), the block's biases, then for ky, kx, c in that order the block's weights.
void sprt_pack_f32_conv_hwc2chw_weights(size_t output_channels, size_t output_channel_tile, const float* kernel,
                                        const float* bias, float* packed);

#endif  // SPRT_PACKING_DENSE_H_
