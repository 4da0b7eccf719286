package dev.fastserial.examples;

import com.hazelcast.config.SerializationConfig;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;

/**
 * Employee, Message and the 12-field bean as Hazelcast {@code IdentifiedDataSerializable}, written by hand the way
 * Hazelcast's guide recommends for speed (a factory id and a class id, then the fields in
 * {@code writeData} order), for the comparison in {@code benchmarks/} ({@code GridMap}). The same
 * fields and values as the {@code @FastSerial} beans, with an expert's choices: a Player is written
 * inline after a presence flag (no nested header), a supervisor who supervises herself is a flag
 * (IDS has no references: as in Compact and the protobuf schema, a longer cycle would not end),
 * a Date its epoch millis, an enum its name, the 12-field bean's nullable fields behind a 2-byte
 * null mask (as its hand-written {@code TwelveFieldBeanNullMask}).
 */
public final class IdentifiedTwins {
    private IdentifiedTwins() {}

    public static final int FACTORY_ID = 1;
    static final int EMPLOYEE = 1;
    static final int MESSAGE = 2;
    static final int TWELVE_FIELDS = 3;

    /** Registers the factory. */
    public static SerializationConfig register(SerializationConfig config) {
        return config.addDataSerializableFactory(FACTORY_ID, id -> switch (id) {
            case EMPLOYEE -> new EmployeeIds();
            case MESSAGE -> new MessageIds();
            case TWELVE_FIELDS -> new TwelveFieldIds();
            default -> null;
        });
    }

    public static EmployeeIds of(Employee e) {
        EmployeeIds twin = fields(e);
        Employee s = e.getSupervisor();
        twin.supervisor = s == null ? null : s == e ? twin : of(s);
        return twin;
    }

    private static EmployeeIds fields(Employee e) {
        EmployeeIds t = new EmployeeIds();
        t.firstName = e.getFirstName();
        t.lastName = e.getLastName();
        t.socialSecurityNumber = e.getSocialSecurityNumber();
        t.department = e.getDepartment();
        t.position = e.getPosition();
        t.hireDate = e.getHireDate();
        t.salary = e.getSalary();
        t.phoneNumbers = e.getPhoneNumbers() == null ? null : new ArrayList<>(e.getPhoneNumbers());
        return t;
    }

    public static MessageIds of(Message m) {
        MessageIds t = new MessageIds();
        t.id = m.id;
        t.timestamp = m.timestamp;
        t.topic = m.topic;
        t.text = m.text;
        t.priority = m.priority;
        t.payload = m.payload == null ? null : m.payload.clone();
        t.sender = m.sender == null ? null : new Player(m.sender.id, m.sender.name, m.sender.level, m.sender.score,
                m.sender.online);
        t.receiver = m.receiver == null ? null : new Player(m.receiver.id, m.receiver.name, m.receiver.level,
                m.receiver.score, m.receiver.online);
        return t;
    }

    public static TwelveFieldIds of(TwelveFieldBean b) {
        TwelveFieldIds t = new TwelveFieldIds();
        t.tradeId = b.tradeId;
        t.accountId = b.accountId;
        t.orderId = b.orderId;
        t.price = b.price;
        t.quantity = b.quantity;
        t.commission = b.commission;
        t.symbol = b.symbol;
        t.trader = b.trader;
        t.venue = b.venue;
        t.created = b.created == null ? null : new Date(b.created.getTime());
        t.updated = b.updated == null ? null : new Date(b.updated.getTime());
        t.settled = b.settled == null ? null : new Date(b.settled.getTime());
        return t;
    }

    /**
     * The 12-field bean's fields, hand-written IDS: a short whose bits say which of the boxed
     * numbers and dates are null, then those present unboxed (dates as epoch millis), and the
     * strings with writeString (which writes null itself).
     */
    public static final class TwelveFieldIds implements IdentifiedDataSerializable {
        Long tradeId;
        Long accountId;
        Long orderId;
        Double price;
        Double quantity;
        Double commission;
        String symbol;
        String trader;
        String venue;
        Date created;
        Date updated;
        Date settled;

        @Override
        public int getFactoryId() {
            return FACTORY_ID;
        }

        @Override
        public int getClassId() {
            return TWELVE_FIELDS;
        }

        @Override
        public void writeData(ObjectDataOutput out) throws IOException {
            Object[] nullable = {tradeId, accountId, orderId, price, quantity, commission, created, updated, settled};
            int nulls = 0;
            for (int i = 0; i < nullable.length; i++) {
                if (nullable[i] == null) {
                    nulls |= 1 << i;
                }
            }
            out.writeShort(nulls);
            if (tradeId != null) out.writeLong(tradeId);
            if (accountId != null) out.writeLong(accountId);
            if (orderId != null) out.writeLong(orderId);
            if (price != null) out.writeDouble(price);
            if (quantity != null) out.writeDouble(quantity);
            if (commission != null) out.writeDouble(commission);
            if (created != null) out.writeLong(created.getTime());
            if (updated != null) out.writeLong(updated.getTime());
            if (settled != null) out.writeLong(settled.getTime());
            out.writeString(symbol);
            out.writeString(trader);
            out.writeString(venue);
        }

