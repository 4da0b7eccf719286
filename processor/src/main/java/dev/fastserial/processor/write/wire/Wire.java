package dev.fastserial.processor.write.wire;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.NotSerializableException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.OutputStream;
import java.io.StreamCorruptedException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Currency;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The fixed wire primitives of generated externalizers, as real Java: compiled and tested here
 * ({@code WireTest}), and copied member by member into each generated class that uses them
 * ({@link Templates}). Generated code needs nothing but java.base at run time, so every
 * externalizer carries the few of these it calls.
 *
 * <p>Rules for this file: Java 8 source; every member {@code static}, separated by a blank line,
 * with its Javadoc or comment directly above it; no text specific to one bean; a member may call
 * another member by its simple name (the copier follows such calls). The copies are read in every
 * generated file, so they are kept short: a constant that one member alone uses is best a literal
 * or a local there (a field costs the file two lines), and a single statement under {@code if},
 * {@code for} or {@code while} that fits stays on its line, without braces, like the generated
 * per-field code (lines of at most 120 characters).
 */
@SuppressWarnings({"unused", "WeakerAccess"})
final class Wire {
    private Wire() {}

    // ---- lengths and numbers -----------------------------------------------------------------

    /** A count or length (never negative) in 1, 2, 4 or 5 bytes; the first byte's top bits say which. */
    static void writeLength(ObjectOutput out, int n) throws IOException {
        if (n < 0x80) out.writeByte(n);
        else if (n < 0x4000) out.writeShort(0x8000 | n);
        else if (n < 0x20000000) out.writeInt(0xC0000000 | n);
        else {
            out.writeByte(0xE0);
            out.writeInt(n);
        }
    }

    static int readLength(ObjectInput in) throws IOException {
        int b = in.readUnsignedByte();
        int n = b < 0x80 ? b : b < 0xC0 ? (b & 0x3F) << 8 | in.readUnsignedByte()
                : b < 0xE0 ? (b & 0x1F) << 24 | in.readUnsignedShort() << 8 | in.readUnsignedByte()
                : b == 0xE0 ? in.readInt() : -1;
        if (n < 0) throw new StreamCorruptedException("invalid length prefix");
        return n;
    }

    /** An int in 1, 2, 4 or 5 bytes: zigzag makes small values of either sign small. */
    static void writeVarInt(ObjectOutput out, int v) throws IOException {
        int z = v << 1 ^ v >> 31;
        if ((z & ~0x7F) == 0) out.writeByte(z);
        else if ((z & ~0x3FFF) == 0) out.writeShort(0x8000 | z);
        else if ((z & ~0x1FFFFFFF) == 0) out.writeInt(0xC0000000 | z);
        else {
            out.writeByte(0xE0);
            out.writeInt(v);
        }
    }

    static int readVarInt(ObjectInput in) throws IOException {
        int b = in.readUnsignedByte();
        if (b >= 0xE0) {
            if (b > 0xE0) throw new StreamCorruptedException("invalid int prefix");
            return in.readInt();
        }
        int z = b < 0x80 ? b : b < 0xC0 ? (b & 0x3F) << 8 | in.readUnsignedByte()
                : (b & 0x1F) << 24 | in.readUnsignedShort() << 8 | in.readUnsignedByte();
        return z >>> 1 ^ -(z & 1);
    }

    /** A long in 1, 2, 4, 8 or 9 bytes, zigzag like {@link #writeVarInt}. */
    static void writeVarLong(ObjectOutput out, long v) throws IOException {
        long z = v << 1 ^ v >> 63;
        if ((z & ~0x7FL) == 0) out.writeByte((int) z);
        else if ((z & ~0x3FFFL) == 0) out.writeShort((int) (0x8000 | z));
        else if ((z & ~0x1FFFFFFFL) == 0) out.writeInt((int) (0xC0000000L | z));
        else if ((z & ~0x0FFFFFFFFFFFFFFFL) == 0) out.writeLong(0xE000000000000000L | z);
        else {
            out.writeByte(0xF0);
            out.writeLong(v);
        }
    }

    static long readVarLong(ObjectInput in) throws IOException {
        int b = in.readUnsignedByte();
        long z;
        if (b < 0x80) z = b;
        else if (b < 0xC0) z = (b & 0x3F) << 8 | in.readUnsignedByte();
        else if (b < 0xE0) z = (b & 0x1F) << 24 | in.readUnsignedShort() << 8 | in.readUnsignedByte();
        else if (b < 0xF0) z = (long) (b & 0x0F) << 56 | (in.readInt() & 0xFFFFFFFFL) << 24
                | in.readUnsignedShort() << 8 | in.readUnsignedByte();
        else if (b == 0xF0) return in.readLong();
        else throw new StreamCorruptedException("invalid long prefix");
        return z >>> 1 ^ -(z & 1);
    }

    /** The capacity after {@code filled} elements of {@code length}: doubling, so memory follows the bytes read. */
    static int grow(int filled, int length) {
        return (int) Math.min(length, Math.max(16L, 2L * filled));
    }

    // ---- strings ------------------------------------------------------------------------------

    /** The longest string one writeUTF always takes: modified UTF-8 spends at most 3 bytes a char. */
    static final int UTF_CHUNK = 65535 / 3;

    /**
     * Any string exactly (lone surrogates and '\0' too), in writeUTF chunks of UTF_CHUNK chars:
     * a chunk shorter than that is the last.
     */
    static void writeString(ObjectOutput out, String s) throws IOException {
        if (s.length() < UTF_CHUNK) {
            out.writeUTF(s); // one chunk: the common case, without a substring call
            return;
        }
        for (int start = 0; ; start += UTF_CHUNK) {
            String chunk = s.substring(start, Math.min(s.length(), start + UTF_CHUNK));
            out.writeUTF(chunk);
            if (chunk.length() < UTF_CHUNK) return;
        }
    }

    /** Reads what writeString wrote; the string grows with the chunks that arrive, never ahead of them. */
    static String readString(ObjectInput in) throws IOException {
        String chunk = in.readUTF();
        if (chunk.length() < UTF_CHUNK) return chunk; // one chunk: the common case, no copy
        StringBuilder s = new StringBuilder(chunk);
        do {
            chunk = in.readUTF();
            s.append(chunk);
        } while (chunk.length() >= UTF_CHUNK);
        return s.toString();
    }

