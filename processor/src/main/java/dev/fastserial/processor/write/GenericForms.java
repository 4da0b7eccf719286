package dev.fastserial.processor.write;

import static dev.fastserial.processor.write.JavaTypes.CLASS_NOT_FOUND;
import static dev.fastserial.processor.write.JavaTypes.IO_EXCEPTION;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_INPUT;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_OUTPUT;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.TypeVariableName;
import dev.fastserial.processor.model.BeanModel;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.FieldModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The fast forms of a generic type's type arguments, on both sides ({@link
 * dev.fastserial.processor.model.TypeArguments}). In the generic type's externalizer: its {@code
 * FastForm} interface, a parameter per type variable on write and read, and the slots holding a
 * type variable written through the form when the holder gave one (a value it does not fit, and
 * every value without a form, through writeObject, as before). In a holder: one {@code FastForm}
 * constant per type argument, written with the holder's own code for that type.
 */
final class GenericForms {
    static final String INTERFACE = "FastForm";

    private final Map<TypeVariableName, String> parameters = new LinkedHashMap<>();

    /** The forms' parameters of a generic type's write or read, named apart from the method's other names. */
    GenericForms(BeanModel model, NameAllocator names) {
        if (takes(model)) {
            for (TypeVariableName v : model.typeVariables()) {
                String lower = Character.toLowerCase(v.name.charAt(0)) + v.name.substring(1);
                parameters.put(v, names.newName(lower + "Form", "form:" + v.name));
            }
        }
    }

    /** Whether the type has fields of its own holding its type variables (the holder's rule: GenericHolders). */
    static boolean takes(BeanModel model) {
        for (FieldModel f : model.fields()) {
            if (f.declaringClass() != null && f.declaringClass().equals(model.beanClass().canonicalName())
                    && f.encoding() instanceof Encoding.ObjectStream o && o.type() instanceof TypeVariableName v
                    && model.typeVariables().contains(v)) {
                return true;
            }
        }
        return false;
    }

    boolean any() {
        return !parameters.isEmpty();
    }

    /** Adds a {@code FastForm<A> aForm} parameter per type variable. */
    MethodSpec.Builder addParameters(MethodSpec.Builder m, ClassName externalizer) {
        parameters.forEach((v, name) -> m.addParameter(ParameterizedTypeName.get(externalizer.nestedClass(INTERFACE), v), name));
        return m;
    }

    /** The form parameter a slot's value goes through when given, or null: a slot holding a bare type variable. */
    String formOf(FieldModel field) {
        if (field.isRemoved() || field.inTail() || field.nonNull() || !(field.encoding() instanceof Encoding.ObjectStream o)
                || !(o.type() instanceof TypeVariableName v)) {
            return null;
        }
        return parameters.get(v);
    }

    /** {@code null, null}: the forms a holder that knows nothing of the type arguments gives. */
    String none() {
        return String.join(", ", parameters.values().stream().map(p -> "null").toList());
    }

    /** The {@code FastForm} interface of a generic type's externalizer. */
    static TypeSpec fastForm(BeanModel model) {
        TypeVariableName t = TypeVariableName.get("T");
        String simple = model.beanClass().simpleName();
        return TypeSpec.interfaceBuilder(INTERFACE)
                .addModifiers(Modifier.PUBLIC)
                .addTypeVariable(t)
                .addJavadoc("The fast form of what one of $L's type variables holds, from a holder whose declared type fixes"
                        + "\nit ({@code $L<String, ...>}): fastserial generates them there (docs/types.md, \"Generic types\").\n",
                        simple, simple)
                .addMethod(MethodSpec.methodBuilder("fits").addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                        .addJavadoc("Whether {@code value} has this fast form; if not, it goes through writeObject. An"
                                + "\n{@code Object}: raw types or reflection can put any class where the type argument says another.\n")
                        .returns(TypeName.BOOLEAN).addParameter(JavaTypes.OBJECT, "value").addParameter(OBJECT_OUTPUT, "out")
                        .build())
                .addMethod(MethodSpec.methodBuilder("write").addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                        .addParameter(OBJECT_OUTPUT, "out").addParameter(t, "value").addException(IO_EXCEPTION).build())
                .addMethod(MethodSpec.methodBuilder("read").addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                        .returns(t).addParameter(OBJECT_INPUT, "in")
                        .addException(IO_EXCEPTION).addException(CLASS_NOT_FOUND).build())
                .build();
    }

    /**
     * {@code write(value, out)} or {@code read(in)} as the JDK and FastBytes call them (at top level
     * nothing fixes the type arguments): the method with the forms, given none.
     */
    static MethodSpec withoutForms(MethodSpec full, GenericForms forms) {
        MethodSpec.Builder m = MethodSpec.methodBuilder(full.name).addModifiers(full.modifiers)
                .addTypeVariables(full.typeVariables).returns(full.returnType).addExceptions(full.exceptions)
                .addJavadoc("{@link #$L} with no fast forms for the type arguments: their values go through writeObject.\n",
                        full.name);
        List<String> arguments = new ArrayList<>();
        int plain = full.parameters.size() - forms.parameters.size();
        for (int i = 0; i < plain; i++) {
            m.addParameter(full.parameters.get(i));
            arguments.add(full.parameters.get(i).name);
        }
        arguments.add(forms.none());
        String call = full.name + "(" + String.join(", ", arguments) + ")";
        return full.returnType.equals(TypeName.VOID) ? m.addStatement(call).build() : m.addStatement("return " + call).build();
    }

    /** The method with the forms, documented. */
    static MethodSpec documented(MethodSpec full) {
        return full.toBuilder().addJavadoc("With the fast forms of the type arguments where a holder knows them (null: writeObject),"
                + "\nas its generated code gives them.\n").build();
    }

