package dev.fastserial.processor.write.render;

import com.squareup.javapoet.ClassName;
import java.util.List;

/**
 * A member's text as rendered in one file, kept to paste into the next files unchanged: valid
 * wherever each class it names is spelled as it was here (same imports, no clash with the
 * file's own class or its nested ones).
 *
 * @param text from the member's first line to its closing line break
 * @param names every class the text names, in order, with how it was spelled
 */
record RenderedMember(String text, List<Spelled> names) {
    /**
     * @param typeVariables the member's own type variables in scope where it was named (they hide classes)
     * @param javadoc named in Javadoc (never a candidate import)
     */
    record Spelled(ClassName type, List<String> typeVariables, boolean javadoc, String spelling) {}

    /** The imports pass: names the member's classes in order, as walking its spec would. */
    void collectInto(Names collecting) {
        for (Spelled s : names) {
            s.typeVariables().forEach(collecting::addTypeVariable);
            collecting.spell(s.type(), s.javadoc());
            s.typeVariables().forEach(collecting::removeTypeVariable);
        }
    }

    boolean validIn(Names here) {
        for (Spelled s : names) {
            s.typeVariables().forEach(here::addTypeVariable);
            String spelling = here.spell(s.type(), s.javadoc()); // in one pass, this gathers the imports too
            s.typeVariables().forEach(here::removeTypeVariable);
            if (!spelling.equals(s.spelling())) {
                return false;
            }
        }
        return true;
    }
}
