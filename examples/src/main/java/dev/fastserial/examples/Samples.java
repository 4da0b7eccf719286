package dev.fastserial.examples;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.List;

/**
 * The same sample values for every variant of every article bean, so that sizes and times
 * compare like with like.
 */
public final class Samples {
    private Samples() {}

    private static final long T0 = 1_700_000_000_000L;

    public static TwelveFieldBean twelveFields() {
        return new TwelveFieldBean(1_234_567L, 42L, 987_654_321L, 1.0842, 250_000.0, 12.5,
                "EUR/USD", "J. Smith", "XLON", new Date(T0), new Date(T0 + 60_000), new Date(T0 + 172_800_000));
    }

    public static dev.fastserial.examples.plain.TwelveFieldBean twelveFieldsPlain() {
        return new dev.fastserial.examples.plain.TwelveFieldBean(1_234_567L, 42L, 987_654_321L, 1.0842, 250_000.0, 12.5,
                "EUR/USD", "J. Smith", "XLON", new Date(T0), new Date(T0 + 60_000), new Date(T0 + 172_800_000));
    }

    public static dev.fastserial.examples.handwritten.TwelveFieldBean twelveFieldsHandWritten() {
        return new dev.fastserial.examples.handwritten.TwelveFieldBean(1_234_567L, 42L, 987_654_321L, 1.0842, 250_000.0,
                12.5, "EUR/USD", "J. Smith", "XLON", new Date(T0), new Date(T0 + 60_000), new Date(T0 + 172_800_000));
    }

    /** The 12-field bean hand-written with a 2-byte null mask: the control for fastserial's bytes. */
    public static dev.fastserial.examples.handwritten.TwelveFieldBeanNullMask twelveFieldsNullMask() {
        TwelveFieldBean b = twelveFields();
        return new dev.fastserial.examples.handwritten.TwelveFieldBeanNullMask(b.tradeId, b.accountId, b.orderId,
                b.price, b.quantity, b.commission, b.symbol, b.trader, b.venue, b.created, b.updated, b.settled);
    }

    /** An employee with a supervisor who supervises herself: a cycle, as real org charts have at the top. */
    public static Employee employee() {
        Employee boss = new Employee("Grace", "Hopper", "078-05-1120", "Engineering", "Director",
                new Date(T0 - 900_000_000_000L), 250_000.0);
        boss.setSupervisor(boss);
        boss.setPhoneNumbers(new ArrayList<>(Arrays.asList("+1 555 0100")));
        Employee employee = new Employee("Alan", "Turing", "219-09-9999", "Engineering", "Staff Engineer",
                new Date(T0 - 300_000_000_000L), 185_000.0);
        employee.setSupervisor(boss);
        employee.setPhoneNumbers(new ArrayList<>(Arrays.asList("+44 20 7946 0958", "+44 7700 900123")));
        return employee;
    }

    public static dev.fastserial.examples.plain.Employee employeePlain() {
        dev.fastserial.examples.plain.Employee boss = new dev.fastserial.examples.plain.Employee("Grace", "Hopper",
                "078-05-1120", "Engineering", "Director", new Date(T0 - 900_000_000_000L), 250_000.0);
        boss.setSupervisor(boss);
        boss.setPhoneNumbers(new ArrayList<>(Arrays.asList("+1 555 0100")));
        dev.fastserial.examples.plain.Employee employee = new dev.fastserial.examples.plain.Employee("Alan", "Turing",
                "219-09-9999", "Engineering", "Staff Engineer", new Date(T0 - 300_000_000_000L), 185_000.0);
        employee.setSupervisor(boss);
        employee.setPhoneNumbers(new ArrayList<>(Arrays.asList("+44 20 7946 0958", "+44 7700 900123")));
        return employee;
    }

    public static dev.fastserial.examples.handwritten.Employee employeeHandWritten() {
        dev.fastserial.examples.handwritten.Employee boss = new dev.fastserial.examples.handwritten.Employee("Grace",
                "Hopper", "078-05-1120", "Engineering", "Director", new Date(T0 - 900_000_000_000L), 250_000.0);
        boss.setSupervisor(boss);
        boss.setPhoneNumbers(new ArrayList<>(Arrays.asList("+1 555 0100")));
        dev.fastserial.examples.handwritten.Employee employee = new dev.fastserial.examples.handwritten.Employee("Alan",
                "Turing", "219-09-9999", "Engineering", "Staff Engineer", new Date(T0 - 300_000_000_000L), 185_000.0);
        employee.setSupervisor(boss);
        employee.setPhoneNumbers(new ArrayList<>(Arrays.asList("+44 20 7946 0958", "+44 7700 900123")));
        return employee;
    }

