package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.fastserial.testing.Fields;
import dev.fastserial.testing.Streams;
import java.math.BigDecimal;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Beans compiled with the processor inside the test, filled, written through a real
 * ObjectOutputStream, read back and compared field by field: every core type and every
 * hierarchy shape.
 */
class RoundTripTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compileResources(
                "beans/types/AllTypes.java", "beans/types/Color.java", "beans/types/Point.java",
                "beans/types/Point3.java", "beans/types/Node.java",
                "beans/hierarchy/Animal.java", "beans/hierarchy/Dog.java", "beans/hierarchy/Puppy.java",
                "beans/hierarchy/Pet.java", "beans/hierarchy/Cat.java", "beans/hierarchy/Customer.java",
                "beans/lib/Entity.java", "beans/hierarchy/Labeled.java", "beans/hierarchy/Sticker.java",
                "beans/hierarchy/Shape.java", "beans/hierarchy/Circle.java", "beans/hierarchy/Box.java",
                "beans/hierarchy/Page.java",
                "beans/nested/Person.java", "beans/nested/Address.java", "beans/nested/Office.java", "beans/nested/Team.java",
                "beans/nested/Member.java");
    }

    static Object filledAllTypes() {
        Object bean = beans.newInstance("types.AllTypes");
        set(bean, "aBoolean", true);
        set(bean, "aByte", Byte.MIN_VALUE);
        set(bean, "aShort", Short.MAX_VALUE);
        set(bean, "aChar", '\uD800');
        set(bean, "anInt", Integer.MIN_VALUE);
        set(bean, "aLong", Long.MAX_VALUE);
        set(bean, "aFloat", Float.NaN);
        set(bean, "aDouble", -0.0);
        set(bean, "boxedBoolean", false);
        set(bean, "boxedByte", (byte) 7);
        set(bean, "boxedShort", (short) -300);
        set(bean, "boxedChar", 'x');
        set(bean, "boxedInt", 1_000_000);
        set(bean, "boxedLong", -1L);
        set(bean, "boxedFloat", Float.MIN_VALUE);
        set(bean, "boxedDouble", Double.NEGATIVE_INFINITY);
        set(bean, "string", "caf\u00e9 \uD83D\uDE00 \u0000 lone \uDC00 end");
        set(bean, "color", enumConstant("types.Color", "BLUE"));
        set(bean, "date", new Date(-123_456_789L));
        Object point = beans.newInstance("types.Point");
        set(point, "x", 3);
        set(point, "y", -4);
        set(point, "label", "p");
        set(bean, "point", point);
        Object node = beans.newInstance("types.Node");
        set(node, "name", "first");
        set(node, "next", node);
        set(bean, "node", node);
        set(bean, "anything", List.of(1, "two"));
        set(bean, "serializable", new BigDecimal("3.14"));
        set(bean, "decimal", new BigDecimal("-1E+400"));
        set(bean, "list", new ArrayList<>(List.of("a", "b")));
        set(bean, "ints", new int[] {1, 2, 3});
        set(bean, "requiredString", "needed");
        set(bean, "requiredInt", 42);
        set(bean, "requiredDate", new Date(5));
        set(bean, "requiredFlag", true);
        set(bean, "privateString", "through accessors");
        set(bean, "privateLong", 1L << 40);
        set(bean, "privateFlag", true);
        return bean;
    }

    private static Object enumConstant(String type, String name) {
        for (Object constant : beans.load(type).getEnumConstants()) {
            if (((Enum<?>) constant).name().equals(name)) {
                return constant;
            }
        }
        throw new AssertionError(name);
    }

    @Test
    void everyCoreTypeRoundTrips() {
        Object bean = set(filledAllTypes(), "alsoNotWritten", "changed");
        Object copy = Streams.roundTrip(bean);
        assertDeepEquals(bean, copy);
        assertEquals("transient", get(copy, "alsoNotWritten"), "a transient field keeps its constructor value");
    }

    @Test
    void allNullableFieldsNull() {
        Object bean = filledAllTypes();
        for (String field : new String[] {"boxedBoolean", "boxedByte", "boxedShort", "boxedChar", "boxedInt",
                "boxedLong", "boxedFloat", "boxedDouble", "string", "color", "date", "point", "node", "anything",
                "serializable", "decimal", "list", "ints", "privateString"}) {
            set(bean, field, null);
        }
        assertDeepEquals(bean, Streams.roundTrip(bean));
    }

    @Test
    void freshBeansAndManyInOneStream() {
        List<Object> objects = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            objects.add(filledAllTypes());
            objects.add(beans.newInstance("types.AllTypes"));
        }
        List<Object> copies = Streams.deserialize(Streams.serialize(objects.toArray()), beans.loader(), objects.size());
        for (int i = 0; i < objects.size(); i++) {
            assertDeepEquals(objects.get(i), copies.get(i));
        }
    }

    @Test
    void nullInANonNullFieldFailsNamingClassAndField() {
        Object bean = set(filledAllTypes(), "requiredString", null);
        NullPointerException e = assertThrows(NullPointerException.class, () -> Streams.serialize(bean));
        assertThat(e).hasMessageThat().isEqualTo("types.AllTypes.requiredString is declared non-null but is null");
    }

    @Test
    void aTimestampInADateFieldComesBackAsATimestamp() {
        Timestamp stamp = new Timestamp(1_000);
        stamp.setNanos(123_456_789);
        Object bean = set(filledAllTypes(), "date", stamp);
        Object copy = Streams.roundTrip(bean);
        assertEquals(Timestamp.class, get(copy, "date").getClass());
        assertEquals(stamp, get(copy, "date"));
        assertDeepEquals(bean, copy);
    }

    @Test
    void aSubclassInAnInlineBeanFieldKeepsItsClass() {
        Object point3 = beans.newInstance("types.Point3");
        set(point3, "x", 1);
        set(point3, "z", 9);
        Object bean = set(filledAllTypes(), "point", point3);
        Object copy = Streams.roundTrip(bean);
        assertEquals(9, get(get(copy, "point"), "z"));
        assertDeepEquals(bean, copy);
    }

    @Test
    void otherCollectionClassesInAFallbackFieldKeepTheirClass() {
        Object bean = set(filledAllTypes(), "list", new LinkedList<>(List.of("x")));
        Object copy = Streams.roundTrip(bean);
        assertEquals(LinkedList.class, get(copy, "list").getClass());
    }

    @Test
    void twoLevelsOfFastSerialClassesChain() {
        Object dog = beans.newInstance("hierarchy.Dog");
        set(dog, "name", "Rex");
        set(dog, "legs", 4);
        set(dog, "breed", "collie");
        set(dog, "goodBoy", true);
        assertDeepEquals(dog, Streams.roundTrip(dog));
        assertThat(beans.generatedSource("hierarchy.DogExternalizer")).contains("AnimalExternalizer.writeLevel(bean, out);");
        assertThat(beans.generatedSource("hierarchy.DogExternalizer")).contains("AnimalExternalizer.readLevel(bean, in);");
        assertThat(beans.generatedSource("hierarchy.DogExternalizer")).doesNotContain("bean.name");
    }

    @Test
    void threeLevelsOfFastSerialClassesChain() {
        Object puppy = beans.newInstance("hierarchy.Puppy");
        set(puppy, "name", "Bit");
        set(puppy, "legs", 3);
        set(puppy, "breed", "beagle");
        set(puppy, "born", new Date(77));
        assertDeepEquals(puppy, Streams.roundTrip(puppy));
        assertThat(beans.generatedSource("hierarchy.PuppyExternalizer")).contains("DogExternalizer.writeLevel(bean, out);");
    }

    @Test
    void aPlainClassBetweenTwoBeansIsWrittenByTheLowerOne() {
        Object cat = beans.newInstance("hierarchy.Cat");
        set(cat, "name", "Tom");
        set(cat, "legs", 4);
        set(cat, "owner", "Ann");
        set(cat, "age", 3);
        set(cat, "color", "grey");
        assertDeepEquals(cat, Streams.roundTrip(cat));
        String source = beans.generatedSource("hierarchy.CatExternalizer");
        assertThat(source).contains("AnimalExternalizer.writeLevel(bean, out);");
        assertThat(source).contains("bean.owner");
        assertThat(source).contains("bean.getAge()");
        assertThat(source).contains("bean.setAge(");
    }

    @Test
    void aLibrarySuperclassInAnotherPackageIsWrittenThroughWhatIsVisible() {
        Object customer = beans.newInstance("hierarchy.Customer");
        set(customer, "id", 99L);
        set(customer, "createdBy", "system");
        set(customer, "version", 5);
        set(customer, "packagePrivate", "pp");
        set(customer, "email", "a@b.c");
        assertDeepEquals(customer, Streams.roundTrip(customer));
        String source = beans.generatedSource("hierarchy.CustomerExternalizer");
        assertThat(source).contains("bean.id");
        assertThat(source).contains("bean.getCreatedBy()");
        assertThat(source).contains("bean.getVersion()");
        assertThat(source).contains("bean.getPackagePrivate()");
    }

    @Test
    void aHiddenSuperclassFieldIsWrittenToo() {
        Object sticker = beans.newInstance("hierarchy.Sticker");
        set(sticker, "label", "mine");
        try {
            java.lang.reflect.Field hidden = beans.load("hierarchy.Labeled").getDeclaredField("label");
            hidden.setAccessible(true);
            hidden.set(sticker, "theirs");
            Object copy = Streams.roundTrip(sticker);
            assertEquals("theirs", hidden.get(copy));
            assertEquals("mine", get(copy, "label"));
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
        assertThat(beans.generatedSource("hierarchy.StickerExternalizer")).contains("((Labeled) bean).label");
    }

    @Test
    void anAbstractBeanChainsIntoItsSubclasses() {
        Object circle = beans.newInstance("hierarchy.Circle");
        set(circle, "id", "c1");
        set(circle, "radius", 2.5);
        assertDeepEquals(circle, Streams.roundTrip(circle));
    }

    @Test
    void aGenericSuperclassFieldTakesTheBoundType() {
        Object page = beans.newInstance("hierarchy.Page");
        set(page, "content", "text");
        set(page, "number", 12);
        assertDeepEquals(page, Streams.roundTrip(page));
        // Box<String>: 'content' is a String here, so it gets the string encoding, not writeObject.
        assertThat(beans.generatedSource("hierarchy.PageExternalizer")).contains("writeString(out, content)");
    }

    @Test
    void selfReachingBeansGoByReferenceAndKeepCyclesAndSharing() {
        Object ann = beans.newInstance("nested.Person");
        Object bob = beans.newInstance("nested.Person");
        set(ann, "name", "Ann");
        set(bob, "name", "Bob");
        set(ann, "partner", bob);
        set(bob, "partner", ann);
        Object office = beans.newInstance("nested.Office");
        set(office, "city", "Oslo");
        set(ann, "work", office);
        set(bob, "work", office);
        Object home = beans.newInstance("nested.Address");
        set(home, "city", "Bergen");
        set(ann, "home", home);
        set(bob, "home", home);

        Object copy = Streams.roundTrip(ann);
        Object bobCopy = get(copy, "partner");
        assertSame(copy, get(bobCopy, "partner"));
        assertSame(get(copy, "work"), get(bobCopy, "work"), "@ByReference keeps sharing");
        assertNotSame(get(copy, "home"), get(bobCopy, "home"), "inline beans are written by value");
        assertEquals("Bergen", get(get(bobCopy, "home"), "city"));
    }

    @Test
    void mutuallyReachingBeansGoByReference() {
        Object team = beans.newInstance("nested.Team");
        Object member = beans.newInstance("nested.Member");
        set(team, "name", "core");
        set(team, "captain", member);
        set(member, "name", "Kim");
        set(member, "team", team);
        Object copy = Streams.roundTrip(team);
        assertSame(copy, get(get(copy, "captain"), "team"));
        assertThat(beans.generatedSource("nested.TeamExternalizer")).contains("out.writeObject(captain)");
        assertThat(beans.generatedSource("nested.PersonExternalizer")).contains("home.writeExternal(out)");
    }

    @Test
    void theGeneratedCodeCompilesWithoutWarnings() {
        assertThat(beans.warnings()).isEmpty();
    }

    @Test
    void aFreshBeanRoundTripsToo() {
        for (String name : new String[] {"types.AllTypes", "hierarchy.Puppy", "hierarchy.Cat", "hierarchy.Customer",
                "hierarchy.Sticker", "hierarchy.Circle", "hierarchy.Page", "nested.Person", "nested.Team"}) {
            Object bean = beans.newInstance(name);
            assertDeepEquals(bean, Streams.roundTrip(bean));
            if (!name.equals("types.AllTypes")) { // AllTypes has non-null fields
                assertDeepEquals(Fields.nullAll(bean), Streams.roundTrip(bean));
            }
        }
    }
}
