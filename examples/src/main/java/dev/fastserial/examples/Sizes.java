package dev.fastserial.examples;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;

/** Serialized sizes as the articles measure them: one object in a fresh ObjectOutputStream. */
public final class Sizes {
    private Sizes() {}

    public static byte[] serialize(Object object) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(object);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    public static int of(Object object) {
        return serialize(object).length;
    }
}
