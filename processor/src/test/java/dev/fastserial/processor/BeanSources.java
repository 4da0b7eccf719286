package dev.fastserial.processor;

import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;

/** Test beans as source strings: a header, body lines, and the two methods every bean delegates. */
final class BeanSources {
    private BeanSources() {}

    /** {@code com.acme.<name>}, with dev.fastserial.*, java.io.* and java.util.* imported, then {@code lines}. */
    static JavaFileObject acme(String name, String... lines) {
        java.util.List<String> all = new java.util.ArrayList<>(java.util.List.of("package com.acme;",
                "import dev.fastserial.*;", "import java.io.*;", "import java.util.*;"));
        all.addAll(java.util.List.of(lines));
        return JavaFileObjects.forSourceLines("com.acme." + name, all);
    }

    /** A bean in {@code pkg} whose body is {@code body}, delegating like a real bean does. */
    static JavaFileObject bean(String pkg, String name, String header, String... body) {
        StringBuilder source = new StringBuilder()
                .append("package ").append(pkg).append(";\n")
                .append("import dev.fastserial.*;\n")
                .append("import java.io.*;\n")
                .append("import java.util.*;\n")
                .append("@FastSerial\n")
                .append(header).append(" {\n");
        for (String line : body) {
            source.append("    ").append(line).append('\n');
        }
        source.append("    public void writeExternal(ObjectOutput out) throws IOException { ")
                .append(name).append("Externalizer.writeExternal(this, out); }\n")
                .append("    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { ")
                .append(name).append("Externalizer.readExternal(this, in); }\n")
                .append("}\n");
        return JavaFileObjects.forSourceString(pkg + "." + name, source.toString());
    }

    /**
     * {@code pkg.Gadget}: a Serializable class whose readObject does something (a deserialization
     * gadget); it sets the system property {@code property} to its {@code command} field,
     * {@code "rm -rf /tmp/x"} unless changed.
     */
    static JavaFileObject gadget(String pkg, String property) {
        return JavaFileObjects.forSourceString(pkg + ".Gadget", "package " + pkg + ";\n"
                + "public class Gadget implements java.io.Serializable {\n"
                + "    private static final long serialVersionUID = 1L;\n"
                + "    public String command = \"rm -rf /tmp/x\";\n"
                + "    private void readObject(java.io.ObjectInputStream in) throws java.io.IOException,"
                + " ClassNotFoundException {\n"
                + "        in.defaultReadObject();\n"
                + "        System.setProperty(\"" + property + "\", command);\n"
                + "    }\n"
                + "}\n");
    }
}
