package dev.fastserial.processor.write;

import com.squareup.javapoet.ClassName;

/** JDK types the generated code mentions. */
final class JavaTypes {
    static final ClassName OBJECT_OUTPUT = ClassName.get("java.io", "ObjectOutput");
    static final ClassName OBJECT_INPUT = ClassName.get("java.io", "ObjectInput");
    static final ClassName IO_EXCEPTION = ClassName.get("java.io", "IOException");
    static final ClassName CLASS_NOT_FOUND = ClassName.get("java.lang", "ClassNotFoundException");
    static final ClassName STREAM_CORRUPTED = ClassName.get("java.io", "StreamCorruptedException");
    static final ClassName INVALID_OBJECT = ClassName.get("java.io", "InvalidObjectException");
    static final ClassName NULL_POINTER = ClassName.get("java.lang", "NullPointerException");
    static final ClassName ILLEGAL_ARGUMENT = ClassName.get("java.lang", "IllegalArgumentException");
    static final ClassName EXCEPTION = ClassName.get("java.lang", "Exception");
    static final ClassName EXTERNALIZABLE = ClassName.get("java.io", "Externalizable");
    static final ClassName RUNTIME_EXCEPTION = ClassName.get("java.lang", "RuntimeException");
    static final ClassName STACK_OVERFLOW = ClassName.get("java.lang", "StackOverflowError");
    static final ClassName ASSERTION_ERROR = ClassName.get("java.lang", "AssertionError");
    static final ClassName STRING = ClassName.get("java.lang", "String");
    static final ClassName OBJECT = ClassName.get("java.lang", "Object");
    static final ClassName MATH = ClassName.get("java.lang", "Math");
    static final ClassName SUPPRESS_WARNINGS = ClassName.get("java.lang", "SuppressWarnings");
    static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");
    static final ClassName SERIAL_VERSION = ClassName.get("java.io", "Serial");

    private JavaTypes() {}
}
