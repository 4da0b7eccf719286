package dev.fastserial.processor.write.render;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.TypeVariableName;
import com.squareup.javapoet.WildcardTypeName;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import javax.lang.model.element.Modifier;

/**
 * Writes a {@link JavaFile} as Java source, character for character what its
 * {@code toString()} gives, at a fraction of the cost: JavaPoet renders a file twice (once to
 * collect the imports, once to write it) through a {@code CodeWriter} that splits every string
 * with a regular expression and a {@code LineWrapper} that takes it piece by piece. Here the first
 * pass only walks the specs for the classes they name ({@link Names}), and the second appends
 * whole strings ({@link SourceText}). Members the caller marks reusable (the fixed wire helpers,
 * the same spec objects in every file) are rendered once and pasted into the next files, as long
 * as they spell their classes the same way there.
 *
 * <p>It covers what fastserial generates: classes (nested ones too) with fields, constructors,
 * methods, Javadoc and annotations, a 4-space indent and no static imports. Anything else (an
 * interface, an enum, an anonymous class, type annotations, parameter Javadoc) is refused, never
 * rendered approximately.
 */
public final class SourceRenderer {
    private static final String INDENT = "    ";
    private static final Map<Modifier, String> MODIFIERS = new java.util.EnumMap<>(Modifier.class);

    static {
        for (Modifier m : Modifier.values()) {
            MODIFIERS.put(m, m.name().toLowerCase(Locale.US) + " ");
        }
    }

    private final Predicate<Object> reusable;
    private final Map<Object, RenderedMember> rendered = new IdentityHashMap<>();

    /** @param reusable which field and method specs recur, as the same objects, in many files */
    public SourceRenderer(Predicate<Object> reusable) {
        this.reusable = reusable;
    }

    /** The source of {@code file}, as {@code file.toString()} writes it (with a 4-space indent). */
    public String render(JavaFile file) {
        Set<String> alwaysQualify = new LinkedHashSet<>();
        alwaysQualified(file.typeSpec, alwaysQualify);
        Names collected = Names.collecting(file.packageName, alwaysQualify);
        new Pass(collected, SourceText.discarding(INDENT)).file(file, Map.of(), alwaysQualify);
        Map<String, ClassName> imports = collected.suggestedImports();
        Pass write = new Pass(Names.importing(file.packageName, alwaysQualify, imports),
                SourceText.writing(INDENT, 16 * 1024));
        write.file(file, imports, alwaysQualify);
        return write.text.toString();
    }

    private static void alwaysQualified(TypeSpec type, Set<String> names) {
        names.addAll(type.alwaysQualifiedNames);
        for (TypeSpec nested : type.typeSpecs) {
            alwaysQualified(nested, names);
        }
    }

    /** One walk over the specs, in JavaPoet's order: the collecting pass or the writing pass. */
    private final class Pass {
        private final Names names;
        private final SourceText text;
        /** The simple name of the class whose members are being written (a constructor's name). */
        private String enclosingName;
        /** The classes named by the member being recorded for the cache, or null. */
        private List<RenderedMember.Spelled> spelled;
        private List<String> memberTypeVariables = List.of();

        Pass(Names names, SourceText text) {
            this.names = names;
            this.text = text;
        }

        void file(JavaFile file, Map<String, ClassName> imports, Set<String> alwaysQualify) {
            if (!file.fileComment.isEmpty()) {
                text.startComment();
                try {
                    code(file.fileComment, false);
                    text.emit("\n");
                } finally {
                    text.comment = false;
                }
            }
            if (!file.packageName.isEmpty()) {
                text.emit("package " + file.packageName + ";\n");
                text.emit("\n");
            }
            int count = 0;
            for (ClassName imported : new TreeSet<>(imports.values())) {
                if (file.skipJavaLangImports && imported.packageName().equals("java.lang")
                        && !alwaysQualify.contains(imported.simpleName())) {
                    continue;
                }
                text.emit("import " + imported.canonicalName() + ";\n");
                count++;
            }
            if (count > 0) {
                text.emit("\n");
            }
            type(file.typeSpec);
        }

