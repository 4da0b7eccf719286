package dev.fastserial.processor;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
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
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Currency;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;

/**
 * Random values for a declared field type, found by reflection: edge values often (MIN/MAX,
 * NaN, -0.0, lone surrogates, empty containers), nulls where the type allows them.
 */
final class RandomValues {
    private static final String[] ZONES = {"UTC", "Europe/Paris", "America/New_York", "Asia/Kolkata", "+05:45"};
    private static final String[] CURRENCIES = {"EUR", "USD", "JPY", "CHF", "BHD"};
    private static final Locale[] LOCALES = {Locale.ROOT, Locale.US, Locale.CANADA_FRENCH, Locale.forLanguageTag("sr-Latn-RS")};

    private final Random random;

    RandomValues(Random random) {
        this.random = random;
    }

    /** Sets every written field of {@code bean} to a random value of its declared type. */
    void fill(Object bean) {
        for (Field f : fields(bean)) {
            try {
                f.setAccessible(true);
                f.set(bean, value(f.getGenericType(), true, 0));
            } catch (IllegalAccessException e) {
                throw new AssertionError(e);
            }
        }
    }

    private static List<Field> fields(Object bean) {
        List<Field> fields = new ArrayList<>();
        for (Field f : bean.getClass().getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                fields.add(f);
            }
        }
        return fields;
    }

    Object value(Type type, boolean nullable, int depth) {
        if (nullable && !(type instanceof Class<?> c && c.isPrimitive()) && random.nextInt(8) == 0) {
            return null;
        }
        if (type instanceof ParameterizedType p) {
            return container(p, depth);
        }
        if (type instanceof GenericArrayType g) {
            throw new AssertionError("no generic arrays in random beans: " + g);
        }
        Class<?> c = (Class<?>) type;
        if (c.isArray()) {
            int length = size(depth);
            Object array = Array.newInstance(c.getComponentType(), length);
            for (int i = 0; i < length; i++) {
                Array.set(array, i, value(c.getComponentType(), true, depth + 1));
            }
            return array;
        }
        return scalar(c, depth);
    }

    /** Big containers and huge strings only at the top: nested, they would multiply into gigabytes. */
    private int size(int depth) {
        return random.nextInt(4) == 0 ? 0 : random.nextInt(depth == 0 && random.nextInt(10) == 0 ? 300 : 6);
    }

    private Object container(ParameterizedType p, int depth) {
        Class<?> raw = (Class<?>) p.getRawType();
        Type[] args = p.getActualTypeArguments();
        int size = size(depth);
        if (Map.class.isAssignableFrom(raw)) {
            Map<Object, Object> map = raw == Map.class ? pick(new HashMap<>(), new LinkedHashMap<>(), new TreeMap<>())
                    : raw == HashMap.class ? new HashMap<>() : raw == LinkedHashMap.class ? new LinkedHashMap<>() : new TreeMap<>();
            boolean sorted = map instanceof TreeMap;
            for (int i = 0; i < size; i++) {
                map.put(value(args[0], !sorted, depth + 1), value(args[1], true, depth + 1));
            }
            return map;
        }
        Collection<Object> collection;
        boolean nullsAllowed = true;
        if (raw == List.class) {
            collection = pick(new ArrayList<>(), new LinkedList<>());
        } else if (raw == ArrayList.class) {
            collection = new ArrayList<>();
        } else if (raw == LinkedList.class) {
            collection = new LinkedList<>();
        } else if (raw == Collection.class) {
            collection = pick(new ArrayList<>(), new LinkedList<>(), new HashSet<>(), new LinkedHashSet<>());
        } else if (raw == java.util.Set.class) {
            collection = pick(new HashSet<>(), new LinkedHashSet<>());
        } else if (raw == HashSet.class) {
            collection = new HashSet<>();
        } else if (raw == LinkedHashSet.class) {
            collection = new LinkedHashSet<>();
        } else if (raw == TreeSet.class) {
            collection = new TreeSet<>();
            nullsAllowed = false;
        } else if (raw == java.util.Deque.class) {
            collection = new ArrayDeque<>();
            nullsAllowed = false;
        } else {
            throw new AssertionError("no random values for " + p);
        }
        for (int i = 0; i < size; i++) {
            collection.add(value(args[0], nullsAllowed, depth + 1));
        }
        return collection;
    }

    @SafeVarargs
    private <T> T pick(T... options) {
        return options[random.nextInt(options.length)];
    }

    private Object scalar(Class<?> c, int depth) {
        boolean edge = random.nextInt(4) == 0;
        if (c == boolean.class || c == Boolean.class) {
            return random.nextBoolean();
        }
        if (c == byte.class || c == Byte.class) {
            return (byte) random.nextInt();
        }
        if (c == short.class || c == Short.class) {
            return edge ? pick(Short.MIN_VALUE, Short.MAX_VALUE) : (short) random.nextInt();
        }
        if (c == char.class || c == Character.class) {
            return edge ? pick('\u0000', '\uD800', '\uDFFF', '\uFFFF') : (char) random.nextInt(0x10000);
        }
        if (c == int.class || c == Integer.class) {
            return edge ? pick(Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -1) : random.nextBoolean() ? random.nextInt(200) - 100 : random.nextInt();
        }
        if (c == long.class || c == Long.class) {
            return edge ? pick(Long.MIN_VALUE, Long.MAX_VALUE, 0L, -1L) : random.nextBoolean() ? (long) random.nextInt(100_000) : random.nextLong();
        }
        if (c == float.class || c == Float.class) {
            return edge ? pick(Float.NaN, -0.0f, Float.MIN_VALUE, Float.NEGATIVE_INFINITY) : random.nextFloat();
        }
        if (c == double.class || c == Double.class) {
            return edge ? pick(Double.NaN, -0.0, Double.MAX_VALUE, Double.POSITIVE_INFINITY) : random.nextGaussian() * 1e6;
        }
        if (c == String.class) {
            return string(depth);
        }
        if (c.isEnum()) {
            Object[] constants = c.getEnumConstants();
            return constants[random.nextInt(constants.length)];
        }
        if (c == Date.class) {
            return new Date(random.nextLong() >> 20);
        }
        if (c == Instant.class) {
            return edge ? pick(Instant.MIN, Instant.MAX, Instant.EPOCH) : Instant.ofEpochSecond(random.nextInt(), random.nextInt(1_000_000_000));
        }
        if (c == LocalDate.class) {
            return edge ? pick(LocalDate.MIN, LocalDate.MAX) : LocalDate.ofEpochDay(random.nextInt(100_000) - 50_000);
        }
        if (c == LocalTime.class) {
            return LocalTime.ofNanoOfDay(Math.floorMod(random.nextLong(), 86_400_000_000_000L));
        }
        if (c == LocalDateTime.class) {
            return LocalDateTime.of((LocalDate) scalar(LocalDate.class, depth), (LocalTime) scalar(LocalTime.class, depth));
        }
        if (c == OffsetDateTime.class) {
            return OffsetDateTime.of((LocalDateTime) scalar(LocalDateTime.class, depth), ZoneOffset.ofTotalSeconds(random.nextInt(64_800 * 2) - 64_800));
        }
        if (c == ZonedDateTime.class) {
            return ZonedDateTime.of(LocalDateTime.of(LocalDate.ofEpochDay(random.nextInt(40_000)), (LocalTime) scalar(LocalTime.class, depth)),
                    ZoneId.of(pick(ZONES)));
        }
        if (c == Duration.class) {
            return Duration.ofSeconds(random.nextLong() >> 2, random.nextInt(1_000_000_000));
        }
        if (c == Period.class) {
            return Period.of(random.nextInt(), random.nextInt(), random.nextInt());
        }
        if (c == ZoneId.class) {
            return ZoneId.of(pick(ZONES));
        }
        if (c == UUID.class) {
            return new UUID(random.nextLong(), random.nextLong());
        }
        if (c == BigInteger.class) {
            return new BigInteger(1 + random.nextInt(edge ? 2000 : 80), random).subtract(BigInteger.valueOf(random.nextInt(1000)));
        }
        if (c == BigDecimal.class) {
            return new BigDecimal((BigInteger) scalar(BigInteger.class, depth), random.nextInt(40) - 20);
        }
        if (c == Currency.class) {
            return Currency.getInstance(pick(CURRENCIES));
        }
        if (c == Locale.class) {
            return edge ? new Locale("ja", "JP", "JP") : pick(LOCALES);
        }
        throw new AssertionError("no random values for " + c);
    }

    private String string(int depth) {
        int kind = random.nextInt(10);
        if (depth > 1 && (kind == 1 || kind == 2)) {
            kind = 3;
        }
        if (kind == 0) {
            return "";
        }
        int length = kind == 1 ? 21_845 + random.nextInt(30_000) : kind == 2 ? 1024 + random.nextInt(3000) : random.nextInt(20);
        StringBuilder s = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            s.append(kind < 5 ? (char) ('a' + random.nextInt(26)) : (char) random.nextInt(0x10000));
        }
        return s.toString();
    }
}
