package mixed;

import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Spring Batch's {@code StepExecution}: {@code final String stepName} and {@code final JobRun jobRun}
 * from the constructor, seventeen mutable fields with setters, and a final list of failures with a
 * getter and no setter.
 */
@FastSerial
public class StepRun implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String stepName;
    private final JobRun jobRun;
    private Long id;
    private Integer version;
    private BatchStatus status = BatchStatus.STARTING;
    private long readCount;
    private long writeCount;
    private long commitCount;
    private long rollbackCount;
    private long readSkipCount;
    private long processSkipCount;
    private long writeSkipCount;
    private long filterCount;
    private LocalDateTime startTime = LocalDateTime.now();
    private LocalDateTime endTime;
    private LocalDateTime lastUpdated;
    private String exitCode = "EXECUTING";
    private boolean terminateOnly;
    private Map<String, Object> executionContext = new HashMap<>();
    private final List<String> failures = new CopyOnWriteArrayList<>();

    public StepRun(String stepName, JobRun jobRun) {
        this.stepName = stepName;
        this.jobRun = jobRun;
    }

    public String getStepName() { return stepName; }
    public JobRun getJobRun() { return jobRun; }
    public Long getId() { return id; }
    public void setId(Long id) { this.id = id; }
    public Integer getVersion() { return version; }
    public void setVersion(Integer version) { this.version = version; }
    public BatchStatus getStatus() { return status; }
    public void setStatus(BatchStatus status) { this.status = status; }
    public long getReadCount() { return readCount; }
    public void setReadCount(long readCount) { this.readCount = readCount; }
    public long getWriteCount() { return writeCount; }
    public void setWriteCount(long writeCount) { this.writeCount = writeCount; }
    public long getCommitCount() { return commitCount; }
    public void setCommitCount(long commitCount) { this.commitCount = commitCount; }
    public long getRollbackCount() { return rollbackCount; }
    public void setRollbackCount(long rollbackCount) { this.rollbackCount = rollbackCount; }
    public long getReadSkipCount() { return readSkipCount; }
    public void setReadSkipCount(long readSkipCount) { this.readSkipCount = readSkipCount; }
    public long getProcessSkipCount() { return processSkipCount; }
    public void setProcessSkipCount(long processSkipCount) { this.processSkipCount = processSkipCount; }
    public long getWriteSkipCount() { return writeSkipCount; }
    public void setWriteSkipCount(long writeSkipCount) { this.writeSkipCount = writeSkipCount; }
    public long getFilterCount() { return filterCount; }
    public void setFilterCount(long filterCount) { this.filterCount = filterCount; }
    public LocalDateTime getStartTime() { return startTime; }
    public void setStartTime(LocalDateTime startTime) { this.startTime = startTime; }
    public LocalDateTime getEndTime() { return endTime; }
    public void setEndTime(LocalDateTime endTime) { this.endTime = endTime; }
    public LocalDateTime getLastUpdated() { return lastUpdated; }
    public void setLastUpdated(LocalDateTime lastUpdated) { this.lastUpdated = lastUpdated; }
    public String getExitCode() { return exitCode; }
    public void setExitCode(String exitCode) { this.exitCode = exitCode; }
    public boolean isTerminateOnly() { return terminateOnly; }
    public void setTerminateOnly(boolean terminateOnly) { this.terminateOnly = terminateOnly; }
    public Map<String, Object> getExecutionContext() { return executionContext; }
    public void setExecutionContext(Map<String, Object> executionContext) { this.executionContext = executionContext; }
    public List<String> getFailures() { return failures; }
    public void addFailure(String failure) { failures.add(failure); }

    private Object writeReplace() { return new StepRunExternalizer(this); }
}
