package dev.fastserial.processor.write;

/**
 * Everything that writes code for one generated class, wired together: each part asks the others
 * for what it contains (a collection writer asks for its elements' code, which may be another
 * collection's helper).
 */
final class Code {
    final HelperRegistry helpers;
    final ValueCode values = new ValueCode(this);
    final ExactnessCode exactness = new ExactnessCode(this);
    final ElementCode elements = new ElementCode(this);
    final CollectionCode collections = new CollectionCode(this);
    final JdkKindsCode jdkKinds = new JdkKindsCode(this);
    final ArrayCode arrays = new ArrayCode(this);
    final EnumCode enums = new EnumCode(this);

    /** @param shared shape helpers earlier beans of the round built, or null */
    Code(SharedShapes shared) {
        helpers = new HelperRegistry(shared);
    }
}
