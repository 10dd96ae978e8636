#ifndef CAIRN_FILTERS_H
#define CAIRN_FILTERS_H

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

/* The same blur (and the same reduced resolution for wide blurs) on an A8 image (one alpha byte per pixel), outside transparent: a shadow's
 * mask, four times cheaper than blurring its colour too. */
int cairn_blur_a8(unsigned char *data, int width, int height, int stride, double sigma_x, double sigma_y);

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
 * difference gradient of the A8 `field` (same width and height, values / 255): the field is a
 * blurred coverage, so its gradient points inwards and vanishes away from the edges, and the
 * image is sampled from further out near them. Samples outside the image take the nearest
 * edge pixel. Only the pixels of the rectangle [x0, x1) × [y0, y1) (clamped to the image) are
 * written; samples are read from the whole image. Returns 0, or -1 when out of memory (the
 * image is then unchanged). */
int cairn_refract(unsigned char *data, int width, int height, int stride,
                  const unsigned char *field, int field_stride, double scale,
                  int x0, int y0, int x1, int y1);

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

#endif
