package dev.fastserial;

import java.io.IOException;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.OutputStream;

/**
 * The one Java serialization stream of a direct-path message, for the values fastserial has no
 * encoding for (fallback fields): started at the first such value, its bytes go straight into
 * the message (flushed after each value), and its handles keep those values' sharing. Beans met
 * inside become {@link BeanToken}s ({@link GraphWriter#replaceInJava}).
 */
final class JavaSectionOutput extends ObjectOutputStream {
    private final GraphWriter graph;

    JavaSectionOutput(ObjectOutput message, GraphWriter graph) throws IOException {
        super(new Sink(message));
        this.graph = graph;
        enableReplaceObject(true);
    }

    @Override
    protected Object replaceObject(Object obj) throws IOException {
        return graph.replaceInJava(obj);
    }

    /** The message as an OutputStream. */
    private static final class Sink extends OutputStream {
        private final ObjectOutput message;

        Sink(ObjectOutput message) {
            this.message = message;
        }

        @Override
        public void write(int b) throws IOException {
            message.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            message.write(b, off, len);
        }
    }
}
