package dev.tabletop.core.learn;

import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.util.Arrays;
import java.util.Objects;

/**
 * Writes into the two kinds of storage an observation or a mask goes to: a Java array or an NIO
 * buffer (a direct buffer shared with another runtime, such as NumPy's memory). Each method takes
 * both and writes to the one that is not null, so an observer writes its tensor once, in one
 * routine, for either target; the branch is the same at every call of one write and costs nothing
 * once predicted. Nothing here allocates.
 */
public final class Tensors {
  /** Zeros to copy from when clearing a buffer in bulk. */
  private static final float[] ZERO_FLOATS = new float[1024];
  private static final byte[] ZERO_BYTES = new byte[4096];

  private Tensors() {}

  /**
   * Checks that a region lies inside an array or buffer (its capacity, for a buffer).
   *
   * @param length the target's length or capacity
   * @param index the region's first index
   * @param size the region's length
   * @throws IndexOutOfBoundsException naming the region and the target's length otherwise
   */
  public static void checkRegion(int length, int index, int size) {
    Objects.checkFromIndexSize(index, size, length);
  }

  /**
   * Sets {@code length} floats from {@code base} to zero.
   *
   * @param array the target array, or null
   * @param buffer the target buffer when {@code array} is null (absolute indexes)
   * @param base the first index
   * @param length how many
   */
  public static void clear(float[] array, FloatBuffer buffer, int base, int length) {
    if (array != null) {
      Arrays.fill(array, base, base + length, 0f);
      return;
    }
    for (int done = 0; done < length; done += ZERO_FLOATS.length) {
      int n = Math.min(ZERO_FLOATS.length, length - done);
      buffer.put(base + done, ZERO_FLOATS, 0, n);
    }
  }

  /**
   * Copies a whole template to {@code base}: an observer's constant part (terrain planes, say),
   * which replaces clearing.
   *
   * @param template the floats to copy
   * @param array the target array, or null
   * @param buffer the target buffer when {@code array} is null
   * @param base the first index written
   */
  public static void copy(float[] template, float[] array, FloatBuffer buffer, int base) {
    if (array != null) {
      System.arraycopy(template, 0, array, base, template.length);
    } else {
      buffer.put(base, template, 0, template.length);
    }
  }

  /**
   * Writes one float.
   *
   * @param array the target array, or null
   * @param buffer the target buffer when {@code array} is null
   * @param index the index written
   * @param value the value
   */
  public static void set(float[] array, FloatBuffer buffer, int index, float value) {
    if (array != null) {
      array[index] = value;
    } else {
      buffer.put(index, value);
    }
  }

  /**
   * Writes one value into {@code length} consecutive floats (a constant plane).
   *
   * @param array the target array, or null
   * @param buffer the target buffer when {@code array} is null
   * @param base the first index
   * @param length how many
   * @param value the value
   */
  public static void fill(float[] array, FloatBuffer buffer, int base, int length, float value) {
    if (array != null) {
      Arrays.fill(array, base, base + length, value);
      return;
    }
    for (int i = 0; i < length; i++) {
      buffer.put(base + i, value);
    }
  }

  /**
   * Sets {@code length} bytes from {@code base} to zero.
   *
   * @param array the target array, or null
   * @param buffer the target buffer when {@code array} is null
   * @param base the first index
   * @param length how many
   */
  public static void clear(byte[] array, ByteBuffer buffer, int base, int length) {
    if (array != null) {
      Arrays.fill(array, base, base + length, (byte) 0);
      return;
    }
    for (int done = 0; done < length; done += ZERO_BYTES.length) {
      int n = Math.min(ZERO_BYTES.length, length - done);
      buffer.put(base + done, ZERO_BYTES, 0, n);
    }
  }
}
