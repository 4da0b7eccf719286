package dev.fastserial.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * The diagnostics catalogue stays the one place for messages: well-formed unique ids, each used by
 * the processor, tested by a compile-error test, listed in docs/compile-errors.md; no sentence reported from
 * anywhere else.
 */
class MessageCatalogueTest {
    private static final Path MAIN = Path.of("src/main/java/dev/fastserial/processor");
    private static final Path TESTS = Path.of("src/test/java/dev/fastserial/processor");
    private static final Path TOOLCHAIN_TESTS = Path.of("../examples/src/test/java/dev/fastserial/examples/toolchain");

    /** Unreachable through javac, so without a compile-error test (still reported if javac ever shows them). */
    private static final Set<Message> UNREACHABLE = EnumSet.of(
            Message.ON_OTHER_KIND, // @Target(TYPE): classes, interfaces, enums, records, annotation types only
            Message.LOCAL_CLASS); // javac never shows local or anonymous classes to processors

    /**
     * Which test applies each message's advice as written and compiles the result (issue 25: "every
     * FS message's advice is exercised by a test that applies it"), by {@code Class#method}: a
     * class of this module's tests, or {@code toolchain/Class#method} of the examples' toolchain tests.
     */
    static final Map<Message, List<String>> ADVICE_APPLIED = adviceApplied();

    /** Messages with no advice to apply, and why. */
    static final Map<Message, String> NO_ADVICE = Map.of(
            Message.ON_OTHER_KIND, "unreachable: @Target(TYPE) leaves no other kind of type",
            Message.NOT_GENERATED_UNRESOLVED, "a warning: types that no processor of the build generated",
            Message.WRITE_FAILED, "the Filer's I/O failure (a clash of names is FS134)",
            Message.INTERNAL_ERROR, "fastserial's own bug: to report, with the trace it gives",
            Message.LOCK_CANNOT_READ, "an I/O failure reading the lock file",
            Message.LOCK_CANNOT_WRITE, "an I/O failure writing the lock file");