    public static TestClass testClass() {
        return new TestClass();
    }

    public static dev.fastserial.examples.plain.TestClass testClassPlain() {
        return new dev.fastserial.examples.plain.TestClass();
    }

    public static dev.fastserial.examples.handwritten.TestClass testClassHandWritten() {
        return new dev.fastserial.examples.handwritten.TestClass();
    }

    private static byte[] payload() {
        byte[] payload = new byte[64];
        for (int i = 0; i < payload.length; i++) {
            payload[i] = (byte) (i * 31);
        }
        return payload;
    }

    public static Message message() {
        return new Message(9_000_000_001L, T0 + 12_345, "match/4711/chat", "good game, rematch tomorrow?",
                Priority.NORMAL, payload(),
                new Player(17, "antonio", 42, 1_234_500L, true),
                new Player(23, "justin", 39, 998_000L, false));
    }

    public static dev.fastserial.examples.plain.Message messagePlain() {
        return new dev.fastserial.examples.plain.Message(9_000_000_001L, T0 + 12_345, "match/4711/chat",
                "good game, rematch tomorrow?", Priority.NORMAL, payload(),
                new dev.fastserial.examples.plain.Player(17, "antonio", 42, 1_234_500L, true),
                new dev.fastserial.examples.plain.Player(23, "justin", 39, 998_000L, false));
    }

    public static dev.fastserial.examples.handwritten.Message messageHandWritten() {
        return new dev.fastserial.examples.handwritten.Message(9_000_000_001L, T0 + 12_345, "match/4711/chat",
                "good game, rematch tomorrow?", Priority.NORMAL, payload(),
                new dev.fastserial.examples.handwritten.Player(17, "antonio", 42, 1_234_500L, true),
                new dev.fastserial.examples.handwritten.Player(23, "justin", 39, 998_000L, false));
    }

    /**
     * The values modern code holds (issue 26): List.of, a LinkedHashMap, an access-ordered one, an
     * EnumSet, a Timestamp with nanos, generic records, an unmodifiable list, a ConcurrentHashMap.
     */
    public static dev.fastserial.examples.values.Catalog catalog() {
        java.util.Map<String, Integer> stock = new java.util.LinkedHashMap<>();
        stock.put("espresso", 12);
        stock.put("latte", 7);
        stock.put("mocha", 0);
        java.util.LinkedHashMap<String, dev.fastserial.examples.values.Money> recent = new java.util.LinkedHashMap<>(16, 0.75f, true);
        recent.put("espresso", new dev.fastserial.examples.values.Money(250, "EUR"));
        recent.put("latte", new dev.fastserial.examples.values.Money(380, "EUR"));
        recent.get("espresso"); // an LRU cache: espresso was seen last
        java.sql.Timestamp updated = new java.sql.Timestamp(T0);
        updated.setNanos(123_456_789);
        return new dev.fastserial.examples.values.Catalog(List.of("coffee", "hot", "fair trade"), stock, recent,
                java.util.EnumSet.of(java.time.DayOfWeek.MONDAY, java.time.DayOfWeek.SATURDAY), updated,
                new dev.fastserial.examples.values.Labeled<>("today", new dev.fastserial.examples.values.Money(299, "EUR")),
                new ArrayList<>(List.of(new dev.fastserial.examples.values.Labeled<>("first", 1),
                        new dev.fastserial.examples.values.Labeled<>("second", 2))),
                java.util.Collections.unmodifiableList(new ArrayList<>(List.of("Ada", "Grace"))),
                new java.util.concurrent.ConcurrentHashMap<>(java.util.Map.of("espresso", 1_024L)));
    }

    /** Every hand-written sample, in the order of {@link #all()}. */
    public static List<Object> allHandWritten() {
        return List.of(twelveFieldsHandWritten(), employeeHandWritten(), testClassHandWritten(), messageHandWritten());
    }

    /** Every annotated sample, for tests that go over all of them. */
    public static List<Object> all() {
        return List.of(twelveFields(), employee(), testClass(), message());
    }
}