    /**
     * Strings of 1024+ chars go through writeObject on an ObjectOutputStream: outside its block
     * framing (5 bytes a KB), and shared when repeated.
     */
    static boolean isLarge(ObjectOutput out, String s) {
        return s.length() >= 1024 && out instanceof ObjectOutputStream;
    }

    // ---- objects ------------------------------------------------------------------------------

    /**
     * writeObject for a field of an open type (Object, an interface): a value Java serialization
     * refuses fails naming the field, which the JDK's message (the value's class alone) does not.
     */
    static void writeAny(ObjectOutput out, Object value, String field) throws IOException {
        try {
            out.writeObject(value);
        } catch (NotSerializableException e) {
            String m = e.getMessage();
            throw (NotSerializableException) new NotSerializableException(field + ": " + m
                    + (m != null && m.endsWith(" is not Serializable") ? "" : " is not Serializable")).initCause(e);
        }
    }

    /**
     * readObject, with the class checked: a corrupt stream fails as an IOException, never a ClassCastException
     * nor an Error thrown by the classes it names. FastBytes (a Consumer) is told the class first, to refuse
     * any other before reading it; a JDK stream is not a Consumer.
     */
    @SuppressWarnings("unchecked")
    static <T> T readObject(ObjectInput in, Class<T> type, String what) throws IOException, ClassNotFoundException {
        Object value;
        try {
            if (in instanceof Consumer) ((Consumer<Class<?>>) in).accept(type);
            value = in.readObject();
        } catch (RuntimeException | InternalError | AssertionError e) { // what the JDK itself throws on corrupt bytes
            throw (StreamCorruptedException) new StreamCorruptedException(what + ": " + e).initCause(e);
        } catch (LinkageError e) { // a class named in the stream that cannot be loaded (its superclass missing...)
            throw (InvalidClassException) new InvalidClassException(what + ": " + e).initCause(e);
        } catch (StackOverflowError e) { // objects by reference may nest without end in a hostile stream
            throw (InvalidObjectException) new InvalidObjectException(what + ": nested too deeply").initCause(e);
        }
        if (value == null || type.isInstance(value)) return type.cast(value);
        throw new InvalidObjectException(what + ": expected " + type.getName() + ", found "
                + value.getClass().getName());
    }

    /** A value read for a field declared non-null: null only in a corrupt or hostile stream. */
    static <T> T nonNull(T value, String what) throws InvalidObjectException {
        if (value == null) throw new InvalidObjectException(what + " is declared non-null, the stream holds null");
        return value;
    }

    // ---- arrays of primitives: length, then fixed-width elements ----------------------------

    /** The longest array any VM can be relied on to allocate. */
    static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

    static void writeArrayLength(ObjectOutput out, int length) throws IOException {
        if (length > MAX_ARRAY) {
            throw new InvalidObjectException("fastserial writes arrays of " + MAX_ARRAY + " elements at most, not "
                    + length);
        }
        writeLength(out, length);
    }

    static int readArrayLength(ObjectInput in) throws IOException {
        int length = readLength(in);
        if (length > MAX_ARRAY) throw new StreamCorruptedException("array length " + length + " exceeds " + MAX_ARRAY);
        return length;
    }

    /** Reads {@code length} bytes into an array that grows as they arrive: a false length fails as EOFException. */
    static byte[] readBytes(ObjectInput in, int length) throws IOException {
        byte[] value = new byte[Math.min(length, 4096)];
        for (int done = 0; done < length; done = value.length) {
            if (done == value.length) value = Arrays.copyOf(value, grow(done, length));
            in.readFully(value, done, value.length - done);
        }
        return value;
    }

    static void writeByteArray(ObjectOutput out, byte[] value) throws IOException {
        writeArrayLength(out, value.length);
        out.write(value);
    }

    static byte[] readByteArray(ObjectInput in) throws IOException {
        return readBytes(in, readArrayLength(in));
    }

    /** Eight booleans a byte, the first in the lowest bit. */
    static void writeBooleanArray(ObjectOutput out, boolean[] value) throws IOException {
        writeArrayLength(out, value.length);
        for (int i = 0; i < value.length; i += 8) {
            int bits = 0;
            for (int j = i; j < value.length && j < i + 8; j++) {
                if (value[j]) bits |= 1 << (j - i);
            }
            out.writeByte(bits);
        }
    }

    static boolean[] readBooleanArray(ObjectInput in) throws IOException {
        int length = readArrayLength(in);
        boolean[] value = new boolean[Math.min(length, 256)];
        for (int i = 0; i < length; i += 8) {
            int bits = in.readUnsignedByte();
            for (int j = i; j < length && j < i + 8; j++) {
                if (j == value.length) value = Arrays.copyOf(value, grow(j, length));
                value[j] = (bits & 1 << (j - i)) != 0;
            }
        }
        return value;
    }

    static void writeShortArray(ObjectOutput out, short[] value) throws IOException {
        writeArrayLength(out, value.length);
        for (short e : value) {
            out.writeShort(e);
        }
    }

    static short[] readShortArray(ObjectInput in) throws IOException {
        int length = readArrayLength(in);
        short[] value = new short[Math.min(length, 256)];
        for (int i = 0; i < length; i++) {
            if (i == value.length) value = Arrays.copyOf(value, grow(i, length));
            value[i] = in.readShort();
        }
        return value;
    }

    static void writeCharArray(ObjectOutput out, char[] value) throws IOException {
        writeArrayLength(out, value.length);
        for (char e : value) {
            out.writeChar(e);
        }
    }

    static char[] readCharArray(ObjectInput in) throws IOException {
        int length = readArrayLength(in);
        char[] value = new char[Math.min(length, 256)];
        for (int i = 0; i < length; i++) {
            if (i == value.length) value = Arrays.copyOf(value, grow(i, length));
            value[i] = in.readChar();
        }
        return value;
    }

    /** Fixed 4 bytes an element, as a hand-writer would: large ints must not grow past default serialization. */
    static void writeIntArray(ObjectOutput out, int[] value) throws IOException {
        writeArrayLength(out, value.length);
        for (int e : value) {
            out.writeInt(e);
        }
    }

    static int[] readIntArray(ObjectInput in) throws IOException {
        int length = readArrayLength(in);
        int[] value = new int[Math.min(length, 256)];
        for (int i = 0; i < length; i++) {
            if (i == value.length) value = Arrays.copyOf(value, grow(i, length));
            value[i] = in.readInt();
        }
        return value;
    }

