package dev.fastserial.benchmarks;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.fastserial.benchmarks.media.MediaSamples;
import dev.fastserial.benchmarks.proto.ProtoSamples;
import dev.fastserial.examples.Priority;
import dev.fastserial.examples.Samples;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.function.Supplier;

/**
 * The benchmark models: the four article models of the examples module and jvm-serializers'
 * media content, as classes and as records. Each gives the same values in every variant.
 */
public enum Model {
    TWELVE_FIELDS("TwelveFieldBean", Samples::twelveFieldsHandWritten, false,
            Samples::twelveFields, Samples::twelveFieldsPlain, ProtoSamples::twelveFields,
            dev.fastserial.benchmarks.proto.TwelveFieldBean.parser(),
            List.of(dev.fastserial.examples.plain.TwelveFieldBean.class, Date.class)),
    EMPLOYEE("Employee", Samples::employeeHandWritten, true,
            Samples::employee, Samples::employeePlain, ProtoSamples::employee,
            dev.fastserial.benchmarks.proto.Employee.parser(),
            List.of(dev.fastserial.examples.plain.Employee.class, Date.class, ArrayList.class)),
    TEST_CLASS("TestClass", Samples::testClassHandWritten, true,
            Samples::testClass, Samples::testClassPlain, ProtoSamples::testClass,
            dev.fastserial.benchmarks.proto.TestClass.parser(),
            List.of(dev.fastserial.examples.plain.TestClass.class, dev.fastserial.examples.plain.TestBaseClass.class,
                    int[].class, String[].class, Object[].class)),
    MESSAGE("Message", Samples::messageHandWritten, false,
            Samples::message, Samples::messagePlain, ProtoSamples::message,
            dev.fastserial.benchmarks.proto.Message.parser(),
            List.of(dev.fastserial.examples.plain.Message.class, dev.fastserial.examples.plain.Player.class,
                    Priority.class, byte[].class)),
    MEDIA_CONTENT("MediaContent", MediaSamples::mediaContentHandWritten, false,
            MediaSamples::mediaContent, MediaSamples::mediaContentPlain, ProtoSamples::mediaContent,
            dev.fastserial.benchmarks.proto.MediaContent.parser(),
            List.of(dev.fastserial.benchmarks.media.plain.MediaContent.class,
                    dev.fastserial.benchmarks.media.plain.Media.class,
                    dev.fastserial.benchmarks.media.plain.Image.class,
                    dev.fastserial.benchmarks.media.Player.class, dev.fastserial.benchmarks.media.Size.class,
                    ArrayList.class)),
    /**
     * MediaContent's values as records (issue 11): Serializable, Kryo and Fory on plain records
     * (the JDK's own record serialization; Kryo's and Fory's record support), fastserial on
     * {@code @FastSerial} records (inside JDK streams: through the generated proxy; direct:
     * {@code FastBytes}). Hand-written and protobuf have no record form: the same classes and
     * message as MediaContent, for reference.
     */
    MEDIA_CONTENT_RECORDS("MediaContent records", MediaSamples::mediaContentHandWritten, false,
            MediaSamples::mediaContentRecords, MediaSamples::mediaContentRecordsPlain, ProtoSamples::mediaContent,
            dev.fastserial.benchmarks.proto.MediaContent.parser(),
            List.of(dev.fastserial.benchmarks.media.records.plain.MediaContent.class,
                    dev.fastserial.benchmarks.media.records.plain.Media.class,
                    dev.fastserial.benchmarks.media.records.plain.Image.class,
                    dev.fastserial.benchmarks.media.Player.class, dev.fastserial.benchmarks.media.Size.class,
                    ArrayList.class));

    private final String title;
    private final Supplier<Object> handWritten;
    private final boolean sharesReferences;
    private final Supplier<Object> annotated;
    private final Supplier<Object> plain;
    private final Supplier<MessageLite> proto;
    private final Parser<? extends MessageLite> parser;
    private final List<Class<?>> pojoClasses;

    Model(String title, Supplier<Object> handWritten, boolean sharesReferences, Supplier<Object> annotated,
          Supplier<Object> plain, Supplier<MessageLite> proto, Parser<? extends MessageLite> parser,
          List<Class<?>> pojoClasses) {
        this.title = title;
        this.handWritten = handWritten;
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
     * The hand-written {@code Externalizable} sample, in the articles' most efficient style (the
     * article models' from the examples module, MediaContent's from this one).
     */
    public Object handWritten() {
        return handWritten.get();
    }
}
