package dev.fastserial.processor.write;

import static dev.fastserial.processor.write.JavaTypes.CLASS_NOT_FOUND;
import static dev.fastserial.processor.write.JavaTypes.IO_EXCEPTION;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_INPUT;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_OUTPUT;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.WildcardTypeName;
import dev.fastserial.processor.model.BeanModel;
import javax.lang.model.element.Modifier;

/**
 * The serialization proxy's own members, for a record or immutable class: the value it carries,
 * a public no-arg constructor (ObjectInputStream calls it), one taking the value (its
 * {@code writeReplace} calls it), {@code writeExternal}/{@code readExternal} through the static
 * {@code write}/{@code read}, and {@code readResolve}, which hands Java serialization the value
 * built by the constructor (so it also maps the proxy's handle to it: shared references stay shared); where
 * the value's fields could hold the value itself, {@code refuseCycles} first ({@link CycleScanCode}).
 */
final class ProxyMembers {
    private ProxyMembers() {}

    static void addTo(TypeSpec.Builder type, BeanModel model, Code code) {
        TypeName held = model.typeVariables().isEmpty() ? model.beanClass() : ParameterizedTypeName.get(model.beanClass(),
                model.typeVariables().stream().map(v -> WildcardTypeName.subtypeOf(Object.class)).toArray(TypeName[]::new));
        MethodSpec refuseCycles = CycleScanCode.refuseCycles(model, held, code);
        MethodSpec.Builder writeExternal = MethodSpec.methodBuilder("writeExternal").addAnnotation(
                AnnotationSpec.builder(Override.class).build()).addModifiers(Modifier.PUBLIC)
                .addParameter(OBJECT_OUTPUT, "out")
                .addException(IO_EXCEPTION);
        if (refuseCycles != null) {
            writeExternal.addStatement("$N(value, out)", refuseCycles);
        }
        writeExternal.addStatement("write(value, out)");
        AnnotationSpec override = AnnotationSpec.builder(Override.class).build();
        type.addSuperinterface(JavaTypes.EXTERNALIZABLE)
                .addField(FieldSpec.builder(long.class, "serialVersionUID", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .initializer("1L").build())
                .addField(held, "value", Modifier.PRIVATE)
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                        .addJavadoc("For ObjectInputStream, which then calls {@link #readExternal}.\n").build())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                        .addJavadoc("For {@code $L.writeReplace}.\n", model.beanClass().simpleName())
                        .addParameter(held, "value")
                        .addStatement("this.value = value").build())
                .addMethod(writeExternal.build())
                .addMethod(MethodSpec.methodBuilder("readExternal").addAnnotation(override)
                        .addModifiers(Modifier.PUBLIC)
                        .addParameter(OBJECT_INPUT, "in")
                        .addException(IO_EXCEPTION)
                        .addException(CLASS_NOT_FOUND)
                        .addStatement("value = read(in)").build())
                .addMethod(MethodSpec.methodBuilder("readResolve")
                        .addModifiers(Modifier.PRIVATE)
                        .returns(Object.class)
                        .addStatement("return value").build());
        if (refuseCycles != null) {
            type.addMethod(refuseCycles);
        }
    }
}
