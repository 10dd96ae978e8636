// Reads the Swift runtime's protocol conformance records, as the runtime itself does for
// `as?` casts, to list the types that conform to one protocol: the registry of `#Preview`
// declarations (each expands into a type conforming to `CairnPreviews.PreviewRegistry`).
// The layouts are the Swift ABI's (stable since Swift 5): see the Swift repository's
// include/swift/ABI/Metadata.h (TargetProtocolConformanceDescriptor, TargetContextDescriptor).
#include "CairnPreviewDiscovery.h"

#include <stdint.h>
#include <string.h>

#if defined(__ELF__)

// The linker defines these around the section that merges every object's records.
extern const int32_t __start_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));
extern const int32_t __stop_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));

/// A relative direct pointer: the target is the field's address plus its value.
static const char *relative(const int32_t *field) {
    return *field == 0 ? NULL : (const char *)field + *field;
}

/// A relative indirectable pointer: the low bit set means the target holds the address.
static const char *relative_indirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    const char *target = (const char *)field + (offset & ~1);
    return (offset & 1) ? *(const char *const *)target : target;
}

enum {
    kind_mask = 0x1F, kind_module = 0, kind_protocol = 3,
    kind_class = 16, kind_struct = 17, kind_enum = 18, generic_flag = 0x80,
};

/// The name of a module, protocol or type context descriptor (flags, parent, name).
static const char *context_name(const char *descriptor) {
    return relative((const int32_t *)(descriptor + 8));
}

static const char *context_parent(const char *descriptor) {
    return relative_indirectable((const int32_t *)(descriptor + 4));
}

static uint32_t context_flags(const char *descriptor) { return *(const uint32_t *)descriptor; }

typedef struct { const void *metadata; uintptr_t state; } MetadataResponse;
typedef MetadataResponse (*MetadataAccessor)(uintptr_t request) __attribute__((swiftcall));

size_t cairn_conforming_types(const char *moduleName, const char *protocolName,
                              const void **types, size_t capacity) {
    const int32_t *record = __start_swift5_protocol_conformances;
    const int32_t *end = __stop_swift5_protocol_conformances;
    if (record == NULL || end == NULL) return 0;
    size_t found = 0;
    for (; record < end; record++) {
        const char *conformance = relative(record);
        if (conformance == NULL) continue;
        const char *protocol = relative_indirectable((const int32_t *)conformance);
        if (protocol == NULL || (context_flags(protocol) & kind_mask) != kind_protocol) continue;
        const char *name = context_name(protocol);
        if (name == NULL || strcmp(name, protocolName) != 0) continue;
        const char *module = context_parent(protocol);
        if (module == NULL || (context_flags(module) & kind_mask) != kind_module) continue;
        const char *module_name = context_name(module);
        if (module_name == NULL || strcmp(module_name, moduleName) != 0) continue;
        // The conforming type: flags bits 3–5 say how the type reference is stored.
        uint32_t flags = *(const uint32_t *)(conformance + 12);
        unsigned reference_kind = (flags >> 3) & 7;
        const char *type = NULL;
        if (reference_kind == 0) {
            type = relative((const int32_t *)(conformance + 4));
        } else if (reference_kind == 1) {
            const char *slot = relative((const int32_t *)(conformance + 4));
            type = slot ? *(const char *const *)slot : NULL;
        }
        if (type == NULL) continue;
        uint32_t type_flags = context_flags(type);
        unsigned kind = type_flags & kind_mask;
        if ((kind != kind_struct && kind != kind_enum && kind != kind_class) || (type_flags & generic_flag)) continue;
        const char *accessor = relative((const int32_t *)(type + 12));
        if (accessor == NULL) continue;
        MetadataResponse response = ((MetadataAccessor)accessor)(0);
        if (response.metadata == NULL) continue;
        if (found < capacity) types[found] = response.metadata;
        found++;
    }
    return found;
}

#else

size_t cairn_conforming_types(const char *moduleName, const char *protocolName,
                              const void **types, size_t capacity) {
    (void)moduleName; (void)protocolName; (void)types; (void)capacity;
    return 0;
}

#endif
