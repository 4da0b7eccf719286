package dev.fastserial.examples.handwritten;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;

/**
 * The article's Employee written by hand in its most efficient style ("Java Best Practices: High
 * performance Serialization"), but correct for every value: per nullable field a boolean, then the
 * unboxed value; the hire date as epoch milliseconds; the phone numbers as a count (-1 for null)
 * and then each number with writeUTF, instead of the article's ';'-joined string, which loses an
 * empty list and any number containing ';'. The supervisor goes through writeObject, so shared
 * supervisors and the cycle at the top of the org chart survive.
 */
public class Employee implements Externalizable {
    private static final long serialVersionUID = 3657773293974543890L;

    private String firstName;
    private String lastName;
    private String socialSecurityNumber;
    private String department;
    private String position;
    private Date hireDate;
    private Double salary;
    private Employee supervisor;
    private List<String> phoneNumbers;

    public Employee() {
    }

    public Employee(String firstName, String lastName, String socialSecurityNumber, String department,
                    String position, Date hireDate, Double salary) {
        this.firstName = firstName;
        this.lastName = lastName;
        this.socialSecurityNumber = socialSecurityNumber;
        this.department = department;
        this.position = position;
        this.hireDate = hireDate;
        this.salary = salary;
    }

    public String getFirstName() {
        return firstName;
    }

    public void setFirstName(String firstName) {
        this.firstName = firstName;
    }

    public String getLastName() {
        return lastName;
    }

    public void setLastName(String lastName) {
        this.lastName = lastName;
    }

    public String getSocialSecurityNumber() {
        return socialSecurityNumber;
    }

    public void setSocialSecurityNumber(String socialSecurityNumber) {
        this.socialSecurityNumber = socialSecurityNumber;
    }

    public String getDepartment() {
        return department;
    }

    public void setDepartment(String department) {
        this.department = department;
    }

    public String getPosition() {
        return position;
    }

    public void setPosition(String position) {
        this.position = position;
    }

    public Date getHireDate() {
        return hireDate;
    }

    public void setHireDate(Date hireDate) {
        this.hireDate = hireDate;
    }

    public Double getSalary() {
        return salary;
    }

    public void setSalary(Double salary) {
        this.salary = salary;
    }

    public Employee getSupervisor() {
        return supervisor;
    }

    public void setSupervisor(Employee supervisor) {
        this.supervisor = supervisor;
    }

    public List<String> getPhoneNumbers() {
        return phoneNumbers;
    }

    public void setPhoneNumbers(List<String> phoneNumbers) {
        this.phoneNumbers = phoneNumbers;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        HandWritten.writeString(out, firstName);
        HandWritten.writeString(out, lastName);
        HandWritten.writeString(out, socialSecurityNumber);
        HandWritten.writeString(out, department);
        HandWritten.writeString(out, position);
        HandWritten.writeDate(out, hireDate);
        out.writeBoolean(salary != null);
        if (salary != null) {
            out.writeDouble(salary);
        }
        out.writeObject(supervisor);
        HandWritten.writeStrings(out, phoneNumbers);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        firstName = HandWritten.readString(in);
        lastName = HandWritten.readString(in);
        socialSecurityNumber = HandWritten.readString(in);
        department = HandWritten.readString(in);
        position = HandWritten.readString(in);
        hireDate = HandWritten.readDate(in);
        salary = in.readBoolean() ? in.readDouble() : null;
        supervisor = (Employee) in.readObject();
        phoneNumbers = HandWritten.readStrings(in, ArrayList::new);
    }
}
