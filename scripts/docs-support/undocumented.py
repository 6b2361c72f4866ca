#!/usr/bin/env python3
"""Fails when a public symbol in the given symbol graphs has no doc comment.

Usage: undocumented.py FILE.symbols.json...

Counted: every symbol swift-symbolgraph-extract emitted at public (or open) access, which is what DocC gives a
page. Not counted: members the compiler synthesizes or a type inherits from a superclass or protocol extension
(their identifiers carry `::SYNTHESIZED::`; DocC shows the documentation of the member they come from), since
there is no declaration in the package to write a comment on. An override or a protocol requirement's witness
without a comment of its own is documented when the symbol graph carries the comment it inherits.
"""
import json
import os
import sys

missing = []
counted = 0
for path in sys.argv[1:]:
    graph = json.load(open(path, encoding="utf-8"))
    for symbol in graph["symbols"]:
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        counted += 1
        comment = symbol.get("docComment", {}).get("lines", [])
        if any(line.get("text", "").strip() for line in comment):
            continue
        location = symbol.get("location", {})
        uri = location.get("uri", "").removeprefix("file://")
        line = location.get("position", {}).get("line", -1) + 1
        name = ".".join(symbol["pathComponents"])
        missing.append((os.path.relpath(uri) if uri else graph["module"]["name"], line, symbol["kind"]["displayName"], name))

for uri, line, kind, name in sorted(missing):
    print("%s:%d: warning: public %s %s has no doc comment" % (uri, line, kind.lower(), name), file=sys.stderr)
if missing:
    sys.exit("curtain docs: %d of %d public symbols have no doc comment" % (len(missing), counted))
print("curtain docs: all %d public symbols are documented" % counted)
