package dev.fastserial.benchmarks.codec;

/**
 * One way of turning a model's objects into bytes and back, in the two modes the benchmarks
 * measure. An instance keeps its reusable buffers, so it belongs to one thread.
 */
public interface Codec {

    /** Per message: one object into its own message (for Java serialization a fresh stream). */
    byte[] toBytes(Object value) throws Exception;

    /** Per message: reads back what {@link #toBytes} wrote. */
    Object fromBytes(byte[] bytes) throws Exception;

    /**
     * Streaming: all values one after the other through one stream, into this codec's reusable
     * buffer.
     *
     * @return the number of bytes written
     */
    int writeAll(Object[] values) throws Exception;

    /** A copy of what the last {@link #writeAll} wrote. */
    byte[] written();

    /**
     * Streaming: reads {@code into.length} objects back from what the last {@link #writeAll}
     * wrote, in place (no copy of the buffer).
     */
    void readAll(Object[] into) throws Exception;
}
