package dev.fastserial.processor.write.render;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.TypeVariableName;
import dev.fastserial.processor.JavaPoetParts;
import dev.fastserial.processor.model.TypeText;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * The pieces declarations are made of, written as JavaPoet's {@code CodeWriter} writes them: code
 * blocks ({@code $L $N $S $T $$ $> $< $[ $] $W $Z}), type names, annotations, modifiers, type
 * variables and Javadoc. Every class named goes through {@link Names}; while a member is recorded
 * for reuse, each is also noted with how it was spelled.
 */
final class Fragments {
    private static final Map<Modifier, String> MODIFIERS = new EnumMap<>(Modifier.class);

    static {
        for (Modifier m : Modifier.values()) {
            MODIFIERS.put(m, m.name().toLowerCase(Locale.US) + " ");
        }
    }

    private final Names names;
    private final SourceText text;
    private final String indent;
    /** The classes named by the member being recorded for reuse, or null. */
    List<RenderedMember.Spelled> spelled;
    /** The type variables of the method being written (they hide classes of their names). */
    List<String> memberTypeVariables = List.of();

    Fragments(Names names, SourceText text, String indent) {
        this.names = names;
        this.text = text;
        this.indent = indent;
    }

    void javadoc(CodeBlock doc) {
        if (doc.isEmpty()) {
            return;
        }
        text.emit("/**\n");
        text.javadoc = true;
        try {
            code(doc, true);
        } finally {
            text.javadoc = false;
        }
        text.emit(" */\n");
    }

    void annotations(List<AnnotationSpec> annotations, boolean inline) {
        for (AnnotationSpec a : annotations) {
            annotation(a, inline);
            text.emit(inline ? " " : "\n");
        }
    }

    private void annotation(AnnotationSpec annotation, boolean inline) {
        String whitespace = inline ? "" : "\n";
        String separator = inline ? ", " : ",\n";
        text.emit("@");
        typeName(annotation.type);
        if (annotation.members.isEmpty()) {
            return;
        }
        if (annotation.members.size() == 1 && annotation.members.containsKey("value")) {
            text.emit("(");
            annotationValues(whitespace, separator, annotation.members.get("value"));
            text.emit(")");
            return;
        }
        text.emit("(" + whitespace);
        text.indent(2);
        for (Iterator<Map.Entry<String, List<CodeBlock>>> i = annotation.members.entrySet().iterator(); i.hasNext(); ) {
            Map.Entry<String, List<CodeBlock>> member = i.next();
            text.emit(member.getKey() + " = ");
            annotationValues(whitespace, separator, member.getValue());
            if (i.hasNext()) {
                text.emit(separator);
            }
        }
        text.unindent(2);
        text.emit(whitespace + ")");
    }

    private void annotationValues(String whitespace, String separator, List<CodeBlock> values) {
        if (values.size() == 1) {
            text.indent(2);
            code(values.get(0), false);
            text.unindent(2);
            return;
        }
        text.emit("{" + whitespace);
        text.indent(2);
        boolean first = true;
        for (CodeBlock value : values) {
            if (!first) {
                text.emit(separator);
            }
            code(value, false);
            first = false;
        }
        text.unindent(2);
        text.emit(whitespace + "}");
    }

    void modifiers(Set<Modifier> modifiers) {
        if (modifiers.isEmpty()) {
            return;
        }
        for (Modifier m : EnumSet.copyOf(modifiers)) {
            text.emit(MODIFIERS.get(m));
        }
    }

    /** Declares type variables (they hide classes of their names until removed). */
    void typeVariables(List<TypeVariableName> variables) {
        if (variables.isEmpty()) {
            return;
        }
        for (TypeVariableName v : variables) {
            names.addTypeVariable(v.name);
        }
        text.emit("<");
        boolean first = true;
        for (TypeVariableName v : variables) {
            if (!first) {
                text.emit(", ");
            }
            annotations(v.annotations, true);
            text.emit(v.name);
            boolean firstBound = true;
            for (TypeName bound : v.bounds) {
                text.emit(firstBound ? " extends " : " & ");
                typeName(bound);
                firstBound = false;
            }
            first = false;
        }
        text.emit(">");
    }

    /** JavaPoet's {@code CodeWriter.emit(CodeBlock)}. */
    void code(CodeBlock block, boolean ensureTrailingNewline) {
        List<String> parts = JavaPoetParts.formatParts(block);
        List<Object> args = JavaPoetParts.args(block);
        int a = 0;
        for (String part : parts) {
            if (part.length() != 2 || part.charAt(0) != '$') {
                text.emit(part);
                continue;
            }
            switch (part.charAt(1)) {
                case 'L' -> literal(args.get(a++));
                case 'N' -> text.emit((String) args.get(a++));
                case 'S' -> {
                    String s = (String) args.get(a++);
                    if (!text.discards()) { // the pass that collects imports needs no quoting
                        text.emit(s == null ? "null" : StringLiterals.quoted(s, indent));
                    }
                }
                case 'T' -> typeName((TypeName) args.get(a++));
                case '$' -> text.emit("$");
                case '>' -> text.indent(1);
                case '<' -> text.unindent(1);
                case '[' -> text.beginStatement();
                case ']' -> text.endStatement();
                case 'W' -> text.wrappingSpace();
                case 'Z' -> text.zeroWidthSpace();
                default -> text.emit(part);
            }
        }
        if (ensureTrailingNewline && text.lastChar() != '\n') {
            text.emit("\n");
        }
    }

    private void literal(Object value) {
        if (value instanceof CodeBlock block) {
            code(block, false);
        } else if (value instanceof AnnotationSpec annotation) {
            annotation(annotation, true);
        } else if (value instanceof TypeSpec type) {
            throw SourceRenderer.unsupported("a class as a $L argument: " + type.name);
        } else if (!text.discards()) {
            text.emit(String.valueOf(value));
        }
    }

    void typeName(TypeName type) {
        String written = TypeText.of(type, this::className);
        if (written == null) {
            throw SourceRenderer.unsupported("an annotated type: " + type);
        }
        text.emit(written);
    }

    private String className(ClassName c) {
        String spelling = names.spell(c, text.javadoc);
        if (spelled != null) {
            spelled.add(new RenderedMember.Spelled(c, memberTypeVariables, text.javadoc, spelling));
        }
        return spelling;
    }

    void array(ArrayTypeName array, boolean varargs) {
        TypeName leaf = array.componentType;
        int dimensions = 1;
        while (leaf instanceof ArrayTypeName inner) {
            if (inner.isAnnotated()) {
                throw SourceRenderer.unsupported("an annotated array type: " + array);
            }
            leaf = inner.componentType;
            dimensions++;
        }
        typeName(leaf);
        for (int i = 1; i < dimensions; i++) {
            text.emit("[]");
        }
        text.emit(varargs ? "..." : "[]");
    }
}
