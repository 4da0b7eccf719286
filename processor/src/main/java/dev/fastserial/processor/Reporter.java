package dev.fastserial.processor;

import javax.annotation.processing.Messager;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/**
 * The one place messages go out. Every message is attached to the element at fault, so javac
 * prints the file and line the user has to change; reporting never stops processing, so one
 * compilation shows every problem.
 */
public final class Reporter {
    private final Messager messager;
    private int errors;

    public Reporter(Messager messager) {
        this.messager = messager;
    }

    public void error(Element element, String message) {
        errors++;
        messager.printMessage(Diagnostic.Kind.ERROR, message, element);
    }

    /** A problem of the whole compilation, such as an unreadable lock file. */
    public void error(String message) {
        errors++;
        messager.printMessage(Diagnostic.Kind.ERROR, message);
    }

    public void warning(Element element, String message) {
        messager.printMessage(Diagnostic.Kind.WARNING, message, element);
    }

    /** Errors reported so far; callers compare before and after a bean to know if it failed. */
    public int errorCount() {
        return errors;
    }
}