    static void writeLongArray(ObjectOutput out, long[] value) throws IOException {
        writeArrayLength(out, value.length);
        for (long e : value) {
            out.writeLong(e);
        }
    }

    static long[] readLongArray(ObjectInput in) throws IOException {
        int length = readArrayLength(in);
        long[] value = new long[Math.min(length, 256)];
        for (int i = 0; i < length; i++) {
            if (i == value.length) value = Arrays.copyOf(value, grow(i, length));
            value[i] = in.readLong();
        }
        return value;
    }

    static void writeFloatArray(ObjectOutput out, float[] value) throws IOException {
        writeArrayLength(out, value.length);
        for (float e : value) {
            out.writeFloat(e);
        }
    }

    static float[] readFloatArray(ObjectInput in) throws IOException {
        int length = readArrayLength(in);
        float[] value = new float[Math.min(length, 256)];
        for (int i = 0; i < length; i++) {
            if (i == value.length) value = Arrays.copyOf(value, grow(i, length));
            value[i] = in.readFloat();
        }
        return value;
    }

    static void writeDoubleArray(ObjectOutput out, double[] value) throws IOException {
        writeArrayLength(out, value.length);
        for (double e : value) {
            out.writeDouble(e);
        }
    }

    static double[] readDoubleArray(ObjectInput in) throws IOException {
        int length = readArrayLength(in);
        double[] value = new double[Math.min(length, 256)];
        for (int i = 0; i < length; i++) {
            if (i == value.length) value = Arrays.copyOf(value, grow(i, length));
            value[i] = in.readDouble();
        }
        return value;
    }

    // ---- containers ---------------------------------------------------------------------------

    /** A container's prefix: {@code size << 3 | class << 1 | tagged}, as one length. */
    static void writeSize(ObjectOutput out, int size, int kind, boolean tagged) throws IOException {
        int max = Integer.MAX_VALUE >>> 3; // 3 bits of the prefix say the class and whether tags follow
        if (size > max) {
            throw new InvalidObjectException("fastserial writes containers of " + max + " elements at most, not "
                    + size);
        }
        writeLength(out, size << 3 | kind << 1 | (tagged ? 1 : 0));
    }

    /**
     * Another JDK class than the declared type's plain ones (docs/wire-format.md): the prefix 7 (an empty container
     * of class 3 with tags, which no writer writes otherwise), then its code; its own prefix follows.
     */
    static void writeOtherKind(ObjectOutput out, int kind) throws IOException {
        out.writeByte(7);
        out.writeByte(kind);
    }

    /** The prefix after {@link #writeOtherKind}: size and tags, class 0. */
    static int readOtherLength(ObjectInput in) throws IOException {
        int header = readLength(in);
        if ((header & 6) != 0) throw new StreamCorruptedException("invalid container prefix " + header);
        return header;
    }

    /**
     * Whether a LinkedHashMap keeps access order (an LRU cache), which no getter tells: get(first) moves
     * the first key last there only, and getting the others in order puts it back first. A map of one
     * entry or none is probed through its clone (which keeps the flag) and two keys of its own.
     */
    @SuppressWarnings("unchecked")
    static boolean isAccessOrdered(LinkedHashMap<?, ?> map) {
        if (map.size() < 2) {
            LinkedHashMap<Object, Object> probe = (LinkedHashMap<Object, Object>) map.clone();
            Object a = new Object();
            Object b = new Object();
            probe.put(a, a);
            probe.put(b, b);
            probe.get(a);
            Object last = null;
            for (Object k : probe.keySet()) last = k;
            return last == a;
        }
        Object first = map.keySet().iterator().next();
        map.get(first);
        if (map.keySet().iterator().next() == first) return false;
        Object[] keys = map.keySet().toArray();
        for (int i = 0; i < keys.length - 1; i++) map.get(keys[i]);
        return true;
    }