    // ---- in the holder ------------------------------------------------------------------------

    /**
     * {@code PairExternalizer.write(p, out, STRING_FOR_PAIR, INTEGER_FOR_PAIR)}'s last arguments: a
     * constant per fixed type argument, {@code null} for the others.
     */
    static CodeBlock arguments(Code code, ClassName externalizer, List<Encoding> typeArguments) {
        List<CodeBlock> args = new ArrayList<>();
        for (Encoding e : typeArguments) {
            args.add(dev.fastserial.processor.model.TypeArguments.fixed(e)
                    ? Blocks.of("$N", constant(code, externalizer, e)) : Blocks.of("null"));
        }
        return CodeBlock.join(args, ", ");
    }

    /**
     * The holder's {@code FastForm} of one type argument for one generic type: a constant, made
     * once by a method that returns an anonymous class of the holder's code for that type.
     */
    private static String constant(Code code, ClassName externalizer, Encoding e) {
        String generic = externalizer.simpleName().replaceFirst("Externalizer$", "");
        String name = ShapeNames.constantCase(ShapeNames.of(e)) + "_FOR_" + ShapeNames.constantCase(generic);
        ClassName form = externalizer.nestedClass(INTERFACE);
        TypeName type = e.type().box();
        TypeName formType = ParameterizedTypeName.get(form, type);
        String make = code.helpers.shape("form", List.of("form", externalizer, e), ShapeNames.lowerFirst(ShapeNames.of(e)) + "For" + generic,
                methodName -> {
                    CodeBlock fits = fits(code, e);
                    CodeBlock body = CodeBlock.builder()
                            .add("return new $T() {\n", formType).indent()
                            .add("@$T\n", Override.class)
                            .add("public boolean fits($T value, $T out) {\n", JavaTypes.OBJECT, OBJECT_OUTPUT).indent()
                            .addStatement(fits)
                            .unindent().add("}\n\n")
                            .add("@$T\n", Override.class)
                            .add("public void write($T out, $T value) throws $T {\n", OBJECT_OUTPUT, type, IO_EXCEPTION).indent()
                            .addStatement(code.values.write(e, Blocks.of("value")))
                            .unindent().add("}\n\n")
                            .add("@$T\n", Override.class)
                            .add("public $T read($T in) throws $T, $T {\n", type, OBJECT_INPUT, IO_EXCEPTION, CLASS_NOT_FOUND)
                            .indent()
                            .addStatement("return $L", code.values.read(e, "type argument of " + generic))
                            .unindent().add("}\n")
                            .unindent().add("};\n")
                            .build();
                    return HelperRegistry.method(methodName).returns(formType)
                            .addJavadoc("The fast form of $L where $L holds one: the holder's own code for it.\n",
                                    ShapeNames.of(e), generic)
                            .addCode(body);
                });
        return code.helpers.constant(List.of("form", externalizer, e), name, constantName ->
                com.squareup.javapoet.FieldSpec.builder(formType, constantName, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .initializer("$N()", make));
    }

    /**
     * {@code fits}' statement: whether {@code value}, an Object, has the form. Its class is checked
     * before anything typed, since heap pollution (raw types, reflection, a loosely typed mapper) can
     * put a Long in a {@code Pair<String, ...>}: such a value goes through writeObject, as any other
     * value the form does not fit, never a ClassCastException.
     */
    private static CodeBlock fits(Code code, Encoding e) {
        if (e.exactness() == null) {
            return Blocks.of("return value instanceof $T", e.erasure());
        }
        if (e.exactness() instanceof Encoding.Exactness.OneOfClasses classes) {
            return Blocks.of("return $L", CodeBlock.join(classes.classes().stream()
                    .map(c -> Blocks.of("value.getClass() == $T.class", c)).toList(), "$W|| "));
        }
        if (!ExactnessCode.callsWithType(e)) { // the class tests alone: they name the classes that fit
            return Blocks.of("return $L", negated(code.exactness.inexact(e, Blocks.of("value"))));
        }
        TypeName typed = e.type() instanceof ParameterizedTypeName p
                ? ParameterizedTypeName.get(p.rawType, p.typeArguments.stream()
                        .map(a -> com.squareup.javapoet.WildcardTypeName.subtypeOf(Object.class)).toArray(TypeName[]::new))
                : e.erasure();
        CodeBlock cast = Blocks.of("($T) value", typed);
        CodeBlock exact = e.exactness() instanceof Encoding.Exactness.PortableLocale
                ? Blocks.of("$N($L)", code.helpers.fixed("isPortable"), cast)
                : negated(code.exactness.inexact(e, Blocks.of("value"), cast));
        return Blocks.of("return value instanceof $T$W&& $L", e.erasure(), exact);
    }

    /** {@code !condition}, in parentheses unless it is one call ({@code isLarge(out, (String) value)}). */
    private static CodeBlock negated(CodeBlock condition) {
        String text = condition.toString();
        boolean oneCall = text.matches("[\\w.]+\\(.*\\)") && !text.matches(".*(&&|\\|\\||[<>=!]).*");
        return oneCall || enclosed(text) ? Blocks.of("!$L", condition) : Blocks.of("!($L)", condition);
    }

    /** Whether {@code text} is one parenthesized expression: {@code (a || b)}, not {@code (a) && (b)}. */
    private static boolean enclosed(String text) {
        if (!text.startsWith("(")) {
            return false;
        }
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            depth += text.charAt(i) == '(' ? 1 : text.charAt(i) == ')' ? -1 : 0;
            if (depth == 0) {
                return i == text.length() - 1;
            }
        }
        return false;
    }
}
