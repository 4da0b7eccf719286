package dev.fastserial.spring.beans;

public enum Tier {
    BASIC, SILVER, GOLD
}
