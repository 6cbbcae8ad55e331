// libvips through dlopen: the few entry points tlsite uses, looked up by
// name. The prototypes are those of libvips 8 (libvips.so.42, whose ABI is
// stable since 8.0); the enum values are vips' own (VipsAccess, VipsSize,
// the fail_on option).
#include "tlvips.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

typedef struct _VipsImage VipsImage;

enum { TL_ACCESS_SEQUENTIAL = 1 };
enum { TL_SIZE_DOWN = 2 };
/// VIPS_MAX_COORD: no limit on the height of a thumbnail, so the width decides.
enum { TL_MAX_COORD = 10000000 };

static int (*p_init)(const char *);
static const char *(*p_version_string)(void);
static const char *(*p_find_load_buffer)(const void *, size_t);
static VipsImage *(*p_new_from_buffer)(const void *, size_t, const char *, ...);
static int (*p_get_width)(const VipsImage *);
static int (*p_get_height)(const VipsImage *);
static int (*p_get_int)(const VipsImage *, const char *, int *);
static int (*p_get_typeof)(const VipsImage *, const char *);
static int (*p_thumbnail_buffer)(void *, size_t, VipsImage **, int, ...);
static VipsImage *(*p_copy_memory)(VipsImage *);
static int (*p_write_to_buffer)(VipsImage *, const char *, void **, size_t *, ...);
static const char *(*p_error_buffer)(void);
static void (*p_error_clear)(void);
static void (*p_cache_set_max)(int);
static void (*p_operation_block_set)(const char *, int);
static unsigned (*p_log_set_handler)(const char *, int, void (*)(const char *, int, const char *, void *), void *);
static void (*p_unref)(void *);
static void (*p_g_free)(void *);

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int state; // 0 not tried, 1 open, -1 failed
static char open_error[256];
static long resize_count;

/// The loaders tlsite lets run, by the class names vips_foreign_find_load_buffer gives.
static const char *const allowed[] = {
    "VipsForeignLoadPngBuffer", "VipsForeignLoadJpegBuffer", "VipsForeignLoadWebpBuffer",
    "VipsForeignLoadGifBuffer", "VipsForeignLoadNsgifBuffer", "VipsForeignLoadSvgBuffer",
    // libspng, where vips is built with it, reads PNG instead of libpng.
    "VipsForeignLoadPngBufferSpng", "VipsForeignLoadSpngBuffer",
};

/// The loaders' families, for vips_operation_block_set.
static const char *const allowed_families[] = {
    "VipsForeignLoadPng", "VipsForeignLoadJpeg", "VipsForeignLoadWebp", "VipsForeignLoadGif",
    "VipsForeignLoadNsgif", "VipsForeignLoadSvg",
};

/// G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO.
enum { TL_LOG_WARNINGS = (1 << 4) | (1 << 5) | (1 << 6) };
/// Drops vips' warnings: what went wrong reaches the caller as an error
/// (fail_on=truncated), and a build's output is its diagnostics alone.
static void drop_warning(const char *domain, int level, const char *message, void *data) {
    (void)domain; (void)level; (void)message; (void)data;
}

static void copy_text(char *out, size_t size, const char *text) {
    if (size == 0) return;
    snprintf(out, size, "%s", text ? text : "");
    // vips ends its messages with a newline; one line reads better.
    size_t length = strlen(out);
    while (length > 0 && (out[length - 1] == '\n' || out[length - 1] == ' ')) out[--length] = 0;
    for (char *c = out; *c; c++) if (*c == '\n') *c = ' ';
}

static void take_error(char *error, size_t error_size, const char *fallback) {
    const char *message = p_error_buffer();
    copy_text(error, error_size, message && *message ? message : fallback);
    p_error_clear();
}

static int open_locked(void) {
    if (state != 0) return state;
    state = -1;
    void *library = dlopen("libvips.so.42", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(open_error, sizeof open_error, "libvips.so.42 not found (%s)", dlerror());
        return state;
    }
#define FIND(pointer, name) \
    if (!(*(void **)&pointer = dlsym(library, name))) { \
        snprintf(open_error, sizeof open_error, "libvips.so.42 has no %s (libvips 8.12 or later is needed)", name); \
        return state; \
    }
    FIND(p_init, "vips_init")
    FIND(p_version_string, "vips_version_string")
    FIND(p_find_load_buffer, "vips_foreign_find_load_buffer")
    FIND(p_new_from_buffer, "vips_image_new_from_buffer")
    FIND(p_get_width, "vips_image_get_width")
    FIND(p_get_height, "vips_image_get_height")
    FIND(p_get_int, "vips_image_get_int")
    FIND(p_get_typeof, "vips_image_get_typeof")
    FIND(p_thumbnail_buffer, "vips_thumbnail_buffer")
    FIND(p_copy_memory, "vips_image_copy_memory")
    FIND(p_write_to_buffer, "vips_image_write_to_buffer")
    FIND(p_error_buffer, "vips_error_buffer")
    FIND(p_error_clear, "vips_error_clear")
    FIND(p_cache_set_max, "vips_cache_set_max")
    FIND(p_unref, "g_object_unref")
    FIND(p_g_free, "g_free")
    FIND(p_log_set_handler, "g_log_set_handler")
    // fail_on (vips 8.12) is how a truncated file becomes an error.
    if (!dlsym(library, "vips_fail_on_get_type")) {
        snprintf(open_error, sizeof open_error, "libvips.so.42 is older than 8.12 (no fail_on)");
        return state;
    }
#undef FIND
    // vips 8.13 and later can refuse every loader but ours outright
    // (ImageMagick, PDF, TIFF ...); the allow-list below does it anyway.
    *(void **)&p_operation_block_set = dlsym(library, "vips_operation_block_set");
    if (p_init("tlsite") != 0) {
        take_error(open_error, sizeof open_error, "vips_init failed");
        return state;
    }
    if (p_operation_block_set) {
        p_operation_block_set("VipsForeignLoad", 1);
        for (size_t i = 0; i < sizeof allowed_families / sizeof *allowed_families; i++) p_operation_block_set(allowed_families[i], 0);
    }
    // vips' warnings (a truncated file's "not enough data", once per row)
    // would go to standard error.
    p_log_set_handler("VIPS", TL_LOG_WARNINGS, drop_warning, NULL);
    // Each image is read once per build: vips' cache of operations would
    // only hold decoded pixels.
    p_cache_set_max(0);
    state = 1;
    return state;
}

