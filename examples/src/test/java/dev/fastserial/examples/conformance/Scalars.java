package dev.fastserial.examples.conformance;

import java.math.BigDecimal;
import java.math.BigInteger;
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
import java.util.Currency;
import java.util.Date;
import java.util.Locale;
import java.util.Random;
import java.util.UUID;

/**
 * Random immutable values of the type table, each with the Java source that makes it: edge values
 * often (MIN/MAX, NaN, -0.0, lone surrogates and surrogate pairs, BigDecimal scales, Timestamps
 * with nanos in Date fields, legacy locales).
 */
final class Scalars {
    static final String[] PRIMITIVES = {"boolean", "byte", "short", "char", "int", "long", "float", "double"};
    static final String[] VALUES = {"Boolean", "Byte", "Short", "Character", "Integer", "Long", "Float", "Double",
        "String", "String", "String", "Suit", "Mood", "Date", "Instant", "LocalDate", "LocalTime", "LocalDateTime",
        "OffsetDateTime", "ZonedDateTime", "Duration", "Period", "ZoneId", "UUID", "BigDecimal", "BigInteger", "Currency", "Locale"};
    private static final String[] ZONES = {"UTC", "Europe/Paris", "America/New_York", "Asia/Kolkata", "+05:45", "Z"};
    private static final String[] CURRENCIES = {"EUR", "USD", "JPY", "CHF", "BHD"};
    private static final String[] TAGS = {"und", "en-US", "fr-CA", "sr-Latn-RS", "de"};

    private final Random random;
    private final JdkKinds.Support support;

    /** An enum constant by name: resolved when built, in the class loader of the batch it is built with. */
    record EnumConstant(String type, String name) {}

    Scalars(Random random, JdkKinds.Support support) {
        this.random = random;
        this.support = support;
    }

    /** Class of a scalar type name (support enums from the batch). */
    static Class<?> classOf(String type, JdkKinds.Support support) {
        return switch (type) {
            case "boolean" -> boolean.class; case "byte" -> byte.class; case "short" -> short.class; case "char" -> char.class;
            case "int" -> int.class; case "long" -> long.class; case "float" -> float.class; case "double" -> double.class;
            case "Boolean" -> Boolean.class; case "Byte" -> Byte.class; case "Short" -> Short.class;
            case "Character" -> Character.class; case "Integer" -> Integer.class; case "Long" -> Long.class;
            case "Float" -> Float.class; case "Double" -> Double.class; case "String" -> String.class;
            case "Date" -> Date.class; case "Instant" -> Instant.class; case "LocalDate" -> LocalDate.class;
            case "LocalTime" -> LocalTime.class; case "LocalDateTime" -> LocalDateTime.class;
            case "OffsetDateTime" -> OffsetDateTime.class; case "ZonedDateTime" -> ZonedDateTime.class;
            case "Duration" -> Duration.class; case "Period" -> Period.class; case "ZoneId" -> ZoneId.class;
            case "UUID" -> UUID.class; case "BigDecimal" -> BigDecimal.class; case "BigInteger" -> BigInteger.class;
            case "Currency" -> Currency.class; case "Locale" -> Locale.class;
            default -> support.classOf(type);
        };
    }

