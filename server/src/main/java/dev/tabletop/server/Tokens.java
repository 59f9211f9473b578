package dev.tabletop.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Seat tokens: 128 random bits from {@link SecureRandom}, sent once to the person who joins the
 * seat. The server keeps only each token's SHA-256 digest (in memory and in the database), so a
 * copy of the database gives no seat away, and compares digests in constant time.
 */
public final class Tokens {
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();

  private Tokens() {}

  /**
   * A new token.
   *
   * @return 22 characters of URL-safe base 64 carrying 128 random bits
   */
  public static String newToken() {
    byte[] bytes = new byte[16];
    RANDOM.nextBytes(bytes);
    return ENCODER.encodeToString(bytes);
  }

  /**
   * A random identifier that is not a secret (table ids): 64 random bits, URL-safe.
   *
   * @return 11 characters
   */
  public static String newId() {
    byte[] bytes = new byte[8];
    RANDOM.nextBytes(bytes);
    return ENCODER.encodeToString(bytes);
  }

  /**
   * A 64-bit seed for a table's chance and computer players, never sent to a client.
   *
   * @return the seed
   */
  public static long newSeed() {
    return RANDOM.nextLong();
  }

  /**
   * The digest the server stores for a token.
   *
   * @param token the token as sent
   * @return the SHA-256 of its UTF-8 bytes, in lower-case hex
   */
  public static String digest(String token) {
    return HexFormat.of().formatHex(sha256(token));
  }

  /**
   * Whether a token sent by a client is the one behind a stored digest, in time that does not
   * depend on where they differ.
   *
   * @param token the token sent, possibly null
   * @param digest the stored digest, possibly null (a seat nobody has joined)
   * @return true only when both are present and match
   */
  public static boolean matches(String token, String digest) {
    if (token == null || digest == null || digest.length() != 64) {
      return false;
    }
    byte[] expected;
    try {
      expected = HexFormat.of().parseHex(digest);
    } catch (IllegalArgumentException e) {
      return false;
    }
    return MessageDigest.isEqual(sha256(token), expected);
  }

  private static byte[] sha256(String token) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK has no SHA-256", e);
    }
  }
}
