#ifndef CAIRN_FILTERS_H
#define CAIRN_FILTERS_H

#include <stdint.h>

/* Pixel filters on Cairo ARGB32 image data (native-endian 0xAARRGGBB words, premultiplied
 * alpha). Every function accepts any width/height >= 0 and does nothing for empty images. */

/* Gaussian blur of standard deviation sigma_x, sigma_y pixels. Below sigma 5 an exact
 * Gaussian kernel (radius ceil(3 sigma)); from 5 up, three sliding-sum box blurs of odd
 * widths whose variances add up to sigma^2 (Kovesi 2010), so the cost does not grow with
 * sigma. From sigma 16 up (in both directions) the blur runs at 1/2, 1/4 or 1/8 resolution
 * (the largest that keeps sigma >= 8 reduced pixels): f x f blocks averaged, blurred, and
 * interpolated back bilinearly, so the cost falls as sigma grows. Rows and columns that are
 * fully transparent are skipped.
 * Outside the image counts as transparent, or as the nearest edge pixel when clamp_edges.
 * Returns 0, or -1 when out of memory (the image is then unchanged). */
int cairn_blur(unsigned char *data, int width, int height, int stride,
               double sigma_x, double sigma_y, int clamp_edges);

/* A material's or Liquid Glass's backdrop in one pass at reduced resolution: the width x height
 * rectangle of the ARGB32 `target` (tw x th pixels) whose top-left pixel is (bx, by), the
 * target's edge pixels repeated beyond it, is block-averaged at 1/f of its resolution (f the
 * largest power of two up to 8 that leaves 4.5 pixels of sigma, from sigma 16), blurred there
 * by sigma (edges clamped), the colour matrix `m` (NULL: none) applied to the reduced pixels,
 * and expanded bilinearly into the region [x0, x1) x [y0, y1) of the rectangle, written to
 * `out` (whose pixel (0, 0) is the region's top-left). Where the region lies the blur's reach
 * (3 sigma + 2) inside the rectangle, as drawing makes it, the pixels are within 4 levels of
 * the exact Gaussian and within 3 of a copy of the rectangle through cairn_blur and
 * cairn_color_matrix (which blurs at cairn_blur's finer resolution; BackdropFilterTests), for a
 * fraction of the work: no full-resolution copy, the margin the blur reads is never expanded,
 * and the matrix runs on 1/f^2 of the pixels. `m` must mix red, green and blue alone (as
 * saturation does), so that it is linear on premultiplied colour. Returns 1 when done, 0 when
 * sigma is too small for a reduced resolution or `m` is not such a matrix (the caller then
 * takes the full-resolution path), -1 when out of memory. Working memory is kept by each
 * thread between calls (up to 8 MiB, freed when the thread exits).
 *
 * With a `lens` (Liquid Glass's refraction; NULL: none) the blurred backdrop is displaced as
 * cairn_refract displaces it: the field is the lens's coverage blurred by its sigma, a point
 * moves by scale / 255 times the field's slope (levels per pixel), and samples stay within
 * `reach` pixels of the region. The displacement is applied to the reduced pixels, then
 * expanded with the rest: against cairn_refract over the full-resolution backdrop, within 6
 * levels and 99 % of pixels within 3. */
typedef struct {
    const unsigned char *coverage; /* ARGB32; its alpha is the coverage */
    int stride;
    int x, y, width, height;       /* the coverage's pixel (0, 0) lies on the rectangle's (x, y) */
    double sigma;                  /* the field's blur */
    double scale;                  /* as cairn_refract's */
    int reach;                     /* the farthest a sample is read beyond the region */
} cairn_lens;

int cairn_backdrop(const unsigned char *target, int tw, int th, int tstride, int bx, int by, int width, int height,
                   double sigma, const double *m, const cairn_lens *lens,
                   unsigned char *out, int ostride, int x0, int y0, int x1, int y1);

/* The same blur (and the same reduced resolution for wide blurs) on an A8 image (one alpha byte per pixel), outside transparent: a shadow's
 * mask, four times cheaper than blurring its colour too. */
int cairn_blur_a8(unsigned char *data, int width, int height, int stride, double sigma_x, double sigma_y);

/* cairn_blur_a8 by sigma in both directions at 1/f of the resolution (f 2, 4 or 8; otherwise,
 * or for an image smaller than 4f pixels, at the resolution cairn_blur_a8 chooses), for a
 * smooth field that needs fewer levels of precision than a picture (the refraction's). */
int cairn_blur_a8_reduced(unsigned char *data, int width, int height, int stride, double sigma, int f);

/* An A8 image blurred in place by sigma in both directions at its own resolution with the
 * backdrop's blur (three boxes from sigma 2, a sampled Gaussian below; outside transparent),
 * for a faint shadow's mask rasterised at reduced resolution. Returns 0, or -1 when out of
 * memory (the image is then unchanged). */
int cairn_blur_a8_boxes(unsigned char *data, int width, int height, int stride, double sigma);

/* The A8 image `small` (lw x lh) expanded bilinearly by f (1 to 8) into `out` (width x height
 * pixels, at most f lw x f lh), pixel centres aligned: out's pixel x samples small at
 * (x + 0.5) / f - 0.5, its edge pixels repeated. Every pixel of `out` is written. Returns 0,
 * or -1 for invalid arguments or when out of memory. */
int cairn_a8_expand(const unsigned char *small, int lw, int lh, int sstride, int f,
                    unsigned char *out, int width, int height, int ostride);

/* A 4x5 colour matrix (rows R G B A; columns R G B A and a constant, on straight 0...1
 * components, as SVG feColorMatrix) applied to every pixel, results clamped to 0...1. */
