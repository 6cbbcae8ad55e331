#include <stdint.h>
#include <sys/types.h>
#include <microhttpd.h>

// Swift imports neither C variadic functions nor macros with casts, so the
// few libmicrohttpd calls tlsite needs in those forms are wrapped here.

/// Starts a daemon on an already listening socket, one thread a connection,
/// with the URL handed to the handler exactly as the client sent it
/// (`unescape` returns the length unchanged): tlsite decodes it once itself.
static inline struct MHD_Daemon *tl_mhd_start(int listen_socket, unsigned int flags,
                                              MHD_AccessHandlerCallback handler, void *context,
                                              unsigned int idle_timeout, unsigned int connection_limit,
                                              size_t (*unescape)(void *, struct MHD_Connection *, char *)) {
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, context,
                            MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_socket,
                            MHD_OPTION_CONNECTION_TIMEOUT, idle_timeout,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_UNESCAPE_CALLBACK, unescape, NULL,
                            MHD_OPTION_END);
}

static const ssize_t tl_mhd_end_of_stream = MHD_CONTENT_READER_END_OF_STREAM;
static const ssize_t tl_mhd_end_with_error = MHD_CONTENT_READER_END_WITH_ERROR;
static const uint64_t tl_mhd_size_unknown = MHD_SIZE_UNKNOWN;
