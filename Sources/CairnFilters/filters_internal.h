#ifndef CAIRN_FILTERS_INTERNAL_H
#define CAIRN_FILTERS_INTERNAL_H

/* Shared by the filters' sources, not part of the module's interface. */

/* The widths d[0], d[1], d[2] (odd) of three centred boxes whose variances add up to sigma^2
 * (Kovesi, "Fast Almost-Gaussian Filtering", 2010). */
void cairn_filters_box_widths(double sigma, int d[3]);

/* Sigma at 1/f resolution, less the variance the block average (f^2 - 1) / 12 and the
 * bilinear reconstruction (about f^2 / 6) already add, in full-resolution pixels. */
double cairn_filters_reduced_sigma(double sigma, int f);

#endif
