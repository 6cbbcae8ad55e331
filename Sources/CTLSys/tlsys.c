#define _GNU_SOURCE
#include "tlsys.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <sys/wait.h>

#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

int tl_exchange_paths(const char *a, const char *b) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
#else
    (void)a; (void)b;
    errno = ENOSYS;
    return -1;
#endif
}

#if defined(__linux__)
#include <linux/fs.h>
#include <sys/ioctl.h>
#endif

int tl_mark_top_folder(const char *path) {
#if defined(__linux__) && defined(FS_IOC_SETFLAGS) && defined(FS_TOPDIR_FL)
    int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return -1;
    int flags = 0;
    int result = ioctl(fd, FS_IOC_GETFLAGS, &flags);
    if (result == 0) {
        flags |= FS_TOPDIR_FL;
        result = ioctl(fd, FS_IOC_SETFLAGS, &flags);
    }
    int saved = errno;
    close(fd);
    errno = saved;
    return result;
#else
    (void)path;
    errno = ENOSYS;
    return -1;
#endif
}

// scripts/release.sh writes tlsite_commit.h (#define TLSITE_COMMIT "...")
// into a folder it puts on the include path: a new commit then recompiles
// this file alone, where a -D flag would rebuild every module.
#if defined(__has_include)
#if __has_include("tlsite_commit.h")
#include "tlsite_commit.h"
#endif
#endif
#ifndef TLSITE_COMMIT
#define TLSITE_COMMIT "unknown"
#endif

const char *tl_build_commit(void) {
    return TLSITE_COMMIT;
}

void tl_run_from_signal_handler(char *const argv[]) {
    pid_t child = vfork();
    if (child == 0) {
        execv(argv[0], argv);
        _exit(127);
    }
    if (child > 0) {
        int status;
        while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    }
}
