#!/usr/bin/env bash
# Builds the libFuzzer targets of fuzz/ with Debian's clang-14 (AddressSanitizer, LeakSanitizer and
# UndefinedBehaviorSanitizer, every report fatal) and runs each one, starting from its checked-in
# corpus fuzz/corpus/<target>/ (new inputs go to a scratch copy, not the checkout).
#
#   scripts/fuzz.sh                    each target for 60 s (the smoke run of scripts/test.sh)
#   scripts/fuzz.sh --time 1320        the longer run (docs/testing.md); SECONDS per target
#   scripts/fuzz.sh --time 60 TARGET   one target (convolution-1x1-fuzzer, xnnpack-plugin-fuzzer,
#                                      inverted-bottleneck-fuzzer)
#
# Prints each target's executions and exits non-zero on any crash, leak, sanitizer report or
# failed check (the reproducer is left in the scratch directory it names).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

seconds=60
targets=()
while (($#)); do
  case "$1" in
    --time) seconds="$2"; shift 2 ;;
    --time=*) seconds="${1#--time=}"; shift ;;
    -*) echo "fuzz.sh: unknown option $1" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done
if ((${#targets[@]} == 0)); then
  targets=(convolution-1x1-fuzzer xnnpack-plugin-fuzzer inverted-bottleneck-fuzzer)
fi

bash scripts/install-deps.sh >/dev/null

work="${FUZZ_WORK_DIR:-$(mktemp -d /tmp/sprt-fuzz.XXXXXX)}"
rm -rf "$work/obj"  # no objects of sources since removed
mkdir -p "$work/obj"
echo "fuzz.sh: building into $work"

SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g -O1"
# The library as //:sprt builds it (build_defs.bzl): kernels get their ISA's flags; no NEON on x86.
# One compiler per processor (xargs -P): the generated kernels take most of the build.
compile_one() {  # compile_one SOURCE OBJECT_DIR
  local src="$1" isa_flags=""
  case "$src" in
    *-avx512fp16.c) isa_flags="-mavx512f -mavx512vl -mavx512dq -mavx512bw -mavx2 -mfma -mf16c -mavx512fp16" ;;
    *-avx512f.c) isa_flags="-mavx512f -mavx512vl -mavx512dq -mavx512bw -mavx2 -mfma -mf16c" ;;
    *-avx2.c) isa_flags="-mavx2 -mfma -mf16c" ;;
  esac
  # shellcheck disable=SC2086
  clang-14 -std=c11 -Wall -Isrc -Iinclude -Iplugin $SAN -fsanitize=fuzzer-no-link $isa_flags \
    -c "$src" -o "$2/$(echo "$src" | tr / _).o"
}
export SAN
export -f compile_one
find src plugin -name '*.c' ! -name '*-neon.c' ! -name '*-neonfp16arith.c' | sort |
  xargs -P "$(nproc)" -I{} bash -c 'compile_one "$1" "$2"' _ {} "$work/obj"
objects=("$work"/obj/*.o)

LIBS=(-lXNNPACK -lpthreadpool -lcpuinfo -ldl -lpthread -lm)
linking=()
for target in "${targets[@]}"; do
  # shellcheck disable=SC2086
  clang++-14 -std=c++17 -Wall -I. -Iinclude $SAN -fsanitize=fuzzer "fuzz/$target.cc" "${objects[@]}" \
    "${LIBS[@]}" -o "$work/$target" &
  linking+=("$!")
done
for pid in "${linking[@]}"; do
  wait "$pid" || { echo "fuzz.sh: building a target failed" >&2; exit 1; }
done

status=0
for target in "${targets[@]}"; do
  corpus="$work/corpus-$target"
  mkdir -p "$corpus"
  if [[ -d "fuzz/corpus/$target" ]]; then cp -r "fuzz/corpus/$target/." "$corpus/"; fi
  echo "=== $target: $seconds s"
  log="$work/$target.log"
  if (cd "$work" && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "./$target" -max_total_time="$seconds" -print_final_stats=1 -timeout=60 -rss_limit_mb=4096 \
        "$corpus" 2>&1 | grep -v '^sprt error: ' >"$log"); then  # refused inputs log a line each
    execs="$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+)/\1/p' "$log" | tail -1)"
    echo "$target: passed, ${execs:-?} executions in $seconds s"
  else
    status=1
    tail -40 "$log"
    echo "$target: FAILED (log: $log)"
  fi
done
exit "$status"
