package dev.fastserial.processor.write;

import static dev.fastserial.processor.write.JavaTypes.ILLEGAL_ARGUMENT;
import static dev.fastserial.processor.write.JavaTypes.INVALID_OBJECT;
import static dev.fastserial.processor.write.JavaTypes.IO_EXCEPTION;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_INPUT;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_OUTPUT;
import static dev.fastserial.processor.write.JavaTypes.STREAM_CORRUPTED;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import dev.fastserial.processor.model.ValueKind;

/**
 * java.time, UUID, BigDecimal, BigInteger, Currency and Locale: each as its few numbers or its
 * code, never a class descriptor. Readers turn what the JDK factories throw on corrupt values
 * (DateTimeException, ArithmeticException, IllegalArgumentException) into InvalidObjectException.
 */
final class ValueTypeCode {
    private static final ClassName DATE_TIME_EXCEPTION = ClassName.get("java.time", "DateTimeException");
    private static final ClassName ARITHMETIC = ClassName.get("java.lang", "ArithmeticException");
    private static final ClassName ZONE_OFFSET = ClassName.get("java.time", "ZoneOffset");

    /** BigInteger supports at most 2^31 - 1 bits: its two's complement takes at most 2^28 bytes. */
    private static final int MAX_BIG_INTEGER_BYTES = 1 << 28;

    private final Helpers helpers;

    ValueTypeCode(Helpers helpers) {
        this.helpers = helpers;
    }

    CodeBlock write(ValueKind kind, CodeBlock value) {
        return CodeBlock.of("$N(out, $L)", writer(kind), value);
    }

    CodeBlock read(ValueKind kind) {
        return CodeBlock.of("$N(in)", reader(kind));
    }

    private String writer(ValueKind kind) {
        String simple = kind.type.simpleName();
        return helpers.helper("write" + simple, "write" + simple, name -> writeBody(kind,
                Helpers.method(name).addParameter(OBJECT_OUTPUT, "out").addParameter(kind.type, "value")
                        .addException(IO_EXCEPTION)));
    }

    private String reader(ValueKind kind) {
        String simple = kind.type.simpleName();
        return helpers.helper("read" + simple, "read" + simple, name -> readBody(kind,
                Helpers.method(name).returns(kind.type).addParameter(OBJECT_INPUT, "in").addException(IO_EXCEPTION)));
    }

    private MethodSpec.Builder writeBody(ValueKind kind, MethodSpec.Builder m) {
        String varLong = helpers.writeVarLong();
        switch (kind) {
            case INSTANT:
                return m.addStatement("$N(out, value.getEpochSecond())", varLong)
                        .addStatement("$N(out, value.getNano())", helpers.writeVarInt());
            case LOCAL_DATE:
                return m.addStatement("$N(out, value.toEpochDay())", varLong);
            case LOCAL_TIME:
                return m.addStatement("$N(out, value.toNanoOfDay())", varLong);
            case LOCAL_DATE_TIME:
                return m.addStatement("$N(out, value.toLocalDate())", writer(ValueKind.LOCAL_DATE))
                        .addStatement("$N(out, value.toLocalTime())", writer(ValueKind.LOCAL_TIME));
            case OFFSET_DATE_TIME:
                return m.addStatement("$N(out, value.toLocalDateTime())", writer(ValueKind.LOCAL_DATE_TIME))
                        .addStatement("$N(out, value.getOffset().getTotalSeconds())", helpers.writeVarInt());
            case ZONED_DATE_TIME:
                return m.addStatement("$N(out, value.toLocalDateTime())", writer(ValueKind.LOCAL_DATE_TIME))
                        .addStatement("$N(out, value.getOffset().getTotalSeconds())", helpers.writeVarInt())
                        .addStatement("out.writeUTF(value.getZone().getId())");
            case DURATION:
                return m.addStatement("$N(out, value.getSeconds())", varLong)
                        .addStatement("$N(out, value.getNano())", helpers.writeVarInt());
            case PERIOD:
                return m.addStatement("$N(out, value.getYears())", helpers.writeVarInt())
                        .addStatement("$N(out, value.getMonths())", helpers.writeVarInt())
                        .addStatement("$N(out, value.getDays())", helpers.writeVarInt());
            case ZONE_ID:
                return m.addStatement("out.writeUTF(value.getId())");
            case UUID:
                return m.addStatement("out.writeLong(value.getMostSignificantBits())")
                        .addStatement("out.writeLong(value.getLeastSignificantBits())");
            case BIG_INTEGER:
                return m.addComment("two's complement, big-endian, as few bytes as the value needs")
                        .addStatement("byte[] bytes = value.toByteArray()")
                        .addStatement("$N(out, bytes.length)", helpers.writeLength())
                        .addStatement("out.write(bytes)");
            case BIG_DECIMAL:
                return m.addStatement("$N(out, value.scale())", helpers.writeVarInt())
                        .addStatement("$N(out, value.unscaledValue())", writer(ValueKind.BIG_INTEGER));
            case CURRENCY:
                return m.addStatement("out.writeUTF(value.getCurrencyCode())");
            case LOCALE:
                return m.addStatement("out.writeUTF(value.toLanguageTag())");
            default:
                throw new IllegalArgumentException(kind.toString());
        }
    }

