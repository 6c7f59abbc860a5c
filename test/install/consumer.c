// A program outside the repository's build: compiled by scripts/install-test.sh with nothing but
// `pkg-config --cflags --libs sprt` against an installed sprt. Runs a pruned 1x1 convolution and
// checks it against a direct loop; exits non-zero on any failure.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <sprt.h>

enum { kIn = 24, kOut = 20, kHeight = 5, kWidth = 7, kPixels = kHeight * kWidth };

int main(void) {
  static float kernel[kOut * kIn], bias[kOut], input[kIn * kPixels + SPRT_EXTRA_BYTES / sizeof(float)];
  static float output[kOut * kPixels];
  for (int i = 0; i < kOut * kIn; i++) kernel[i] = i % 3 == 0 ? 0.25f * (float) (i % 7) - 0.5f : 0.0f;
  for (int i = 0; i < kOut; i++) bias[i] = 0.125f * (float) i;
  for (int i = 0; i < kIn * kPixels; i++) input[i] = (float) ((i * 37) % 11) / 11.0f - 0.5f;

  sprt_operator_t op = NULL;
  if (sprt_initialize() != sprt_status_success ||
      sprt_create_convolution2d_1x1_nchw_f32(kIn, kOut, kIn, kOut, kernel, bias, -1.0f, 2.0f, 0, &op) !=
          sprt_status_success ||
      sprt_setup_convolution2d_1x1_nchw_f32(op, 1, kHeight, kWidth, input, output, NULL) != sprt_status_success ||
      sprt_run_operator(op, NULL) != sprt_status_success) {
    fprintf(stderr, "consumer: an sprt call failed\n");
    return 1;
  }
  struct sprt_operator_info info = {.size = sizeof(info)};
  sprt_get_operator_info(op, &info);
  sprt_delete_operator(op);

  int mismatches = 0;
  for (int oc = 0; oc < kOut; oc++) {
    for (int p = 0; p < kPixels; p++) {
      double acc = bias[oc], magnitude = fabs(bias[oc]);
      for (int ic = 0; ic < kIn; ic++) {
        acc += (double) kernel[oc * kIn + ic] * input[ic * kPixels + p];
        magnitude += fabs((double) kernel[oc * kIn + ic] * input[ic * kPixels + p]);
      }
      const double expected = fmin(fmax(acc, -1.0), 2.0);
      if (fabs(output[oc * kPixels + p] - expected) > (kIn + 1) * 0x1.0p-24 * magnitude + 1e-30) mismatches++;
    }
  }
  printf("consumer: sprt %d.%d.%d, %s on %s: %d mismatches\n", SPRT_VERSION_MAJOR, SPRT_VERSION_MINOR,
         SPRT_VERSION_PATCH, info.ukernel, info.isa, mismatches);
  return mismatches == 0 ? 0 : 1;
}
