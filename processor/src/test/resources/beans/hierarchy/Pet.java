package hierarchy;

/** Not @FastSerial, between two beans that are: Cat's externalizer writes these fields itself. */
public class Pet extends Animal {
    private static final long serialVersionUID = 1L;
    String owner;
    private int age;

    public int getAge() { return age; }
    public void setAge(int age) { this.age = age; }
}
