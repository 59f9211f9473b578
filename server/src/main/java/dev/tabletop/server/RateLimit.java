package dev.tabletop.server;

/**
 * A token bucket: a sender may send {@code burst} messages at once and {@code perSecond} a second
 * after that. Not thread-safe; one per connection, used on its own thread of messages.
 */
final class RateLimit {
  private final double perMilli;
  private final double burst;
  private double tokens;
  private long last;

  /**
   * A full bucket.
   *
   * @param perSecond messages a second in the long run
   * @param burst messages at once
   * @param nowMillis the time now
   */
  RateLimit(double perSecond, double burst, long nowMillis) {
    this.perMilli = perSecond / 1000.0;
    this.burst = burst;
    this.tokens = burst;
    this.last = nowMillis;
  }

  /**
   * Whether the bucket is full again at a time: the sender has waited long enough for its whole
   * burst to come back.
   *
   * @param nowMillis the time now
   * @return whether a whole burst may be sent now
   */
  boolean isFull(long nowMillis) {
    return tokens + Math.max(0, nowMillis - last) * perMilli >= burst;
  }

  /**
   * Takes one message's token if there is one.
   *
   * @param nowMillis the time now
   * @return whether the message may pass
   */
  boolean take(long nowMillis) {
    tokens = Math.min(burst, tokens + Math.max(0, nowMillis - last) * perMilli);
    last = Math.max(last, nowMillis);
    if (tokens >= 1) {
      tokens -= 1;
      return true;
    }
    return false;
  }
}
