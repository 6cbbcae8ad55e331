#ifndef TLSYS_H
#define TLSYS_H

/// Atomically exchanges two paths (Linux renameat2 RENAME_EXCHANGE).
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS/EINVAL where the
/// kernel or file system cannot exchange).
int tl_exchange_paths(const char *a, const char *b);

/// Marks a folder as the top of a tree (ext4's FS_TOPDIR_FL), so the file
/// system spreads the folders made in it over its block groups instead of
/// packing them where the last output was just deleted. A hint: returns
/// -1 with errno set where the file system has no such flag.
int tl_mark_top_folder(const char *path);

/// The commit this binary was built from: TLSITE_COMMIT as the build
/// defined it (scripts/release.sh writes it into tlsite_commit.h), or
/// "unknown" for a build that did not say (a plain `swift build`, a
/// source tarball without .git).
const char *tl_build_commit(void);

/// Runs `argv` (argv[0] a full path) and waits for it, with only calls a
/// signal handler may make: vfork (no fork handlers, so no lock another
/// thread held can block it), execv, waitpid. For serve's forced exit.
void tl_run_from_signal_handler(char *const argv[]);

#endif
