package dev.fastserial.processor;

import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;

/**
 * Every diagnostic fastserial reports, in one place: an id the user can search for (shown at the
 * end of the message's first line, e.g. {@code [FS201]}), a kind, and a {@link String#format}
 * text. Code reports through {@link Reporter#error(javax.lang.model.element.Element, Message, Object...)},
 * never with a sentence of its own. Arguments are names, types and the {@link Phrase}s below.
 *
 * <p>Ids by range: FS1xx the annotated class, FS2xx one of its fields, FS3xx the processor
 * itself, FS4xx the lock file. <b>To add a message:</b> add a constant in its
 * range with the next free number (ids are never reused or renumbered: users search for them),
 * use it through the {@link Reporter}, give it a compile-error test that asserts its id and
 * text ({@code CompileErrorsTest}), and list it in the guide's docs/compile-errors.md (its table, and
 * the generated list of every message, which {@code MessageCatalogueTest} rewrites on request);
 * {@code MessageCatalogueTest} checks that ids are unique and well-formed, that each is listed in
 * docs/compile-errors.md, and that no code outside this file reports a sentence of its own.
 */
public enum Message {
    // ---------------------------------------------------------------- FS1xx: the annotated class

    /** Args: the class. */
    ON_INTERFACE(101, "@FastSerial cannot be used on %s, which is an interface: annotate the classes that implement it"),
    /** Args: the enum. */
    ON_ENUM(102, "@FastSerial cannot be used on %s, which is an enum: enum fields of @FastSerial beans are already"
            + " written compactly; remove the annotation"),
    // FS103 (a record) is retired: records are @FastSerial value types now (see RETIRED).
    /** Args: the annotation type. */
    ON_ANNOTATION_TYPE(104, "@FastSerial cannot be used on %s, which is an annotation type: remove it"),
    /** Args: the type, its kind in lower case. */
    ON_OTHER_KIND(105, "@FastSerial cannot be used on %s, which is a %s"),
    /** Args: the class. */
    LOCAL_CLASS(106, "@FastSerial cannot be used on a local or anonymous class: move %s to a top-level or static"
            + " nested class"),
    /** Args: the class, its enclosing class. */
    INNER_CLASS(107, "@FastSerial cannot be used on the inner class %s: its instances need an enclosing %s that"
            + " readExternal cannot create; declare it static"),
    /** Args: the class, its externalizer. */
    PRIVATE_CLASS(108, "@FastSerial class %s is not visible to the generated %s because it is private: make it"
            + " package-private or public"),
    /** Args: the class, its externalizer, the private class around it. */
    NESTED_IN_PRIVATE_CLASS(109, "@FastSerial class %1$s is not visible to the generated %2$s because it is nested in the"
            + " private class %3$s: make %3$s package-private or public"),
    /** Args: the class, its externalizer. */
    NOT_EXTERNALIZABLE(110, "%1$s must implement java.io.Externalizable for @FastSerial: add 'implements Externalizable'"
            + " and delegate writeExternal/readExternal to %2$s"),
    /**
     * Args: the class, what to do ({@link Phrase#ADD_PUBLIC_NO_ARG} or, when it has a no-arg constructor
     * that is not public, {@link Phrase#MAKE_NO_ARG_PUBLIC}), "" or {@link Phrase#OR_ELSE_MIXED} (when a
     * constructor with parameters takes its final fields by name, so that it could be a mixed class).
     */
    NO_PUBLIC_NO_ARG_CONSTRUCTOR(111, "%1$s: %2$s. ObjectInputStream creates an Externalizable object through its public"
            + " no-arg constructor, then calls readExternal%3$s"),
    /** Args: the class, the inherited methods ({@link #list}), the class they come from, the externalizer. */
    INHERITS_EXTERNALIZABLE_METHODS(112, "%1$s inherits %2$s from %3$s, which would silently drop %1$s's own fields:"
            + " declare writeExternal(ObjectOutput) and readExternal(ObjectInput) in %1$s and delegate to %4$s"),
    /**
     * Args: the class, its superclass (qualified), the hooks it declares ({@link #list}), the
     * externalizer, the superclass (simple).
     */
    SUPERCLASS_SERIALIZES_ITSELF(113, "%1$s cannot be @FastSerial: its superclass %2$s serializes itself (it declares %3$s),"
            + " and %4$s, writing fields one by one, would lose what that saves: hold the %5$s in a field of %1$s instead of"
            + " extending %5$s, or remove @FastSerial and let Java serialization write %1$s"),
    /**
     * Args: the class, its direct superclass, the superclass above it that serializes itself
     * (qualified), the hooks it declares ({@link #list}), the externalizer, that superclass (simple).
     */
    INDIRECT_SUPERCLASS_SERIALIZES_ITSELF(114, "%1$s cannot be @FastSerial: its superclass (through %2$s) %3$s serializes"
            + " itself (it declares %4$s), and %5$s, writing fields one by one, would lose what that saves: hold the %6$s in"
            + " a field of %1$s instead of extending %6$s, or remove @FastSerial and let Java serialization write %1$s"),
    /**
     * Args: the type parameter, the class, the bound, the unnameable class, why ({@link Phrase}),
     * the externalizer, the remedy ({@link Phrase}).
     */
    UNNAMEABLE_TYPE_PARAMETER_BOUND(115, "type parameter %1$s of %2$s has the bound %3$s, and %4$s is %5$s, so %6$s"
            + " (a separate class) cannot name it: %7$s"),
    /** Args: the type, its kind ({@link Phrase#RECORD} or {@link Phrase#IMMUTABLE_CLASS}), the externalizer. */
    VALUE_NOT_SERIALIZABLE(116, "%1$s must implement java.io.Serializable for @FastSerial: as %2$s, it is written"
            + " through %3$s, the serialization proxy its writeReplace returns; add 'implements Serializable'"),
    /** Args: the record, the externalizer. */
    RECORD_EXTERNALIZABLE(117, "%1$s: implement Serializable instead of Externalizable, and delete its writeExternal and"
            + " readExternal. Java serialization never calls them on a record: %2$s writes %1$s"),
    /** Args: the type, the externalizer, the line to add. */
    NO_WRITE_REPLACE(118, "%1$s declares no writeReplace, so Java serialization would write it by itself instead of"
            + " through %2$s: add the line '%3$s' to %1$s"),
    /** Args: the type, what is wrong ({@link Phrase}), the line to declare. */
    WRONG_WRITE_REPLACE(119, "%1$s's writeReplace %2$s: declare it exactly as '%3$s'"),
    /** Args: the type, the externalizer. */
    READ_RESOLVE_ON_VALUE(120, "%1$s declares readResolve, which Java serialization never calls: it reads %2$s,"
            + " whose readResolve returns the %1$s its constructor built. Remove it (checks belong in the constructor,"
            + " which runs on every read)"),
    /**
     * Args: the class, what to do ({@link Phrase#RENAME_CONSTRUCTOR_PARAMETERS} when a constructor has the
     * final fields' types, {@link Phrase#MARK_CONSTRUCTOR} when one of them is a hidden superclass field,
     * else {@link Phrase#ADD_CONSTRUCTOR}), the externalizer.
     */
    NO_MATCHING_CONSTRUCTOR(121, "%1$s: %2$s. %3$s rebuilds %1$s through the constructor whose parameters are its final"
            + " fields, by name and type; the other fields are set after it"),
    /** Args: the class, how many, the externalizer. */
    SEVERAL_MATCHING_CONSTRUCTORS(122, "%1$s has %2$s constructors that take its final fields with each parameter named as"
            + " a field: mark the one %3$s should call with @SerialConstructor"),
    /** Args: the class, how many. */
    SEVERAL_MARKED_CONSTRUCTORS(123, "%1$s has %2$s constructors marked @SerialConstructor: keep the mark on one"),
    /** Args: the class, the constructor's parameters, the final fields no parameter takes. */
    MARKED_CONSTRUCTOR_MISMATCH(124, "the constructor %1$s(%2$s) is marked @SerialConstructor, but no parameter of it"
            + " takes %3$s, final, which only a constructor can set: give it a parameter for each, named as the field it"
            + " sets (fields that are not final are set after the constructor, and a final Collection or Map that no"
            + " parameter takes is filled in place)"),
    /** Args: the class, the constructor's parameters, the externalizer. */
    PRIVATE_CONSTRUCTOR(125, "the constructor %1$s(%2$s) is private, so %3$s cannot call it to rebuild %1$s: make it"
            + " package-private"),
    /** Args: the record, the constructor's parameters. */
    MARKED_CONSTRUCTOR_IN_RECORD(126, "%1$s is a record, always rebuilt through its canonical constructor: remove"
            + " @SerialConstructor from %1$s(%2$s)"),
    /** Args: the bean, its superclass, "an immutable" or "a mixed" ({@link Phrase#AN_IMMUTABLE}, {@link Phrase#A_MIXED}). */
    BEAN_EXTENDS_VALUE(127, "%1$s cannot be a @FastSerial bean: its superclass %2$s is %3$s @FastSerial class,"
            + " whose final fields only its constructor sets, which readExternal cannot call: hold a %2$s in a field of %1$s"
            + " instead of extending it"),
    /** Args: the class. */
    LOMBOK_NOT_RUNNING(128, "%1$s: put Lombok on the processor path beside fastserial (Maven: a <path> in"
            + " annotationProcessorPaths; Gradle: annotationProcessor). %1$s uses Lombok, and what Lombok writes (getters,"
            + " setters, constructors) is missing until it runs, so fastserial reports nothing else on %1$s"),
    /** Args: the class, the method, the externalizer it calls, the class's own externalizer, the call to make. */
    OTHER_EXTERNALIZER(129, "%1$s.%2$s: call '%5$s' instead of %3$s. The externalizer of %1$s is %4$s, the only one that"
            + " handles all of its fields"),
    /**
     * Args: the class, the method, its externalizer, the call to make, why ({@link Phrase#WRITE_DELEGATES},
     * {@link Phrase#READ_DELEGATES} or {@link Phrase#NEITHER_DELEGATES}).
     */
    NO_DELEGATION(130, "%1$s.%2$s: make its body '%4$s'. %5$s"),
    /**
     * Args: the parameter, the class, the constructor's parameters, the fields, what to do ({@link
     * Phrase#RENAME_PARAMETER} or, where hidden fields of its type cannot be told apart, {@link
     * Phrase#RENAME_HIDING_FIELD}).
     */
    MARKED_PARAMETER_UNNAMED(131, "parameter '%1$s' of %2$s(%3$s), marked @SerialConstructor, is named after no field of"
            + " %2$s (%4$s): the generated reader passes each field to the parameter of its name, never by position"
            + " (reordering two fields of one type would swap their values): %5$s"),
    /** Args: the parameter, the class, the constructor's parameters, its type, the field's type. */
    MARKED_PARAMETER_TYPE(132, "parameter '%1$s' of %2$s(%3$s), marked @SerialConstructor, is a %4$s, but %2$s's field"
            + " '%1$s', which the generated reader passes to it, is a %5$s: give the parameter the field's type (or a"
            + " supertype of it), or another name if it sets another field"),
    /** Args: the subclass, its nearest @FastSerial superclass, that superclass's externalizer, the subclass's. */
    UNANNOTATED_SUBCLASS(133, "%1$s extends the @FastSerial class %2$s but is not @FastSerial itself, so %3$s, which"
            + " knows only %2$s's fields, would refuse a %1$s at run time (its own fields would be lost): annotate %1$s"
            + " with @FastSerial, and make its writeExternal and readExternal (declare them if it has none) call"
            + " '%4$s.writeExternal(this, out);' and '%4$s.readExternal(this, in);'"),
    /** Args: the class, the other class (both as written in source), the externalizer (qualified). */
    EXTERNALIZER_NAME_CLASH(134, "%1$s and %2$s would both get the externalizer %3$s (a nested class's is named after"
            + " its enclosing classes joined by '_'), and only one of them can: rename one of the two classes"),

