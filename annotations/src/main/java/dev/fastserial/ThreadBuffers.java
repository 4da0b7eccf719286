package dev.fastserial;

/**
 * What the static entry points ({@link FastBytes}, {@link FastTypes}) reuse on one thread: a
 * writer and a reader, so that a message allocates nothing but its result (the array written, the
 * objects read). Each is taken for the length of one call; a call made while it is taken (a
 * {@code writeExternal} or {@code readObject} that calls {@code FastBytes} itself) gets a fresh
 * one. One thread-local lookup a call.
 */
final class ThreadBuffers {
    private static final ThreadLocal<ThreadBuffers> BUFFERS = new ThreadLocal<ThreadBuffers>() {
        @Override
        protected ThreadBuffers initialValue() {
            return new ThreadBuffers();
        }
    };

    /** The writer: its buffer is kept between messages (dropped after one over 1 MB). */
    final FastWriter writer = new FastWriter();
    /** {@link #writer} is in use. */
    boolean writing;
    /** The reader's input: it keeps no reference to a message, a class or a loader between calls. */
    final BytesInput input = new BytesInput();
    /** {@link #input} is in use. */
    boolean reading;

    private ThreadBuffers() {
    }

    static ThreadBuffers get() {
        return BUFFERS.get();
    }
}
