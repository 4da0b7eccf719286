package dev.fastserial.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeVariableName;
import com.squareup.javapoet.WildcardTypeName;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@link TypeText} writes what JavaPoet's toString writes; {@link Spelling} what the pattern gives on that whole text. */
class TypeTextTest {
    /** The pattern Spelling applied to JavaPoet's whole toString before it spelled class by class. */
    private static final Pattern PACKAGE_PREFIX = Pattern.compile("\\b(?:[a-z_$][\\w$]*\\.)+(?=[A-Za-z_$])");

    private static final ClassName[] CLASSES = {
        ClassName.get("java.util", "Map"), ClassName.get("java.util", "Map", "Entry"), ClassName.get("java.lang", "String"),
        ClassName.get("", "Plain"), ClassName.get("", "Outer", "Inner"), ClassName.get("a.b", "outer", "Inner"),
        ClassName.get("Com.Acme", "Bean"), ClassName.get("a.$b", "C"), ClassName.get("_x", "Y"),
        ClassName.get("a.b", "Outer", "lower", "Deep"), ClassName.get("dev.fastserial.examples", "TestClass"),
    };
    private static final TypeName[] LEAVES = {TypeName.INT, TypeName.BOOLEAN, TypeName.LONG, TypeName.VOID};

    @Test
    void randomTypesAreWrittenAsJavaPoetWritesThem() {
        Random random = new Random(13);
        for (int i = 0; i < 20_000; i++) {
            TypeName type = random(random, 0);
            String javaPoet = type.toString();
            assertEquals(javaPoet, TypeText.of(type, ClassName::canonicalName), javaPoet);
            assertEquals(PACKAGE_PREFIX.matcher(javaPoet).replaceAll(""), Spelling.of(type), javaPoet);
        }
    }

    @Test
    void anAnnotatedTypeAnywhereIsLeftToJavaPoet() {
        TypeName string = ClassName.get("java.lang", "String").annotated(AnnotationSpec.builder(ClassName.get("a", "NonNull")).build());
        assertNull(TypeText.of(ParameterizedTypeName.get(ClassName.get("java.util", "List"), string), ClassName::canonicalName));
        assertEquals("List<String>", Spelling.of(ParameterizedTypeName.get(ClassName.get("java.util", "List"), string)));
    }

    private static TypeName random(Random random, int depth) {
        int kind = depth > 3 ? random.nextInt(2) : random.nextInt(7);
        switch (kind) {
            case 0:
                return CLASSES[random.nextInt(CLASSES.length)];
            case 1:
                return depth == 0 ? LEAVES[random.nextInt(LEAVES.length)] : TypeVariableName.get("T" + random.nextInt(3));
            case 2:
                return ArrayTypeName.of(random.nextBoolean() ? TypeName.INT : random(random, depth + 1));
            case 3:
                return WildcardTypeName.subtypeOf(reference(random, depth));
            case 4:
                return WildcardTypeName.supertypeOf(reference(random, depth));
            case 5: {
                ParameterizedTypeName outer = ParameterizedTypeName.get(ClassName.get("a.b", "Outer"), reference(random, depth));
                return random.nextBoolean() ? outer : outer.nestedClass("Inner", java.util.List.of(reference(random, depth)));
            }
            default: {
                TypeName[] arguments = new TypeName[1 + random.nextInt(3)];
                for (int a = 0; a < arguments.length; a++) {
                    arguments[a] = reference(random, depth);
                }
                return ParameterizedTypeName.get(CLASSES[random.nextInt(CLASSES.length)], arguments);
            }
        }
    }

    /** A type that may be a type argument or bound: not primitive, not void. */
    private static TypeName reference(Random random, int depth) {
        TypeName t = random(random, depth + 1);
        return t.isPrimitive() || t.equals(TypeName.VOID) ? ClassName.get("java.lang", "Integer") : t;
    }
}