int tl_vips_open(char *error, size_t error_size) {
    pthread_mutex_lock(&lock);
    int result = open_locked();
    if (result != 1) copy_text(error, error_size, open_error);
    pthread_mutex_unlock(&lock);
    return result == 1;
}

const char *tl_vips_version(void) {
    pthread_mutex_lock(&lock);
    const char *version = state == 1 ? p_version_string() : "";
    pthread_mutex_unlock(&lock);
    return version;
}

/// Whether the bytes are of a format tlsite publishes; else why not in `error`.
static int allowed_locked(const void *data, size_t size, const char **name, char *error, size_t error_size) {
    if (size == 0) {
        copy_text(error, error_size, "the file is empty");
        return 0;
    }
    *name = p_find_load_buffer(data, size);
    if (!*name) {
        p_error_clear();
        copy_text(error, error_size, "no PNG, JPEG, WebP, GIF or SVG header");
        return 0;
    }
    for (size_t i = 0; i < sizeof allowed / sizeof *allowed; i++) {
        if (strcmp(*name, allowed[i]) == 0) return 1;
    }
    char message[200];
    snprintf(message, sizeof message, "a format tlsite does not publish (%s); use PNG, JPEG, WebP, GIF or SVG", *name);
    copy_text(error, error_size, message);
    return 0;
}

int tl_vips_probe(const void *data, size_t size, int *width, int *height, char *loader, size_t loader_size,
                  char *error, size_t error_size) {
    pthread_mutex_lock(&lock);
    int result = -1;
    const char *name = NULL;
    if (open_locked() != 1) {
        copy_text(error, error_size, open_error);
    } else if (allowed_locked(data, size, &name, error, error_size)) {
        copy_text(loader, loader_size, name);
        // Opening reads the header; pixels are decoded only when asked for.
        VipsImage *image = p_new_from_buffer(data, size, "", "access", TL_ACCESS_SEQUENTIAL, NULL);
        if (!image) {
            take_error(error, error_size, "libvips could not read the image's header");
        } else {
            int w = p_get_width(image), h = p_get_height(image), orientation = 1;
            if (p_get_typeof(image, "orientation") && p_get_int(image, "orientation", &orientation) != 0) {
                orientation = 1;
                p_error_clear();
            }
            if (orientation >= 5 && orientation <= 8) { int t = w; w = h; h = t; }
            *width = w;
            *height = h;
            p_unref(image);
            result = 0;
        }
    }
    pthread_mutex_unlock(&lock);
    return result;
}

int tl_vips_resize(const void *data, size_t size, int width, const char *const *suffixes, int count,
                   void **outputs, size_t *output_sizes, char *error, size_t error_size) {
    pthread_mutex_lock(&lock);
    int result = -1;
    const char *name = NULL;
    for (int i = 0; i < count; i++) { outputs[i] = NULL; output_sizes[i] = 0; }
    if (open_locked() != 1) {
        copy_text(error, error_size, open_error);
    } else if (allowed_locked(data, size, &name, error, error_size)) {
        resize_count++;
        VipsImage *thumbnail = NULL;
        if (p_thumbnail_buffer((void *)data, size, &thumbnail, width, "height", TL_MAX_COORD, "size", TL_SIZE_DOWN,
                               "option_string", "fail_on=truncated", NULL) != 0) {
            take_error(error, error_size, "libvips could not resize the image");
        } else {
            // Decoded once into memory (the variant's size, not the
            // source's), then encoded in each format: a streamed source
            // can be read only once.
            VipsImage *pixels = p_copy_memory(thumbnail);
            if (!pixels) {
                take_error(error, error_size, "libvips could not decode the image");
            } else {
                result = 0;
                for (int i = 0; i < count && result == 0; i++) {
                    if (p_write_to_buffer(pixels, suffixes[i], &outputs[i], &output_sizes[i], NULL) != 0) {
                        take_error(error, error_size, "libvips could not encode the variant");
                        result = -1;
                    }
                }
                if (result != 0) {
                    for (int i = 0; i < count; i++) { if (outputs[i]) p_g_free(outputs[i]); outputs[i] = NULL; output_sizes[i] = 0; }
                }
                p_unref(pixels);
            }
            p_unref(thumbnail);
        }
    }
    pthread_mutex_unlock(&lock);
    return result;
}

void tl_vips_free(void *output) {
    if (output && p_g_free) p_g_free(output);
}

long tl_vips_resize_count(void) {
    pthread_mutex_lock(&lock);
    long count = resize_count;
    pthread_mutex_unlock(&lock);
    return count;
}
