package dev.fastserial.examples.plain;

import java.io.Serializable;
import java.util.Date;
import java.util.List;

/** The Employee with default Java serialization. */
public class Employee implements Serializable {
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

    public void setSupervisor(Employee supervisor) {
        this.supervisor = supervisor;
    }

    public void setPhoneNumbers(List<String> phoneNumbers) {
        this.phoneNumbers = phoneNumbers;
    }
}
