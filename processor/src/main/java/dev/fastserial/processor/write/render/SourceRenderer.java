package dev.fastserial.processor.write.render;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterSpec;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.TypeVariableName;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import javax.lang.model.element.Modifier;

/**
 * Writes a {@link JavaFile} as Java source, character for character what its
 * {@code toString()} gives, at a fraction of the cost: JavaPoet renders a file twice (once to
 * collect the imports, once to write it) through a {@code CodeWriter} that splits every string
 * with a regular expression and a {@code LineWrapper} that takes it piece by piece. Here one pass
 * appends whole strings ({@link SourceText}), spelling each class with the imports gathered up to
 * it ({@link Names#claiming}), and the package and import lines are put in at the end; in the rare
 * file where that spelling would differ from JavaPoet's, a first pass only walks the specs for the
 * classes they name, and a second writes the file. Members the caller marks reusable (the fixed
 * wire helpers, the same spec objects in every file) are rendered once and pasted into the next
 * files, as long as they spell their classes the same way there.
 *
 * <p>This class walks the declarations (file, classes, fields, methods); {@link Fragments}
 * writes their pieces (code blocks, type names, annotations), {@link Names} spells the classes,
 * {@link SourceText} lays the text out. It covers what fastserial generates: classes (nested ones
 * too) with fields, constructors, methods, Javadoc and annotations, a 4-space indent and no static
 * imports. Anything else (an interface, an enum, an anonymous class, type annotations, parameter
 * Javadoc) is refused, never rendered approximately.
 */
