package hierarchy;

import java.io.Serializable;

/** A generic superclass: Page extends Box<String>, so 'content' is a String there. */
public class Box<T extends Serializable> {
    T content;
}
