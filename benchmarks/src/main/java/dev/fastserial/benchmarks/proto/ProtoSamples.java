package dev.fastserial.benchmarks.proto;

import static dev.fastserial.benchmarks.Reflect.get;

import com.google.protobuf.ByteString;
import dev.fastserial.benchmarks.media.MediaSamples;
import dev.fastserial.examples.Samples;
import java.util.Date;
import java.util.List;

/**
 * The protobuf messages with the values of the plain samples ({@link Samples},
 * {@link MediaSamples}), converted field by field at setup time, so that they stay equal when the
 * samples change. Protobuf has no references: a cycle or a shared object becomes a flag (see
 * {@code models.proto}).
 */
public final class ProtoSamples {
    private ProtoSamples() {}

    public static TwelveFieldBean twelveFields() {
        Object bean = Samples.twelveFieldsPlain();
        TwelveFieldBean.Builder b = TwelveFieldBean.newBuilder();
        Long tradeId = (Long) get(bean, "tradeId");
        Long accountId = (Long) get(bean, "accountId");
        Long orderId = (Long) get(bean, "orderId");
        Double price = (Double) get(bean, "price");
        Double quantity = (Double) get(bean, "quantity");
        Double commission = (Double) get(bean, "commission");
        String symbol = (String) get(bean, "symbol");
        String trader = (String) get(bean, "trader");
        String venue = (String) get(bean, "venue");
        Date created = (Date) get(bean, "created");
        Date updated = (Date) get(bean, "updated");
        Date settled = (Date) get(bean, "settled");
        if (tradeId != null) b.setTradeId(tradeId);
        if (accountId != null) b.setAccountId(accountId);
        if (orderId != null) b.setOrderId(orderId);
        if (price != null) b.setPrice(price);
        if (quantity != null) b.setQuantity(quantity);
        if (commission != null) b.setCommission(commission);
        if (symbol != null) b.setSymbol(symbol);
        if (trader != null) b.setTrader(trader);
        if (venue != null) b.setVenue(venue);
        if (created != null) b.setCreated(created.getTime());
        if (updated != null) b.setUpdated(updated.getTime());
        if (settled != null) b.setSettled(settled.getTime());
        return b.build();
    }

    public static Employee employee() {
        return employee(Samples.employeePlain(), 0);
    }

    @SuppressWarnings("unchecked")
    private static Employee employee(Object e, int depth) {
        if (depth > 100) {
            throw new IllegalArgumentException("supervisor chain too deep or cyclic beyond self-supervision");
        }
        Employee.Builder b = Employee.newBuilder();
        String firstName = (String) get(e, "firstName");
        String lastName = (String) get(e, "lastName");
        String ssn = (String) get(e, "socialSecurityNumber");
        String department = (String) get(e, "department");
        String position = (String) get(e, "position");
        Date hireDate = (Date) get(e, "hireDate");
        Double salary = (Double) get(e, "salary");
        Object supervisor = get(e, "supervisor");
        List<String> phones = (List<String>) get(e, "phoneNumbers");
        if (firstName != null) b.setFirstName(firstName);
        if (lastName != null) b.setLastName(lastName);
        if (ssn != null) b.setSocialSecurityNumber(ssn);
        if (department != null) b.setDepartment(department);
        if (position != null) b.setPosition(position);
        if (hireDate != null) b.setHireDate(hireDate.getTime());
        if (salary != null) b.setSalary(salary);
        if (supervisor == e) {
            b.setSupervisesSelf(true);
        } else if (supervisor != null) {
            b.setSupervisor(employee(supervisor, depth + 1));
        }
        if (phones != null) b.addAllPhoneNumbers(phones);
        return b.build();
    }

    public static TestClass testClass() {
        Object bean = Samples.testClassPlain();
        Class<?> base = dev.fastserial.examples.plain.TestBaseClass.class;
        TestClass.Builder b = TestClass.newBuilder()
                .setBase(testBaseClass(bean))
                .setMInt((Integer) get(bean, "m_int"));
        Object object1 = get(bean, "m_object1");
        Object object2 = get(bean, "m_object2");
        Object[] objects = (Object[]) get(bean, "m_objects");
        if (object1 != null) b.setMObject1(testBaseClass(base.cast(object1)));
        if (object2 != null && object2 == object1) {
            b.setMObject2IsObject1(true);
        } else if (object2 != null) {
            b.setMObject2(testBaseClass(base.cast(object2)));
        }
        if (objects != null) {
            for (Object o : objects) {
                b.addMObjects(testBaseClass(base.cast(o)));
            }
        }
        return b.build();
    }