    private static Map<Message, List<String>> adviceApplied() {
        Map<Message, List<String>> t = new EnumMap<>(Message.class);
        t.put(Message.ON_INTERFACE, List.of("AdviceTest#fs101AnnotateTheImplementingClasses"));
        t.put(Message.ON_ENUM, List.of("AdviceTest#fs102RemoveTheAnnotationFromAnEnum"));
        t.put(Message.ON_ANNOTATION_TYPE, List.of("AdviceTest#fs104RemoveTheAnnotationFromAnAnnotationType"));
        t.put(Message.LOCAL_CLASS, List.of("AdoptionCasesTest#javacOnlyCannotFindSymbol16And36")); // javac's text, FS106's advice
        t.put(Message.INNER_CLASS, List.of("AdviceTest#fs107DeclareItStatic"));
        t.put(Message.PRIVATE_CLASS, List.of("AdviceTest#fs108MakeItPackagePrivateOrPublic"));
        t.put(Message.NESTED_IN_PRIVATE_CLASS, List.of("AdviceTest#fs109MakeTheEnclosingClassVisible"));
        t.put(Message.NOT_EXTERNALIZABLE, List.of("AdviceTest#fs110ImplementExternalizableAndDelegate"));
        t.put(Message.NO_PUBLIC_NO_ARG_CONSTRUCTOR, List.of("AdviceTest#fs111AddAPublicNoArgConstructor",
                "AdviceTest#fs111MakeTheProtectedNoArgConstructorPublic"));
        t.put(Message.INHERITS_EXTERNALIZABLE_METHODS, List.of("AdviceTest#fs112DeclareBothMethodsAndDelegate"));
        t.put(Message.SUPERCLASS_SERIALIZES_ITSELF, List.of("AdviceTest#fs113HoldTheSuperclassInAFieldOrLetJavaSerializationWriteIt"));
        t.put(Message.INDIRECT_SUPERCLASS_SERIALIZES_ITSELF, List.of("AdviceTest#fs114HoldTheIndirectSuperclassInAField"));
        t.put(Message.UNNAMEABLE_TYPE_PARAMETER_BOUND, List.of("AdviceTest#fs115MakeTheBoundsTypeVisible"));
        t.put(Message.VALUE_NOT_SERIALIZABLE, List.of("AdviceTest#fs116ImplementSerializable"));
        t.put(Message.RECORD_EXTERNALIZABLE, List.of("AdviceTest#fs117ImplementSerializableInsteadOfExternalizable"));
        t.put(Message.NO_WRITE_REPLACE, List.of("AdviceTest#fs118AddTheQuotedLine"));
        t.put(Message.WRONG_WRITE_REPLACE, List.of("AdviceTest#fs119DeclareItExactlyAsQuoted",
                "AdoptionCasesTest#writeReplaceReturningItsProxysType09b", "AdoptionCasesTest#writeReplaceReturnsAnotherTypesProxy09d"));
        t.put(Message.READ_RESOLVE_ON_VALUE, List.of("AdviceTest#fs120RemoveReadResolve"));
        t.put(Message.NO_MATCHING_CONSTRUCTOR, List.of("AdviceTest#fs121AddAConstructor",
                "AdviceTest#fs121RenameTheParametersOfTheConstructorThatHasTheFieldsTypes",
                "AdviceTest#fs121MarkTheConstructorWhenAFinalFieldIsHidden"));
        t.put(Message.SEVERAL_MATCHING_CONSTRUCTORS, List.of("AdviceTest#fs122MarkOne"));
        t.put(Message.SEVERAL_MARKED_CONSTRUCTORS, List.of("AdviceTest#fs123KeepTheMarkOnOne"));
        t.put(Message.MARKED_CONSTRUCTOR_MISMATCH, List.of("AdviceTest#fs124ParametersAsTheFields"));
        t.put(Message.PRIVATE_CONSTRUCTOR, List.of("AdviceTest#fs125MakeTheConstructorPackagePrivate"));
        t.put(Message.MARKED_CONSTRUCTOR_IN_RECORD, List.of("AdviceTest#fs126RemoveTheMarkFromARecord"));
        t.put(Message.BEAN_EXTENDS_VALUE, List.of("AdviceTest#fs127HoldTheValueInAField"));
        t.put(Message.LOMBOK_NOT_RUNNING, List.of("AdviceTest#fs128PutLombokOnTheProcessorPath",
                "toolchain/LombokToolchainTest#lombokOnTheProcessorPathInEitherOrder"));
        t.put(Message.OTHER_EXTERNALIZER, List.of("AdviceTest#fs129CallTheOwnExternalizer",
                "AdviceTest#fs129ANestedBeanCallingAnExternalizerThatDoesNotExist"));
        t.put(Message.NO_DELEGATION, List.of("AdviceTest#fs130MakeTheBodyTheDelegatingCall", "AdoptionCasesTest#halfDelegating03b"));
        t.put(Message.MARKED_PARAMETER_UNNAMED, List.of("AdviceTest#fs131RenameTheParameterToTheFieldItSets",
                "AdviceTest#fs131TwoHiddenFieldsOfOneTypeRenameTheFieldThatHidesIt"));
        t.put(Message.MARKED_PARAMETER_TYPE, List.of("AdviceTest#fs132TheFieldsTypeOrAnotherName",
                "MixedCompileErrorsTest#aParameterThatCannotTakeTheFieldsValue"));
        t.put(Message.UNANNOTATED_SUBCLASS, List.of("AdoptionCasesTest#subclassNotAnnotated04c",
                "AdoptionCasesTest#annotationOnTheAbstractClassOnly15"));
        t.put(Message.EXTERNALIZER_NAME_CLASH, List.of("AdoptionCasesTest#twoClassesWithOneExternalizerName41"));
        t.put(Message.FINAL_FIELD, List.of("AdoptionCasesTest#finalFieldWithAGetter07a", "AdoptionCasesTest#finalCollection07b"));
        t.put(Message.NOT_SERIALIZABLE, List.of("AdviceTest#fs202TransientOrASerializableType"));
        t.put(Message.PART_NOT_SERIALIZABLE, List.of("AdviceTest#fs203TransientOrASerializableTypeArgument"));
        t.put(Message.UNNAMEABLE_TYPE, List.of("AdviceTest#fs204MakeTheTypeVisibleOrTransient"));
        t.put(Message.UNNAMEABLE_PART, List.of("AdviceTest#fs205MakeTheTypeArgumentVisibleOrTransient"));
        t.put(Message.NO_ACCESSORS, List.of("AdviceTest#fs206AddAccessorsOrPackagePrivate",
                "AdviceTest#fs206AccessorsOfAnotherTypeRetyped",
                "AdviceTest#fs206AccessorsOfAnInheritedFieldGoWhereTheFieldIs", "AdoptionCasesTest#accessorsOfAnotherType06c"));
        t.put(Message.NO_SETTER, List.of("AdviceTest#fs207And208AddTheMissingAccessor",
                "AdviceTest#fs207TheProtectedOverrideOfASetterInAnotherPackage",
                "AdoptionCasesTest#protectedSetterInABaseOfAnotherPackage43"));
        t.put(Message.NO_GETTER, List.of("AdviceTest#fs207And208AddTheMissingAccessor",
                "AdoptionCasesTest#packagePrivateGetterInABaseOfAnotherPackage"));
        for (Message m : List.of(Message.NO_ACCESSORS_HIDDEN, Message.NO_SETTER_HIDDEN, Message.NO_GETTER_HIDDEN)) {
            t.put(m, List.of("AdviceTest#fs209To211AddAccessorsOrRename"));
        }
        t.put(Message.GETTER_THROWS, List.of("AdviceTest#fs212And213AccessorsThatThrowOnlyWhatTheGeneratedMethodsMay"));
        t.put(Message.SETTER_THROWS, List.of("AdviceTest#fs212And213AccessorsThatThrowOnlyWhatTheGeneratedMethodsMay"));
        t.put(Message.ACCESSOR_CLASH, List.of("AdviceTest#fs214RenameOrPackagePrivate"));
        t.put(Message.OVERRIDDEN_ACCESSORS_OF_HIDDEN_FIELD, List.of("AdviceTest#fs215RenameOrStopOverriding"));
        t.put(Message.BY_REFERENCE_CHANGES_NOTHING, List.of("AdviceTest#fs216And217RemoveByReference"));
        t.put(Message.BY_REFERENCE_ALREADY_SHARED, List.of("AdviceTest#fs216And217RemoveByReference"));
        t.put(Message.COMPONENT_NOT_SERIALIZABLE, List.of("AdviceTest#fs219ASerializableComponent"));
        t.put(Message.NO_GETTER_IN_VALUE, List.of("AdviceTest#fs220AddTheGetterOrPackagePrivate"));
        t.put(Message.VALUE_REACHES_ITSELF, List.of("AdviceTest#fs221ATypeThatCannotLeadBackOrABeanOnTheWay"));
        t.put(Message.BY_REFERENCE_ON_VALUE, List.of("AdviceTest#fs222RemoveByReferenceFromValues"));
        t.put(Message.NO_GETTER_TO_FILL, List.of("AdviceTest#fs223AddAGetterOrPackagePrivate"));
        t.put(Message.GETTER_NOT_THE_FIELD, List.of("AdviceTest#fs224ReturnTheFieldOrPackagePrivate"));
        t.put(Message.SHARED_BEAN_SPLIT, List.of("AdviceTest#fs225MarkTheInlineFieldByReference"));
        t.put(Message.SHARED_BEAN_SPLIT_ACROSS, List.of("AdviceTest#fs226MarkTheInlineFieldOfTheOtherClassByReference"));
        t.put(Message.SHARED_BEAN_SPLIT_ELSEWHERE, List.of("AdviceTest#fs227BuildTheOtherClassAgainWithItsFieldByReference"));
        t.put(Message.OPTION_NOT_BOOLEAN, List.of("AdoptionCasesTest#frozenWithAnUndefinedPropertyOrYes31"));
        t.put(Message.UNKNOWN_OPTION, List.of("AdoptionCasesTest#misspelledLockOption32"));
        t.put(Message.LOCK_TYPE_CHANGED, List.of("LockAdviceTest#typeChangedRetired"));
        t.put(Message.LOCK_NON_NULL_CHANGED, List.of("LockAdviceTest#nonNullChangedRetired"));
        t.put(Message.LOCK_REFERENCE_CHANGED, List.of("LockAdviceTest#referenceChangedRetired"));
        t.put(Message.LOCK_REMOVED_NAME_REUSED, List.of("LockAdviceTest#removedNameReusedRetired21"));
        t.put(Message.LOCK_FIELD_MOVED, List.of("LockAdviceTest#fieldMovedRetired"));
        t.put(Message.LOCK_LEVELS_CHANGED, List.of("LockAdviceTest#levelsChangedBreak"));
        t.put(Message.LOCK_NO_SERIAL_VERSION_UID, List.of("LockAdviceTest#noSerialVersionUid",
                "AdoptionCasesTest#intSerialVersionUid42"));
        t.put(Message.LOCK_REMOVED_FIELD_UNSKIPPABLE, List.of("LockAdviceTest#removedFieldUnskippableBreak"));
        t.put(Message.LOCK_UNREADABLE, List.of("LockAdviceTest#unreadableLineMadeReadable"));
        t.put(Message.LOCK_FROZEN, List.of("AdoptionCasesTest#frozenWithAnUndefinedPropertyOrYes31"));
        t.put(Message.LOCK_BREAK_MARK_CLASH, List.of("LockAdviceTest#breakMarkClashBreakTheOtherToo"));
        t.put(Message.LOCK_BREAK_NO_MARK, List.of("LockAdviceTest#breakNoMarkRenameOne"));
        t.put(Message.LOCK_OLD_KEY_CLASH, List.of("LockAdviceTest#oldKeyClashBreak"));
        t.put(Message.LOCK_OLD_KEY_AMBIGUOUS, List.of("LockAdviceTest#oldKeyAmbiguousBuildTheSourcesBeforeOnce",
                "LockAdviceTest#oldKeyAmbiguousBreak"));
        t.put(Message.LOCK_CONCURRENT_CHANGE, List.of("LockFileIntegrityTest#aBuildThatFailedOnAConcurrentChangeBuildsAgain"));
        t.put(Message.LOCK_ADDED_FIELD_OBJECTS, List.of("AddedObjectsTest#theWarningsAdviceApplied"));
        return t;
    }

