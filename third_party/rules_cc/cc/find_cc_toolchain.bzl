"""Stub of @rules_cc//cc:find_cc_toolchain.bzl."""

load(
    "@bazel_tools//tools/cpp:toolchain_utils.bzl",
    _find_cpp_toolchain = "find_cpp_toolchain",
)

def find_cc_toolchain(ctx):
    return _find_cpp_toolchain(ctx)

find_cpp_toolchain = _find_cpp_toolchain
