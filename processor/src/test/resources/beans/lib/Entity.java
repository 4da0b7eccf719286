package lib;

/** A library superclass the user does not own, in another package. */
public class Entity {
    public long id;
    protected String createdBy;
    private int version;
    String packagePrivate;

    public String getCreatedBy() { return createdBy; }
    public void setCreatedBy(String createdBy) { this.createdBy = createdBy; }
    public int getVersion() { return version; }
    public void setVersion(int version) { this.version = version; }
    public String getPackagePrivate() { return packagePrivate; }
    public void setPackagePrivate(String packagePrivate) { this.packagePrivate = packagePrivate; }
}