        private void type(TypeSpec type) {
            if (type.kind != TypeSpec.Kind.CLASS || type.anonymousTypeArguments != null || !type.enumConstants.isEmpty()) {
                throw unsupported("a " + type.kind + " " + type.name);
            }
            int statement = text.suspendStatement();
            names.pushType(type.name, Set.of()); // the header sees the class's name, not its nested classes
            javadoc(type.javadoc);
            annotations(type.annotations, false);
            modifiers(type.modifiers);
            text.emit("class " + type.name);
            typeVariables(type.typeVariables);
            if (!type.superclass.equals(ClassName.OBJECT)) {
                text.emit(" extends ");
                typeName(type.superclass);
            }
            if (!type.superinterfaces.isEmpty()) {
                text.emit(" implements");
                boolean first = true;
                for (TypeName i : type.superinterfaces) {
                    if (!first) {
                        text.emit(",");
                    }
                    text.emit(" ");
                    typeName(i);
                    first = false;
                }
            }
            names.popType();
            text.emit(" {\n");

            Set<String> nested = new HashSet<>();
            for (TypeSpec t : type.typeSpecs) {
                nested.add(t.name);
            }
            names.pushType(type.name, nested);
            String outerName = enclosingName;
            enclosingName = type.name;
            text.indent(1);
            boolean first = true;
            for (FieldSpec f : type.fieldSpecs) {
                if (f.modifiers.contains(Modifier.STATIC)) {
                    first = separate(first);
                    member(f);
                }
            }
            if (!type.staticBlock.isEmpty()) {
                first = separate(first);
                code(type.staticBlock, false);
            }
            for (FieldSpec f : type.fieldSpecs) {
                if (!f.modifiers.contains(Modifier.STATIC)) {
                    first = separate(first);
                    member(f);
                }
            }
            if (!type.initializerBlock.isEmpty()) {
                first = separate(first);
                code(type.initializerBlock, false);
            }
            for (MethodSpec m : type.methodSpecs) {
                if (m.isConstructor()) {
                    first = separate(first);
                    member(m);
                }
            }
            for (MethodSpec m : type.methodSpecs) {
                if (!m.isConstructor()) {
                    first = separate(first);
                    member(m);
                }
            }
            for (TypeSpec t : type.typeSpecs) {
                first = separate(first);
                type(t);
            }
            text.unindent(1);
            enclosingName = outerName;
            names.popType();
            for (TypeVariableName v : type.typeVariables) {
                names.removeTypeVariable(v.name);
            }
            text.emit("}\n");
            text.restoreStatement(statement);
        }

        /** A blank line between members. */
        private boolean separate(boolean first) {
            if (!first) {
                text.emit("\n");
            }
            return false;
        }

        /**
         * A field or method of the file's class. A reusable one rendered before is pasted if it
         * spells its classes alike here (and only names them in the imports pass); else it is
         * written, and kept the first time.
         */
        private void member(Object spec) {
            if (names.depth() != 1 || !reusable.test(spec)) {
                write(spec);
                return;
            }
            RenderedMember before = rendered.get(spec);
            if (text.discards()) {
                if (before != null) {
                    before.collectInto(names);
                } else {
                    write(spec);
                }
                return;
            }
            if (!text.atLineStart()) {
                write(spec);
                return;
            }
            if (before != null && before.validIn(names)) {
                text.paste(before.text());
                return;
            }
            int start = text.length();
            spelled = new ArrayList<>();
            write(spec);
            if (before == null && text.atLineStart()) {
                rendered.put(spec, new RenderedMember(text.since(start), List.copyOf(spelled)));
            }
            spelled = null;
        }

        private void write(Object spec) {
            if (spec instanceof FieldSpec f) {
                field(f);
            } else {
                method((MethodSpec) spec);
            }
        }

        private void field(FieldSpec field) {
            javadoc(field.javadoc);
            annotations(field.annotations, false);
            modifiers(field.modifiers);
            typeName(field.type);
            text.emit(" " + field.name);
            if (!field.initializer.isEmpty()) {
                text.emit(" = ");
                code(field.initializer, false);
            }
            text.emit(";\n");
        }