    // ---------------------------------------------------------------- FS2xx: a field of the class

    /**
     * Args: the field ({@link Phrase#FIELD} or {@link Phrase#INHERITED_FIELD}), what to do ({@link
     * Phrase#REMOVE_FINAL}, or {@link Phrase#REMOVE_FINAL_AND_ADD} when the field, no longer final,
     * would still lack a getter or setter).
     */
    FINAL_FIELD(201, "%1$s is final, so readExternal cannot restore it: %2$s, or mark the field transient if it need not"
            + " be written"),
    /** Args: the field, its type. */
    NOT_SERIALIZABLE(202, "%1$s has type %2$s, which is not Serializable: mark the field transient, or give it a"
            + " Serializable type"),
    /** Args: the field, its type, the class inside it that is not Serializable. */
    PART_NOT_SERIALIZABLE(203, "%1$s has type %2$s, and %3$s is not Serializable: mark the field transient, or give it a"
            + " Serializable type"),
    /** Args: the field, its type, why ({@link Phrase}), the externalizer, the remedy ({@link Phrase}). */
    UNNAMEABLE_TYPE(204, "%1$s has type %2$s, which is %3$s, so %4$s (a separate class) cannot name it: %5$s, or mark"
            + " the field transient if it need not be written"),
    /** Args: the field, its type, the unnameable class inside it, why ({@link Phrase}), the externalizer, the remedy. */
    UNNAMEABLE_PART(205, "%1$s has type %2$s, and %3$s is %4$s, so %5$s (a separate class) cannot name it: %6$s, or mark"
            + " the field transient if it need not be written"),
    /**
     * Args: the field, its visibility ({@link Phrase}), what was found instead ({@link Phrase#FOUND_OF_TYPE},
     * {@link Phrase#FOUND_ELSEWHERE}, {@link Phrase#FOUND_PRIVATE}; empty when nothing), the externalizer,
     * the remedies ({@link #alternatives} of {@link Phrase}s).
     */
    NO_ACCESSORS(206, "%1$s: %5$s, or mark it transient if it need not be written. It is %2$s, so %4$s needs a getter and"
            + " a setter of its type%3$s"),
    /** Args: the field, its visibility, the setter it needs, what was found, the externalizer, the remedies. */
    NO_SETTER(207, "%1$s: %6$s, or mark it transient. It is %2$s, so %5$s needs a setter %3$s to restore it%4$s"),
    /** Args: the field, its visibility, the getter it needs, what was found, the externalizer, the remedies. */
    NO_GETTER(208, "%1$s: %6$s, or mark it transient. It is %2$s, so %5$s needs a getter %3$s to read it%4$s"),
    /**
     * A visible field hidden by a subclass's field of the same name, whose cast names a type the
     * externalizer cannot name. Args: the field, the unnameable class, why ({@link Phrase}), the
     * externalizer, the getter and the setter to add.
     */
    NO_ACCESSORS_HIDDEN(209, "%1$s is hidden by a field of the same name, and the cast that would reach it names %2$s,"
            + " which is %3$s, and has no getter or setter, so %4$s cannot reach it: add %5$s and %6$s, rename one of the"
            + " two fields, or mark it transient if it need not be written"),
    /**
     * As {@link #NO_ACCESSORS_HIDDEN}. Args: the field, the unnameable class, why, the getter it
     * has, the setter it lacks, the externalizer.
     */
    NO_SETTER_HIDDEN(210, "%1$s is hidden by a field of the same name, and the cast that would reach it names %2$s,"
            + " which is %3$s, and has %4$s but no %5$s, so %6$s cannot restore it: add %5$s, rename one of the two fields,"
            + " or mark it transient"),
    /**
     * As {@link #NO_ACCESSORS_HIDDEN}. Args: the field, the unnameable class, why, the setter it
     * has, the getter it lacks, the externalizer.
     */
    NO_GETTER_HIDDEN(211, "%1$s is hidden by a field of the same name, and the cast that would reach it names %2$s,"
            + " which is %3$s, and has %4$s but no %5$s, so %6$s cannot read it: add %5$s, rename one of the two fields,"
            + " or mark it transient"),
    /**
     * Args: the field, its visibility, the getter, the exception, the externalizer, {@link
     * Phrase#OR_FIELD_PACKAGE_PRIVATE} or "" (when the field's class is in another package).
     */
    GETTER_THROWS(212, "%1$s is %2$s and its getter %3$s throws %4$s, which %5$s.writeExternal cannot throw: let %3$s"
            + " throw only IOException or unchecked exceptions%6$s, or mark it transient if it need not be written"),
    /** Args: the field, its visibility, the setter, the exception, the externalizer, as {@link #GETTER_THROWS}. */
    SETTER_THROWS(213, "%1$s is %2$s and its setter %3$s throws %4$s, which %5$s.readExternal cannot throw: let %3$s"
            + " throw only IOException, ClassNotFoundException or unchecked exceptions%6$s, or mark it transient if it"
            + " need not be written"),
    /** Args: the field, the getter's name, the setter's name, the field's type, the field that owns them, the externalizer. */
    ACCESSOR_CLASH(214, "%1$s would be written through %2$s() and %3$s(%4$s), the accessors of %5$s too, so %6$s would"
            + " write one of the two fields twice and lose the other: rename one of the two fields (with its accessors), or"
            + " make %1$s package-private, or mark it transient if it need not be written"),
    /**
     * Args: the field's name, the class declaring it, its visibility, the class whose field hides
     * it, the class overriding the accessors, the overridden accessors ({@link #list}), the externalizer.
     */
    OVERRIDDEN_ACCESSORS_OF_HIDDEN_FIELD(215, "field '%1$s' (inherited from %2$s) is %3$s and hidden by %4$s's field"
            + " '%1$s', and %5$s overrides %6$s, so %7$s would write one of the two fields twice and lose the other:"
            + " rename %4$s's field '%1$s' (with its own accessors), or stop overriding %6$s in %5$s and make %4$s's field"
            + " '%1$s' package-private"),
    /** Args: the field, its type. */
    BY_REFERENCE_CHANGES_NOTHING(216, "%1$s is marked @ByReference, but %2$s holds no @FastSerial bean, and fastserial"
            + " copies every other value (as hand-written Externalizable code does), so the annotation would change"
            + " nothing: remove @ByReference; to keep such a value shared, declare the field as Object (written through"
            + " writeObject)"),
    /** Args: the field, its type. */
    BY_REFERENCE_ALREADY_SHARED(217, "%1$s is marked @ByReference, but %2$s already goes through writeObject, which"
            + " keeps shared references: remove @ByReference"),
    // FS218 (a field of an immutable class that is not final) is retired: such a class is a mixed class (see RETIRED).
    /** Args: the component, its type, why ({@link Phrase#ITSELF_NOT_SERIALIZABLE} or {@link Phrase#PART_NOT_SERIALIZABLE}). */
    COMPONENT_NOT_SERIALIZABLE(219, "%1$s has type %2$s%3$s: every component of a record is written, so give it a"
            + " Serializable type"),
    /**
     * Args: the field, its visibility ({@link Phrase}), the externalizer, what to do ({@link Phrase#ADD} or
     * {@link Phrase#ADD_TO} the getter, or {@link Phrase#RETYPE} the one found, then {@link
     * Phrase#OR_ELSE_FIELD_PACKAGE_PRIVATE} or ""), what was found instead (as for {@link #NO_ACCESSORS}).
     */
    NO_GETTER_IN_VALUE(220, "%1$s is %2$s and has no getter%5$s, so %3$s cannot read it: %4$s"),
    /**
     * Args: the field or component, its type, the record or immutable class, its kind ({@link
     * Phrase#RECORD} or {@link Phrase#IMMUTABLE_CLASS}).
     */
    VALUE_REACHES_ITSELF(221, "%1$s has type %2$s, through which a %3$s can reach itself again: %3$s is built by its"
            + " constructor after everything it holds is read, so a cycle back to it could not be restored (beans on the"
            + " way do not change that: the cycle passes through %3$s). Give the field a type that cannot lead back to"
            + " %3$s, or make %3$s itself a @FastSerial bean instead of %4$s (a class that implements Externalizable, with"
            + " a public no-arg constructor: it exists before its fields are read, so cycles through it are kept)"),
    /**
     * A final Collection or Map that nothing else restores, and the externalizer cannot reach to fill.
     * Args: the field, its visibility ({@link Phrase}), the externalizer, what to do (the getter to add
     * ({@link Phrase#ADD} or {@link Phrase#ADD_TO}), then {@link Phrase#OR_FIELD_PACKAGE_PRIVATE} or "").
     */
    NO_GETTER_TO_FILL(223, "%1$s is final and %2$s, and no constructor parameter or setter restores it, so %3$s would"
            + " fill it in place after construction (emptied, then given what was read), through the field or a getter"
            + " that returns it, and it has no getter: %4$s, or mark it transient if it need not be written"),
    /**
     * A final Collection or Map filled in place through a getter whose body returns something else than
     * the field. Args: the field, the getter ("getVisits()"), what it returns (source), the externalizer,
     * what to do ({@link Phrase#RETURN_THE_FIELD}, with or without {@link Phrase#OR_FIELD_PACKAGE_PRIVATE}).
     */
    GETTER_NOT_THE_FIELD(224, "%1$s is final, and %4$s fills it in place after construction through %2$s, which"
            + " returns '%3$s', not the field itself: what was read would go into that copy or view and be lost (or be"
            + " refused by a read-only one): %5$s, or mark it transient if it need not be written"),
    /**
     * A bean type one field holds inline (copied) and another field of the class by reference. Args:
     * the inline field, its type, the bean type, the other field, its type, why that one goes by
     * reference ({@link Phrase#MARKED_BY_REFERENCE} and the phrases after it).
     */
    SHARED_BEAN_SPLIT(225, "%1$s has type %2$s, which holds %3$s inline (a copy), while %4$s (%5$s) holds it by"
            + " reference (%6$s): one %3$s in both fields would come back as two objects, and a change made through one"
            + " field would not show in the other: mark %1$s @ByReference, so that both keep it shared"),
    /**
     * FS225 across classes: the two fields are in classes that one class reaches (through fields, elements,
     * superclasses...). Args: the inline field ({@link Phrase#FIELD_OF}), its type, the bean type, the by-reference
     * field ({@link Phrase#FIELD_OF}), its type, why it is by reference, the class that reaches both, its field that
     * leads to the first, its field that leads to the second.
     */
    SHARED_BEAN_SPLIT_ACROSS(226, "%1$s has type %2$s, which holds %3$s inline (a copy), while %4$s (%5$s) holds it by"
            + " reference (%6$s), and %7$s reaches both (through %8$s and %9$s): one %3$s in both fields would come back"
            + " as two objects, and a change made through one field would not show in the other: mark %1$s @ByReference,"
            + " so that both keep it shared"),
    /**
     * FS226 where the inline field is in a class compiled elsewhere (a jar), on the field that leads to it. Args: the
     * inline field ({@link Phrase#FIELD} or {@link Phrase#COMPONENT}), its class, the bean type, the class being
     * compiled, its field that leads to the inline one, the by-reference field ({@link Phrase#FIELD_OF}), its type,
     * why it is by reference.
     */
    SHARED_BEAN_SPLIT_ELSEWHERE(227, "%1$s of %2$s, a class compiled elsewhere, holds %3$s inline (a copy), and %4$s"
            + " reaches it through %5$s, while %6$s (%7$s) holds %3$s by reference (%8$s): one %3$s reached through both"
            + " would come back as two objects, and a change made through one field would not show in the other: build"
            + " %2$s again with %1$s marked @ByReference, or change %4$s so that it does not reach both"),
    /** Args: the field, its type, the record or immutable class inside it. */
    BY_REFERENCE_ON_VALUE(222, "%1$s is marked @ByReference, but %2$s holds %3$s, a record, immutable or mixed class:"
            + " such values are always written inline (copied), never by reference: remove @ByReference; to keep one"
            + " instance shared, declare the field as Object (written through writeObject)"),

