package dev.fastserial.processor.write.wire;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.TypeVariableName;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Turns members of {@link Wire} into JavaPoet specs of one generated class: top-level members
 * become {@code private static}, and every type they mention is spelled through {@code $T}, so
 * that imports are managed and a user's class named like a java.lang type cannot capture it.
 */
public final class MemberSpecs {
    /** java.lang types Wire.java may use unimported. */
    private static final Set<String> JAVA_LANG = Set.of("String", "StringBuilder", "Math", "Object", "Integer",
            "Long", "Class", "RuntimeException", "StackOverflowError", "IllegalArgumentException",
            "ArithmeticException", "ClassNotFoundException", "Throwable", "Override", "InternalError", "AssertionError",
            "LinkageError", "UnsupportedOperationException", "ThreadLocal", "Boolean", "Double", "Float", "Short", "Byte",
            "Character", "Enum");

    private final Templates templates;
    private final ClassName generated;
    private final Set<String> nestedClasses = new HashSet<>();

    /** @param generated the class the members are copied into (nested template classes become its members) */
    public MemberSpecs(Templates templates, ClassName generated) {
        this.templates = templates;
        this.generated = generated;
    }

    /** The specs of {@code names} (a closure from {@link Templates#closure}), in that order. */
    public void addTo(TypeSpec.Builder type, List<String> names) {
        for (String name : names) {
            if (templates.member(name).kind() == Member.Kind.CLASS) {
                nestedClasses.add(name);
            }
        }
        for (String name : names) {
            Member m = templates.member(name);
            Object spec = independentOfTheGeneratedClass(m)
                    ? templates.specs.computeIfAbsent(name, n -> spec(m)) // the same in every generated class
                    : spec(m);
            if (spec instanceof FieldSpec f) {
                type.addField(f);
            } else if (spec instanceof MethodSpec method) {
                type.addMethod(method);
            } else {
                type.addType((TypeSpec) spec);
            }
        }
    }

    /** Neither a nested class nor a user of one: its spec names nothing of the generated class. */
    private boolean independentOfTheGeneratedClass(Member m) {
        if (m.kind() == Member.Kind.CLASS) {
            return false;
        }
        for (String call : templates.calls(m.name())) {
            if (templates.member(call).kind() == Member.Kind.CLASS) {
                return false;
            }
        }
        return true;
    }

    private Object spec(Member m) {
        Declarations.Head head = Declarations.parse(m.declaration(), null);
        return switch (m.kind()) {
            case FIELD -> field(head, "", true);
            case METHOD -> method(head, "", true);
            case CLASS -> nested(head, m.doc());
        };
    }

    private FieldSpec field(Declarations.Head head, String doc, boolean topLevel) {
        FieldSpec.Builder f = FieldSpec.builder(type(head.type(), Set.of()), head.name(), modifiers(head, topLevel, true));
        if (head.body() != null) {
            f.initializer(code(head.body()));
        }
        if (!doc.isEmpty()) {
            f.addJavadoc(escape(doc));
        }
        return f.build();
    }

    private MethodSpec method(Declarations.Head head, String doc, boolean topLevel) {
        MethodSpec.Builder m = head.constructor() ? MethodSpec.constructorBuilder() : MethodSpec.methodBuilder(head.name());
        Set<String> variables = Set.copyOf(head.typeVariables());
        for (String annotation : head.annotations()) {
            if (annotation.equals("Override")) {
                m.addAnnotation(AnnotationSpec.builder(ClassName.get("java.lang", "Override")).build());
            } else if (annotation.startsWith("SuppressWarnings(")) { // an unchecked cast javac would warn of
                m.addAnnotation(AnnotationSpec.builder(ClassName.get("java.lang", "SuppressWarnings"))
                        .addMember("value", "$L", annotation.substring("SuppressWarnings(".length(), annotation.length() - 1))
                        .build());
            }
        }
        m.addModifiers(modifiers(head, topLevel, false));
        for (String v : head.typeVariables()) {
            m.addTypeVariable(TypeVariableName.get(v));
        }
        if (!head.constructor()) {
            m.returns(type(head.type(), variables));
        }
        for (String[] p : head.parameters()) {
            m.addParameter(type(p[0], variables), p[1]);
        }
        for (String e : head.exceptions()) {
            m.addException(type(e, variables));
        }
        if (!doc.isEmpty()) {
            m.addJavadoc(escape(doc));
        }
        return m.addCode(code(deindentBody(head.body()))).build();
    }