    private MethodSpec.Builder readBody(ValueKind kind, MethodSpec.Builder m) {
        String varLong = helpers.readVarLong();
        String varInt = helpers.readVarInt();
        switch (kind) {
            case INSTANT:
                return guarded(m.addStatement("long seconds = $N(in)", varLong)
                                .addStatement("int nanos = $N(in)", varInt),
                        CodeBlock.of("$T.ofEpochSecond(seconds, nanos)", kind.type), kind, DATE_TIME_EXCEPTION, ARITHMETIC);
            case LOCAL_DATE:
                return guarded(m.addStatement("long day = $N(in)", varLong),
                        CodeBlock.of("$T.ofEpochDay(day)", kind.type), kind, DATE_TIME_EXCEPTION);
            case LOCAL_TIME:
                return guarded(m.addStatement("long nanos = $N(in)", varLong),
                        CodeBlock.of("$T.ofNanoOfDay(nanos)", kind.type), kind, DATE_TIME_EXCEPTION);
            case LOCAL_DATE_TIME:
                return m.addStatement("return $T.of($N(in), $N(in))", kind.type,
                        reader(ValueKind.LOCAL_DATE), reader(ValueKind.LOCAL_TIME));
            case OFFSET_DATE_TIME:
                return guarded(m.addStatement("$T dateTime = $N(in)", ValueKind.LOCAL_DATE_TIME.type, reader(ValueKind.LOCAL_DATE_TIME))
                                .addStatement("int offset = $N(in)", varInt),
                        CodeBlock.of("$T.of(dateTime, $T.ofTotalSeconds(offset))", kind.type, ZONE_OFFSET),
                        kind, DATE_TIME_EXCEPTION);
            case ZONED_DATE_TIME:
                return guarded(m.addStatement("$T dateTime = $N(in)", ValueKind.LOCAL_DATE_TIME.type, reader(ValueKind.LOCAL_DATE_TIME))
                                .addStatement("int offset = $N(in)", varInt)
                                .addStatement("$T zone = in.readUTF()", JavaTypes.STRING),
                        CodeBlock.of("$T.ofInstant(dateTime, $T.ofTotalSeconds(offset), $T.of(zone))",
                                kind.type, ZONE_OFFSET, ValueKind.ZONE_ID.type),
                        kind, DATE_TIME_EXCEPTION);
            case DURATION:
                return guarded(m.addStatement("long seconds = $N(in)", varLong)
                                .addStatement("int nanos = $N(in)", varInt),
                        CodeBlock.of("$T.ofSeconds(seconds, nanos)", kind.type), kind, ARITHMETIC);
            case PERIOD:
                return m.addStatement("return $T.of($N(in), $N(in), $N(in))", kind.type, varInt, varInt, varInt);
            case ZONE_ID:
                return guarded(m.addStatement("$T id = in.readUTF()", JavaTypes.STRING),
                        CodeBlock.of("$T.of(id)", kind.type), kind, DATE_TIME_EXCEPTION);
            case UUID:
                return m.addStatement("return new $T(in.readLong(), in.readLong())", kind.type);
            case BIG_INTEGER:
                // toByteArray() of any BigInteger (at most 2^31 - 1 bits) has 1 to 2^28 bytes
                return guarded(m.addStatement("int length = $N(in)", helpers.readLength())
                                .beginControlFlow("if (length == 0 || length > $L)", MAX_BIG_INTEGER_BYTES)
                                .addStatement("throw new $T(\"a BigInteger of \" + length + \" bytes: the JDK's take 1 to $L\")",
                                        STREAM_CORRUPTED, MAX_BIG_INTEGER_BYTES)
                                .endControlFlow(),
                        CodeBlock.of("new $T($N(in, length))", kind.type, helpers.readBytes()), kind, ARITHMETIC);
            case BIG_DECIMAL:
                return m.addStatement("int scale = $N(in)", varInt)
                        .addStatement("return new $T($N(in), scale)", kind.type, reader(ValueKind.BIG_INTEGER));
            case CURRENCY:
                return guarded(m.addStatement("$T code = in.readUTF()", JavaTypes.STRING),
                        CodeBlock.of("$T.getInstance(code)", kind.type), kind, ILLEGAL_ARGUMENT);
            case LOCALE:
                return m.addStatement("return $T.forLanguageTag(in.readUTF())", kind.type);
            default:
                throw new IllegalArgumentException(kind.toString());
        }
    }

    /** {@code return <factory>;} with what the factory throws on corrupt values turned into an IOException. */
    private static MethodSpec.Builder guarded(MethodSpec.Builder m, CodeBlock factory, ValueKind kind, ClassName... thrown) {
        String catches = String.join(" | ", java.util.Collections.nCopies(thrown.length, "$T"));
        return m.beginControlFlow("try")
                .addStatement("return $L", factory)
                .nextControlFlow("catch (" + catches + " e)", (Object[]) thrown)
                .addStatement("throw new $T(\"invalid $L: \" + e.getMessage())", INVALID_OBJECT, kind.type.simpleName())
                .endControlFlow();
    }
}