    // ---------------------------------------------------------------- FS3xx: the processor

    /** Args: the externalizer, the types that stayed unresolved (joined with ", "). */
    NOT_GENERATED_UNRESOLVED(301, Diagnostic.Kind.WARNING, "%1$s was not generated: %2$s could not be resolved"),
    /** Args: the externalizer (qualified), the exception. */
    WRITE_FAILED(302, "fastserial could not write %1$s: %2$s"),
    /** Args: the class, the stack trace. */
    INTERNAL_ERROR(303, "fastserial failed on %1$s (an internal error; please report it with this trace): %2$s"),
    /** Args: the option as given ({@code -Afastserial.lock.frozen=yes}). */
    OPTION_NOT_BOOLEAN(304, "%1$s is neither true nor false, which are all it takes (a build"
            + " property left undefined reaches javac as its own name, '${fastserial.lock.frozen}'): give it true, or false"
            + " (Maven: define the property in the pom, '<fastserial.lock.frozen>false</fastserial.lock.frozen>', and"
            + " -Dfastserial.lock.frozen=true on CI). The lock file is left as it is"),
    /** Args: the option as given. */
    UNKNOWN_OPTION(305, "-A%1$s is not an option of fastserial, which takes -Afastserial.lock=<lock file> and"
            + " -Afastserial.lock.frozen=<true or false>: use one of those, or remove -A%1$s"),

