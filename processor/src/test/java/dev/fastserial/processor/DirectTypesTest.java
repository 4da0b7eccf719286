package dev.fastserial.processor;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.FastBytes;
import dev.fastserial.testing.Direct;
import dev.fastserial.testing.Fields;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.sql.Timestamp;
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
import java.util.Collections;
import java.util.Comparator;
import java.util.Currency;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every type of the type table, every hierarchy shape, through the direct byte path
 * ({@link FastBytes}, and the same bytes through a plain DataOutput): the beans and values of
 * {@link RoundTripTest} and {@link TypeFamiliesTest}, compared deeply.
 */
class DirectTypesTest {

    @BeforeAll
    static void compile() {
        RoundTripTest.compile();
        TypeFamiliesTest.compile();
    }

    @Test
    void everyCoreTypeAndNulls() {
        Object bean = RoundTripTest.filledAllTypes();
        assertDeepEquals(bean, Direct.roundTrip(bean));
        for (String field : new String[] {"boxedBoolean", "boxedByte", "boxedShort", "boxedChar", "boxedInt",
                "boxedLong", "boxedFloat", "boxedDouble", "string", "color", "date", "point", "node", "anything",
                "serializable", "decimal", "list", "ints", "privateString"}) {
            set(bean, field, null);
        }
        assertDeepEquals(bean, Direct.roundTrip(bean));
    }

    @Test
    void everyContainerFamily() {
        Object c = TypeFamiliesTest.filledContainers();
        Object copy = Direct.roundTrip(c);
        assertDeepEquals(c, copy);
        List<?> shared = (List<?>) get(copy, "sharedPoints");
        assertSame(shared.get(0), shared.get(1), "@ByReference elements stay shared");
        for (String field : new String[] {"list", "collection", "set", "queue", "deque", "map", "sortedMap", "deep"}) {
            assertEquals(get(c, field).getClass(), get(copy, field).getClass(), field);
        }
    }

    @Test
    void runtimeClassesTheFastPathDoesNotEncodeKeepTheirClassAndComparator() {
        Object c = TypeFamiliesTest.beans.newInstance("families.Containers");
        set(c, "list", Collections.unmodifiableList(new ArrayList<>(List.of("u"))));
        set(c, "collection", List.of("immutable"));
        TreeSet<String> reversed = new TreeSet<>(Comparator.reverseOrder());
        reversed.addAll(List.of("a", "b"));
        set(c, "treeSet", reversed);
        set(c, "map", new java.util.concurrent.ConcurrentHashMap<>(Map.of("c", 1)));
        Object copy = Direct.roundTrip(c);
        assertDeepEquals(c, copy);
        assertEquals("b", ((TreeSet<?>) get(copy, "treeSet")).first(), "the comparator came back too");
    }

    @Test
    void everyValueType() {
        Object v = TypeFamiliesTest.beans.newInstance("families.Values");
        set(v, "instant", Instant.ofEpochSecond(-31_557_014_167_219_200L, 999_999_999));
        set(v, "localDate", LocalDate.MAX);
        set(v, "localTime", LocalTime.of(23, 59, 59, 999_999_999));
        set(v, "localDateTime", LocalDateTime.MIN);
        set(v, "offsetDateTime", OffsetDateTime.of(2024, 2, 29, 12, 0, 0, 1, ZoneOffset.ofHoursMinutes(-9, -30)));
        set(v, "zonedDateTime", ZonedDateTime.of(LocalDateTime.of(2024, 10, 27, 2, 30), ZoneId.of("Europe/Paris"))
                .withLaterOffsetAtOverlap());
        set(v, "duration", Duration.ofSeconds(-5, 7));
        set(v, "period", Period.of(-1, 14, 400));
        set(v, "zoneId", ZoneId.of("UTC+05:30"));
        set(v, "uuid", UUID.randomUUID());
        set(v, "bigDecimal", new BigDecimal("-12345678901234567890.1234567890E-50"));
        set(v, "bigInteger", BigInteger.ONE.shiftLeft(1000).negate());
        set(v, "currency", Currency.getInstance("JPY"));
        set(v, "locale", Locale.forLanguageTag("sr-Latn-RS-u-nu-arab"));
        set(v, "instants", new ArrayList<>(Arrays.asList(Instant.EPOCH, null, Instant.MAX)));
        set(v, "prices", new TreeMap<>(Map.of(LocalDate.of(2000, 1, 1), new BigDecimal("1.10"))));
        set(v, "zones", new LinkedHashSet<>(List.of(ZoneOffset.UTC, ZoneId.of("Z"), ZoneId.of("America/New_York"))));
        set(v, "locales", new Locale[] {Locale.ROOT, new Locale("ja", "JP", "JP"), new Locale("no", "NO", "NY"), null});
        Object copy = Direct.roundTrip(v);
        assertDeepEquals(v, copy);
        assertEquals(((BigDecimal) get(v, "bigDecimal")).scale(), ((BigDecimal) get(copy, "bigDecimal")).scale());
        assertEquals(get(v, "zonedDateTime").toString(), get(copy, "zonedDateTime").toString());
    }

    @Test
    void valueTypesNeedNoClassNames() {
        Object v = TypeFamiliesTest.beans.newInstance("families.Values");
        set(v, "instant", Instant.ofEpochSecond(1_700_000_000L));
        set(v, "localDate", LocalDate.of(2024, 1, 1));
        set(v, "uuid", new UUID(1, 2));
        set(v, "bigDecimal", new BigDecimal("3.14"));
        String bytes = new String(FastBytes.toBytes(v), StandardCharsets.ISO_8859_1);
        assertTrue(!bytes.contains("java.") && !bytes.contains("families."), bytes);
    }

