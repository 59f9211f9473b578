package dev.tabletop.core;

import java.util.Objects;

/**
 * A {@link Refusal} thrown as an exception, for callers that would rather fail than handle the
 * {@code Left}: its message is the refusal's own message, and {@link #refusal()} gives the value
 * back. Unwrap a result in one call with {@code either.getOrElseThrow(Refusal::exception)} or
 * {@link Refusal#orThrow(io.vavr.control.Either)}, instead of vavr's {@code get()}, which throws a
 * {@link java.util.NoSuchElementException} that says nothing of why.
 */
public final class RefusedException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The refusal; records of the family are serializable only through their text, so transient. */
  private final transient Refusal refusal;

  /**
   * Wraps a refusal.
   *
   * @param refusal what was refused and why
   * @throws NullPointerException if {@code refusal} is null
   */
  public RefusedException(Refusal refusal) {
    super(Objects.requireNonNull(refusal, "refusal").message());
    this.refusal = refusal;
  }

  /**
   * The refusal this exception carries.
   *
   * @return the {@link InvalidInput}, {@link IllegalMove} or {@link ReplayError}
   */
  public Refusal refusal() {
    return refusal;
  }
}