    /** A value of {@code type} (a primitive's boxed value). {@code shallow}: no long strings. */
    Node.Scalar of(String type, boolean shallow) {
        boolean edge = random.nextInt(4) == 0;
        switch (type) {
            case "boolean", "Boolean": {
                boolean b = random.nextBoolean();
                return s(b, type.equals("boolean") ? String.valueOf(b) : "Boolean." + (b ? "TRUE" : "FALSE"));
            }
            case "byte", "Byte": {
                byte b = (byte) random.nextInt();
                return s(b, type.equals("byte") ? "(byte) " + b : "Byte.valueOf((byte) " + b + ")");
            }
            case "short", "Short": {
                short v = edge ? pick(Short.MIN_VALUE, Short.MAX_VALUE) : (short) random.nextInt();
                return s(v, type.equals("short") ? "(short) " + v : "Short.valueOf((short) " + v + ")");
            }
            case "char", "Character": {
                char c = edge ? pick('\u0000', '\uD800', '\uDFFF', '\uFFFF') : (char) (random.nextBoolean() ? 'a' + random.nextInt(26) : random.nextInt(0x10000));
                return s(c, type.equals("char") ? charLiteral(c) : "Character.valueOf(" + charLiteral(c) + ")");
            }
            case "int", "Integer": {
                int v = edge ? pick(Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -1) : random.nextBoolean() ? random.nextInt(200) - 100 : random.nextInt();
                String lit = v == Integer.MIN_VALUE ? "Integer.MIN_VALUE" : String.valueOf(v);
                return s(v, type.equals("int") ? lit : "Integer.valueOf(" + lit + ")");
            }
            case "long", "Long": {
                long v = edge ? pick(Long.MIN_VALUE, Long.MAX_VALUE, 0L, -1L) : random.nextBoolean() ? random.nextInt(100_000) : random.nextLong();
                String lit = v == Long.MIN_VALUE ? "Long.MIN_VALUE" : v + "L";
                return s(v, type.equals("long") ? lit : "Long.valueOf(" + lit + ")");
            }
            case "float", "Float": {
                float v = edge ? pick(Float.NaN, -0.0f, Float.MIN_VALUE, Float.NEGATIVE_INFINITY) : random.nextFloat() * 100;
                String lit = "Float.intBitsToFloat(0x" + Integer.toHexString(Float.floatToRawIntBits(v)) + ")";
                return s(v, type.equals("float") ? lit : "Float.valueOf(" + lit + ")");
            }
            case "double", "Double": {
                double v = edge ? pick(Double.NaN, -0.0, Double.MAX_VALUE, Double.POSITIVE_INFINITY) : random.nextGaussian() * 1e6;
                String lit = "Double.longBitsToDouble(0x" + Long.toHexString(Double.doubleToRawLongBits(v)) + "L)";
                return s(v, type.equals("double") ? lit : "Double.valueOf(" + lit + ")");
            }
            case "String":
                return string(shallow);
            case "Suit", "Mood": {
                Object[] constants = support.classOf(type).getEnumConstants();
                String name = ((Enum<?>) constants[random.nextInt(constants.length)]).name();
                return s(new EnumConstant(type, name), type + "." + name);
            }
            case "Date":
                return date();
            case "Instant": {
                long sec = edge ? pick(Instant.MIN.getEpochSecond(), Instant.MAX.getEpochSecond(), 0L) : random.nextInt();
                int nanos = random.nextInt(1_000_000_000);
                return s(Instant.ofEpochSecond(sec, nanos), "Instant.ofEpochSecond(" + sec + "L, " + nanos + ")");
            }
            case "LocalDate": {
                long day = edge ? pick(LocalDate.MIN.toEpochDay(), LocalDate.MAX.toEpochDay()) : random.nextInt(100_000) - 50_000;
                return s(LocalDate.ofEpochDay(day), "LocalDate.ofEpochDay(" + day + "L)");
            }
            case "LocalTime": {
                long n = Math.floorMod(random.nextLong(), 86_400_000_000_000L);
                return s(LocalTime.ofNanoOfDay(n), "LocalTime.ofNanoOfDay(" + n + "L)");
            }
            case "LocalDateTime": {
                long day = random.nextInt(100_000) - 50_000;
                long n = Math.floorMod(random.nextLong(), 86_400_000_000_000L);
                return s(LocalDateTime.of(LocalDate.ofEpochDay(day), LocalTime.ofNanoOfDay(n)),
                        "LocalDateTime.of(LocalDate.ofEpochDay(" + day + "L), LocalTime.ofNanoOfDay(" + n + "L))");
            }
            case "OffsetDateTime": {
                long day = random.nextInt(40_000);
                long n = Math.floorMod(random.nextLong(), 86_400_000_000_000L);
                int offset = random.nextInt(64_800 * 2) - 64_800;
                return s(OffsetDateTime.of(LocalDateTime.of(LocalDate.ofEpochDay(day), LocalTime.ofNanoOfDay(n)), ZoneOffset.ofTotalSeconds(offset)),
                        "OffsetDateTime.of(LocalDateTime.of(LocalDate.ofEpochDay(" + day + "L), LocalTime.ofNanoOfDay(" + n
                                + "L)), ZoneOffset.ofTotalSeconds(" + offset + "))");
            }
            case "ZonedDateTime": {
                long day = random.nextInt(40_000);
                long n = Math.floorMod(random.nextLong(), 86_400_000_000_000L);
                String zone = pick(ZONES);
                return s(ZonedDateTime.of(LocalDateTime.of(LocalDate.ofEpochDay(day), LocalTime.ofNanoOfDay(n)), ZoneId.of(zone)),
                        "ZonedDateTime.of(LocalDateTime.of(LocalDate.ofEpochDay(" + day + "L), LocalTime.ofNanoOfDay(" + n
                                + "L)), ZoneId.of(\"" + zone + "\"))");
            }
            case "Duration": {
                long sec = random.nextLong() >> 2;
                int nanos = random.nextInt(1_000_000_000);
                return s(Duration.ofSeconds(sec, nanos), "Duration.ofSeconds(" + sec + "L, " + nanos + ")");
            }
            case "Period": {
                int y = random.nextInt(), m = random.nextInt(100) - 50, d = random.nextInt(1000) - 500;
                return s(Period.of(y, m, d), "Period.of(" + y + ", " + m + ", " + d + ")");
            }
            case "ZoneId": {
                String zone = pick(ZONES);
                return s(ZoneId.of(zone), "ZoneId.of(\"" + zone + "\")");
            }
            case "UUID": {
                long a = random.nextLong(), b = random.nextLong();
                return s(new UUID(a, b), "new UUID(" + a + "L, " + b + "L)");
            }
            case "BigInteger": {
                BigInteger v = new BigInteger(1 + random.nextInt(edge ? 300 : 80), random).subtract(BigInteger.valueOf(random.nextInt(1000)));
                return s(v, "new BigInteger(\"" + v + "\")");
            }
            case "BigDecimal": {
                BigInteger u = new BigInteger(1 + random.nextInt(80), random).subtract(BigInteger.valueOf(random.nextInt(1000)));
                int scale = random.nextInt(40) - 20;
                return s(new BigDecimal(u, scale), "new BigDecimal(new BigInteger(\"" + u + "\"), " + scale + ")");
            }
            case "Currency": {
                String code = pick(CURRENCIES);
                return s(Currency.getInstance(code), "Currency.getInstance(\"" + code + "\")");
            }
            case "Locale": {
                if (edge) {
                    @SuppressWarnings("deprecation")
                    Locale legacy = new Locale("ja", "JP", "JP");
                    return s(legacy, "new Locale(\"ja\", \"JP\", \"JP\")");
                }
                String tag = pick(TAGS);
                return s(Locale.forLanguageTag(tag), "Locale.forLanguageTag(\"" + tag + "\")");
            }
            default:
                throw new IllegalArgumentException("no values of " + type);
        }
    }