        @Override
        public void readData(ObjectDataInput in) throws IOException {
            int nulls = in.readUnsignedShort();
            tradeId = (nulls & 1) != 0 ? null : in.readLong();
            accountId = (nulls & 1 << 1) != 0 ? null : in.readLong();
            orderId = (nulls & 1 << 2) != 0 ? null : in.readLong();
            price = (nulls & 1 << 3) != 0 ? null : in.readDouble();
            quantity = (nulls & 1 << 4) != 0 ? null : in.readDouble();
            commission = (nulls & 1 << 5) != 0 ? null : in.readDouble();
            created = (nulls & 1 << 6) != 0 ? null : new Date(in.readLong());
            updated = (nulls & 1 << 7) != 0 ? null : new Date(in.readLong());
            settled = (nulls & 1 << 8) != 0 ? null : new Date(in.readLong());
            symbol = in.readString();
            trader = in.readString();
            venue = in.readString();
        }
    }

    /** The Employee's fields, hand-written IDS. */
    public static final class EmployeeIds implements IdentifiedDataSerializable {
        String firstName;
        String lastName;
        String socialSecurityNumber;
        String department;
        String position;
        Date hireDate;
        Double salary;
        EmployeeIds supervisor;
        List<String> phoneNumbers;

        public String getDepartment() {
            return department;
        }

        public Double getSalary() {
            return salary;
        }

        @Override
        public int getFactoryId() {
            return FACTORY_ID;
        }

        @Override
        public int getClassId() {
            return EMPLOYEE;
        }

        @Override
        public void writeData(ObjectDataOutput out) throws IOException {
            write(this, out);
        }

        @Override
        public void readData(ObjectDataInput in) throws IOException {
            read(this, in);
        }

        /** Fields, then the supervisor: 0 none, 1 herself, 2 another employee, inline. */
        private static void write(EmployeeIds e, ObjectDataOutput out) throws IOException {
            out.writeString(e.firstName);
            out.writeString(e.lastName);
            out.writeString(e.socialSecurityNumber);
            out.writeString(e.department);
            out.writeString(e.position);
            out.writeLong(e.hireDate == null ? Long.MIN_VALUE : e.hireDate.getTime());
            out.writeBoolean(e.salary != null);
            if (e.salary != null) {
                out.writeDouble(e.salary);
            }
            if (e.phoneNumbers == null) {
                out.writeInt(-1);
            } else {
                out.writeInt(e.phoneNumbers.size());
                for (String phone : e.phoneNumbers) {
                    out.writeString(phone);
                }
            }
            out.writeByte(e.supervisor == null ? 0 : e.supervisor == e ? 1 : 2);
            if (e.supervisor != null && e.supervisor != e) {
                write(e.supervisor, out);
            }
        }

        private static void read(EmployeeIds e, ObjectDataInput in) throws IOException {
            e.firstName = in.readString();
            e.lastName = in.readString();
            e.socialSecurityNumber = in.readString();
            e.department = in.readString();
            e.position = in.readString();
            long hired = in.readLong();
            e.hireDate = hired == Long.MIN_VALUE ? null : new Date(hired);
            e.salary = in.readBoolean() ? in.readDouble() : null;
            int phones = in.readInt();
            if (phones >= 0) {
                e.phoneNumbers = new ArrayList<>(phones);
                for (int i = 0; i < phones; i++) {
                    e.phoneNumbers.add(in.readString());
                }
            }
            switch (in.readByte()) {
                case 1 -> e.supervisor = e;
                case 2 -> {
                    e.supervisor = new EmployeeIds();
                    read(e.supervisor, in);
                }
                default -> e.supervisor = null;
            }
        }
    }

    /** The Message's fields, hand-written IDS; its players inline. */
    public static final class MessageIds implements IdentifiedDataSerializable {
        long id;
        long timestamp;
        String topic;
        String text;
        Priority priority;
        byte[] payload;
        Player sender;
        Player receiver;

        @Override
        public int getFactoryId() {
            return FACTORY_ID;
        }

        @Override
        public int getClassId() {
            return MESSAGE;
        }

        @Override
        public void writeData(ObjectDataOutput out) throws IOException {
            out.writeLong(id);
            out.writeLong(timestamp);
            out.writeString(topic);
            out.writeString(text);
            out.writeString(priority == null ? null : priority.name());
            out.writeByteArray(payload);
            writePlayer(sender, out);
            writePlayer(receiver, out);
        }

        @Override
        public void readData(ObjectDataInput in) throws IOException {
            id = in.readLong();
            timestamp = in.readLong();
            topic = in.readString();
            text = in.readString();
            String p = in.readString();
            priority = p == null ? null : Priority.valueOf(p);
            payload = in.readByteArray();
            sender = readPlayer(in);
            receiver = readPlayer(in);
        }

        private static void writePlayer(Player p, ObjectDataOutput out) throws IOException {
            out.writeBoolean(p != null);
            if (p != null) {
                out.writeInt(p.id);
                out.writeString(p.name);
                out.writeInt(p.level);
                out.writeLong(p.score);
                out.writeBoolean(p.online);
            }
        }

        private static Player readPlayer(ObjectDataInput in) throws IOException {
            return in.readBoolean() ? new Player(in.readInt(), in.readString(), in.readInt(), in.readLong(), in.readBoolean())
                    : null;
        }
    }
}