void cairn_color_matrix(unsigned char *data, int width, int height, int stride, const double *matrix);

/* Makes every pixel opaque: colour divided by alpha (transparent pixels become black). */
void cairn_make_opaque(unsigned char *data, int width, int height, int stride);

/* dst = plusDarker(src over dst): with premultiplied components,
 * alpha = min(1, Sa + Da), colour = max(0, alpha - ((Sa - S) + (Da - D))).
 * For opaque pixels this is Core Graphics' R = max(0, 1 - ((1 - D) + (1 - S))). */
void cairn_plus_darker(unsigned char *dst, int dst_stride, const unsigned char *src, int src_stride,
                       int width, int height);

/* Refraction (Liquid Glass): each pixel of the ARGB32 image is replaced by a bilinear sample
 * of the original image at (x - scale * gx, y - scale * gy), where (gx, gy) is the central
 * difference gradient of the A8 `field` (values / 255), a field_w x field_h image whose pixel
 * (0, 0) lies on the image's pixel (field_x, field_y): the field is a blurred coverage, so its
 * gradient points inwards and vanishes away from the edges, and the image is sampled from
 * further out near them. Pixels the field does not cover stay. Samples outside the image take
 * the nearest edge pixel. Only the pixels of the rectangle [x0, x1) × [y0, y1) (clamped to the
 * image) are written; samples are read from the whole image. Returns 0, or -1 when out of
 * memory (the image is then unchanged). */
int cairn_refract(unsigned char *data, int width, int height, int stride,
                  const unsigned char *field, int field_stride, int field_x, int field_y, int field_w, int field_h,
                  double scale, int x0, int y0, int x1, int y1);

/* Fills a width x height image (ARGB32, premultiplied) with a linear gradient (with `over`,
 * composites it over the pixels there, source-over as pixman rounds it): pixel (x, y)
 * takes the colour at t = tx * (x + 0.5) + ty * (y + 0.5) + t0, padded to the end stops
 * beyond 0...1. `count` stops: `offsets` ascending in 0...1, `colours` straight RGBA 0...1
 * (four per stop). Colours are interpolated straight and premultiplied after, as pixman
 * does, through a table of 4,096 colours. Returns 0, or -1 for invalid arguments or a
 * gradient so steep or far that a row spans more than 2^29 table entries (the image is then
 * to be discarded). */
int cairn_linear_gradient(unsigned char *data, int width, int height, int stride,
                          double tx, double ty, double t0,
                          const double *offsets, const double *colours, int count, int over);

/* The linear gradient of cairn_linear_gradient composited source-over onto a width x height
 * region of an ARGB32 image (`data` its first pixel) through an A8 `mask` of the same size:
 * where the mask is 0 nothing is read or written, elsewhere the gradient's colour in the
 * mask (pixman's rounding) over the pixel, as pixman composites a stroke's coverage. A thin
 * stroke paints only its own pixels, where Cairo composites the gradient over the whole
 * rectangle around it. Returns 0, or -1 (nothing written) for invalid arguments or a
 * gradient too steep or far for the table's fixed-point positions. */
int cairn_linear_gradient_masked(unsigned char *data, int width, int height, int stride,
                                 const unsigned char *mask, int mask_stride,
                                 double tx, double ty, double t0,
                                 const double *offsets, const double *colours, int count);

/* Each pixel of the ARGB32 image (all four premultiplied channels) times the alpha of the
 * same pixel of the ARGB32 `mask` / 255, rounded as pixman's IN operator rounds. */
void cairn_mask_in(unsigned char *data, int width, int height, int stride, const unsigned char *mask, int mask_stride);

/* cairn_mask_in after compositing the premultiplied ARGB32 colour `wash` source-over every
 * pixel (pixman's rounding, as Cairo fills a solid colour): a glass shape's backdrop and its
 * wash become one image, masked by the shape's coverage once. */
void cairn_wash_mask_in(unsigned char *data, int width, int height, int stride, uint32_t wash,
                        const unsigned char *mask, int mask_stride);

/* Draws one cell of a mesh gradient, tessellated into an nu x nv grid of quads, into a
 * width x height ARGB32 image (premultiplied), replacing the pixels it covers as Cairo's
 * mesh rasteriser does (a later patch above an earlier one). `xy` holds the (nu + 1) x
 * (nv + 1) grid vertices row by row (2 doubles each, in the image's pixel space), `rgba`
 * their straight colours (4 floats each, 0...1). Each quad is split along its first-to-third
 * corner diagonal into two triangles; a pixel whose centre lies inside one (left and top
 * edges in, right and bottom out, so quads sharing an edge cover each pixel once) takes the
 * quad's bilinear colour at its own (s, t), which is affine in the triangle, premultiplied
 * and rounded. Triangles with a non-finite vertex are left out. Returns 0, or -1 for invalid
 * arguments. */
int cairn_mesh_cell(unsigned char *data, int width, int height, int stride,
                    int nu, int nv, const double *xy, const float *rgba);

/* cairn_mesh_cell for a cell whose colour is one bicubic polynomial of the cell's (u, v):
 * `coefficients` holds 16 straight RGBA colours (4 floats each), the coefficient of u^a v^b
 * at index 4 a + b; the grid vertex (a, b) lies at u = a / nu, v = b / nv. Each pixel centre
 * takes the polynomial at its own (u, v) (affine in each triangle), clamped to 0...1,
 * premultiplied and rounded. */
int cairn_mesh_cell_bicubic(unsigned char *data, int width, int height, int stride,
                            int nu, int nv, const double *xy, const float *coefficients);

#endif
