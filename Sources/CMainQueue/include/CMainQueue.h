#ifndef CMAINQUEUE_H
#define CMAINQUEUE_H

/* The hooks a foreign event loop uses to run the work libdispatch hands the main thread: every
 * `DispatchQueue.main` block and, on Linux, every job of Swift's main actor. CoreFoundation's
 * run loop is built on the same pair; a loop that never runs it must do their work itself. */

/// Whether the calling thread is the process's main thread (the only one that may run the work).
int cmq_is_main_thread(void);
/// The descriptor libdispatch signals when the main queue gets work (an eventfd, made
/// non-blocking and signalled once for the work queued before it existed), -1 when there is
/// none. Call once, on the main thread.
int cmq_main_queue_descriptor(void);
/// Empties the descriptor's count; returns 1 when it had been signalled, else 0.
int cmq_take_signal(int descriptor);
/// Runs the main queue's waiting work on the calling (main) thread.
void cmq_run_main_queue(void);
/// Sleeps until `descriptor` is readable; returns 0 then, -1 on an error other than EINTR.
int cmq_wait_readable(int descriptor);
/// Whether `descriptor` becomes readable within `milliseconds` (1) or not (0), without reading it.
int cmq_poll_readable(int descriptor, int milliseconds);

#endif
