package dev.fastserial.spring.boot.tests.beans;

public enum Tier {
    BASIC, SILVER, GOLD
}
