package dev.fastserial.benchmarks;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.fastserial.benchmarks.media.MediaSamples;
import dev.fastserial.benchmarks.proto.ProtoSamples;
import dev.fastserial.examples.Priority;
import dev.fastserial.examples.Samples;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.function.Supplier;

/**
 * The benchmark models: the four article models of the examples module and jvm-serializers'
 * media content. Each gives the same values in every variant.
 */
public enum Model {
    TWELVE_FIELDS("TwelveFieldBean", "twelveFieldsHandWritten", false,
            Samples::twelveFields, Samples::twelveFieldsPlain, ProtoSamples::twelveFields,
            dev.fastserial.benchmarks.proto.TwelveFieldBean.parser(),
            List.of(dev.fastserial.examples.plain.TwelveFieldBean.class, Date.class)),
    EMPLOYEE("Employee", "employeeHandWritten", true,
            Samples::employee, Samples::employeePlain, ProtoSamples::employee,
            dev.fastserial.benchmarks.proto.Employee.parser(),
            List.of(dev.fastserial.examples.plain.Employee.class, Date.class, ArrayList.class)),
    TEST_CLASS("TestClass", "testClassHandWritten", true,
            Samples::testClass, Samples::testClassPlain, ProtoSamples::testClass,
            dev.fastserial.benchmarks.proto.TestClass.parser(),
            List.of(dev.fastserial.examples.plain.TestClass.class, dev.fastserial.examples.plain.TestBaseClass.class,
                    int[].class, String[].class, Object[].class)),
    MESSAGE("Message", "messageHandWritten", false,
            Samples::message, Samples::messagePlain, ProtoSamples::message,
            dev.fastserial.benchmarks.proto.Message.parser(),
            List.of(dev.fastserial.examples.plain.Message.class, dev.fastserial.examples.plain.Player.class,
                    Priority.class, byte[].class)),
    MEDIA_CONTENT("MediaContent", null, false,
            MediaSamples::mediaContent, MediaSamples::mediaContentPlain, ProtoSamples::mediaContent,
            dev.fastserial.benchmarks.proto.MediaContent.parser(),
            List.of(dev.fastserial.benchmarks.media.plain.MediaContent.class,
                    dev.fastserial.benchmarks.media.plain.Media.class,
                    dev.fastserial.benchmarks.media.plain.Image.class,
                    dev.fastserial.benchmarks.media.Player.class, dev.fastserial.benchmarks.media.Size.class,
                    ArrayList.class));

    private final String title;
    private final String handWrittenFactory;
    private final boolean sharesReferences;
    private final Supplier<Object> annotated;
    private final Supplier<Object> plain;
    private final Supplier<MessageLite> proto;
    private final Parser<? extends MessageLite> parser;
    private final List<Class<?>> pojoClasses;

    Model(String title, String handWrittenFactory, boolean sharesReferences, Supplier<Object> annotated,
          Supplier<Object> plain, Supplier<MessageLite> proto, Parser<? extends MessageLite> parser,
          List<Class<?>> pojoClasses) {
        this.title = title;
        this.handWrittenFactory = handWrittenFactory;
        this.sharesReferences = sharesReferences;
        this.annotated = annotated;
        this.plain = plain;
        this.proto = proto;
        this.parser = parser;
        this.pojoClasses = pojoClasses;
    }

    /** The name the articles use. */
    public String title() {
        return title;
    }

    /** Whether the sample graph shares an object or has a cycle (Kryo and Fory then track references). */
    public boolean sharesReferences() {
        return sharesReferences;
    }

    /** The {@code @FastSerial} sample. */
    public Object annotated() {
        return annotated.get();
    }

    /** The default-{@code Serializable} sample: also the POJO that Kryo and Fory serialize. */
    public Object plain() {
        return plain.get();
    }

    /** The protobuf message with the same values. */
    public MessageLite proto() {
        return proto.get();
    }

    public Parser<? extends MessageLite> parser() {
        return parser;
    }

    /** The classes Kryo and Fory register for the plain sample. */
    public List<Class<?>> pojoClasses() {
        return pojoClasses;
    }

    /**
     * The hand-written {@code Externalizable} sample. The article models' hand-written classes
     * live in the examples module ({@code Samples.<model>HandWritten()}); looked up by name so
     * that this module builds while some are still being written.
     *
     * @throws UnsupportedOperationException when the examples module has no such sample yet
     */
    public Object handWritten() {
        if (this == MEDIA_CONTENT) {
            return MediaSamples.mediaContentHandWritten();
        }
        Method factory = handWrittenFactory();
        if (factory == null) {
            throw new UnsupportedOperationException("no hand-written " + title
                    + " yet: dev.fastserial.examples.Samples has no " + handWrittenFactory + "()");
        }
        try {
            return factory.invoke(null);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Whether a hand-written sample exists (see {@link #handWritten()}). */
    public boolean hasHandWritten() {
        return this == MEDIA_CONTENT || handWrittenFactory() != null;
    }

    private Method handWrittenFactory() {
        try {
            return Samples.class.getMethod(handWrittenFactory);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }
}