        private void method(MethodSpec method) {
            for (ParameterSpec p : method.parameters) {
                if (!p.javadoc.isEmpty()) {
                    throw unsupported("Javadoc on parameter " + p.name + " of " + method.name);
                }
            }
            javadoc(method.javadoc);
            annotations(method.annotations, false);
            modifiers(method.modifiers);
            if (!method.typeVariables.isEmpty()) {
                typeVariables(method.typeVariables);
                List<String> variables = new ArrayList<>();
                for (TypeVariableName v : method.typeVariables) {
                    variables.add(v.name);
                }
                memberTypeVariables = List.copyOf(variables);
                text.emit(" ");
            }
            if (method.isConstructor()) {
                text.emit(enclosingName + "(");
            } else {
                typeName(method.returnType);
                text.emit(" " + method.name + "(");
            }
            text.zeroWidthSpace();
            boolean first = true;
            for (Iterator<ParameterSpec> i = method.parameters.iterator(); i.hasNext(); ) {
                ParameterSpec p = i.next();
                if (!first) {
                    text.emit(",");
                    text.wrappingSpace();
                }
                parameter(p, !i.hasNext() && method.varargs);
                first = false;
            }
            text.emit(")");
            if (method.defaultValue != null && !method.defaultValue.isEmpty()) {
                text.emit(" default ");
                code(method.defaultValue, false);
            }
            if (!method.exceptions.isEmpty()) {
                text.wrappingSpace();
                text.emit("throws");
                boolean firstException = true;
                for (TypeName e : method.exceptions) {
                    if (!firstException) {
                        text.emit(",");
                    }
                    text.wrappingSpace();
                    typeName(e);
                    firstException = false;
                }
            }
            if (method.modifiers.contains(Modifier.ABSTRACT)) {
                text.emit(";\n");
            } else if (method.modifiers.contains(Modifier.NATIVE)) {
                code(method.code, false);
                text.emit(";\n");
            } else {
                text.emit(" {\n");
                text.indent(1);
                code(method.code, true);
                text.unindent(1);
                text.emit("}\n");
            }
            for (TypeVariableName v : method.typeVariables) {
                names.removeTypeVariable(v.name);
            }
            memberTypeVariables = List.of();
        }

        private void parameter(ParameterSpec parameter, boolean varargs) {
            if (parameter.type.isAnnotated()) {
                throw unsupported("an annotated type: " + parameter.type);
            }
            annotations(parameter.annotations, true);
            modifiers(parameter.modifiers);
            if (varargs) {
                array((ArrayTypeName) parameter.type, true);
            } else {
                typeName(parameter.type);
            }
            text.emit(" " + parameter.name);
        }

        private void javadoc(CodeBlock doc) {
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

        private void annotations(List<AnnotationSpec> annotations, boolean inline) {
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

        private void modifiers(Set<Modifier> modifiers) {
            if (modifiers.isEmpty()) {
                return;
            }
            for (Modifier m : EnumSet.copyOf(modifiers)) {
                text.emit(MODIFIERS.get(m));
            }
        }

        /** Declares type variables (they hide classes of their names until removed). */
        private void typeVariables(List<TypeVariableName> variables) {
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
        private void code(CodeBlock block, boolean ensureTrailingNewline) {
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
                        text.emit(s == null ? "null" : StringLiterals.quoted(s, INDENT));
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
                throw unsupported("a class as a $L argument: " + type.name);
            } else {
                text.emit(String.valueOf(value));
            }
        }

        private void typeName(TypeName type) {
            if (type.isAnnotated()) {
                throw unsupported("an annotated type: " + type);
            }
            if (type instanceof ClassName c) {
                String spelling = names.spell(c, text.javadoc);
                if (spelled != null) {
                    spelled.add(new RenderedMember.Spelled(c, memberTypeVariables, text.javadoc, spelling));
                }
                text.emit(spelling);
            } else if (type instanceof ParameterizedTypeName p) {
                ParameterizedTypeName enclosing = JavaPoetParts.enclosingType(p);
                if (enclosing != null) {
                    typeName(enclosing);
                    text.emit("." + p.rawType.simpleName());
                } else {
                    typeName(p.rawType);
                }
                if (!p.typeArguments.isEmpty()) {
                    text.emit("<");
                    boolean first = true;
                    for (TypeName argument : p.typeArguments) {
                        if (!first) {
                            text.emit(", ");
                        }
                        typeName(argument);
                        first = false;
                    }
                    text.emit(">");
                }
            } else if (type instanceof ArrayTypeName array) {
                array(array, false);
            } else if (type instanceof WildcardTypeName w) {
                if (w.lowerBounds.size() == 1) {
                    text.emit("? super ");
                    typeName(w.lowerBounds.get(0));
                } else if (w.upperBounds.get(0).equals(TypeName.OBJECT)) {
                    text.emit("?");
                } else {
                    text.emit("? extends ");
                    typeName(w.upperBounds.get(0));
                }
            } else if (type instanceof TypeVariableName v) {
                text.emit(v.name);
            } else {
                text.emit(type.toString()); // a primitive type or void: its keyword
            }
        }

        private void array(ArrayTypeName array, boolean varargs) {
            TypeName leaf = array.componentType;
            int dimensions = 1;
            while (leaf instanceof ArrayTypeName inner) {
                if (inner.isAnnotated()) {
                    throw unsupported("an annotated array type: " + array);
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

    private static UnsupportedOperationException unsupported(String what) {
        return new UnsupportedOperationException("SourceRenderer does not write " + what);
    }
}
