// sprt_delete_operator: frees an operator and everything it owns.
#include <sprt.h>

#include "common.h"
#include "operator.h"

enum sprt_status sprt_delete_operator(sprt_operator_t op) {
  if (op == NULL) return sprt_status_success;
  sprt_free_packing(&op->packing);
  sprt_free_csr(&op->saved_weights);
  sprt_free(op->saved_bias);
  sprt_free(op->output_offsets);
  sprt_free(op->workspace);
  sprt_free(op->dense_weights);
  sprt_free(op);
  return sprt_status_success;
}
