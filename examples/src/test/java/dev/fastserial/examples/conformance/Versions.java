package dev.fastserial.examples.conformance;

import dev.fastserial.examples.conformance.ClassSpec.Access;
import dev.fastserial.examples.conformance.ClassSpec.Ctor;
import dev.fastserial.examples.conformance.ClassSpec.FieldSpec;
import dev.fastserial.examples.conformance.ClassSpec.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Pairs of versions of the same classes under one lock file: the second version of each class
 * adds fields (a bean's often with an initializer), removes some, or both (a rename is one of
 * each). Both are compiled with the same {@code -Afastserial.lock}, each in its own class loader,
 * and values are read across them in both directions, against Java serialization of the twins
 * (which tolerates added and removed fields the same way).
 */
final class Versions {
    private static final TypeRef[] ADDED = {new TypeRef.Val("String"), new TypeRef.Val("Integer"), new TypeRef.Prim("int"),
        new TypeRef.Prim("long"), new TypeRef.Val("Suit"), new TypeRef.Val("LocalDate"), new TypeRef.Coll("List", new TypeRef.Val("String")),
        new TypeRef.MapRef("Map", new TypeRef.Val("String"), new TypeRef.Val("Integer"))};

    private Versions() {}

    /** The later version of {@code v1}: each class changed with some probability. */
    static ClassSet evolve(ClassSet v1, Random random) {
        List<ClassSpec> v2 = new ArrayList<>();
        for (ClassSpec c : v1.all()) {
            v2.add(c.kind() == Kind.BASE || random.nextInt(10) < 3 ? c : evolve(c, random));
        }
        return new ClassSet(v2);
    }

    private static ClassSpec evolve(ClassSpec c, Random random) {
        List<FieldSpec> fields = new ArrayList<>(c.fields());
        int change = random.nextInt(3);
        if (change != 1 && removable(c, fields) >= 0) {
            fields.remove(removable(c, fields));
        }
        if (change != 0) {
            TypeRef t = ADDED[random.nextInt(ADDED.length)];
            String name = "added" + Math.abs(c.name().hashCode() % 100) + random.nextInt(100);
            if (c.field(name) != null) {
                return c.withFields(fields);
            }
            fields.add(switch (c.kind()) {
                case BEAN -> new FieldSpec(name, t, random.nextBoolean() ? Access.DIRECT : Access.ACCESSORS, false, false, Ctor.NONE,
                        random.nextInt(4) > 0 ? initializer(t) : null);
                case MIXED -> new FieldSpec(name, t, Access.ACCESSORS, false, false, Ctor.NONE, null);
                case VALUE -> new FieldSpec(name, t, Access.ACCESSORS, false, true, Ctor.TAKES, null);
                default -> new FieldSpec(name, t, Access.DIRECT, false, false, Ctor.TAKES, null);
            });
        }
        return c.withFields(fields);
    }

    /** A field the later version can do without (a value and a mixed class keep one final field), or -1. */
    private static int removable(ClassSpec c, List<FieldSpec> fields) {
        if (fields.size() < 2) {
            return -1;
        }
        for (int i = fields.size() - 1; i >= 0; i--) {
            FieldSpec f = fields.get(i);
            if (!f.isFinal() || fields.stream().filter(FieldSpec::isFinal).count() > 1) {
                return i;
            }
        }
        return -1;
    }

    /** A value other than the type's default, which a reader keeps where the stream lacks the field. */
    private static String initializer(TypeRef t) {
        return switch (t.render(false)) {
            case "String" -> "\"initial\"";
            case "Integer", "int" -> "7";
            case "long" -> "7L";
            case "Suit" -> "Suit.HEARTS";
            case "LocalDate" -> "LocalDate.of(2020, 2, 29)";
            case "List<String>" -> "new ArrayList<>(List.of(\"initial\"))";
            default -> "new HashMap<>()";
        };
    }
}
