#include "cairn_png.h"

#include <zlib.h>

#include <limits.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* ---- Run-length deflate (RFC 1951), Cairn's own ----

   What zlib's Z_RLE strategy makes, faster: the same parse (at each position, a run of the
   byte before it of 3 to 258 bytes is a match at distance 1, anything shorter a literal),
   coded with Huffman codes built per block of at most CAIRN_RLE_BLOCK symbols; each block is
   dynamic, fixed or stored, whichever is smallest. The gain is in the scan: runs are found
   16 bytes at a time, and nothing is copied into a sliding window or hashed (zlib slides
   and rehashes its window for every 32 KiB of input even when the strategy never looks
   anything up). Filtered image rows are mostly runs of zeros, so most of the input is
   skipped 16 bytes at a time. */

/// Symbols per block: as zlib at memLevel 8 (16 Ki symbols), so the codes adapt as often.
#define CAIRN_RLE_BLOCK CAIRN_RLE_BLOCK_SYMBOLS

enum { FIXED_CODES = 288, LITLEN_CODES = 286, DIST_CODES = 30, LENGTH_CODES = 19, MAX_BITS = 15, MAX_CL_BITS = 7 };

/* Length 3...258 → code 257...285 (index 0...28), extra bits and base (RFC 1951 3.2.5). */
static const unsigned char length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const unsigned short length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                              35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
/* The order code-length code lengths are sent in. */
static const unsigned char cl_order[LENGTH_CODES] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/// Length − 3 → index of its length code.
static unsigned char length_code_of(unsigned length_minus_3) {
    unsigned length = length_minus_3 + 3;
    if (length == 258) return 28;
    unsigned code = 0;
    while (code + 1 < 28 && length_base[code + 1] <= length) code++;
    return (unsigned char)code;
}

typedef struct {
    unsigned char *out;
    size_t at, capacity;
    uint64_t bits;
    unsigned count;
    int overflow;
} bit_writer;

/// Appends the `n` (≤ 32) low bits of `value`, least significant first.
static inline void put_bits(bit_writer *w, uint32_t value, unsigned n) {
    w->bits |= (uint64_t)value << w->count;
    w->count += n;
    if (w->count >= 32) {
        if (w->at + 4 <= w->capacity) {
            uint32_t word = (uint32_t)w->bits;
            w->out[w->at] = (unsigned char)word;
            w->out[w->at + 1] = (unsigned char)(word >> 8);
            w->out[w->at + 2] = (unsigned char)(word >> 16);
            w->out[w->at + 3] = (unsigned char)(word >> 24);
            w->at += 4;
        } else {
            w->overflow = 1;
        }
        w->bits >>= 32;
        w->count -= 32;
    }
}