    /** The table above covers every message once, and names tests that exist and speak of that message. */
    @Test
    void everyMessagesAdviceIsAppliedByATest() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Message m : Message.values()) {
            boolean applied = ADVICE_APPLIED.containsKey(m);
            if (applied == NO_ADVICE.containsKey(m)) {
                problems.add(m.id() + " " + m + (applied ? " is in both tables" : " is in neither table"));
                continue;
            }
            for (String test : ADVICE_APPLIED.getOrDefault(m, List.of())) {
                String method = test.substring(test.indexOf('#') + 1);
                String file = test.substring(0, test.indexOf('#')) + ".java";
                Path source = file.startsWith("toolchain/") ? TOOLCHAIN_TESTS.resolve(file.substring("toolchain/".length()))
                        : TESTS.resolve(file);
                String text = Files.exists(source) ? Files.readString(source) : "";
                int at = text.indexOf("void " + method + "(");
                if (at < 0 || !text.substring(Math.max(0, at - 400), at).contains("@Test")) {
                    problems.add(m.id() + ": no test " + test);
                } else if (!file.startsWith("toolchain/") && !text.contains("Message." + m.name())) {
                    problems.add(m.id() + ": " + file + " never names Message." + m.name());
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void idsAreUniqueAndInTheirRange() {
        Set<String> ids = new HashSet<>();
        for (Message m : Message.values()) {
            assertTrue(m.id().matches("FS[1-4]\\d\\d"), m + ": " + m.id());
            assertTrue(ids.add(m.id()), "duplicate id " + m.id());
            assertTrue(m.kind() == Diagnostic.Kind.ERROR || m.kind() == Diagnostic.Kind.WARNING, m + ": " + m.kind());
        }
    }

    /** A retired id stays retired: no message takes it again, and the compile errors page says what it was. */
    @Test
    void retiredIdsAreNeverReused() throws IOException {
        String readme = Docs.page(COMPILE_ERRORS);
        for (String retired : Message.RETIRED) {
            for (Message m : Message.values()) {
                assertTrue(!m.id().equals(retired), m + " reuses the retired id " + retired);
            }
            assertTrue(readme.contains(retired + " (retired"), COMPILE_ERRORS + " does not list " + retired + " as retired");
        }
    }

    @Test
    void theIdEndsTheFirstLine() {
        assertEquals("fastserial failed on A (an internal error; please report it with this trace): x [FS303]\n\tat y",
                Message.INTERNAL_ERROR.render("A", "x\n\tat y"));
        assertEquals("field 'b' is final, so readExternal cannot restore it: remove final, or mark the field transient if"
                + " it need not be written [FS201]", Message.FINAL_FIELD.render(Message.Phrase.FIELD.text("b"),
                Message.Phrase.REMOVE_FINAL.text()));
        assertEquals("a, b and c", Message.list(List.of("a", "b", "c")));
    }

    /**
     * Every message is reported somewhere and asserted by a test: here by name, or in the
     * examples' toolchain tests (javac with the packaged jars, for what an in-process compilation
     * cannot set up, such as a processor path without Lombok) by its id.
     */
    @Test
    void everyMessageIsUsedAndTested() throws IOException {
        String main = readAll(MAIN, p -> !p.endsWith("Message.java"));
        String tests = readAll(TESTS, p -> !p.endsWith("MessageCatalogueTest.java"));
        String toolchainTests = readAll(TOOLCHAIN_TESTS, p -> true);
        for (Message m : Message.values()) {
            assertTrue(main.contains("Message." + m.name()), m + " is not used by the processor");
            assertTrue(UNREACHABLE.contains(m) || tests.contains("Message." + m.name())
                    || toolchainTests.contains("[" + m.id() + "]"), m + " has no compile-error test");
        }
    }

    /** The guide's page of compile errors (once the README's "Compile errors" section, which it holds whole). */
    static final String COMPILE_ERRORS = "docs/compile-errors.md";

    /**
     * Every id has a row in the page's tables, written by hand: what the problem is and what to do.
     * The generated list of every message below them does not count here (it lists every id by
     * construction).
     */
    @Test
    void theCompileErrorsPageListsEveryId() throws IOException {
        String page = Docs.page(COMPILE_ERRORS);
        int generated = page.indexOf(LIST_HEADING);
        assertTrue(generated > 0, COMPILE_ERRORS + " lacks " + LIST_HEADING);
        String section = page.substring(0, generated);
        List<String> missing = new ArrayList<>();
        for (Message m : Message.values()) {
            if (!section.contains(m.id())) {
                missing.add(m.id());
            }
        }
        assertEquals(List.of(), missing, "ids missing from " + COMPILE_ERRORS);
    }

    /**
     * The compile errors page ends with every message as the build prints it, one entry per id, in
     * id order, generated from this catalogue: what a user searching for an id finds, with the fix
     * the message itself offers. Run with {@code -Dfastserial.docs.write=true} to rewrite the list
     * after a change to {@code Message} (then review the diff).
     */
    @Test
    void theCompileErrorsPageHasEveryMessageAsItReads() throws IOException {
        StringBuilder list = new StringBuilder();
        Message[] messages = Message.values().clone();
        java.util.Arrays.sort(messages, java.util.Comparator.comparing(Message::id));
        for (Message m : messages) {
            list.append("- **").append(m.id()).append("**")
                    .append(m.kind() == Diagnostic.Kind.WARNING ? " (warning)" : "")
                    .append(": `").append(m.format().replace("\n", " ")).append("`\n");
        }
        String page = Docs.page(COMPILE_ERRORS);
        int begin = page.indexOf(LIST_BEGIN);
        int end = page.indexOf(LIST_END);
        assertTrue(begin >= 0 && end > begin, COMPILE_ERRORS + " lacks " + LIST_BEGIN + " ... " + LIST_END);
        String expected = page.substring(0, begin + LIST_BEGIN.length()) + "\n" + list + page.substring(end);
        if (Boolean.getBoolean("fastserial.docs.write")) {
            Files.writeString(Docs.path(COMPILE_ERRORS), expected);
        }
        assertEquals(expected, page, COMPILE_ERRORS + "'s list of messages is not Message's: rerun this test with"
                + " -Dfastserial.docs.write=true and review the diff");
    }

    private static final String LIST_HEADING = "\n## Every message as it reads\n";
    private static final String LIST_BEGIN = "<!-- every message, generated from Message.java by MessageCatalogueTest: begin -->";
    private static final String LIST_END = "<!-- every message: end -->";

    /** Only the Reporter talks to the Messager, and nothing reports a sentence of its own. */
    @Test
    void noMessageOutsideTheCatalogue() throws IOException {
        Pattern literalReport = Pattern.compile("\\.(error|warning)\\(\\s*[^,()]+,\\s*\"");
        List<String> offenders = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).collect(Collectors.toList())) {
                String source = Files.readString(p);
                if (source.contains("printMessage(") && !p.endsWith("Reporter.java")) {
                    offenders.add(p + ": printMessage");
                }
                Matcher m = literalReport.matcher(source);
                if (m.find()) {
                    offenders.add(p + ": " + m.group());
                }
            }
        }
        assertEquals(List.of(), offenders);
    }

    private static String readAll(Path root, java.util.function.Predicate<Path> include) throws IOException {
        StringBuilder all = new StringBuilder();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).filter(include).collect(Collectors.toList())) {
                all.append(Files.readString(p));
            }
        }
        return all.toString();
    }
}