    private TypeSpec nested(Declarations.Head head, String doc) {
        TypeSpec.Builder t = TypeSpec.classBuilder(head.name()).addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL);
        if (head.superclass() != null) {
            t.superclass(type(head.superclass(), Set.of()));
        }
        for (String i : head.interfaces()) {
            t.addSuperinterface(type(i, Set.of()));
        }
        if (!doc.isEmpty()) {
            t.addJavadoc(escape(doc));
        }
        for (Splitter.Piece piece : Splitter.pieces(List.of(head.body().split("\n")), 4)) {
            Declarations.Head member = Declarations.parse(piece.declaration(), head.name());
            String memberDoc = Templates.javadoc(piece.comment());
            if (member.kind() == Member.Kind.FIELD) {
                t.addField(field(member, memberDoc, false));
            } else {
                t.addMethod(method(member, memberDoc, false));
            }
        }
        return t.build();
    }

    private static Modifier[] modifiers(Declarations.Head head, boolean topLevel, boolean field) {
        List<Modifier> modifiers = new ArrayList<>();
        if (topLevel) {
            modifiers.add(Modifier.PRIVATE);
            modifiers.add(Modifier.STATIC);
            if (field) {
                modifiers.add(Modifier.FINAL);
            }
        } else {
            for (String m : head.modifiers()) {
                modifiers.add(Modifier.valueOf(m.toUpperCase(java.util.Locale.ROOT)));
            }
        }
        return modifiers.toArray(new Modifier[0]);
    }

    /** A type as Wire.java spells it, resolved through its imports. */
    TypeName type(String spelled, Set<String> variables) {
        String s = spelled.strip();
        if (s.endsWith("[]")) {
            return ArrayTypeName.of(type(s.substring(0, s.length() - 2), variables));
        }
        switch (s) {
            case "?": return com.squareup.javapoet.WildcardTypeName.subtypeOf(Object.class);
            case "void": return TypeName.VOID;
            case "boolean": return TypeName.BOOLEAN;
            case "byte": return TypeName.BYTE;
            case "short": return TypeName.SHORT;
            case "char": return TypeName.CHAR;
            case "int": return TypeName.INT;
            case "long": return TypeName.LONG;
            case "float": return TypeName.FLOAT;
            case "double": return TypeName.DOUBLE;
            default: break;
        }
        int angle = s.indexOf('<');
        if (angle >= 0) {
            List<TypeName> arguments = new ArrayList<>();
            for (String a : Declarations.splitTopLevel(s.substring(angle + 1, s.lastIndexOf('>')))) {
                arguments.add(type(a, variables));
            }
            return ParameterizedTypeName.get(className(s.substring(0, angle)), arguments.toArray(new TypeName[0]));
        }
        return variables.contains(s) ? TypeVariableName.get(s) : className(s);
    }

    private ClassName className(String simple) {
        if (nestedClasses.contains(simple)) {
            return generated.nestedClass(simple);
        }
        String qualified = templates.imports().get(simple);
        if (qualified != null) {
            return ClassName.bestGuess(qualified);
        }
        if (JAVA_LANG.contains(simple)) {
            return ClassName.get("java.lang", simple);
        }
        throw new IllegalStateException("Wire.java uses type " + simple + " without importing it");
    }

    /** Source text as a CodeBlock: types through $T, every other '$' escaped. */
    private CodeBlock code(String text) {
        StringBuilder format = new StringBuilder();
        List<Object> args = new ArrayList<>();
        String previous = "";
        for (JavaTokens.Token t : JavaTokens.of(text)) {
            String s = t.text();
            boolean qualified = previous.endsWith("."); // java.sql.Date: spelled in full, left as it is
            if (!s.isBlank()) {
                previous = s;
            }
            if (t.identifier() && !qualified && !nestedClasses.contains(s)
                    && (templates.imports().containsKey(s) || JAVA_LANG.contains(s))) {
                format.append("$T");
                args.add(className(s));
            } else {
                format.append(s.replace("$", "$$"));
            }
        }
        return CodeBlock.of(format.toString(), args.toArray());
    }

    private static String deindentBody(String body) {
        StringBuilder out = new StringBuilder();
        for (String line : body.split("\n", -1)) {
            out.append(Splitter.deindent(line, 4)).append('\n');
        }
        String s = out.toString();
        while (s.endsWith("\n\n")) {
            s = s.substring(0, s.length() - 1);
        }
        return s;
    }

    private static String escape(String doc) {
        return doc.replace("$", "$$");
    }
}
