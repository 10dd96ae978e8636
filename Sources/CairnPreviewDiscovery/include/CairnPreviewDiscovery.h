#ifndef CAIRN_PREVIEW_DISCOVERY_H
#define CAIRN_PREVIEW_DISCOVERY_H

#include <stddef.h>

/// Finds the non-generic types of this executable (and of the Swift modules linked into it
/// statically) that conform to the protocol `protocolName` declared in module `moduleName`,
/// by reading the Swift runtime's protocol conformance records (ELF section
/// `swift5_protocol_conformances`). Writes up to `capacity` type metadata pointers to `types`
/// and returns how many conformances it found (possibly more than `capacity`); 0 where the
/// records cannot be read (not ELF).
size_t cairn_conforming_types(const char *moduleName, const char *protocolName,
                              const void **types, size_t capacity);

#endif