    // ---------------------------------------------------------------- FS4xx: the lock file

    /**
     * Args: the field, its old type, its new type, the lock file's name, its position ({@link
     * Phrase#SLOT} or {@link Phrase#ADDED_FIELD}), the class, the old form, the new form, the
     * line to retire.
     */
    LOCK_TYPE_CHANGED(401, "field '%1$s' changed from %2$s to %3$s since %4$s recorded it (%5$s): the other version of %6$s"
            + " could not read its value (%7$s versus %8$s). Keep the old type, or add a field with another name; to drop the"
            + " old values deliberately, append ' retired' to the line '%9$s' in %4$s"),
    /** Args: the field, "gained" or "lost", the lock file's name, its position, "disappear" or "appear", the class, the line to retire. */
    LOCK_NON_NULL_CHANGED(402, "field '%1$s' %2$s a non-null annotation since %3$s recorded it (%4$s): its presence bit"
            + " would %5$s, so the two versions of %6$s could not read each other. Restore the annotation; to drop the old"
            + " values deliberately, append ' retired' to the line '%7$s' in %3$s"),
    /** Args: the field, the old form, the new form, the lock file's name, its position, the class, the line to retire. */
    LOCK_REFERENCE_CHANGED(403, "field '%1$s' changed from %2$s to %3$s since %4$s recorded it (%5$s) (@ByReference, or"
            + " whether the type can reach itself, changed): the other version of %6$s could not read its value. Restore it;"
            + " to drop the old values deliberately, append ' retired' to the line '%7$s' in %4$s"),
    /** Args: the field, its type, the lock file's name, the old type, its position, the line to retire. */
    LOCK_REMOVED_NAME_REUSED(404, "field '%1$s' has type %2$s, but %3$s records an earlier field '%1$s' of type %4$s,"
            + " removed (%5$s): readers of each version would silently drop the other's value. Choose another name; to drop"
            + " the old values deliberately, replace 'removed' with 'retired' at the end of the line '%6$s' in %3$s"),
    /** Args: the field, the class it is in now, the class it was in, the lock file's name, the line to retire. */
    LOCK_FIELD_MOVED(405, "field '%1$s' moved to %2$s from %3$s since %4$s recorded it: each class level reads its own"
            + " fields, so readers of each version would silently drop its value. Move it back; to drop the old values"
            + " deliberately, append ' retired' to the line '%5$s' in %4$s"),
    /** Args: the class, the lock file's name, where its fields were written, where they are now, the line to break. */
    LOCK_LEVELS_CHANGED(406, "%1$s's class levels changed since %2$s recorded it: its fields were written %3$s, now %4$s,"
            + " so neither version could read the other's streams. Restore the hierarchy (@FastSerial on the same"
            + " superclasses); to break with old streams deliberately (readers then reject them), append ' break' to the"
            + " line '%5$s' in %2$s"),
    /**
     * Args: the class, what it declares ({@link Phrase#NO_SERIAL_VERSION_UID} or {@link
     * Phrase#IGNORED_SERIAL_VERSION_UID}), the lock file's name, where ("" or {@link Phrase#IN_PLACE_OF_IT}).
     */
    LOCK_NO_SERIAL_VERSION_UID(407, "%1$s %2$s: with %3$s, versions of %1$s must read each other's streams, but the JDK"
            + " derives a serialVersionUID from the class's fields and rejects streams of any other version before"
            + " fastserial reads them: declare 'private static final long serialVersionUID = 1L;'%4$s"),
    /**
     * Args: the field, the class, the slot, its form, the externalizer, its type, why ({@link
     * Phrase#TYPE_GONE} or {@link Phrase#TYPE_NOW}), the class's bean line, the lock file's name.
     */
    LOCK_REMOVED_FIELD_UNSKIPPABLE(408, "the field '%1$s' was removed from %2$s, but streams written before still hold it"
            + " (slot %3$s, %4$s), and to skip it %5$s needs its type %6$s, %7$s: keep that type as it was until no stored"
            + " bytes hold the field, or break with old streams deliberately by appending ' break' to the line '%8$s' in"
            + " %9$s"),
    /** Args: the lock file, the line, what is wrong there. */
    LOCK_UNREADABLE(409, "%1$s:%2$s: %3$s. This is not a lock file the build wrote (a line lost or changed in a merge or"
            + " by hand): restore it from version control as the last build wrote it, and build again; after a merge that"
            + " conflicted in it, keep one side's version of the file whole and build: the build records the other side's"
            + " classes and fields again. fastserial generates nothing until the lock file is readable again"),
    /** Args: the lock file, the exception. */
    LOCK_CANNOT_READ(410, "cannot read %1$s: %2$s. fastserial generates nothing until the lock file is readable again"),
    /** Args: the lock file, the lines that would change. */
    LOCK_FROZEN(411, "%1$s is not up to date (fastserial.lock.frozen is set): build once without it and commit the file."
            + " Lines that would change:\n%2$s"),
    /** Args: the lock file, the exception. */
    LOCK_CANNOT_WRITE(412, "cannot write %1$s: %2$s"),
    /**
     * Args: the broken class, the class level its streams have now where they part from the old
     * ones, the old lineage's level there, their layout mark, the lock file's name, the line of the
     * level now there.
     */
    LOCK_BREAK_MARK_CLASH(413, "%1$s's streams now have %2$s's class level where its old streams have %3$s's, and both"
            + " carry layout mark %4$s: readers of either version would misread the other's streams instead of rejecting"
            + " them, and the break cannot change the mark of %2$s, which the lock keeps. Rename %1$s instead of breaking it"
            + " (a new class name starts a new lineage), or break %2$s as well by appending ' break' to the line '%6$s' in"
            + " %5$s (its own old streams are then rejected too)"),
    /**
     * Args: the class level locked afresh, the old marks it must avoid ({@link Phrase#MARK_OF}, one
     * for each of the three), the broken classes.
     */
    LOCK_BREAK_NO_MARK(414, "%1$s's layout mark would have to differ from those of %2$s, which streams written before"
            + " the break have where they now have %1$s's class level; no mark does, so some of those streams would be"
            + " misread instead of rejected. Rename one of the broken classes (%3$s) instead of breaking it (a new class"
            + " name starts a new lineage)"),
    /**
     * Args: the lock file's name, the line, the field line, the simple class name in its key, the
     * class level's class, the classes (or {@link Phrase#TWICE}), the bean line to break.
     */
    LOCK_OLD_KEY_CLASH(416, "%1$s:%2$s: the line '%3$s' keys a field as format 1 of the lock file did, by the simple name"
            + " of its class, %4$s, which stands for %6$s in %5$s's class level: which slot holds which field cannot be"
            + " told, and streams written with this file may hold them either way. Break with those streams deliberately"
            + " (readers then reject them instead of misreading them): append ' break' to the line '%7$s' in %1$s"),
    /**
     * Args: the lock file's name, the line, the field line, the field's name, the class level's
     * class, the classes that declare a field of that name now, the bean line to break.
     */
    LOCK_OLD_KEY_AMBIGUOUS(417, "%1$s:%2$s: the line '%3$s' was recorded by format 1 of the lock file, which keyed the"
            + " lowest field named '%4$s' of a class level as '%4$s' and the fields it hides by their class; %5$s's level"
            + " now has fields '%4$s' in %6$s, and one of them is hidden but recorded as no other's, so the line may mean"
            + " either. Build the sources that last wrote %1$s (the commit before this change) once with this fastserial:"
            + " it keys every field by its class (format 2), slots unchanged; then build this change. Or break with older"
            + " streams deliberately (readers then reject them): append ' break' to the line '%7$s' in %1$s"),
    /** Args: the field, the class, the lock file's name, its id. */
    LOCK_ADDED_FIELD_OBJECTS(419, Diagnostic.Kind.WARNING, "field '%1$s', added to %2$s (%3$s: added field id %4$s),"
            + " holds values through writeObject: on JDK streams a reader of an earlier version of %2$s skips it by reading"
            + " its value, and fails to read the whole %2$s (ClassNotFoundException) if it lacks that value's class; on"
            + " the direct path (FastBytes) every reader skips it. Deploy readers that have the classes of its values"
            + " first, or give the field a type fastserial writes itself (this build has recorded its type in %3$s:"
            + " restore that file as version control has it, then build with the new type)"),
    /** Args: the lock file, the classes both builds changed. */
    LOCK_CONCURRENT_CHANGE(418, "%1$s was written by another build while this one ran, and both changed what it records"
            + " for %2$s: build again (builds that share a lock file each add their own classes; two that compile the same"
            + " class at once cannot both record it)");