    @Test
    void stringsOfEveryKindAndLength() {
        Object bean = RoundTripTest.filledAllTypes();
        String[] strings = {"", "a", "caf\u00e9 \u00ff", "\u0000", "\uD83D\uDE00", "lone \uDC00 and \uD800", "\u20ac",
            "x".repeat(63), "x".repeat(64), "\u00e9".repeat(1024), "y".repeat(21_845), "z".repeat(21_846),
            "\u4e2d".repeat(30_000) + "\uDBFF", "w".repeat(200_000)};
        for (String s : strings) {
            set(bean, "string", s);
            assertEquals(s, get(Direct.roundTrip(bean), "string"), () -> "a string of " + s.length() + " chars");
        }
    }

    @Test
    void aTimestampInADateFieldAndASubclassInABeanFieldKeepTheirClass() {
        Timestamp stamp = new Timestamp(1_000);
        stamp.setNanos(123_456_789);
        Object bean = set(RoundTripTest.filledAllTypes(), "date", stamp);
        Object point3 = RoundTripTest.beans.newInstance("types.Point3");
        set(point3, "x", 1);
        set(point3, "z", 9);
        set(bean, "point", point3);
        set(bean, "list", new LinkedList<>(List.of("x")));
        Object copy = Direct.roundTrip(bean);
        assertEquals(Timestamp.class, get(copy, "date").getClass());
        assertEquals(9, get(get(copy, "point"), "z"));
        assertEquals(LinkedList.class, get(copy, "list").getClass());
        assertDeepEquals(bean, copy);
    }

    @Test
    void everyHierarchyShape() {
        Object dog = RoundTripTest.beans.newInstance("hierarchy.Dog");
        set(dog, "name", "Rex");
        set(dog, "legs", 4);
        set(dog, "breed", "collie");
        Object cat = RoundTripTest.beans.newInstance("hierarchy.Cat");
        set(cat, "name", "Tom");
        set(cat, "owner", "Ann");
        set(cat, "age", 3);
        Object customer = RoundTripTest.beans.newInstance("hierarchy.Customer");
        set(customer, "id", 99L);
        set(customer, "createdBy", "system");
        set(customer, "email", "a@b.c");
        Object circle = RoundTripTest.beans.newInstance("hierarchy.Circle");
        set(circle, "id", "c1");
        set(circle, "radius", 2.5);
        Object page = RoundTripTest.beans.newInstance("hierarchy.Page");
        set(page, "content", "text");
        set(page, "number", 12);
        for (Object bean : List.of(dog, cat, customer, circle, page)) {
            assertDeepEquals(bean, Direct.roundTrip(bean));
        }
    }

    @Test
    void genericBeansAndFallbackTypeArguments() {
        Object box = TypeFamiliesTest.beans.newInstance("families.Box");
        set(box, "value", "text");
        set(box, "values", new ArrayList<>(List.of(1, 2)));
        set(box, "array", new String[] {"s"});
        set(box, "numbers", List.of(1.5));
        set(box, "anything", Map.of("k", List.of()));
        set(box, "raw", new ArrayList<>(List.of("r")));
        set(box, "nestedWildcard", new ArrayList<>(List.of(List.of(1))));
        assertDeepEquals(box, Direct.roundTrip(box));
        Object holder = TypeFamiliesTest.beans.newInstance("families.Holder");
        set(holder, "box", box);
        assertDeepEquals(holder, Direct.roundTrip(holder));
    }

    @Test
    void freshAndNullBeans() {
        for (String name : new String[] {"types.AllTypes", "hierarchy.Puppy", "hierarchy.Cat", "hierarchy.Customer",
                "hierarchy.Sticker", "hierarchy.Circle", "hierarchy.Page", "nested.Person", "nested.Team"}) {
            Object bean = RoundTripTest.beans.newInstance(name);
            assertDeepEquals(bean, Direct.roundTrip(bean));
            if (!name.equals("types.AllTypes")) {
                assertDeepEquals(Fields.nullAll(bean), Direct.roundTrip(bean));
            }
        }
        for (String name : new String[] {"families.Containers", "families.Values", "families.Tree", "families.Box"}) {
            Object bean = Fields.nullAll(TypeFamiliesTest.beans.newInstance(name));
            assertDeepEquals(bean, Direct.roundTrip(bean));
        }
    }

    @Test
    void nullInANonNullFieldFailsNamingClassAndField() {
        Object bean = set(RoundTripTest.filledAllTypes(), "requiredString", null);
        NullPointerException e = assertThrows(NullPointerException.class, () -> FastBytes.toBytes(bean));
        assertEquals("types.AllTypes.requiredString is declared non-null but is null", e.getMessage());
    }

    @Test
    void aFallbackValueThatIsNotSerializableFailsAsUncheckedIOException() {
        Object bean = set(RoundTripTest.filledAllTypes(), "anything", new Object());
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> FastBytes.toBytes(bean));
        assertTrue(e.getCause() instanceof java.io.NotSerializableException, e.toString());
    }

    @Test
    void theSameValueGivesTheSameBytes() {
        assertTrue(Arrays.equals(FastBytes.toBytes(TypeFamiliesTest.filledContainers()),
                FastBytes.toBytes(TypeFamiliesTest.filledContainers())));
    }

    @Test
    void onlyBeansAreWrittenOrRead() {
        assertThrows(IllegalArgumentException.class, () -> FastBytes.toBytes(new HashMap<>()));
        assertThrows(IllegalArgumentException.class, () -> FastBytes.toBytes("text"));
        assertThrows(NullPointerException.class, () -> FastBytes.toBytes(null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FastBytes.fromBytes(new byte[] {1}, java.util.ArrayList.class));
        assertTrue(e.getMessage().contains("java.util.ArrayList is not a @FastSerial bean"), e.getMessage());
    }
}
