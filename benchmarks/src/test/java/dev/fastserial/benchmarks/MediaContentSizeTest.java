package dev.fastserial.benchmarks;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.benchmarks.media.MediaSamples;
import dev.fastserial.testing.DataObjectOutput;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * MediaContent, built with this module's lock file, is no larger than the hand-written
 * Externalizable version: neither what writeExternal writes nor a whole stream.
 */
class MediaContentSizeTest {

    private static int payload(Externalizable bean) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bean.writeExternal(new DataObjectOutput(bytes));
        return bytes.size();
    }

    @Test
    void generatedIsNoLargerThanHandWritten() throws IOException {
        int generated = payload(MediaSamples.mediaContent());
        int handWritten = payload(MediaSamples.mediaContentHandWritten());
        int generatedStream = Streams.serialize(MediaSamples.mediaContent()).length;
        int handWrittenStream = Streams.serialize(MediaSamples.mediaContentHandWritten()).length;
        System.out.printf("MediaContent: writeExternal %d bytes (hand-written %d), one object per stream %d (hand-written %d)%n",
                generated, handWritten, generatedStream, handWrittenStream);
        assertTrue(generated <= handWritten, generated + " > " + handWritten);
        assertTrue(generatedStream <= handWrittenStream, generatedStream + " > " + handWrittenStream);
    }
}