    /** A class of java.util by its name there (most collection classes are private); null where this JDK lacks it. */
    static Class<?> jdkClass(String name) {
        try {
            return Class.forName("java.util." + name, false, null);
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    /**
     * A JDK list or collection view's code (docs/types.md, "The JDK's views") where it wraps exactly {@code wraps},
     * the class the reader rebuilds it over; else -1, writeObject, which keeps whatever it wraps.
     */
    static int listViewKind(Object view, Class<?> wraps, int code) {
        Object w = ViewProbe.wrapped(view);
        return w != null && w.getClass() == wraps ? code : -1;
    }

    /** A set view's code by what it wraps: exactly {@code wraps}, a HashSet, a TreeSet in natural order; else -1. */
    static int setViewKind(Object view, Class<?> wraps, int code, int hashed, int sorted) {
        Object w = ViewProbe.wrapped(view);
        Class<?> c = w == null ? null : w.getClass();
        if (c == TreeSet.class && ((TreeSet<?>) w).comparator() != null) return -1;
        return c == null ? -1 : c == wraps ? code : c == HashSet.class ? hashed : c == TreeSet.class ? sorted : -1;
    }

    /**
     * A map view's code by what it wraps: exactly {@code wraps}, a HashMap, a TreeMap in natural order; a
     * LinkedHashMap in insertion order only; else -1.
     */
    static int mapViewKind(Object view, Class<?> wraps, int code, int hashed, int sorted) {
        Object w = ViewProbe.wrapped(view);
        Class<?> c = w == null ? null : w.getClass();
        if (c == TreeMap.class && ((TreeMap<?, ?>) w).comparator() != null) return -1;
        if (c == LinkedHashMap.class) {
            synchronized (view) { // a synchronized view's lock: the probe gets keys, which moves them in access order
                if (isAccessOrdered((LinkedHashMap<?, ?>) w)) return -1;
            }
        }
        return c == null ? -1 : c == wraps ? code : c == HashMap.class ? hashed : c == TreeMap.class ? sorted : -1;
    }

    /**
     * What a JDK view wraps, found as Java serialization finds it (no reflection into java.util): the
     * view's own serialization, into a stream whose bytes are dropped, hands this stream the view,
     * then what it wraps (its field c or m, written no further), then nothing more unless its lock
     * is another object. A new probe for each view: generated code keeps no state between calls.
     */
    static final class ViewProbe extends ObjectOutputStream {
        private int seen;
        private Object wrapped;

        private ViewProbe() throws IOException {
            super(new ByteArrayOutputStream());
            enableReplaceObject(true);
        }

        /** What {@code view} wraps; null where it holds more (a lock of its own) or cannot be written. */
        static Object wrapped(Object view) {
            try (ViewProbe p = new ViewProbe()) {
                p.writeObject(view);
                return p.seen == 2 ? p.wrapped : null;
            } catch (IOException | RuntimeException e) { // not serializable, a security manager's refusal...
                return null;
            }
        }

        @Override
        protected Object replaceObject(Object obj) {
            if (++seen == 1) return obj; // the view
            if (seen == 2) wrapped = obj;
            return null; // what it wraps, and anything else: written as null
        }

        @Override
        protected void writeClassDescriptor(ObjectStreamClass desc) {
            // nothing: the view's class is known
        }
    }

    /** An element's tag: 0 null, 1 fast form, 2 writeObject; above {@code max} is corrupt. */
    static int readTag(ObjectInput in, int max) throws IOException {
        int tag = in.readUnsignedByte();
        if (tag > max) throw new StreamCorruptedException("invalid element tag " + tag);
        return tag;
    }

    /**
     * What a container threw while being filled (a hostile element's hashCode, equals or compareTo,
     * a null it does not take), as an IOException naming the container.
     */
    static InvalidObjectException refused(Object container, String declared, Throwable cause) {
        return (InvalidObjectException) new InvalidObjectException(declared + " (" + container.getClass().getName()
                + ") refused an element: " + cause).initCause(cause);
    }

    // ---- java.sql dates in Date fields: their class and nanos, named by java.sql only where read -----

    /** The code of a java.sql date (1 Timestamp, 2 Date, 3 Time) in a java.util.Date field; 0 for any other class. */
    static int sqlKind(Date d) {
        switch (d.getClass().getName()) {
            case "java.sql.Timestamp": return 1;
            case "java.sql.Date": return 2;
            case "java.sql.Time": return 3;
            default: return 0;
        }
    }

    /** Its code, epoch millis, and for a Timestamp the nanos below the millisecond. */
    static void writeSqlDate(ObjectOutput out, int kind, Date d) throws IOException {
        out.writeByte(kind);
        out.writeLong(d.getTime());
        if (kind == 1) writeVarInt(out, SqlDates.nanos(d) % 1000000);
    }

    /**
     * A Date field's value of another class than Date: a java.sql date as a null object (which no
     * writer writes there otherwise) and its form; any other through writeObject.
     */
    static void writeOtherDate(ObjectOutput out, Date d) throws IOException {
        int kind = sqlKind(d);
        if (kind == 0) {
            out.writeObject(d);
            return;
        }
        out.writeObject(null);
        writeSqlDate(out, kind, d);
    }

    static Date readOtherDate(ObjectInput in, String what) throws IOException, ClassNotFoundException {
        Date d = readObject(in, Date.class, what);
        return d != null ? d : SqlDates.read(in);
    }

    /** A Date element of another class than Date: tag 3 and a java.sql date's form, or tag 2 and writeObject. */
    static void writeTaggedDate(ObjectOutput out, Date d) throws IOException {
        int kind = sqlKind(d);
        if (kind == 0) {
            out.writeByte(2);
            out.writeObject(d);
        } else {
            out.writeByte(3);
            writeSqlDate(out, kind, d);
        }
    }

    /**
     * The java.sql dates, named here only: the class loads when a writer or reader meets one, so a
     * bean that never meets one needs nothing but java.base.
     */
    static final class SqlDates {
        static int nanos(Date timestamp) {
            return ((Timestamp) timestamp).getNanos();
        }

        static Date read(ObjectInput in) throws IOException {
            int kind = in.readUnsignedByte();
            long millis = in.readLong();
            switch (kind) {
                case 1:
                    int nanos = readVarInt(in); // below the millisecond
                    if (nanos < 0 || nanos > 999999) throw new StreamCorruptedException("invalid nanos " + nanos);
                    Timestamp t = new Timestamp(millis);
                    t.setNanos(t.getNanos() + nanos);
                    return t;
                case 2: return new java.sql.Date(millis);
                case 3: return new Time(millis);
                default: throw new StreamCorruptedException("unknown java.sql date " + kind);
            }
        }
    }

    // ---- value types: their few numbers or their code, never a class descriptor ---------------

    static void writeInstant(ObjectOutput out, Instant value) throws IOException {
        writeVarLong(out, value.getEpochSecond());
        writeVarInt(out, value.getNano());
    }

    static Instant readInstant(ObjectInput in) throws IOException {
        long seconds = readVarLong(in);
        int nanos = readVarInt(in);
        try {
            return Instant.ofEpochSecond(seconds, nanos);
        } catch (DateTimeException | ArithmeticException e) {
            throw new InvalidObjectException("invalid Instant: " + e.getMessage());
        }
    }

    static void writeLocalDate(ObjectOutput out, LocalDate value) throws IOException {
        writeVarLong(out, value.toEpochDay());
    }

    static LocalDate readLocalDate(ObjectInput in) throws IOException {
        long day = readVarLong(in);
        try {
            return LocalDate.ofEpochDay(day);
        } catch (DateTimeException e) {
            throw new InvalidObjectException("invalid LocalDate: " + e.getMessage());
        }
    }

    static void writeLocalTime(ObjectOutput out, LocalTime value) throws IOException {
        writeVarLong(out, value.toNanoOfDay());
    }

    static LocalTime readLocalTime(ObjectInput in) throws IOException {
        long nanos = readVarLong(in);
        try {
            return LocalTime.ofNanoOfDay(nanos);
        } catch (DateTimeException e) {
            throw new InvalidObjectException("invalid LocalTime: " + e.getMessage());
        }
    }

    static void writeLocalDateTime(ObjectOutput out, LocalDateTime value) throws IOException {
        writeLocalDate(out, value.toLocalDate());
        writeLocalTime(out, value.toLocalTime());
    }

    static LocalDateTime readLocalDateTime(ObjectInput in) throws IOException {
        return LocalDateTime.of(readLocalDate(in), readLocalTime(in));
    }

    static void writeOffsetDateTime(ObjectOutput out, OffsetDateTime value) throws IOException {
        writeLocalDateTime(out, value.toLocalDateTime());
        writeVarInt(out, value.getOffset().getTotalSeconds());
    }

    static OffsetDateTime readOffsetDateTime(ObjectInput in) throws IOException {
        LocalDateTime dateTime = readLocalDateTime(in);
        int offset = readVarInt(in);
        try {
            return OffsetDateTime.of(dateTime, ZoneOffset.ofTotalSeconds(offset));
        } catch (DateTimeException e) {
            throw new InvalidObjectException("invalid OffsetDateTime: " + e.getMessage());
        }
    }

    /** Date, time and offset, then the zone: the same instant and offset come back, also in a DST overlap. */
    static void writeZonedDateTime(ObjectOutput out, ZonedDateTime value) throws IOException {
        writeLocalDateTime(out, value.toLocalDateTime());
        writeVarInt(out, value.getOffset().getTotalSeconds());
        out.writeUTF(value.getZone().getId());
    }

    static ZonedDateTime readZonedDateTime(ObjectInput in) throws IOException {
        LocalDateTime dateTime = readLocalDateTime(in);
        int offset = readVarInt(in);
        String zone = in.readUTF();
        try {
            return ZonedDateTime.ofInstant(dateTime, ZoneOffset.ofTotalSeconds(offset), ZoneId.of(zone));
        } catch (DateTimeException e) {
            throw new InvalidObjectException("invalid ZonedDateTime: " + e.getMessage());
        }
    }

    static void writeDuration(ObjectOutput out, Duration value) throws IOException {
        writeVarLong(out, value.getSeconds());
        writeVarInt(out, value.getNano());
    }

    static Duration readDuration(ObjectInput in) throws IOException {
        long seconds = readVarLong(in);
        int nanos = readVarInt(in);
        try {
            return Duration.ofSeconds(seconds, nanos);
        } catch (ArithmeticException e) {
            throw new InvalidObjectException("invalid Duration: " + e.getMessage());
        }
    }

    static void writePeriod(ObjectOutput out, Period value) throws IOException {
        writeVarInt(out, value.getYears());
        writeVarInt(out, value.getMonths());
        writeVarInt(out, value.getDays());
    }

    static Period readPeriod(ObjectInput in) throws IOException {
        return Period.of(readVarInt(in), readVarInt(in), readVarInt(in));
    }

    static void writeZoneId(ObjectOutput out, ZoneId value) throws IOException {
        out.writeUTF(value.getId());
    }

    static ZoneId readZoneId(ObjectInput in) throws IOException {
        String id = in.readUTF();
        try {
            return ZoneId.of(id);
        } catch (DateTimeException e) {
            throw new InvalidObjectException("invalid ZoneId: " + e.getMessage());
        }
    }

    static void writeUUID(ObjectOutput out, UUID value) throws IOException {
        out.writeLong(value.getMostSignificantBits());
        out.writeLong(value.getLeastSignificantBits());
    }

    static UUID readUUID(ObjectInput in) throws IOException {
        return new UUID(in.readLong(), in.readLong());
    }

    /** Two's complement, big-endian, as few bytes as the value needs. */
    static void writeBigInteger(ObjectOutput out, BigInteger value) throws IOException {
        byte[] bytes = value.toByteArray();
        writeLength(out, bytes.length);
        out.write(bytes);
    }

    /** BigInteger's own limit, 2^31 - 1 bits, in bytes: longer is corrupt, not an ArithmeticException. */
    static final int MAX_BIG_INTEGER_BYTES = 1 << 28;

    static BigInteger readBigInteger(ObjectInput in) throws IOException {
        int length = readLength(in);
        if (length == 0 || length > MAX_BIG_INTEGER_BYTES) {
            throw new StreamCorruptedException("a BigInteger of " + length + " bytes: the JDK's take 1 to "
                    + MAX_BIG_INTEGER_BYTES);
        }
        try {
            return new BigInteger(readBytes(in, length));
        } catch (ArithmeticException e) { // 2^28 bytes whose value needs all 2^31 bits
            throw new InvalidObjectException("invalid BigInteger: " + e.getMessage());
        }
    }

    /** The scale, then the unscaled value: 1.10 stays 1.10. */
    static void writeBigDecimal(ObjectOutput out, BigDecimal value) throws IOException {
        writeVarInt(out, value.scale());
        writeBigInteger(out, value.unscaledValue());
    }

    static BigDecimal readBigDecimal(ObjectInput in) throws IOException {
        int scale = readVarInt(in);
        return new BigDecimal(readBigInteger(in), scale);
    }

    static void writeCurrency(ObjectOutput out, Currency value) throws IOException {
        out.writeUTF(value.getCurrencyCode());
    }

    static Currency readCurrency(ObjectInput in) throws IOException {
        String code = in.readUTF();
        try {
            return Currency.getInstance(code);
        } catch (IllegalArgumentException e) {
            throw new InvalidObjectException("invalid Currency code: " + code); // the JDK's message is null
        }
    }

    static void writeLocale(ObjectOutput out, Locale value) throws IOException {
        out.writeUTF(value.toLanguageTag());
    }

    static Locale readLocale(ObjectInput in) throws IOException {
        return Locale.forLanguageTag(in.readUTF());
    }

    /** Whether a Locale survives its language tag (legacy locales like ja_JP_JP do not: they take writeObject). */
    static boolean isPortable(Locale value) {
        return Locale.forLanguageTag(value.toLanguageTag()).equals(value);
    }

    // ---- class levels -------------------------------------------------------------------------

    static InvalidClassException layoutMismatch(Class<?> bean) {
        return new InvalidClassException(bean.getName(), "the stream holds another layout of this class (fields or enum"
                + " constants): writer and reader were compiled from versions of it that no fastserial.lock links");
    }

    /**
     * A subclass that is not @FastSerial inherits writeExternal and readExternal from {@code level},
     * whose code knows nothing of the subclass's own fields: refused, rather than written without them.
     */
    static InvalidClassException notGeneratedFor(Object bean, Class<?> level) {
        String name = bean.getClass().getName();
        return new InvalidClassException(name, "is not @FastSerial, but extends the @FastSerial class "
                + level.getName() + ", whose generated code would lose the subclass's own fields: annotate " + name
                + " with @FastSerial and delegate its writeExternal and readExternal to its own externalizer");
    }

    static StreamCorruptedException undefinedBits(Class<?> bean, long bits) {
        return new StreamCorruptedException(bean.getName() + ": undefined bits in 0x" + Long.toHexString(bits));
    }

    /**
     * What the constructor of a record or immutable class threw on the values read (its own
     * validation, rejecting a hostile or corrupt stream), as an IOException naming the class.
     */
    static InvalidObjectException rejected(Class<?> type, Throwable cause) {
        return (InvalidObjectException) new InvalidObjectException(type.getName() + " rejected the values read: "
                + cause).initCause(cause);
    }

    // ---- mixed classes: what their constructor does not take -------------------------------------

    /**
     * A final collection that no constructor parameter or setter restores, filled in place after
     * construction: what the constructor put in it is replaced by what was read.
     */
    static <E> void fillCollection(Collection<E> into, String what, Collection<E> read) throws InvalidObjectException {
        if (!bothOrNeither(into, what, read)) return;
        try {
            into.clear();
            into.addAll(read);
        } catch (UnsupportedOperationException e) {
            throw readOnly(what, e);
        }
    }

    /**
     * The same through a getter, called twice ({@code got} and {@code again}): one that returns a new
     * copy or view on each call is refused, rather than filled and the copy dropped.
     */
    static <E> void fillCollectionThrough(Collection<E> got, Collection<E> again, String getter, Collection<E> read)
            throws InvalidObjectException {
        if (got != again) throw notTheField(getter);
        fillCollection(got, getter, read);
    }

    static <K, V> void fillMap(Map<K, V> into, String what, Map<K, V> read) throws InvalidObjectException {
        if (!bothOrNeither(into, what, read)) return;
        try {
            into.clear();
            into.putAll(read);
        } catch (UnsupportedOperationException e) {
            throw readOnly(what, e);
        }
    }

    static <K, V> void fillMapThrough(Map<K, V> got, Map<K, V> again, String getter, Map<K, V> read)
            throws InvalidObjectException {
        if (got != again) throw notTheField(getter);
        fillMap(got, getter, read);
    }

    /** Whether there is a container to fill and something to fill it with; neither: nothing to do; one: refused. */
    static boolean bothOrNeither(Object into, String what, Object read) throws InvalidObjectException {
        if (into != null && read != null) return true;
        if (into == read) return false;
        throw new InvalidObjectException(what + " cannot be filled: it is null "
                + (into == null ? "after construction" : "in the stream, but not after construction"));
    }

    static InvalidObjectException readOnly(String what, UnsupportedOperationException e) {
        return (InvalidObjectException) new InvalidObjectException(what + " is read-only after construction, so what"
                + " was read cannot be put back in it: " + e).initCause(e);
    }

    static InvalidObjectException notTheField(String getter) {
        return new InvalidObjectException(getter + " returns a new object on each call (a copy or a view), so what was"
                + " read would be lost in it: make it return the field itself, or make the field package-private");
    }

    /**
     * After a constructor whose parameter is wider than its field ({@code Collection} for a {@code Set}):
     * the field must hold what was read, or the constructor changed it and the object is not the one written.
     */
    static void kept(Object read, Object made, String what) throws InvalidObjectException {
        if (Objects.deepEquals(read, made)) return;
        String holds = made == null ? "null" : "a " + made.getClass().getName() + " that is not equal to it";
        throw new InvalidObjectException(what + ": the constructor did not keep the value read (it has " + holds + ")");
    }

    /**
     * After the constructor of a mixed class, for a field it takes that is not final and that nothing
     * sets again (no setter, and the externalizer cannot reach the field): what the constructor made of
     * the value must be what was read, or the object is not the one written (a constructor that
     * normalizes what the object's own methods changed since).
     */
    static void keptUnset(Object read, Object made, String what) throws InvalidObjectException {
        if (Objects.deepEquals(read, made)) return;
        String holds = made == null ? "null" : "a " + made.getClass().getName() + " that is not equal to it";
        throw new InvalidObjectException(what + ": the constructor did not keep the value read (it has " + holds
                + "), and nothing sets the field after it: give it a setter or make it package-private, so that it is"
                + " restored as written");
    }

    // ---- values whose fields could hold them: a reference back is refused when written ---------------

    /** The values of this class whose fields that could hold them this thread is writing, each with that field. */
    static final ThreadLocal<IdentityHashMap<Object, String>> WRITING = new ThreadLocal<>();

    /**
     * At the start of writing a value whose fields could hold the value itself (an Object, a map of them): the
     * values of its class this thread is writing such a field of, each with the field, for the writer to mark
     * the value in while it writes one. The value met again while so marked is a reference back to it from
     * what it holds, a cycle no constructor can restore: refused, naming the field. (Met through its proxy,
     * which Java serialization maps the value to until it is read, it would read back as the proxy; inline, as
     * a copy.) Unless the value does not reach itself ({@link #reachesItself}): the direct path writes the
     * bodies of the beans met inside a Java-serialized value after it, and a Java-serialized field of the value
     * may be the one after which they come, so a bean that holds the value without being held by it can meet it
     * there; then it is written again, a copy, its marks apart from the first's (a map of its own).
     */
    static Map<Object, String> writing(Object value) throws IOException {
        IdentityHashMap<Object, String> writing = WRITING.get();
        if (writing == null) WRITING.set(writing = new IdentityHashMap<>());
        String field = writing.isEmpty() ? null : writing.get(value);
        if (field == null) return writing;
        if (writing.containsKey(writing) || reachesItself(value)) { // met again in the search itself: a cycle
            String type = value.getClass().getName();
            throw new InvalidObjectException(field + " holds a reference back to the " + type + " being written, a"
                    + " cycle no constructor can restore (it would read back as a copy or as the serialization"
                    + " proxy): break the cycle, or make " + type + " a bean, which exists before its fields are read");
        }
        return new IdentityHashMap<>();
    }

    /**
     * Whether {@code value} refers back to itself: Java serialization of it into nothing meets what a stream would,
     * depth first, with no marks of this class but those of the search (a map that holds itself), so meeting the
     * value again while marked is a cycle, refused by the field that closes it. Written unshared: met again, the
     * value is not a reference to what was written (its proxy writes it again, and meets the mark). A value it
     * cannot write through is taken to refer back (refused as before the search).
     */
    static boolean reachesItself(Object value) throws IOException {
        IdentityHashMap<Object, String> outer = WRITING.get();
        IdentityHashMap<Object, String> search = new IdentityHashMap<>();
        search.put(search, "");
        WRITING.set(search);
        try (CycleScan scan = new CycleScan()) {
            scan.writeUnshared(value);
            return false;
        } catch (InvalidObjectException cycle) {
            throw cycle;
        } catch (IOException | RuntimeException cannotTell) {
            return true;
        } finally {
            WRITING.set(outer);
        }
    }

    /**
     * A field's value that could hold the value being written ({@link #writing} marks it): written into a
     * {@link CycleScan}, which meets every object a stream would, unless it holds nothing but JDK values.
     */
    static void scan(Object x) throws IOException {
        if (holdsOnlyJdkValues(x, new int[] {512})) return;
        try (CycleScan scan = new CycleScan()) {
            scan.writeObject(x);
        }
    }

    /**
     * Whether {@code x} holds nothing but strings, numbers, dates and the like, in the JDK's plain collections,
     * maps and Object arrays (of those exact classes): nothing that could refer back to a value. Looks at
     * {@code budget[0]} objects at most; a larger or deeper one may hold anything.
     */
    static boolean holdsOnlyJdkValues(Object x, int[] budget) {
        if (x == null) return true;
        if (--budget[0] < 0) return false;
        Class<?> c = x.getClass();
        if (x instanceof String || x instanceof Enum || c == Integer.class || c == Long.class || c == Boolean.class
                || c == Double.class || c == Float.class || c == Short.class || c == Byte.class || c == Character.class
                || c == BigDecimal.class || c == BigInteger.class || c == Date.class || c == UUID.class
                || c == Locale.class || c == Currency.class || c.isArray() && c.getComponentType().isPrimitive()
                || c.getName().startsWith("java.time.") && c.getClassLoader() == null) {
            return true;
        }
        if (c == ArrayList.class || c == LinkedList.class || c == HashSet.class || c == LinkedHashSet.class) {
            for (Object e : (Collection<?>) x) {
                if (!holdsOnlyJdkValues(e, budget)) return false;
            }
            return true;
        }
        if (c == HashMap.class || c == LinkedHashMap.class) {
            for (Map.Entry<?, ?> e : ((Map<?, ?>) x).entrySet()) {
                if (!holdsOnlyJdkValues(e.getKey(), budget) || !holdsOnlyJdkValues(e.getValue(), budget)) return false;
            }
            return true;
        }
        if (c == Object[].class) {
            for (Object e : (Object[]) x) {
                if (!holdsOnlyJdkValues(e, budget)) return false;
            }
            return true;
        }
        return false;
    }

    /** Java serialization into nothing: it meets every object a stream would write, and so a value's proxy. */
    static final class CycleScan extends ObjectOutputStream {
        CycleScan() throws IOException {
            super(new Discard());
        }
    }

    /** What a {@link CycleScan} writes to. */
    static final class Discard extends OutputStream {
        @Override
        public void write(int b) {
            // nothing: a scan keeps no bytes
        }

        @Override
        public void write(byte[] b, int off, int len) {
            // nothing
        }
    }

    /** A non-null slot's value that went through writeObject: marked so, then the object. */
    static void writeMarked(ObjectOutput out, Object value) throws IOException {
        out.writeByte(1);
        out.writeObject(value);
    }

    /** {@link #writeMarked} for a Date field: a java.sql date in its own form ({@link #writeOtherDate}). */
    static void writeMarkedDate(ObjectOutput out, Date value) throws IOException {
        out.writeByte(1);
        writeOtherDate(out, value);
    }

    /** After a non-null slot marked special: 0 absent (removed in the writer's version), 1 through writeObject. */
    static int readSpecialTag(ObjectInput in) throws IOException {
        int tag = in.readUnsignedByte();
        if (tag > 1) throw new StreamCorruptedException("invalid special tag " + tag);
        return tag;
    }

    /** An added field's tag byte: more follow (1 bit), wire type (3 bits), id (4 bits; 15: id - 15 follows). */
    static void writeTag(ObjectOutput out, int id, int wire, boolean more) throws IOException {
        out.writeByte((more ? 0x80 : 0) | wire << 4 | Math.min(id, 15));
        if (id >= 15) writeLength(out, id - 15);
    }

    /**
     * A null added field: its tag saying BLOB, then a blob of no bytes and no objects (no value's blob
     * is empty), so that a reader whose constructor gives the field a value still reads the null.
     */
    static void writeNullTag(ObjectOutput out, int id, boolean more) throws IOException {
        writeTag(out, id, BLOB, more);
        out.writeByte(0);
    }

    /** Whether an added field whose own wire type is not BLOB was null (its tag says BLOB): then reads the empty blob. */
    static boolean isNullTag(ObjectInput in, int tag, String what) throws IOException {
        if ((tag >>> 4 & 7) != BLOB) return false;
        if (readLength(in) != 0) throw wireType(tag, what);
        return true;
    }

    /** The id of an added field from its tag byte. */
    static int tagId(ObjectInput in, int tag) throws IOException {
        int id = tag & 15;
        return id < 15 ? id : 15 + readLength(in);
    }

    /** Wire types of added fields: how an older reader skips a value it does not know. */
    static final int FIXED1 = 0;
    static final int FIXED2 = 1;
    static final int FIXED4 = 2;
    static final int FIXED8 = 3;
    static final int VARINT = 4;
    static final int STRING = 5;
    static final int OBJECT = 6;
    static final int BLOB = 7;

    /**
     * Skips an added field this version does not know (added later, or removed here), by its wire type.
     * Its objects are read on JDK streams (a class this version lacks fails the read there), skipped
     * on the direct path, which writes them apart.
     */
    static void skip(ObjectInput in, int tag, String what) throws IOException, ClassNotFoundException {
        int wire = tag >>> 4 & 7;
        if (wire == 5) { // STRING: writeUTF chunks, the last one short
            while (in.readUTF().length() >= UTF_CHUNK) continue;
        } else if (wire == 6) { // OBJECT
            skipAddedObjects(in, 1, what);
        } else if (wire == 7) { // BLOB: byte length and a flag for objects, the bytes, then the objects
            int header = readLength(in);
            skipBytes(in, header >>> 1);
            if ((header & 1) != 0) skipAddedObjects(in, -1, what);
        } else { // FIXED1, FIXED2, FIXED4, FIXED8; VARINT: its first byte says how many bytes follow
            int b = wire == 4 ? in.readUnsignedByte() : 0;
            in.readFully(new byte[wire < 4 ? 1 << wire : b < 0x80 ? 0 : b < 0xC0 ? 1 : b < 0xE0 ? 3 : 4]);
        }
    }

    static void skipBytes(ObjectInput in, int length) throws IOException {
        byte[] buf = new byte[Math.min(length, 4096)];
        for (int n = length; n > 0; n -= buf.length) in.readFully(buf, 0, Math.min(n, buf.length));
    }

    /** Skips what writeAddedObjects wrote: {@code count} objects, or a count and as many (-1). */
    static void skipAddedObjects(ObjectInput in, int count, String what) throws IOException, ClassNotFoundException {
        if (in instanceof Function) skipBytes(in, readLength(in));
        else for (int n = count < 0 ? readLength(in) : count; n > 0; n--) readObject(in, Object.class, what);
    }

    /**
     * Objects of a field added since the lock file first recorded the class level. On the direct path
     * (FastBytes, whose streams are also Functions) they go apart: a message of their own, its length
     * first, which a reader without the field skips whatever classes it lacks; on other streams through
     * writeObject, as default serialization writes them ({@code count}: also their number first).
     */
    @SuppressWarnings("unchecked")
    static void writeAddedObjects(ObjectOutput out, Object[] objects, boolean count) throws IOException {
        if (out instanceof Function) {
            byte[] apart;
            try {
                apart = (byte[]) ((Function<Object, Object>) out).apply(objects);
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
            writeLength(out, apart.length);
            out.write(apart);
            return;
        }
        if (count) writeLength(out, objects.length);
        for (Object value : objects) out.writeObject(value);
    }

    /** What writeAddedObjects wrote: {@code count} objects, or (-1) a count and as many. */
    @SuppressWarnings("unchecked")
    static Object[] readAddedObjects(ObjectInput in, int count, String what) throws IOException, ClassNotFoundException {
        Object[] objects;
        if (in instanceof Function) {
            byte[] apart = readBytes(in, readLength(in));
            try {
                objects = (Object[]) ((Function<Object, Object>) in).apply(apart);
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
            if (count >= 0 && objects.length != count) throw new StreamCorruptedException(what + ": corrupt added field");
        } else {
            List<Object> read = new ArrayList<Object>();
            for (int n = count < 0 ? readLength(in) : count; read.size() < n; ) { // grows with the objects actually read
                read.add(readObject(in, Object.class, what));
            }
            objects = read.toArray();
        }
        return objects;
    }

    /** Where an added field's object is read from: the stream itself, or on the direct path its object read apart. */
    static ObjectInput addedObject(ObjectInput in, String what) throws IOException, ClassNotFoundException {
        return in instanceof Function ? new BlobIn(new byte[0], readAddedObjects(in, 1, what)) : in;
    }

    /** Skips every added field: a class level with none of its own, written by a later version. */
    static void skipAdded(ObjectInput in, String what) throws IOException, ClassNotFoundException {
        for (int tag = 0x80; (tag & 0x80) != 0; skip(in, tag, what)) {
            tag = in.readUnsignedByte();
            if ((tag & 15) == 15) readLength(in); // an id past 14
        }
    }

    static StreamCorruptedException wireType(int tag, String what) {
        return new StreamCorruptedException(what + ": wire type " + (tag >>> 4 & 7) + " cannot hold this field");
    }

    /** Whether an added field's tag says writeObject (true) or the field's own wire type (false); else corrupt. */
    static boolean isObject(int tag, int wire, String what) throws StreamCorruptedException {
        int found = tag >>> 4 & 7;
        if (found != wire && found != OBJECT) throw wireType(tag, what);
        return found == OBJECT;
    }

    /** An added field of a type that never goes through writeObject (a primitive): its one wire type. */
    static void expect(int tag, int wire, String what) throws StreamCorruptedException {
        if ((tag >>> 4 & 7) != wire) throw wireType(tag, what);
    }

    /**
     * An added field's value written apart, so that an older reader can skip it: its byte length,
     * the bytes, then the objects it wrote through writeObject (writeAddedObjects: on JDK streams to
     * the real stream, in order, so that shared references and cycles are kept).
     */
    static final class BlobOut extends DataOutputStream implements ObjectOutput {
        private final List<Object> objects = new ArrayList<Object>();

        BlobOut() {
            super(new ByteArrayOutputStream());
        }

        @Override
        public void writeObject(Object value) {
            objects.add(value);
        }

        void writeTo(ObjectOutput target) throws IOException {
            byte[] bytes = ((ByteArrayOutputStream) out).toByteArray();
            if (bytes.length > Integer.MAX_VALUE >>> 1) {
                throw new InvalidObjectException("an added field's value is larger than 1 GB");
            }
            writeLength(target, bytes.length << 1 | (objects.isEmpty() ? 0 : 1));
            target.write(bytes);
            if (!objects.isEmpty()) writeAddedObjects(target, objects.toArray(), true);
        }
    }

    /** Reads what {@link BlobOut} wrote; {@link #end} checks that the value was read to its end. */
    static final class BlobIn extends DataInputStream implements ObjectInput {
        private final Object[] objects;
        private final boolean isNull;
        private int next;

        BlobIn(byte[] bytes, Object[] objects) {
            super(new ByteArrayInputStream(bytes));
            this.objects = objects;
            this.isNull = bytes.length == 0 && objects.length == 0;
        }

        /** A blob of nothing: the field was null ({@link #writeNullTag}). */
        boolean isNull() {
            return isNull;
        }

        @Override
        public Object readObject() throws IOException {
            if (next == objects.length) {
                throw new StreamCorruptedException("an added field reads more objects than it wrote");
            }
            return objects[next++];
        }

        void end(String what) throws IOException {
            if (available() != 0 || next != objects.length) {
                throw new StreamCorruptedException(what + ": the added field's value was not read to its end");
            }
        }
    }

    static BlobIn readBlob(ObjectInput in, String what) throws IOException, ClassNotFoundException {
        int header = readLength(in);
        byte[] bytes = readBytes(in, header >>> 1);
        Object[] objects = (header & 1) == 0 ? new Object[0] : readAddedObjects(in, -1, what);
        return new BlobIn(bytes, objects);
    }
}
