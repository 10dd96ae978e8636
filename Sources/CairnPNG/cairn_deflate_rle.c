#include "cairn_png.h"

#include <zlib.h>

#include <limits.h>
#include <pthread.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* ---- Cairn's own deflate (RFC 1951) for image rows: two parses, one coder ----

   `cairn_deflate_rle` (filtered rows) and `cairn_deflate_image` (unfiltered rows, below) share
   the block coder: Huffman codes per block of at most CAIRN_RLE_BLOCK symbols, each block
   dynamic, fixed or stored, whichever is smallest.

   Run-length deflate:

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

/* Distance 1...32768 → code 0...29, extra bits and base (RFC 1951 3.2.5). */
static const unsigned short dist_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                            1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const unsigned char dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

/// Index of the distance code of `distance` (1...32768).
static inline unsigned dist_code_of(unsigned distance) {
    /* Codes 0–3 are the distances 1–4; above, two codes per power of two. */
    if (distance <= 4) return distance - 1;
    unsigned d = distance - 1, top = 31u - (unsigned)__builtin_clz(d);
    return 2 * top + ((d >> (top - 1)) & 1);
}

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
static void write_symbols(bit_writer *w, const uint32_t *symbols, size_t n, const uint16_t *codes, const unsigned char *lengths,
                          const uint16_t *dist_codes, const unsigned char *dist_lengths, const unsigned char *length_codes) {
    for (size_t k = 0; k < n; k++) {
        uint32_t s = symbols[k];
        if (s < 256) {
            put_bits(w, codes[s], lengths[s]);
        } else {
            /* A match: bit 31 set, distance in bits 8–23, length − 3 in bits 0–7. */
            unsigned l = s & 0xff, c = length_codes[l], distance = (s >> 8) & 0xffff, dc = dist_code_of(distance);
            put_bits(w, codes[257 + c], lengths[257 + c]);
            if (length_extra[c]) put_bits(w, l + 3 - length_base[c], length_extra[c]);
            put_bits(w, dist_codes[dc], dist_lengths[dc]);
            if (dist_extra[dc]) put_bits(w, distance - dist_base[dc], dist_extra[dc]);
        }
    }
    put_bits(w, codes[256], lengths[256]);
}

/// Emits one block: `symbols[0..n)` covering input bytes `data[start..end)`.
static void emit_block(bit_writer *w, const unsigned char *data, size_t start, size_t end, const uint32_t *symbols, size_t n,
                       const uint32_t *freq, const uint32_t *dist_freq, int final, const unsigned char *length_codes) {
    /* Dynamic codes from the frequencies (plus end-of-block); distances too (the run-length
       parse uses only code 0, which comes out as codes 0 and 1 of one bit: two make a
       complete code, as zlib sends). */
    uint32_t f[LITLEN_CODES];
    memcpy(f, freq, sizeof f);
    f[256] = 1;
    unsigned char lengths[LITLEN_CODES + DIST_CODES];
    build_lengths(f, LITLEN_CODES, MAX_BITS, lengths);
    int hlit = LITLEN_CODES;
    while (hlit > 257 && lengths[hlit - 1] == 0) hlit--;
    unsigned char *dist_lengths = lengths + hlit;
    build_lengths(dist_freq, DIST_CODES, MAX_BITS, dist_lengths);
    int hdist = DIST_CODES;
    while (hdist > 1 && dist_lengths[hdist - 1] == 0) hdist--;
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
        data_bits += (uint64_t)f[i] * (lengths[i] + extra);
        fixed_bits += (uint64_t)f[i] * (fixed_ll[i] + extra);
    }
    for (int i = 0; i < DIST_CODES; i++) {
        data_bits += (uint64_t)dist_freq[i] * (dist_lengths[i] + dist_extra[i]);
        fixed_bits += (uint64_t)dist_freq[i] * (5u + dist_extra[i]);
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

/// Bytes equal from `a` and `b` on, at most `limit`.
static inline size_t match_length(const unsigned char *a, const unsigned char *b, size_t limit) {
    size_t k = 0;
#if defined(__SSE2__)
    while (k + 16 <= limit) {
        unsigned mask = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(a + k)),
                                                                   _mm_loadu_si128((const __m128i *)(const void *)(b + k))));
        if (mask != 0xffff) return k + (size_t)__builtin_ctz(~mask);
        k += 16;
    }
#endif
    while (k < limit && a[k] == b[k]) k++;
    return k;
}

static unsigned char length_codes[256];
static pthread_once_t length_codes_once = PTHREAD_ONCE_INIT;

static void make_length_codes(void) {
    for (unsigned l = 0; l < 256; l++) length_codes[l] = length_code_of(l);
}

/// Length − 3 → length code, made once for all threads.
static const unsigned char *length_code_table(void) {
    pthread_once(&length_codes_once, make_length_codes);
    return length_codes;
}

/// Records a match of `length` at `distance` as block symbol `n`.
static inline void add_match(uint32_t *symbols, size_t n, uint32_t *freq, uint32_t *dist_freq, const unsigned char *codes,
                             size_t length, size_t distance) {
    symbols[n] = 0x80000000u | (uint32_t)(distance << 8) | (uint32_t)(length - 3);
    freq[257 + codes[length - 3]]++;
    dist_freq[dist_code_of((unsigned)distance)]++;
}

