"""Minimal code template expander (Python 3 standard library only).

Template syntax:
  - A line whose first non-blank character is `$` (and not `${`) is a Python statement: `$for`,
    `$if`, `$elif`, `$else`, plain assignments. Blocks opened by a statement ending in `:` are closed
    by a `$end` line, so the C text keeps its own indentation.
  - Any other line is emitted; `${expr}` inside it is replaced by str(expr).
  - `$$` starts a template comment line that is not emitted.
"""

import re

_SUBST = re.compile(r"\$\{(.*?)\}")


def _emit_code(line):
  parts = []
  pos = 0
  for m in _SUBST.finditer(line):
    parts.append(repr(line[pos:m.start()]))
    parts.append("str(%s)" % m.group(1))
    pos = m.end()
  parts.append(repr(line[pos:]))
  return "_out.append(%s)" % " + ".join(parts)


def compile_template(text, name="<template>"):
  code = []
  depth = 0
  for lineno, line in enumerate(text.splitlines(), 1):
    stripped = line.strip()
    if stripped.startswith("$$"):
      continue
    if stripped.startswith("$") and not stripped.startswith("${"):
      stmt = stripped[1:].strip()
      if stmt == "end":
        depth -= 1
        if depth < 0:
          raise SyntaxError("%s:%d: unmatched $end" % (name, lineno))
        continue
      if stmt.startswith(("elif ", "else:", "elif(")):
        code.append("  " * (depth - 1) + stmt)
        continue
      code.append("  " * depth + stmt)
      if stmt.endswith(":"):
        depth += 1
    else:
      code.append("  " * depth + _emit_code(line))
  if depth != 0:
    raise SyntaxError("%s: %d unclosed block(s)" % (name, depth))
  return compile("\n".join(code) + "\n", name, "exec")


def expand(text, variables, name="<template>"):
  program = compile_template(text, name)
  out = []
  scope = dict(variables)
  scope["_out"] = out
  exec(program, scope)
  return "\n".join(out) + "\n"
