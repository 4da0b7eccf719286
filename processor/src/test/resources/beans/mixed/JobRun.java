package mixed;

import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.time.LocalDateTime;

/** Spring Batch's {@code JobExecution}, without its steps: an id and a name set once, a status that moves. */
@FastSerial
public class JobRun implements Serializable {
    private static final long serialVersionUID = 1L;

    private final Long jobId;
    private final String jobName;
    private BatchStatus status = BatchStatus.STARTING;
    private LocalDateTime startTime;
    private LocalDateTime endTime;

    public JobRun(Long jobId, String jobName) {
        this.jobId = jobId;
        this.jobName = jobName;
    }

    public Long getJobId() { return jobId; }
    public String getJobName() { return jobName; }
    public BatchStatus getStatus() { return status; }
    public void setStatus(BatchStatus status) { this.status = status; }
    public LocalDateTime getStartTime() { return startTime; }
    public void setStartTime(LocalDateTime startTime) { this.startTime = startTime; }
    public LocalDateTime getEndTime() { return endTime; }
    public void setEndTime(LocalDateTime endTime) { this.endTime = endTime; }

    private Object writeReplace() { return new JobRunExternalizer(this); }
}