    /**
     * Ids that no message has any more, never to be given to another: FS103 ({@code @FastSerial}
     * on a record) since records are value types (issue 11); FS218 (a field of an immutable class
     * that is not final) since such a class is a mixed class, its other fields set after the
     * constructor (issue 27).
     */
    public static final java.util.Set<String> RETIRED = java.util.Set.of("FS103", "FS218");

    private final String id;
    private final Diagnostic.Kind kind;
    private final String format;

    Message(int number, String format) {
        this(number, Diagnostic.Kind.ERROR, format);
    }

    Message(int number, Diagnostic.Kind kind, String format) {
        this.id = "FS" + number;
        this.kind = kind;
        this.format = format;
    }

    /** {@code FS201}: stable, shown to the user, listed in docs/compile-errors.md. */
    public String id() {
        return id;
    }

    public Diagnostic.Kind kind() {
        return kind;
    }

    public String format() {
        return format;
    }

    /** The message without its id. */
    public String text(Object... args) {
        return String.format(Locale.ROOT, format, args);
    }

    /** What the user sees: the text, its id at the end of the first line ({@code ... [FS201]}). */
    public String render(Object... args) {
        String text = text(args);
        String tag = " [" + id + "]";
        int newline = text.indexOf('\n');
        return newline < 0 ? text + tag : text.substring(0, newline) + tag + text.substring(newline);
    }

