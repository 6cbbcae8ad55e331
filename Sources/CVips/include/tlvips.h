#ifndef TLVIPS_H
#define TLVIPS_H

#include <stddef.h>

/// libvips, opened at run time (dlopen of libvips.so.42) rather than linked:
/// the release binary then runs where libvips is not installed, and builds
/// images without variants there. Every function here is a plain C call
/// (vips' own API is variadic, which Swift cannot call). Calls are
/// serialised by one lock: libvips' error buffer is one per process.

/// Opens and initialises libvips once. Returns 1 when it is usable; else 0
/// with why in `error` (the library is missing, or too old).
int tl_vips_open(char *error, size_t error_size);

/// The library's version ("8.14.1"), or "" before a successful open.
const char *tl_vips_version(void);

/// Reads an image's header from its bytes (no pixels are decoded): its
/// size as displayed (EXIF orientations 5-8 swap width and height) and
/// vips' loader ("pngload_buffer", "jpegload_buffer", "gifload_buffer",
/// "svgload_buffer", "webpload_buffer" ...). Only those five formats are
/// opened: anything else (a PDF, a TIFF, text) is refused before a loader
/// runs. Returns 0, or -1 with why in `error` (and the loader in `loader`
/// when the format was recognised).
int tl_vips_probe(const void *data, size_t size, int *width, int *height, char *loader, size_t loader_size,
                  char *error, size_t error_size);

/// Shrinks the image in `data` to `width` pixels wide (never wider than it
/// is; the height keeps the ratio; EXIF orientation applied) with
/// vips_thumbnail_buffer, which streams the pixels and shrinks JPEGs while
/// loading, and encodes the result once for each of `suffixes` (`count`
/// of them; vips picks the format from the suffix, options in brackets:
/// ".webp[Q=80]"). `outputs[i]`/`output_sizes[i]` receive each encoding,
/// to be freed with tl_vips_free. A truncated or corrupt source is an
/// error, not a grey image. Returns 0, or -1 with why in `error` (and no
/// output to free).
int tl_vips_resize(const void *data, size_t size, int width, const char *const *suffixes, int count,
                   void **outputs, size_t *output_sizes, char *error, size_t error_size);

/// Frees an output of tl_vips_resize.
void tl_vips_free(void *output);

/// How many times tl_vips_resize decoded a source since the process began
/// (for the tests that say a warm cache resizes nothing).
long tl_vips_resize_count(void);

#endif
