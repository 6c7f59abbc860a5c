#include "packing/dense.h"

void sprt_pack_f32_dwconv2d_chw_weights(size_t channels, size_t taps, bool hwg, const float* kernel,
                                        const float* bias, float* packed) {
  for (size_t c = 0; c < channels; c++) {
    *packed++ = bias != NULL ? bias[c] : 0.0f;
    for (size_t t = 0; t < taps; t++) {
      *packed++ = hwg ? kernel[t * channels + c] : kernel[c * taps + t];
    }
  }
}

size_t sprt_conv_hwc2chw_packed_floats(size_t output_channels, size_t output_channel_tile) {
  const size_t blocks = (output_channels + output_channel_tile - 1) / output_channel_tile;
  return blocks * output_channel_tile * (1 + 3 * 3 * 3);
}

void sprt_pack_f32_conv_hwc2chw_weights(size_t output_channels, size_t output_channel_tile, const float* kernel,
                                        const float* bias, float* packed) {
  const size_t taps = 3 * 3 * 3;
  for (size_t block = 0; block < output_channels; block += output_channel_tile) {
    for (size_t i = 0; i < output_channel_tile; i++) {
      const size_t oc = block + i;
      *packed++ = oc < output_channels && bias != NULL ? bias[oc] : 0.0f;
    }
    for (size_t t = 0; t < taps; t++) {
      for (size_t i = 0; i < output_channel_tile; i++) {
        const size_t oc = block + i;
        *packed++ = oc < output_channels ? kernel[oc * taps + t] : 0.0f;
      }
    }
  }
}
