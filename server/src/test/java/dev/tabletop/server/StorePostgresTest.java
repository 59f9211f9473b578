package dev.tabletop.server;

import java.io.IOException;
import java.sql.SQLException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** The store contract on a real PostgreSQL ({@link TestPostgres}). */
class StorePostgresTest extends StoreContract {
  private static TestPostgres postgres;
  private static Store store;

  @BeforeAll
  static void start() throws IOException, SQLException {
    postgres = TestPostgres.start();
    store = Store.open(postgres.url(), null, null, 4);
  }

  @AfterAll
  static void stop() throws IOException {
    if (store != null) {
      store.close();
    }
    if (postgres != null) {
      postgres.close();
    }
  }

  @Override
  Store store() {
    return store;
  }
}