    /** A Date, or one of java.sql's subclasses (a Timestamp with nanos below the millisecond). */
    private Node.Scalar date() {
        long millis = random.nextLong() >> 22;
        switch (random.nextInt(5)) {
            case 0: {
                long sec = Math.floorDiv(millis, 1000);
                int nanos = random.nextInt(1_000_000_000);
                return s(java.sql.Timestamp.from(Instant.ofEpochSecond(sec, nanos)),
                        "java.sql.Timestamp.from(Instant.ofEpochSecond(" + sec + "L, " + nanos + "))");
            }
            case 1:
                return s(new java.sql.Date(millis), "new java.sql.Date(" + millis + "L)");
            case 2:
                return s(new java.sql.Time(millis), "new java.sql.Time(" + millis + "L)");
            default:
                return s(new Date(millis), "new Date(" + millis + "L)");
        }
    }

    /** Strings across the BMP: empty, ASCII, any char (lone surrogates included), surrogate pairs, sometimes long. */
    Node.Scalar string(boolean shallow) {
        int kind = random.nextInt(12);
        if (kind == 0) {
            return s("", "\"\"");
        }
        StringBuilder s = new StringBuilder();
        int length = 1 + random.nextInt(12);
        while (s.length() < length) {
            switch (kind % 4) {
                case 0 -> s.append((char) random.nextInt(0x10000));
                case 1 -> s.appendCodePoint(0x1F600 + random.nextInt(80));
                default -> s.append((char) ('a' + random.nextInt(26)));
            }
        }
        if (kind == 5) {
            s.insert(0, "  ").append(" X");  // something a normalizing constructor changes
        }
        String unit = s.toString();
        if (kind == 1 && !shallow) {
            int times = 1024 / unit.length() + 1 + random.nextInt(100);  // 1024 chars and more take another form on JDK streams
            return s(unit.repeat(times), stringLiteral(unit) + ".repeat(" + times + ")");
        }
        return s(unit, stringLiteral(unit));
    }

    static String stringLiteral(String v) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c >= 0x20 && c < 0x7f) {
                b.append(c);
            } else {
                b.append(String.format("\\u%04x", (int) c));
            }
        }
        return b.append('"').toString();
    }

    static String charLiteral(char c) {
        return c >= 0x20 && c < 0x7f && c != '\'' && c != '\\' ? "'" + c + "'" : String.format("'\\u%04x'", (int) c);
    }

    private static Node.Scalar s(Object value, String java) {
        return new Node.Scalar(value, java, false);
    }

    @SafeVarargs
    private <T> T pick(T... options) {
        return options[random.nextInt(options.length)];
    }
}