public final class SourceRenderer {
    private static final String INDENT = "    ";

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
        if (!file.fileComment.isEmpty()) { // the class then starts on a fresh line either way
            // One pass, the imports gathered as the classes come (Names.claiming), then the header put in.
            Names claiming = Names.claiming(file.packageName, alwaysQualify);
            Pass one = new Pass(claiming, SourceText.writing(INDENT, 16 * 1024));
            int afterComment = one.comment(file);
            one.type(file.typeSpec);
            if (!claiming.invalidated()) {
                one.text.insert(afterComment, header(file, claiming.suggestedImports(), alwaysQualify));
                return one.text.toString();
            }
        }
        Names collected = Names.collecting(file.packageName, alwaysQualify);
        new Pass(collected, SourceText.discarding(INDENT)).file(file, Map.of(), alwaysQualify);
        Map<String, ClassName> imports = collected.suggestedImports();
        Pass write = new Pass(Names.importing(file.packageName, alwaysQualify, imports),
                SourceText.writing(INDENT, 16 * 1024));
        write.file(file, imports, alwaysQualify);
        return write.text.toString();
    }

    /** The package and import lines, with the blank lines after them. */
    private static String header(JavaFile file, Map<String, ClassName> imports, Set<String> alwaysQualify) {
        StringBuilder header = new StringBuilder();
        if (!file.packageName.isEmpty()) {
            header.append("package ").append(file.packageName).append(";\n\n");
        }
        int count = 0;
        for (ClassName imported : new TreeSet<>(imports.values())) {
            if (file.skipJavaLangImports && imported.packageName().equals("java.lang")
                    && !alwaysQualify.contains(imported.simpleName())) {
                continue;
            }
            header.append("import ").append(imported.canonicalName()).append(";\n");
            count++;
        }
        if (count > 0) {
            header.append('\n');
        }
        return header.toString();
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
        /** Whether the type being written is an interface. */
        private boolean inInterface;
        private final Fragments fragments;

        Pass(Names names, SourceText text) {
            this.names = names;
            this.text = text;
            this.fragments = new Fragments(names, text, INDENT);
        }

        void file(JavaFile file, Map<String, ClassName> imports, Set<String> alwaysQualify) {
            comment(file);
            text.emit(header(file, imports, alwaysQualify));
            type(file.typeSpec);
        }

        /** The file comment; returns where the text goes on after it. */
        int comment(JavaFile file) {
            if (!file.fileComment.isEmpty()) {
                text.startComment();
                try {
                    fragments.code(file.fileComment, false);
                    text.emit("\n");
                } finally {
                    text.comment = false;
                }
            }
            return text.discards() ? 0 : text.length();
        }

        void type(TypeSpec type) {
            boolean isInterface = type.kind == TypeSpec.Kind.INTERFACE; // a nested interface, methods only
            if (type.kind != TypeSpec.Kind.CLASS && !(isInterface && type.fieldSpecs.isEmpty())
                    || type.anonymousTypeArguments != null || !type.enumConstants.isEmpty()) {
                throw unsupported("a " + type.kind + " " + type.name);
            }
            int statement = text.suspendStatement();
            names.pushType(type.name, Set.of()); // the header sees the class's name, not its nested classes
            fragments.javadoc(type.javadoc);
            fragments.annotations(type.annotations, false);
            fragments.modifiers(type.modifiers);
            text.emit((isInterface ? "interface " : "class ") + type.name);
            fragments.typeVariables(type.typeVariables);
            if (!type.superclass.equals(ClassName.OBJECT)) {
                text.emit(" extends ");
                fragments.typeName(type.superclass);
            }
            if (!type.superinterfaces.isEmpty()) {
                text.emit(isInterface ? " extends" : " implements");
                boolean first = true;
                for (TypeName i : type.superinterfaces) {
                    if (!first) {
                        text.emit(",");
                    }
                    text.emit(" ");
                    fragments.typeName(i);
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
            boolean outerInterface = inInterface;
            inInterface = isInterface;
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
                fragments.code(type.staticBlock, false);
            }
            for (FieldSpec f : type.fieldSpecs) {
                if (!f.modifiers.contains(Modifier.STATIC)) {
                    first = separate(first);
                    member(f);
                }
            }
            if (!type.initializerBlock.isEmpty()) {
                first = separate(first);
                fragments.code(type.initializerBlock, false);
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
            inInterface = outerInterface;
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
            fragments.spelled = new ArrayList<>();
            write(spec);
            if (before == null && text.atLineStart()) {
                rendered.put(spec, new RenderedMember(text.since(start), List.copyOf(fragments.spelled)));
            }
            fragments.spelled = null;
        }

        private void write(Object spec) {
            if (spec instanceof FieldSpec f) {
                field(f);
            } else {
                method((MethodSpec) spec);
            }
        }

        private void field(FieldSpec field) {
            fragments.javadoc(field.javadoc);
            fragments.annotations(field.annotations, false);
            fragments.modifiers(field.modifiers);
            fragments.typeName(field.type);
            text.emit(" " + field.name);
            if (!field.initializer.isEmpty()) {
                text.emit(" = ");
                fragments.code(field.initializer, false);
            }
            text.emit(";\n");
        }

        private void method(MethodSpec method) {
            for (ParameterSpec p : method.parameters) {
                if (!p.javadoc.isEmpty()) {
                    throw unsupported("Javadoc on parameter " + p.name + " of " + method.name);
                }
            }
            fragments.javadoc(method.javadoc);
            fragments.annotations(method.annotations, false);
            Set<Modifier> modifiers = method.modifiers;
            if (inInterface) { // an interface's methods are public and, without a body, abstract
                modifiers = new java.util.LinkedHashSet<>(modifiers);
                modifiers.removeAll(Set.of(Modifier.PUBLIC, Modifier.ABSTRACT));
            }
            fragments.modifiers(modifiers);
            if (!method.typeVariables.isEmpty()) {
                fragments.typeVariables(method.typeVariables);
                List<String> variables = new ArrayList<>();
                for (TypeVariableName v : method.typeVariables) {
                    variables.add(v.name);
                }
                fragments.memberTypeVariables = List.copyOf(variables);
                text.emit(" ");
            }
            if (method.isConstructor()) {
                text.emit(enclosingName + "(");
            } else {
                fragments.typeName(method.returnType);
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
                fragments.code(method.defaultValue, false);
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
                    fragments.typeName(e);
                    firstException = false;
                }
            }
            if (method.modifiers.contains(Modifier.ABSTRACT)) {
                text.emit(";\n");
            } else if (method.modifiers.contains(Modifier.NATIVE)) {
                fragments.code(method.code, false);
                text.emit(";\n");
            } else {
                text.emit(" {\n");
                text.indent(1);
                fragments.code(method.code, true);
                text.unindent(1);
                text.emit("}\n");
            }
            for (TypeVariableName v : method.typeVariables) {
                names.removeTypeVariable(v.name);
            }
            fragments.memberTypeVariables = List.of();
        }

        private void parameter(ParameterSpec parameter, boolean varargs) {
            if (parameter.type.isAnnotated()) {
                throw unsupported("an annotated type: " + parameter.type);
            }
            fragments.annotations(parameter.annotations, true);
            fragments.modifiers(parameter.modifiers);
            if (varargs) {
                fragments.array((ArrayTypeName) parameter.type, true);
            } else {
                fragments.typeName(parameter.type);
            }
            text.emit(" " + parameter.name);
        }
    }

    static UnsupportedOperationException unsupported(String what) {
        return new UnsupportedOperationException("SourceRenderer does not write " + what);
    }
}
