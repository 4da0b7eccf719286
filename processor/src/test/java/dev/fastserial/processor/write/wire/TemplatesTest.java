package dev.fastserial.processor.write.wire;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.TypeSpec;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Wire.java as the copier sees it: every member found, calls followed, and copies that compile on Java 8. */
class TemplatesTest {
    private final Templates templates = Templates.get();

    @Test
    void findsEveryMemberOfWire() {
        assertThat(templates.names()).containsAtLeast("writeLength", "readLength", "writeVarInt", "readVarInt",
                "UTF_CHUNK", "writeString", "readString", "readObject", "readBytes", "writeIntArray", "readBigDecimal",
                "writeTag", "skip", "BlobOut", "BlobIn", "readBlob", "isPortable");
        assertThat(templates.member("BlobOut").kind()).isEqualTo(Member.Kind.CLASS);
        assertThat(templates.member("UTF_CHUNK").kind()).isEqualTo(Member.Kind.FIELD);
        assertThat(templates.member("grow").kind()).isEqualTo(Member.Kind.METHOD);
    }

    @Test
    void followsCallsTransitively() {
        assertThat(templates.closure(Set.of("readString"))).containsExactly("UTF_CHUNK", "readString").inOrder();
        assertThat(templates.closure(Set.of("readBigDecimal"))).containsExactly(
                "readLength", "readVarInt", "grow", "readBytes", "MAX_BIG_INTEGER_BYTES", "readBigInteger",
                "readBigDecimal").inOrder();
        assertThat(templates.closure(Set.of("skip"))).containsAtLeast("readLength", "readObject", "UTF_CHUNK");
        assertThat(templates.closure(Set.of("skip"))).doesNotContain("BlobIn");
    }

    @Test
    void everyMemberCopiedIntoOneClassCompilesOnJava8WithoutWarnings() {
        ClassName gen = ClassName.get("p", "GenExternalizer");
        TypeSpec.Builder type = TypeSpec.classBuilder(gen).addModifiers(javax.lang.model.element.Modifier.FINAL);
        new MemberSpecs(templates, gen).addTo(type, templates.closure(templates.names()));
        String source = JavaFile.builder("p", type.build()).skipJavaLangImports(true).indent("    ").build().toString();
        Compilation compilation = javac().withOptions("--release", "8", "-Xlint:all", "-Xlint:-options", "-Werror")
                .compile(JavaFileObjects.forSourceString("p.GenExternalizer", source));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(source).contains("private static int readLength(ObjectInput in) throws IOException {");
        assertThat(source).contains("private static final class BlobOut extends DataOutputStream implements ObjectOutput {");
    }

    @Test
    void aUserClassNamedLikeAJavaLangTypeCannotCaptureCopiedCode() {
        ClassName gen = ClassName.get("p", "GenExternalizer");
        TypeSpec.Builder type = TypeSpec.classBuilder(gen).addModifiers(javax.lang.model.element.Modifier.FINAL);
        new MemberSpecs(templates, gen).addTo(type, templates.closure(Set.of("readString", "readObject")));
        String source = JavaFile.builder("p", type.alwaysQualify("String", "Math", "Object").build())
                .skipJavaLangImports(true).indent("    ").build().toString();
        Compilation compilation = javac().compile(JavaFileObjects.forSourceString("p.GenExternalizer", source),
                JavaFileObjects.forSourceString("p.String", "package p; class String {}"),
                JavaFileObjects.forSourceString("p.Object", "package p; class Object {}"));
        assertThat(compilation).succeeded();
        assertThat(source).contains("java.lang.String chunk = in.readUTF();");
    }

    @Test
    void keepsCommentsAndStringsAsWritten() {
        ClassName gen = ClassName.get("p", "G");
        TypeSpec.Builder type = TypeSpec.classBuilder(gen);
        new MemberSpecs(templates, gen).addTo(type, List.of("UTF_CHUNK", "readString"));
        String source = type.build().toString();
        assertThat(source).contains("} while (chunk.length() >= UTF_CHUNK);");
        new MemberSpecs(templates, gen).addTo(type, List.of("readObject"));
        String withComments = type.build().toString();
        assertThat(withComments).contains("// what the JDK itself throws on corrupt bytes");
        assertThat(withComments).contains("\": nested too deeply\"");
    }

    /** Braces and semicolons inside literals and comments neither open, close nor end a member. */
    @Test
    void bracesInLiteralsAndCommentsDoNotEndAMember() {
        Templates t = Templates.of(String.join("\n",
                "package dev.fastserial.processor.write.wire;",
                "",
                "final class Wire {",
                "    static final String CLOSE = \"}\"; // a brace {",
                "",
                "    static final char OPEN = '{'; /* } */",
                "",
                "    static String first(String s) { // }",
                "        if (s.isEmpty()) return \"\\\"}\"; /* { */",
                "        String quoted = \";\" + '\\'' + \"{\"",
                "                + OPEN;",
                "        return quoted + CLOSE;",
                "    }",
                "",
                "    static String second() {",
                "        return first(\"x\");",
                "    }",
                "}",
                ""));
        assertThat(t.names()).containsExactly("CLOSE", "OPEN", "first", "second").inOrder();
        assertThat(t.member("first").declaration()).endsWith("return quoted + CLOSE;\n}\n");
        assertThat(t.member("CLOSE").declaration().strip()).isEqualTo("static final String CLOSE = \"}\"; // a brace {");
        assertThat(t.closure(Set.of("second"))).containsExactly("CLOSE", "OPEN", "first", "second").inOrder();
    }
}
