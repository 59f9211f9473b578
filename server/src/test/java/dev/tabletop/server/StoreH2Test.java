package dev.tabletop.server;

import java.nio.file.Path;
import java.sql.SQLException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** The store contract on the embedded default: H2 in a file. */
class StoreH2Test extends StoreContract {
  @TempDir
  Path dir;

  private Store store;

  @BeforeEach
  void open() throws SQLException {
    store = Store.open(Store.h2Url(dir.resolve("tabletop")), null, null, 4);
  }

  @AfterEach
  void close() {
    store.close();
  }

  @Override
  Store store() {
    return store;
  }
}
