#ifndef TLSYS_H
#define TLSYS_H

/// Atomically exchanges two paths (Linux renameat2 RENAME_EXCHANGE).
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS/EINVAL where the
/// kernel or file system cannot exchange).
int tl_exchange_paths(const char *a, const char *b);

#endif