/// Pads to a whole byte and writes out every pending bit.
static void flush_bytes(bit_writer *w) {
    while (w->count > 0) {
        if (w->at < w->capacity) w->out[w->at++] = (unsigned char)w->bits;
        else w->overflow = 1;
        w->bits >>= 8;
        w->count = w->count >= 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

/// Huffman code lengths for `n` symbols of frequencies `freq`, none longer than `limit`.
/// Every used symbol gets a length; at least two symbols get one (a complete code, as every
/// inflater accepts: a lone used symbol is paired with the lowest unused one). Over the
/// limit, frequencies are halved (rounding up) and the code built again: the result is a
/// complete code at every step. Ties are broken by symbol number, so the lengths are a
/// function of the frequencies only.
static void build_lengths(const uint32_t *freq_in, int n, int limit, unsigned char *lengths) {
    uint32_t freq[LITLEN_CODES];
    int used = 0;
    for (int i = 0; i < n; i++) { freq[i] = freq_in[i]; used += freq[i] != 0; }
    if (used < 2) {
        for (int i = 0; i < n && used < 2; i++) if (freq[i] == 0) { freq[i] = 1; used++; }
    }
    for (;;) {
        /* Leaves sorted by (frequency, symbol); internal nodes come in ascending order, so
           two queues give the tree (van Leeuwen). */
        int leaves[LITLEN_CODES], m = 0;
        for (int i = 0; i < n; i++) if (freq[i]) leaves[m++] = i;
        for (int i = 1; i < m; i++) {  /* insertion sort: m ≤ 286 */
            int s = leaves[i], j = i - 1;
            while (j >= 0 && (freq[leaves[j]] > freq[s] || (freq[leaves[j]] == freq[s] && leaves[j] > s))) {
                leaves[j + 1] = leaves[j];
                j--;
            }
            leaves[j + 1] = s;
        }
        uint64_t weight[2 * LITLEN_CODES];
        int parent[2 * LITLEN_CODES];
        for (int i = 0; i < m; i++) weight[i] = freq[leaves[i]];
        int next_leaf = 0, next_node = m, end_node = m;
        for (int k = 0; k < m - 1; k++) {
            int pick[2];
            for (int t = 0; t < 2; t++) {
                if (next_leaf < m && (next_node >= end_node || weight[next_leaf] <= weight[next_node])) pick[t] = next_leaf++;
                else pick[t] = next_node++;
            }
            weight[end_node] = weight[pick[0]] + weight[pick[1]];
            parent[pick[0]] = parent[pick[1]] = end_node;
            end_node++;
        }
        /* Depths: the root is the last node; parents come after their children. */
        int depth[2 * LITLEN_CODES];
        depth[end_node - 1] = 0;
        int longest = 0;
        for (int i = end_node - 2; i >= 0; i--) {
            depth[i] = depth[parent[i]] + 1;
            if (i < m && depth[i] > longest) longest = depth[i];
        }
        if (longest <= limit) {
            memset(lengths, 0, (size_t)n);
            for (int i = 0; i < m; i++) lengths[leaves[i]] = (unsigned char)depth[i];
            return;
        }
        for (int i = 0; i < n; i++) if (freq[i]) freq[i] = (freq[i] + 1) / 2;
    }
}

/// Canonical codes (RFC 1951 3.2.2) for `lengths`, bit-reversed for LSB-first output.
static void build_codes(const unsigned char *lengths, int n, uint16_t *codes) {
    unsigned count[MAX_BITS + 1] = {0}, next[MAX_BITS + 2] = {0};
    for (int i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    unsigned code = 0;
    for (int bits = 1; bits <= MAX_BITS; bits++) {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    for (int i = 0; i < n; i++) {
        unsigned len = lengths[i];
        if (!len) { codes[i] = 0; continue; }
        unsigned c = next[len]++, reversed = 0;
        for (unsigned b = 0; b < len; b++) { reversed = (reversed << 1) | (c & 1); c >>= 1; }
        codes[i] = (uint16_t)reversed;
    }
}

/// The code-length sequence of lit/len and distance lengths, run-length coded with symbols
/// 16 (repeat the previous 3–6 times), 17 (3–10 zeros) and 18 (11–138 zeros), as
/// (symbol, extra value) pairs; returns the number of pairs.
static int encode_lengths(const unsigned char *all, int n, unsigned char *symbols, unsigned char *extras) {
    int count = 0;
    for (int i = 0; i < n;) {
        unsigned char value = all[i];
        int run = 1;
        while (i + run < n && all[i + run] == value) run++;
        int left = run;
        if (value == 0) {
            while (left >= 11) { int r = left > 138 ? 138 : left; symbols[count] = 18; extras[count++] = (unsigned char)(r - 11); left -= r; }
            if (left >= 3) { symbols[count] = 17; extras[count++] = (unsigned char)(left - 3); left = 0; }
            while (left-- > 0) { symbols[count] = 0; extras[count++] = 0; }
        } else {
            symbols[count] = value; extras[count++] = 0;
            left--;
            while (left >= 3) { int r = left > 6 ? 6 : left; symbols[count] = 16; extras[count++] = (unsigned char)(r - 3); left -= r; }
            while (left-- > 0) { symbols[count] = value; extras[count++] = 0; }
        }
        i += run;
    }
    return count;
}

/// Fixed-code lengths (RFC 1951 3.2.6): all 288 lit/len symbols, as the canonical codes of
/// the 9-bit symbols depend on how many 8-bit ones there are.
static void fixed_lengths(unsigned char *litlen, unsigned char *dist) {
    for (int i = 0; i < FIXED_CODES; i++) litlen[i] = i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8;
    for (int i = 0; i < DIST_CODES; i++) dist[i] = 5;
}

/// Writes one block's symbols (and its end-of-block code) with the given codes.
static void write_symbols(bit_writer *w, const uint16_t *symbols, size_t n, const uint16_t *codes, const unsigned char *lengths,
                          const uint16_t *dist_codes, const unsigned char *dist_lengths, const unsigned char *length_codes) {
    for (size_t k = 0; k < n; k++) {
        unsigned s = symbols[k];
        if (s < 256) {
            put_bits(w, codes[s], lengths[s]);
        } else {
            unsigned l = s - 256, c = length_codes[l];
            put_bits(w, codes[257 + c], lengths[257 + c]);
            if (length_extra[c]) put_bits(w, l + 3 - length_base[c], length_extra[c]);
            put_bits(w, dist_codes[0], dist_lengths[0]);  /* distance 1: code 0, no extra bits */
        }
    }
    put_bits(w, codes[256], lengths[256]);
}

/// Emits one block: `symbols[0..n)` covering input bytes `data[start..end)`.
static void emit_block(bit_writer *w, const unsigned char *data, size_t start, size_t end, const uint16_t *symbols, size_t n,
                       const uint32_t *freq, int final, const unsigned char *length_codes) {
    /* Dynamic codes: lit/len from the frequencies (plus end-of-block), distances: codes 0
       and 1 of one bit (only 0 is used; two make a complete code, as zlib sends). */
    uint32_t f[LITLEN_CODES];
    memcpy(f, freq, sizeof f);
    f[256] = 1;
    unsigned char lengths[LITLEN_CODES + DIST_CODES];
    build_lengths(f, LITLEN_CODES, MAX_BITS, lengths);
    int hlit = LITLEN_CODES;
    while (hlit > 257 && lengths[hlit - 1] == 0) hlit--;
    unsigned char *dist_lengths = lengths + hlit;
    dist_lengths[0] = 1; dist_lengths[1] = 1;
    const int hdist = 2;
    unsigned char cl_symbols[LITLEN_CODES + DIST_CODES], cl_extras[LITLEN_CODES + DIST_CODES];
    int cl_count = encode_lengths(lengths, hlit + hdist, cl_symbols, cl_extras);
    uint32_t cl_freq[LENGTH_CODES] = {0};
    for (int i = 0; i < cl_count; i++) cl_freq[cl_symbols[i]]++;
    unsigned char cl_lengths[LENGTH_CODES];
    build_lengths(cl_freq, LENGTH_CODES, MAX_CL_BITS, cl_lengths);
    int hclen = LENGTH_CODES;
    while (hclen > 4 && cl_lengths[cl_order[hclen - 1]] == 0) hclen--;

    /* Sizes in bits of the three ways to send the block. */
    uint64_t data_bits = 0, fixed_bits = 0;
    unsigned char fixed_ll[FIXED_CODES], fixed_d[DIST_CODES];
    fixed_lengths(fixed_ll, fixed_d);
    for (int i = 0; i < LITLEN_CODES; i++) {
        uint64_t extra = i > 256 ? length_extra[i - 257] : 0;
        data_bits += (uint64_t)f[i] * (lengths[i] + extra + (i > 256 ? dist_lengths[0] : 0));
        fixed_bits += (uint64_t)f[i] * (fixed_ll[i] + extra + (i > 256 ? 5 : 0));
    }
    uint64_t header_bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen;
    for (int i = 0; i < cl_count; i++)
        header_bits += cl_lengths[cl_symbols[i]] + (cl_symbols[i] == 16 ? 2 : cl_symbols[i] == 17 ? 3 : cl_symbols[i] == 18 ? 7 : 0);
    uint64_t dynamic_bits = header_bits + data_bits;
    fixed_bits += 3;
    size_t raw = end - start;
    uint64_t stored_bits = (uint64_t)raw * 8 + ((raw + 65534) / 65535 + (raw == 0)) * 40 + 8;

    if (stored_bits < dynamic_bits && stored_bits < fixed_bits) {
        size_t at = start;
        do {
            size_t piece = end - at > 65535 ? 65535 : end - at;
            int last = final && at + piece == end;
            put_bits(w, (unsigned)last, 3);  /* BTYPE 00 */
            flush_bytes(w);
            if (w->at + 4 + piece > w->capacity) { w->overflow = 1; return; }
            w->out[w->at++] = (unsigned char)piece; w->out[w->at++] = (unsigned char)(piece >> 8);
            w->out[w->at++] = (unsigned char)~piece; w->out[w->at++] = (unsigned char)(~piece >> 8);
            memcpy(w->out + w->at, data + at, piece);
            w->at += piece;
            at += piece;
        } while (at < end);
        return;
    }
    uint16_t codes[FIXED_CODES], dist_codes[DIST_CODES];
    if (fixed_bits <= dynamic_bits) {
        put_bits(w, (unsigned)final | (1u << 1), 3);  /* BTYPE 01 */
        build_codes(fixed_ll, FIXED_CODES, codes);
        build_codes(fixed_d, DIST_CODES, dist_codes);
        write_symbols(w, symbols, n, codes, fixed_ll, dist_codes, fixed_d, length_codes);
        return;
    }
    put_bits(w, (unsigned)final | (2u << 1), 3);  /* BTYPE 10 */
    put_bits(w, (unsigned)(hlit - 257), 5);
    put_bits(w, (unsigned)(hdist - 1), 5);
    put_bits(w, (unsigned)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put_bits(w, cl_lengths[cl_order[i]], 3);
    uint16_t cl_codes[LENGTH_CODES];
    build_codes(cl_lengths, LENGTH_CODES, cl_codes);
    for (int i = 0; i < cl_count; i++) {
        unsigned s = cl_symbols[i];
        put_bits(w, cl_codes[s], cl_lengths[s]);
        if (s == 16) put_bits(w, cl_extras[i], 2);
        else if (s == 17) put_bits(w, cl_extras[i], 3);
        else if (s == 18) put_bits(w, cl_extras[i], 7);
    }
    unsigned char all_lengths[LITLEN_CODES];
    memset(all_lengths, 0, sizeof all_lengths);
    memcpy(all_lengths, lengths, (size_t)hlit);
    build_codes(all_lengths, LITLEN_CODES, codes);
    build_codes(dist_lengths, hdist, dist_codes);
    write_symbols(w, symbols, n, codes, all_lengths, dist_codes, dist_lengths, length_codes);
}

/// Bytes equal to `value` from `p` on, at most `limit`.
static inline size_t run_of(const unsigned char *p, unsigned char value, size_t limit) {
    size_t k = 0;
#if defined(__SSE2__)
    const __m128i v = _mm_set1_epi8((char)value);
    while (k + 16 <= limit) {
        unsigned mask = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(p + k)), v));
        if (mask != 0xffff) return k + (size_t)__builtin_ctz(~mask);
        k += 16;
    }
#endif
    while (k < limit && p[k] == value) k++;
    return k;
}

size_t cairn_deflate_rle(const unsigned char *data, size_t size, unsigned char *out, size_t capacity, uint16_t *symbols) {
    static unsigned char length_codes[256];
    static int ready;  /* a benign race: every thread writes the same table */
    if (!__atomic_load_n(&ready, __ATOMIC_ACQUIRE)) {
        for (unsigned l = 0; l < 256; l++) length_codes[l] = length_code_of(l);
        __atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
    }
    bit_writer w = {out, 0, capacity, 0, 0, 0};
    uint32_t freq[LITLEN_CODES];
    size_t position = 0;
    do {
        memset(freq, 0, sizeof freq);
        size_t n = 0, start = position;
        while (position < size && n < CAIRN_RLE_BLOCK - 1) {
            size_t run = 0;
            if (position > 0 && data[position] == data[position - 1]) {
                size_t limit = size - position < 258 ? size - position : 258;
                run = run_of(data + position, data[position - 1], limit);
            }
            if (run >= 3) {
                symbols[n++] = (uint16_t)(256 + run - 3);
                freq[257 + length_codes[run - 3]]++;
                position += run;
            } else {
                unsigned char literal = data[position++];
                symbols[n++] = literal;
                freq[literal]++;
            }
        }
        emit_block(&w, data, start, position, symbols, n, freq, position >= size, length_codes);
        if (w.overflow) return 0;
    } while (position < size);
    flush_bytes(&w);
    return w.overflow ? 0 : w.at;
}

size_t cairn_inflate_raw(const unsigned char *data, size_t size, unsigned char *out, size_t capacity) {
    if (size > UINT_MAX || capacity > UINT_MAX) return (size_t)-1;
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit2(&z, -15) != Z_OK) return (size_t)-1;
    z.next_in = (Bytef *)(uintptr_t)data;
    z.avail_in = (uInt)size;
    z.next_out = out;
    z.avail_out = (uInt)capacity;
    int status = inflate(&z, Z_FINISH);
    size_t produced = (size_t)z.total_out;
    inflateEnd(&z);
    return status == Z_STREAM_END ? produced : (size_t)-1;
}