    /** {@code a, b, c}: remedies a message offers, before its last one ("..., or mark it transient"). */
    public static String alternatives(List<String> remedies) {
        return String.join(", ", remedies);
    }

    /** {@code a}, {@code a and b}, {@code a, b and c}: lists inside messages. */
    public static String list(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /** Pieces of messages that several share: arguments, never reported on their own. */
    public enum Phrase {
        /** Args: the field's name. */
        FIELD("field '%s'"),
        /** Args: the field's name, the superclass declaring it. */
        INHERITED_FIELD("field '%s' (inherited from %s)"),
        /** Args: the field, the class that declares it. */
        FIELD_OF("field '%s' of %s"),
        /** Args: the component, the record. */
        COMPONENT_OF("component '%s' of %s"),

        // a field the externalizer, a top-level class in the bean's package, cannot see
        PRIVATE("private"),
        PROTECTED_ELSEWHERE("protected in another package"),
        PUBLIC_IN_HIDDEN_CLASS("in a class hidden from this package"),
        PACKAGE_PRIVATE_ELSEWHERE("package-private in another package"),

        // a bean with a lock file and no serialVersionUID the JDK reads (FS407)
        NO_SERIAL_VERSION_UID("declares no serialVersionUID"),
        /** Args: how it is declared ("static final int"). */
        IGNORED_SERIAL_VERSION_UID("declares serialVersionUID as %s, which the JDK ignores (it reads only a static final"
                + " long one)"),
        IN_PLACE_OF_IT(" in place of it"),

        /** What FS303 names when the check of a round's unannotated subclasses (FS133) failed. */
        SUBCLASS_CHECK("the classes of this round (the check for FS133)"),

        // a final field of a bean: what makes it restorable in one go (FS201)
        REMOVE_FINAL("remove final"),
        /** Args: the accessors it lacks ({@link Message#list}). */
        REMOVE_FINAL_AND_ADD("remove final and add %s"),
        /** Args: the accessors it lacks, the class declaring the field. */
        REMOVE_FINAL_AND_ADD_TO("remove final and add %s to %s"),

        // what a field without a usable getter or setter has instead, and what to do about it (FS206-FS208)
        /** Args: the accessors found ({@link Message#list}), the field's type. */
        FOUND_OF_TYPE(" (found %s, needed %s)"),
        /** Args: the accessor, its access (protected, package-private), the class declaring it (qualified). */
        FOUND_ELSEWHERE(" (%s is %s in %s, another package)"),
        /** Args: the accessor, the class declaring it. */
        FOUND_PRIVATE(" (%s is private in %s)"),
        /** Args: the accessors ({@link Message#list}). */
        ADD("add %s"),
        /** Args: the accessors, the class that declares the field. */
        ADD_TO("add %s to %s"),
        /** Args: the line to add, the bean. */
        ADD_LINE("add '%s' to %s"),
        /** Args: the accessors found ({@link Message#list}), the field's type. */
        RETYPE("change %s to use %s"),
        FIELD_PACKAGE_PRIVATE("make the field package-private"),
        OR_FIELD_PACKAGE_PRIVATE(", make the field package-private"),
        OR_ELSE_FIELD_PACKAGE_PRIVATE(", or make the field package-private"),

        // a type the externalizer cannot name, and what to do about it
        LOCAL_CLASS("a local class"),
        /** Args: the class it is nested in. */
        PRIVATE_IN("private in %s"),
        PRIVATE_TOP_LEVEL("private"),
        /** Args: the class it is nested in, its package. */
        PROTECTED_IN("protected in %s (package %s)"),
        /** Args: its package. */
        PROTECTED_TOP_LEVEL("protected (package %s)"),
        /** Args: the class it is nested in, its package. */
        PACKAGE_PRIVATE_IN("package-private in %s (package %s)"),
        /** Args: its package. */
        PACKAGE_PRIVATE_TOP_LEVEL("package-private (package %s)"),
        /** Args: the class. */
        MOVE_OUT_OF_METHOD("move %s out of its method"),
        /** Args: the class. */
        MAKE_PACKAGE_PRIVATE("make %s package-private"),
        /** Args: the class. */
        MAKE_PUBLIC("make %s public"),

        // where the lock file has a field, and why a removed field cannot be skipped
        /** Args: the slot number. */
        SLOT("slot %s"),
        /** Args: the id. */
        ADDED_FIELD("added field id %s"),
        TYPE_GONE("which no longer exists"),
        /** Args: the form it is written as now. */
        TYPE_NOW("which is now written as %s"),
        TYPE_NOT_SERIALIZABLE("which is no longer Serializable"),
        /** Args: whose old layout (a class, or {@link #OWN_OLD_LAYOUT}), its mark. */
        MARK_OF("%s (mark %s)"),
        OWN_OLD_LAYOUT("its own old layout"),
        /** Args: the class. */
        TWICE("%s twice (two lines of the file record the same key)"),

        // what to do about a parameter of a marked constructor named after no field (FS131)
        RENAME_PARAMETER("rename it to the field it sets (only a superclass field hidden by another of its name goes by"
                + " type, when it is the one such field of its type)"),
        /** Args: the hidden fields of the parameter's type ({@link Message#list}), that type. */
        RENAME_HIDING_FIELD("a superclass field hidden by another of its name goes by type only when it is the one"
                + " such field of its type, and %s are hidden fields of type %s: rename the field that hides the one it"
                + " sets (and the parameter that sets that field with it), then rename this parameter to the field it"
                + " sets"),

        // why a field holds a bean by reference (FS225)
        MARKED_BY_REFERENCE("marked @ByReference"),
        /** Args: the bean type. */
        REACHES_ITSELF("%s's type graph can reach itself"),
        /** Args: the bean type. */
        ABSTRACT_BY_REFERENCE("%s is abstract"),
        /** Args: the bean type. */
        REPLACED_BY_REFERENCE("%s has writeReplace or readResolve"),
        /** Args: the bean type. */
        CONSTRUCTOR_THROWS_BY_REFERENCE("%s's no-arg constructor declares checked exceptions"),

        // records, immutable and mixed classes
        RECORD("a record"),
        IMMUTABLE_CLASS("an immutable class"),
        MIXED_CLASS("a mixed class"),
        /** FS121 for a class without final fields. Args: the class. */
        NO_FINAL_FIELDS("add a constructor %1$s() (it has no final fields to take)"),
        AN_IMMUTABLE("an immutable"),
        A_MIXED("a mixed"),
        /**
         * A bean that could keep its final fields as a mixed class (FS111, FS201, FS206, FS207). Args:
         * the class, its constructor's parameters, the writeReplace line.
         */
        MIXED_FORM("let fastserial build %1$s through %1$s(%2$s) as a mixed class, its final fields kept: make it"
                + " implement Serializable instead of Externalizable, and replace its writeExternal and readExternal by"
                + " '%3$s'"),
        /** {@link #MIXED_FORM} after another remedy. */
        OR_MIXED(", or " + MIXED_FORM.format),
        /** {@link #MIXED_FORM} as a sentence of its own, after the message's reason. */
        OR_ELSE_MIXED(". Or " + MIXED_FORM.format),

        // what FS111 asks for
        /** Args: the class. */
        ADD_PUBLIC_NO_ARG("add 'public %1$s() {}'"),
        /** Args: the class, the constructor's access ("protected", "private", "package-private"). */
        MAKE_NO_ARG_PUBLIC("make the constructor %1$s() public (it is %2$s)"),

        // what FS121 asks for
        /** Args: the class, the constructor's parameters, the final fields ("int low, int high"). */
        RENAME_CONSTRUCTOR_PARAMETERS("name the parameters of %1$s(%2$s) as the fields they set (%3$s)"),
        /** Args: the class, the final fields. */
        ADD_CONSTRUCTOR("add a constructor %1$s(%2$s) that sets those fields"),
        /** Args: the final fields, one of them a hidden superclass field ("String Base.name, String name"). */
        MARK_CONSTRUCTOR("mark the constructor that sets its final fields (%1$s) with @SerialConstructor, each parameter"
                + " named as the field it sets (the hidden superclass field's: any name)"),

        // why a writeExternal or readExternal must call the externalizer (FS130)
        /** Args: the externalizer, the class. */
        WRITE_DELEGATES("writeExternal writes through %1$s, whose bytes this method does not read: every read would fail"
                + " or misread"),
        /** Args: the externalizer, the class. */
        READ_DELEGATES("readExternal reads through %1$s, which does not read what this method writes: every read would"
                + " fail or misread"),
        /** Args: the externalizer, the class. */
        NEITHER_DELEGATES("Without the call, the code generated for %2$s (%1$s) never runs"),
        /** Args: the getter ("getVisits()"). */
        RETURN_THE_FIELD("make %s return the field itself"),
        /** Args: the component's name. */
        COMPONENT("component '%s'"),
        ITSELF_NOT_SERIALIZABLE(", which is not Serializable"),
        /** Args: the class inside the type. */
        PART_NOT_SERIALIZABLE(", and %s is not Serializable"),
        WRITE_REPLACE_STATIC("is static, so Java serialization never calls it"),
        /** Args: its return type. */
        WRITE_REPLACE_RETURNS("returns %s, so Java serialization never calls it (it must return Object)"),
        /** Args: its access ("public"...), the class. */
        WRITE_REPLACE_NOT_PRIVATE("is %s, so subclasses of %s inherit it and would be written without their own fields"),
        /** Args: the other type's externalizer, the type's own, the type. */
        WRITE_REPLACE_OTHER_PROXY("names %1$s but not %2$s, so a %3$s would be written as what %1$s writes, and read back"
                + " as that");

        private final String format;

        Phrase(String format) {
            this.format = format;
        }

        public String text(Object... args) {
            return String.format(Locale.ROOT, format, args);
        }
    }
}