/// What a parse looks at: the input, and for the image parse its candidate distances and
/// hash table.
typedef struct {
    const unsigned char *data;
    size_t size;
    size_t candidates[7];
    uint32_t *hash;
} parse_state;

/// The parse loop and the block coder for a parse `find`, which returns the match at
/// `position` (length 3...258, its distance in `*distance`) or 0 for a literal. `find` is a
/// constant at each call site, so the compiler inlines it.
static inline __attribute__((always_inline)) size_t deflate_with(
    parse_state *state, unsigned char *out, size_t capacity, uint32_t *symbols,
    size_t (*find)(parse_state *, size_t, size_t *)) {
    const unsigned char *codes = length_code_table(), *data = state->data;
    const size_t size = state->size;
    bit_writer w = {out, 0, capacity, 0, 0, 0};
    uint32_t freq[LITLEN_CODES], dist_freq[DIST_CODES];
    size_t position = 0;
    do {
        memset(freq, 0, sizeof freq);
        memset(dist_freq, 0, sizeof dist_freq);
        size_t n = 0, start = position;
        while (position < size && n < CAIRN_RLE_BLOCK - 1) {
            size_t distance = 0, length = find(state, position, &distance);
            if (length >= 3) {
                add_match(symbols, n++, freq, dist_freq, codes, length, distance);
                position += length;
            } else {
                unsigned char literal = data[position++];
                symbols[n++] = literal;
                freq[literal]++;
            }
        }
        emit_block(&w, data, start, position, symbols, n, freq, dist_freq, position >= size, codes);
        if (w.overflow) return 0;
    } while (position < size);
    flush_bytes(&w);
    return w.overflow ? 0 : w.at;
}

/// The run-length parse: a run of the byte before, 3...258 long, at distance 1.
static inline __attribute__((always_inline)) size_t find_run(parse_state *state, size_t position, size_t *distance) {
    const unsigned char *data = state->data;
    if (position == 0 || data[position] != data[position - 1]) return 0;
    size_t limit = state->size - position < 258 ? state->size - position : 258;
    *distance = 1;
    return run_of(data + position, data[position - 1], limit);
}

size_t cairn_deflate_rle(const unsigned char *data, size_t size, unsigned char *out, size_t capacity, uint32_t *symbols) {
    parse_state state = {data, size, {0}, NULL};
    return deflate_with(&state, out, capacity, symbols, find_run);
}

/* Image deflate (unfiltered rows): at each position the longest match among the places an
   image repeats itself — the byte and the pixel before (flat colour), the pixel above and
   its neighbours one and two pixels away (rows of a gradient shifted a little, anti-aliased
   edges), two rows up — and the last place the next 4 bytes were seen (a 4-byte hash of
   one entry: repeated glyphs, icons), greedy, 3 bytes at least (6 for the hash's); on a tie
   the nearer. On the social card at 1× it makes 60.6 KB where zlib's level 6 makes 56.4 KB
   (Cairo's writer, libpng at level 6 on filtered rows, 67.2 KB), in about a sixth of the
   time. */

#define CAIRN_IMAGE_HASH_BITS 16

/// Index of the 4 bytes at `p` in the hash table.
static inline uint32_t hash4(const unsigned char *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return (v * 2654435761u) >> (32 - CAIRN_IMAGE_HASH_BITS);
}

/// The image parse's longest match at `position`.
static inline __attribute__((always_inline)) size_t find_image_match(parse_state *state, size_t position, size_t *distance) {
    const unsigned char *here = state->data + position;
    size_t limit = state->size - position < 258 ? state->size - position : 258, best = 0;
    if (limit >= 3) {
        for (int k = 0; k < 7 && best < limit; k++) {
            size_t d = state->candidates[k];
            if (d == 0 || d > 32768 || position < d) continue;
            const unsigned char *there = here - d;
            if (there[0] != here[0] || there[1] != here[1] || there[2] != here[2]) continue;
            size_t m = 3 + match_length(here + 3, there + 3, limit - 3);
            if (m > best || (m == best && d < *distance)) { best = m; *distance = d; }
        }
    }
    if (limit >= 4) {
        /* The table learns every position a literal or match starts at; it is asked unless
           the image's own places gave the longest match there can be. */
        uint32_t *slot = &state->hash[hash4(here)];
        size_t seen = *slot;  /* position + 1 of the last sighting, 0 for none */
        *slot = (uint32_t)(position + 1);
        if (best < limit && seen && position + 1 - seen <= 32768) {
            size_t d = position + 1 - seen;
            const unsigned char *there = here - d;
            if (there[0] == here[0] && there[1] == here[1] && there[2] == here[2]) {
                size_t m = 3 + match_length(here + 3, there + 3, limit - 3);
                if (m >= 6 && (m > best || (m == best && d < *distance))) { best = m; *distance = d; }
            }
        }
    }
    return best;
}

size_t cairn_deflate_image(const unsigned char *data, size_t size, size_t row_length, size_t pixel_bytes,
                           unsigned char *out, size_t capacity, uint32_t *symbols, uint32_t *hash) {
    memset(hash, 0, sizeof(uint32_t) << CAIRN_IMAGE_HASH_BITS);
    parse_state state = {data, size,
                         {1, pixel_bytes, row_length, row_length - pixel_bytes, row_length + pixel_bytes, 2 * row_length,
                          row_length - 2 * pixel_bytes},
                         hash};
    return deflate_with(&state, out, capacity, symbols, find_image_match);
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