    /** The fields {@code TestBaseClass} declares (for a TestClass, its base level). */
    private static TestBaseClass testBaseClass(Object bean) {
        Class<?> level = dev.fastserial.examples.plain.TestBaseClass.class;
        TestBaseClass.Builder b = TestBaseClass.newBuilder()
                .setMByte((Byte) get(bean, level, "m_byte"))
                .setMShort((Short) get(bean, level, "m_short"))
                .setMLong((Long) get(bean, level, "m_long"))
                .setMFloat((Float) get(bean, level, "m_float"))
                .setMDouble((Double) get(bean, level, "m_double"))
                .setMChar((Character) get(bean, level, "m_char"))
                .setMBoolean((Boolean) get(bean, level, "m_boolean"))
                .setMInt((Integer) get(bean, level, "m_int"));
        int[] ints = (int[]) get(bean, level, "m_ints");
        String string = (String) get(bean, level, "m_string");
        String[] strings = (String[]) get(bean, level, "m_strings");
        if (ints != null) {
            for (int i : ints) {
                b.addMInts(i);
            }
        }
        if (string != null) b.setMString(string);
        if (strings != null) {
            for (String s : strings) {
                b.addMStrings(s);
            }
        }
        return b.build();
    }

    public static Message message() {
        Object bean = Samples.messagePlain();
        Message.Builder b = Message.newBuilder()
                .setId((Long) get(bean, "id"))
                .setTimestamp((Long) get(bean, "timestamp"));
        String topic = (String) get(bean, "topic");
        String text = (String) get(bean, "text");
        Enum<?> priority = (Enum<?>) get(bean, "priority");
        byte[] payload = (byte[]) get(bean, "payload");
        Object sender = get(bean, "sender");
        Object receiver = get(bean, "receiver");
        if (topic != null) b.setTopic(topic);
        if (text != null) b.setText(text);
        if (priority != null) b.setPriority(Priority.valueOf(priority.name()));
        if (payload != null) b.setPayload(ByteString.copyFrom(payload));
        if (sender != null) b.setSender(player(sender));
        if (receiver != null) b.setReceiver(player(receiver));
        return b.build();
    }

    private static Player player(Object bean) {
        Player.Builder b = Player.newBuilder()
                .setId((Integer) get(bean, "id"))
                .setLevel((Integer) get(bean, "level"))
                .setScore((Long) get(bean, "score"))
                .setOnline((Boolean) get(bean, "online"));
        String name = (String) get(bean, "name");
        if (name != null) b.setName(name);
        return b.build();
    }

    @SuppressWarnings("unchecked")
    public static MediaContent mediaContent() {
        Object content = MediaSamples.mediaContentPlain();
        Object media = get(content, "media");
        MediaContent.Builder b = MediaContent.newBuilder();
        if (media != null) {
            Media.Builder m = Media.newBuilder()
                    .setUri((String) get(media, "uri"))
                    .setWidth((Integer) get(media, "width"))
                    .setHeight((Integer) get(media, "height"))
                    .setFormat((String) get(media, "format"))
                    .setDuration((Long) get(media, "duration"))
                    .setSize((Long) get(media, "size"))
                    .setBitrate((Integer) get(media, "bitrate"))
                    .setHasBitrate((Boolean) get(media, "hasBitrate"))
                    .setPlayer(Media.Player.valueOf(((Enum<?>) get(media, "player")).name()));
            String title = (String) get(media, "title");
            String copyright = (String) get(media, "copyright");
            List<String> persons = (List<String>) get(media, "persons");
            if (title != null) m.setTitle(title);
            if (copyright != null) m.setCopyright(copyright);
            if (persons != null) m.addAllPersons(persons);
            b.setMedia(m);
        }
        List<Object> images = (List<Object>) get(content, "images");
        if (images != null) {
            for (Object image : images) {
                Image.Builder i = Image.newBuilder()
                        .setUri((String) get(image, "uri"))
                        .setWidth((Integer) get(image, "width"))
                        .setHeight((Integer) get(image, "height"))
                        .setSize(Image.Size.valueOf(((Enum<?>) get(image, "size")).name()));
                String title = (String) get(image, "title");
                if (title != null) i.setTitle(title);
                b.addImages(i);
            }
        }
        return b.build();
    }
}
