#include <stdint.h>
#include <sys/types.h>
#include <microhttpd.h>

// Swift imports neither C variadic functions nor macros with casts, so the
// few libmicrohttpd calls tlsite needs in those forms are wrapped here.

/// Starts a daemon on an already listening socket, one thread a connection,
/// with the URL handed to the handler exactly as the client sent it
/// (`unescape` returns the length unchanged): tlsite decodes it once itself.
/// `idle_timeout` closes a connection silent for that many seconds; at most
/// `connection_limit` connections, `per_ip_limit` from one address. The two
/// notifications tell when a connection starts and ends and when a request
/// is done, so tlsite can hold each request's headers to a deadline.
static inline struct MHD_Daemon *tl_mhd_start(int listen_socket, unsigned int flags,
                                              MHD_AccessHandlerCallback handler, void *context,
                                              unsigned int idle_timeout, unsigned int connection_limit,
                                              unsigned int per_ip_limit,
                                              size_t (*unescape)(void *, struct MHD_Connection *, char *),
                                              MHD_NotifyConnectionCallback notify_connection,
                                              MHD_RequestCompletedCallback notify_completed) {
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, context,
                            MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_socket,
                            MHD_OPTION_CONNECTION_TIMEOUT, idle_timeout,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_ip_limit,
                            MHD_OPTION_UNESCAPE_CALLBACK, unescape, NULL,
                            MHD_OPTION_NOTIFY_CONNECTION, notify_connection, context,
                            MHD_OPTION_NOTIFY_COMPLETED, notify_completed, context,
                            MHD_OPTION_END);
}

/// The socket of a connection, or -1.
static inline int tl_mhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? (int)info->connect_fd : -1;
}

static const ssize_t tl_mhd_end_of_stream = MHD_CONTENT_READER_END_OF_STREAM;
static const ssize_t tl_mhd_end_with_error = MHD_CONTENT_READER_END_WITH_ERROR;
static const uint64_t tl_mhd_size_unknown = MHD_SIZE_UNKNOWN;
