import CTLSys
import Foundation

/// Ctrl-C (SIGINT), SIGTERM, SIGHUP and SIGPIPE, caught so the server can
/// stop cleanly: the handler only writes to a pipe that `wait()` reads. A
/// second Ctrl-C or SIGTERM before the first was handled ends the process
/// at once.
package enum StopSignal {
    nonisolated(unsafe) private static var pipeEnds: [Int32] = [-1, -1]
    nonisolated(unsafe) private static var received: sig_atomic_t = 0
    /// `rm -rf -- FOLDER`, made before any signal: the one thing a forced
    /// exit does first, with calls a signal handler may make (`tl_run_from_signal_handler`).
    nonisolated(unsafe) private static var removal: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?

    /// Makes a forced exit (a second Ctrl-C or SIGTERM) remove `folder`
    /// first, as a clean stop does: serve's temporary folder is never left behind.
    package static func removeOnForcedExit(_ folder: String) {
        let argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 5)
        for (index, word) in ["/bin/rm", "-rf", "--", folder].enumerated() { argv[index] = strdup(word) }
        argv[4] = nil
        removal = argv
    }

    package static func install() {
        guard pipeEnds[0] < 0, pipe(&pipeEnds) == 0 else { return }
        // A handler must never block, even if signals fill the pipe.
        _ = fcntl(pipeEnds[1], F_SETFL, O_NONBLOCK)
        // SIGHUP (the terminal closed) and SIGPIPE (standard output's reader
        // went away) end serve as Ctrl-C does, so its temporary folder is
        // removed. Only a second Ctrl-C or SIGTERM forces an exit: a write to
        // a closed pipe while stopping raises SIGPIPE again.
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                if number != SIGPIPE && number != SIGHUP {
                    StopSignal.received += 1
                    if StopSignal.received > 1 {
                        if let argv = StopSignal.removal { tl_run_from_signal_handler(argv) }
                        _exit(128 + number)
                    }
                }
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(StopSignal.pipeEnds[1], &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
    }

    /// Blocks until a signal arrives; returns its number.
    @discardableResult
    package static func wait() -> Int32 {
        var byte: UInt8 = 0
        while read(pipeEnds[0], &byte, 1) < 0 && errno == EINTR {}
        return Int32(byte)
    }
}
