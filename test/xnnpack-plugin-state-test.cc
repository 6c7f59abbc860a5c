// The plugin's start-up decision (plugin/state.c, white box, against a fake XNNPACK): the functions it
// needs from XNNPACK's ABI, and that it stays off, with one error line, when one is missing.
#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <string>

#include "plugin/plugin.h"

namespace {

// What the plugin needs from libXNNPACK.so, by name (docs/plugin.md lists the same).
std::set<std::string> NeededFunctions() {
  std::set<std::string> names = {
      "xnn_create_convolution2d_nchw_f32",         "xnn_setup_convolution2d_nchw_f32",
      "xnn_create_global_average_pooling_ncw_f32", "xnn_setup_global_average_pooling_ncw_f32",
      "xnn_run_operator",                          "xnn_delete_operator",
  };
#if defined(__x86_64__)
  names.insert({"xnn_subgraph_optimize", "xnn_subgraph_rewrite_for_nchw", "xnn_setup_runtime", "xnn_delete_runtime",
                "xnn_create_add_nd_f32", "xnn_setup_add_nd_f32"});
#endif
  return names;
}

void FakeFunction() {}

// A fake XNNPACK with every function but g_missing; records what was asked for.
const char* g_missing = nullptr;
std::set<std::string> g_asked;

void* Lookup(const char* name) {
  g_asked.insert(name);
  if (g_missing != nullptr && std::strcmp(name, g_missing) == 0) return nullptr;
  return reinterpret_cast<void*>(&FakeFunction);
}

// Initializes a state against the fake; returns what it printed.
std::string Init(struct sprt_xnnpack_state* state, const char* missing, const char* setting) {
  g_missing = missing;
  g_asked.clear();
  testing::internal::CaptureStderr();
  sprt_xnnpack_init_state(state, Lookup, setting);
  return testing::internal::GetCapturedStderr();
}

// XNNPACK functions the state found.
size_t Found(const struct sprt_xnnpack_state& state) {
  size_t n = 0;
#define COUNT(field, name) n += state.xnn.field != nullptr;
  SPRT_XNNPACK_FUNCTIONS(COUNT)
#undef COUNT
  return n;
}

size_t CountLines(const std::string& text, const std::string& part) {
  size_t n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) n++;
  return n;
}

TEST(XnnpackPluginState, on_when_xnnpack_has_every_function) {
  struct sprt_xnnpack_state state;
  const std::string log = Init(&state, nullptr, nullptr);
  EXPECT_TRUE(state.active);
  EXPECT_EQ(NeededFunctions(), g_asked);
  EXPECT_EQ(0u, CountLines(log, "sprt error"));
  EXPECT_EQ(NeededFunctions().size(), Found(state));
}

TEST(XnnpackPluginState, a_missing_function_turns_it_off_with_one_error_line) {
  for (const std::string& name : NeededFunctions()) {
    SCOPED_TRACE(name);
    struct sprt_xnnpack_state state;
    const std::string log = Init(&state, name.c_str(), nullptr);
    EXPECT_FALSE(state.active);
    EXPECT_EQ(1u, CountLines(log, "sprt error")) << log;
    EXPECT_NE(std::string::npos, log.find("has no " + name)) << log;
    // Everything XNNPACK does have still serves the calls the plugin forwards.
    EXPECT_EQ(NeededFunctions().size() - 1, Found(state));
  }
}

TEST(XnnpackPluginState, SPRT_XNNPACK_0_turns_it_off_without_an_error) {
  struct sprt_xnnpack_state state;
  const std::string log = Init(&state, nullptr, "0");
  EXPECT_FALSE(state.active);
  EXPECT_EQ(0u, CountLines(log, "sprt error")) << log;
  EXPECT_EQ(NeededFunctions().size(), Found(state));  // the calls still go to XNNPACK
  EXPECT_TRUE((Init(&state, nullptr, "1"), state.active));
}

}  // namespace
