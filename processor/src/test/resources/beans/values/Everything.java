package values;

import dev.fastserial.FastSerial;
import dev.fastserial.NonNull;
import java.io.Serializable;
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
import java.time.ZonedDateTime;
import java.util.Collection;
import java.util.Currency;
import java.util.Date;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.UUID;

/** A record with a component of every family of the type table. */
@FastSerial
public record Everything(
        boolean aBoolean, byte aByte, short aShort, char aChar, int anInt, long aLong, float aFloat, double aDouble,
        Boolean boxedBoolean, Integer boxedInt, Long boxedLong, Double boxedDouble, Character boxedChar,
        Byte boxedByte, Short boxedShort, Float boxedFloat,
        String string, Kind kind, Date date, Instant instant, LocalDate localDate, Duration duration,
        ZonedDateTime zoned, UUID uuid, BigDecimal decimal, BigInteger integer,
        LocalTime localTime, LocalDateTime localDateTime, OffsetDateTime offset, Period period, ZoneId zone,
        Currency currency, Locale locale,
        int[] ints, String[][] grid, Point[] points,
        List<String> list, Set<Kind> set, Map<String, List<Point>> map, EnumSet<Kind> kinds,
        EnumMap<Kind, String> byKind, NavigableMap<Integer, Range> ranges, Deque<Money> queue,
        Collection<Point[]> arrays,
        Point point, Pair<String, Integer> pair, Money money, Holder holder, Node node,
        Object anything, Serializable serializable, @NonNull String required) implements Serializable {

    private Object writeReplace() { return new EverythingExternalizer(this); }
}
