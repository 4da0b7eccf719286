package dev.fastserial.processor;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.util.List;

/**
 * The parts of JavaPoet's specs that it keeps package-private: a {@link CodeBlock}'s format
 * parts ({@code "$L"}, {@code "$T"}, ..., or literal text) and their arguments, and a
 * parameterized type's enclosing type. Read through method handles looked up once; the renderer
 * and {@link dev.fastserial.processor.model.TypeText} need them to write code and types without
 * JavaPoet's {@code CodeWriter}, and {@code write/Blocks} to fill a code block's builder with a
 * format parsed once.
 */
public final class JavaPoetParts {
    private static final MethodHandle FORMAT_PARTS;
    private static final MethodHandle ARGS;
    private static final MethodHandle ENCLOSING_TYPE;
    private static final MethodHandle BUILDER_FORMAT_PARTS;
    private static final MethodHandle BUILDER_ARGS;

    static {
        try {
            MethodHandles.Lookup block = MethodHandles.privateLookupIn(CodeBlock.class, MethodHandles.lookup());
            FORMAT_PARTS = block.findGetter(CodeBlock.class, "formatParts", List.class);
            ARGS = block.findGetter(CodeBlock.class, "args", List.class);
            MethodHandles.Lookup type = MethodHandles.privateLookupIn(ParameterizedTypeName.class, MethodHandles.lookup());
            ENCLOSING_TYPE = type.findGetter(ParameterizedTypeName.class, "enclosingType", ParameterizedTypeName.class);
            BUILDER_FORMAT_PARTS = block.findGetter(CodeBlock.Builder.class, "formatParts", List.class);
            BUILDER_ARGS = block.findGetter(CodeBlock.Builder.class, "args", List.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private JavaPoetParts() {}

    @SuppressWarnings("unchecked")
    public static List<String> formatParts(CodeBlock block) {
        try {
            return (List<String>) FORMAT_PARTS.invokeExact(block);
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    @SuppressWarnings("unchecked")
    public static List<Object> args(CodeBlock block) {
        try {
            return (List<Object>) ARGS.invokeExact(block);
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    /** The format parts a {@link CodeBlock.Builder} collects, to add to. */
    @SuppressWarnings("unchecked")
    public static List<String> formatParts(CodeBlock.Builder builder) {
        try {
            return (List<String>) BUILDER_FORMAT_PARTS.invokeExact(builder);
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    /** The arguments a {@link CodeBlock.Builder} collects, to add to. */
    @SuppressWarnings("unchecked")
    public static List<Object> args(CodeBlock.Builder builder) {
        try {
            return (List<Object>) BUILDER_ARGS.invokeExact(builder);
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    public static ParameterizedTypeName enclosingType(ParameterizedTypeName type) {
        try {
            return (ParameterizedTypeName) ENCLOSING_TYPE.invokeExact(type);
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }
}
