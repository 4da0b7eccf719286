package dev.fastserial.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.fastserial.processor.model.BeanModel;
import dev.fastserial.processor.model.FieldModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * A serialization proxy's {@code refuseCycles}, for a record, immutable or mixed class whose fields could
 * hold the value itself where the compiler cannot see it (an {@code Object}, a {@code Map<String, Object>}:
 * FS221 refuses the cycles it sees). A stream that writes the value through its proxy maps the value to the
 * proxy until the proxy is read back, so a reference back to the value from what it holds would read back as
 * the proxy. Before writing, {@code writeExternal} writes those fields into nothing through Java
 * serialization ({@code CycleScan}), which meets every object the stream would (unless they hold JDK values
 * alone: strings, numbers, their lists and maps); meeting the value again (its
 * proxy, or its static {@code write} inline in a bean) is that cycle, refused with an InvalidObjectException
 * naming the field (Wire's {@code writing}). The static {@code write} marks the value the same way while it
 * writes such a field ({@link WriteMethodBuilder}): on the direct path and inline, a reference back goes
 * through the value's proxy or its {@code write} again, and is refused there without a scan.
 */
final class CycleScanCode {
    static final String METHOD = "refuseCycles";

    private CycleScanCode() {}

    /** The method, or null when no field could hold the value. */
    static MethodSpec refuseCycles(BeanModel model, TypeName held, Code code) {
        List<FieldModel> fields = model.fieldsThatMayHoldItself();
        if (fields.isEmpty()) {
            return null;
        }
        String simple = model.beanClass().simpleName();
        ClassName scan = model.externalizer().nestedClass(code.helpers.fixed("CycleScan"));
        code.helpers.fixed("scan");
        TypeName scanning = ParameterizedTypeName.get(ClassName.get("java.util", "Map"), JavaTypes.OBJECT,
                ClassName.get(String.class));
        FieldCode get = new FieldCode("value", simple, null, code.helpers);
        List<String> names = fields.stream().map(FieldModel::name).toList();
        MethodSpec.Builder m = MethodSpec.methodBuilder(METHOD)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .addParameter(held, "value")
                .addParameter(JavaTypes.OBJECT_OUTPUT, "out")
                .addException(JavaTypes.IO_EXCEPTION)
                .addJavadoc("A reference back to value from what $L $L would read back as this proxy (the stream maps value\n"
                        + "to it until it is read): Java serialization of $L into nothing first meets it, refused by name\n"
                        + "(but where it holds JDK values alone).\n",
                        String.join(" or ", names), names.size() == 1 ? "holds" : "hold", names.size() == 1 ? "it" : "them")
                .addStatement("$T writing = $N(value)", scanning, code.helpers.fixed("writing"))
                .addCode("if (out instanceof $T) return; // met by the scan of another value, which covers it\n", scan)
                .beginControlFlow("try");
        for (FieldModel field : fields) {
            m.addStatement("writing.put(value, $S)", FieldCode.what(simple, field))
                    .addStatement("$N($L)", code.helpers.fixed("scan"), get.getUncast(field));
        }
        return m.nextControlFlow("finally")
                .addStatement("writing.remove(value)")
                .endControlFlow()
                .build();
    }
}
