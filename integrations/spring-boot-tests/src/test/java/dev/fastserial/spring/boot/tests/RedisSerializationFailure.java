package dev.fastserial.spring.boot.tests;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InvalidClassException;
import org.junit.jupiter.api.function.Executable;
import org.springframework.data.redis.serializer.SerializationException;

/** A read that Spring Data Redis reports failed because fastserial refused the class. */
final class RedisSerializationFailure {
    private RedisSerializationFailure() {
    }

    static void assertRefused(Executable read) {
        SerializationException e = assertThrows(SerializationException.class, read);
        InvalidClassException cause = assertInstanceOf(InvalidClassException.class, e.getCause());
        assertTrue(cause.getMessage().contains("not in the allowed packages"), cause.getMessage());
    }
}
