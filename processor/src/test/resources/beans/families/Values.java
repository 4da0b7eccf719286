package families;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.*;
import java.util.*;

/** Every value type with a compact encoding of its own, alone and in containers. */
@FastSerial
public class Values implements Externalizable {
    private static final long serialVersionUID = 1L;

    Instant instant;
    LocalDate localDate;
    LocalTime localTime;
    LocalDateTime localDateTime;
    OffsetDateTime offsetDateTime;
    ZonedDateTime zonedDateTime;
    Duration duration;
    Period period;
    ZoneId zoneId;
    UUID uuid;
    BigDecimal bigDecimal;
    BigInteger bigInteger;
    Currency currency;
    Locale locale;

    List<Instant> instants;
    Map<LocalDate, BigDecimal> prices;
    Set<ZoneId> zones;
    Locale[] locales;

    public Values() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        ValuesExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        ValuesExternalizer.readExternal(this, in);
    }
}
